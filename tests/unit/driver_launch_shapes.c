/* The block shapes read from a source's launches (launchshapes.c). */
#include "driver_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* want: the KERNEL:X,Y,Z specs, space-separated, in order ("" for none) */
static void check_shapes(const char *text, const char *want)
{
    ferry_strv out = {0};
    ferry_launch_shapes(text, "d/x.cu", NULL, &out);
    char got[512] = "";
    for (size_t i = 0; i < out.n; i++)
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s%s", i ? " " : "", out.v[i]);
    CHECK_STR(got, want);
    ferry_strv_free(&out);
}

static void check_header(void)
{
    char dir[] = "/tmp/ferry_shapesXXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(0);
        return;
    }
    char *h = ferry_asprintf("%s/sizes.h", dir), *src = ferry_asprintf("%s/x.cu", dir);
    FILE *f = fopen(h, "w");
    CHECK(f != NULL);
    if (f) {
        fputs("#define TILE 16\n#define ROWS (TILE / 2)\n", f);
        fclose(f);
    }
    ferry_strv out = {0};
    ferry_launch_shapes("#include \"sizes.h\"\n#include <cstdio>\nk<<<g, dim3(TILE, ROWS)>>>(p);", src, NULL, &out);
    CHECK(out.n == 1 && !strcmp(out.v[0], "k:16,8,1"));
    ferry_strv_free(&out);
    /* a source elsewhere finds it through -I, as the preprocessor does;
     * -D defines a size */
    ferry_strv pp = {0};
    ferry_strv_push(&pp, "-Inowhere");
    ferry_strv_pushf(&pp, "-I%s", dir);
    ferry_strv_push(&pp, "-DROWS2=4");
    ferry_strv_push(&pp, "-DFLAG");
    ferry_launch_shapes("#include \"sizes.h\"\nk<<<g, dim3(TILE, ROWS2 * FLAG)>>>(p);", "elsewhere/y.cu", &pp, &out);
    CHECK(out.n == 1 && !strcmp(out.v[0], "k:16,4,1"));
    ferry_strv_free(&out);
    ferry_launch_shapes("#include \"sizes.h\"\nk<<<g, dim3(TILE, 2)>>>(p);", "elsewhere/y.cu", NULL, &out);
    CHECK(out.n == 0);
    ferry_strv_free(&out);
    ferry_strv_free(&pp);
    unlink(h);
    rmdir(dir);
    free(h);
    free(src);
}

int main(void)
{
    check_shapes("k<<<1, 256>>>(p);", "k:256,1,1");
    check_shapes("#define BLOCK 256\nk<<<n / BLOCK, BLOCK>>>(p);", "k:256,1,1");
    check_shapes("#define B 16\n#define T (B * 2 - 1)\nk<<<g, T, 0, s>>>(p);", "k:31,1,1");
    check_shapes("const int block = 256, grid = (n + block - 1) / block;\nk<<<grid, block>>>(p);", "k:256,1,1");
    check_shapes("constexpr unsigned W = 0x20;\nk<<<1, W>>>(p);", "k:32,1,1");
    check_shapes("'k'; k<<<1'000, 1'024>>>(p);", "k:1024,1,1"); /* digit separators */
    check_shapes("dim3 block(16, 16), grid(n / 16, n / 16);\nk<<<grid, block>>>(p);", "k:16,16,1");
    check_shapes("dim3 b = dim3(8, 4, 2); k<<<1, b>>>(); dim3 c{32}; k2<<<1, c>>>();", "k:8,4,2 k2:32,1,1");
    check_shapes("k<<<g, dim3(32, 8)>>>(p); t<float><<<g, 128>>>(p); ns::u<<<1, 64>>>();",
                 "k:32,8,1 t:128,1,1 u:64,1,1");
    /* the declaration before the launch counts */
    check_shapes("void a() { dim3 b(8, 8); k<<<1, b>>>(); }\nvoid c() { dim3 b(32, 4); j<<<1, b>>>(); }",
                 "k:8,8,1 j:32,4,1");
    /* what cannot be worked out is left out */
    check_shapes("int t = atoi(argv[1]); k<<<1, t>>>();", "");
    check_shapes("k<<<1, threads(n)>>>(); k<<<1, sizeof(int)>>>(); k<<<1, n>>>();", "");
    check_shapes("k<<<1, 2048>>>(); k<<<1, dim3(64, 64)>>>(); k<<<1, 0>>>();", "");
    check_shapes("#define F(x) 256\nk<<<1, F(1)>>>();", "");
    check_shapes("// k<<<1, 32>>>();\n/* k<<<1, 64>>>(); */ const char *s = \"k<<<1, 128>>>\";", "");
    check_shapes("#if 0\n#define B 64\n#endif\nk<<<1, 32 * 2>>>(); k<<<1, 32 * 2>>>();", "k:64,1,1");
    check_header();
    ferry_strv pp = {0};
    ferry_strv_push(&pp, "-DBLOCK=128");
    ferry_strv_push(&pp, "-D=junk");
    ferry_strv out = {0};
    ferry_launch_shapes("k<<<n / BLOCK, BLOCK>>>(p);", "d/x.cu", &pp, &out);
    CHECK(out.n == 1 && !strcmp(out.v[0], "k:128,1,1"));
    ferry_strv_free(&out);
    ferry_strv_free(&pp);
    return report("driver_launch_shapes");
}
