# Where the warp lockstep pass puts implicit warp sync points, as
# FERRY_LOCKSTEP_REPORT tells: every step of the legacy volatile warp
# reduction and a slot the last lane writes get one; code whose lanes
# never meet each other's memory, or meet it in the order that lanes run
# anyway, keeps the fast path (no point); loops that take a lock get none.
source "$(dirname "$0")/lib/common.sh"
cat > k.cu <<'CU'
__global__ void legacy(int *out)
{
    __shared__ int s[64];
    unsigned t = threadIdx.x;
    s[t] = t;
    __syncthreads();
    if (t < 32) {
        volatile int *v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

__global__ void last_lane(const int *in, int *out)
{
    __shared__ int slot[4];
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane == 31)
        slot[warp] = in[threadIdx.x];
    out[threadIdx.x] = slot[warp];
}

// no lane reads another lane's memory before a barrier
__global__ void fast(const float *in, float *out, float *data, int n)
{
    __shared__ float tile[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = in[i];
    __syncthreads();
    out[i * 4] = tile[255 - threadIdx.x];
    out[i * 4 + 1] = tile[threadIdx.x];
    out[i * 4 + 2] = 2.0f;
    for (int j = i; j < n; j += blockDim.x * gridDim.x)
        data[j] = data[j] * 2.0f;
    for (int k = 0; k < 8; k++)
        out[i * 4 + 3] += in[k * 256 + threadIdx.x];
}

// each lane reads what lanes before it wrote: ascending order gives it
__global__ void behind(int *out)
{
    __shared__ int s[128];
    unsigned t = threadIdx.x;
    s[t] = t;
    out[t] = t > 0 ? s[t - 1] : 0;
}

__global__ void lock(int *l, int *total)
{
    bool done = false;
    while (!done)
        if (atomicCAS(l, 0, 1) == 0) {
            *total = *total + 1;
            atomicExch(l, 0);
            done = true;
        }
}

// halo cells only the first and last columns write: left of the tile no
// lane's cell can be (tid.x + 1 > 0); right of it, a lane 16 would have
// its cell there, so the point goes before that branch, where every
// thread reaches it, not inside it
__global__ void halo(const float *in, float *out, int n)
{
    __shared__ float t[18][18];
    int tx = threadIdx.x, ty = threadIdx.y;
    t[ty + 1][tx + 1] = in[ty * n + tx];
    if (tx == 0)
        t[ty + 1][0] = in[ty * n];
    if (tx == 15)
        t[ty + 1][17] = in[ty * n + 16];
    __syncthreads();
    out[ty * n + tx] = t[ty + 1][tx] + t[ty + 1][tx + 1];
}

// y * cols: a row of the image per row of the block, as wide as the
// launch says; rows never overlap, so each pixel is its own thread's
__global__ void image(float *J, const float *c, int cols)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    size_t i = (size_t)y * cols + x;
    J[i] += c[i];
}

// (y / 2) * cols: two rows of the block share a row of the image
__global__ void halves(float *J, int cols)
{
    int y = threadIdx.y / 2;
    J[y * cols + threadIdx.x] += 1.0f;
}

// without ty > p, lane p of row p writes t[p][p] as row p + 1 reads it
__global__ void pivot_row_too(float *A)
{
    __shared__ float t[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    t[ty][tx] = A[ty * 16 + tx];
    __syncthreads();
    for (int p = 0; p < 15; p++) {
        if (tx == p)
            t[ty][p] /= t[p][p];
        __syncthreads();
    }
    A[ty * 16 + tx] = t[ty][tx];
}

// tx >= p lets lane p write the column every lane of its row reads
__global__ void column_too(float *A, int p)
{
    __shared__ float t[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    t[ty][tx] = A[ty * 16 + tx];
    __syncthreads();
    if (tx >= p)
        t[ty][tx] -= t[ty][p];
    __syncthreads();
    A[ty * 16 + tx] = t[ty][tx];
}

// one lane per row, but every row's at the same address
__global__ void one_per_row(int *out, int p)
{
    __shared__ int s[16];
    s[threadIdx.x] = 0;
    __syncthreads();
    if (threadIdx.x == p)
        s[p] += 1;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

// halving rows: each row reads a later row, which runs after it anyway
__global__ void halve_rows(float *out)
{
    __shared__ float acc[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    acc[ty][tx] = tx + ty;
    __syncthreads();
    for (int half = 8; half > 0; half >>= 1) {
        if (ty < half)
            acc[ty][tx] += acc[ty + half][tx];
        __syncthreads();
    }
    out[tx] = acc[0][tx];
}

// each row reads the row before it, which ran before it: not lockstep
__global__ void row_before(float *out)
{
    __shared__ float acc[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    acc[ty][tx] = tx + ty;
    __syncthreads();
    if (ty >= 1)
        acc[ty][tx] += acc[ty - 1][tx];
    __syncthreads();
    out[ty * 16 + tx] = acc[ty][tx];
}

// a pitched volume's row through the struct passed by value: every lane
// reads and then writes its own element, at one address per lane
struct Pitched {
    int *ptr;
    unsigned long pitch;
};
__global__ void pitched(Pitched p, int w)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int *row = (int *)((char *)p.ptr + blockIdx.y * p.pitch);
    if (x < w)
        row[x] += x;
}

// through the same struct, bins that lanes may share
__global__ void shared_bins(Pitched p, const int *key)
{
    p.ptr[key[threadIdx.x]] += 1;
}

// the struct's pointer moved per thread: lanes 2k + 1 and 2k + 2 meet
__global__ void moved(Pitched p)
{
    p.ptr += threadIdx.x & 1;
    p.ptr[threadIdx.x / 2] += 1;
}
CU
FERRY_LOCKSTEP_REPORT=1 "$NVCC" -c k.cu -o k.o 2>report.txt || { cat report.txt; fail "compile"; }
grep -q "wrapped at 32 bits" report.txt && { cat report.txt; fail "indices from the start of a shared array were wrapped"; }
count() { sed -n "s/^ferry-lower: kernel $1: \([0-9]*\) implicit.*/\1/p" report.txt; }
[ "$(count _Z6legacyPi)" = 6 ] || { cat report.txt; fail "legacy reduction: want 6 points"; }
[ "$(count _Z9last_lanePKiPi)" = 1 ] || { cat report.txt; fail "last lane's slot: want 1 point"; }
grep -q "kernel _Z4fastPKfPfS1_i" report.txt && { cat report.txt; fail "fast kernel got points"; }
grep -q "kernel _Z6behindPi" report.txt && { cat report.txt; fail "a read of the lane before got a point"; }
grep -q "^ferry-lower: kernel _Z4lockPiS_: 0 implicit warp sync points, some left out in loops that take a lock" report.txt \
    || { cat report.txt; fail "lock loop"; }
grep -q "^k.cu:10:17: note: implicit warp sync point (after the access at line 9:14)" report.txt \
    || { cat report.txt; fail "point location"; }
branch=$(grep -n 'if (tx == 15)' k.cu | cut -d: -f1)
[ "$(count _Z4haloPKfPfi)" = 1 ] || { cat report.txt; fail "halo: want 1 point"; }
grep -q "^k.cu:$branch:[0-9]*: note: implicit warp sync point (after the access at line $((branch - 3)):" report.txt \
    || { cat report.txt; fail "halo: the point belongs before the branch (line $branch)"; }
grep -q "kernel _Z5imagePfPKfi" report.txt && { cat report.txt; fail "rows of an image (y * cols) got points"; }
[ "$(count _Z6halvesPfi)" = 1 ] || { cat report.txt; fail "rows that share an image row: want 1 point"; }
[ "$(count _Z13pivot_row_tooPf)" = 1 ] || { cat report.txt; fail "pivot row read as it is written: want 1 point"; }
[ "$(count _Z10column_tooPfi)" = 1 ] || { cat report.txt; fail "column p read as lane p writes it: want 1 point"; }
[ "$(count _Z11one_per_rowPii)" = 1 ] || { cat report.txt; fail "one lane per row at one address: want 1 point"; }
grep -q "kernel _Z10halve_rowsPf" report.txt && { cat report.txt; fail "rows that read later rows got points"; }
[ "$(count _Z10row_beforePf)" = 1 ] || { cat report.txt; fail "rows that read earlier rows: want 1 point"; }
grep -q "kernel _Z7pitched7Pitchedi" report.txt && { cat report.txt; fail "a lane's own element through a struct argument got a point"; }
[ "$(count _Z11shared_bins7PitchedPKi)" = 1 ] || { cat report.txt; fail "bins lanes may share: want 1 point"; }
[ "$(count _Z5moved7Pitched)" = 1 ] || { cat report.txt; fail "a pointer moved per thread: want 1 point"; }
# a tile's LU steps and triangular solves (tests/cuda/tile_solves.cu, which
# checks their results): branches on ty and tx keep the lanes that write
# apart from the lanes that read (row p, column p)
FERRY_LOCKSTEP_REPORT=1 "$NVCC" -c "$DATA/../../cuda/tile_solves.cu" -o tiles.o 2>tiles.txt \
    || { cat tiles.txt; fail "compile tile_solves.cu"; }
grep -q "implicit" tiles.txt && { cat tiles.txt; fail "LU steps whose branches keep lanes apart got points"; }
FERRY_LOCKSTEP=0 FERRY_LOCKSTEP_REPORT=1 "$NVCC" -c k.cu -o k.o 2>report.txt
grep -q "implicit" report.txt && fail "FERRY_LOCKSTEP=0 still inserts points"
echo PASS
