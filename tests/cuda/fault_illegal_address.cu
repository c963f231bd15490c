// A kernel that stores through a wild pointer fails its launch with
// cudaErrorIllegalAddress, which sticks to the context as CUDA's does,
// instead of killing the program.  A thread whose array is larger than a
// GPU allows fails its launch (cudaErrorLaunchOutOfResources) or, where it
// overflows a stack, is reported as a fault.
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
    volatile char huge[64 << 20];   // more than a worker's whole stack
    huge[0] = (char)n;
    huge[n - 1] = (char)threadIdx.x;
    out[threadIdx.x] = huge[0] + huge[n - 1];
}

// Run in a child process: an overflow leaves the context unusable.
static int run_big_locals()
{
    int *p;
    cudaMallocManaged(&p, 1024 * sizeof(int));
    big_locals<<<1, 32>>>(p, 64 << 20);
    cudaError_t launch = cudaGetLastError();   // out of resources: the launch's own error
    cudaError_t sync = cudaDeviceSynchronize();   // a fault: sticky
    return launch == cudaErrorLaunchOutOfResources || sync == cudaErrorIllegalAddress ? 0 : 1;
}

int main()
{
    pid_t child = fork();
    if (child == 0)
        _exit(run_big_locals());
    int status = 0;
    waitpid(child, &status, 0);
    bool big_ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    printf("too much local memory: %s\n", big_ok ? "reported" : "crashed or not reported");

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
