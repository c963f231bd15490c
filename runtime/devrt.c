/* libcudadevrt.a: the device runtime library.
 *
 * With NVIDIA's toolkit this archive holds the device side of dynamic
 * parallelism (kernels launching kernels, device-side cudaMalloc and
 * cudaDeviceSynchronize), which nvlink pulls into device code.  Ferry does
 * not support dynamic parallelism yet (docs/status.md), and its device code
 * is host code that calls the runtime in libcudart directly, so there is
 * nothing for this archive to hold.  It exists because build tools link it
 * by name: nvcc's own link line, and CMake's for every CUDA target
 * (CMAKE_CUDA_RUNTIME_LIBRARY_LINK_OPTIONS_* name cudadevrt before cudart),
 * and an archive no one references costs nothing.  The one symbol marks
 * the archive as Ferry's; nothing refers to it, so it is never linked in. */
__attribute__((visibility("default"))) const char __ferry_cudadevrt[] =
    "Ferry libcudadevrt: no device runtime (dynamic parallelism is not supported yet)";
