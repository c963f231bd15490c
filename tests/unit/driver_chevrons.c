/* Joining nvcc's spaced launch chevrons (chevrons.c). */
#include "driver_check.h"

#include <stdlib.h>

/* The joined text after its #line, or "" when nothing was joined. */
static void check_join(const char *in, const char *want)
{
    char *out = ferry_join_launch_chevrons(in, "d/x.cu");
    if (!*want) {
        CHECK(out == NULL);
    } else {
        CHECK(out && strncmp(out, "#line 1 \"d/x.cu\"\n", 17) == 0);
        if (out)
            CHECK_STR(out + 17, want);
    }
    free(out);
}

int main(void)
{
    check_join("k<< <1, 2>> >(p);", "k<<<1, 2>>>(p);");
    check_join("k<<  <g, b, 0, s >>\t>(p);", "k<<<g, b, 0, s >>>(p);");
    check_join("k<<<1, 1>>>(p);", "");
    /* >> > closes a launch only after a joined opening */
    check_join("std::vector<std::vector<int>> > v;", "");
    check_join("k<< <1, 1>> >(); std::vector<std::vector<int>> > v;",
               "k<<<1, 1>>>(); std::vector<std::vector<int>> > v;");
    check_join("operator<< <int>(o, 1);", "");
    check_join("x = 1'000; // k<< <1, 1>> >()\n\"<< <\" '<' /* << < */", "");
    check_join("int a = 1'000; k<< <1, 1>> >();", "int a = 1'000; k<<<1, 1>>>();");
    /* a quote at the very start opens a literal (nothing before it to read) */
    check_join("'<' k<< <1, 1>> >();", "'<' k<<<1, 1>>>();");
    char *q = ferry_join_launch_chevrons("k<< <1, 1>> >();", "a\"b\\c.cu");
    const char *want = "#line 1 \"a\\\"b\\\\c.cu\"\n";
    CHECK(q && strncmp(q, want, strlen(want)) == 0);
    free(q);
    return report("driver_chevrons");
}
