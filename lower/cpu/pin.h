/* lower/cpu's CPU-independence passes (defined.c, fpmath.c) and the small
 * IR helpers they share. */
#ifndef FERRY_PIN_H
#define FERRY_PIN_H

#include <llvm-c/Core.h>

/* A constant of ty (scalar or vector) with every element v / scalar. */
LLVMValueRef ferry_pin_splat(LLVMTypeRef ty, LLVMValueRef scalar);
LLVMValueRef ferry_pin_int(LLVMTypeRef ty, unsigned long long v);
LLVMTypeRef ferry_pin_scalar_type(LLVMTypeRef ty);
/* i1 or <n x i1> for comparisons of ty. */
LLVMTypeRef ferry_pin_cmp_type(LLVMTypeRef ty);
/* Redirects i's uses to rebuilt, whose operand `operand` becomes i. */
void ferry_pin_replace(LLVMValueRef i, LLVMValueRef rebuilt, unsigned operand);
/* The GPU's NaN for ty: positive, exponent and mantissa all ones. */
LLVMValueRef ferry_pin_canonical_nan(LLVMTypeRef ty);
/* nan.c: NaNs that arithmetic chose get the canonical bits where they
 * leave arithmetic (stores, bitcasts to integers). */
void ferry_canonicalize_nans(LLVMModuleRef m);
/* Rewrites a call of llvm.minnum/maxnum/minimum/maximum (fpmath.c). */
void ferry_pin_minmax(LLVMBuilderRef b, LLVMValueRef call);

#endif
