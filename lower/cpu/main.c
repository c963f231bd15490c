/* ferry-lower: hub IR (bitcode or text) in, a CPU object or LLVM IR out.
 *   ferry-lower IN -o OUT [--module-id=ID] [-O0..3] [-g] [--emit-llvm] [--mcpu=NAME] [--loadable]
 * Run by the driver as its own process, so that a fatal error inside LLVM
 * code generation cannot take the driver down with it. */
#include "lower.h"

#include <llvm-c/BitWriter.h>
#include <llvm-c/IRReader.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct args {
    const char *in, *out;
    bool emit_llvm;
    ferry_lower_opts o;
} args;

static int usage(const char *msg)
{
    fprintf(stderr, "ferry-lower: %s\nusage: ferry-lower IN -o OUT [--module-id=ID] [-O0..3] [-g] "
                    "[--emit-llvm] [--mcpu=NAME] [--loadable]\n", msg);
    return 2;
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
        else if (!strncmp(s, "--mcpu=", 7))
            a->o.cpu = s + 7;
        else if (s[0] == '-' && s[1])
            return usage("unknown option");
        else if (!a->in)
            a->in = s;
        else
            return usage("more than one input");
    }
    if (!a->in || !a->out)
        return usage("an input and -o OUT are required");
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

int main(int argc, char **argv)
{
    args a = {0};
    int rc = parse(argc, argv, &a);
    if (rc)
        return rc;
    char *err = NULL;
    LLVMTargetMachineRef tm = ferry_host_target(&a.o, &err);
    if (!tm) {
        fprintf(stderr, "ferry-lower: error: no target for this host: %s\n", err ? err : "");
        return 1;
    }
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = read_module(c, a.in);
    ferry_diag d = {.input = a.in};
    rc = m ? ferry_lower_module(m, tm, &a.o, &d) : -1;
    if (rc == 0)
        rc = write_output(m, tm, &a);
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(c);
    LLVMDisposeTargetMachine(tm);
    return rc == 0 ? 0 : 1;
}
