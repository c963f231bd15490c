// __managed__ variables: one copy that host and device code both read and
// write, with its initialiser visible to the host before any launch.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); return 1; } } while (0)
#define EXPECT(c) do { if (!(c)) { printf("%s:%d: failed: %s\n", __FILE__, __LINE__, #c); return 1; } } while (0)

struct Stats {
    int count;
    float sum;
    double scale[3];
};

__managed__ int counter = 42;
__managed__ float arr[4] = {1, 2, 3, 4};
__managed__ Stats stats = {7, 0.5f, {1.0, 2.0, 4.0}};
__managed__ unsigned hits;           // zero-initialised
__managed__ int table[256];

__device__ void bump(int by) { counter += by; }

__global__ void update()
{
    if (threadIdx.x == 0)
        bump(1);
    arr[threadIdx.x] *= 2;
}

__global__ void accumulate(int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        atomicAdd(&hits, 1u);
        table[i] = i * stats.count;
    }
}

// Shared memory and a barrier between the reads and the writes.
__global__ void reverse_table()
{
    __shared__ int s[256];
    s[threadIdx.x] = table[threadIdx.x];
    __syncthreads();
    table[threadIdx.x] = s[255 - threadIdx.x];
    if (threadIdx.x == 0) {
        stats.sum += 1.5f;
        stats.scale[2] *= stats.scale[1];
    }
}

__global__ void read_through(const int *p, int *out) { *out = *p + counter; }

int main()
{
    // The initialisers, before any launch or runtime call.
    EXPECT(counter == 42);
    EXPECT(arr[0] == 1 && arr[3] == 4);
    EXPECT(stats.count == 7 && stats.sum == 0.5f && stats.scale[2] == 4.0);
    EXPECT(hits == 0);

    // Host writes are seen by the device, device writes by the host.
    counter = 100;
    update<<<1, 4>>>();
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    EXPECT(counter == 101);
    EXPECT(arr[0] == 2 && arr[1] == 4 && arr[2] == 6 && arr[3] == 8);

    stats.count = 3;
    accumulate<<<4, 32>>>(256);
    CHECK(cudaDeviceSynchronize());
    EXPECT(hits == 256);
    for (int i = 0; i < 256; i++)
        EXPECT(table[i] == 3 * i);
    reverse_table<<<1, 256>>>();
    CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < 256; i++)
        EXPECT(table[i] == 3 * (255 - i));
    EXPECT(stats.sum == 2.0f && stats.scale[2] == 8.0);

    // The symbol's address is the variable's.
    int *pc = nullptr;
    CHECK(cudaGetSymbolAddress((void **)&pc, counter));
    EXPECT(pc == &counter);
    Stats *ps = nullptr;
    CHECK(cudaGetSymbolAddress((void **)&ps, stats));
    EXPECT(ps == &stats);
    size_t size = 0;
    CHECK(cudaGetSymbolSize(&size, stats));
    EXPECT(size == sizeof(Stats));

    // Copies to and from the symbol go to the same copy.
    int v = 5;
    CHECK(cudaMemcpyToSymbol(counter, &v, sizeof v));
    EXPECT(counter == 5);
    float two[2] = {-1, -2};
    CHECK(cudaMemcpyToSymbol(arr, two, sizeof two, 2 * sizeof(float)));
    EXPECT(arr[1] == 4 && arr[2] == -1 && arr[3] == -2);
    counter = 77;
    CHECK(cudaMemcpyFromSymbol(&v, counter, sizeof v));
    EXPECT(v == 77);
    EXPECT(cudaMemcpyToSymbol(counter, &v, sizeof v, 4) == cudaErrorInvalidValue);
    EXPECT(cudaMemcpyFromSymbol(&v, counter, sizeof v, 0, cudaMemcpyHostToDevice)
           == cudaErrorInvalidMemcpyDirection);
    cudaGetLastError();

    // Its address is device-accessible memory: a kernel may be handed it,
    // and cudaMemcpy treats it as such.
    int *out;
    CHECK(cudaMalloc(&out, sizeof(int)));
    read_through<<<1, 1>>>(&table[10], out);
    CHECK(cudaMemcpy(&v, out, sizeof v, cudaMemcpyDeviceToHost));
    EXPECT(v == 3 * 245 + 77);
    CHECK(cudaMemcpy(&v, &counter, sizeof v, cudaMemcpyDeviceToHost));
    EXPECT(v == 77);
    CHECK(cudaFree(out));

    cudaPointerAttributes at;
    CHECK(cudaPointerGetAttributes(&at, &stats.scale[1]));
    EXPECT(at.type == cudaMemoryTypeManaged);
    EXPECT(at.devicePointer == &stats.scale[1] && at.hostPointer == &stats.scale[1]);
    // managed memory for the unified-memory hints too
    CHECK(cudaMemPrefetchAsync(&counter, sizeof counter, 0, 0));
    CHECK(cudaMemAdvise(&counter, sizeof counter, cudaMemAdviseSetReadMostly, 0));
    CHECK(cudaDeviceSynchronize());

    printf("PASS\n");
    return 0;
}
