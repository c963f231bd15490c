/* Driver API user objects: the runtime's (user_object.c); CUuserObject
 * and cudaUserObject_t are one type. */
#include "cu_internal.h"
#include "graph.h"

FERRY_API CUresult cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy,
                                      unsigned int initialRefcount, unsigned int flags)
{
    CUresult r = ferry_cu_need_init();
    if (r != CUDA_SUCCESS)
        return r;
    return ferry_cu_from_cuda(cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags));
}

FERRY_API CUresult cuUserObjectRetain(CUuserObject object, unsigned int count)
{
    CUresult r = ferry_cu_need_init();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaUserObjectRetain(object, count));
}

FERRY_API CUresult cuUserObjectRelease(CUuserObject object, unsigned int count)
{
    CUresult r = ferry_cu_need_init();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaUserObjectRelease(object, count));
}

FERRY_API CUresult cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count,
                                           unsigned int flags)
{
    CUresult r = ferry_cu_need_init();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaGraphRetainUserObject(graph, object, count, flags));
}

FERRY_API CUresult cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count)
{
    CUresult r = ferry_cu_need_init();
    return r != CUDA_SUCCESS ? r : ferry_cu_from_cuda(cudaGraphReleaseUserObject(graph, object, count));
}
