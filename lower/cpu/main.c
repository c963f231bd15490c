/* ferry-lower: hub IR (bitcode or text) in, a CPU object or LLVM IR out.
 *   ferry-lower IN -o OUT [--module-id=ID] [-O0..3] [-g] [-w] [-Wno-deprecated-declarations]
 *               [--emit-llvm] [--mcpu=NAME] [--loadable]
 *               [--resource-usage=sm_XX [--maxrregcount=N]] [--pass-times=FILE] [-v]
 *               [--launch-shape=KERNEL:X,Y,Z]...
 *   ferry-lower --rdc-pack IN.bc -o OUT.o        (nvcc -dc: keep the hub IR)
 *   ferry-lower --dlink [-Ldir] OBJ|-lNAME... -o OUT --module-id=ID [...]
 * Run by the driver as its own process, so that a fatal error inside LLVM
 * code generation cannot take the driver down with it. */
#include "lower.h"
#include "ferry_abi.h"
#include "hub.h"

#include <llvm-c/BitWriter.h>
#include <llvm-c/IRReader.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* nvcc -Xptxas -v: ptxas's per-kernel report of the lowered module, for
 * architecture arch (resources.c). */
void ferry_report_resources(LLVMModuleRef m, const char *arch, int maxrregcount, FILE *out);

typedef struct args {
    const char *in, *out;
    const char *report_arch;   /* --resource-usage=ARCH, or NULL */
    const char *pass_times;    /* --pass-times=FILE: each pass's time, for nvcc -time */
    int maxrregcount;          /* --maxrregcount=N: the registers the report may claim */
    bool emit_llvm, rdc_pack, dlink;
    bool verbose;              /* -v: notes on what the lowering chose (nvcc -v) */
    const char **inputs, **libdirs;   /* --dlink */
    size_t ninputs, nlibdirs;
    ferry_launch_shape *shapes;       /* --launch-shape */
    ferry_lower_opts o;
} args;

static int usage(const char *msg)
{
    fprintf(stderr, "ferry-lower: %s\nusage: ferry-lower IN -o OUT [--module-id=ID] [-O0..3] [-g] "
                    "[--emit-llvm] [--mcpu=NAME] [--loadable] [--resource-usage=sm_XX [--maxrregcount=N]] [--pass-times=FILE] [-v]\n"
                    "                   [--launch-shape=KERNEL:X,Y,Z]...\n"
                    "       ferry-lower --rdc-pack IN.bc -o OUT.o\n"
                    "       ferry-lower --dlink [-Ldir] OBJ|-lNAME... -o OUT [--module-id=ID] [-O0..3] [--mcpu=NAME]\n",
            msg);
    return 2;
}

static void push(const char ***v, size_t *n, const char *s)
{
    *v = realloc(*v, (*n + 1) * sizeof **v);
    (*v)[(*n)++] = s;
}

/* --launch-shape=NAME:X,Y,Z */
static int add_shape(args *a, const char *spec)
{
    const char *colon = strrchr(spec, ':');
    unsigned x, y, z;
    char end;
    if (!colon || colon == spec || sscanf(colon + 1, "%u,%u,%u%c", &x, &y, &z, &end) != 3 || !x || !y || !z)
        return usage("--launch-shape takes NAME:X,Y,Z");
    ferry_launch_shape *s = realloc(a->shapes, (a->o.nshapes + 1) * sizeof *s);
    if (!s)
        return usage("out of memory");
    a->shapes = s;
    a->o.shapes = s;
    s[a->o.nshapes++] = (ferry_launch_shape){strndup(spec, (size_t)(colon - spec)), {x, y, z}};
    return 0;
}

static int parse(int argc, char **argv, args *a)
{
    a->o.opt_level = 3;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (!strcmp(s, "-o") && i + 1 < argc)
            a->out = argv[++i];
        else if (!strncmp(s, "--module-id=", 12))
            a->o.module_id = s + 12;
        else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3])
            a->o.opt_level = s[2] - '0';
        else if (!strcmp(s, "-g"))
            ; /* accepted: device code carries no debug info yet */
        else if (!strcmp(s, "--emit-llvm"))
            a->emit_llvm = true;
        else if (!strcmp(s, "--loadable"))
            a->o.loadable = true;
        else if (!strcmp(s, "-w"))
            a->o.no_warnings = true;
        else if (!strcmp(s, "-Wno-deprecated-declarations"))
            a->o.no_deprecated = true;
        else if (!strncmp(s, "--mcpu=", 7))
            a->o.cpu = s + 7;
        else if (!strcmp(s, "-v"))
            a->verbose = true;
        else if (!strncmp(s, "--pass-times=", 13))
            a->pass_times = s + 13;
        else if (!strncmp(s, "--resource-usage=", 17))
            a->report_arch = s + 17;
        else if (!strncmp(s, "--maxrregcount=", 15))
            a->maxrregcount = atoi(s + 15);
        else if (!strncmp(s, "--launch-shape=", 15)) {
            if (add_shape(a, s + 15))
                return 2;
        } else if (!strcmp(s, "--rdc-pack"))
            a->rdc_pack = true;
        else if (!strcmp(s, "--dlink"))
            a->dlink = true;
        else if (!strncmp(s, "-L", 2) && s[2])
            push(&a->libdirs, &a->nlibdirs, s + 2);
        else if ((!strncmp(s, "-l", 2) && s[2]) || !(s[0] == '-' && s[1]))
            push(&a->inputs, &a->ninputs, s);
        else
            return usage("unknown option");
    }
    if (!a->dlink && a->ninputs != 1)
        return usage(a->ninputs ? "more than one input" : "an input is required");
    if (!a->out)
        return usage("-o OUT is required");
    a->in = a->ninputs ? a->inputs[0] : "device link";
    return 0;
}

static LLVMModuleRef read_module(LLVMContextRef c, const char *path)
{
    LLVMMemoryBufferRef buf = NULL;
    LLVMModuleRef m = NULL;
    char *err = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &err)
        || LLVMParseIRInContext(c, buf, &m, &err)) {
        fprintf(stderr, "%s: error: %s\n", path, err ? err : "cannot read");
        LLVMDisposeMessage(err);
        return NULL;
    }
    return m;
}

static int write_output(LLVMModuleRef m, LLVMTargetMachineRef tm, const args *a)
{
    char *err = NULL;
    if (a->emit_llvm) {
        if (!strcmp(a->out, "-")) {
            char *s = LLVMPrintModuleToString(m);
            fputs(s, stdout);
            LLVMDisposeMessage(s);
            return 0;
        }
        if (!LLVMPrintModuleToFile(m, a->out, &err))
            return 0;
    } else if (!LLVMTargetMachineEmitToFile(tm, m, a->out, LLVMObjectFile, &err)) {
        return 0;
    }
    fprintf(stderr, "ferry-lower: error: %s: %s\n", a->out, err ? err : "cannot write");
    LLVMDisposeMessage(err);
    return 1;
}

static LLVMModuleRef rdc_pack(LLVMContextRef c, LLVMTargetMachineRef tm, const char *path)
{
    LLVMMemoryBufferRef buf = NULL;
    char *err = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &err)) {
        fprintf(stderr, "%s: error: %s\n", path, err ? err : "cannot read");
        LLVMDisposeMessage(err);
        return NULL;
    }
    LLVMModuleRef m = ferry_rdc_pack(c, tm, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
    LLVMDisposeMemoryBuffer(buf);
    return m;
}

/* The hub stage, then the CPU lowering: the order every target keeps. */
static int hub_then_lower(LLVMModuleRef m, LLVMTargetMachineRef tm, const ferry_lower_opts *o, ferry_diag *d)
{
    ferry_hub_diag hd = {0};
    if (ferry_hub_prepare(m, &hd) < 0) {
        fprintf(stderr, "%s\n", hd.msg ? hd.msg : "error: the hub stage failed");
        d->errors += hd.errors;
        ferry_hub_diag_free(&hd);
        return -1;
    }
    if (hd.warning && !o->no_warnings && !o->no_deprecated)
        fprintf(stderr, "%s\n", hd.warning);
    ferry_hub_diag_free(&hd);
    ferry_pass_mark(m, "hub stage");
    return ferry_lower_module(m, tm, o, d);
}

/* Without any relocatable device code the device link's object is empty. */
static int device_link(LLVMContextRef c, LLVMTargetMachineRef tm, const args *a, LLVMModuleRef *out,
                       ferry_diag *d)
{
    ferry_dlink_in in = {a->inputs, a->ninputs, a->libdirs, a->nlibdirs};
    char **ids = NULL;
    size_t nids = 0;
    LLVMModuleRef m = NULL;
    if (ferry_device_link(c, &in, &m, &ids, &nids, d))
        return -1;
    int rc = 0;
    if (m) {
        rc = hub_then_lower(m, tm, &a->o, d);
    } else {
        m = LLVMModuleCreateWithNameInContext("dlink", c);
        char *triple = LLVMGetTargetMachineTriple(tm);
        LLVMSetTarget(m, triple);
        LLVMDisposeMessage(triple);
    }
    /* A loadable module is found through its descriptor, never registered. */
    if (rc == 0 && !a->o.loadable)
        ferry_add_linked_registration(m, a->o.module_id ? a->o.module_id : "dlink", ids, nids);
    for (size_t i = 0; i < nids; i++)
        free(ids[i]);
    free(ids);
    *out = m;
    return rc;
}

/* LLVM's warnings and remarks speak of passes, not of the user's code
 * ("loop not unrolled" for a `#pragma unroll` it could not honour, which
 * nvcc accepts silently); errors still end the lowering. */
static void on_diagnostic(LLVMDiagnosticInfoRef di, void *ctx)
{
    ferry_diag *d = ctx;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
        return;
    char *msg = LLVMGetDiagInfoDescription(di);
    fprintf(stderr, "ferry-lower: error: %s\n", msg);
    LLVMDisposeMessage(msg);
    d->errors++;
}

/* In one write, so that the reports of sources compiled side by side
 * (make -j) do not mix their lines. */
static void report(LLVMModuleRef m, const args *a)
{
    char *text = NULL;
    size_t len = 0;
    FILE *buf = open_memstream(&text, &len);
    if (!buf) {
        ferry_report_resources(m, a->report_arch, a->maxrregcount, stderr);
        return;
    }
    ferry_report_resources(m, a->report_arch, a->maxrregcount, buf);
    fclose(buf);
    fwrite(text, 1, len, stderr);
    free(text);
}

/* A portable object's variants are compiled side by side (variantjobs.c)
 * when there are cores for them and a linker to join their objects (GNU
 * ld, which starts in a tenth of ld.lld's time, or ld.lld); the
 * resource report reads the one linked module, so it keeps the serial
 * way. FERRY_LOWER_JOBS=1 keeps it too. */
static void side_by_side(args *a)
{
    const char *jobs = getenv("FERRY_LOWER_JOBS");
    if (a->emit_llvm || a->report_arch || !ferry_portable(&a->o) || sysconf(_SC_NPROCESSORS_ONLN) < 2
        || (jobs && atoi(jobs) == 1))
        return;
    static const char *const lld[] = {FERRY_LD_R, "/usr/bin/ld.bfd", FERRY_LLD, "/usr/lib/llvm-19/bin/ld.lld"};
    for (size_t i = 0; i < sizeof lld / sizeof lld[0]; i++)
        if (lld[i][0] && access(lld[i], X_OK) == 0) {
            a->o.lld = lld[i];
            a->o.object_out = a->out;
            return;
        }
}

int main(int argc, char **argv)
{
    args a = {0};
    int rc = parse(argc, argv, &a);
    if (rc)
        return rc;
    if (a.pass_times && ferry_pass_times_to(a.pass_times) < 0)
        fprintf(stderr, "ferry-lower: warning: cannot write %s\n", a.pass_times);
    ferry_pass_mark(NULL, NULL);
    char *err = NULL;
    LLVMTargetMachineRef tm = ferry_host_target(&a.o, &err);
    ferry_pass_mark(NULL, "target setup");
    if (!tm) {
        fprintf(stderr, "ferry-lower: error: no target for this host: %s\n", err ? err : "");
        return 1;
    }
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = NULL;
    ferry_diag d = {.input = a.in};
    if (a.rdc_pack) {
        m = rdc_pack(c, tm, a.in);
        rc = m ? 0 : -1;
    } else if (a.dlink) {
        rc = device_link(c, tm, &a, &m, &d);
    } else {
        LLVMContextSetDiagnosticHandler(c, on_diagnostic, &d);
        side_by_side(&a);
        m = read_module(c, a.in);
        ferry_pass_mark(NULL, "read IR");
        rc = m ? hub_then_lower(m, tm, &a.o, &d) : -1;
        if (rc == 0 && d.errors)
            rc = -1;
    }
    /* the hub IR of -rdc-pack is lowered, and reported, at the device link */
    if (rc == 0 && a.report_arch && !a.rdc_pack)
        report(m, &a);
    if (rc == 0 && !a.emit_llvm && !a.o.object_out)
        ferry_codegen_budget(ferry_measure_code(m));
    if (rc == 0 && ferry_codegen_budget_reason() && a.verbose)
        fprintf(stderr, "ferry-lower: note: %s: %s: emitted without loop strength reduction, whose time "
                        "grows faster than the code or is most of it\n", a.in, ferry_codegen_budget_reason());
    if (rc == 0 && ferry_step_budget_note() && a.verbose)
        fprintf(stderr, "ferry-lower: note: %s: %s, where running them in steps of all threads "
                        "would make a region of most of the kernel per loop\n", a.in, ferry_step_budget_note());
    if (rc == 0 && !a.o.object_out) {
        rc = write_output(m, tm, &a);
        ferry_pass_mark(NULL, a.emit_llvm ? "write IR" : "emit object");
    }
    ferry_pass_times_close();
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(c);
    LLVMDisposeTargetMachine(tm);
    free(a.inputs);
    free(a.libdirs);
    for (unsigned i = 0; i < a.o.nshapes; i++)
        free((char *)a.shapes[i].name);
    free(a.shapes);
    return rc == 0 ? 0 : 1;
}
