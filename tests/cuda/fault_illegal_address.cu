// A kernel that stores through a wild pointer fails its launch with
// cudaErrorIllegalAddress, which sticks to the context as CUDA's does,
// instead of killing the program; so does a block whose per-thread arrays
// overflow the stack of the thread running it (where it does overflow).
#include <cstdio>
#include <sys/wait.h>
#include <unistd.h>

__global__ void wild(int *p, long long off)
{
    if (blockIdx.x == 2 && threadIdx.x == 3)
        p[off] = 1;   // far outside any allocation
    else
        p[threadIdx.x] = 2;
}

__global__ void big_locals(int *out, int n)
{
    int local[8192];   // 32 KiB per thread, live across the barrier
    for (int i = 0; i < n; i++)
        local[i] = i ^ (int)threadIdx.x;
    __syncthreads();
    int s = 0;
    for (int i = 0; i < n; i++)
        s += local[(i * 7) % n];
    out[threadIdx.x] = s;
}

// Run in a child process: an overflow leaves the context unusable.
static int run_big_locals()
{
    int *p;
    cudaMallocManaged(&p, 1024 * sizeof(int));
    big_locals<<<1, 1024>>>(p, 8192);
    cudaError_t big = cudaDeviceSynchronize();
    if (big == cudaErrorIllegalAddress)
        return 0;
    bool ok = big == cudaSuccess;
    for (int t = 0; ok && t < 1024; t++) {
        long long want = 0;
        for (int i = 0; i < 8192; i++)
            want += i ^ t;
        ok &= p[t] == (int)want;
    }
    return ok ? 0 : 1;
}

int main()
{
    pid_t child = fork();
    if (child == 0)
        _exit(run_big_locals());
    int status = 0;
    waitpid(child, &status, 0);
    bool big_ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    printf("big locals: %s\n", big_ok ? "reported or right" : "crashed or wrong");

    int *p;
    cudaMallocManaged(&p, 1024 * sizeof(int));
    wild<<<4, 32>>>(p, 1LL << 40);
    cudaError_t launch = cudaGetLastError();
    cudaError_t sync = cudaDeviceSynchronize();
    cudaMemset(p, 0, 4);
    cudaError_t later = cudaGetLastError();
    printf("wild store: %s; later call: %s\n", cudaGetErrorName(sync), cudaGetErrorName(later));
    bool ok = big_ok && sync == cudaErrorIllegalAddress && later == cudaErrorIllegalAddress
              && (launch == cudaSuccess || launch == cudaErrorIllegalAddress);
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
