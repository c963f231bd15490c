/* OpenGL interop of the runtime API, written from the CUDA Runtime API
 * documentation.  The CPU device drives no display and no OpenGL
 * implementation can share its objects with it, so a program that only
 * mentions these calls (to draw its results when it can) builds and runs
 * its compute part:
 *   cudaGLGetDevices         no CUDA device renders for the current GL
 *                            context: cudaErrorNoDevice and a count of 0
 *   cudaGLSetGLDevice        what cudaSetDevice does (CUDA 5 made the
 *                            association unnecessary)
 *   registering a GL object  cudaErrorNotSupported (cudaErrorInvalidValue
 *   and the CUDA 3.0 calls   for a NULL output), said once on stderr
 * The calls CUDA deprecated are declared deprecated (rt_legacy.h). */
#ifndef FERRY_CUDA_GL_INTEROP_H
#define FERRY_CUDA_GL_INTEROP_H
#define __CUDA_GL_INTEROP_H__ /* the toolkit's guard */

#include "cuda_runtime_api.h"

/* GLuint and GLenum: from the system's GL header, as the toolkit's header
 * includes it, unless the program brought its own (GLEW) first; a typedef
 * of the same type where there is none. */
#if !defined(__gl_h_) && !defined(__GL_H__) && !defined(__glew_h__) && !defined(__gl_glcorearb_h_)
#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#include <GL/gl.h>
#define __FERRY_HAVE_GL_TYPES
#endif
#endif
#else
#define __FERRY_HAVE_GL_TYPES
#endif
#if !defined(__FERRY_HAVE_GL_TYPES)
typedef unsigned int GLuint;
typedef unsigned int GLenum;
#endif
#undef __FERRY_HAVE_GL_TYPES

#define __FERRY_GL_API extern __FERRY_CUDART_EXPORT __host__

enum cudaGLDeviceList {
    cudaGLDeviceListAll = 1,
    cudaGLDeviceListCurrentFrame = 2,
    cudaGLDeviceListNextFrame = 3
};

enum cudaGLMapFlags {
    cudaGLMapFlagsNone = 0,
    cudaGLMapFlagsReadOnly = 1,
    cudaGLMapFlagsWriteDiscard = 2
};

#if defined(__cplusplus)
extern "C" {
#endif

__FERRY_GL_API cudaError_t CUDARTAPI cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                                                      unsigned int cudaDeviceCount,
                                                      enum cudaGLDeviceList deviceList);
__FERRY_GL_API cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
                                                                 GLuint image, GLenum target,
                                                                 unsigned int flags);
__FERRY_GL_API cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
                                                                  GLuint buffer, unsigned int flags);

/* Deprecated since CUDA 3.0 (buffer objects) and 5.0 (cudaGLSetGLDevice). */
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLSetGLDevice(int device)
    __FERRY_DEPRECATED("since CUDA 5.0: use cudaSetDevice instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLRegisterBufferObject(GLuint bufObj)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsGLRegisterBuffer instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsMapResources instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLUnmapBufferObject(GLuint bufObj)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsUnmapResources instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(GLuint bufObj)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsUnregisterResource instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsResourceSetMapFlags instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsMapResources instead");
__FERRY_GL_API cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
    __FERRY_DEPRECATED("since CUDA 3.0: use cudaGraphicsUnmapResources instead");

#if defined(__cplusplus)
}
#endif

#undef __FERRY_GL_API

#endif
