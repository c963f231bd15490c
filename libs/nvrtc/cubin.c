/* The loadable module ("cubin"), made only for a real architecture
 * (-arch=sm_XX) as NVRTC makes one, and only when first asked for: it is
 * the program's PTX compiled as cuModuleLoadData would compile it,
 *     nvcc -cubin program.ptx -o program.cubin --ferry-cpu=native
 * for this CPU (or $FERRY_CPU), as a GPU's cubin is for that GPU.  A
 * cached compile's module is cached too. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvrtc_internal.h"
#include "tools.h"

static nvrtcResult compile(nvrtcProgram prog, const char *home, const char *dir, const char *cpu)
{
    char nvcc[PATH_MAX + 16], in[PATH_MAX + 32], out[PATH_MAX + 32], log_path[PATH_MAX + 32];
    snprintf(nvcc, sizeof nvcc, "%s/bin/nvcc", home);
    snprintf(in, sizeof in, "%s/program.ptx", dir);
    snprintf(out, sizeof out, "%s/program.cubin", dir);
    snprintf(log_path, sizeof log_path, "%s/nvcc.log", dir);
    if (!nvrtc_write_file(in, prog->ptx.data, prog->ptx.len))
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    char *argv[] = {nvcc, "-cubin", "program.ptx", "-o", "program.cubin", (char *)cpu, NULL};
    int status = ferry_tool_run(argv, dir, log_path);
    if (status == 0 && nvrtc_read_file(out, &prog->cubin))
        return NVRTC_SUCCESS;
    nvrtc_buf msg = {NULL, 0};
    if (nvrtc_read_file(log_path, &msg) && msg.len)
        nvrtc_buf_append(&prog->log, msg.data, msg.len);
    nvrtc_buf_free(&msg);
    nvrtc_buf_printf(&prog->log, "error: %s -cubin of the program's PTX failed (status %d)\n", nvcc, status);
    return NVRTC_ERROR_INTERNAL_ERROR;
}

nvrtcResult nvrtc_make_cubin(nvrtcProgram prog)
{
    if (prog->cubin_tried)
        return prog->cubin.len || !prog->real_arch ? NVRTC_SUCCESS : NVRTC_ERROR_INTERNAL_ERROR;
    prog->cubin_tried = true;
    if (!prog->real_arch)
        return NVRTC_SUCCESS;
    const char *env = getenv("FERRY_CPU");
    char cpu[96], key[NVRTC_KEY_LEN + 4];
    snprintf(cpu, sizeof cpu, "--ferry-cpu=%s", env && *env && strlen(env) < 64 ? env : "native");
    if (prog->cache_key[0]) {
        nvrtc_cache_module_key(prog->cache_key, cpu, key);
        if (nvrtc_cache_get_module(key, &prog->cubin))
            return NVRTC_SUCCESS;
        nvrtc_buf_free(&prog->cubin);
    }
    char home[PATH_MAX], dir[PATH_MAX];
    if (!nvrtc_find_home(home, sizeof home) || !nvrtc_make_workdir(dir, sizeof dir))
        return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
    nvrtcResult r = compile(prog, home, dir, cpu);
    nvrtc_remove_tree(dir);
    if (r == NVRTC_SUCCESS && prog->cache_key[0])
        nvrtc_cache_put_module(key, &prog->cubin);
    return r;
}
