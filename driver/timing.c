/* -time FILE: nvcc's table of how long each step took, as comma-separated
 * values appended to FILE (standard output for "-").  The columns are
 * nvcc's, so scripts written for its tables read Ferry's: the source, the
 * step, its inputs (left empty: a step's inputs are intermediate files), its
 * output, the architecture, the tool, the time and its unit. */
#include "driver.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TIMING_HEADER \
    "source file name , phase name , phase input files , phase output file , arch , tool, metric , unit\n"

/* The word after -o, or "". */
static const char *step_output(const ferry_step *s)
{
    for (size_t w = 1; w + 1 < s->argv.n; w++)
        if (strcmp(s->argv.v[w], "-o") == 0)
            return s->argv.v[w + 1];
    return "";
}

/* A clang pass run through ferry-pch is clang's. */
static const char *tool_name(const ferry_step *s)
{
    const char *tool = s->argv.n ? s->argv.v[0] : "";
    if (s->argv.n > 4 && !strcmp(s->argv.v[3], "--") && !strcmp(s->argv.v[1], "--src"))
        tool = s->argv.v[4];
    const char *slash = strrchr(tool, '/');
    return slash ? slash + 1 : tool;
}

static const char *final_output(const ferry_opts *o, const ferry_plan *p)
{
    if (o->output)
        return o->output;
    for (size_t i = p->n; i > 0; i--)
        if (p->steps[i - 1].output)
            return p->steps[i - 1].output;
    return "";
}

/* The lowering's own passes (ferry-lower --pass-times=FILE), as rows of
 * their own after the lowering's, "lowering: PASS" (as -ftime-report
 * breaks a compile down). */
static void write_pass_rows(FILE *f, const ferry_step *s, const char *arch)
{
    const char *file = NULL;
    for (size_t w = 1; w < s->argv.n; w++)
        if (!strncmp(s->argv.v[w], "--pass-times=", 13))
            file = s->argv.v[w] + 13;
    FILE *in = file ? fopen(file, "r") : NULL;
    char line[256];
    while (in && fgets(line, sizeof line, in)) {
        char *comma = strrchr(line, ',');
        if (!comma)
            continue;
        *comma = 0;
        fprintf(f, "%s , %s: %s ,  , %s , %s , %s , %.4f , ms\n", s->src ? s->src : "", s->what, line,
                step_output(s), arch, tool_name(s), strtod(comma + 1, NULL));
    }
    if (in)
        fclose(in);
}

static void write_rows(FILE *f, const ferry_opts *o, const ferry_plan *p, double total_ms)
{
    char arch[16];
    snprintf(arch, sizeof arch, "sm_%d%c", o->sm, o->sm_suffix ? o->sm_suffix : '\0');
    for (size_t i = 0; i < p->n; i++) {
        const ferry_step *s = &p->steps[i];
        if (s->ms <= 0)
            continue;   /* did not run (a step before it failed) */
        fprintf(f, "%s , %s ,  , %s , %s , %s , %.4f , ms\n", s->src ? s->src : "", s->what,
                step_output(s), arch, tool_name(s), s->ms);
        write_pass_rows(f, s, arch);
    }
    fprintf(f, " , nvcc (driver) ,  , %s ,  , nvcc , %.4f , ms\n", final_output(o, p), total_ms);
}

int ferry_write_timing(const ferry_opts *o, const ferry_plan *p, double total_ms, char *err, size_t errlen)
{
    bool to_stdout = strcmp(o->time_file, "-") == 0;
    FILE *f = to_stdout ? stdout : fopen(o->time_file, "a");
    if (!f) {
        snprintf(err, errlen, "Could not open timing file '%s': %s", o->time_file, strerror(errno));
        return -1;
    }
    /* The column names head a new (empty) table only. */
    if (to_stdout || (fseek(f, 0, SEEK_END) == 0 && ftell(f) == 0))
        fputs(TIMING_HEADER, f);
    write_rows(f, o, p, total_ms);
    if (to_stdout)
        return fflush(f) == 0 ? 0 : -1;
    if (fclose(f) != 0) {
        snprintf(err, errlen, "Could not write timing file '%s': %s", o->time_file, strerror(errno));
        return -1;
    }
    return 0;
}
