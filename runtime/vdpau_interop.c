/* VDPAU interop (include/cuda_vdpau_interop.h).  No VDPAU implementation
 * works with the CPU device: no VdpDevice has a CUDA device behind it and
 * no surface can be shared, said once on stderr because programs test the
 * result and fall back to host memory. */
#include "cu_internal.h"
#include "runtime.h"
#include "cuda_vdpau_interop.h"

static cudaError_t not_supported(const char *what, const void *out)
{
    if (!out)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_cu_unsupported(what);
    return ferry_ret(cudaErrorNotSupported);
}

FERRY_API cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    (void)vdpDevice;
    (void)vdpGetProcAddress;
    return not_supported("cudaVDPAUGetDevice (VDPAU interop)", device);
}

FERRY_API cudaError_t cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    (void)device;
    (void)vdpDevice;
    return not_supported("cudaVDPAUSetVDPAUDevice (VDPAU interop)", (const void *)vdpGetProcAddress);
}

FERRY_API cudaError_t cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                            VdpVideoSurface vdpSurface, unsigned int flags)
{
    (void)vdpSurface;
    (void)flags;
    if (resource)
        *resource = NULL;
    return not_supported("cudaGraphicsVDPAURegisterVideoSurface (VDPAU interop)", resource);
}

FERRY_API cudaError_t cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                             VdpOutputSurface vdpSurface, unsigned int flags)
{
    (void)vdpSurface;
    (void)flags;
    if (resource)
        *resource = NULL;
    return not_supported("cudaGraphicsVDPAURegisterOutputSurface (VDPAU interop)", resource);
}
