/* External memory and semaphores come from Vulkan, Direct3D or NvSci
 * drivers of a GPU; there is none to import from on the CPU device. */
#include "cu_internal.h"

/* The refusals take CUDA's parameters and look at none of them. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

FERRY_API CUresult cuImportExternalMemory(CUexternalMemory *extMem_out,
                                          const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc)
{
    return ferry_cu_unsupported("cuImportExternalMemory");
}

FERRY_API CUresult cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem,
                                                   const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc)
{
    return ferry_cu_unsupported("cuExternalMemoryGetMappedBuffer");
}

FERRY_API CUresult cuDestroyExternalMemory(CUexternalMemory extMem)
{
    return ferry_cu_unsupported("cuDestroyExternalMemory");
}

FERRY_API CUresult cuImportExternalSemaphore(CUexternalSemaphore *extSem_out,
                                             const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc)
{
    return ferry_cu_unsupported("cuImportExternalSemaphore");
}

FERRY_API CUresult cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray,
                                                   const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray,
                                                   unsigned int numExtSems, CUstream stream)
{
    return ferry_cu_unsupported("cuSignalExternalSemaphoresAsync");
}

FERRY_API CUresult cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray,
                                                 const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray,
                                                 unsigned int numExtSems, CUstream stream)
{
    return ferry_cu_unsupported("cuWaitExternalSemaphoresAsync");
}

FERRY_API CUresult cuDestroyExternalSemaphore(CUexternalSemaphore extSem)
{
    return ferry_cu_unsupported("cuDestroyExternalSemaphore");
}

FERRY_API CUresult cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *mipmap, CUexternalMemory extMem,
                                                           const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *mipmapDesc)
{
    return ferry_cu_unsupported("cuExternalMemoryGetMappedMipmappedArray");
}
