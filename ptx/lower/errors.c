/* Errors are collected as values: each is one line appended to the
 * module's message buffer; lowering goes on with the next instruction so
 * that one run reports them all. */
#include "lower.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LW_MAX_ERRORS 50

void lw_error(lw_mod *M, ptx_loc loc, const char *fmt, ...)
{
    if (M->nerr++ == 0) {
        M->line = loc.line;
        M->col = loc.col;
    }
    if (M->nerr > LW_MAX_ERRORS)
        return;
    char body[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(body, sizeof body, fmt, ap);
    va_end(ap);
    const char *file = loc.file ? loc.file : M->pm && M->pm->filename ? M->pm->filename : "<input>";
    char line[1400];
    int n = snprintf(line, sizeof line, "%s%s:%d:%d: error: %s", M->msglen ? "\n" : "", file,
                     loc.line, loc.col, body);
    if (n < 0)
        return;
    size_t len = (size_t)n < sizeof line ? (size_t)n : sizeof line - 1;
    char *grown = realloc(M->msgs, M->msglen + len + 1);
    if (!grown)
        return;
    memcpy(grown + M->msglen, line, len + 1);
    M->msgs = grown;
    M->msglen += len;
}

void lw_spelling(const ptx_instr *in, char *buf, size_t n)
{
    size_t k = (size_t)snprintf(buf, n, "%s", in->opcode);
    for (size_t i = 0; i < in->nmods && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "%s", in->mods[i]);
}

int lw_unsupported(lw_fn *f, const ptx_instr *in)
{
    char sp[256];
    lw_spelling(in, sp, sizeof sp);
    lw_error(f->M, in->loc, "PTX instruction '%s' is not supported yet", sp);
    return -1;
}

int lw_bad(lw_fn *f, const ptx_instr *in, const char *fmt, ...)
{
    char sp[256], why[512];
    lw_spelling(in, sp, sizeof sp);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    lw_error(f->M, in->loc, "PTX instruction '%s': %s", sp, why);
    return -1;
}
