/* Addresses as the lanes of a warp compute them, for lockstep.c: each
 * address as a sum of terms (an atom times a constant) plus a constant, in
 * bytes, read through the kernel's unoptimised IR (locals in allocas).
 * Internal to lower/cpu. */
#ifndef FERRY_LOWER_LANES_H
#define FERRY_LOWER_LANES_H

#include "ptrmap.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <stdbool.h>
#include <stdint.h>

enum { FORM_TERMS = 8 };

/* An atom is what the form does not look into: a special register (keyed
 * by its intrinsic, so every read of %tid.x is one atom), an argument, a
 * global, a local variable stored more than once (keyed by its alloca), or
 * any other instruction. */
typedef struct lane_term {
    LLVMValueRef atom;
    int64_t coef;
} lane_term;

typedef struct lane_form {
    lane_term t[FORM_TERMS];
    unsigned n;
    int64_t k;
    bool ok;                 /* false: too many terms */
    LLVMValueRef local;      /* the address is in this alloca, private to its thread */
} lane_form;

typedef enum atom_kind {
    ATOM_UNIFORM,            /* the same in every lane of a warp */
    ATOM_LANE,               /* %tid.x or %laneid: lanes in ascending order */
    ATOM_ROW,                /* %tid.y, %tid.z, and a multiple of one by a
                              * uniform factor (y * cols): rows of the block
                              * are taken never to overlap */
    ATOM_VARYING,            /* anything else */
} atom_kind;

typedef struct lanes {
    LLVMTargetDataRef td;
    ptrmap stored;           /* alloca -> its one stored value, or the alloca itself */
    ptrmap busy;             /* values being looked at (cycles through phis and variables) */
    ptrmap memo_uniform, memo_nonneg; /* value -> 1 true, 2 false */
    ptrmap memo_lane;        /* variable -> 2 * its lane coefficient + 1 */
    ptrmap memo_row;         /* atom -> 1 a row product, 2 not */
    LLVMValueRef extern_shared; /* every extern __shared__ array is this one */
    unsigned leaned;         /* answers that assumed a cycle's own value */
} lanes;

void lanes_init(lanes *l, LLVMModuleRef m);
void lanes_free(lanes *l);
void lanes_form(lanes *l, LLVMValueRef ptr, lane_form *f);
atom_kind lanes_atom_kind(lanes *l, LLVMValueRef atom);
bool lanes_nonneg(lanes *l, LLVMValueRef v);
/* The object a form's address points into: a global, argument or alloca;
 * NULL when not known. */
LLVMValueRef lanes_root(lanes *l, const lane_form *f);
/* Whether inst (a store, or anything else) gives atom a new value. */
bool lanes_defines(LLVMValueRef inst, LLVMValueRef atom);
/* A variable that counts lanes: every value stored to it is c * lane plus
 * uniform terms, or itself plus a stride of whole rows of the block or of
 * whole warps (i += blockDim.x * gridDim.x, i += 32); c, else 0. Two lanes
 * of one warp never hold values that differ by such a stride. */
int64_t lanes_var_lane_coef(lanes *l, LLVMValueRef var);
/* A uniform variable that every store but its first ones steps by the
 * same constant (k++, k += 4): that constant, else 0. */
int64_t lanes_uniform_step(lanes *l, LLVMValueRef var);
/* The values [lo, hi) such a counter takes where it is used: from its
 * constant first values to the constant bound that every comparison of it
 * (k < N, k <= N) sets. */
bool lanes_counter_range(lanes *l, LLVMValueRef var, int64_t *lo, int64_t *hi);
/* store (to a variable of either kind) steps it. */
bool lanes_is_step(lanes *l, LLVMValueRef store);

/* Facts from the branches just above inst (lanefacts.c): one of them says
 * sreg - u != q for every lane that runs inst (u an atom, or NULL for 0). */
bool lanes_guard_excludes(lanes *l, LLVMValueRef inst, LLVMValueRef sreg, LLVMValueRef u, int64_t q);
/* One says sreg == u + m: one value of sreg runs inst. */
bool lanes_guard_fixes(lanes *l, LLVMValueRef inst, LLVMValueRef sreg, LLVMValueRef *u, int64_t *m);

#endif
