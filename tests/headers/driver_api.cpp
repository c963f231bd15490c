/* cuda.h as a C++ program sees it, alone and with the runtime API. */
#include <cuda.h>
#include <cuda_runtime_api.h>

static CUresult load_and_launch(const void *image)
{
    CUmodule m;
    CUfunction f;
    CUdeviceptr p = 0;
    CUstream s = CU_STREAM_LEGACY;
    cudaStream_t same = s;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &p, CU_LAUNCH_PARAM_END};
    CUresult r = cuModuleLoadData(&m, image);
    if (r == CUDA_SUCCESS)
        r = cuModuleGetFunction(&f, m, "k");
    if (r == CUDA_SUCCESS)
        r = cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, same, NULL, extra);
    return r;
}

int main(void)
{
    return load_and_launch("") == CUDA_SUCCESS && CUDA_VERSION >= 12000;
}
