// ldmatrix, stmatrix and movmatrix in inline PTX: four 8x8 matrices of
// 16-bit elements in shared memory go to fragments and back, plainly and
// transposed, and movmatrix transposes a fragment in registers.
#include <cstdio>
#include <cuda_runtime.h>

typedef unsigned short u16;

__device__ inline unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

// out: [0] copy, [1] stmatrix.trans of the fragments, [2] ldmatrix.trans
// then stmatrix, [3] movmatrix of matrix 0 stored with stmatrix.x1
__global__ void roundtrip(const u16 *in, u16 *out)
{
    __shared__ __align__(16) u16 a[4][8][8];
    __shared__ __align__(16) u16 b[4][4][8][8];
    int lane = threadIdx.x;
    for (int i = lane; i < 256; i += 32)
        (&a[0][0][0])[i] = in[i];
    __syncwarp();
    // lanes 8j..8j+7 give the rows of matrix j
    unsigned row_a = smem(&a[lane / 8][lane % 8][0]);
    unsigned r[4], t[4], m;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(row_a));
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(t[0]), "=r"(t[1]), "=r"(t[2]), "=r"(t[3]) : "r"(row_a));
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};"
                 :: "r"(smem(&b[0][lane / 8][lane % 8][0])), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1,%2,%3,%4};"
                 :: "r"(smem(&b[1][lane / 8][lane % 8][0])), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};"
                 :: "r"(smem(&b[2][lane / 8][lane % 8][0])), "r"(t[0]), "r"(t[1]), "r"(t[2]), "r"(t[3]) : "memory");
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(m) : "r"(r[0]));
    asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};"
                 :: "r"(smem(&b[3][0][lane % 8][0])), "r"(m) : "memory");
    __syncwarp();
    for (int i = lane; i < 4 * 256; i += 32)
        out[i] = (&b[0][0][0][0])[i];
}

int main()
{
    u16 h[256], o[4 * 256];
    for (int i = 0; i < 256; i++)
        h[i] = (u16)(i * 37 + 11);
    u16 *din, *dout;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof o);
    roundtrip<<<1, 32>>>(din, dout);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int j = 0; j < 4; j++)
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                u16 v = h[j * 64 + r * 8 + c], vt = h[j * 64 + c * 8 + r];
                u16 want[4] = {v, vt, vt, (u16)(j == 0 ? vt : 0)};
                for (int k = 0; k < 4; k++) {
                    u16 got = o[k * 256 + j * 64 + r * 8 + c];
                    if (got != want[k] && bad++ < 8)
                        printf("out %d matrix %d (%d,%d): got %u, want %u\n", k, j, r, c, got, want[k]);
                }
            }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad != 0;
}
