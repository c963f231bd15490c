/* Driver API graphs over the test module (FERRY_TEST_MODULE): a graph of
 * copies, a memset, a vec_add kernel and a host node, launched many times
 * with new kernel parameters; queries of nodes and edges; clones, child
 * graphs, exec updates and disabled nodes; argument values copied when a
 * node is made; and the error codes of misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

#define N 256

static CUdeviceptr da, db, dc;
static float ha[N], hb[N], hc[N];
static int host_runs;

static void count_run(void *user)
{
    (*(int *)user)++;
}

static CUDA_MEMCPY3D copy_1d(CUmemorytype dst_type, void *dst, CUmemorytype src_type, const void *src, size_t bytes)
{
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = src_type;
    if (src_type == CU_MEMORYTYPE_HOST)
        c.srcHost = src;
    else
        c.srcDevice = (CUdeviceptr)(uintptr_t)src;
    c.dstMemoryType = dst_type;
    if (dst_type == CU_MEMORYTYPE_HOST)
        c.dstHost = dst;
    else
        c.dstDevice = (CUdeviceptr)(uintptr_t)dst;
    c.srcPitch = c.dstPitch = bytes;
    c.WidthInBytes = bytes;
    c.Height = c.Depth = 1;
    return c;
}

static CUDA_MEMSET_NODE_PARAMS memset_params(CUdeviceptr dst, unsigned value, size_t count)
{
    CUDA_MEMSET_NODE_PARAMS s = {dst, 0, value, 4, count, 1};
    return s;
}

typedef struct pipeline {
    CUgraph g;
    CUgraphNode up_a, up_b, clear, kernel, down, host;
    void *args[4];
    int n;
} pipeline;

/* up_a, up_b, clear -> kernel -> down -> host */
static void build(pipeline *p, CUfunction f)
{
    CHECK(cuGraphCreate(&p->g, 0) == CUDA_SUCCESS && p->g);
    CUDA_MEMCPY3D ca = copy_1d(CU_MEMORYTYPE_DEVICE, (void *)(uintptr_t)da, CU_MEMORYTYPE_HOST, ha, sizeof ha);
    CUDA_MEMCPY3D cb = copy_1d(CU_MEMORYTYPE_DEVICE, (void *)(uintptr_t)db, CU_MEMORYTYPE_HOST, hb, sizeof hb);
    CHECK(cuGraphAddMemcpyNode(&p->up_a, p->g, NULL, 0, &ca, NULL) == CUDA_SUCCESS);
    CHECK(cuGraphAddMemcpyNode(&p->up_b, p->g, NULL, 0, &cb, NULL) == CUDA_SUCCESS);
    CUDA_MEMSET_NODE_PARAMS s = memset_params(dc, 0xffffffffu, N);
    CHECK(cuGraphAddMemsetNode(&p->clear, p->g, NULL, 0, &s, NULL) == CUDA_SUCCESS);
    p->args[0] = &da;
    p->args[1] = &db;
    p->args[2] = &dc;
    p->args[3] = &p->n;
    p->n = N;
    CUDA_KERNEL_NODE_PARAMS k;
    memset(&k, 0, sizeof k);
    k.func = f;
    k.gridDimX = N / 64;
    k.gridDimY = k.gridDimZ = 1;
    k.blockDimX = 64;
    k.blockDimY = k.blockDimZ = 1;
    k.kernelParams = p->args;
    CUgraphNode deps[3] = {p->up_a, p->up_b, p->clear};
    CHECK(cuGraphAddKernelNode(&p->kernel, p->g, deps, 3, &k) == CUDA_SUCCESS);
    CUDA_MEMCPY3D cc = copy_1d(CU_MEMORYTYPE_HOST, hc, CU_MEMORYTYPE_DEVICE, (void *)(uintptr_t)dc, sizeof hc);
    CHECK(cuGraphAddMemcpyNode(&p->down, p->g, &p->kernel, 1, &cc, NULL) == CUDA_SUCCESS);
    CUDA_HOST_NODE_PARAMS h = {count_run, &host_runs};
    CHECK(cuGraphAddHostNode(&p->host, p->g, &p->down, 1, &h) == CUDA_SUCCESS);
}

static bool sums_ok(int n, float filler)
{
    for (int i = 0; i < N; i++) {
        float want = i < n ? ha[i] + hb[i] : filler;
        if (hc[i] != want && !(want != want && hc[i] != hc[i]))
            return false;
    }
    return true;
}

static void launches(pipeline *p, CUfunction f)
{
    CUgraphExec e = NULL;
    CHECK(cuGraphInstantiate(&e, p->g, 0) == CUDA_SUCCESS && e);
    CUstream s = NULL;
    host_runs = 0;
    bool all = true;
    for (int round = 0; round < 20; round++) {
        int n = 1 + round * 13 % N;
        for (int i = 0; i < N; i++) {
            ha[i] = (float)(i + round);
            hb[i] = (float)(2 * i);
        }
        CUDA_KERNEL_NODE_PARAMS k;
        CHECK(cuGraphKernelNodeGetParams(p->kernel, &k) == CUDA_SUCCESS && k.func == f && k.blockDimX == 64);
        int local_n = n;
        void *args[4] = {&da, &db, &dc, &local_n};
        k.kernelParams = args;
        CHECK(cuGraphExecKernelNodeSetParams(e, p->kernel, &k) == CUDA_SUCCESS);
        CHECK(cuGraphLaunch(e, s) == CUDA_SUCCESS);
        CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
        /* the memset's 0xffffffff is a NaN where the kernel did not write */
        float nan;
        unsigned ones = 0xffffffffu;
        memcpy(&nan, &ones, sizeof nan);
        all = all && sums_ok(n, nan);
    }
    CHECK(all);
    CHECK(host_runs == 20);
    /* the graph's own node kept its n */
    int *np = NULL;
    CUDA_KERNEL_NODE_PARAMS k;
    CHECK(cuGraphKernelNodeGetParams(p->kernel, &k) == CUDA_SUCCESS);
    np = (int *)k.kernelParams[3];
    CHECK(np && *np == N);
    cuuint64_t flags = 7;
    CHECK(cuGraphExecGetFlags(e, &flags) == CUDA_SUCCESS && flags == 0);
    CHECK(cuGraphUpload(e, s) == CUDA_SUCCESS);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
}

static void queries(pipeline *p)
{
    size_t n = 0;
    CHECK(cuGraphGetNodes(p->g, NULL, &n) == CUDA_SUCCESS && n == 6);
    CUgraphNode nodes[8];
    n = 8;
    CHECK(cuGraphGetNodes(p->g, nodes, &n) == CUDA_SUCCESS && n == 6 && nodes[3] == p->kernel && nodes[6] == NULL);
    CHECK(cuGraphGetRootNodes(p->g, NULL, &n) == CUDA_SUCCESS && n == 3);
    n = 3;
    CHECK(cuGraphGetRootNodes(p->g, nodes, &n) == CUDA_SUCCESS && nodes[0] == p->up_a && nodes[2] == p->clear);
    CHECK(cuGraphGetEdges(p->g, NULL, NULL, &n) == CUDA_SUCCESS && n == 5);
    CUgraphNode from[5], to[5];
    CUgraphEdgeData data[5];
    memset(data, 0x5a, sizeof data);
    n = 5;
    CHECK(cuGraphGetEdges_v2(p->g, from, to, data, &n) == CUDA_SUCCESS && n == 5);
    CHECK(from[0] == p->up_a && to[0] == p->kernel && from[4] == p->down && to[4] == p->host);
    CHECK(data[4].from_port == 0 && data[4].type == 0);
    CUgraphNodeType t;
    CHECK(cuGraphNodeGetType(p->kernel, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_KERNEL);
    CHECK(cuGraphNodeGetType(p->clear, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_MEMSET);
    CHECK(cuGraphNodeGetType(p->host, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_HOST);
    CHECK(cuGraphNodeGetType(p->down, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_MEMCPY);
    CHECK(cuGraphNodeGetDependencies(p->kernel, NULL, &n) == CUDA_SUCCESS && n == 3);
    CHECK(cuGraphNodeGetDependentNodes(p->kernel, NULL, &n) == CUDA_SUCCESS && n == 1);
    n = 1;
    CHECK(cuGraphNodeGetDependentNodes_v2(p->kernel, nodes, data, &n) == CUDA_SUCCESS && nodes[0] == p->down);
    n = 3;
    CHECK(cuGraphNodeGetDependencies_v2(p->kernel, nodes, NULL, &n) == CUDA_SUCCESS && nodes[1] == p->up_b);
    CUDA_MEMCPY3D c;
    CHECK(cuGraphMemcpyNodeGetParams(p->down, &c) == CUDA_SUCCESS);
    CHECK(c.dstMemoryType == CU_MEMORYTYPE_HOST && c.dstHost == hc && c.srcMemoryType == CU_MEMORYTYPE_DEVICE &&
          c.srcDevice == dc && c.WidthInBytes == sizeof hc);
    CUDA_MEMSET_NODE_PARAMS s;
    CHECK(cuGraphMemsetNodeGetParams(p->clear, &s) == CUDA_SUCCESS && s.dst == dc && s.value == 0xffffffffu &&
          s.width == N && s.elementSize == 4);
    CUDA_HOST_NODE_PARAMS h;
    CHECK(cuGraphHostNodeGetParams(p->host, &h) == CUDA_SUCCESS && h.fn == count_run && h.userData == &host_runs);
    /* an edge removed and put back, with plain edge data */
    CUgraphEdgeData plain = {0, 0, 0, {0}}, port = {1, 0, 0, {0}};
    CHECK(cuGraphRemoveDependencies(p->g, &p->down, &p->host, 1) == CUDA_SUCCESS);
    CHECK(cuGraphGetRootNodes(p->g, NULL, &n) == CUDA_SUCCESS && n == 4);
    CHECK(cuGraphAddDependencies_v2(p->g, &p->down, &p->host, &port, 1) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphAddDependencies_v2(p->g, &p->down, &p->host, &plain, 1) == CUDA_SUCCESS);
    CHECK(cuGraphGetRootNodes(p->g, NULL, &n) == CUDA_SUCCESS && n == 3);
}

/* A clone, a child graph in a second graph, an exec updated from a graph
 * of the same shape, a node turned off. */
static void clones_and_updates(pipeline *p)
{
    CUgraph clone = NULL;
    CHECK(cuGraphClone(&clone, p->g) == CUDA_SUCCESS && clone);
    CUgraphNode ck = NULL, cs = NULL;
    CHECK(cuGraphNodeFindInClone(&ck, p->kernel, clone) == CUDA_SUCCESS && ck && ck != p->kernel);
    CHECK(cudaGraphNodeFindInClone(&cs, p->clear, clone) == cudaSuccess && cs && cs != p->clear);
    CHECK(cuGraphNodeFindInClone(&cs, p->clear, clone) == CUDA_SUCCESS);
    CHECK(cuGraphNodeFindInClone(&ck, p->kernel, p->g) == CUDA_ERROR_INVALID_VALUE);
    CUgraph unrelated;
    CUgraphNode u0, u1, u2, u3;
    CHECK(cuGraphCreate(&unrelated, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&u0, unrelated, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&u1, unrelated, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&u2, unrelated, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&u3, unrelated, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphNodeFindInClone(&ck, u3, clone) == CUDA_ERROR_INVALID_VALUE); /* not cloned from it */
    CHECK(cuGraphDestroy(unrelated) == CUDA_SUCCESS);
    CUgraphNodeType t;
    CHECK(cuGraphNodeGetType(ck, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_KERNEL);

    CUgraph outer;
    CUgraphNode child, after;
    int outer_runs = 0;
    CHECK(cuGraphCreate(&outer, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddChildGraphNode(&child, outer, NULL, 0, p->g) == CUDA_SUCCESS);
    CUDA_HOST_NODE_PARAMS h = {count_run, &outer_runs};
    CHECK(cuGraphAddHostNode(&after, outer, &child, 1, &h) == CUDA_SUCCESS);
    CUgraph inside = NULL;
    CHECK(cuGraphChildGraphNodeGetGraph(child, &inside) == CUDA_SUCCESS && inside && inside != p->g);
    CUgraphExec e;
    CHECK(cuGraphInstantiateWithFlags(&e, outer, 0) == CUDA_SUCCESS);
    for (int i = 0; i < N; i++)
        ha[i] = hb[i] = 1.0f;
    host_runs = 0;
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(sums_ok(N, 0) && host_runs == 1 && outer_runs == 1);

    /* the exec's child takes the clone with a memset of 0 */
    CUDA_MEMSET_NODE_PARAMS s = memset_params(dc, 0, N);
    CHECK(cuGraphMemsetNodeSetParams(cs, &s) == CUDA_SUCCESS);
    CHECK(cuGraphExecChildGraphNodeSetParams(e, child, clone) == CUDA_SUCCESS);
    /* and the kernel is turned off in the exec: c stays cleared */
    unsigned on = 9;
    CHECK(cuGraphNodeGetEnabled(e, child, &on) == CUDA_ERROR_INVALID_VALUE);
    CUgraphExec pe;
    CHECK(cuGraphInstantiateWithFlags(&pe, p->g, 0) == CUDA_SUCCESS);
    CHECK(cuGraphNodeGetEnabled(pe, p->kernel, &on) == CUDA_SUCCESS && on == 1);
    CHECK(cuGraphNodeSetEnabled(pe, p->kernel, 0) == CUDA_SUCCESS);
    CHECK(cuGraphNodeGetEnabled(pe, p->kernel, &on) == CUDA_SUCCESS && on == 0);
    CHECK(cuGraphLaunch(pe, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    unsigned ones = 0xffffffffu;
    float nan;
    memcpy(&nan, &ones, sizeof nan);
    CHECK(sums_ok(0, nan));
    /* update pe from the clone (memset 0 now), kernel turned back on */
    CUgraphExecUpdateResultInfo info;
    CHECK(cuGraphExecUpdate(pe, clone, &info) == CUDA_SUCCESS && info.result == CU_GRAPH_EXEC_UPDATE_SUCCESS);
    CHECK(cuGraphNodeSetEnabled(pe, p->kernel, 1) == CUDA_SUCCESS);
    for (int i = 0; i < N; i++)
        ha[i] = 2.0f;
    CHECK(cuGraphLaunch(pe, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(sums_ok(N, 0));
    /* a graph of another shape does not fit */
    CUgraphNode extra;
    CHECK(cuGraphAddEmptyNode(&extra, clone, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphExecUpdate(pe, clone, &info) == CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE &&
          info.result == CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED);
    CHECK(cuGraphExecChildGraphNodeSetParams(e, child, clone) == CUDA_ERROR_INVALID_VALUE);

    CHECK(cuGraphExecDestroy(pe) == CUDA_SUCCESS);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(outer) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(clone) == CUDA_SUCCESS);
}

/* mixed has parameter sizes: the node keeps copies of the values. */
static void values_copied(CUmodule m)
{
    CUfunction f;
    CHECK(cuModuleGetFunction(&f, m, "mixed") == CUDA_SUCCESS);
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, 6 * sizeof(long long)) == CUDA_SUCCESS);
    char c = 7;
    short s = -300;
    int i = 123456;
    double d = 2.5;
    float fl = 0.25f;
    long long l = 1LL << 40;
    void *args[7] = {&out, &c, &s, &i, &d, &fl, &l};
    CUgraph g;
    CUgraphNode k;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CUgraphNodeParams np;
    memset(&np, 0, sizeof np);
    np.type = CU_GRAPH_NODE_TYPE_KERNEL;
    np.kernel.func = f;
    np.kernel.gridDimX = np.kernel.gridDimY = np.kernel.gridDimZ = 1;
    np.kernel.blockDimX = np.kernel.blockDimY = np.kernel.blockDimZ = 1;
    np.kernel.kernelParams = args;
    CHECK(cuGraphAddNode(&k, g, NULL, 0, &np) == CUDA_SUCCESS);
    c = 1, s = 1, i = 1, d = 1, fl = 1, l = 1;
    CUgraphExec e;
    CHECK(cuGraphInstantiateWithFlags(&e, g, 0) == CUDA_SUCCESS);
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    long long got[6] = {0};
    CHECK(cuMemcpyDtoH(got, out, sizeof got) == CUDA_SUCCESS);
    CHECK(got[0] == 7 && got[1] == -300 && got[2] == 123456 && got[3] == 2500 && got[4] == 250 && got[5] == 1LL << 40);
    /* the same through `extra`, packed as mixed lays it out */
    char buf[40] = {0};
    memcpy(buf, &out, 8);
    buf[8] = 9;
    short s2 = 12;
    int i2 = 34;
    double d2 = 0.5;
    float f2 = 4.0f;
    long long l2 = -5;
    memcpy(buf + 10, &s2, 2);
    memcpy(buf + 12, &i2, 4);
    memcpy(buf + 16, &d2, 8);
    memcpy(buf + 24, &f2, 4);
    memcpy(buf + 32, &l2, 8);
    size_t size = sizeof buf;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, CU_LAUNCH_PARAM_END};
    np.kernel.kernelParams = NULL;
    np.kernel.extra = extra;
    CHECK(cuGraphExecNodeSetParams(e, k, &np) == CUDA_SUCCESS);
    memset(buf, 0, sizeof buf);
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(got, out, sizeof got) == CUDA_SUCCESS);
    CHECK(got[0] == 9 && got[1] == 12 && got[2] == 34 && got[3] == 500 && got[4] == 4000 && got[5] == -5);
    np.kernel.kernelParams = args; /* both: refused */
    CHECK(cuGraphKernelNodeSetParams(k, &np.kernel) == CUDA_ERROR_INVALID_VALUE);
    /* attributes are kept and copied */
    CUkernelNodeAttrValue v, w;
    memset(&v, 0, sizeof v);
    v.priority = 3;
    CHECK(cuGraphKernelNodeSetAttribute(k, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &v) == CUDA_SUCCESS);
    CHECK(cuGraphKernelNodeGetAttribute(k, CU_KERNEL_NODE_ATTRIBUTE_PRIORITY, &w) == CUDA_SUCCESS && w.priority == 3);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
    CHECK(cuMemFree(out) == CUDA_SUCCESS);
}

static void memory_and_events(void)
{
    CUgraph g;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CUDA_MEM_ALLOC_NODE_PARAMS a;
    memset(&a, 0, sizeof a);
    a.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    a.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    a.bytesize = 4096;
    CUgraphNode an, sn, cn, fn, rn;
    CHECK(cuGraphAddMemAllocNode(&an, g, NULL, 0, &a) == CUDA_SUCCESS && a.dptr != 0);
    CUDA_MEMSET_NODE_PARAMS s = memset_params(a.dptr, 0x01020304u, 1024);
    CHECK(cuGraphAddMemsetNode(&sn, g, &an, 1, &s, NULL) == CUDA_SUCCESS);
    unsigned back[1024];
    CUDA_MEMCPY3D c = copy_1d(CU_MEMORYTYPE_HOST, back, CU_MEMORYTYPE_DEVICE, (void *)(uintptr_t)a.dptr, sizeof back);
    CHECK(cuGraphAddMemcpyNode(&cn, g, &sn, 1, &c, NULL) == CUDA_SUCCESS);
    CHECK(cuGraphAddMemFreeNode(&fn, g, &cn, 1, a.dptr) == CUDA_SUCCESS);
    CUevent ev, ev2;
    CHECK(cuEventCreate(&ev, 0) == CUDA_SUCCESS && cuEventCreate(&ev2, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEventRecordNode(&rn, g, &fn, 1, ev) == CUDA_SUCCESS);
    CUevent got = NULL;
    CHECK(cuGraphEventRecordNodeGetEvent(rn, &got) == CUDA_SUCCESS && got == ev);
    CHECK(cuGraphEventRecordNodeSetEvent(rn, ev2) == CUDA_SUCCESS);
    CHECK(cuGraphEventRecordNodeGetEvent(rn, &got) == CUDA_SUCCESS && got == ev2);
    CHECK(cuGraphEventWaitNodeGetEvent(rn, &got) == CUDA_ERROR_INVALID_VALUE);
    CUDA_MEM_ALLOC_NODE_PARAMS a2;
    CHECK(cuGraphMemAllocNodeGetParams(an, &a2) == CUDA_SUCCESS && a2.dptr == a.dptr && a2.bytesize == 4096);
    CUdeviceptr freed = 0;
    CHECK(cuGraphMemFreeNodeGetParams(fn, &freed) == CUDA_SUCCESS && freed == a.dptr);
    CUDA_GRAPH_INSTANTIATE_PARAMS ip;
    memset(&ip, 0, sizeof ip);
    ip.flags = CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD;
    CUgraphExec e;
    CHECK(cuGraphInstantiateWithParams(&e, g, &ip) == CUDA_SUCCESS && ip.result_out == CUDA_GRAPH_INSTANTIATE_SUCCESS);
    cuuint64_t flags = 0;
    CHECK(cuGraphExecGetFlags(e, &flags) == CUDA_SUCCESS && flags == CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD);
    memset(back, 0, sizeof back);
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuEventSynchronize(ev2) == CUDA_SUCCESS);
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS && back[0] == 0x01020304u && back[1023] == 0x01020304u);
    CHECK(cuEventQuery(ev2) == CUDA_SUCCESS);
    cuuint64_t used = 1;
    CHECK(cuDeviceGetGraphMemAttribute(0, CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, &used) == CUDA_SUCCESS && used == 0);
    CHECK(cuDeviceGetGraphMemAttribute(0, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, &used) == CUDA_SUCCESS && used >= 4096);
    used = 0;
    CHECK(cuDeviceSetGraphMemAttribute(0, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, &used) == CUDA_SUCCESS);
    CHECK(cuDeviceGetGraphMemAttribute(1, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, &used) == CUDA_ERROR_INVALID_DEVICE);
    CHECK(cuDeviceGraphMemTrim(0) == CUDA_SUCCESS);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
    CHECK(cuEventDestroy(ev) == CUDA_SUCCESS && cuEventDestroy(ev2) == CUDA_SUCCESS);
}

static void misuse(pipeline *p, CUfunction f)
{
    CUgraph other;
    CUgraphNode n, a, b;
    CHECK(cuGraphCreate(NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphCreate(&other, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphCreate(&other, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&n, NULL, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphAddEmptyNode(&n, other, &p->kernel, 1) == CUDA_ERROR_INVALID_VALUE); /* another graph's node */
    CHECK(cuGraphAddEmptyNode(&n, other, NULL, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphDestroy(NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphNodeGetType(NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphGetNodes(NULL, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphAddDependencies(other, &p->up_a, &p->kernel, 1) == CUDA_ERROR_INVALID_VALUE);
    /* a cycle cannot be instantiated */
    CHECK(cuGraphAddEmptyNode(&a, other, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&b, other, &a, 1) == CUDA_SUCCESS);
    CHECK(cuGraphAddDependencies(other, &a, &a, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphAddDependencies(other, &b, &a, 1) == CUDA_SUCCESS);
    CUgraphExec e = NULL;
    CHECK(cuGraphInstantiateWithFlags(&e, other, 0) != CUDA_SUCCESS);
    CUDA_GRAPH_INSTANTIATE_PARAMS ip;
    memset(&ip, 0, sizeof ip);
    CHECK(cuGraphInstantiateWithParams(&e, other, &ip) != CUDA_SUCCESS &&
          ip.result_out == CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE);
    CHECK(cuGraphInstantiateWithFlags(&e, p->g, CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH) == CUDA_ERROR_NOT_SUPPORTED);
    /* kernel nodes: bad function, no parameters, the wrong function in an exec */
    CUDA_KERNEL_NODE_PARAMS k;
    CHECK(cuGraphKernelNodeGetParams(p->kernel, &k) == CUDA_SUCCESS);
    CUDA_KERNEL_NODE_PARAMS bad = k;
    bad.func = (CUfunction)&bad;
    CHECK(cuGraphAddKernelNode(&n, other, NULL, 0, &bad) == CUDA_ERROR_INVALID_HANDLE);
    bad = k; /* the kernel as a CUkernel (a library's kernel is its CUfunction) */
    bad.func = NULL;
    bad.kern = (CUkernel)f;
    CHECK(cuGraphAddKernelNode(&n, other, NULL, 0, &bad) == CUDA_SUCCESS && cuGraphDestroyNode(n) == CUDA_SUCCESS);
    bad.kern = NULL;
    CHECK(cuGraphAddKernelNode(&n, other, NULL, 0, &bad) == CUDA_ERROR_INVALID_VALUE);
    bad = k;
    bad.kernelParams = NULL;
    CHECK(cuGraphAddKernelNode(&n, other, NULL, 0, &bad) == CUDA_ERROR_INVALID_VALUE);
    bad = k;
    bad.blockDimX = 4096;
    CHECK(cuGraphAddKernelNode(&n, other, NULL, 0, &bad) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphKernelNodeGetParams(p->clear, &k) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphKernelNodeGetParams(p->kernel, &k) == CUDA_SUCCESS && k.func == f);
    CUgraphExec pe;
    CHECK(cuGraphInstantiateWithFlags(&pe, p->g, 0) == CUDA_SUCCESS);
    CUfunction bump;
    CHECK(cuModuleGetFunction(&bump, (CUmodule)0, "bump") == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuGraphExecKernelNodeSetParams(pe, a, &k) == CUDA_ERROR_INVALID_VALUE); /* not pe's node */
    CHECK(cuGraphNodeSetEnabled(pe, p->up_a, 0) == CUDA_SUCCESS);
    CHECK(cuGraphExecHostNodeSetParams(pe, p->kernel, &(CUDA_HOST_NODE_PARAMS){count_run, NULL}) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphLaunch(NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphLaunch(pe, (CUstream)&bad) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuGraphExecDestroy(pe) == CUDA_SUCCESS);
    /* memset and memcpy parameters */
    CUDA_MEMSET_NODE_PARAMS s = memset_params(dc, 0, N);
    s.elementSize = 3;
    CHECK(cuGraphAddMemsetNode(&n, other, NULL, 0, &s, NULL) == CUDA_ERROR_INVALID_VALUE);
    s = memset_params(dc, 0, N * 2);
    CHECK(cuGraphAddMemsetNode(&n, other, NULL, 0, &s, NULL) == CUDA_ERROR_INVALID_VALUE);
    CUDA_MEMCPY3D c = copy_1d(CU_MEMORYTYPE_DEVICE, (void *)(uintptr_t)dc, CU_MEMORYTYPE_HOST, ha, sizeof ha * 2);
    CHECK(cuGraphAddMemcpyNode(&n, other, NULL, 0, &c, NULL) == CUDA_ERROR_INVALID_VALUE);
    CUgraphEdgeData port = {0, 1, 0, {0}};
    CHECK(cuGraphAddNode_v2(&n, other, &a, &port, 1, &(CUgraphNodeParams){.type = CU_GRAPH_NODE_TYPE_EMPTY}) ==
          CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphAddExternalSemaphoresSignalNode(&n, other, NULL, 0, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphAddBatchMemOpNode(&n, other, NULL, 0, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuGraphDestroyNode(b) == CUDA_SUCCESS);
    CHECK(cuGraphInstantiateWithFlags(&e, other, 0) == CUDA_SUCCESS && cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(other) == CUDA_SUCCESS);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CUgraph g;
    CHECK(cuGraphCreate(&g, 0) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuGraphCreate(&g, 0) == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CUmodule m = NULL;
    CUfunction f = NULL;
    CHECK(cuModuleLoad(&m, path) == CUDA_SUCCESS && m);
    CHECK(m && cuModuleGetFunction(&f, m, "vec_add") == CUDA_SUCCESS);
    if (!f) {
        printf("%d passed, %d failed\n", passed, failed);
        return 1;
    }
    CHECK(cuMemAlloc(&da, sizeof ha) == CUDA_SUCCESS && cuMemAlloc(&db, sizeof hb) == CUDA_SUCCESS &&
          cuMemAlloc(&dc, sizeof hc) == CUDA_SUCCESS);
    pipeline p;
    build(&p, f);
    launches(&p, f);
    queries(&p);
    clones_and_updates(&p);
    values_copied(m);
    memory_and_events();
    misuse(&p, f);
    CHECK(cuGraphDestroy(p.g) == CUDA_SUCCESS);
    CHECK(cudaGetLastError() == cudaSuccess);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
