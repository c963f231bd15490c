/* The runtime API's larger memory families: 3D (pitched) memory, stream
 * ordered memory pools, peer access (one device: there is never a peer)
 * and stream attributes.  Included from cuda_runtime_api.h after its own
 * declarations, while __FERRY_API and __FERRY_DEFAULT are still defined.
 * Names, fields and enum values follow CUDA's public API reference. */
#ifndef FERRY_FERRY_RT_MEMORY_H
#define FERRY_FERRY_RT_MEMORY_H

/* CUDA arrays (ferry/rt_texture.h) are named by 3D copies here too. */
struct cudaArray;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;

/* ---- 3D memory ---- */
struct cudaExtent {
    size_t width; /* bytes for pitched memory, elements for arrays */
    size_t height;
    size_t depth;
};

struct cudaPitchedPtr {
    void *ptr;
    size_t pitch;
    size_t xsize;
    size_t ysize;
};

struct cudaPos {
    size_t x;
    size_t y;
    size_t z;
};

struct cudaMemcpy3DParms {
    cudaArray_t srcArray;
    struct cudaPos srcPos;
    struct cudaPitchedPtr srcPtr;
    cudaArray_t dstArray;
    struct cudaPos dstPos;
    struct cudaPitchedPtr dstPtr;
    struct cudaExtent extent;
    enum cudaMemcpyKind kind;
};

struct cudaMemcpy3DPeerParms {
    cudaArray_t srcArray;
    struct cudaPos srcPos;
    struct cudaPitchedPtr srcPtr;
    int srcDevice;
    cudaArray_t dstArray;
    struct cudaPos dstPos;
    struct cudaPitchedPtr dstPtr;
    int dstDevice;
    struct cudaExtent extent;
};

/* ---- memory pools ---- */
typedef struct CUmemPoolHandle_st *cudaMemPool_t;

enum cudaMemPoolAttr {
    cudaMemPoolReuseFollowEventDependencies = 0x1,
    cudaMemPoolReuseAllowOpportunistic = 0x2,
    cudaMemPoolReuseAllowInternalDependencies = 0x3,
    cudaMemPoolAttrReleaseThreshold = 0x4,
    cudaMemPoolAttrReservedMemCurrent = 0x5,
    cudaMemPoolAttrReservedMemHigh = 0x6,
    cudaMemPoolAttrUsedMemCurrent = 0x7,
    cudaMemPoolAttrUsedMemHigh = 0x8
};

enum cudaMemLocationType {
    cudaMemLocationTypeInvalid = 0,
    cudaMemLocationTypeDevice = 1,
    cudaMemLocationTypeHost = 2,
    cudaMemLocationTypeHostNuma = 3,
    cudaMemLocationTypeHostNumaCurrent = 4
};

enum cudaMemAccessFlags {
    cudaMemAccessFlagsProtNone = 0,
    cudaMemAccessFlagsProtRead = 1,
    cudaMemAccessFlagsProtReadWrite = 3
};

enum cudaMemAllocationType {
    cudaMemAllocationTypeInvalid = 0x0,
    cudaMemAllocationTypePinned = 0x1,
    cudaMemAllocationTypeMax = 0x7FFFFFFF
};

enum cudaMemAllocationHandleType {
    cudaMemHandleTypeNone = 0x0,
    cudaMemHandleTypePosixFileDescriptor = 0x1,
    cudaMemHandleTypeWin32 = 0x2,
    cudaMemHandleTypeWin32Kmt = 0x4,
    cudaMemHandleTypeFabric = 0x8
};

struct cudaMemLocation {
    enum cudaMemLocationType type;
    int id;
};

struct cudaMemAccessDesc {
    struct cudaMemLocation location;
    enum cudaMemAccessFlags flags;
};

struct cudaMemPoolProps {
    enum cudaMemAllocationType allocType;
    enum cudaMemAllocationHandleType handleTypes;
    struct cudaMemLocation location;
    void *win32SecurityAttributes;
    size_t maxSize;
    unsigned short usage;
    unsigned char reserved[54];
};

/* ---- peer access ---- */
enum cudaDeviceP2PAttr {
    cudaDevP2PAttrPerformanceRank = 1,
    cudaDevP2PAttrAccessSupported = 2,
    cudaDevP2PAttrNativeAtomicSupported = 3,
    cudaDevP2PAttrCudaArrayAccessSupported = 4
};

/* ---- stream attributes ---- */
enum cudaAccessProperty {
    cudaAccessPropertyNormal = 0,
    cudaAccessPropertyStreaming = 1,
    cudaAccessPropertyPersisting = 2
};

struct cudaAccessPolicyWindow {
    void *base_ptr;
    size_t num_bytes;
    float hitRatio;
    enum cudaAccessProperty hitProp;
    enum cudaAccessProperty missProp;
};

/* The launch attributes are shared with kernel launches and graph kernel
 * nodes; another header may have declared them already. */
#ifndef __FERRY_LAUNCH_ATTRIBUTE
#define __FERRY_LAUNCH_ATTRIBUTE
enum cudaSynchronizationPolicy {
    cudaSyncPolicyAuto = 1,
    cudaSyncPolicySpin = 2,
    cudaSyncPolicyYield = 3,
    cudaSyncPolicyBlockingSync = 4
};

enum cudaClusterSchedulingPolicy {
    cudaClusterSchedulingPolicyDefault = 0,
    cudaClusterSchedulingPolicySpread = 1,
    cudaClusterSchedulingPolicyLoadBalancing = 2
};

typedef enum cudaLaunchMemSyncDomain {
    cudaLaunchMemSyncDomainDefault = 0,
    cudaLaunchMemSyncDomainRemote = 1
} cudaLaunchMemSyncDomain;

typedef struct cudaLaunchMemSyncDomainMap_st {
    unsigned char default_;
    unsigned char remote;
} cudaLaunchMemSyncDomainMap;

typedef enum cudaLaunchAttributeID {
    cudaLaunchAttributeIgnore = 0,
    cudaLaunchAttributeAccessPolicyWindow = 1,
    cudaLaunchAttributeCooperative = 2,
    cudaLaunchAttributeSynchronizationPolicy = 3,
    cudaLaunchAttributeClusterDimension = 4,
    cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
    cudaLaunchAttributeProgrammaticStreamSerialization = 6,
    cudaLaunchAttributeProgrammaticEvent = 7,
    cudaLaunchAttributePriority = 8,
    cudaLaunchAttributeMemSyncDomainMap = 9,
    cudaLaunchAttributeMemSyncDomain = 10
} cudaLaunchAttributeID;

typedef union cudaLaunchAttributeValue {
    char pad[64];
    struct cudaAccessPolicyWindow accessPolicyWindow;
    int cooperative;
    enum cudaSynchronizationPolicy syncPolicy;
    struct {
        unsigned int x;
        unsigned int y;
        unsigned int z;
    } clusterDim;
    enum cudaClusterSchedulingPolicy clusterSchedulingPolicyPreference;
    int programmaticStreamSerializationAllowed;
    struct {
        cudaEvent_t event;
        int flags;
        int triggerAtBlockStart;
    } programmaticEvent;
    int priority;
    cudaLaunchMemSyncDomainMap memSyncDomainMap;
    cudaLaunchMemSyncDomain memSyncDomain;
} cudaLaunchAttributeValue;
#endif

#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttrValue cudaLaunchAttributeValue
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributePriority cudaLaunchAttributePriority

#if defined(__cplusplus)
extern "C" {
#endif

/* ---- 3D memory ---- */
__FERRY_API cudaError_t CUDARTAPI cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                                                    cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p,
                                                        cudaStream_t stream __FERRY_DEFAULT(0));
__FERRY_API cudaError_t CUDARTAPI cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value,
                                               struct cudaExtent extent);
__FERRY_API cudaError_t CUDARTAPI cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
                                                    struct cudaExtent extent, cudaStream_t stream __FERRY_DEFAULT(0));

/* ---- memory pools ---- */
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolDestroy(cudaMemPool_t memPool);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                                          void *value);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                                          void *value);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList,
                                                       size_t count);
__FERRY_API cudaError_t CUDARTAPI cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                                       struct cudaMemLocation *location);
__FERRY_API cudaError_t CUDARTAPI cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                                          cudaStream_t stream);

/* ---- peer access ---- */
__FERRY_API cudaError_t CUDARTAPI cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceDisablePeerAccess(int peerDevice);
__FERRY_API cudaError_t CUDARTAPI cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice,
                                                            int dstDevice);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                                                 size_t count);
__FERRY_API cudaError_t CUDARTAPI cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                                      size_t count, cudaStream_t stream __FERRY_DEFAULT(0));

/* ---- stream attributes ---- */
__FERRY_API cudaError_t CUDARTAPI cudaStreamSetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                                         const cudaLaunchAttributeValue *value);
__FERRY_API cudaError_t CUDARTAPI cudaStreamGetAttribute(cudaStream_t hStream, cudaLaunchAttributeID attr,
                                                         cudaLaunchAttributeValue *value_out);
__FERRY_API cudaError_t CUDARTAPI cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src);
/* Accepted and checked: every stream reaches all memory on the CPU. */
__FERRY_API cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr,
                                                           size_t length __FERRY_DEFAULT(0),
                                                           unsigned int flags __FERRY_DEFAULT(cudaMemAttachSingle));
__FERRY_API cudaError_t CUDARTAPI cudaCtxResetPersistingL2Cache(void);

#if defined(__cplusplus)
}

/* cuda_runtime.h's overload: an allocation from a given pool. */
template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool,
                                                       cudaStream_t stream)
{
    return ::cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}
#endif

#include "../driver_functions.h"

#endif
