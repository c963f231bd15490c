// Stores and fences in inline PTX with "memory" clobbers: st.global of a
// value computed in C++, read back after the asm by C++ code (the clobber
// keeps the load after the store), an empty asm volatile("" ::: "memory")
// compiler barrier, membar.gl / fence.acq_rel.gpu, and a red.global.add
// as a reduction through asm.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

__device__ __forceinline__ void st_global(int *p, int v)
{
    asm volatile("st.global.s32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}

__global__ void kernel(int *buf, int *readback, int *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    buf[i] = -1;
    st_global(buf + i, 3 * i + 1);
    readback[i] = buf[i];                       // must see the asm's store
    asm volatile("" ::: "memory");
    buf[i] += 1;
    asm volatile("membar.gl;" ::: "memory");
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
    asm volatile("red.global.add.s32 [%0], %1;" :: "l"(sum), "r"(i & 7) : "memory");
}

int main()
{
    const int n = 4099;
    int *buf, *rb, *sum;
    CHECK(cudaMallocManaged(&buf, n * sizeof(int)));
    CHECK(cudaMallocManaged(&rb, n * sizeof(int)));
    CHECK(cudaMallocManaged(&sum, sizeof(int)));
    *sum = 0;
    kernel<<<(n + 255) / 256, 256>>>(buf, rb, sum, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int bad = 0, want = 0;
    for (int i = 0; i < n; i++) {
        want += i & 7;
        if ((rb[i] != 3 * i + 1 || buf[i] != 3 * i + 2) && bad++ < 10)
            printf("i=%d: readback %d buf %d\n", i, rb[i], buf[i]);
    }
    if (*sum != want) {
        printf("sum %d, expected %d\n", *sum, want);
        bad++;
    }
    if (bad) {
        printf("FAIL\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
