/* The identity lines of -v/--dryrun and the link step agree the way CMake
 * needs: the LIBRARIES= value appears verbatim in the link step's line, and
 * lib64 itself is on no -L of it (see driver/identity.c). */
#include "driver_check.h"

#include <stdlib.h>

static char err[1024];

/* The value of the "#$ NAME=" line, or NULL. */
static const char *value_of(const ferry_strv *lines, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < lines->n; i++)
        if (strncmp(lines->v[i], "#$ ", 3) == 0 && strncmp(lines->v[i] + 3, name, n) == 0 &&
            lines->v[i][3 + n] == '=')
            return lines->v[i] + 4 + n;
    return NULL;
}

/* The link step's line for `nvcc a.cu` with the tree at home. */
static char *link_line(const char *home, const char *cudart)
{
    ferry_env env = {.home = home, .clang = "clang-19", .lld = "ld.lld-19", .lower = "ferry-lower",
                     .ptx = "ferry-ptx-lower", .tmpdir = "/T", .cwd = "/W", .seed = 1};
    char *argv[] = {"nvcc", "a.cu", "-cudart", (char *)cudart, NULL};
    ferry_opts o;
    ferry_plan p;
    char *line = NULL;
    if (ferry_parse_args(4, argv, &o, err, sizeof err) == 0 && ferry_make_plan(&o, &env, &p, err, sizeof err) == 0) {
        line = ferry_step_line(&p.steps[p.n - 1].argv);
        ferry_plan_free(&p);
    }
    ferry_opts_free(&o);
    return line;
}

static void test_lines(const char *home)
{
    ferry_strv lines = {0};
    ferry_identity_lines(home, "/usr/bin:/bin", NULL, 0, &lines);
    const char *names[] = {"_NVVM_BRANCH_", "_SPACE_", "_CUDART_", "_HERE_", "_THERE_", "_TARGET_SIZE_",
                           "_TARGET_DIR_", "TOP", "NVVMIR_LIBRARY_DIR", "LD_LIBRARY_PATH", "PATH",
                           "INCLUDES", "LIBRARIES", "CUDAFE_FLAGS", "PTXAS_FLAGS"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        CHECK(value_of(&lines, names[i]) != NULL);
    CHECK_STR(value_of(&lines, "TOP"), home);
    const char *nvvm = value_of(&lines, "NVVMIR_LIBRARY_DIR");
    CHECK(nvvm && strlen(nvvm) > 14 && strcmp(nvvm + strlen(nvvm) - 14, "nvvm/libdevice") == 0);
    const char *path = value_of(&lines, "PATH");
    CHECK(path && strstr(path, "/bin:/usr/bin:/bin") != NULL);
    /* CMake's default architectures come from "-arch compute_XX". */
    bool arch = false;
    for (size_t i = 0; i < lines.n; i++)
        arch |= strstr(lines.v[i], "-arch compute_75") != NULL;
    CHECK(arch);

    const char *libraries = value_of(&lines, "LIBRARIES");
    const char *modes[] = {"static", "shared", "none"};
    for (size_t m = 0; m < 3; m++) {
        char *line = link_line(home, modes[m]);
        CHECK(line && libraries && strstr(line, libraries) != NULL);
        char *lib64 = ferry_asprintf("-L%s/lib64 ", home);
        CHECK(line && strstr(line, lib64) == NULL);
        free(lib64);
        free(line);
    }
    ferry_strv_free(&lines);
}

static void test_arch_follows_sm(void)
{
    ferry_strv lines = {0};
    ferry_identity_lines("/H", NULL, NULL, 86, &lines);
    bool arch = false;
    for (size_t i = 0; i < lines.n; i++)
        arch |= strstr(lines.v[i], "-arch compute_86") != NULL;
    CHECK(arch);
    CHECK_STR(value_of(&lines, "LD_LIBRARY_PATH"), "/H/lib64:");
    ferry_strv_free(&lines);
}

int main(void)
{
    test_lines("/H");
    test_lines("/opt/my ferry");   /* quoted the same way in both lines */
    test_arch_follows_sm();
    if (failures)
        fprintf(stderr, "driver_identity: %d failure(s)\n", failures);
    return failures != 0;
}
