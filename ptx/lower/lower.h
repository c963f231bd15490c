/* Internal to the PTX lowering (ptx/lower/): the state shared by the files
 * that turn the PTX AST into hub IR, one instruction family per file. */
#ifndef FERRY_PTX_LOWER_INTERNAL_H
#define FERRY_PTX_LOWER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#include "ptx.h"
#include "ptx_lower.h"

/* Address spaces of hub IR. */
enum { LW_AS_GENERIC = 0, LW_AS_GLOBAL = 1, LW_AS_SHARED = 3, LW_AS_CONST = 4 };

/* A named thing an operand can refer to: a module variable or function, a
 * parameter, a .local or call-site .param variable. ptr is its address in
 * its own address space (a function for functions). */
typedef struct lw_sym {
    const char *name;
    ptx_space space;
    LLVMValueRef ptr;
    LLVMTypeRef ty;        /* value type of the variable or function type */
    const ptx_func *fn;    /* for functions */
    const ptx_var *var;    /* for variables and parameters */
} lw_sym;

typedef struct lw_mod {
    const ptx_module *pm;
    LLVMContextRef c;
    LLVMModuleRef m;
    LLVMTypeRef i1, i8, i16, i32, i64, i128, f16, bf16, f32, f64, ptr, vd;
    lw_sym *syms;
    size_t nsyms, csyms;
    /* errors, collected as values */
    char *msgs;
    size_t msglen, nerr;
    int line, col;
} lw_mod;

/* One .reg declaration name: a single register (range 0) or %r<range>;
 * slots are created in the entry block on first use. */
typedef struct lw_reg {
    const char *name;
    uint32_t range;
    ptx_type type;
    uint8_t vec;
    LLVMValueRef *slots; /* range, or vec (4 comps), or 1 */
} lw_reg;

typedef struct lw_label {
    const char *name;
    LLVMBasicBlockRef bb;
    bool placed;
    const ptx_func *proto;        /* .callprototype after it */
    const char **targets;         /* .branchtargets / .calltargets after it */
    size_t ntargets;
} lw_label;

typedef struct lw_fn {
    lw_mod *M;
    LLVMValueRef fn;
    const ptx_func *pf;           /* NULL in inline asm */
    LLVMBuilderRef b, ab;         /* the code, and the entry block's allocas */
    lw_reg *regs;
    size_t nregs, cregs;
    lw_sym *syms;                 /* innermost last */
    size_t nsyms, csyms;
    lw_label *labels;
    size_t nlabels, clabels;
    ptrdiff_t last_label;         /* index into labels; -1: none */
    LLVMValueRef carry;           /* i1 alloca, on first use */
    LLVMValueRef depot;           /* the .local variable, when there is one */
    unsigned nlocals;
    LLVMValueRef *rets;           /* allocas of .func return parameters */
    bool is_entry;
    unsigned nvars;               /* for unique names of function-scope globals */
} lw_fn;

/* ---- errors (errors.c) ---- */
void lw_error(lw_mod *M, ptx_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* "PTX instruction 'add.sat.u32' is not supported yet"; returns -1. */
int lw_unsupported(lw_fn *f, const ptx_instr *in);
/* "PTX instruction 'add.s32': WHY"; returns -1. */
int lw_bad(lw_fn *f, const ptx_instr *in, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The instruction as written: opcode and modifiers. */
void lw_spelling(const ptx_instr *in, char *buf, size_t n);

/* ---- types and modifiers (types.c) ---- */
void lw_init_types(lw_mod *M); /* module.c: fills M's type fields */
LLVMTypeRef lw_type(lw_mod *M, ptx_type t);
unsigned lw_bits(ptx_type t);              /* pred: 1 */
bool lw_is_float(ptx_type t);              /* f16 f32 f64 bf16 and the x2 forms */
bool lw_is_signed(ptx_type t);
ptx_type lw_btype(unsigned bits);          /* .b8 .. .b128 */
ptx_type lw_utype(unsigned bits);          /* .u8 .. .u64 */
ptx_type lw_stype(unsigned bits);
bool lw_has(const ptx_instr *in, const char *mod);
ptx_type lw_ty(const ptx_instr *in, unsigned k);   /* k-th type modifier */
unsigned lw_ntypes(const ptx_instr *in);
ptx_space lw_space(const ptx_instr *in);           /* NONE: generic */
unsigned lw_vec(const ptx_instr *in);              /* 0, 2, 4, 8 */
/* The first modifier that is one of the '.'-separated words of set. */
const char *lw_one_of(const ptx_instr *in, const char *set);
bool lw_word_in(const char *word, const char *set);
unsigned lw_as_of(ptx_space s);
LLVMTypeRef lw_ptr_as(lw_mod *M, unsigned as);

/* ---- IR helpers (irutil.c) ---- */
/* Marks a load or store PTX_COLLECTIVE_MD (ptx_lower.h). */
void lw_mark_collective(lw_fn *f, LLVMValueRef access);
LLVMValueRef lw_const(lw_fn *f, ptx_type t, uint64_t v);
LLVMValueRef lw_int(lw_fn *f, unsigned bits, uint64_t v);
LLVMValueRef lw_call_intr(lw_fn *f, const char *name, LLVMTypeRef *over, size_t nover,
                          LLVMValueRef *args, size_t nargs);
LLVMValueRef lw_alloca(lw_fn *f, LLVMTypeRef ty, unsigned align, const char *name);
/* Bits of v (an int, float or vector value) as an integer, resized to
 * bits, then reinterpreted as ty: the operand-size rules of PTX. */
LLVMValueRef lw_resize(lw_fn *f, LLVMValueRef v, LLVMTypeRef ty, bool sext);
LLVMValueRef lw_as_int(lw_fn *f, LLVMValueRef v);
bool lw_terminated(lw_fn *f);
LLVMBasicBlockRef lw_new_block(lw_fn *f, const char *name);  /* appended */
/* Continue in a fresh block after a terminator (code after it is dead). */
void lw_after_terminator(lw_fn *f);
/* v >= width ? fill : op(x, v), for shifts whose PTX form clamps. */
LLVMValueRef lw_shift(lw_fn *f, LLVMOpcode op, LLVMValueRef x, LLVMValueRef amt);

/* ---- operands (operand.c) ---- */
LLVMValueRef lw_reg_slot(lw_fn *f, const char *name, char comp, ptx_type *type);
lw_sym *lw_find_sym(lw_fn *f, const char *name);
/* Read a source operand as type t (the register-size rules applied). */
LLVMValueRef lw_src(lw_fn *f, const ptx_instr *in, unsigned k, ptx_type t);
LLVMValueRef lw_src_op(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t);
/* Write v (of lw_type(t)) to a destination operand; -1 on error. */
int lw_dst(lw_fn *f, const ptx_instr *in, unsigned k, ptx_type t, LLVMValueRef v);
int lw_dst_op(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_type t, LLVMValueRef v);
int lw_store_reg(lw_fn *f, const char *name, char comp, ptx_type t, LLVMValueRef v);
/* The pointer (in address space of ss) of a memory operand [a+off]. */
LLVMValueRef lw_addr(lw_fn *f, const ptx_instr *in, const ptx_operand *op, ptx_space ss);
/* A symbol's address as an integer of bits (mov r, sym; mov r, sym+4). */
LLVMValueRef lw_sym_int(lw_fn *f, const ptx_instr *in, const char *name, int64_t off, unsigned bits);
int lw_need_ops(lw_fn *f, const ptx_instr *in, size_t n);

/* ---- special registers (sreg.c) ---- */
LLVMValueRef lw_sreg(lw_fn *f, const ptx_instr *in, const ptx_operand *op);
LLVMValueRef lw_laneid(lw_fn *f);
/* The warp of the block (linear thread index / 32). */
LLVMValueRef lw_warpid(lw_fn *f);

/* ---- functions, bodies (func.c, module.c) ---- */
void lw_push_sym(lw_fn *f, const lw_sym *s);
int lw_declare_regs(lw_fn *f, const ptx_regdecl *rd);
int lw_declare_var(lw_fn *f, const ptx_var *v);
int lw_stmts(lw_fn *f, const ptx_stmt *s, size_t n);
int lw_instr(lw_fn *f, const ptx_instr *in);
lw_label *lw_label_get(lw_fn *f, const char *name);
void lw_fn_init(lw_fn *f, lw_mod *M, LLVMValueRef fn);
void lw_fn_free(lw_fn *f);
lw_sym *lw_mod_sym(lw_mod *M, const char *name);
LLVMTypeRef lw_var_type(lw_mod *M, const ptx_var *v);
LLVMTypeRef lw_func_type(lw_mod *M, const ptx_func *pf);
LLVMTypeRef lw_param_type(lw_mod *M, const ptx_var *v);
LLVMValueRef lw_const_init(lw_mod *M, const ptx_var *v, LLVMTypeRef ty);
/* managed.c: .attribute(.managed) marked as clang marks __managed__ */
void lw_mark_managed(LLVMModuleRef m, LLVMValueRef g, const ptx_var *v);
LLVMValueRef lw_carry(lw_fn *f);
void lw_define_shims(lw_mod *M);
/* Return from the current function (the .func's return parameters). */
void lw_build_ret(lw_fn *f);

/* ---- instruction families ---- */
typedef int (*lw_handler)(lw_fn *f, const ptx_instr *in);
#define LW_H(name) int name(lw_fn *f, const ptx_instr *in)
/* mov.c */
LW_H(lw_mov); LW_H(lw_cvta);
/* mem.c */
LW_H(lw_ld); LW_H(lw_st); LW_H(lw_nop); LW_H(lw_fence); LW_H(lw_isspacep);
/* int.c */
LW_H(lw_iadd); LW_H(lw_mul); LW_H(lw_mad); LW_H(lw_mul24); LW_H(lw_mad24); LW_H(lw_sad);
LW_H(lw_addc); LW_H(lw_madc); LW_H(lw_div); LW_H(lw_rem);
LW_H(lw_abs); LW_H(lw_neg); LW_H(lw_minmax);
/* logic.c */
LW_H(lw_logic); LW_H(lw_not); LW_H(lw_cnot); LW_H(lw_shl); LW_H(lw_shr);
LW_H(lw_bfe); LW_H(lw_bfi); LW_H(lw_bfind); LW_H(lw_brev); LW_H(lw_clz); LW_H(lw_popc);
LW_H(lw_prmt); LW_H(lw_shf); LW_H(lw_lop3);
/* cmp.c */
LW_H(lw_setp); LW_H(lw_set); LW_H(lw_selp); LW_H(lw_slct);
/* float.c */
LW_H(lw_farith); LW_H(lw_fma); LW_H(lw_fdiv); LW_H(lw_sqrt); LW_H(lw_rsqrt); LW_H(lw_rcp);
LW_H(lw_fmath); LW_H(lw_tanh); LW_H(lw_copysign); LW_H(lw_testp);
/* cvt.c */
LW_H(lw_cvt);
/* atom.c */
LW_H(lw_atom);
/* ctrl.c */
LW_H(lw_bra); LW_H(lw_brx); LW_H(lw_call); LW_H(lw_ret); LW_H(lw_exit); LW_H(lw_trap);
/* warp.c */
LW_H(lw_bar); LW_H(lw_barwarp); LW_H(lw_shfl); LW_H(lw_vote); LW_H(lw_match);
LW_H(lw_redux); LW_H(lw_activemask);

/* float.c helpers shared with cvt.c */
LLVMValueRef lw_ftz(lw_fn *f, LLVMValueRef x);
LLVMValueRef lw_fsat(lw_fn *f, LLVMValueRef x);
/* min/max of floats (scalar or x2) as PTX defines them, with no result left
 * to the CPU: -0 < +0, one NaN gives the other operand, two (or any with
 * nan_wins, .NaN) the canonical NaN (0x7fff, 0x7fffffff, 0x7fff...f). */
LLVMValueRef lw_fminmax(lw_fn *f, LLVMValueRef a, LLVMValueRef b, bool max, bool nan_wins);
/* .relu: negative (-0 too) to +0, NaN to the canonical NaN. */
LLVMValueRef lw_frelu(lw_fn *f, LLVMValueRef x);
/* r is the round-to-nearest result of an exact value r + resid (resid's
 * sign is all that matters); move r one ulp to honour .rz/.rm/.rp. */
LLVMValueRef lw_round_fix(lw_fn *f, LLVMValueRef r, LLVMValueRef resid, const char *mode);
const char *lw_rounding(const ptx_instr *in);     /* ".rn" ... or NULL */
/* cvt.c: x (f32 or f64) rounded to a narrower float type per mode
 * (NULL: .rn), subnormals kept, with no library calls. */
LLVMValueRef lw_narrow(lw_fn *f, LLVMValueRef x, ptx_type dt, const char *mode);
/* cvt.c: f16/bf16 to f32 exactly on the bits (no fpext that LLVM could
 * fold back into half/bfloat operations); other values unchanged. */
LLVMValueRef lw_widen16(lw_fn *f, LLVMValueRef x);

/* approx.c: sin, cos, lg2, ex2, tanh ("sin" "cos" "lg2" "ex2" "tanh") of
 * an f32 or f64 value, the same bits on every CPU (NaN: canonical). */
LLVMValueRef lw_approx(lw_fn *f, LLVMValueRef x, const char *op);

/* dispatch.c */
lw_handler lw_handler_of(const ptx_instr *in, const char **allowed);

#endif
