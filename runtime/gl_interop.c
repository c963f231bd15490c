/* OpenGL interop (include/cuda_gl_interop.h).  No OpenGL implementation
 * renders with the CPU device or can share a buffer or texture with it:
 * the GL context's devices are none of CUDA's, and registering a GL
 * object is not supported, said once on stderr because programs test
 * the result and fall back to drawing from host memory. */
#include "cu_internal.h"
#include "runtime.h"
#include "cuda_gl_interop.h"

/* The deprecated calls are defined here, and cudaGLSetGLDevice is
 * cudaSetDevice, as CUDA 5 made it. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

static cudaError_t not_supported(const char *what, const void *out)
{
    if (!out)
        return ferry_ret(cudaErrorInvalidValue);
    ferry_cu_unsupported(what);
    return ferry_ret(cudaErrorNotSupported);
}

/* Documented: cudaErrorNoDevice when the GPUs of the current OpenGL
 * context are not CUDA devices, which on this machine they never are. */
FERRY_API cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                                       unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    (void)pCudaDevices;
    (void)cudaDeviceCount;
    if (!pCudaDeviceCount || deviceList < cudaGLDeviceListAll || deviceList > cudaGLDeviceListNextFrame)
        return ferry_ret(cudaErrorInvalidValue);
    *pCudaDeviceCount = 0;
    return ferry_ret(cudaErrorNoDevice);
}

FERRY_API cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image,
                                                  GLenum target, unsigned int flags)
{
    (void)image;
    (void)target;
    (void)flags;
    if (resource)
        *resource = NULL;
    return not_supported("cudaGraphicsGLRegisterImage (OpenGL interop)", resource);
}

FERRY_API cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer,
                                                   unsigned int flags)
{
    (void)buffer;
    (void)flags;
    if (resource)
        *resource = NULL;
    return not_supported("cudaGraphicsGLRegisterBuffer (OpenGL interop)", resource);
}

FERRY_API cudaError_t cudaGLSetGLDevice(int device)
{
    return cudaSetDevice(device);
}

/* The CUDA 3.0 buffer-object calls: nothing to register or map. */
static const char gl_buffers[] = "OpenGL buffer-object interop (cudaGLRegisterBufferObject and the rest)";

FERRY_API cudaError_t cudaGLRegisterBufferObject(GLuint bufObj)
{
    (void)bufObj;
    return not_supported(gl_buffers, gl_buffers);
}

FERRY_API cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    (void)bufObj;
    if (devPtr)
        *devPtr = NULL;
    return not_supported(gl_buffers, devPtr);
}

FERRY_API cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return cudaGLMapBufferObject(devPtr, bufObj);
}

FERRY_API cudaError_t cudaGLUnmapBufferObject(GLuint bufObj)
{
    (void)bufObj;
    return not_supported(gl_buffers, gl_buffers);
}

FERRY_API cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
{
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    return cudaGLUnmapBufferObject(bufObj);
}

FERRY_API cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj)
{
    (void)bufObj;
    return not_supported(gl_buffers, gl_buffers);
}

FERRY_API cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
{
    (void)bufObj;
    if (flags > cudaGLMapFlagsWriteDiscard)
        return ferry_ret(cudaErrorInvalidValue);
    return not_supported(gl_buffers, gl_buffers);
}
