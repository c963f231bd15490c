/* Device printf: the argument buffer clang packs (each argument aligned to
 * its size, float as double) formatted like the host's printf. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cuda_runtime_api.h"
#include "ferry_abi.h"

#include "runtime_check.h"

static FILE *capture;
static int saved_stdout;

static void begin_capture(void)
{
    fflush(stdout);
    capture = tmpfile();
    saved_stdout = dup(1);
    dup2(fileno(capture), 1);
}

/* Returns what was written since begin_capture (caller frees). */
static char *end_capture(void)
{
    fflush(stdout);
    dup2(saved_stdout, 1);
    close(saved_stdout);
    long n = ftell(capture);
    char *s = calloc(1, (size_t)n + 1);
    rewind(capture);
    if (fread(s, 1, (size_t)n, capture) != (size_t)n)
        s[0] = 0;
    fclose(capture);
    return s;
}

static void expect(const char *fmt, const void *args, const char *want)
{
    begin_capture();
    int n = __ferry_vprintf(fmt, args);
    /* As on a GPU, the output waits for the host to synchronize. */
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    char *got = end_capture();
    CHECK(strcmp(got, want) == 0);
    CHECK(n == (int)strlen(want));
    if (strcmp(got, want) != 0)
        fprintf(stderr, "  format \"%s\": got \"%s\", want \"%s\"\n", fmt, got, want);
    free(got);
}

int main(void)
{
    expect("hello\n", NULL, "hello\n");
    expect("100%% sure\n", NULL, "100% sure\n");
    {
        struct { int a; double b; const char *s; } args = {42, 2.5, "str"};
        expect("a=%d b=%f s=%s\n", &args, "a=42 b=2.500000 s=str\n");
    }
    {
        struct { int a; long long b; int c; } args = {-1, 1LL << 40, 7};
        expect("%u %lld %x", &args, "4294967295 1099511627776 7");
    }
    {
        struct { char c; int pad; } dummy;
        (void)dummy;
        struct { int c; unsigned short_h; int hh; } args = {'Z', 70000, 300};
        expect("[%c] %hu %hhd", &args, "[Z] 4464 44");
    }
    {
        struct { int w; double v; int w2; int p; double v2; } args = {8, 3.14159, 6, 2, 1.0};
        expect("|%*.2f|%*.*f|", &args, "|    3.14|  1.00|");
    }
    {
        struct { size_t z; long l; void *p; } args = {123456789012ULL, -5, (void *)0x1234};
        expect("%zu %ld %p", &args, "123456789012 -5 0x1234");
    }
    {
        struct { int a; double e; int b; } args = {1, 1e-10, 2};
        expect("%-4d|%e|%05d", &args, "1   |1.000000e-10|00002");
    }
    {
        struct { const char *s; } args = {NULL};
        expect("%s", &args, "(null)");
    }
    {
        char big[1000];
        memset(big, 'x', sizeof big - 1);
        big[sizeof big - 1] = 0;
        struct { const char *s; } args = {big};
        expect("%s", &args, big);
    }
    {
        struct { int w; int v; int p; double d; } args = {-5, 42, -3, 0.5};
        expect("|%*d|%.*f|", &args, "|42   |0.500000|");
    }
    expect("trailing %", NULL, "trailing %");
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
