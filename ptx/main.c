/* ferry-ptx: Ferry's PTX tool.
 *   ferry-ptx --parse-only FILE   exit 0 if FILE parses, else print the diagnostic
 *   ferry-ptx --dump FILE         print the canonical form
 * Options: --statements (FILE is a statement sequence, as an inline-asm
 * body), -o OUT (write there instead of stdout). FILE "-" is stdin.
 * Exit status: 0 done, 1 the input has an error, 2 bad usage or I/O. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptx.h"

typedef enum { MODE_NONE, MODE_PARSE_ONLY, MODE_DUMP } tool_mode;

typedef struct options {
    tool_mode mode;
    bool statements;
    const char *input;
    const char *output;
} options;

static int usage(const char *why)
{
    if (why)
        fprintf(stderr, "ferry-ptx: %s\n", why);
    fputs("usage: ferry-ptx (--parse-only | --dump) [--statements] [-o OUT] FILE\n", stderr);
    return 2;
}

/* 0: go on; -1: done (--help); else the exit status of a usage error */
static int parse_options(int argc, char **argv, options *o)
{
    static const struct {
        const char *flag;
        tool_mode mode;
    } modes[] = {{"--parse-only", MODE_PARSE_ONLY}, {"--dump", MODE_DUMP}};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool done = false;
        for (size_t k = 0; k < sizeof modes / sizeof *modes; k++) {
            if (!strcmp(a, modes[k].flag)) {
                if (o->mode != MODE_NONE)
                    return usage("more than one mode given");
                o->mode = modes[k].mode;
                done = true;
            }
        }
        if (done)
            continue;
        if (!strcmp(a, "--statements")) {
            o->statements = true;
        } else if (!strcmp(a, "-o")) {
            if (++i == argc)
                return usage("-o needs a file name");
            o->output = argv[i];
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(NULL);
            return -1;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "ferry-ptx: unknown option '%s'\n", a);
            return usage(NULL);
        } else if (o->input) {
            return usage("more than one input file");
        } else {
            o->input = a;
        }
    }
    if (o->mode == MODE_NONE)
        return usage("no mode given");
    if (!o->input)
        return usage("no input file");
    return 0;
}

/* The whole file in a malloc'd buffer. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *b = cap > ((size_t)1 << 40) ? NULL : realloc(buf, cap * 2);
        if (!b) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = b;
        cap *= 2;
    }
    bool bad = ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    options o = {0};
    int rc = parse_options(argc, argv, &o);
    if (rc)
        return rc < 0 ? 0 : rc;
    size_t len;
    char *text = read_file(o.input, &len);
    if (!text) {
        fprintf(stderr, "ferry-ptx: cannot read %s\n", o.input);
        return 2;
    }
    const char *name = strcmp(o.input, "-") ? o.input : "<stdin>";
    ptx_diag diag = {0};
    ptx_module *m = NULL;
    ptx_stmts *s = NULL;
    int err = o.statements ? ptx_parse_statements(text, len, name, 1, &s, &diag)
                           : ptx_parse_module(text, len, name, &m, &diag);
    free(text);
    if (err) {
        fprintf(stderr, "%s\n", diag.msg ? diag.msg : "ferry-ptx: parse failed");
        ptx_diag_free(&diag);
        return 1;
    }
    if (o.mode == MODE_DUMP) {
        FILE *out = o.output ? fopen(o.output, "w") : stdout;
        if (!out) {
            fprintf(stderr, "ferry-ptx: cannot write %s\n", o.output);
            rc = 2;
        } else {
            if (m)
                ptx_dump_module(out, m);
            else
                ptx_dump_stmts(out, s->stmts, s->nstmts, 0);
            if ((out == stdout ? fflush(out) : fclose(out)) != 0) {
                fprintf(stderr, "ferry-ptx: cannot write %s\n", o.output ? o.output : "stdout");
                rc = 2;
            }
        }
    }
    ptx_module_free(m);
    ptx_stmts_free(s);
    return rc;
}
