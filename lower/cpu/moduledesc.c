/* The self-description of a device object: a ferry_module_desc (layout in
 * runtime/ferry_abi.h) naming every kernel's block entry and every
 * __device__/__constant__ variable, handed to the runtime by a constructor. */
#include "lower.h"
#include "ferry_abi.h"

#include <stdlib.h>
#include <string.h>

static LLVMValueRef cstring(LLVMModuleRef m, const char *s, const char *gname)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMValueRef init = LLVMConstStringInContext2(c, s, strlen(s), 0);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), gname);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    return g;
}

static LLVMValueRef const_array_global(LLVMModuleRef m, LLVMTypeRef elt, LLVMValueRef *v,
                                       unsigned n, const char *name)
{
    LLVMValueRef init = LLVMConstArray2(elt, v, n);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), name);
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    return g;
}

/* ferry_param[n]: offset and size of each parameter */
static LLVMValueRef param_table(LLVMModuleRef m, const uint32_t *layout, unsigned n)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
    LLVMTypeRef f[2] = {i32, i32};
    LLVMTypeRef ty = LLVMStructTypeInContext(c, f, 2, 0);
    LLVMValueRef *rows = calloc(n ? n : 1, sizeof *rows);
    if (!rows || !layout) {
        free(rows);
        return LLVMConstNull(LLVMPointerTypeInContext(c, 0));
    }
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef v[2] = {LLVMConstInt(i32, layout[2 * i], 0), LLVMConstInt(i32, layout[2 * i + 1], 0)};
        rows[i] = LLVMConstStructInContext(c, v, 2, 0);
    }
    LLVMValueRef g = const_array_global(m, ty, rows, n, "__ferry_params");
    free(rows);
    return g;
}

static LLVMValueRef kernel_table(LLVMModuleRef m, const ferry_kernels *k, const ferry_entry *entries)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(c);
    LLVMTypeRef f[7] = {ptr, ptr, i32, i32, i64, ptr, i64};
    LLVMTypeRef ty = LLVMStructTypeInContext(c, f, 7, 0);
    LLVMValueRef *rows = calloc(k->count ? k->count : 1, sizeof *rows);
    if (!rows)
        return NULL;
    for (unsigned i = 0; i < k->count; i++) {
        unsigned nparams = entries[i].nparams;
        LLVMValueRef v[7] = {
            cstring(m, k->name[i], "__ferry_kname"), entries[i].fn, LLVMConstInt(i32, nparams, 0),
            LLVMConstInt(i32, entries[i].static_shared, 0),
            LLVMConstInt(i64, (uint64_t)k->max_threads[i] << FERRY_KERNEL_MAX_THREADS_SHIFT
                                  | (entries[i].in_order ? FERRY_KERNEL_IN_ORDER : 0)
                                  | (uint64_t)(k->arch[i] & 0xffffu) << FERRY_KERNEL_ARCH_SHIFT
                                  | (entries[i].strips ? FERRY_KERNEL_STRIPS : 0), 0),
            param_table(m, entries[i].param_layout, nparams), LLVMConstInt(i64, entries[i].local_memory, 0),
        };
        rows[i] = LLVMConstStructInContext(c, v, 7, 0);
    }
    LLVMValueRef g = const_array_global(m, ty, rows, k->count, "__ferry_kernels");
    free(rows);
    return g;
}

/* Device globals the host side may name: __device__ (1), __constant__ (4). */
static bool is_device_var(LLVMValueRef g)
{
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    return (as == 1 || as == 4) && !LLVMIsDeclaration(g) && len > 0
        && LLVMGetLinkage(g) != LLVMPrivateLinkage && strncmp(name, "llvm.", 5) != 0;
}

/* A texture or surface reference, marked in !nvvm.annotations as
 * !{ptr addrspace(1) @t, !"texture", i32 1} (or "surface"), as clang and
 * the PTX front end mark them: the driver API finds them by this. */
static uint64_t reference_flag(LLVMModuleRef m, LLVMValueRef g)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    LLVMValueRef *nodes = n ? malloc(n * sizeof *nodes) : NULL;
    uint64_t flag = 0;
    if (nodes)
        LLVMGetNamedMetadataOperands(m, "nvvm.annotations", nodes);
    for (unsigned i = 0; nodes && i < n && !flag; i++) {
        LLVMValueRef ops[3];
        if (LLVMGetMDNodeNumOperands(nodes[i]) != 3)
            continue;
        LLVMGetMDNodeOperands(nodes[i], ops);
        unsigned len = 0;
        const char *tag = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
        if (ops[0] == g && tag && len == 7 && !memcmp(tag, "texture", 7))
            flag = FERRY_VAR_TEXREF;
        else if (ops[0] == g && tag && len == 7 && !memcmp(tag, "surface", 7))
            flag = FERRY_VAR_SURFREF;
    }
    free(nodes);
    return flag;
}

static LLVMValueRef slot_row(LLVMContextRef c, LLVMValueRef slot)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i64 = LLVMInt64TypeInContext(c);
    LLVMValueRef v[4] = {LLVMConstNull(ptr), slot, LLVMConstInt(i64, 8, 0), /* 64-bit targets only */
                         LLVMConstInt(i64, FERRY_VAR_MANAGED_SLOT, 0)};
    return LLVMConstStructInContext(c, v, 4, 0);
}

static LLVMValueRef var_table(LLVMModuleRef m, LLVMTargetDataRef td, unsigned *count)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i64 = LLVMInt64TypeInContext(c);
    LLVMTypeRef f[4] = {ptr, ptr, i64, i64};
    LLVMTypeRef ty = LLVMStructTypeInContext(c, f, 4, 0);
    unsigned n = 0, cap = 16;
    LLVMValueRef *rows = malloc(cap * sizeof *rows);
    if (!rows)
        return NULL;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        if (!is_device_var(g))
            continue;
        if (n + 2 > cap) {
            LLVMValueRef *r = realloc(rows, (cap *= 2) * sizeof *rows);
            if (!r) {
                free(rows);
                return NULL;
            }
            rows = r;
        }
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        bool constant = LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 4;
        LLVMValueRef slot = ferry_is_managed(g) ? ferry_managed_slot(m, g) : NULL;
        uint64_t flags = constant ? FERRY_VAR_CONSTANT : slot ? FERRY_VAR_MANAGED : reference_flag(m, g);
        LLVMValueRef v[4] = {
            cstring(m, name, "__ferry_vname"), LLVMConstAddrSpaceCast(g, ptr),
            LLVMConstInt(i64, LLVMABISizeOfType(td, LLVMGlobalGetValueType(g)), 0),
            LLVMConstInt(i64, flags, 0),
        };
        rows[n++] = LLVMConstStructInContext(c, v, 4, 0);
        if (slot) /* the row after a managed variable's: its slot (ferry_abi.h) */
            rows[n++] = slot_row(c, slot);
    }
    LLVMValueRef t = const_array_global(m, ty, rows, n, "__ferry_vars");
    free(rows);
    *count = n;
    return t;
}

/* The variant's name, set per copy by variants.c. */
static LLVMValueRef variant_name(LLVMModuleRef m)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ty = LLVMArrayType2(LLVMInt8TypeInContext(c), FERRY_VARIANT_NAME_LEN);
    LLVMValueRef g = LLVMAddGlobal(m, ty, FERRY_VARIANT_NAME);
    LLVMSetInitializer(g, LLVMConstNull(ty));
    LLVMSetGlobalConstant(g, 1);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return g;
}

/* void ctor(void) { __ferry_register_module(&desc); } in llvm.global_ctors;
 * a portable module's variants call __ferry_register_variant(&desc, name). */
static void add_ctor(LLVMModuleRef m, LLVMValueRef desc, bool variant)
{
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    LLVMTypeRef voidty = LLVMVoidTypeInContext(c);
    LLVMTypeRef args[2] = {ptr, ptr};
    LLVMTypeRef regty = LLVMFunctionType(voidty, args, variant ? 2 : 1, 0);
    LLVMValueRef reg = LLVMAddFunction(m, variant ? "__ferry_register_variant" : "__ferry_register_module", regty);
    LLVMValueRef ctor = LLVMAddFunction(m, "__ferry_module_ctor", LLVMFunctionType(voidty, NULL, 0, 0));
    LLVMSetLinkage(ctor, LLVMInternalLinkage);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, ctor, "entry"));
    LLVMValueRef argv[2] = {desc, variant ? variant_name(m) : NULL};
    LLVMBuildCall2(b, regty, reg, argv, variant ? 2 : 1, "");
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);

    LLVMTypeRef f[3] = {i32, ptr, ptr};
    LLVMTypeRef ety = LLVMStructTypeInContext(c, f, 3, 0);
    LLVMValueRef v[3] = {LLVMConstInt(i32, 65535, 0), ctor, LLVMConstNull(ptr)};
    LLVMValueRef row = LLVMConstStructInContext(c, v, 3, 0);
    LLVMValueRef old = LLVMGetNamedGlobal(m, "llvm.global_ctors");
    unsigned n = old ? LLVMGetArrayLength2(LLVMGlobalGetValueType(old)) : 0;
    LLVMValueRef *rows = malloc((n + 1) * sizeof *rows);
    if (!rows)
        return;
    for (unsigned i = 0; i < n; i++)
        rows[i] = LLVMGetAggregateElement(LLVMGetInitializer(old), i);
    rows[n] = row;
    if (old)
        LLVMDeleteGlobal(old);
    LLVMValueRef init = LLVMConstArray2(ety, rows, n + 1);
    LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), "llvm.global_ctors");
    LLVMSetInitializer(g, init);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    free(rows);
}

int ferry_emit_module_desc(LLVMModuleRef m, const ferry_kernels *k, const ferry_entry *entries,
                           const ferry_lower_opts *o, LLVMTargetDataRef td)
{
    const char *module_id = o->module_id;
    LLVMContextRef c = LLVMGetModuleContext(m);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i32 = LLVMInt32TypeInContext(c);
    unsigned nvars = 0, nimports = 0;
    LLVMValueRef kt = kernel_table(m, k, entries), vt = var_table(m, td, &nvars);
    LLVMValueRef it = o->loadable ? ferry_make_imports(m, &nimports) : LLVMConstNull(ptr);
    if (!kt || !vt || !it)
        return -1;
    LLVMTypeRef f[8] = {i32, i32, i32, i32, ptr, ptr, ptr, ptr};
    LLVMTypeRef ty = LLVMStructTypeInContext(c, f, 8, 0);
    LLVMValueRef v[8] = {
        LLVMConstInt(i32, FERRY_ABI_VERSION, 0), LLVMConstInt(i32, k->count, 0),
        LLVMConstInt(i32, nvars, 0), LLVMConstInt(i32, nimports, 0),
        cstring(m, module_id ? module_id : "", "__ferry_module_id"), kt, vt, it,
    };
    LLVMValueRef desc = LLVMAddGlobal(m, ty, o->loadable ? FERRY_LOADABLE_SYMBOL : "__ferry_module");
    LLVMSetInitializer(desc, LLVMConstStructInContext(c, v, 8, 0));
    LLVMSetGlobalConstant(desc, 1);
    if (o->loadable) /* the loader finds it with dlsym */
        return 0;
    LLVMSetLinkage(desc, LLVMInternalLinkage);
    add_ctor(m, desc, ferry_portable(o));
    return 0;
}
