// The kernels of libcuda_main.c, for nvcc -cubin.
__device__ int counter;
__constant__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

extern "C" __global__ void vec_add(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

__global__ void scale(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= table[i % 4];
    atomicAdd(&counter, 1);
}

extern "C" __global__ void hello(int v)
{
    if (threadIdx.x == 0)
        printf("hello %d from block %d\n", v, blockIdx.x);
}

extern "C" __global__ void block_sum(const int *in, int *out)
{
    __shared__ int s[128];
    s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (unsigned w = blockDim.x / 2; w > 0; w /= 2) {
        if (threadIdx.x < w)
            s[threadIdx.x] += s[threadIdx.x + w];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = s[0];
}

extern "C" __global__ void sines(float *x, int n)
{
    int i = threadIdx.x;
    if (i < n)
        x[i] = sinf(x[i]);
}

struct pair {
    char tag;
    double value;
};

// Parameters of mixed sizes and a struct by value, for the packed `extra`
// form of cuLaunchKernel.
extern "C" __global__ void packed(double *out, char c, pair p, short s, float f)
{
    out[0] = c;
    out[1] = p.tag;
    out[2] = p.value;
    out[3] = s;
    out[4] = f;
}
