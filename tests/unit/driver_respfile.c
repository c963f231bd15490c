/* Response files, -optf and NVCC_PREPEND_FLAGS/NVCC_APPEND_FLAGS. */
#include "driver_check.h"

#include <stdlib.h>
#include <unistd.h>

static char err[1024];

static void test_split(void)
{
    ferry_strv v = {0};
    CHECK(ferry_split_words("a 'b c'  \"d \\\"e\\\" \\n\" f\\ g '' x\"y\"z\n\tlast", &v, err, sizeof err) == 0);
    const char *want[] = {"a", "b c", "d \"e\" \\n", "f g", "", "xyz", "last"};
    CHECK(v.n == 7);
    for (size_t i = 0; i < 7 && i < v.n; i++)
        CHECK_STR(v.v[i], want[i]);
    ferry_strv_free(&v);
    CHECK(ferry_split_words("'it''s'", &v, err, sizeof err) == 0 && v.n == 1);
    CHECK_STR(v.v[0], "its");
    ferry_strv_free(&v);
    CHECK(ferry_split_words("a 'b", &v, err, sizeof err) != 0);
    ferry_strv_free(&v);
    CHECK(ferry_split_words("   ", &v, err, sizeof err) == 0 && v.n == 0);
    ferry_strv_free(&v);
}

static char *write_temp(const char *text)
{
    char *path = ferry_strdup("/tmp/ferry-resp-XXXXXX");
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    CHECK(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
    close(fd);
    return path;
}

static void test_at_file(void)
{
    char *inner = write_temp("-DINNER \"-I/dir with space\"\n");
    char *text = ferry_asprintf("-O2 'x y.cu' @%s -Xcompiler \"-Wall,-Wextra\"\n", inner);
    char *outer = write_temp(text);
    char *at = ferry_asprintf("@%s", outer);
    char *argv[] = {"nvcc", "-c", at, "-g"};
    ferry_strv out = {0};
    CHECK(ferry_expand_args(4, argv, NULL, NULL, &out, err, sizeof err) == 0);
    const char *want[] = {"nvcc", "-c", "-O2", "x y.cu", "-DINNER", "-I/dir with space", "-Xcompiler",
                          "-Wall,-Wextra", "-g"};
    CHECK(out.n == 9);
    for (size_t i = 0; i < 9 && i < out.n; i++)
        CHECK_STR(out.v[i], want[i]);
    ferry_strv_free(&out);

    char *optf = ferry_asprintf("--options-file=%s", inner);
    char *argv2[] = {"nvcc", "-optf", inner, optf};
    CHECK(ferry_expand_args(4, argv2, NULL, NULL, &out, err, sizeof err) == 0);
    CHECK(out.n == 5 && strcmp(out.v[3], "-DINNER") == 0);
    ferry_strv_free(&out);

    char *argv3[] = {"nvcc", "@/nonexistent/file"};
    CHECK(ferry_expand_args(2, argv3, NULL, NULL, &out, err, sizeof err) != 0);
    CHECK_STR(err, "Could not open options file '/nonexistent/file'");
    ferry_strv_free(&out);

    unlink(inner);
    unlink(outer);
    free(inner), free(outer), free(text), free(at), free(optf);
}

static void test_env_flags(void)
{
    char *argv[] = {"nvcc", "a.cu"};
    ferry_strv out = {0};
    CHECK(ferry_expand_args(2, argv, "-DPRE '-I/p q'", "-lm -o out", &out, err, sizeof err) == 0);
    const char *want[] = {"nvcc", "-DPRE", "-I/p q", "a.cu", "-lm", "-o", "out"};
    CHECK(out.n == 7);
    for (size_t i = 0; i < 7 && i < out.n; i++)
        CHECK_STR(out.v[i], want[i]);
    ferry_strv_free(&out);
    CHECK(ferry_expand_args(2, argv, "'oops", NULL, &out, err, sizeof err) != 0);
    CHECK(strstr(err, "NVCC_PREPEND_FLAGS") != NULL);
    ferry_strv_free(&out);
}

int main(void)
{
    test_split();
    test_at_file();
    test_env_flags();
    return report("driver_respfile");
}
