/* Ferry's PTX front end, second half: the PTX AST to hub IR (the LLVM IR
 * clang emits for nvptx64-nvidia-cuda), so that ferry-lower runs PTX the
 * way it runs CUDA C++. Apart from ptx.h because the parser needs no LLVM. */
#ifndef FERRY_PTX_LOWER_H
#define FERRY_PTX_LOWER_H

#include <llvm-c/Core.h>

#include "ptx.h"

/* Lower a parsed module into a new LLVM module of context c. Returns 0 and
 * sets *out, or returns the number of errors (nonzero), sets *out to NULL
 * and fills diag: line/col of the first error, msg the error lines
 * ("file:line:col: error: ...", the first one first, '\n'-separated). */
int ptx_lower_module(const ptx_module *pm, LLVMContextRef c, LLVMModuleRef *out, ptx_diag *diag);

/* Replace every `call asm "template", "constraints"(args)` in the functions
 * of m by the IR of its PTX body, lowered with the same instruction
 * lowering (one carry flag per function, shared by consecutive asm
 * statements). Returns 0, or the number of errors with diag filled as
 * above (m is then left partly rewritten). */
int ptx_lower_inline_asm(LLVMModuleRef m, ptx_diag *diag);

/* Metadata on loads and stores whose order between threads the PTX
 * lowering settles itself: an mbarrier's read-modify-write (one indivisible
 * operation, relying on a block's threads running one at a time) and the
 * element accesses of warp-collective instructions (wmma, ldmatrix,
 * stmatrix), ordered by the warp syncs their lowering puts around them.
 * The CPU lowering adds no sync point of its own for them. */
#define PTX_COLLECTIVE_MD "ferry.collective"

#endif
