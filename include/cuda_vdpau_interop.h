/* VDPAU interop of the runtime API, written from the CUDA Runtime API
 * documentation.  No VDPAU implementation decodes or presents with the CPU
 * device, so no VdpDevice has a CUDA device behind it and no VDPAU surface
 * can be registered: each call answers cudaErrorNotSupported (said once on
 * stderr), cudaErrorInvalidValue for a NULL output.  A program that only
 * mentions them builds and can fall back to host memory. */
#ifndef FERRY_CUDA_VDPAU_INTEROP_H
#define FERRY_CUDA_VDPAU_INTEROP_H
#define __CUDA_VDPAU_INTEROP_H__ /* the toolkit's guard */

#include "cuda_runtime_api.h"

/* VdpDevice and the surface handles: from the system's VDPAU header, as
 * the toolkit's header includes it; the same 32-bit handles where there
 * is none (then no program can include it either). */
#if defined(__has_include)
#if __has_include(<vdpau/vdpau.h>)
#include <vdpau/vdpau.h>
#define __FERRY_HAVE_VDPAU_TYPES
#endif
#endif
#if !defined(__FERRY_HAVE_VDPAU_TYPES)
typedef unsigned int VdpDevice;
typedef unsigned int VdpVideoSurface;
typedef unsigned int VdpOutputSurface;
typedef unsigned int VdpFuncId;
typedef int VdpStatus;
typedef VdpStatus VdpGetProcAddress(VdpDevice device, VdpFuncId function_id, void **function_pointer);
#endif
#undef __FERRY_HAVE_VDPAU_TYPES

#define __FERRY_VDPAU_API extern __FERRY_CUDART_EXPORT __host__

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_VDPAU_API cudaError_t CUDARTAPI cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                                                     VdpGetProcAddress *vdpGetProcAddress);
__FERRY_VDPAU_API cudaError_t CUDARTAPI cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice,
                                                          VdpGetProcAddress *vdpGetProcAddress);
__FERRY_VDPAU_API cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                                        VdpVideoSurface vdpSurface,
                                                                        unsigned int flags);
__FERRY_VDPAU_API cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                                         VdpOutputSurface vdpSurface,
                                                                         unsigned int flags);

#if defined(__cplusplus)
}
#endif

#undef __FERRY_VDPAU_API

#endif
