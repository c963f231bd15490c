/* Driver stream attributes and ids: attributes set are read back (through
 * either API), copied between streams, and checked; every stream has its
 * own id, the default streams theirs. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <pthread.h>
#include <string.h>

#include "runtime_check.h"

static void round_trip(CUstream s)
{
    static char buf[1 << 16];
    CUstreamAttrValue v, back;
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.base_ptr = buf;
    v.accessPolicyWindow.num_bytes = sizeof buf;
    v.accessPolicyWindow.hitRatio = 0.5f;
    v.accessPolicyWindow.hitProp = CU_ACCESS_PROPERTY_PERSISTING;
    v.accessPolicyWindow.missProp = CU_ACCESS_PROPERTY_STREAMING;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW, &v) == CUDA_SUCCESS);
    memset(&back, 0, sizeof back);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW, &back) == CUDA_SUCCESS);
    CHECK(back.accessPolicyWindow.base_ptr == buf && back.accessPolicyWindow.num_bytes == sizeof buf &&
          back.accessPolicyWindow.hitRatio == 0.5f &&
          back.accessPolicyWindow.hitProp == CU_ACCESS_PROPERTY_PERSISTING &&
          back.accessPolicyWindow.missProp == CU_ACCESS_PROPERTY_STREAMING);
    /* The runtime sees the same attribute. */
    cudaLaunchAttributeValue rv;
    CHECK(cudaStreamGetAttribute(s, cudaLaunchAttributeAccessPolicyWindow, &rv) == cudaSuccess &&
          rv.accessPolicyWindow.base_ptr == buf);

    v.syncPolicy = CU_SYNC_POLICY_BLOCKING_SYNC;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &v) == CUDA_SUCCESS);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &back) == CUDA_SUCCESS &&
          back.syncPolicy == CU_SYNC_POLICY_BLOCKING_SYNC);
    v.memSyncDomain = CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN, &v) == CUDA_SUCCESS);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN, &back) == CUDA_SUCCESS &&
          back.memSyncDomain == CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE);
}

static void copy_and_misuse(CUstream s, CUstream t)
{
    CUstreamAttrValue back;
    CHECK(cuStreamGetAttribute(t, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &back) == CUDA_SUCCESS &&
          back.syncPolicy == CU_SYNC_POLICY_AUTO);
    CHECK(cuStreamCopyAttributes(t, s) == CUDA_SUCCESS);
    CHECK(cuStreamGetAttribute(t, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &back) == CUDA_SUCCESS &&
          back.syncPolicy == CU_SYNC_POLICY_BLOCKING_SYNC);
    CHECK(cuStreamGetAttribute(t, CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN, &back) == CUDA_SUCCESS &&
          back.memSyncDomain == CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE);

    CUstreamAttrValue v;
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.hitRatio = 2.0f;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW, &v) == CUDA_ERROR_INVALID_VALUE);
    v.syncPolicy = (CUsynchronizationPolicy)9;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &v) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamSetAttribute(s, CU_LAUNCH_ATTRIBUTE_COOPERATIVE, &v) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, NULL) == CUDA_ERROR_INVALID_VALUE);
    int junk = 0;
    CHECK(cuStreamGetAttribute((CUstream)&junk, CU_STREAM_ATTRIBUTE_PRIORITY, &back) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamCopyAttributes(s, (CUstream)&junk) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuStreamGetAttribute(NULL, CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY, &back) == CUDA_SUCCESS);
    CHECK(cudaGetLastError() == cudaSuccess);
}

/* The priority attribute starts as the stream's own and is clamped. */
static void priority(void)
{
    int least = 0, greatest = 0;
    CHECK(cuCtxGetStreamPriorityRange(&least, &greatest) == CUDA_SUCCESS && greatest < least);
    CUstream s = NULL;
    CHECK(cuStreamCreateWithPriority(&s, 0, greatest) == CUDA_SUCCESS);
    CUstreamAttrValue v;
    memset(&v, 0, sizeof v);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS && v.priority == greatest);
    v.priority = least + 10;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS && v.priority == least);
    v.priority = greatest - 10;
    CHECK(cuStreamSetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS);
    CHECK(cuStreamGetAttribute(s, CU_STREAM_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS && v.priority == greatest);
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS);
}

static void *other_thread_id(void *out)
{
    CHECK(cuCtxSetCurrent(*(CUcontext *)out) == CUDA_SUCCESS);
    unsigned long long id = 0;
    CHECK(cuStreamGetId(CU_STREAM_PER_THREAD, &id) == CUDA_SUCCESS);
    *(unsigned long long *)out = id;
    return NULL;
}

static void ids(CUstream s, CUstream t, CUcontext ctx)
{
    unsigned long long a = 0, b = 0, a2 = 0, l0 = 0, l1 = 0, pt = 0, pt2 = 0;
    CHECK(cuStreamGetId(s, &a) == CUDA_SUCCESS && cuStreamGetId(t, &b) == CUDA_SUCCESS && a != b && a && b);
    CHECK(cuStreamGetId(s, &a2) == CUDA_SUCCESS && a2 == a);
    CHECK(cuStreamGetId(NULL, &l0) == CUDA_SUCCESS && cuStreamGetId(CU_STREAM_LEGACY, &l1) == CUDA_SUCCESS);
    CHECK(l0 == l1 && l0 != a && l0 != b);
    CHECK(cuStreamGetId(CU_STREAM_PER_THREAD, &pt) == CUDA_SUCCESS && pt != l0 && pt != a && pt != b);
    CHECK(cuStreamGetId(CU_STREAM_PER_THREAD, &pt2) == CUDA_SUCCESS && pt2 == pt);
    union {
        CUcontext ctx;
        unsigned long long id;
    } arg = {ctx};
    pthread_t th;
    CHECK(pthread_create(&th, NULL, other_thread_id, &arg) == 0 && pthread_join(th, NULL) == 0);
    CHECK(arg.id != pt && arg.id != l0);
    CHECK(cuStreamGetId(s, NULL) == CUDA_ERROR_INVALID_VALUE);
    int junk;
    CHECK(cuStreamGetId((CUstream)&junk, &a) == CUDA_ERROR_INVALID_HANDLE);
    CUstream u = NULL;
    unsigned long long c = 0;
    CHECK(cuStreamCreate(&u, 0) == CUDA_SUCCESS && cuStreamGetId(u, &c) == CUDA_SUCCESS && c != a && c != b);
    CHECK(cuStreamDestroy(u) == CUDA_SUCCESS);
    CHECK(cuStreamGetId(u, &c) == CUDA_ERROR_INVALID_HANDLE);
}

int main(void)
{
    unsigned long long id;
    CHECK(cuStreamGetId(NULL, &id) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx = NULL;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CUstream s = NULL, t = NULL;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS && cuStreamCreate(&t, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    round_trip(s);
    copy_and_misuse(s, t);
    ids(s, t, ctx);
    priority();
    CHECK(cuStreamDestroy(s) == CUDA_SUCCESS && cuStreamDestroy(t) == CUDA_SUCCESS);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
