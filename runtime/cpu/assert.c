/* Device assert: report like CUDA, poison the context with cudaErrorAssert
 * and abandon the grid (the pool longjmps out of the failing block). */
#include <stdio.h>

#include "runtime.h"

FERRY_API void __ferry_assert_fail(const char *expr, const char *file, unsigned line, const char *func,
                                   unsigned tx, unsigned ty, unsigned tz)
{
    const ferry_block_ctx *ctx = ferry_current_block();
    unsigned bx = ctx ? ctx->block_idx[0] + ctx->strip_at : 0, by = ctx ? ctx->block_idx[1] : 0;
    unsigned bz = ctx ? ctx->block_idx[2] : 0;
    fprintf(stderr, "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n",
            file ? file : "?", line, func ? func : "?", bx, by, bz, tx, ty, tz, expr ? expr : "?");
    ferry_set_sticky(cudaErrorAssert);
    if (ctx)
        ferry_abandon_grid();
}
