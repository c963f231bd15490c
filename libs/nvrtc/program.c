/* Programs: creation with their headers, name expressions, and what a
 * compile leaves behind (PTX, the module, the log, lowered names). */
#include <stdlib.h>
#include <string.h>

#include "nvrtc_internal.h"

bool nvrtc_valid(const nvrtcProgram prog)
{
    return prog && prog->magic == NVRTC_PROGRAM_MAGIC;
}

/* The program's name is the file name its diagnostics give: the last part
 * of a path, never an option to nvcc. */
static char *file_name(const char *name)
{
    const char *base = name ? strrchr(name, '/') : NULL;
    base = base ? base + 1 : name;
    if (!base || !*base || strcmp(base, ".") == 0 || strcmp(base, "..") == 0)
        base = "default_program";
    size_t n = strlen(base);
    char *s = malloc(n + 2);
    if (!s)
        return NULL;
    size_t k = 0;
    if (base[0] == '-')
        s[k++] = '_';
    memcpy(s + k, base, n + 1);
    return s;
}

static void free_program(nvrtcProgram p)
{
    p->magic = 0;
    free(p->name);
    free(p->source);
    for (int i = 0; i < p->num_headers; i++) {
        free(p->headers ? p->headers[i] : NULL);
        free(p->include_names ? p->include_names[i] : NULL);
    }
    free(p->headers);
    free(p->include_names);
    for (size_t i = 0; i < p->num_names; i++) {
        free(p->names[i].expr);
        free(p->names[i].lowered);
    }
    free(p->names);
    nvrtc_buf_free(&p->ptx);
    nvrtc_buf_free(&p->cubin);
    nvrtc_buf_free(&p->log);
    free(p);
}

nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name, int numHeaders,
                               const char *const *headers, const char *const *includeNames)
{
    if (!prog)
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!src || numHeaders < 0 || (numHeaders > 0 && (!headers || !includeNames)))
        return NVRTC_ERROR_INVALID_INPUT;
    for (int i = 0; i < numHeaders; i++)
        if (!includeNames[i])
            return NVRTC_ERROR_INVALID_INPUT;
    nvrtcProgram p = calloc(1, sizeof *p);
    if (!p)
        return NVRTC_ERROR_OUT_OF_MEMORY;
    p->magic = NVRTC_PROGRAM_MAGIC;
    p->name = file_name(name);
    p->source = nvrtc_strdup(src);
    p->num_headers = numHeaders;
    p->headers = calloc((size_t)numHeaders + 1, sizeof *p->headers);
    p->include_names = calloc((size_t)numHeaders + 1, sizeof *p->include_names);
    bool ok = p->name && p->source && p->headers && p->include_names;
    for (int i = 0; ok && i < numHeaders; i++) {
        /* A NULL header is one the program only names (NVRTC reads it
         * from the include path then). */
        p->headers[i] = headers[i] ? nvrtc_strdup(headers[i]) : NULL;
        p->include_names[i] = nvrtc_strdup(includeNames[i]);
        ok = (p->headers[i] || !headers[i]) && p->include_names[i];
    }
    if (!ok) {
        free_program(p);
        return NVRTC_ERROR_OUT_OF_MEMORY;
    }
    *prog = p;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog)
{
    if (!prog || !nvrtc_valid(*prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    free_program(*prog);
    *prog = NULL;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!name_expression || !*name_expression)
        return NVRTC_ERROR_INVALID_INPUT;
    if (prog->attempted)
        return NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
    for (size_t i = 0; i < prog->num_names; i++)
        if (strcmp(prog->names[i].expr, name_expression) == 0)
            return NVRTC_SUCCESS;
    nvrtc_name *n = realloc(prog->names, (prog->num_names + 1) * sizeof *n);
    if (!n)
        return NVRTC_ERROR_OUT_OF_MEMORY;
    prog->names = n;
    n[prog->num_names] = (nvrtc_name){nvrtc_strdup(name_expression), NULL};
    if (!n[prog->num_names].expr)
        return NVRTC_ERROR_OUT_OF_MEMORY;
    prog->num_names++;
    return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression, const char **lowered_name)
{
    if (!nvrtc_valid(prog))
        return NVRTC_ERROR_INVALID_PROGRAM;
    if (!name_expression || !lowered_name)
        return NVRTC_ERROR_INVALID_INPUT;
    if (!prog->compiled)
        return NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
    for (size_t i = 0; i < prog->num_names; i++)
        if (strcmp(prog->names[i].expr, name_expression) == 0 && prog->names[i].lowered) {
            *lowered_name = prog->names[i].lowered;
            return NVRTC_SUCCESS;
        }
    return NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
}
