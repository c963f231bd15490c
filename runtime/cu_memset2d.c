/* cuMemsetD2D8/16/32: Height rows of Width elements of 1, 2 or 4 bytes,
 * rows dstPitch bytes apart.  The asynchronous forms are queued on the
 * stream, or recorded as a memset node when it captures. */
#include <stdint.h>
#include <string.h>

#include "cu_internal.h"
#include "graph.h"

typedef struct fill2d {
    char *dst;
    size_t pitch, width, height; /* width in elements */
    uint32_t value;
    unsigned elem;
} fill2d;

static CUresult check(const fill2d *f)
{
    uintptr_t at = (uintptr_t)f->dst;
    if (!f->dst || at % f->elem != 0 || (f->height > 1 && f->pitch % f->elem != 0))
        return CUDA_ERROR_INVALID_VALUE;
    if (f->width > SIZE_MAX / f->elem || (f->height > 1 && f->pitch < f->width * f->elem))
        return CUDA_ERROR_INVALID_VALUE;
    size_t span;
    if (__builtin_mul_overflow(f->height - 1, f->pitch, &span) ||
        __builtin_add_overflow(span, f->width * f->elem, &span))
        return CUDA_ERROR_INVALID_VALUE;
    return ferry_device_range_ok(f->dst, span) && ferry_vmm_allows(f->dst, span, true) ? CUDA_SUCCESS
                                                                                       : CUDA_ERROR_INVALID_VALUE;
}

static void fill_row(char *p, const fill2d *f)
{
    if (f->elem == 1) {
        ferry_dev_fill(p, (int)(f->value & 0xff), f->width);
    } else if (f->elem == 2) {
        uint16_t v = (uint16_t)f->value;
        for (size_t i = 0; i < f->width; i++)
            memcpy(p + 2 * i, &v, 2);
    } else {
        for (size_t i = 0; i < f->width; i++)
            memcpy(p + 4 * i, &f->value, 4);
    }
}

static cudaError_t run_fill(void *data)
{
    const fill2d *f = data;
    for (size_t y = 0; y < f->height; y++)
        fill_row(f->dst + y * f->pitch, f);
    return cudaSuccess;
}

static CUresult queue(const fill2d *f, CUstream s)
{
    ferry_op *op = ferry_op_new(run_fill, sizeof *f);
    if (!op)
        return CUDA_ERROR_OUT_OF_MEMORY;
    *(fill2d *)ferry_op_data(op) = *f;
    return ferry_cu_from_cuda(ferry_stream_submit(s, op, NULL));
}

static CUresult fill(fill2d f, bool async, CUstream s)
{
    CUresult r = ferry_cu_need_ctx();
    if (r == CUDA_SUCCESS && async && !ferry_stream_ok(s))
        r = CUDA_ERROR_INVALID_HANDLE;
    if (r != CUDA_SUCCESS)
        return r;
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return ferry_cu_from_cuda(sticky);
    if (f.width == 0 || f.height == 0)
        return CUDA_SUCCESS;
    r = check(&f);
    if (r != CUDA_SUCCESS)
        return r;
    if (async && ferry_capturing(s)) {
        struct cudaMemsetParams p = {f.dst, f.pitch, f.value, f.elem, f.width, f.height};
        return ferry_cu_from_cuda(ferry_capture_memset_params(&p, s));
    }
    if (async)
        return queue(&f, s);
    ferry_stream_now(NULL);
    run_fill(&f);
    return CUDA_SUCCESS;
}

CUresult ferry_cu_fill_queued(char *dst, uint32_t value, unsigned elem, size_t n, CUstream s)
{
    fill2d f = {dst, n * elem, n, 1, value, elem};
    return queue(&f, s);
}

static char *ptr_of(CUdeviceptr d)
{
    return (char *)(uintptr_t)d;
}

FERRY_API CUresult cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                   size_t Height)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, uc, 1}, false, NULL);
}

FERRY_API CUresult cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                    size_t Height)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, us, 2}, false, NULL);
}

FERRY_API CUresult cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                    size_t Height)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, ui, 4}, false, NULL);
}

FERRY_API CUresult cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                     size_t Height, CUstream hStream)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, uc, 1}, true, hStream);
}

FERRY_API CUresult cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                      size_t Height, CUstream hStream)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, us, 2}, true, hStream);
}

FERRY_API CUresult cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                      size_t Height, CUstream hStream)
{
    return fill((fill2d){ptr_of(dstDevice), dstPitch, Width, Height, ui, 4}, true, hStream);
}
