/* ferry-pch's preamble (driver/pch/preamble.c): the #include <...> lines a
 * source opens with, up to the first line that is anything else or names
 * a header not known to be guarded. */
#include "pch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int failures;
static char dir[] = "/tmp/ferry-preamble-XXXXXX";

/* The preamble of a source holding text, "" for none. */
static const char *preamble_of(const char *text)
{
    static char out[4096];
    char src[64];
    snprintf(src, sizeof src, "%s/a.cu", dir);
    FILE *f = fopen(src, "wb");
    fputs(text, f);
    fclose(f);
    if (!pch_preamble(src, dir, out, sizeof out))
        return "";
    return out;
}

static void check(const char *text, const char *want, int line)
{
    const char *got = preamble_of(text);
    if (strcmp(got, want) != 0) {
        fprintf(stderr, "%s:%d: preamble of:\n%s\n-- is:\n%s-- want:\n%s", __FILE__, line, text, got, want);
        failures++;
    }
}
#define CHECK_PREAMBLE(text, want) check(text, want, __LINE__)

int main(void)
{
    if (!mkdtemp(dir))
        return 1;
    char path[128];
    snprintf(path, sizeof path, "%s/cooperative_groups.h", dir); /* a header of Ferry's */
    fclose(fopen(path, "w"));

    CHECK_PREAMBLE("#include <cstdio>\n#include <vector>\nint x;\n", "#include <cstdio>\n#include <vector>\n");
    CHECK_PREAMBLE("// a\n/* b\n c */\n\n#  include<cmath> // d\r\n#include <cooperative_groups.h>\n",
                   "#include <cmath>\n#include <cooperative_groups.h>\n");
    /* cuda_runtime.h comes first anyway; a second line for a header adds nothing */
    CHECK_PREAMBLE("#include <cuda_runtime.h>\n#include <cstdio>\n#include <cstdio>\n", "#include <cstdio>\n");
    CHECK_PREAMBLE("#include <thrust/device_vector.h>\n", "#include <thrust/device_vector.h>\n");
    /* it ends at a header of unknown guard, at a quoted one, at any other line */
    CHECK_PREAMBLE("#include <cstdio>\n#include <mine.h>\n#include <vector>\n", "#include <cstdio>\n");
    CHECK_PREAMBLE("#include <cstdio>\n#include \"check.h\"\n#include <vector>\n", "#include <cstdio>\n");
    CHECK_PREAMBLE("#define N 4\n#include <cstdio>\n", "");
    CHECK_PREAMBLE("#include <cstdio>\n#ifdef X\n#include <vector>\n#endif\n", "#include <cstdio>\n");
    CHECK_PREAMBLE("#include <cstdio> int x;\n#include <vector>\n", "");
    CHECK_PREAMBLE("#include <cstdio> /* a comment */\n", "");
    /* Ferry's internals, paths that leave the directory, a comment never closed */
    CHECK_PREAMBLE("#include <ferry/fp16_ops.h>\n", "");
    CHECK_PREAMBLE("#include <../a.cu>\n#include </etc/passwd>\n", "");
    CHECK_PREAMBLE("/* open\n#include <cstdio>\n", "");
    CHECK_PREAMBLE("#include <cstdio", "");
    CHECK_PREAMBLE("", "");
    /* the byte order mark is not a line of its own */
    CHECK_PREAMBLE("\xEF\xBB\xBF#include <vector>\n", "#include <vector>\n");

    char missing[96];
    snprintf(missing, sizeof missing, "%s/none.cu", dir);
    char out[64];
    if (pch_preamble(missing, dir, out, sizeof out)) {
        fprintf(stderr, "a missing source has a preamble\n");
        failures++;
    }
    remove(path);
    snprintf(path, sizeof path, "%s/a.cu", dir);
    remove(path);
    rmdir(dir);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
