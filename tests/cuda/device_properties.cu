// Device enumeration and properties: cudaGetDeviceCount, cudaGetDevice/
// cudaSetDevice, cudaGetDeviceProperties, and cudaDeviceGetAttribute agreeing.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)

#define EXPECT(cond) do { if (!(cond)) { printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); return 1; } } while (0)

static int attr(cudaDeviceAttr a, int dev)
{
    int v = -12345;
    cudaError_t err = cudaDeviceGetAttribute(&v, a, dev);
    if (err != cudaSuccess) printf("cudaDeviceGetAttribute(%d): %s\n", (int)a, cudaGetErrorString(err));
    return v;
}

int main()
{
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    EXPECT(count >= 1);
    CHECK(cudaSetDevice(0));
    int current = -1;
    CHECK(cudaGetDevice(&current));
    EXPECT(current == 0);
    EXPECT(cudaSetDevice(count) == cudaErrorInvalidDevice);
    cudaGetLastError();

    cudaDeviceProp prop;
    memset(&prop, 0, sizeof prop);
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("device 0: \"%s\", compute capability %d.%d, %d SMs\n", prop.name, prop.major, prop.minor,
           prop.multiProcessorCount);
    EXPECT(strlen(prop.name) > 0);
    EXPECT(prop.warpSize == 32);
    EXPECT(prop.maxThreadsPerBlock == 1024);
    EXPECT(prop.major >= 3);
    EXPECT(prop.minor >= 0);
    EXPECT(prop.multiProcessorCount >= 1);
    EXPECT(prop.sharedMemPerBlock == 48 * 1024);
    EXPECT(prop.maxThreadsDim[0] == 1024 && prop.maxThreadsDim[1] == 1024 && prop.maxThreadsDim[2] == 64);
    EXPECT(prop.maxGridSize[0] == 2147483647 && prop.maxGridSize[1] == 65535 && prop.maxGridSize[2] == 65535);
    EXPECT(prop.totalGlobalMem > 0);
    EXPECT(prop.totalConstMem >= 64 * 1024);
    EXPECT(prop.regsPerBlock > 0);
    EXPECT(prop.maxThreadsPerMultiProcessor >= prop.maxThreadsPerBlock);

    EXPECT(attr(cudaDevAttrWarpSize, 0) == prop.warpSize);
    EXPECT(attr(cudaDevAttrMaxThreadsPerBlock, 0) == prop.maxThreadsPerBlock);
    EXPECT(attr(cudaDevAttrComputeCapabilityMajor, 0) == prop.major);
    EXPECT(attr(cudaDevAttrComputeCapabilityMinor, 0) == prop.minor);
    EXPECT(attr(cudaDevAttrMultiProcessorCount, 0) == prop.multiProcessorCount);
    EXPECT(attr(cudaDevAttrMaxSharedMemoryPerBlock, 0) == (int)prop.sharedMemPerBlock);
    EXPECT(attr(cudaDevAttrMaxBlockDimX, 0) == prop.maxThreadsDim[0]);
    EXPECT(attr(cudaDevAttrMaxBlockDimZ, 0) == prop.maxThreadsDim[2]);
    EXPECT(attr(cudaDevAttrMaxGridDimX, 0) == prop.maxGridSize[0]);
    EXPECT(attr(cudaDevAttrMaxGridDimY, 0) == prop.maxGridSize[1]);

    int v = 0;
    EXPECT(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, count) != cudaSuccess);
    cudaGetLastError();
    EXPECT(cudaGetDeviceProperties(&prop, count) != cudaSuccess);
    cudaGetLastError();

    int runtimeVersion = 0, driverVersion = 0;
    CHECK(cudaRuntimeGetVersion(&runtimeVersion));
    CHECK(cudaDriverGetVersion(&driverVersion));
    EXPECT(runtimeVersion > 0 && driverVersion > 0);
    printf("PASS\n");
    return 0;
}
