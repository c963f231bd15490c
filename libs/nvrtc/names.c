/* Name expressions (nvrtcAddNameExpression): for each one the compile
 * appends a device variable holding its address,
 *     extern "C" __device__ const void *__ferry_nvrtc_name_3 = (const void *)&(f<int>);
 * which makes the compiler instantiate the template and spell its symbol
 * in the PTX, ".global .u64 __ferry_nvrtc_name_3 = _Z1fIiEvv;".  Those
 * lines are read and then removed: the PTX handed out is the program's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nvrtc_internal.h"

#define VAR "__ferry_nvrtc_name_"

bool nvrtc_names_source(const nvrtcProgram prog, nvrtc_buf *out)
{
    bool ok = true;
    if (prog->num_names)
        ok = nvrtc_buf_printf(out, "\n#line 1 \"<name expressions>\"\n");
    for (size_t i = 0; ok && i < prog->num_names; i++) {
        const char *e = prog->names[i].expr;
        while (*e == ' ' || *e == '\t')
            e++;
        /* "&f<int>" is already an address; "f<int>" and "var" are not. */
        ok = nvrtc_buf_printf(out, "extern \"C\" __device__ const void *" VAR "%zu = (const void *)%s(%s);\n", i,
                              *e == '&' ? "" : "&", e);
    }
    return ok;
}

static bool is_symbol_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
           c == '.';
}

/* ".visible .global .align 8 .u64 __ferry_nvrtc_name_3 = generic(sym);" */
static void read_symbol(nvrtcProgram prog, const char *v, const char *end)
{
    char *after;
    unsigned long i = strtoul(v + strlen(VAR), &after, 10);
    const char *eq = memchr(after, '=', (size_t)(end - after));
    if (!eq || i >= prog->num_names)
        return;
    const char *s = eq + 1;
    while (s < end && *s == ' ')
        s++;
    if ((size_t)(end - s) > 8 && strncmp(s, "generic(", 8) == 0)
        s += 8;
    const char *e = s;
    while (e < end && is_symbol_char(*e))
        e++;
    if (e == s)
        return;
    char *sym = malloc((size_t)(e - s) + 1);
    if (!sym)
        return;
    memcpy(sym, s, (size_t)(e - s));
    sym[e - s] = 0;
    free(prog->names[i].lowered);
    prog->names[i].lowered = sym;
}

nvrtcResult nvrtc_names_resolve(nvrtcProgram prog, nvrtc_buf *log)
{
    if (!prog->num_names)
        return NVRTC_SUCCESS;
    nvrtc_buf kept = {NULL, 0};
    if (!nvrtc_buf_append(&kept, "", 0))
        return NVRTC_ERROR_OUT_OF_MEMORY;
    const char *p = prog->ptx.data, *end = p + prog->ptx.len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *line_end = nl ? nl + 1 : end;
        const char *hit = NULL;
        for (const char *q = p; q + strlen(VAR) <= line_end && !hit; q++)
            if (*q == VAR[0] && strncmp(q, VAR, strlen(VAR)) == 0)
                hit = q;
        if (hit)
            read_symbol(prog, hit, nl ? nl : end);
        else if (!nvrtc_buf_append(&kept, p, (size_t)(line_end - p))) {
            nvrtc_buf_free(&kept);
            return NVRTC_ERROR_OUT_OF_MEMORY;
        }
        p = line_end;
    }
    nvrtc_buf_free(&prog->ptx);
    prog->ptx = kept;
    for (size_t i = 0; i < prog->num_names; i++)
        if (!prog->names[i].lowered)
            nvrtc_buf_printf(log, "warning: name expression '%s' names no __global__ function or device variable\n",
                             prog->names[i].expr);
    return NVRTC_SUCCESS;
}
