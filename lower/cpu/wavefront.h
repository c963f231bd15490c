/* Wavefront loops (internal to lower/cpu): a loop around one barrier
 * whose steps each run a shared-memory update for every thread of a
 * block of known shape, found and rewritten in wavefront.c, its steps
 * enumerated and its dependences checked in wavesteps.c. */
#ifndef FERRY_LOWER_WAVEFRONT_H
#define FERRY_LOWER_WAVEFRONT_H

#include "lower.h"
#include "ptrmap.h"

#include <stdint.h>

/* The orders one thread may run a loop's (step, thread) pairs in, besides
 * the loop's own (step by step, each for every thread): rows (k - t, then
 * t), columns (t, then k), columns from the last thread (t downwards, then
 * k: the lower triangle of Rodinia's nw, whose thread t holds row T - t). */
enum { WAVE_ROWS, WAVE_COLUMNS, WAVE_COLUMNS_DOWN, WAVE_ORDERS };

typedef struct wave_loop {
    LLVMValueRef fn, iv, barrier;
    LLVMBasicBlockRef pre, head, first, exit, bar_block;
    LLVMBasicBlockRef *body;   /* in an order where each block comes after its predecessors */
    unsigned nbody;
    int64_t *trips;            /* the counter's value at each step */
    unsigned ntrips;
    unsigned threads;          /* blockDim.x of the launch shape (y and z are 1) */
} wave_loop;

/* What wave_check found: which orders keep every dependence of the loop,
 * and how many of its shared accesses walk memory in unit steps (or stay
 * put) along the inner loop of each order (score[WAVE_ORDERS]: the loop's
 * own, whose inner loop is the threads). */
typedef struct wave_verdict {
    bool legal[WAVE_ORDERS];
    unsigned score[WAVE_ORDERS + 1];
    unsigned shared_accesses, other_loads;
    /* the outer loop's first and last value (k - t for rows, t for
     * columns) at which some step stores: outside them the body does
     * nothing (it stores nowhere else) */
    int32_t first[WAVE_ORDERS], last[WAVE_ORDERS];
} wave_verdict;

/* Runs the loop's body for every step and thread on what can be known
 * without memory (the counter, threadIdx, constants), records its shared
 * accesses and checks them. -1: an access or a branch it cannot follow,
 * a race between threads of one step, or more work than it allows. */
int wave_check(const wave_loop *w, LLVMTargetDataRef td, wave_verdict *out);

/* A value computed outside the loop that the body uses: 0 if the same in
 * every thread, 1 if recomputable from threadIdx.x (pure arithmetic of
 * it, constants, arguments and uniform special registers), -1 otherwise. */
int wave_live_in_kind(LLVMValueRef v, int depth);

#endif
