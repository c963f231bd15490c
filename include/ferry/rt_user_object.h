/* User objects: reference-counted host objects whose destructor runs when
 * the last reference goes, held by the program and by graphs (runtime
 * API).  Included from cuda_runtime_api.h after rt_graph.h, while
 * __FERRY_API and __FERRY_DEFAULT are still defined. */
#ifndef FERRY_FERRY_RT_USER_OBJECT_H
#define FERRY_FERRY_RT_USER_OBJECT_H

typedef struct CUuserObject_st *cudaUserObject_t;

enum cudaUserObjectFlags { cudaUserObjectNoDestructorSync = 0x1 };

enum cudaUserObjectRetainFlags { cudaGraphUserObjectMove = 0x1 };

__FERRY_API cudaError_t CUDARTAPI cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy,
                                                       unsigned int initialRefcount, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaUserObjectRetain(cudaUserObject_t object, unsigned int count __FERRY_DEFAULT(1));
__FERRY_API cudaError_t CUDARTAPI cudaUserObjectRelease(cudaUserObject_t object,
                                                        unsigned int count __FERRY_DEFAULT(1));
__FERRY_API cudaError_t CUDARTAPI cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                                            unsigned int count __FERRY_DEFAULT(1),
                                                            unsigned int flags __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                                             unsigned int count __FERRY_DEFAULT(1));

#endif
