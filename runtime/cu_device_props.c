/* The device queries beyond attributes: the old property block, the UUID,
 * the PCI bus id.  All read the runtime's description (device.c), so the
 * driver and runtime APIs describe one device. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cu_internal.h"

void ferry_cu_props(struct cudaDeviceProp *p)
{
    cudaGetDeviceProperties(p, 0);
}

static int clamp_int(size_t v)
{
    return v > INT_MAX ? INT_MAX : (int)v;
}

FERRY_API CUresult cuDeviceGetProperties(CUdevprop *prop, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(prop, dev);
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    prop->maxThreadsPerBlock = p.maxThreadsPerBlock;
    for (int i = 0; i < 3; i++) {
        prop->maxThreadsDim[i] = p.maxThreadsDim[i];
        prop->maxGridSize[i] = p.maxGridSize[i];
    }
    prop->sharedMemPerBlock = clamp_int(p.sharedMemPerBlock);
    prop->totalConstantMemory = clamp_int(p.totalConstMem);
    prop->SIMDWidth = p.warpSize;
    prop->memPitch = clamp_int(p.memPitch);
    prop->regsPerBlock = p.regsPerBlock;
    prop->clockRate = p.clockRate;
    prop->textureAlign = clamp_int(p.textureAlignment);
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(uuid, dev);
    if (r != CUDA_SUCCESS)
        return r;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    memcpy(uuid->bytes, p.uuid.bytes, sizeof uuid->bytes);
    return CUDA_SUCCESS;
}

/* One device, so the MIG-aware _v2 and the plain UUID are the same. */
FERRY_API CUresult cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    return cuDeviceGetUuid_v2(uuid, dev);
}

FERRY_API CUresult cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(luid, dev);
    if (r == CUDA_SUCCESS && !deviceNodeMask)
        r = CUDA_ERROR_INVALID_VALUE;
    return r != CUDA_SUCCESS ? r : CUDA_ERROR_NOT_SUPPORTED;
}

/* domain:bus:device.function, as CUDA writes it ("0000:00:00.0"). */
static void bus_id(char *out, size_t len)
{
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    snprintf(out, len, "%04x:%02x:%02x.0", (unsigned)p.pciDomainID, (unsigned)p.pciBusID, (unsigned)p.pciDeviceID);
}

FERRY_API CUresult cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    CUresult r = ferry_cu_query_ok(pciBusId, dev);
    if (r == CUDA_SUCCESS && len <= 0)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        bus_id(pciBusId, (size_t)len);
    return r;
}

/* Accepts [domain:]bus:device[.function] in hexadecimal. */
static bool parse_bus_id(const char *s, unsigned v[3])
{
    unsigned a, b, c, f;
    int n = 0;
    if (sscanf(s, "%x:%x:%x%n", &a, &b, &c, &n) == 3) {
        v[0] = a, v[1] = b, v[2] = c;
    } else if (sscanf(s, "%x:%x%n", &b, &c, &n) == 2) {
        v[0] = 0, v[1] = b, v[2] = c;
    } else {
        return false;
    }
    s += n;
    int m = 0;
    if (*s == '.' && sscanf(s, ".%x%n", &f, &m) == 1)
        s += m;
    return *s == '\0';
}

FERRY_API CUresult cuDeviceGetByPCIBusId(CUdevice *dev, const char *pciBusId)
{
    CUresult r = ferry_cu_need_init();
    if (r == CUDA_SUCCESS && (!dev || !pciBusId))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r != CUDA_SUCCESS)
        return r;
    unsigned want[3];
    if (!parse_bus_id(pciBusId, want))
        return CUDA_ERROR_INVALID_VALUE;
    struct cudaDeviceProp p;
    ferry_cu_props(&p);
    if (want[0] != (unsigned)p.pciDomainID || want[1] != (unsigned)p.pciBusID || want[2] != (unsigned)p.pciDeviceID)
        return CUDA_ERROR_INVALID_DEVICE;
    *dev = 0;
    return CUDA_SUCCESS;
}
