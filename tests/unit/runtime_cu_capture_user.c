/* User objects through the driver API: the destructor runs once, when
 * the last reference goes, whether the program's, a graph's, a clone's
 * (cudaGraphClone, a child graph node) or an executable graph's; and the
 * errors of misuse. */
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <stdlib.h>

#include "runtime_check.h"

static int destroyed;

static void destroy(void *p)
{
    __atomic_fetch_add((int *)p, 1, __ATOMIC_RELAXED);
}

static CUuserObject make(unsigned refs)
{
    CUuserObject o = NULL;
    CHECK(cuUserObjectCreate(&o, &destroyed, destroy, refs, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) == CUDA_SUCCESS && o);
    return o;
}

static void plain_references(void)
{
    destroyed = 0;
    CUuserObject o = make(2);
    CHECK(cuUserObjectRetain(o, 3) == CUDA_SUCCESS);
    CHECK(cuUserObjectRelease(o, 4) == CUDA_SUCCESS && destroyed == 0);
    CHECK(cuUserObjectRelease(o, 1) == CUDA_SUCCESS && destroyed == 1);
    CHECK(cuUserObjectRelease(o, 1) == CUDA_ERROR_INVALID_VALUE && destroyed == 1);
}

/* The object outlives its graph through the exec made from it, and the
 * clone made from the graph; the last of them runs the destructor. */
static void graph_references(void)
{
    destroyed = 0;
    CUuserObject o = make(1);
    cudaGraph_t g, clone;
    CHECK(cudaGraphCreate(&g, 0) == cudaSuccess);
    cudaGraphNode_t n;
    CHECK(cudaGraphAddEmptyNode(&n, g, NULL, 0) == cudaSuccess);
    CHECK(cuGraphRetainUserObject(g, o, 2, 0) == CUDA_SUCCESS);
    CHECK(cuGraphReleaseUserObject(g, o, 1) == CUDA_SUCCESS);
    CHECK(cuUserObjectRelease(o, 1) == CUDA_SUCCESS && destroyed == 0); /* the graph keeps one */
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    CHECK(cudaGraphClone(&clone, g) == cudaSuccess);
    CHECK(cudaGraphLaunch(e, NULL) == cudaSuccess && cudaStreamSynchronize(NULL) == cudaSuccess);
    CHECK(cudaGraphDestroy(g) == cudaSuccess && destroyed == 0);
    CHECK(cudaGraphExecDestroy(e) == cudaSuccess && destroyed == 0);
    CHECK(cudaGraphDestroy(clone) == cudaSuccess && destroyed == 1);
}

/* CU_GRAPH_USER_OBJECT_MOVE hands the caller's reference over; a child
 * graph node's copy holds its own. */
static void moved_and_child(void)
{
    destroyed = 0;
    CUuserObject o = make(1);
    cudaGraph_t child, parent;
    CHECK(cudaGraphCreate(&child, 0) == cudaSuccess && cudaGraphCreate(&parent, 0) == cudaSuccess);
    CHECK(cuGraphRetainUserObject(child, o, 1, CU_GRAPH_USER_OBJECT_MOVE) == CUDA_SUCCESS);
    cudaGraphNode_t n;
    CHECK(cudaGraphAddChildGraphNode(&n, parent, NULL, 0, child) == cudaSuccess);
    CHECK(cudaGraphDestroy(child) == cudaSuccess && destroyed == 0);
    CHECK(cuGraphReleaseUserObject(parent, o, 1) == CUDA_ERROR_INVALID_VALUE); /* the child's, not the parent's */
    CHECK(cudaGraphDestroy(parent) == cudaSuccess && destroyed == 1);
}

/* A graph captured from a stream owns what was retained on it during the
 * capture (cuStreamGetCaptureInfo gives the graph). */
static void captured(void)
{
    destroyed = 0;
    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CUuserObject o = make(1);
    CHECK(cuStreamBeginCapture(s, CU_STREAM_CAPTURE_MODE_GLOBAL) == CUDA_SUCCESS);
    CUstreamCaptureStatus st;
    CUgraph g = NULL;
    CHECK(cuStreamGetCaptureInfo(s, &st, NULL, &g, NULL, NULL) == CUDA_SUCCESS && g);
    CHECK(cuGraphRetainUserObject(g, o, 1, CU_GRAPH_USER_OBJECT_MOVE) == CUDA_SUCCESS);
    CHECK(cuStreamEndCapture(s, &g) == CUDA_SUCCESS && destroyed == 0);
    cudaGraphExec_t e;
    CHECK(cudaGraphInstantiate(&e, g, 0) == cudaSuccess);
    CHECK(cudaGraphDestroy(g) == cudaSuccess && destroyed == 0);
    for (int i = 0; i < 5; i++)
        CHECK(cudaGraphLaunch(e, s) == cudaSuccess);
    CHECK(cudaGraphExecDestroy(e) == cudaSuccess && destroyed == 1);
    cuStreamDestroy(s);
}

static void misuse(void)
{
    CUuserObject o = NULL;
    CHECK(cuUserObjectCreate(NULL, &destroyed, destroy, 1, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuUserObjectCreate(&o, &destroyed, NULL, 1, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuUserObjectCreate(&o, &destroyed, destroy, 0, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) ==
          CUDA_ERROR_INVALID_VALUE);
    CHECK(cuUserObjectCreate(&o, &destroyed, destroy, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    destroyed = 0;
    o = make(1);
    cudaGraph_t g;
    CHECK(cudaGraphCreate(&g, 0) == cudaSuccess);
    CHECK(cuUserObjectRetain(o, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuUserObjectRetain(NULL, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphRetainUserObject(NULL, o, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphRetainUserObject(g, o, 1, 2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuGraphReleaseUserObject(g, o, 1) == CUDA_ERROR_INVALID_VALUE); /* the graph holds none */
    CHECK(cuGraphRetainUserObject(g, o, 1, 0) == CUDA_SUCCESS);
    CHECK(cuGraphReleaseUserObject(g, o, 2) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuUserObjectRelease(o, 1) == CUDA_SUCCESS && destroyed == 0);
    CHECK(cuGraphReleaseUserObject(g, o, 1) == CUDA_SUCCESS && destroyed == 1);
    CHECK(cudaGraphDestroy(g) == cudaSuccess && destroyed == 1);
}

int main(void)
{
    CUuserObject o;
    CHECK(cuUserObjectCreate(&o, NULL, destroy, 1, CU_USER_OBJECT_NO_DESTRUCTOR_SYNC) == CUDA_ERROR_NOT_INITIALIZED);
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    plain_references();
    graph_references();
    moved_and_child();
    captured();
    misuse();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
