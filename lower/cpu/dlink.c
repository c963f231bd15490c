/* Relocatable device code: packing a source's hub IR into its object, and
 * the device link that gathers those records, links them into one module
 * and gives each source's host side the registration function it calls. */
#include "lower.h"
#include "ferry_abi.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A record: magic, the bitcode's length (8 bytes, little-endian), the
 * bitcode, zeros to a multiple of 8.  Relocatable links (ld -r) concatenate
 * sections of the same name, padding each to its alignment, so a section
 * may hold several records with zeros between them. */
#define RDC_MAGIC "FERRYRDC"
#define RDC_HEADER 16

LLVMModuleRef ferry_rdc_pack(LLVMContextRef c, LLVMTargetMachineRef tm, const void *bitcode, size_t n)
{
    LLVMModuleRef m = LLVMModuleCreateWithNameInContext("rdc", c);
    char *triple = LLVMGetTargetMachineTriple(tm);
    LLVMSetTarget(m, triple);
    LLVMDisposeMessage(triple);
    size_t total = (RDC_HEADER + n + 7) & ~(size_t)7;
    char *rec = calloc(1, total);
    if (!rec)
        return m;
    memcpy(rec, RDC_MAGIC, 8);
    for (int i = 0; i < 8; i++)
        rec[8 + i] = (char)((uint64_t)n >> (8 * i));
    memcpy(rec + RDC_HEADER, bitcode, n);
    LLVMValueRef init = LLVMConstStringInContext(c, rec, (unsigned)total, 1);
    free(rec);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), "__ferry_rdc_record");
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetSection(g, FERRY_RDC_SECTION);
    LLVMSetAlignment(g, 8);
    /* nothing refers to it; llvm.used keeps it */
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
    LLVMValueRef used = LLVMAddGlobal(m, LLVMArrayType2(ptr, 1), "llvm.used");
    LLVMSetInitializer(used, LLVMConstArray2(ptr, &g, 1));
    LLVMSetLinkage(used, LLVMAppendingLinkage);
    LLVMSetSection(used, "llvm.metadata");
    return m;
}

typedef struct link_state {
    LLVMContextRef c;
    LLVMModuleRef linked;
    char **ids;
    size_t nids;
    ferry_diag *d;
    const char *origin;   /* the object being read, for linker messages */
} link_state;

static void on_diagnostic(LLVMDiagnosticInfoRef di, void *ctx)
{
    link_state *s = ctx;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError)
        return;
    char *msg = LLVMGetDiagInfoDescription(di);
    fprintf(stderr, "nvlink error   : %s (device link of %s)\n", msg, s->origin ? s->origin : "?");
    LLVMDisposeMessage(msg);
    s->d->errors++;
}

static int add_module(link_state *s, const unsigned char *bc, size_t n, const char *origin)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange((const char *)bc, n, "rdc", 0);
    LLVMModuleRef m = NULL;
    bool bad = LLVMParseBitcodeInContext2(s->c, buf, &m);
    LLVMDisposeMemoryBuffer(buf);
    if (bad) {
        fprintf(stderr, "nvlink error   : %s: device code record is not LLVM bitcode\n", origin);
        s->d->errors++;
        return -1;
    }
    s->origin = origin;
    if (!s->linked) {
        s->linked = m;
        return 0;
    }
    return LLVMLinkModules2(s->linked, m) ? -1 : 0;
}

static int read_records(link_state *s, const unsigned char *p, size_t size, const char *origin)
{
    for (size_t off = 0; off + RDC_HEADER <= size;) {
        if (memcmp(p + off, RDC_MAGIC, 8) != 0) {
            off += 8;   /* padding between concatenated records */
            continue;
        }
        uint64_t n = 0;
        for (int i = 7; i >= 0; i--)
            n = n << 8 | p[off + 8 + i];
        if (n > size - off - RDC_HEADER) {
            fprintf(stderr, "nvlink error   : %s: truncated device code record\n", origin);
            s->d->errors++;
            return -1;
        }
        if (add_module(s, p + off + RDC_HEADER, n, origin))
            return -1;
        off += (RDC_HEADER + n + 7) & ~(uint64_t)7;
    }
    return 0;
}

/* clang's host side names itself in "__nv_module_id": NUL-terminated
 * strings, padded (and, after ld -r, concatenated) with zeros. */
static void read_ids(link_state *s, const unsigned char *p, size_t size)
{
    for (size_t off = 0; off < size;) {
        size_t len = strnlen((const char *)p + off, size - off);
        if (len > 5 && len < size - off && strncmp((const char *)p + off, "__nv_", 5) == 0) {
            bool seen = false;
            for (size_t i = 0; i < s->nids && !seen; i++)
                seen = strcmp(s->ids[i], (const char *)p + off) == 0;
            if (!seen) {
                s->ids = realloc(s->ids, (s->nids + 1) * sizeof *s->ids);
                s->ids[s->nids++] = strdup((const char *)p + off);
            }
        }
        off += len + 1;
    }
}

static int on_section(void *ctx, const char *name, const unsigned char *data, size_t size, const char *origin)
{
    link_state *s = ctx;
    if (strcmp(name, FERRY_RDC_SECTION) == 0)
        return read_records(s, data, size, origin);
    read_ids(s, data, size);
    return 0;
}

/* -lNAME: the static archive libNAME.a in the first -L directory that has
 * one; a library found only as a shared object has no device code. */
static char *find_library(const ferry_dlink_in *in, const char *name)
{
    for (size_t i = 0; i < in->nlibdirs; i++) {
        size_t n = strlen(in->libdirs[i]) + strlen(name) + 8;
        char *path = malloc(n);
        snprintf(path, n, "%s/lib%s.a", in->libdirs[i], name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return path;
        free(path);
    }
    return NULL;
}

/* The file an input names: itself, or for -lNAME the archive found (NULL
 * when there is none); malloc'd. */
static char *input_file(const ferry_dlink_in *in, const char *arg)
{
    if (strncmp(arg, "-l", 2) == 0)
        return find_library(in, arg + 2);
    return strdup(arg);
}

static int read_input(link_state *s, const char *path)
{
    static const char *const names[] = {FERRY_RDC_SECTION, "__nv_module_id", NULL};
    char err[4200] = "";
    int rc = ferry_read_sections(path, names, on_section, s, err, sizeof err);
    if (rc && err[0]) {
        fprintf(stderr, "nvlink error   : %s\n", err);
        s->d->errors++;
    }
    return rc;
}

/* Device code left undefined by every object: nvlink's "undefined
 * reference", said here rather than as a host link error about a symbol
 * the user never sees. */
static int check_undefined(LLVMModuleRef m, ferry_diag *d)
{
    int before = d->errors;
    size_t len;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        const char *name = LLVMGetValueName2(f, &len);
        if (LLVMIsDeclaration(f) && LLVMGetFirstUse(f) && strncmp(name, "_Z", 2) == 0) {
            fprintf(stderr, "nvlink error   : Undefined reference to device function '%s'\n", name);
            d->errors++;
        }
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
        const char *name = LLVMGetValueName2(g, &len);
        bool builtin = !strcmp(name, "threadIdx") || !strcmp(name, "blockIdx") || !strcmp(name, "blockDim")
                       || !strcmp(name, "gridDim");
        if ((as == 1 || as == 4) && LLVMIsDeclaration(g) && LLVMGetFirstUse(g) && !builtin) {
            fprintf(stderr, "nvlink error   : Undefined reference to device variable '%s'\n", name);
            d->errors++;
        }
    }
    return d->errors > before ? -1 : 0;
}

/* Link lines name a static library more than once (CMake repeats them for
 * circular dependencies); its code must be linked once. */
static bool seen_before(char **files, size_t i)
{
    char *here = realpath(files[i], NULL);
    bool seen = false;
    for (size_t j = 0; here && j < i && !seen; j++) {
        char *there = files[j] ? realpath(files[j], NULL) : NULL;
        seen = there && strcmp(here, there) == 0;
        free(there);
    }
    free(here);
    return seen;
}

int ferry_device_link(LLVMContextRef c, const ferry_dlink_in *in, LLVMModuleRef *out, char ***ids,
                      size_t *nids, ferry_diag *d)
{
    link_state s = {.c = c, .d = d};
    LLVMContextSetDiagnosticHandler(c, on_diagnostic, &s);
    int rc = 0;
    char **files = calloc(in->npaths ? in->npaths : 1, sizeof *files);
    for (size_t i = 0; files && i < in->npaths && rc == 0; i++) {
        files[i] = input_file(in, in->paths[i]);
        if (files[i] && !seen_before(files, i))
            rc = read_input(&s, files[i]);
    }
    for (size_t i = 0; files && i < in->npaths; i++)
        free(files[i]);
    free(files);
    LLVMContextSetDiagnosticHandler(c, NULL, NULL);
    if (rc == 0 && s.linked)
        rc = check_undefined(s.linked, d);
    if (rc || d->errors) {
        if (s.linked)
            LLVMDisposeModule(s.linked);
        for (size_t i = 0; i < s.nids; i++)
            free(s.ids[i]);
        free(s.ids);
        return -1;
    }
    *out = s.linked;
    *ids = s.ids;
    *nids = s.nids;
    return 0;
}

/* The wrapper clang's host side would have registered, naming the linked
 * module instead of a single source's. */
static LLVMValueRef linked_wrapper(LLVMModuleRef m, const char *module_id)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    char blob[64];
    snprintf(blob, sizeof blob, "%s%s", FERRY_BLOB_PREFIX, module_id);
    LLVMValueRef text = LLVMConstStringInContext(c, blob, (unsigned)strlen(blob), 0);
    LLVMValueRef tg = LLVMAddGlobal(m, LLVMTypeOf(text), "__ferry_linked_blob");
    LLVMSetInitializer(tg, text);
    LLVMSetGlobalConstant(tg, 1);
    LLVMSetLinkage(tg, LLVMPrivateLinkage);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c), ptr = LLVMPointerTypeInContext(c, 0);
    LLVMValueRef fields[] = {LLVMConstInt(i32, 0x466243b1, 0), LLVMConstInt(i32, 1, 0), tg,
                             LLVMConstPointerNull(ptr)};
    LLVMValueRef init = LLVMConstStructInContext(c, fields, 4, 0);
    LLVMValueRef w = LLVMAddGlobal(m, LLVMTypeOf(init), "__ferry_linked_wrapper");
    LLVMSetInitializer(w, init);
    LLVMSetGlobalConstant(w, 1);
    LLVMSetLinkage(w, LLVMPrivateLinkage);
    return w;
}

static LLVMValueRef runtime_fn(LLVMModuleRef m, const char *name, LLVMTypeRef ty)
{
    LLVMValueRef f = LLVMGetNamedFunction(m, name);
    return f ? f : LLVMAddFunction(m, name, ty);
}

/* void __cudaRegisterLinkedBinary<ID>(void (*reg)(void **), void *wrapper,
 *                                     const char *id, void (*cb)(void **))
 * registers through the linked wrapper: reg(__cudaRegisterFatBinary(w)). */
void ferry_add_linked_registration(LLVMModuleRef m, const char *module_id, char *const *ids, size_t nids)
{
    if (nids == 0)
        return;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), vd = LLVMVoidTypeInContext(c);
    LLVMTypeRef reg_ty = LLVMFunctionType(ptr, &ptr, 1, 0), end_ty = LLVMFunctionType(vd, &ptr, 1, 0);
    LLVMValueRef reg = runtime_fn(m, "__cudaRegisterFatBinary", reg_ty);
    LLVMValueRef end = runtime_fn(m, "__cudaRegisterFatBinaryEnd", end_ty);
    LLVMValueRef wrapper = linked_wrapper(m, module_id);
    LLVMTypeRef params[] = {ptr, ptr, ptr, ptr};
    LLVMTypeRef fn_ty = LLVMFunctionType(vd, params, 4, 0);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    for (size_t i = 0; i < nids; i++) {
        char name[256];
        snprintf(name, sizeof name, "__cudaRegisterLinkedBinary%s", ids[i]);
        LLVMValueRef f = LLVMAddFunction(m, name, fn_ty);
        /* each shared object keeps its own; one program may hold several */
        LLVMSetVisibility(f, LLVMHiddenVisibility);
        LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, f, "entry"));
        LLVMValueRef h = LLVMBuildCall2(b, reg_ty, reg, &wrapper, 1, "handle");
        LLVMBuildCall2(b, end_ty, LLVMGetParam(f, 0), &h, 1, "");
        LLVMBuildCall2(b, end_ty, end, &h, 1, "");
        LLVMBuildRetVoid(b);
    }
    LLVMDisposeBuilder(b);
}
