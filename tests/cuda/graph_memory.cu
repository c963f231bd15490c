// PTX-DIFF-SKIP: host runtime behaviour (stream_async runs queued kernels from NVIDIA's PTX)
// Graph memory: allocation and free nodes made explicitly and captured from
// cudaMallocAsync/cudaFreeAsync; 2D and 3D copies and 2D fills as nodes,
// explicit and captured.  The address is fixed when the node is
// made; the memory exists from the allocation's run to its free, in the
// graph or outside it (cudaFree), and the next launch allocates it again.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#include "check.h"

__global__ void fill(int *p, int n, int v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v + i;
}

__global__ void add_into(const int *p, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += p[i];
}

static const int n = 1000;

static int check_out(const int *out, int times, int v)
{
    int h[n];
    CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
        EXPECT(h[i] == times * (v + i));
    return 0;
}

static int explicit_nodes(int *out)
{
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0));
    cudaMemAllocNodeParams ap = {};
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = n * sizeof(int);
    cudaGraphNode_t alloc, k1, k2, freed;
    CHECK(cudaGraphAddMemAllocNode(&alloc, g, NULL, 0, &ap));
    int *p = (int *)ap.dptr;
    EXPECT(p != NULL);
    cudaMemAllocNodeParams got;
    CHECK(cudaGraphMemAllocNodeGetParams(alloc, &got));
    EXPECT(got.dptr == p && got.bytesize == n * sizeof(int));

    int v = 3, nn = n;
    void *fill_args[] = {&p, &nn, &v}, *add_args[] = {&p, &out, &nn};
    cudaKernelNodeParams kp = {};
    kp.func = (void *)fill;
    kp.gridDim = dim3((n + 255) / 256);
    kp.blockDim = dim3(256);
    kp.kernelParams = fill_args;
    CHECK(cudaGraphAddKernelNode(&k1, g, &alloc, 1, &kp));
    kp.func = (void *)add_into;
    kp.kernelParams = add_args;
    CHECK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp));
    CHECK(cudaGraphAddMemFreeNode(&freed, g, &k2, 1, p));
    void *where = NULL;
    CHECK(cudaGraphMemFreeNodeGetParams(freed, &where));
    EXPECT(where == p);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    CHECK(cudaMemset(out, 0, n * sizeof(int)));
    for (int i = 0; i < 3; ++i)
        CHECK(cudaGraphLaunch(exec, 0));
    CHECK(cudaDeviceSynchronize());
    if (check_out(out, 3, 3))
        return 1;
    // Freed by the graph: no longer device memory until the next launch.
    int h;
    EXPECT(cudaMemcpy(&h, p, sizeof h, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
    cudaGetLastError();
    unsigned long long reserved = 0, used = 0;
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
    EXPECT(reserved >= n * sizeof(int) && used == 0);
    CHECK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &used));
    EXPECT(used >= n * sizeof(int));
    unsigned long long zero = 0;
    CHECK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero));
    EXPECT(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero) == cudaErrorInvalidValue);
    CHECK(cudaDeviceGraphMemTrim(0));

    // Misuse.
    cudaGraphNode_t bad;
    int local;
    EXPECT(cudaGraphAddMemFreeNode(&bad, g, NULL, 0, &local) == cudaErrorInvalidValue);
    ap.bytesize = 0;
    EXPECT(cudaGraphAddMemAllocNode(&bad, g, NULL, 0, &ap) == cudaErrorInvalidValue);
    cudaGetLastError();
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    return 0;
}

// Captured: cudaMallocAsync becomes an allocation node, cudaFreeAsync a
// free node; an allocation left live is freed outside the graph.
static int captured(int *out)
{
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int *p = NULL, *kept = NULL;
    cudaGraph_t g;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMallocAsync((void **)&p, n * sizeof(int), s));
    CHECK(cudaMallocAsync((void **)&kept, n * sizeof(int), s));
    fill<<<(n + 255) / 256, 256, 0, s>>>(p, n, 5);
    add_into<<<(n + 255) / 256, 256, 0, s>>>(p, out, n);
    fill<<<(n + 255) / 256, 256, 0, s>>>(kept, n, 7);
    CHECK(cudaFreeAsync(p, s));
    CHECK(cudaStreamEndCapture(s, &g));
    EXPECT(p != NULL && kept != NULL && p != kept);
    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    EXPECT(count == 6);

    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    CHECK(cudaMemset(out, 0, n * sizeof(int)));
    CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    if (check_out(out, 1, 5) || check_out(kept, 1, 7))
        return 1;
    CHECK(cudaFree(kept)); // freed outside the graph
    CHECK(cudaGraphLaunch(exec, s)); // allocates it again, at the same address
    CHECK(cudaStreamSynchronize(s));
    if (check_out(out, 2, 5) || check_out(kept, 1, 7))
        return 1;
    CHECK(cudaFreeAsync(kept, s));
    CHECK(cudaStreamSynchronize(s));
    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaStreamDestroy(s));
    return 0;
}

// 2D/3D copies and 2D fills: cudaGraphAddMemcpyNode and its parameters,
// and the captured forms of cudaMemcpy2DAsync, cudaMemset2DAsync and
// cudaMemcpy3DAsync; replayed after the host data changes.
static int copies_2d_3d()
{
    const size_t w = 40, h = 8, pitch_h = 64;
    char host[h * pitch_h], back[h * w];
    char *dev;
    size_t pitch;
    CHECK(cudaMallocPitch((void **)&dev, &pitch, w, h));
    char *pinned;
    CHECK(cudaMallocHost((void **)&pinned, h * pitch_h));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaGraph_t g;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    CHECK(cudaMemset2DAsync(dev, pitch, 0x11, w, h, s));
    CHECK(cudaMemcpy2DAsync(dev, pitch, pinned, pitch_h, w / 2, h, cudaMemcpyHostToDevice, s));
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(dev, pitch, w, h);
    p.dstPtr = make_cudaPitchedPtr(pinned, pitch_h, w, h);
    p.extent = make_cudaExtent(w, h, 1);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3DAsync(&p, s));
    CHECK(cudaStreamEndCapture(s, &g));
    size_t count = 0;
    CHECK(cudaGraphGetNodes(g, NULL, &count));
    EXPECT(count == 3);
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, g, 0));
    for (int round = 1; round <= 2; ++round) {
        for (size_t i = 0; i < h * pitch_h; ++i)
            pinned[i] = (char)(i % 101 + round);
        memcpy(host, pinned, sizeof host);
        CHECK(cudaGraphLaunch(exec, s));
        CHECK(cudaStreamSynchronize(s));
        for (size_t r = 0; r < h; ++r)
            for (size_t c = 0; c < w; ++c)
                EXPECT(pinned[r * pitch_h + c] == (c < w / 2 ? host[r * pitch_h + c] : 0x11));
    }

    // An explicit 3D copy node, read back and changed in the exec.
    cudaGraph_t g2;
    CHECK(cudaGraphCreate(&g2, 0));
    cudaGraphNode_t node;
    p.dstPtr = make_cudaPitchedPtr(back, w, w, h);
    CHECK(cudaGraphAddMemcpyNode(&node, g2, NULL, 0, &p));
    cudaMemcpy3DParms got = {};
    CHECK(cudaGraphMemcpyNodeGetParams(node, &got));
    EXPECT(got.extent.width == w && got.extent.height == h && got.dstPtr.ptr == back);
    cudaGraphExec_t exec2;
    CHECK(cudaGraphInstantiate(&exec2, g2, 0));
    CHECK(cudaGraphLaunch(exec2, s));
    CHECK(cudaStreamSynchronize(s));
    EXPECT(back[0] == host[0] && back[w - 1] == 0x11);
    CHECK(cudaGraphExecMemcpyNodeSetParams1D(exec2, node, back, dev + pitch, w, cudaMemcpyDeviceToHost));
    CHECK(cudaGraphLaunch(exec2, s));
    CHECK(cudaStreamSynchronize(s));
    EXPECT(back[0] == host[pitch_h] && back[w - 1] == 0x11);
    // A 1D node answers in the 3D form.
    CHECK(cudaGraphMemcpyNodeSetParams1D(node, back, dev, 16, cudaMemcpyDeviceToHost));
    CHECK(cudaGraphMemcpyNodeGetParams(node, &got));
    EXPECT(got.extent.width == 16 && got.extent.height == 1 && got.srcPtr.ptr == dev);
    EXPECT(cudaGraphMemcpyNodeSetParams1D(node, back, back, 16, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue);
    cudaGetLastError();

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphExecDestroy(exec2));
    CHECK(cudaGraphDestroy(g));
    CHECK(cudaGraphDestroy(g2));
    CHECK(cudaStreamDestroy(s));
    CHECK(cudaFree(dev));
    CHECK(cudaFreeHost(pinned));
    return 0;
}

int main()
{
    int *out;
    CHECK(cudaMalloc(&out, n * sizeof(int)));
    if (explicit_nodes(out) || captured(out) || copies_2d_3d())
        return 1;
    CHECK(cudaFree(out));
    printf("PASS\n");
    return 0;
}
