/* The runtime's exchange for warp operations (runtime/cpu/warp.c), called
 * as lowered kernels call it: operands stored per thread, or a constant
 * given once for every thread (FERRY_SYNC_BCAST_SHIFT), which must give
 * the same results. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ferry_abi.h"

#include "runtime_check.h"

enum { N = 80 }; /* two warps and a short third of 16 lanes */

static uint64_t bcast(unsigned k)
{
    return (uint64_t)1 << (FERRY_SYNC_BCAST_SHIFT + k);
}

/* shfl.down by 3 with width rules 31 (a whole warp): each operand given
 * per thread and then as one word. */
static void test_shuffle(void)
{
    uint64_t val[N], off[N], rules[N], per_thread[N], once[N];
    for (int t = 0; t < N; t++) {
        val[t] = 1000 + (uint64_t)t * 7;
        off[t] = 3;
        rules[t] = 31;
    }
    __ferry_sync_exchange(FERRY_SHFL_DOWN, NULL, 1, N, NULL, val, off, rules, per_thread);
    uint64_t one_off = 3, one_rules = 31;
    __ferry_sync_exchange(FERRY_SHFL_DOWN | (uint32_t)(bcast(2) | bcast(3)), NULL, 1, N, NULL, val, &one_off,
                          &one_rules, once);
    int same = 1, right = 1;
    for (int t = 0; t < N; t++) {
        int lane = t % 32, size = t < 64 ? 32 : N - 64;
        uint64_t want = lane + 3 < size ? val[t + 3] : val[t];
        same &= per_thread[t] == once[t];
        right &= once[t] == want;
    }
    CHECK(same);
    CHECK(right);
}

/* A ballot whose predicate is the constant 1 (__activemask's shape), only
 * the threads waiting at the point taking part. */
static void test_ballot(void)
{
    int32_t waits_at[N];
    uint64_t mask = 0xffffffffu, pred = 1, res[N];
    for (int t = 0; t < N; t++)
        waits_at[t] = t % 5 == 0 ? 2 : 4;
    __ferry_sync_exchange(FERRY_VOTE_BALLOT | (uint32_t)(bcast(0) | bcast(1)), waits_at, 4, N, &mask, &pred, NULL,
                          NULL, res);
    int right = 1;
    for (int t = 0; t < N; t++) {
        if (waits_at[t] != 4)
            continue;
        uint32_t want = 0;
        for (int l = 0; l < 32 && (t & ~31) + l < N; l++)
            want |= (uint32_t)(waits_at[(t & ~31) + l] == 4) << l;
        right &= res[t] == want;
    }
    CHECK(right);
}

/* redux.sync.add of the constant 2 under a per-thread mask, and
 * __syncthreads_count of a constant predicate. */
static void test_redux_and_count(void)
{
    uint64_t two = 2, mask[N], res[N], yes = 1;
    for (int t = 0; t < N; t++)
        mask[t] = 0x0000ffffu;
    __ferry_sync_exchange(FERRY_REDUX_ADD | (uint32_t)bcast(0), NULL, 3, N, &two, mask, NULL, NULL, res);
    int right = 1;
    for (int t = 0; t < N; t++)
        right &= res[t] == 32; /* 16 lanes of the mask, each 2 */
    CHECK(right);

    int32_t waits_at[N];
    for (int t = 0; t < N; t++)
        waits_at[t] = t < 50 ? 6 : 0;
    memset(res, 0, sizeof res);
    __ferry_sync_exchange(FERRY_BAR_POPC | (uint32_t)bcast(0), waits_at, 6, N, &yes, NULL, NULL, NULL, res);
    CHECK(res[0] == 50 && res[49] == 50 && res[50] == 0);
}

int main(void)
{
    test_shuffle();
    test_ballot();
    test_redux_and_count();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
