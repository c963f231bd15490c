/* cuGetProcAddress's entries for the driver API's arrays, mipmapped arrays, texture and surface objects, and copies between them. */
#include "cu_internal.h"
#include "cu_plain_names.h"

/* The plain names (cu_array_legacy.c). */
CUresult cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);
CUresult cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);
CUresult cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
CUresult cuMemcpyHtoA(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
CUresult cuMemcpyAtoH(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
CUresult cuMemcpyAtoD(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset, size_t ByteCount);
CUresult cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount,
                           CUstream hStream);
CUresult cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount, CUstream hStream);
CUresult cuMemcpy3D(const CUDA_MEMCPY3D *pCopy);
CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
CUresult cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height);
CUresult cuMemsetD2D16(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width, size_t Height);
CUresult cuMemsetD2D32(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width, size_t Height);
CUresult cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);
CUresult cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef);
CUresult cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr, size_t Pitch);

const ferry_cu_proc ferry_cu_procs_array[] = {
    FERRY_CU_PROC("cuArrayCreate", cuArrayCreate, 2000),
    FERRY_CU_PROC("cuArrayCreate", cuArrayCreate_v2, 3020),
    FERRY_CU_PROC("cuArray3DCreate", cuArray3DCreate, 2000),
    FERRY_CU_PROC("cuArray3DCreate", cuArray3DCreate_v2, 3020),
    FERRY_CU_PROC("cuArrayDestroy", cuArrayDestroy, 2000),
    FERRY_CU_PROC("cuArrayGetDescriptor", cuArrayGetDescriptor, 2000),
    FERRY_CU_PROC("cuArrayGetDescriptor", cuArrayGetDescriptor_v2, 3020),
    FERRY_CU_PROC("cuArray3DGetDescriptor", cuArray3DGetDescriptor, 2000),
    FERRY_CU_PROC("cuArray3DGetDescriptor", cuArray3DGetDescriptor_v2, 3020),
    FERRY_CU_PROC("cuArrayGetMemoryRequirements", cuArrayGetMemoryRequirements, 11060),
    FERRY_CU_PROC("cuArrayGetPlane", cuArrayGetPlane, 11020),
    FERRY_CU_PROC("cuArrayGetSparseProperties", cuArrayGetSparseProperties, 11010),
    FERRY_CU_PROC("cuMipmappedArrayCreate", cuMipmappedArrayCreate, 5000),
    FERRY_CU_PROC("cuMipmappedArrayDestroy", cuMipmappedArrayDestroy, 5000),
    FERRY_CU_PROC("cuMipmappedArrayGetLevel", cuMipmappedArrayGetLevel, 5000),
    FERRY_CU_PROC("cuMipmappedArrayGetMemoryRequirements", cuMipmappedArrayGetMemoryRequirements, 11060),
    FERRY_CU_PROC("cuMemcpyHtoA", cuMemcpyHtoA, 2000),
    FERRY_CU_PROC("cuMemcpyHtoA", cuMemcpyHtoA_v2, 3020),
    FERRY_CU_PROC("cuMemcpyAtoH", cuMemcpyAtoH, 2000),
    FERRY_CU_PROC("cuMemcpyAtoH", cuMemcpyAtoH_v2, 3020),
    FERRY_CU_PROC("cuMemcpyDtoA", cuMemcpyDtoA, 2000),
    FERRY_CU_PROC("cuMemcpyDtoA", cuMemcpyDtoA_v2, 3020),
    FERRY_CU_PROC("cuMemcpyAtoD", cuMemcpyAtoD, 2000),
    FERRY_CU_PROC("cuMemcpyAtoD", cuMemcpyAtoD_v2, 3020),
    FERRY_CU_PROC("cuMemcpyAtoA", cuMemcpyAtoA, 2000),
    FERRY_CU_PROC("cuMemcpyAtoA", cuMemcpyAtoA_v2, 3020),
    FERRY_CU_PROC("cuMemcpyHtoAAsync", cuMemcpyHtoAAsync, 2000),
    FERRY_CU_PROC("cuMemcpyHtoAAsync", cuMemcpyHtoAAsync_v2, 3020),
    FERRY_CU_PROC("cuMemcpyAtoHAsync", cuMemcpyAtoHAsync, 2000),
    FERRY_CU_PROC("cuMemcpyAtoHAsync", cuMemcpyAtoHAsync_v2, 3020),
    FERRY_CU_PROC("cuMemcpy3D", cuMemcpy3D, 2000),
    FERRY_CU_PROC("cuMemcpy3D", cuMemcpy3D_v2, 3020),
    FERRY_CU_PROC("cuMemcpy3DAsync", cuMemcpy3DAsync, 2000),
    FERRY_CU_PROC("cuMemcpy3DAsync", cuMemcpy3DAsync_v2, 3020),
    FERRY_CU_PROC("cuMemcpy3DPeer", cuMemcpy3DPeer, 4000),
    FERRY_CU_PROC("cuMemcpy3DPeerAsync", cuMemcpy3DPeerAsync, 4000),
    FERRY_CU_PROC("cuMemsetD2D8", cuMemsetD2D8, 2000),
    FERRY_CU_PROC("cuMemsetD2D8", cuMemsetD2D8_v2, 3020),
    FERRY_CU_PROC("cuMemsetD2D16", cuMemsetD2D16, 2000),
    FERRY_CU_PROC("cuMemsetD2D16", cuMemsetD2D16_v2, 3020),
    FERRY_CU_PROC("cuMemsetD2D32", cuMemsetD2D32, 2000),
    FERRY_CU_PROC("cuMemsetD2D32", cuMemsetD2D32_v2, 3020),
    FERRY_CU_PROC("cuMemsetD2D8Async", cuMemsetD2D8Async, 3020),
    FERRY_CU_PROC("cuMemsetD2D16Async", cuMemsetD2D16Async, 3020),
    FERRY_CU_PROC("cuMemsetD2D32Async", cuMemsetD2D32Async, 3020),
    FERRY_CU_PROC("cuTexObjectCreate", cuTexObjectCreate, 5000),
    FERRY_CU_PROC("cuTexObjectDestroy", cuTexObjectDestroy, 5000),
    FERRY_CU_PROC("cuTexObjectGetResourceDesc", cuTexObjectGetResourceDesc, 5000),
    FERRY_CU_PROC("cuTexObjectGetTextureDesc", cuTexObjectGetTextureDesc, 5000),
    FERRY_CU_PROC("cuTexObjectGetResourceViewDesc", cuTexObjectGetResourceViewDesc, 5000),
    FERRY_CU_PROC("cuSurfObjectCreate", cuSurfObjectCreate, 5000),
    FERRY_CU_PROC("cuSurfObjectDestroy", cuSurfObjectDestroy, 5000),
    FERRY_CU_PROC("cuSurfObjectGetResourceDesc", cuSurfObjectGetResourceDesc, 5000),
    FERRY_CU_PROC("cuTexRefCreate", cuTexRefCreate, 2000),
    FERRY_CU_PROC("cuTexRefDestroy", cuTexRefDestroy, 2000),
    FERRY_CU_PROC("cuTexRefSetAddress", cuTexRefSetAddress, 2000),
    FERRY_CU_PROC("cuTexRefSetAddress", cuTexRefSetAddress_v2, 3020),
    FERRY_CU_PROC("cuTexRefGetAddress", cuTexRefGetAddress, 2000),
    FERRY_CU_PROC("cuTexRefGetAddress", cuTexRefGetAddress_v2, 3020),
    FERRY_CU_PROC("cuTexRefSetAddress2D", cuTexRefSetAddress2D, 2020),
    FERRY_CU_PROC("cuTexRefSetAddress2D", cuTexRefSetAddress2D_v3, 4010),
    FERRY_CU_PROC("cuTexRefSetArray", cuTexRefSetArray, 2000),
    FERRY_CU_PROC("cuTexRefGetArray", cuTexRefGetArray, 2000),
    FERRY_CU_PROC("cuTexRefSetMipmappedArray", cuTexRefSetMipmappedArray, 5000),
    FERRY_CU_PROC("cuTexRefGetMipmappedArray", cuTexRefGetMipmappedArray, 5000),
    FERRY_CU_PROC("cuTexRefSetAddressMode", cuTexRefSetAddressMode, 2000),
    FERRY_CU_PROC("cuTexRefGetAddressMode", cuTexRefGetAddressMode, 2000),
    FERRY_CU_PROC("cuTexRefSetFilterMode", cuTexRefSetFilterMode, 2000),
    FERRY_CU_PROC("cuTexRefGetFilterMode", cuTexRefGetFilterMode, 2000),
    FERRY_CU_PROC("cuTexRefSetMipmapFilterMode", cuTexRefSetMipmapFilterMode, 5000),
    FERRY_CU_PROC("cuTexRefGetMipmapFilterMode", cuTexRefGetMipmapFilterMode, 5000),
    FERRY_CU_PROC("cuTexRefSetMipmapLevelBias", cuTexRefSetMipmapLevelBias, 5000),
    FERRY_CU_PROC("cuTexRefGetMipmapLevelBias", cuTexRefGetMipmapLevelBias, 5000),
    FERRY_CU_PROC("cuTexRefSetMipmapLevelClamp", cuTexRefSetMipmapLevelClamp, 5000),
    FERRY_CU_PROC("cuTexRefGetMipmapLevelClamp", cuTexRefGetMipmapLevelClamp, 5000),
    FERRY_CU_PROC("cuTexRefSetMaxAnisotropy", cuTexRefSetMaxAnisotropy, 5000),
    FERRY_CU_PROC("cuTexRefGetMaxAnisotropy", cuTexRefGetMaxAnisotropy, 5000),
    FERRY_CU_PROC("cuTexRefSetBorderColor", cuTexRefSetBorderColor, 8000),
    FERRY_CU_PROC("cuTexRefGetBorderColor", cuTexRefGetBorderColor, 8000),
    FERRY_CU_PROC("cuTexRefSetFlags", cuTexRefSetFlags, 2000),
    FERRY_CU_PROC("cuTexRefGetFlags", cuTexRefGetFlags, 2000),
    FERRY_CU_PROC("cuTexRefSetFormat", cuTexRefSetFormat, 2000),
    FERRY_CU_PROC("cuTexRefGetFormat", cuTexRefGetFormat, 2000),
    FERRY_CU_PROC("cuSurfRefSetArray", cuSurfRefSetArray, 3000),
    FERRY_CU_PROC("cuSurfRefGetArray", cuSurfRefGetArray, 3000),
    FERRY_CU_PROC("cuModuleGetTexRef", cuModuleGetTexRef, 2000),
    FERRY_CU_PROC("cuModuleGetSurfRef", cuModuleGetSurfRef, 3000),
    {NULL, NULL, 0},
};
