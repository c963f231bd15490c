/* ferry-ptx-lower IN.ptx -o OUT.bc [--emit-llvm]: parse, lower to hub IR,
 * verify, write bitcode (or text).
 * ferry-ptx-lower --inline-asm IN.ll|IN.bc -o OUT.bc [--emit-llvm]: replace
 * the inline PTX (asm calls) of a hub-IR module by its IR, verify, write. */
#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ptx.h"
#include "ptx_lower.h"

static char *read_file(const char *path, size_t *len)
{
    FILE *fp = strcmp(path, "-") ? fopen(path, "rb") : stdin;
    if (!fp)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, fp);
        if (n < cap)
            break;
        char *grown = realloc(buf, cap *= 2);
        if (!grown) {
            free(buf);
            buf = NULL;
        }
        buf = grown;
    }
    if (fp != stdin)
        fclose(fp);
    *len = n;
    return buf;
}

static int usage(void)
{
    fprintf(stderr, "usage: ferry-ptx-lower IN.ptx -o OUT.bc [--emit-llvm]\n"
                    "       ferry-ptx-lower --inline-asm IN.ll|IN.bc -o OUT.bc [--emit-llvm]\n");
    return 2;
}

static int write_module(LLVMModuleRef m, const char *out, int text)
{
    if (text) {
        char *s = LLVMPrintModuleToString(m);
        FILE *fp = strcmp(out, "-") ? fopen(out, "w") : stdout;
        int rc = fp && fputs(s, fp) >= 0 ? 0 : 1;
        if (fp && fp != stdout)
            rc |= fclose(fp) != 0;
        LLVMDisposeMessage(s);
        return rc;
    }
    return strcmp(out, "-") ? LLVMWriteBitcodeToFile(m, out) != 0 : LLVMWriteBitcodeToFD(m, 1, 0, 0) != 0;
}

/* Verifies m and writes it; 0 or 1. */
static int verify_and_write(LLVMModuleRef m, const char *in, const char *out, int text)
{
    char *err = NULL;
    int rc = 0;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &err)) {
        fprintf(stderr, "%s: internal error: the lowered module does not verify:\n%s", in, err ? err : "");
        rc = 1;
    } else if (write_module(m, out, text)) {
        fprintf(stderr, "ferry-ptx-lower: cannot write %s\n", out);
        rc = 1;
    }
    LLVMDisposeMessage(err);
    return rc;
}

static int inline_asm(const char *in, const char *out, int text)
{
    LLVMContextRef c = LLVMContextCreate();
    LLVMMemoryBufferRef buf = NULL;
    LLVMModuleRef m = NULL;
    char *err = NULL;
    int rc = 1;
    if (strcmp(in, "-") ? LLVMCreateMemoryBufferWithContentsOfFile(in, &buf, &err)
                        : LLVMCreateMemoryBufferWithSTDIN(&buf, &err)) {
        fprintf(stderr, "ferry-ptx-lower: cannot read %s: %s\n", in, err ? err : "");
    } else if (LLVMParseIRInContext(c, buf, &m, &err)) { /* takes buf */
        fprintf(stderr, "%s: error: %s\n", in, err ? err : "cannot parse");
    } else {
        ptx_diag diag = {0};
        if (ptx_lower_inline_asm(m, &diag))
            fprintf(stderr, "%s\n", diag.msg ? diag.msg : "ferry-ptx-lower: inline asm lowering failed");
        else
            rc = verify_and_write(m, in, out, text);
        ptx_diag_free(&diag);
        LLVMDisposeModule(m);
    }
    LLVMDisposeMessage(err);
    LLVMContextDispose(c);
    return rc;
}

int main(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    int text = 0, asm_mode = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-o") && i + 1 < argc)
            out = argv[++i];
        else if (!strcmp(argv[i], "--emit-llvm"))
            text = 1;
        else if (!strcmp(argv[i], "--inline-asm"))
            asm_mode = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return usage();
        else if (!in)
            in = argv[i];
        else
            return usage();
    }
    if (!in || !out)
        return usage();
    if (asm_mode)
        return inline_asm(in, out, text);
    size_t len;
    char *src = read_file(in, &len);
    if (!src) {
        fprintf(stderr, "ferry-ptx-lower: cannot read %s\n", in);
        return 1;
    }
    ptx_module *pm = NULL;
    ptx_diag diag = {0};
    if (ptx_parse_module(src, len, in, &pm, &diag)) {
        fprintf(stderr, "%s\n", diag.msg ? diag.msg : "ferry-ptx-lower: parse failed");
        ptx_diag_free(&diag);
        free(src);
        return 1;
    }
    LLVMContextRef c = LLVMContextCreate();
    LLVMModuleRef m = NULL;
    int rc = 0;
    if (ptx_lower_module(pm, c, &m, &diag)) {
        fprintf(stderr, "%s\n", diag.msg ? diag.msg : "ferry-ptx-lower: lowering failed");
        ptx_diag_free(&diag);
        rc = 1;
    } else {
        rc = verify_and_write(m, in, out, text);
        LLVMDisposeModule(m);
    }
    LLVMContextDispose(c);
    ptx_module_free(pm);
    free(src);
    return rc;
}
