// tex2D on a 2D CUDA array: linear filtering against the Programming
// Guide's formula (weights in 9-bit fixed point, 8 fractional bits)
// computed on the host, bit for bit; point filtering with each address
// mode over normalized coordinates; 8-bit normalized reads filtered from
// pitched memory; cudaArrayGetInfo and array copies.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "tally.h"

const int W = 8, H = 5, NS = 41; /* NS x NS sample points */

__global__ void sample2d(cudaTextureObject_t t, float *out, float x0, float step)
{
    int i = threadIdx.x, j = blockIdx.x;
    out[j * NS + i] = tex2D<float>(t, x0 + i * step, x0 + j * step);
}

__global__ void sample2d_uchar(cudaTextureObject_t t, float4 *out, float x0, float step)
{
    int i = threadIdx.x, j = blockIdx.x;
    tex2D(&out[j * NS + i], t, x0 + i * step, x0 + j * step);
}

/* ---- the host's model of the texture unit ---- */
static long long address(long long i, long long n, int mode, bool norm, bool *out)
{
    if (norm && mode == cudaAddressModeWrap)
        return ((i % n) + n) % n;
    if (norm && mode == cudaAddressModeMirror) {
        long long m = ((i % (2 * n)) + 2 * n) % (2 * n);
        return m < n ? m : 2 * n - 1 - m;
    }
    if (mode == cudaAddressModeBorder) {
        *out = *out || i < 0 || i >= n;
        return i;
    }
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

static float texel(const float *img, long long i, long long j, int mode, bool norm, float border)
{
    bool out = false;
    i = address(i, W, mode, norm, &out);
    j = address(j, H, mode, norm, &out);
    return out ? border : img[j * W + i];
}

static float weight(float f) { return (float)(int)(f * 256.0f + 0.5f) * (1.0f / 256.0f); }

/* tex(x, y) = (1-a)(1-b)T[i,j] + a(1-b)T[i+1,j] + (1-a)bT[i,j+1] + abT[i+1,j+1],
 * xB = x - 0.5, i = floor(xB), a = frac(xB) in 9-bit fixed point. */
static float linear_ref(const float *img, float x, float y, int mode, bool norm, float border)
{
    float u = norm ? fmaf(x, (float)W, -0.5f) : x - 0.5f;
    float v = norm ? fmaf(y, (float)H, -0.5f) : y - 0.5f;
    float fu = floorf(u), fv = floorf(v);
    float a = weight(u - fu), b = weight(v - fv);
    long long i = (long long)fu, j = (long long)fv;
    float acc = (1.0f - a) * (1.0f - b) * texel(img, i, j, mode, norm, border);
    acc = fmaf(a * (1.0f - b), texel(img, i + 1, j, mode, norm, border), acc);
    acc = fmaf((1.0f - a) * b, texel(img, i, j + 1, mode, norm, border), acc);
    acc = fmaf(a * b, texel(img, i + 1, j + 1, mode, norm, border), acc);
    return acc;
}

static float point_ref(const float *img, float x, float y, int mode, bool norm, float border)
{
    float u = norm ? x * W : x, v = norm ? y * H : y;
    return texel(img, (long long)floorf(u), (long long)floorf(v), mode, norm, border);
}

static cudaTextureObject_t make_tex(cudaArray_t a, int mode, cudaTextureFilterMode f, bool norm, float border)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = (cudaTextureAddressMode)mode;
    td.filterMode = f;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = norm;
    td.borderColor[0] = border;
    cudaTextureObject_t t = 0;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaSuccess);
    return t;
}

static int run_case(cudaArray_t a, const float *img, float *d_out, int mode, cudaTextureFilterMode f, bool norm)
{
    const float border = -7.25f;
    float x0 = norm ? -1.3f : -2.3f, step = norm ? 0.0931f : 0.3137f;
    cudaTextureObject_t t = make_tex(a, mode, f, norm, border);
    sample2d<<<NS, NS>>>(t, d_out, x0, step);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    static float got[NS * NS];
    cudaMemcpy(got, d_out, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int j = 0; j < NS; j++)
        for (int i = 0; i < NS; i++) {
            float x = x0 + i * step, y = x0 + j * step;
            float want = f == cudaFilterModeLinear ? linear_ref(img, x, y, mode, norm, border)
                                                   : point_ref(img, x, y, mode, norm, border);
            if (memcmp(&want, &got[j * NS + i], 4) != 0 && bad++ < 3)
                printf("mode %d filter %d norm %d at (%g, %g): got %.9g want %.9g\n", mode, f, norm, x, y,
                       got[j * NS + i], want);
        }
    cudaDestroyTextureObject(t);
    return bad;
}

static void test_float_array(void)
{
    float img[W * H];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            img[j * W + i] = (float)(j * 10 + i) + 0.1f * (float)((i * 7 + j * 3) % 5);
    cudaArray_t a;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    CHECK(cudaMallocArray(&a, &f, W, H) == cudaSuccess);
    CHECK(cudaMemcpy2DToArray(a, 0, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice) ==
          cudaSuccess);

    cudaChannelFormatDesc g;
    cudaExtent e;
    unsigned flags = 99;
    CHECK(cudaArrayGetInfo(&g, &e, &flags, a) == cudaSuccess);
    CHECK(g.x == 32 && g.y == 0 && g.f == cudaChannelFormatKindFloat);
    CHECK(e.width == W && e.height == H && e.depth == 0 && flags == cudaArrayDefault);
    float back[W * H];
    CHECK(cudaMemcpy2DFromArray(back, W * sizeof(float), a, 0, 0, W * sizeof(float), H, cudaMemcpyDeviceToHost) ==
          cudaSuccess);
    CHECK(memcmp(back, img, sizeof img) == 0);
    CHECK(cudaMemcpy2DToArray(a, 4, 0, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice) ==
          cudaErrorInvalidValue);
    CHECK(cudaMemcpy2DToArray(a, 0, 0, img, 4, 8, 1, cudaMemcpyHostToDevice) == cudaErrorInvalidPitchValue);
    cudaGetLastError();

    float *d_out;
    cudaMalloc(&d_out, NS * NS * sizeof(float));
    const int modes[4] = {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror, cudaAddressModeBorder};
    for (int m = 0; m < 4; m++)
        for (int norm = 0; norm < 2; norm++) {
            CHECK(run_case(a, img, d_out, modes[m], cudaFilterModePoint, norm) == 0);
            CHECK(run_case(a, img, d_out, modes[m], cudaFilterModeLinear, norm) == 0);
        }

    /* Independent of the model: texel centres give texels, midpoints averages. */
    cudaTextureObject_t t = make_tex(a, cudaAddressModeClamp, cudaFilterModeLinear, false, 0);
    sample2d<<<NS, NS>>>(t, d_out, 0.5f, 0.5f);
    static float got[NS * NS];
    cudaMemcpy(got, d_out, sizeof got, cudaMemcpyDeviceToHost);
    CHECK(got[2 * NS + 2] == img[1 * W + 1]);                         /* (1.5, 1.5) */
    CHECK(got[0 * NS + 3] == (img[1] + img[2]) * 0.5f);               /* (2.0, 0.5) */
    cudaDestroyTextureObject(t);
    cudaFree(d_out);
    CHECK(cudaFreeArray(a) == cudaSuccess);
    CHECK(cudaArrayGetInfo(&g, &e, &flags, a) == cudaErrorInvalidResourceHandle);
    cudaGetLastError();
}

/* uchar4 in pitched memory read as normalized floats, filtered. */
static void test_uchar_pitch2d(void)
{
    uchar4 img[H][W];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            img[j][i] = make_uchar4(i * 30, j * 60, 255 - i * j * 5, (i + j) & 1 ? 255 : 0);
    uchar4 *d;
    size_t pitch;
    cudaMallocPitch(&d, &pitch, W * sizeof(uchar4), H);
    cudaMemcpy2D(d, pitch, img, sizeof img[0], sizeof img[0], H, cudaMemcpyHostToDevice);
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = d;
    r.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
    r.res.pitch2D.width = W;
    r.res.pitch2D.height = H;
    r.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, &r, &td, NULL) == cudaSuccess);
    float4 *d_out;
    cudaMalloc(&d_out, NS * NS * sizeof(float4));
    float x0 = -0.7f, step = 0.2371f;
    sample2d_uchar<<<NS, NS>>>(t, d_out, x0, step);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    static float4 got[NS * NS];
    cudaMemcpy(got, d_out, sizeof got, cudaMemcpyDeviceToHost);
    float chan[4][W * H];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++) {
            chan[0][j * W + i] = img[j][i].x / 255.0f;
            chan[1][j * W + i] = img[j][i].y / 255.0f;
            chan[2][j * W + i] = img[j][i].z / 255.0f;
            chan[3][j * W + i] = img[j][i].w / 255.0f;
        }
    int bad = 0;
    for (int j = 0; j < NS; j++)
        for (int i = 0; i < NS; i++) {
            float x = x0 + i * step, y = x0 + j * step;
            const float *g = &got[j * NS + i].x;
            for (int c = 0; c < 4; c++) {
                float want = linear_ref(chan[c], x, y, cudaAddressModeClamp, false, 0);
                bad += memcmp(&want, &g[c], 4) != 0;
            }
        }
    CHECK(bad == 0);
    cudaDestroyTextureObject(t);
    cudaFree(d);
    cudaFree(d_out);
}

int main()
{
    test_float_array();
    test_uchar_pitch2d();
    CHECK(cudaGetLastError() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
