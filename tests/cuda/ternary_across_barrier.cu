// Values chosen by short ifs and ternaries before a barrier and used after
// it: the lowering makes them selects and recomputes them after the
// barrier.  Both sides of each choice are taken somewhere in the grid
// (which tile a block starts at depends on the launch's diagonal, as in
// Needleman-Wunsch's tiles); one side's sum wraps around where it is not
// taken.
#include <climits>
#include <cstdio>

#define T 16

__global__ void tiles(int *out, int nb, int diag, int big)
{
    __shared__ int s[T];
    int tx = threadIdx.x;
    int bi = (diag < nb ? 0 : diag - nb + 1) + blockIdx.x, bj = diag - bi;
    int scale, shift;
    if (bj & 1) {
        scale = 3;
        shift = bj * 2 + 1;
    } else {
        scale = (int)((unsigned)bj + (unsigned)big); // wraps for big near INT_MAX
        shift = 40 - bj;
    }
    int odd = tx & 1 ? bi * 7 : bj - tx;
    s[tx] = bi * 100 + bj + odd;
    __syncthreads();
    int v = s[(tx + 1) % T] + scale * (1 << (shift & 15)) + odd;
    out[(blockIdx.x * T + tx)] = v + bi * 1000 + bj;
}

int main()
{
    const int nb = 6;
    int *dout, got[nb * T];
    cudaMalloc(&dout, sizeof got);
    for (int big = 0; big <= 1; big++)
        for (int diag = 0; diag < 2 * nb - 1; diag++) {
            int blocks = diag < nb ? diag + 1 : 2 * nb - 1 - diag, bigv = big ? INT_MAX - 5 : 11;
            tiles<<<blocks, T>>>(dout, nb, diag, bigv);
            cudaMemcpy(got, dout, blocks * T * sizeof(int), cudaMemcpyDeviceToHost);
            for (int b = 0; b < blocks; b++) {
                int bi = (diag < nb ? 0 : diag - nb + 1) + b, bj = diag - bi, s[T], odd[T];
                int scale = bj & 1 ? 3 : (int)((unsigned)bj + (unsigned)bigv), shift = bj & 1 ? bj * 2 + 1 : 40 - bj;
                for (int t = 0; t < T; t++) {
                    odd[t] = t & 1 ? bi * 7 : bj - t;
                    s[t] = bi * 100 + bj + odd[t];
                }
                for (int t = 0; t < T; t++) {
                    int want = (int)((unsigned)s[(t + 1) % T] + (unsigned)scale * (1u << (shift & 15)) + (unsigned)odd[t]
                                     + (unsigned)(bi * 1000 + bj));
                    if (got[b * T + t] != want) {
                        printf("diag %d big %d block %d thread %d: %d, want %d\n", diag, big, b, t, got[b * T + t], want);
                        return 1;
                    }
                }
            }
        }
    printf("PASS\n");
    return 0;
}
