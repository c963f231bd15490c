/* From parsed options to the list of steps: per source the passes of
 * docs/ARCHITECTURE.md, then the link (or archive, or --run). */
#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t fnv1a(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * FNV_PRIME;
    return h;
}

void ferry_module_id(const char *abs_path, uint64_t seed, char out[17])
{
    uint64_t h = fnv1a(FNV_OFFSET, abs_path, strlen(abs_path));
    h = fnv1a(h, &seed, sizeof seed);
    snprintf(out, 17, "%016llx", (unsigned long long)h);
}

void ferry_plan_free(ferry_plan *p)
{
    for (size_t i = 0; i < p->n; i++) {
        ferry_step *s = &p->steps[i];
        ferry_strv_free(&s->argv);
        free(s->deps);
        free(s->blob_path);
        free(s->blob_data);
        free(s->output);
        free(s->log_path);
        free(s->src);
    }
    free(p->steps);
    memset(p, 0, sizeof *p);
}

static size_t add_step(ferry_plan *p, const char *what)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 16;
        p->steps = ferry_xrealloc(p->steps, p->cap * sizeof *p->steps);
    }
    memset(&p->steps[p->n], 0, sizeof p->steps[p->n]);
    p->steps[p->n].what = what;
    return p->n++;
}

/* Steps first.. (the end) work on src. */
static void tag_source(ferry_plan *p, size_t first, const char *src)
{
    for (size_t i = first; i < p->n; i++)
        if (!p->steps[i].src)
            p->steps[i].src = ferry_strdup(src);
}

static void add_dep(ferry_plan *p, size_t step, size_t dep)
{
    ferry_step *s = &p->steps[step];
    s->deps = ferry_xrealloc(s->deps, (s->ndeps + 1) * sizeof *s->deps);
    s->deps[s->ndeps++] = dep;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* "dir/x.cu" -> "x" */
static char *stem_of(const char *path)
{
    char *stem = ferry_strdup(base_name(path));
    char *dot = strrchr(stem, '.');
    if (dot && dot != stem)
        *dot = 0;
    return stem;
}

/* Intermediate files are named after the source; two sources with the same
 * stem get the input's position added so that they do not collide. */
static char *tmp_prefix(const ferry_opts *o, const ferry_env *env, size_t idx)
{
    char *stem = stem_of(o->inputs[idx].path);
    bool clash = false;
    for (size_t i = 0; i < o->ninputs && !clash; i++) {
        if (i == idx || o->inputs[i].kind == FERRY_IN_LIB)
            continue;
        char *other = stem_of(o->inputs[i].path);
        clash = strcmp(stem, other) == 0;
        free(other);
    }
    char *prefix = clash ? ferry_asprintf("%s/%s-%zu", env->tmpdir, stem, idx)
                         : ferry_asprintf("%s/%s", env->tmpdir, stem);
    free(stem);
    return prefix;
}

/* Where -c puts x.o without -o: -odir or the current directory. */
static char *default_object_name(const ferry_opts *o, const char *src)
{
    char *stem = stem_of(src);
    char *name = o->odir ? ferry_asprintf("%s/%s.o", o->odir, stem) : ferry_asprintf("%s.o", stem);
    free(stem);
    return name;
}

static char *object_name(const ferry_opts *o, const char *src)
{
    return o->output ? ferry_strdup(o->output) : default_object_name(o, src);
}

/* -cubin, -fatbin, -ptx: x.cubin, x.fatbin, x.ptx, in -odir when given. */
static char *device_output_name(const ferry_opts *o, const char *src, const char *ext)
{
    if (o->output)
        return ferry_strdup(o->output);
    char *stem = stem_of(src);
    char *name = o->odir ? ferry_asprintf("%s/%s.%s", o->odir, stem, ext) : ferry_asprintf("%s.%s", stem, ext);
    free(stem);
    return name;
}

/* -MD writes x.d beside the object x.o, unless -MF says where. */
static char *md_file_name(const ferry_opts *o, const char *object)
{
    if (o->dep_file)
        return ferry_strdup(o->dep_file);
    const char *base = base_name(object);
    const char *dot = strrchr(base, '.');
    size_t keep = dot && dot != base ? (size_t)(dot - object) : strlen(object);
    return ferry_asprintf("%.*s.d", (int)keep, object);
}

static char *absolute(const ferry_env *env, const char *path)
{
    if (path[0] == '/' || !env->cwd)
        return ferry_strdup(path);
    return ferry_asprintf("%s/%s", env->cwd, path);
}

typedef struct {
    char *prefix, *dev_bc, *dev_o, *blob, *host_o, *merged, *dep_file, *dep_target;
    char *joined, *joined_text, *quote_dir;   /* spaced_launches */
    ferry_strv shapes;                        /* launch shapes, for the lowering */
    char id[17];
} cu_names;

static void free_names(cu_names *n)
{
    char *all[] = {n->prefix, n->dev_bc, n->dev_o, n->blob, n->host_o, n->merged, n->dep_file, n->dep_target,
                   n->joined, n->joined_text, n->quote_dir};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        free(all[i]);
    ferry_strv_free(&n->shapes);
}

/* nvcc's spaced launch chevrons: a source that has them is compiled from
 * a joined copy (chevrons.c), which the device pass writes.  An unreadable
 * source is left for clang to report. */
static void spaced_launches(const ferry_opts *o, const char *src, cu_names *n)
{
    char *text = ferry_read_file(src);
    n->joined_text = text ? ferry_join_launch_chevrons(text, src) : NULL;
    if (text)
        ferry_launch_shapes(n->joined_text ? n->joined_text : text, src, &o->pp, &n->shapes);
    free(text);
    if (!n->joined_text)
        return;
    n->joined = ferry_asprintf("%s.joined.cu", n->prefix);
    const char *slash = strrchr(src, '/');
    n->quote_dir = slash ? ferry_asprintf("%.*s", (int)(slash - src + (slash == src)), src) : ferry_strdup(".");
}

/* A .cu's hub IR: clang's device pass, or --ferry-device-ptx's PTX. */
static size_t add_device_pass(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f,
                              ferry_plan *p)
{
    size_t dev = add_step(p, o->device_ptx ? "PTX front end" : "device pass");
    if (o->device_ptx)
        ferry_argv_ptx(env, o->device_ptx, f, &p->steps[dev].argv);
    else
        ferry_argv_device(o, env, f, &p->steps[dev].argv);
    return dev;
}

/* A .ptx input: the PTX front end and the lowering, which makes the
 * object (a loadable module's with f->loadable); returns the lowering. */
static size_t plan_ptx(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f, ferry_plan *p)
{
    size_t front = add_step(p, "PTX front end");
    ferry_argv_ptx(env, f->src, f, &p->steps[front].argv);
    size_t low = add_step(p, "lowering");
    ferry_argv_lower(o, env, f, &p->steps[low].argv);
    add_dep(p, low, front);
    return low;
}

/* The four steps of a .cu; returns the merge step. */
static size_t plan_cu(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f,
                      bool final, ferry_plan *p)
{
    size_t dev = add_device_pass(o, env, f, p);
    /* Relocatable device code is lowered at the device link, with the
     * code of the other sources it calls. */
    size_t low = add_step(p, o->rdc ? "device code for the device link" : "lowering");
    if (o->rdc)
        ferry_argv_rdc_pack(env, f, &p->steps[low].argv);
    else
        ferry_argv_lower(o, env, f, &p->steps[low].argv);
    add_dep(p, low, dev);
    size_t host = add_step(p, "host pass");
    if (f->joined_text) {
        ferry_step *ds = &p->steps[dev];
        ds->blob_path = ferry_strdup(f->src);
        ds->blob_data = ferry_strdup(f->joined_text);
        ds->blob_len = strlen(f->joined_text);
        add_dep(p, host, dev);
    }
    ferry_argv_host(o, env, f, &p->steps[host].argv);
    ferry_step *hs = &p->steps[host];
    hs->blob_path = ferry_strdup(f->blob);
    hs->blob_data = ferry_asprintf("ferry-module:%s", f->module_id);
    hs->blob_len = strlen(hs->blob_data) + 1;
    /* Both passes parse the whole file, so each error would show twice. */
    if (!o->device_ptx) {
        p->steps[dev].log_path = ferry_asprintf("%s.dev.log", f->blob);
        hs->log_path = ferry_asprintf("%s.host.log", f->blob);
        hs->log_twin = dev + 1;
    }
    size_t merge = add_step(p, f->emit_llvm ? "assembly of both sides" : "merge");
    if (f->emit_llvm)
        ferry_argv_cuda_asm(env, f, &p->steps[merge].argv);
    else
        ferry_argv_merge(env, f, &p->steps[merge].argv);
    add_dep(p, merge, low);
    add_dep(p, merge, host);
    if (final)
        p->steps[merge].output = ferry_strdup(f->merged);
    return merge;
}

static size_t plan_hostcc(const ferry_opts *o, const ferry_env *env, const ferry_src_files *f,
                          bool final, ferry_plan *p)
{
    size_t s = add_step(p, "host compiler");
    ferry_argv_hostcc(o, env, f, &p->steps[s].argv);
    if (final && f->host_o)
        p->steps[s].output = ferry_strdup(f->host_o);
    return s;
}

/* The files of CUDA source idx, whose steps make obj (with f->emit_llvm,
 * the assembly of -cuda), named in n; returns the step that makes obj. */
static size_t plan_cu_source(const ferry_opts *o, const ferry_env *env, size_t idx, const char *obj,
                             bool final, cu_names *n, ferry_src_files *f, ferry_plan *p)
{
    const char *path = o->inputs[idx].path;
    char *abs = absolute(env, path);
    ferry_module_id(abs, env->seed, n->id);
    free(abs);
    n->dev_bc = ferry_asprintf("%s.dev.bc", n->prefix);
    n->dev_o = ferry_asprintf("%s.dev.%s", n->prefix, f->emit_llvm ? "ll" : "o");
    n->blob = ferry_asprintf("%s.blob", n->prefix);
    n->host_o = ferry_asprintf("%s.host.%s", n->prefix, f->emit_llvm ? "bc" : "o");
    f->dev_bc = n->dev_bc, f->dev_o = n->dev_o, f->blob = n->blob, f->host_o = n->host_o;
    f->merged = obj, f->module_id = n->id;
    spaced_launches(o, path, n);
    f->launch_shapes = &n->shapes;
    if (n->joined_text) {
        f->src = n->joined, f->joined_text = n->joined_text, f->quote_dir = n->quote_dir;
    }
    return plan_cu(o, env, f, final, p);
}

/* Compiles source idx to obj (a final output when final); returns the
 * step that produces it. */
static size_t plan_compile(const ferry_opts *o, const ferry_env *env, size_t idx,
                           const char *obj, bool final, ferry_plan *p)
{
    const ferry_input *in = &o->inputs[idx];
    size_t first = p->n;
    cu_names n = {0};
    n.prefix = tmp_prefix(o, env, idx);
    if (o->dep_md) {
        /* When linking, the object is a temporary: name the rule after the
         * object -c would have made. */
        char *dobj = final ? ferry_strdup(obj) : default_object_name(o, in->path);
        n.dep_file = md_file_name(o, dobj);
        n.dep_target = o->dep_target ? ferry_strdup(o->dep_target) : ferry_strdup(dobj);
        free(dobj);
    }
    ferry_src_files f = {.src = in->path, .phase = "-c", .dep_file = n.dep_file,
                         .dep_target = n.dep_target, .is_c = in->kind == FERRY_IN_C};
    size_t step;
    if (in->kind == FERRY_IN_CU) {
        step = plan_cu_source(o, env, idx, obj, final, &n, &f, p);
    } else if (in->kind == FERRY_IN_PTX) {
        char *abs = absolute(env, in->path);
        ferry_module_id(abs, env->seed, n.id);
        free(abs);
        n.dev_bc = ferry_asprintf("%s.dev.bc", n.prefix);
        f.dev_bc = n.dev_bc, f.dev_o = obj, f.module_id = n.id;
        step = plan_ptx(o, env, &f, p);
        if (final)
            p->steps[step].output = ferry_strdup(obj);
    } else {
        f.host_o = obj;
        step = plan_hostcc(o, env, &f, final, p);
    }
    tag_source(p, first, in->path);
    free_names(&n);
    return step;
}

/* -cubin: the device pass, lowering to a loadable module, and a shared
 * link of that alone; no host side and no runtime library. */
static int plan_cubins(const ferry_opts *o, const ferry_env *env, ferry_plan *p, char *err, size_t errlen)
{
    for (size_t i = 0; i < o->ninputs; i++) {
        const ferry_input *in = &o->inputs[i];
        if (in->kind == FERRY_IN_LIB)
            continue;
        if (in->kind != FERRY_IN_CU && in->kind != FERRY_IN_PTX) {
            snprintf(err, errlen, "-%s needs CUDA or PTX sources: '%s'", o->fatbin ? "fatbin" : "cubin", in->path);
            return -1;
        }
        size_t first = p->n;
        cu_names n = {0};
        n.prefix = tmp_prefix(o, env, i);
        char *abs = absolute(env, in->path);
        ferry_module_id(abs, env->seed, n.id);
        free(abs);
        n.dev_bc = ferry_asprintf("%s.dev.bc", n.prefix);
        n.dev_o = ferry_asprintf("%s.dev.o", n.prefix);
        n.merged = device_output_name(o, in->path, o->fatbin ? "fatbin" : "cubin");
        ferry_src_files f = {.src = in->path, .phase = "-c", .dev_bc = n.dev_bc, .dev_o = n.dev_o,
                             .merged = n.merged, .module_id = n.id, .loadable = true};
        size_t low;
        if (in->kind == FERRY_IN_PTX) {
            low = plan_ptx(o, env, &f, p);
        } else {
            size_t dev = add_device_pass(o, env, &f, p);
            low = add_step(p, "lowering");
            ferry_argv_lower(o, env, &f, &p->steps[low].argv);
            add_dep(p, low, dev);
        }
        size_t link = add_step(p, "link");
        ferry_argv_cubin_link(env, &f, &p->steps[link].argv);
        add_dep(p, link, low);
        p->steps[link].output = ferry_strdup(n.merged);
        tag_source(p, first, in->path);
        free_names(&n);
    }
    return 0;
}

/* -ptx: the device pass, then LLVM's NVPTX back end (ferry-ptx-emit). */
static int plan_ptx_output(const ferry_opts *o, const ferry_env *env, ferry_plan *p, char *err, size_t errlen)
{
    for (size_t i = 0; i < o->ninputs; i++) {
        const ferry_input *in = &o->inputs[i];
        if (in->kind == FERRY_IN_LIB)
            continue;
        if (in->kind != FERRY_IN_CU) {
            snprintf(err, errlen, "-ptx needs CUDA sources: '%s'", in->path);
            return -1;
        }
        cu_names n = {0};
        n.prefix = tmp_prefix(o, env, i);
        n.dev_bc = ferry_asprintf("%s.dev.bc", n.prefix);
        n.merged = device_output_name(o, in->path, "ptx");
        ferry_src_files f = {.src = in->path, .phase = "-c", .dev_bc = n.dev_bc, .merged = n.merged};
        size_t dev = add_device_pass(o, env, &f, p);
        size_t emit = add_step(p, "PTX generation");
        ferry_argv_ptx_emit(o, env, &f, &p->steps[emit].argv);
        add_dep(p, emit, dev);
        p->steps[emit].output = ferry_strdup(n.merged);
        tag_source(p, dev, in->path);
        free_names(&n);
    }
    return 0;
}

/* -cuda: each CUDA source's steps as for -c, to LLVM IR and then one
 * assembly file, which the last step wraps as x.cu.cpp.ii (cuda_cpp.c).
 * Other sources give nothing, as with nvcc. */
static void plan_cuda_cpp(const ferry_opts *o, const ferry_env *env, ferry_plan *p)
{
    for (size_t i = 0; i < o->ninputs; i++) {
        const ferry_input *in = &o->inputs[i];
        if (in->kind != FERRY_IN_CU)
            continue;
        size_t first = p->n;
        cu_names n = {0};
        n.prefix = tmp_prefix(o, env, i);
        n.merged = ferry_asprintf("%s.s", n.prefix);
        char *out = ferry_cuda_cpp_name(o, in->path);
        ferry_src_files f = {.src = in->path, .phase = "-c", .emit_llvm = true};
        size_t code = plan_cu_source(o, env, i, n.merged, false, &n, &f, p);
        size_t wrap = add_step(p, "C++ of the host side");
        ferry_argv_cuda_cpp(n.merged, in->path, out, &p->steps[wrap].argv);
        add_dep(p, wrap, code);
        p->steps[wrap].output = out;
        tag_source(p, first, in->path);
        free_names(&n);
    }
}

static bool is_source(const ferry_input *in)
{
    return in->kind == FERRY_IN_CU || in->kind == FERRY_IN_C || in->kind == FERRY_IN_CXX
        || in->kind == FERRY_IN_PTX;
}

static void plan_objects(const ferry_opts *o, const ferry_env *env, ferry_plan *p)
{
    for (size_t i = 0; i < o->ninputs; i++) {
        if (!is_source(&o->inputs[i]))
            continue;
        char *obj = object_name(o, o->inputs[i].path);
        plan_compile(o, env, i, obj, true, p);
        free(obj);
    }
}

/* -E and -M: the host side only, to -o or standard output. */
static void plan_host_only(const ferry_opts *o, const ferry_env *env, ferry_plan *p)
{
    const char *phase = o->mode == FERRY_MODE_PREPROCESS ? "-E" : o->dep_nonsystem ? "-MM" : "-M";
    for (size_t i = 0; i < o->ninputs; i++) {
        const ferry_input *in = &o->inputs[i];
        if (!is_source(in))
            continue;
        ferry_src_files f = {.src = in->path, .phase = phase, .is_c = in->kind == FERRY_IN_C};
        if (o->mode == FERRY_MODE_PREPROCESS) {
            f.host_o = o->output;
        } else {
            f.dep_file = o->dep_file ? o->dep_file : o->output;
            f.dep_target = o->dep_target;
        }
        size_t s = add_step(p, phase[1] == 'E' ? "preprocess" : "dependencies");
        p->steps[s].src = ferry_strdup(in->path);
        if (in->kind == FERRY_IN_CU)
            ferry_argv_host(o, env, &f, &p->steps[s].argv);
        else
            ferry_argv_hostcc(o, env, &f, &p->steps[s].argv);
        /* One after the other: they may all write to standard output. */
        if (s > 0)
            add_dep(p, s, s - 1);
    }
}

static const char *default_output(const ferry_opts *o)
{
    if (o->output)
        return o->output;
    return o->mode == FERRY_MODE_LIB ? "a.a" : o->mode == FERRY_MODE_DLINK ? "a_dlink.o" : "a.out";
}

/* Objects and static archives may hold relocatable device code (from -dc),
 * which only a device link makes runnable; nvcc links it whenever it links
 * objects, so `nvcc -dc a.cu b.cu && nvcc a.o b.o` works without -rdc. */
static bool needs_device_link(const ferry_opts *o)
{
    if (o->mode == FERRY_MODE_DLINK || o->rdc)
        return true;
    for (size_t i = 0; i < o->ninputs; i++) {
        const char *path = o->inputs[i].path;
        size_t n = strlen(path);
        if (o->inputs[i].kind == FERRY_IN_OBJ && n > 2
            && (strcmp(path + n - 2, ".o") == 0 || strcmp(path + n - 2, ".a") == 0))
            return true;
    }
    return false;
}

/* The device link of every object in objs, into out; returns its step. */
static size_t plan_device_link(const ferry_opts *o, const ferry_env *env, const ferry_strv *objs,
                               const char *out, ferry_plan *p)
{
    char *abs = absolute(env, out);
    char id[17];
    ferry_module_id(abs, env->seed, id);
    free(abs);
    size_t s = add_step(p, "device link");
    ferry_argv_dlink(o, env, objs, id, out, &p->steps[s].argv);
    return s;
}

static void plan_run(const ferry_opts *o, const char *exe, size_t link, ferry_plan *p)
{
    size_t s = add_step(p, "run");
    ferry_step *st = &p->steps[s];
    if (strchr(exe, '/'))
        ferry_strv_push(&st->argv, exe);
    else
        ferry_strv_pushf(&st->argv, "./%s", exe);
    ferry_strv_append(&st->argv, &o->run_args);
    st->is_run = true;
    add_dep(p, s, link);
}

static void plan_link(const ferry_opts *o, const ferry_env *env, ferry_plan *p)
{
    ferry_strv objs = {0};
    size_t first_link_dep = p->n;
    for (size_t i = 0; i < o->ninputs; i++) {
        const ferry_input *in = &o->inputs[i];
        if (in->kind == FERRY_IN_LIB) {
            ferry_strv_pushf(&objs, "-l%s", in->path);
        } else if (in->kind == FERRY_IN_OBJ) {
            ferry_strv_push(&objs, in->path);
        } else {
            char *prefix = tmp_prefix(o, env, i);
            char *obj = ferry_asprintf("%s.o", prefix);
            plan_compile(o, env, i, obj, false, p);
            ferry_strv_push(&objs, obj);
            free(obj);
            free(prefix);
        }
    }
    const char *out = default_output(o);
    if (o->mode == FERRY_MODE_LINK && needs_device_link(o)) {
        char *dlink_o = ferry_asprintf("%s/ferry_dlink.o", env->tmpdir);
        size_t s = plan_device_link(o, env, &objs, dlink_o, p);
        for (size_t c = first_link_dep; c < s; c++)
            add_dep(p, s, c);
        ferry_strv_push(&objs, dlink_o);
        free(dlink_o);
    }
    size_t compiled_end = p->n;
    size_t link;
    if (o->mode == FERRY_MODE_DLINK) {
        link = plan_device_link(o, env, &objs, out, p);
    } else if (o->mode == FERRY_MODE_LIB) {
        link = add_step(p, "archive");
        ferry_argv_archive(&objs, out, &p->steps[link].argv);
    } else {
        link = add_step(p, "link");
        ferry_argv_link(o, env, &objs, out, &p->steps[link].argv);
    }
    p->steps[link].output = ferry_strdup(out);
    /* The link waits for every compile; depending on each step is simpler
     * than tracking which one produces each object, and costs nothing. */
    for (size_t s = first_link_dep; s < compiled_end; s++)
        add_dep(p, link, s);
    ferry_strv_free(&objs);
    if (o->run && o->mode == FERRY_MODE_LINK)
        plan_run(o, out, link, p);
}

int ferry_make_plan(const ferry_opts *o, const ferry_env *env, ferry_plan *out,
                    char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    size_t ncu = 0;
    for (size_t i = 0; i < o->ninputs; i++) {
        ncu += o->inputs[i].kind == FERRY_IN_CU;
        if (o->inputs[i].kind == FERRY_IN_PTX
            && (o->mode == FERRY_MODE_PREPROCESS || o->mode == FERRY_MODE_DEPS)) {
            snprintf(err, errlen, "PTX input cannot be preprocessed: %s", o->inputs[i].path);
            return -1;
        }
    }
    if (o->device_ptx && ncu != 1) {
        snprintf(err, errlen, "--ferry-device-ptx needs exactly one CUDA source");
        return -1;
    }
    switch (o->mode) {
    case FERRY_MODE_CUBIN:
        if (plan_cubins(o, env, out, err, errlen)) {
            ferry_plan_free(out);
            return -1;
        }
        break;
    case FERRY_MODE_PTX:
        if (plan_ptx_output(o, env, out, err, errlen)) {
            ferry_plan_free(out);
            return -1;
        }
        break;
    case FERRY_MODE_COMPILE: plan_objects(o, env, out); break;
    case FERRY_MODE_CUDA_CPP: plan_cuda_cpp(o, env, out); break;
    case FERRY_MODE_PREPROCESS:
    case FERRY_MODE_DEPS: plan_host_only(o, env, out); break;
    case FERRY_MODE_LINK:
    case FERRY_MODE_DLINK:
    case FERRY_MODE_LIB: plan_link(o, env, out); break;
    }
    /* -cuda writes nothing for sources other than CUDA ones, as nvcc */
    if (out->n == 0 && o->mode != FERRY_MODE_CUDA_CPP) {
        snprintf(err, errlen, "No input files specified; use option --help for more information");
        return -1;
    }
    return 0;
}
