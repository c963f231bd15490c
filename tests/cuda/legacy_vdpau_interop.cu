// A video post-processing program of the VDPAU era: it includes
// cuda_vdpau_interop.h, asks which CUDA device serves its VdpDevice and
// tries to register its decoded and output surfaces, falling back to host
// buffers when interop is refused.  No VDPAU implementation works with the
// CPU device: every call is not supported (a NULL output is invalid), no
// resource is made, and the filter still runs.
#include <cuda_vdpau_interop.h>
#include <cuda_runtime.h>
#include <cstdio>

#include "tally.h"

__global__ void brighten(unsigned char *luma, int n, int add)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        luma[i] = (unsigned char)min(255, luma[i] + add);
}

static VdpStatus no_proc(VdpDevice, VdpFuncId, void **fn)
{
    *fn = NULL;
    return (VdpStatus)1;
}

int main()
{
    VdpDevice vdp = 1;
    int dev = -7;
    CHECK(cudaVDPAUGetDevice(&dev, vdp, no_proc) == cudaErrorNotSupported);
    CHECK(dev == -7);
    CHECK(cudaGetLastError() == cudaErrorNotSupported);
    CHECK(cudaVDPAUGetDevice(NULL, vdp, no_proc) == cudaErrorInvalidValue);
    CHECK(cudaVDPAUSetVDPAUDevice(0, vdp, no_proc) == cudaErrorNotSupported);

    cudaGraphicsResource *video = (cudaGraphicsResource *)&dev, *output = (cudaGraphicsResource *)&dev;
    CHECK(cudaGraphicsVDPAURegisterVideoSurface(&video, 5, cudaGraphicsRegisterFlagsNone) == cudaErrorNotSupported);
    CHECK(video == NULL);
    CHECK(cudaGraphicsVDPAURegisterOutputSurface(&output, 6, cudaGraphicsRegisterFlagsNone) == cudaErrorNotSupported);
    CHECK(output == NULL);
    CHECK(cudaGraphicsVDPAURegisterOutputSurface(NULL, 6, 0) == cudaErrorInvalidValue);
    cudaGetLastError();

    // the fallback: the frame in device memory, filtered, copied back
    const int n = 64 * 48;
    unsigned char host[n], *d;
    for (int i = 0; i < n; i++)
        host[i] = (unsigned char)(i * 7);
    CHECK(cudaMalloc(&d, n) == cudaSuccess);
    cudaMemcpy(d, host, n, cudaMemcpyHostToDevice);
    brighten<<<(n + 255) / 256, 256>>>(d, n, 40);
    unsigned char got[n];
    cudaMemcpy(got, d, n, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += got[i] != (host[i] + 40 > 255 ? 255 : host[i] + 40);
    CHECK(bad == 0);
    cudaFree(d);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
