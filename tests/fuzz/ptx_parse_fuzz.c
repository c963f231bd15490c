/* libFuzzer target for the PTX parser: both entry points on every input.
 * Beyond "no crash, no leak, no sanitizer report", it checks that a parse
 * either succeeds or leaves a diagnostic naming the file, and that the
 * canonical dump of anything that parses parses again to the same dump. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptx.h"

static char *dump_module(const ptx_module *m, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    if (!f)
        return NULL;
    ptx_dump_module(f, m);
    fclose(f);
    return buf;
}

static char *dump_stmts(const ptx_stmts *s, size_t *len)
{
    char *buf = NULL;
    FILE *f = open_memstream(&buf, len);
    if (!f)
        return NULL;
    ptx_dump_stmts(f, s->stmts, s->nstmts, 0);
    fclose(f);
    return buf;
}

static void check_diag(ptx_diag *d)
{
    if (!d->msg || strncmp(d->msg, "fuzz.ptx:", 9) != 0 || !strstr(d->msg, "error: "))
        __builtin_trap();
    ptx_diag_free(d);
}

static void fuzz_module(const char *text, size_t size)
{
    ptx_module *m = NULL;
    ptx_diag d = {0};
    if (ptx_parse_module(text, size, "fuzz.ptx", &m, &d)) {
        check_diag(&d);
        return;
    }
    size_t len1, len2;
    char *d1 = dump_module(m, &len1);
    ptx_module_free(m);
    if (!d1)
        return;
    if (ptx_parse_module(d1, len1, "fuzz.ptx", &m, &d)) {
        fprintf(stderr, "dump does not parse again: %s\n--- dump:\n%s\n", d.msg, d1);
        __builtin_trap();
    }
    char *d2 = dump_module(m, &len2);
    ptx_module_free(m);
    if (d2 && (len1 != len2 || memcmp(d1, d2, len1) != 0)) {
        fprintf(stderr, "dump is not stable\n--- first:\n%s\n--- second:\n%s\n", d1, d2);
        __builtin_trap();
    }
    free(d1);
    free(d2);
}

static void fuzz_statements(const char *text, size_t size)
{
    ptx_stmts *s = NULL;
    ptx_diag d = {0};
    if (ptx_parse_statements(text, size, "fuzz.ptx", 1, &s, &d)) {
        check_diag(&d);
        return;
    }
    size_t len1, len2;
    char *d1 = dump_stmts(s, &len1);
    ptx_stmts_free(s);
    if (!d1)
        return;
    if (ptx_parse_statements(d1, len1, "fuzz.ptx", 1, &s, &d)) {
        fprintf(stderr, "dump does not parse again: %s\n--- dump:\n%s\n", d.msg, d1);
        __builtin_trap();
    }
    char *d2 = dump_stmts(s, &len2);
    ptx_stmts_free(s);
    if (d2 && (len1 != len2 || memcmp(d1, d2, len1) != 0)) {
        fprintf(stderr, "dump is not stable\n--- first:\n%s\n--- second:\n%s\n", d1, d2);
        __builtin_trap();
    }
    free(d1);
    free(d2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a copy of exactly size bytes, so reading past the end is caught */
    char *text = malloc(size ? size : 1);
    if (!text)
        return 0;
    if (size)
        memcpy(text, data, size);
    fuzz_module(text, size);
    fuzz_statements(text, size);
    free(text);
    return 0;
}
