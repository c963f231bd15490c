// Stream attributes: an access policy window and the other stream
// attributes read back as set, per stream; cudaStreamCopyAttributes; the
// error codes of bad streams, attributes and values; and a kernel still
// runs on a stream with a persisting window (Ferry has no L2 to steer).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e)); return 1; } } while (0)
#define EXPECT(x, want) do { cudaError_t e = (x); if (e != (want)) { \
    printf("%s:%d: %s gave %s, want %s\n", __FILE__, __LINE__, #x, cudaGetErrorName(e), cudaGetErrorName(want)); \
    return 1; } cudaGetLastError(); } while (0)
#define WANT(cond) do { if (!(cond)) { printf("%s:%d: %s is false\n", __FILE__, __LINE__, #cond); return 1; } } while (0)

__global__ void twice(float *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= 2.0f;
}

int main()
{
    const int n = 4096;
    float *d;
    CHECK(cudaMalloc(&d, n * sizeof(float)));
    cudaStream_t s1, s2;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));

    // A fresh stream has no window.
    cudaStreamAttrValue v;
    memset(&v, 0x55, sizeof v);
    CHECK(cudaStreamGetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &v));
    WANT(v.accessPolicyWindow.base_ptr == nullptr && v.accessPolicyWindow.num_bytes == 0);

    cudaStreamAttrValue w = {};
    w.accessPolicyWindow.base_ptr = d;
    w.accessPolicyWindow.num_bytes = n * sizeof(float);
    w.accessPolicyWindow.hitRatio = 0.6f;
    w.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    w.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    CHECK(cudaStreamSetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &w));
    memset(&v, 0, sizeof v);
    CHECK(cudaStreamGetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &v));
    WANT(v.accessPolicyWindow.base_ptr == d && v.accessPolicyWindow.num_bytes == n * sizeof(float));
    WANT(v.accessPolicyWindow.hitRatio == 0.6f);
    WANT(v.accessPolicyWindow.hitProp == cudaAccessPropertyPersisting);
    WANT(v.accessPolicyWindow.missProp == cudaAccessPropertyStreaming);
    // s2 is untouched.
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributeAccessPolicyWindow, &v));
    WANT(v.accessPolicyWindow.base_ptr == nullptr);

    cudaStreamAttrValue sp = {};
    sp.syncPolicy = cudaSyncPolicyYield;
    CHECK(cudaStreamSetAttribute(s2, cudaStreamAttributeSynchronizationPolicy, &sp));
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributeSynchronizationPolicy, &v));
    WANT(v.syncPolicy == cudaSyncPolicyYield);
    cudaStreamAttrValue dom = {};
    dom.memSyncDomain = cudaLaunchMemSyncDomainRemote;
    CHECK(cudaStreamSetAttribute(s2, cudaStreamAttributeMemSyncDomain, &dom));
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributeMemSyncDomain, &v));
    WANT(v.memSyncDomain == cudaLaunchMemSyncDomainRemote);
    cudaStreamAttrValue pr = {};
    pr.priority = 0;
    CHECK(cudaStreamSetAttribute(s2, cudaStreamAttributePriority, &pr));
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributePriority, &v));
    WANT(v.priority == 0);

    // The default stream has attributes too.
    CHECK(cudaStreamSetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &sp));
    CHECK(cudaStreamGetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &v));
    WANT(v.syncPolicy == cudaSyncPolicyYield);

    // Copy s1's attributes to s2.
    CHECK(cudaStreamCopyAttributes(s2, s1));
    CHECK(cudaStreamGetAttribute(s2, cudaStreamAttributeAccessPolicyWindow, &v));
    WANT(v.accessPolicyWindow.base_ptr == d && v.accessPolicyWindow.hitRatio == 0.6f);

    // Kernels run as before; resetting persisting lines succeeds.
    static float h[n];
    for (int i = 0; i < n; i++)
        h[i] = (float)i;
    CHECK(cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, s1));
    twice<<<n / 256, 256, 0, s1>>>(d, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, s1));
    CHECK(cudaStreamSynchronize(s1));
    for (int i = 0; i < n; i++)
        if (h[i] != 2.0f * i) { printf("h[%d] = %f\n", i, h[i]); return 1; }
    w.accessPolicyWindow.num_bytes = 0; // turns the window off
    CHECK(cudaStreamSetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &w));
    CHECK(cudaCtxResetPersistingL2Cache());

    // Errors.
    cudaStreamAttrValue bad = w;
    bad.accessPolicyWindow.hitRatio = 1.5f;
    EXPECT(cudaStreamSetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &bad), cudaErrorInvalidValue);
    bad = w;
    bad.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
    EXPECT(cudaStreamSetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &bad), cudaErrorInvalidValue);
    bad = sp;
    bad.syncPolicy = (cudaSynchronizationPolicy)9;
    EXPECT(cudaStreamSetAttribute(s1, cudaStreamAttributeSynchronizationPolicy, &bad), cudaErrorInvalidValue);
    EXPECT(cudaStreamSetAttribute(s1, cudaLaunchAttributeCooperative, &pr), cudaErrorInvalidValue);
    EXPECT(cudaStreamGetAttribute(s1, cudaLaunchAttributeClusterDimension, &v), cudaErrorInvalidValue);
    EXPECT(cudaStreamSetAttribute(s1, cudaStreamAttributePriority, nullptr), cudaErrorInvalidValue);
    EXPECT(cudaStreamGetAttribute(s1, cudaStreamAttributePriority, nullptr), cudaErrorInvalidValue);
    cudaStream_t gone;
    CHECK(cudaStreamCreate(&gone));
    CHECK(cudaStreamDestroy(gone));
    EXPECT(cudaStreamGetAttribute(gone, cudaStreamAttributePriority, &v), cudaErrorInvalidResourceHandle);
    EXPECT(cudaStreamSetAttribute((cudaStream_t)h, cudaStreamAttributePriority, &pr), cudaErrorInvalidResourceHandle);
    EXPECT(cudaStreamCopyAttributes(s1, gone), cudaErrorInvalidResourceHandle);
    // The window set earlier is still there after the failures.
    CHECK(cudaStreamGetAttribute(s1, cudaStreamAttributeAccessPolicyWindow, &v));
    WANT(v.accessPolicyWindow.base_ptr == d && v.accessPolicyWindow.num_bytes == 0);

    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaFree(d));
    printf("PASS\n");
    return 0;
}
