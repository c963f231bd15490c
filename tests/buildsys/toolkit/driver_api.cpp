// The driver API only: device, context, memory.
#include <cuda.h>

#include <cstdio>
#include <cstring>

#define CHECK(call)                                              \
    do {                                                         \
        CUresult r_ = (call);                                    \
        if (r_ != CUDA_SUCCESS) {                                \
            printf("FAIL driver_api: %s = %d\n", #call, (int)r_); \
            return 1;                                            \
        }                                                        \
    } while (0)

int main()
{
    CHECK(cuInit(0));
    int count = 0;
    CHECK(cuDeviceGetCount(&count));
    if (count < 1) {
        printf("FAIL driver_api: no device\n");
        return 1;
    }
    CUdevice dev;
    CHECK(cuDeviceGet(&dev, 0));
    char name[256];
    CHECK(cuDeviceGetName(name, sizeof name, dev));
    CUcontext ctx;
    CHECK(cuCtxCreate(&ctx, 0, dev));
    CUdeviceptr d;
    CHECK(cuMemAlloc(&d, 64));
    char in[64], out[64];
    memset(in, 42, sizeof in);
    CHECK(cuMemcpyHtoD(d, in, sizeof in));
    CHECK(cuMemcpyDtoH(out, d, sizeof out));
    CHECK(cuMemFree(d));
    CHECK(cuCtxDestroy(ctx));
    if (memcmp(in, out, sizeof in) != 0) {
        printf("FAIL driver_api: copy\n");
        return 1;
    }
    printf("PASS driver_api (%s)\n", name);
    return 0;
}
