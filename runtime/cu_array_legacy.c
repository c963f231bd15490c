/* The plain names of the array functions cuda.h maps to _v2 (_v3), exported
 * for programs that look them up by name or were built against a header
 * without the mapping.  As in cu_legacy.c, they take the _v2 types. */
#include "cu_internal.h"
#include "cu_plain_names.h"

FERRY_API CUresult cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray)
{
    return cuArrayCreate_v2(pHandle, pAllocateArray);
}

FERRY_API CUresult cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray)
{
    return cuArray3DCreate_v2(pHandle, pAllocateArray);
}

FERRY_API CUresult cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return cuArrayGetDescriptor_v2(pArrayDescriptor, hArray);
}

FERRY_API CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray)
{
    return cuArray3DGetDescriptor_v2(pArrayDescriptor, hArray);
}

FERRY_API CUresult cuMemcpyHtoA(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount)
{
    return cuMemcpyHtoA_v2(dstArray, dstOffset, srcHost, ByteCount);
}

FERRY_API CUresult cuMemcpyAtoH(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return cuMemcpyAtoH_v2(dstHost, srcArray, srcOffset, ByteCount);
}

FERRY_API CUresult cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount)
{
    return cuMemcpyDtoA_v2(dstArray, dstOffset, srcDevice, ByteCount);
}

FERRY_API CUresult cuMemcpyAtoD(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount)
{
    return cuMemcpyAtoD_v2(dstDevice, srcArray, srcOffset, ByteCount);
}

FERRY_API CUresult cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset,
                                size_t ByteCount)
{
    return cuMemcpyAtoA_v2(dstArray, dstOffset, srcArray, srcOffset, ByteCount);
}

FERRY_API CUresult cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount,
                                     CUstream hStream)
{
    return cuMemcpyHtoAAsync_v2(dstArray, dstOffset, srcHost, ByteCount, hStream);
}

FERRY_API CUresult cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount,
                                     CUstream hStream)
{
    return cuMemcpyAtoHAsync_v2(dstHost, srcArray, srcOffset, ByteCount, hStream);
}

FERRY_API CUresult cuMemcpy3D(const CUDA_MEMCPY3D *pCopy)
{
    return cuMemcpy3D_v2(pCopy);
}

FERRY_API CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *pCopy, CUstream hStream)
{
    return cuMemcpy3DAsync_v2(pCopy, hStream);
}

FERRY_API CUresult cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                size_t Height)
{
    return cuMemsetD2D8_v2(dstDevice, dstPitch, uc, Width, Height);
}

FERRY_API CUresult cuMemsetD2D16(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                 size_t Height)
{
    return cuMemsetD2D16_v2(dstDevice, dstPitch, us, Width, Height);
}

FERRY_API CUresult cuMemsetD2D32(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                 size_t Height)
{
    return cuMemsetD2D32_v2(dstDevice, dstPitch, ui, Width, Height);
}

FERRY_API CUresult cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes)
{
    return cuTexRefSetAddress_v2(ByteOffset, hTexRef, dptr, bytes);
}

FERRY_API CUresult cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef)
{
    return cuTexRefGetAddress_v2(pdptr, hTexRef);
}

FERRY_API CUresult cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr,
                                        size_t Pitch)
{
    return cuTexRefSetAddress2D_v3(hTexRef, desc, dptr, Pitch);
}
