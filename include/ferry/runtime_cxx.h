/* The C++ conveniences of the CUDA runtime API: typed overloads and
 * templates that forward to the C functions of cuda_runtime_api.h
 * (cudaMalloc(&float_ptr, n), cudaMemcpyToSymbol(symbol, ...), kernel
 * function pointers for cudaLaunchKernel and the cudaFunc and occupancy
 * calls).  Host code only. */
#ifndef FERRY_RUNTIME_CXX_H
#define FERRY_RUNTIME_CXX_H

#define __FERRY_RT static __inline__ __host__

/* ---------------------------------------------------------------- launch */
/* cudaLaunchKernelEx(config, kernel, args...): each argument converted to
 * the kernel's parameter type first, as a call would convert it. */
#if __cplusplus >= 201103L
template <typename... ExpTypes, typename... ActTypes>
__FERRY_RT cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                                          ActTypes &&...args) {
    return [&](ExpTypes... coerced) -> cudaError_t {
        void *pArgs[] = {(void *)&coerced..., nullptr};
        return ::cudaLaunchKernelExC(config, (const void *)kernel, pArgs);
    }(static_cast<ActTypes &&>(args)...);
}
#endif

/* ------------------------------------------------------------ allocation */
template <class T> __FERRY_RT cudaError_t cudaMalloc(T **devPtr, size_t size) {
    return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T> __FERRY_RT cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0) {
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
__FERRY_RT cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags) {
    return ::cudaHostAlloc(ptr, size, flags);
}
template <class T> __FERRY_RT cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
    return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
__FERRY_RT cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
    return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T> __FERRY_RT cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height) {
    return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T> __FERRY_RT cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream) {
    return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}
template <class T> __FERRY_RT cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags) {
    return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}

/* --------------------------------------------------------------- symbols */
template <class T>
__FERRY_RT cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                          enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
    return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
__FERRY_RT cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                            enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
    return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
__FERRY_RT cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                               cudaStream_t stream = 0) {
    return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
__FERRY_RT cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                                 cudaStream_t stream = 0) {
    return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T> __FERRY_RT cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) {
    return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T> __FERRY_RT cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
    return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* Any object pointer, as CUDA's template takes it. */
template <class T>
__FERRY_RT cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0,
                                                unsigned int flags = cudaMemAttachSingle) {
    return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

/* ---------------------------------------------------------------- events */
__FERRY_RT cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
    return ::cudaEventCreateWithFlags(event, flags);
}

/* ---------------------------------------------------- kernels as pointers */
template <class T>
__FERRY_RT cudaError_t cudaLaunchKernel(T *func, dim3 grid, dim3 block, void **args, size_t sharedMem = 0,
                                        cudaStream_t stream = 0) {
    return ::cudaLaunchKernel((const void *)func, grid, block, args, sharedMem, stream);
}
template <class T>
__FERRY_RT cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 grid, dim3 block, void **args,
                                                   size_t sharedMem = 0, cudaStream_t stream = 0) {
    return ::cudaLaunchCooperativeKernel((const void *)func, grid, block, args, sharedMem, stream);
}
template <class T> __FERRY_RT cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
    return ::cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T> __FERRY_RT cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value) {
    return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}
template <class T> __FERRY_RT cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
    return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T> __FERRY_RT cudaError_t cudaFuncSetSharedMemConfig(T *func, enum cudaSharedMemConfig config) {
    return ::cudaFuncSetSharedMemConfig((const void *)func, config);
}

/* ------------------------------------------------------------- occupancy */
template <class T>
__FERRY_RT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                     size_t dynamicSMemSize) {
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, cudaOccupancyDefault);
}
template <class T>
__FERRY_RT cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize,
                                                                              size_t dynamicSMemSize,
                                                                              unsigned int flags) {
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                    dynamicSMemSize, flags);
}

/* The block size (a multiple of the warp size, up to the kernel's limit)
 * that keeps the most threads resident per multiprocessor, and the grid
 * size that fills the device at that block size.  blockSizeToDynamicSMemSize
 * maps a block size to the dynamic shared memory it needs. */
template <class UnaryFunction, class T>
__FERRY_RT cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0,
    unsigned int flags = cudaOccupancyDefault) {
    if (!minGridSize || !blockSize || !func) return cudaErrorInvalidValue;
    int device = 0, numSMs = 0, devMax = 0;
    cudaError_t err = ::cudaGetDevice(&device);
    if (err == cudaSuccess) err = ::cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, device);
    if (err == cudaSuccess) err = ::cudaDeviceGetAttribute(&devMax, cudaDevAttrMaxThreadsPerBlock, device);
    struct cudaFuncAttributes attr;
    if (err == cudaSuccess) err = ::cudaFuncGetAttributes(&attr, (const void *)func);
    if (err != cudaSuccess) return err;
    int limit = devMax < attr.maxThreadsPerBlock ? devMax : attr.maxThreadsPerBlock;
    if (blockSizeLimit > 0 && blockSizeLimit < limit) limit = blockSizeLimit;
    int bestBlock = 0, bestBlocks = 0, bestThreads = -1;
    for (int b = limit; b > 0; b = (b % 32) ? b - b % 32 : b - 32) {
        int blocks = 0;
        err = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
            &blocks, (const void *)func, b, (size_t)blockSizeToDynamicSMemSize(b), flags);
        if (err != cudaSuccess) return err;
        if (blocks * b > bestThreads) {
            bestThreads = blocks * b;
            bestBlock = b;
            bestBlocks = blocks;
        }
    }
    *blockSize = bestBlock;
    *minGridSize = bestBlocks * numSMs;
    return cudaSuccess;
}
template <class UnaryFunction, class T>
__FERRY_RT cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                                                      UnaryFunction blockSizeToDynamicSMemSize,
                                                                      int blockSizeLimit = 0) {
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
        minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, cudaOccupancyDefault);
}
struct __ferry_constant_smem {
    size_t n;
    __host__ size_t operator()(int) const { return n; }
};
template <class T>
__FERRY_RT cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                          size_t dynamicSMemSize = 0, int blockSizeLimit = 0) {
    __ferry_constant_smem f = {dynamicSMemSize};
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, f,
                                                                   blockSizeLimit, cudaOccupancyDefault);
}
template <class T>
__FERRY_RT cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func,
                                                                   size_t dynamicSMemSize = 0,
                                                                   int blockSizeLimit = 0,
                                                                   unsigned int flags = cudaOccupancyDefault) {
    __ferry_constant_smem f = {dynamicSMemSize};
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, f,
                                                                   blockSizeLimit, flags);
}

#undef __FERRY_RT

#endif
