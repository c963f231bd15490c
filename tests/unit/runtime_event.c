/* Streams and events: handles, timing, queries. */
#include <stdio.h>
#include <time.h>

#include "cuda_runtime_api.h"

#include "runtime_check.h"

static void sleep_ms(long ms)
{
    struct timespec ts = {0, ms * 1000000L};
    nanosleep(&ts, NULL);
}

static void test_events(void)
{
    cudaEvent_t a, b, nt;
    float ms = -1;
    CHECK(cudaEventCreate(&a) == cudaSuccess && cudaEventCreate(&b) == cudaSuccess);
    CHECK(cudaEventElapsedTime(&ms, a, b) == cudaErrorInvalidResourceHandle); /* not recorded */
    CHECK(cudaEventRecord(a, 0) == cudaSuccess);
    sleep_ms(20);
    CHECK(cudaEventRecord(b, 0) == cudaSuccess);
    CHECK(cudaEventSynchronize(b) == cudaSuccess && cudaEventQuery(b) == cudaSuccess);
    CHECK(cudaEventElapsedTime(&ms, a, b) == cudaSuccess && ms >= 19.0f && ms < 2000.0f);
    CHECK(cudaEventCreateWithFlags(&nt, cudaEventDisableTiming) == cudaSuccess);
    CHECK(cudaEventRecord(nt, 0) == cudaSuccess);
    CHECK(cudaEventElapsedTime(&ms, a, nt) == cudaErrorInvalidResourceHandle);
    CHECK(cudaEventCreateWithFlags(&nt, 0x80) == cudaErrorInvalidValue);
    CHECK(cudaEventDestroy(a) == cudaSuccess && cudaEventDestroy(b) == cudaSuccess);
    CHECK(cudaEventDestroy(a) == cudaErrorInvalidResourceHandle);
    CHECK(cudaEventRecord(a, 0) == cudaErrorInvalidResourceHandle);
    CHECK(cudaGetLastError() == cudaErrorInvalidResourceHandle);
}

static int callbacks;
static void CUDART_CB_host(void *p)
{
    (void)p;
    callbacks++;
}
static void stream_cb(cudaStream_t s, cudaError_t e, void *p)
{
    (void)s, (void)p;
    callbacks += e == cudaSuccess;
}

static void test_streams(void)
{
    cudaStream_t s, t;
    cudaEvent_t e;
    unsigned flags = 9;
    int prio = 5, lo = 1, hi = 1;
    CHECK(cudaStreamCreate(&s) == cudaSuccess);
    CHECK(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking) == cudaSuccess);
    CHECK(cudaStreamGetFlags(t, &flags) == cudaSuccess && flags == cudaStreamNonBlocking);
    CHECK(cudaStreamGetPriority(s, &prio) == cudaSuccess && prio == 0);
    CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi) == cudaSuccess && lo == 0 && hi == -5);
    CHECK(cudaEventCreate(&e) == cudaSuccess && cudaEventRecord(e, s) == cudaSuccess);
    CHECK(cudaStreamWaitEvent(t, e, 0) == cudaSuccess);
    CHECK(cudaStreamSynchronize(t) == cudaSuccess && cudaStreamQuery(s) == cudaSuccess);
    CHECK(cudaStreamSynchronize(0) == cudaSuccess && cudaStreamSynchronize(cudaStreamPerThread) == cudaSuccess);
    CHECK(cudaLaunchHostFunc(s, CUDART_CB_host, NULL) == cudaSuccess);
    CHECK(cudaStreamAddCallback(s, stream_cb, NULL, 0) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaSuccess && callbacks == 2);
    CHECK(cudaStreamDestroy(s) == cudaSuccess && cudaStreamDestroy(t) == cudaSuccess);
    CHECK(cudaStreamSynchronize(s) == cudaErrorInvalidResourceHandle);
    CHECK(cudaStreamDestroy(s) == cudaErrorInvalidResourceHandle);
    CHECK(cudaStreamWaitEvent(0, e, 0) == cudaSuccess && cudaEventDestroy(e) == cudaSuccess);
    cudaGetLastError();
}

int main(void)
{
    test_events();
    test_streams();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
