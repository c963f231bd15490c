/* Driver API graph nodes beyond the basic ones: copies to and from a CUDA
 * array, conditional nodes made with cuGraphAddNode, the DOT dump, the
 * older forms of changed calls (found through cuGetProcAddress), node
 * parameters changed through CUgraphNodeParams, and the runtime's
 * counterparts of the driver calls (cudaGraphHostNodeSetParams ...). */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime_check.h"

static int runs;

static void bump(void *user)
{
    (*(int *)user)++;
}

static void launch_and_wait(CUgraph g)
{
    CUgraphExec e;
    CHECK(cuGraphInstantiateWithFlags(&e, g, 0) == CUDA_SUCCESS);
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
}

/* host -> array -> device -> host, the array as 8 rows of 16 floats */
static void array_copies(void)
{
    struct cudaChannelFormatDesc fd = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t arr;
    CHECK(cudaMallocArray(&arr, &fd, 16, 8, 0) == cudaSuccess);
    float src[8][16], back[8][16];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++)
            src[y][x] = (float)(y * 100 + x);
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, sizeof src) == CUDA_SUCCESS);
    CUgraph g;
    CUgraphNode up, across, down;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = src;
    c.srcPitch = sizeof src[0];
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = (CUarray)arr;
    c.WidthInBytes = sizeof src[0];
    c.Height = 8;
    c.Depth = 1;
    CHECK(cuGraphAddMemcpyNode(&up, g, NULL, 0, &c, NULL) == CUDA_SUCCESS);
    CUDA_MEMCPY3D got;
    CHECK(cuGraphMemcpyNodeGetParams(up, &got) == CUDA_SUCCESS && got.dstMemoryType == CU_MEMORYTYPE_ARRAY &&
          got.dstArray == (CUarray)arr && got.WidthInBytes == sizeof src[0] && got.Height == 8);
    /* the array's rows 2..7, columns 4..15, to the device at the same place */
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = (CUarray)arr;
    c.srcXInBytes = 4 * sizeof(float);
    c.srcY = 2;
    c.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c.dstDevice = d;
    c.dstXInBytes = 4 * sizeof(float);
    c.dstY = 2;
    c.dstPitch = sizeof src[0];
    c.WidthInBytes = 12 * sizeof(float);
    c.Height = 6;
    c.Depth = 1;
    CHECK(cuGraphAddMemcpyNode(&across, g, &up, 1, &c, NULL) == CUDA_SUCCESS);
    CUDA_MEMCPY3D bad = c;
    bad.srcXInBytes = 3; /* not a whole element */
    CUgraphNode n;
    CHECK(cuGraphAddMemcpyNode(&n, g, NULL, 0, &bad, NULL) == CUDA_ERROR_INVALID_VALUE);
    bad = c;
    bad.Height = 7; /* past the array */
    CHECK(cuGraphAddMemcpyNode(&n, g, NULL, 0, &bad, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuMemsetD8(d, 0, sizeof src) == CUDA_SUCCESS);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_DEVICE;
    c.srcDevice = d;
    c.srcPitch = sizeof src[0];
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = back;
    c.dstPitch = sizeof back[0];
    c.WidthInBytes = sizeof src[0];
    c.Height = 8;
    c.Depth = 1;
    CHECK(cuGraphAddMemcpyNode(&down, g, &across, 1, &c, NULL) == CUDA_SUCCESS);
    memset(back, 0xff, sizeof back);
    launch_and_wait(g);
    bool ok = true;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++)
            ok = ok && back[y][x] == (y >= 2 && x >= 4 ? src[y][x] : 0.0f);
    CHECK(ok);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
    CHECK(cuMemFree(d) == CUDA_SUCCESS);
    CHECK(cudaFreeArray(arr) == cudaSuccess);
}

/* while (flag) { runs++; flag = runs < 5 } as a body of host nodes */
static void set_flag(void *user)
{
    unsigned *flag = user;
    runs++;
    *flag = runs < 5;
}

static void conditionals(void)
{
    CUgraph g;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CUgraphConditionalHandle h = 0;
    CHECK(cuGraphConditionalHandleCreate(&h, g, NULL, 1, CU_GRAPH_COND_ASSIGN_DEFAULT) == CUDA_SUCCESS && h);
    CHECK(cuGraphConditionalHandleCreate(&h, g, NULL, 1, 2) == CUDA_ERROR_INVALID_VALUE);
    CUgraphNodeParams p;
    memset(&p, 0, sizeof p);
    p.type = CU_GRAPH_NODE_TYPE_CONDITIONAL;
    p.conditional.handle = h;
    p.conditional.type = CU_GRAPH_COND_TYPE_WHILE;
    p.conditional.size = 1;
    CUgraphNode cond, body;
    CHECK(cuGraphAddNode(&cond, g, NULL, 0, &p) == CUDA_SUCCESS && p.conditional.phGraph_out);
    CUgraphNodeType t;
    CHECK(cuGraphNodeGetType(cond, &t) == CUDA_SUCCESS && t == CU_GRAPH_NODE_TYPE_CONDITIONAL);
    /* the handle is the address of the condition's value */
    CUDA_HOST_NODE_PARAMS hp = {set_flag, (void *)(uintptr_t)h};
    CHECK(cuGraphAddHostNode(&body, p.conditional.phGraph_out[0], NULL, 0, &hp) == CUDA_SUCCESS);
    runs = 0;
    launch_and_wait(g);
    CHECK(runs == 5);
    p.conditional.size = 2; /* a while has one body */
    CHECK(cuGraphAddNode(&cond, g, NULL, 0, &p) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cudaGetLastError() == cudaSuccess); /* driver errors leave the runtime's alone */
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
}

static void dot_print(void)
{
    CUgraph g;
    CUgraphNode a, b;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&a, g, NULL, 0) == CUDA_SUCCESS);
    CUDA_HOST_NODE_PARAMS hp = {bump, &runs};
    CHECK(cuGraphAddHostNode(&b, g, &a, 1, &hp) == CUDA_SUCCESS);
    char path[] = "/tmp/ferry_cu_graph_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0)
        close(fd);
    CHECK(cuGraphDebugDotPrint(g, path, CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE) == CUDA_SUCCESS);
    FILE *f = fopen(path, "r");
    char text[4096] = {0};
    size_t len = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f)
        fclose(f);
    CHECK(len > 0 && strstr(text, "digraph") && strstr(text, "->"));
    unlink(path);
    CHECK(cuGraphDebugDotPrint(g, NULL, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
}

typedef CUresult (*instantiate_v1)(CUgraphExec *, CUgraph, CUgraphNode *, char *, size_t);
typedef CUresult (*update_v1)(CUgraphExec, CUgraph, CUgraphNode *, CUgraphExecUpdateResult *);

/* Binaries built against CUDA 10/11 headers get the older forms. */
static void older_forms(void)
{
    void *fn = NULL, *fn12 = NULL;
    CHECK(cuGetProcAddress("cuGraphInstantiate", &fn, 11000, 0, NULL) == CUDA_SUCCESS && fn);
    CHECK(cuGetProcAddress("cuGraphInstantiate", &fn12, 12000, 0, NULL) == CUDA_SUCCESS &&
          fn12 == (void *)cuGraphInstantiateWithFlags);
    CHECK(cuGetProcAddress("cuGraphAddNode", &fn12, 12030, 0, NULL) == CUDA_SUCCESS &&
          fn12 == (void *)cuGraphAddNode_v2);
    CUgraph g;
    CUgraphNode a, b;
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&a, g, NULL, 0) == CUDA_SUCCESS);
    CHECK(cuGraphAddEmptyNode(&b, g, &a, 1) == CUDA_SUCCESS);
    CUgraphExec e = NULL;
    CUgraphNode err_node = a;
    char log[64];
    CHECK(fn && ((instantiate_v1)fn)(&e, g, &err_node, log, sizeof log) == CUDA_SUCCESS && e && !err_node);
    void *up = NULL;
    CHECK(cuGetProcAddress("cuGraphExecUpdate", &up, 11000, 0, NULL) == CUDA_SUCCESS && up);
    CUgraphExecUpdateResult res = CU_GRAPH_EXEC_UPDATE_ERROR;
    CHECK(up && ((update_v1)up)(e, g, &err_node, &res) == CUDA_SUCCESS && res == CU_GRAPH_EXEC_UPDATE_SUCCESS);
    CHECK(cuGraphDestroyNode(b) == CUDA_SUCCESS);
    CHECK(up && ((update_v1)up)(e, g, &err_node, &res) == CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE &&
          res == CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED);
    CHECK(cuGraphAddDependencies(g, &a, &a, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
}

static void params_through_union(void)
{
    CUgraph g;
    CUgraphNode h, s;
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, 64) == CUDA_SUCCESS);
    CHECK(cuGraphCreate(&g, 0) == CUDA_SUCCESS);
    CUgraphNodeParams p;
    memset(&p, 0, sizeof p);
    p.type = CU_GRAPH_NODE_TYPE_MEMSET;
    p.memset.dst = d;
    p.memset.value = 0xab;
    p.memset.elementSize = 1;
    p.memset.width = 64;
    p.memset.height = 1;
    CHECK(cuGraphAddNode(&s, g, NULL, 0, &p) == CUDA_SUCCESS);
    CUgraphNodeParams hp;
    memset(&hp, 0, sizeof hp);
    hp.type = CU_GRAPH_NODE_TYPE_HOST;
    hp.host.fn = bump;
    hp.host.userData = &runs;
    CHECK(cuGraphAddNode(&h, g, &s, 1, &hp) == CUDA_SUCCESS);
    CHECK(cuGraphNodeSetParams(h, &p) == CUDA_ERROR_INVALID_VALUE); /* another type */
    CUgraphExec e;
    CHECK(cuGraphInstantiateWithFlags(&e, g, 0) == CUDA_SUCCESS);
    p.memset.value = 0xcd;
    CHECK(cuGraphExecNodeSetParams(e, s, &p) == CUDA_SUCCESS);
    runs = 0;
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    unsigned char back[64];
    CHECK(cuMemcpyDtoH(back, d, sizeof back) == CUDA_SUCCESS && back[0] == 0xcd && back[63] == 0xcd && runs == 1);
    /* the graph's node still has 0xab; the runtime's view of the same nodes */
    struct cudaMemsetParams rs;
    CHECK(cudaGraphMemsetNodeGetParams(s, &rs) == cudaSuccess && rs.value == 0xab);
    int other = 0;
    struct cudaHostNodeParams rh = {bump, &other};
    CHECK(cudaGraphExecHostNodeSetParams(e, h, &rh) == cudaSuccess);
    CHECK(cuGraphLaunch(e, NULL) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS && runs == 1 && other == 1);
    CHECK(cudaGraphHostNodeGetParams(h, &rh) == cudaSuccess && rh.userData == &runs);
    unsigned long long flags = 1;
    CHECK(cudaGraphExecGetFlags(e, &flags) == cudaSuccess && flags == 0);
    CHECK(cudaGraphNodeSetEnabled(e, h, 0) == cudaSuccess);
    unsigned on = 1;
    CHECK(cudaGraphNodeGetEnabled(e, h, &on) == cudaSuccess && on == 0);
    CHECK(cudaGraphHostNodeGetParams(s, &rh) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
    CHECK(cuGraphExecDestroy(e) == CUDA_SUCCESS);
    CHECK(cuGraphDestroy(g) == CUDA_SUCCESS);
    CHECK(cuMemFree(d) == CUDA_SUCCESS);
}

int main(void)
{
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    array_copies();
    conditionals();
    dot_print();
    older_forms();
    params_through_union();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
