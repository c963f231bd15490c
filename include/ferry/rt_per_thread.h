/* The per-thread default stream (nvcc --default-stream per-thread, or
 * CUDA_API_PER_THREAD_DEFAULT_STREAM defined before the first include):
 * the calls that take a stream, or use the default stream implicitly, are
 * renamed to variants for which stream 0 is the calling host thread's own
 * default stream (cudaStreamPerThread) instead of the legacy one.  The
 * _ptsz ("per-thread stream") and _ptds ("per-thread default stream")
 * names are the CUDA runtime's.  <<<>>> reaches cudaLaunchKernel_ptsz
 * through clang's -fgpu-default-stream=per-thread, which nvcc passes. */
#ifndef FERRY_RT_PER_THREAD_H
#define FERRY_RT_PER_THREAD_H

#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#define cudaMemcpy cudaMemcpy_ptds
#define cudaMemcpy2D cudaMemcpy2D_ptds
#define cudaMemcpy3D cudaMemcpy3D_ptds
#define cudaMemset cudaMemset_ptds
#define cudaMemset2D cudaMemset2D_ptds
#define cudaMemset3D cudaMemset3D_ptds
#define cudaMemcpyToSymbol cudaMemcpyToSymbol_ptds
#define cudaMemcpyFromSymbol cudaMemcpyFromSymbol_ptds
#define cudaMemcpyAsync cudaMemcpyAsync_ptsz
#define cudaMemcpy2DAsync cudaMemcpy2DAsync_ptsz
#define cudaMemcpy3DAsync cudaMemcpy3DAsync_ptsz
#define cudaMemsetAsync cudaMemsetAsync_ptsz
#define cudaMemset2DAsync cudaMemset2DAsync_ptsz
#define cudaMemset3DAsync cudaMemset3DAsync_ptsz
#define cudaMemcpyToSymbolAsync cudaMemcpyToSymbolAsync_ptsz
#define cudaMemcpyFromSymbolAsync cudaMemcpyFromSymbolAsync_ptsz
#define cudaStreamSynchronize cudaStreamSynchronize_ptsz
#define cudaStreamQuery cudaStreamQuery_ptsz
#define cudaStreamWaitEvent cudaStreamWaitEvent_ptsz
#define cudaStreamAddCallback cudaStreamAddCallback_ptsz
#define cudaStreamGetFlags cudaStreamGetFlags_ptsz
#define cudaStreamGetPriority cudaStreamGetPriority_ptsz
#define cudaLaunchHostFunc cudaLaunchHostFunc_ptsz
#define cudaEventRecord cudaEventRecord_ptsz
#define cudaEventRecordWithFlags cudaEventRecordWithFlags_ptsz
#define cudaLaunchCooperativeKernel cudaLaunchCooperativeKernel_ptsz
#define cudaGraphLaunch cudaGraphLaunch_ptsz
#define cudaMallocAsync cudaMallocAsync_ptsz
#define cudaFreeAsync cudaFreeAsync_ptsz
#endif

#endif
