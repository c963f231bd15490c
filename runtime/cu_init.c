/* cuInit and the device queries.  The one device is the one the runtime
 * API describes (device.c); cu_attribute.c answers its attributes. */
#include <stdio.h>

#include "cu_internal.h"

CUresult ferry_cu_check_device(CUdevice dev)
{
    return dev == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

FERRY_API CUresult cuInit(unsigned int Flags)
{
    if (Flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    ferry_cu_mark_initialized();
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDriverGetVersion(int *driverVersion)
{
    if (!driverVersion)
        return CUDA_ERROR_INVALID_VALUE;
    *driverVersion = CUDA_VERSION;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDeviceGetCount(int *count)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !count)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *count = 1;
    return r;
}

FERRY_API CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !device)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(ordinal);
    if (r == CUDA_SUCCESS)
        *device = ordinal;
    return r;
}

/* The checks every query makes; then the runtime's answer cannot fail. */
CUresult ferry_cu_query_ok(const void *out, CUdevice dev)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && !out)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        r = ferry_cu_check_device(dev);
    return r;
}

FERRY_API CUresult cuDeviceGetName(char *name, int len, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(name, dev);
    if (r == CUDA_SUCCESS && len <= 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    snprintf(name, (size_t)len, "%s", p.name);
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(bytes, dev);
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    *bytes = p.totalGlobalMem;
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(major, dev);
    if (r == CUDA_SUCCESS && !minor)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    *major = p.major;
    *minor = p.minor;
    return CUDA_SUCCESS;
}
