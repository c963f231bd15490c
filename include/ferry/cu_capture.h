/* The driver API's stream capture and user objects.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_CAPTURE_H
#define FERRY_CU_CAPTURE_H

#ifdef __cplusplus
extern "C" {
#endif

/* CUDA 12's headers give the plain names the newer forms. */
#define cuStreamBeginCapture cuStreamBeginCapture_v2
#define cuStreamGetCaptureInfo cuStreamGetCaptureInfo_v2

typedef enum CUstreamCaptureStatus_enum {
    CU_STREAM_CAPTURE_STATUS_NONE = 0,
    CU_STREAM_CAPTURE_STATUS_ACTIVE = 1,
    CU_STREAM_CAPTURE_STATUS_INVALIDATED = 2
} CUstreamCaptureStatus;

typedef enum CUstreamCaptureMode_enum {
    CU_STREAM_CAPTURE_MODE_GLOBAL = 0,
    CU_STREAM_CAPTURE_MODE_THREAD_LOCAL = 1,
    CU_STREAM_CAPTURE_MODE_RELAXED = 2
} CUstreamCaptureMode;

typedef enum CUstreamUpdateCaptureDependencies_flags_enum {
    CU_STREAM_ADD_CAPTURE_DEPENDENCIES = 0x0,
    CU_STREAM_SET_CAPTURE_DEPENDENCIES = 0x1
} CUstreamUpdateCaptureDependencies_flags;

typedef enum CUuserObject_flags_enum { CU_USER_OBJECT_NO_DESTRUCTOR_SYNC = 1 } CUuserObject_flags;

typedef enum CUuserObjectRetain_flags_enum { CU_GRAPH_USER_OBJECT_MOVE = 1 } CUuserObjectRetain_flags;

__FERRY_CU_API CUresult CUDAAPI cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode);
/* hStream NULL: the calling thread's per-thread default stream. */
__FERRY_CU_API CUresult CUDAAPI cuStreamBeginCapture_ptsz(CUstream hStream, CUstreamCaptureMode mode);
__FERRY_CU_API CUresult CUDAAPI cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph,
                                                            const CUgraphNode *dependencies,
                                                            const CUgraphEdgeData *dependencyData,
                                                            size_t numDependencies, CUstreamCaptureMode mode);
__FERRY_CU_API CUresult CUDAAPI cuStreamEndCapture(CUstream hStream, CUgraph *phGraph);
__FERRY_CU_API CUresult CUDAAPI cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus);
__FERRY_CU_API CUresult CUDAAPI cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                                       cuuint64_t *id_out, CUgraph *graph_out,
                                                       const CUgraphNode **dependencies_out,
                                                       size_t *numDependencies_out);
__FERRY_CU_API CUresult CUDAAPI cuStreamGetCaptureInfo_v3(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                                          cuuint64_t *id_out, CUgraph *graph_out,
                                                          const CUgraphNode **dependencies_out,
                                                          const CUgraphEdgeData **edgeData_out,
                                                          size_t *numDependencies_out);
__FERRY_CU_API CUresult CUDAAPI cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies,
                                                                  size_t numDependencies, unsigned int flags);
__FERRY_CU_API CUresult CUDAAPI cuStreamUpdateCaptureDependencies_v2(CUstream hStream, CUgraphNode *dependencies,
                                                                     const CUgraphEdgeData *dependencyData,
                                                                     size_t numDependencies, unsigned int flags);
__FERRY_CU_API CUresult CUDAAPI cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode);

__FERRY_CU_API CUresult CUDAAPI cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy,
                                                   unsigned int initialRefcount, unsigned int flags);
__FERRY_CU_API CUresult CUDAAPI cuUserObjectRetain(CUuserObject object, unsigned int count);
__FERRY_CU_API CUresult CUDAAPI cuUserObjectRelease(CUuserObject object, unsigned int count);
__FERRY_CU_API CUresult CUDAAPI cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count,
                                                        unsigned int flags);
__FERRY_CU_API CUresult CUDAAPI cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count);

#ifdef __cplusplus
}
#endif

#endif
