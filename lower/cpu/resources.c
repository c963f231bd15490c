/* nvcc -Xptxas -v (--resource-usage): ptxas's report of each kernel's
 * resources, in the lines scripts grep, from what the lowered module's own
 * descriptor says (moduledesc.c, localsize.c):
 *
 *   ptxas info    : G bytes gmem[, C bytes cmem[3]]
 *   ptxas info    : Compiling entry function 'NAME' for 'sm_XX'
 *   ptxas info    : Function properties for NAME
 *       L bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
 *   ptxas info    : Used R registers[, S bytes smem], P bytes cmem[0]
 *
 * G and C: the __device__ and __constant__ variables' bytes.  S: the
 * kernel's static __shared__ bytes, as cudaFuncGetAttributes gives them
 * (left out when 0, as ptxas does).  L: its local memory per thread (the
 * arrays and values each thread keeps in memory), cudaFuncGetAttributes's
 * localSizeBytes; the most any CPU variant of the module needs.  P: the
 * bytes of its parameters (a GPU adds a few hundred of the driver's own;
 * Ferry has no constant bank, so none are added).  Nothing spills: there
 * is no register file to spill from.
 *
 * R is not measured: a CPU core runs a block's threads one after another
 * in its own registers, so no per-thread register file exists to count.
 * It is 32, the numRegs cudaFuncGetAttributes reports for every kernel (at
 * which the 65536 registers of Ferry's device properties let an SM hold
 * 2048 threads: occupancy is never register-bound), or -maxrregcount when
 * that is lower, as ptxas keeps within the limit. */
#include "ferry_abi.h"
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RESOURCE_REGISTERS 32
#define KERNELS_TABLE "__ferry_kernels"
#define VARS_TABLE "__ferry_vars"
/* field numbers of ferry_kernel_desc and ferry_var_desc (ferry_abi.h) */
#define K_NAME 0
#define K_SHARED 3
#define K_PARAMS 5
#define K_LOCAL 6
#define V_NAME 0
#define V_SIZE 2
#define V_FLAGS 3

static uint64_t const_u64(LLVMValueRef v)
{
    return v && LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : 0;
}

static LLVMValueRef field(LLVMValueRef row, unsigned k)
{
    return (unsigned)LLVMGetNumOperands(row) > k ? LLVMGetOperand(row, k) : NULL;
}

/* The rows of a table global, or NULL when it has none. */
static LLVMValueRef table_rows(LLVMValueRef g)
{
    LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
    return init && !LLVMIsAConstantAggregateZero(init) ? init : NULL;
}

/* The C string a descriptor's name field points at. */
static void print_name(FILE *out, LLVMValueRef name)
{
    LLVMValueRef init = name && LLVMIsAGlobalVariable(name) ? LLVMGetInitializer(name) : NULL;
    size_t len = 0;
    const char *s = init && LLVMIsAConstantDataSequential(init) ? LLVMGetAsString(init, &len) : NULL;
    if (!s)
        s = "?", len = 1;
    fprintf(out, "%.*s", (int)strnlen(s, len), s);
}

/* The end of the last parameter: the bytes a launch passes. */
static uint64_t param_bytes(LLVMValueRef params)
{
    LLVMValueRef rows = params && LLVMIsAGlobalVariable(params) ? table_rows(params) : NULL;
    uint64_t end = 0;
    unsigned n = rows ? (unsigned)LLVMGetNumOperands(rows) : 0;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef row = LLVMGetOperand(rows, i);
        uint64_t e = const_u64(field(row, 0)) + const_u64(field(row, 1));
        end = e > end ? e : end;
    }
    return end;
}

static void report_variables(LLVMModuleRef m, FILE *out)
{
    LLVMValueRef rows = table_rows(LLVMGetNamedGlobal(m, VARS_TABLE));
    uint64_t global = 0, constant = 0;
    unsigned n = rows ? (unsigned)LLVMGetNumOperands(rows) : 0;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef row = LLVMGetOperand(rows, i);
        /* a managed variable's slot row has no name and is no variable */
        if (LLVMIsNull(field(row, V_NAME)))
            continue;
        /* texture and surface references are neither */
        uint64_t flags = const_u64(field(row, V_FLAGS));
        if (flags & FERRY_VAR_CONSTANT)
            constant += const_u64(field(row, V_SIZE));
        else if ((flags & ~(uint64_t)FERRY_VAR_MANAGED) == 0)
            global += const_u64(field(row, V_SIZE));
    }
    fprintf(out, "ptxas info    : %llu bytes gmem", (unsigned long long)global);
    if (constant)
        fprintf(out, ", %llu bytes cmem[3]", (unsigned long long)constant);
    fputc('\n', out);
}

/* The most local memory kernel i needs in any variant's table: a portable
 * module has one table per CPU model, rows in the same order. */
static uint64_t local_bytes(LLVMModuleRef m, unsigned i)
{
    uint64_t most = 0;
    size_t plen = strlen(KERNELS_TABLE);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if (len < plen || strncmp(name, KERNELS_TABLE, plen) != 0 || (len > plen && name[plen] != '.'))
            continue;
        LLVMValueRef rows = table_rows(g);
        if (!rows || (unsigned)LLVMGetNumOperands(rows) <= i)
            continue;
        uint64_t b = const_u64(field(LLVMGetOperand(rows, i), K_LOCAL));
        most = b > most ? b : most;
    }
    return most;
}

void ferry_report_resources(LLVMModuleRef m, const char *arch, int maxrregcount, FILE *out)
{
    report_variables(m, out);
    LLVMValueRef rows = table_rows(LLVMGetNamedGlobal(m, KERNELS_TABLE));
    unsigned n = rows ? (unsigned)LLVMGetNumOperands(rows) : 0;
    int regs = maxrregcount > 0 && maxrregcount < RESOURCE_REGISTERS ? maxrregcount : RESOURCE_REGISTERS;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef row = LLVMGetOperand(rows, i);
        fputs("ptxas info    : Compiling entry function '", out);
        print_name(out, field(row, K_NAME));
        fprintf(out, "' for '%s'\nptxas info    : Function properties for ", arch);
        print_name(out, field(row, K_NAME));
        fprintf(out, "\n    %llu bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n",
                (unsigned long long)local_bytes(m, i));
        fprintf(out, "ptxas info    : Used %d registers", regs);
        uint64_t shared = const_u64(field(row, K_SHARED));
        if (shared)
            fprintf(out, ", %llu bytes smem", (unsigned long long)shared);
        fprintf(out, ", %llu bytes cmem[0]\n", (unsigned long long)param_bytes(field(row, K_PARAMS)));
    }
}
