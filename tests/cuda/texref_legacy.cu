// Texture and surface references as CUDA 8-11 code used them: file-scope
// texture<> and surface<> bound with cudaBindTexture, cudaBindTexture2D,
// cudaBindTextureToArray and cudaBindSurfaceToArray, their fields set from
// the host before and after binding.  Point reads are checked against the
// data; every address and filter mode, with and without normalized
// coordinates, against a texture object made with the same settings, bit
// for bit.
#include <cstdio>
#include <cstring>

#include "tally.h"

texture<float, 1, cudaReadModeElementType> lin;
texture<uchar4, 1, cudaReadModeNormalizedFloat> bytes;
texture<float, 2> pitched;
texture<float4, cudaTextureType2D, cudaReadModeElementType> arr2;
texture<float, 3> vol;
texture<float, cudaTextureType2DLayered> layers;
texture<int, 1> never_bound;
surface<void, 2> surf;

const int N = 300, W = 13, H = 7, D = 4, NS = 24;

__global__ void fetch_lin(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch(lin, i);
}

__global__ void fetch_bytes(float4 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = tex1Dfetch(bytes, i);
}

__global__ void fetch_unbound(int *out) { out[threadIdx.x] = tex1Dfetch(never_bound, threadIdx.x) + 1; }

/* Samples on a grid that runs past the edges on both sides. */
__device__ float coord(int i, bool norm, int n)
{
    float u = -0.75f + i * 0.1375f;
    return norm ? u : u * n;
}

__global__ void sample_pitched(float *out, bool norm)
{
    int i = threadIdx.x, j = blockIdx.x;
    out[j * NS + i] = tex2D(pitched, coord(i, norm, W), coord(j, norm, H));
}

__global__ void sample_pitched_obj(cudaTextureObject_t t, float *out, bool norm)
{
    int i = threadIdx.x, j = blockIdx.x;
    out[j * NS + i] = tex2D<float>(t, coord(i, norm, W), coord(j, norm, H));
}

__global__ void sample_array(float4 *out, float x, float y)
{
    out[threadIdx.x] = tex2D(arr2, x + threadIdx.x, y);
}

__global__ void sample_vol(float *out)
{
    int x = threadIdx.x, y = threadIdx.y, z = blockIdx.x;
    out[(z * H + y) * W + x] = tex3D(vol, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void sample_layers(float *out)
{
    int x = threadIdx.x, y = threadIdx.y, l = blockIdx.x;
    out[(l * H + y) * W + x] = tex2DLayered(layers, x + 0.5f, y + 0.5f, l);
}

__global__ void write_surf(int w, int h)
{
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) {
        float v;
        surf2Dread(&v, surf, x * 4, y);
        surf2Dwrite(v * 2.0f + 1.0f, surf, x * 4, y);
    }
}

static void check_linear()
{
    float h[N], got[N];
    for (int i = 0; i < N; i++)
        h[i] = i * 0.5f - 7.0f;
    float *d, *o;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof got);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    size_t offset = 1;
    CHECK(cudaBindTexture(&offset, lin, d, sizeof h) == cudaSuccess);
    CHECK(offset == 0);
    fetch_lin<<<(N + 127) / 128, 128>>>(o, N);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    CHECK(memcmp(got, h, sizeof h) == 0);
    /* the default size binds the whole allocation */
    CHECK(cudaBindTexture(0, lin, d + 10) == cudaSuccess);
    fetch_lin<<<1, 64>>>(o, 64);
    cudaMemcpy(got, o, 64 * sizeof(float), cudaMemcpyDeviceToHost);
    CHECK(memcmp(got, h + 10, 64 * sizeof(float)) == 0);

    const textureReference *ref = NULL;
    CHECK(cudaGetTextureReference(&ref, &lin) == cudaSuccess && ref == &lin);
    CHECK(cudaGetTextureAlignmentOffset(&offset, lin) == cudaSuccess && offset == 0);
    CHECK(cudaUnbindTexture(lin) == cudaSuccess);
    CHECK(cudaGetTextureAlignmentOffset(&offset, lin) == cudaErrorInvalidTextureBinding);
    CHECK(cudaGetLastError() == cudaErrorInvalidTextureBinding);
    int x;
    CHECK(cudaGetTextureReference(&ref, &x) == cudaErrorInvalidTexture);
    cudaGetLastError();
    cudaFree(d);
    cudaFree(o);
}

static void check_normalized_bytes()
{
    uchar4 h[N];
    float4 got[N];
    for (int i = 0; i < N; i++)
        h[i] = make_uchar4(i & 255, (i * 7) & 255, 255 - (i & 255), 128);
    uchar4 *d;
    float4 *o;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof got);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    CHECK(cudaBindTexture(0, bytes, d, sizeof h) == cudaSuccess);
    fetch_bytes<<<(N + 63) / 64, 64>>>(o, N);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += got[i].x != h[i].x / 255.0f || got[i].y != h[i].y / 255.0f || got[i].z != h[i].z / 255.0f ||
               got[i].w != 128 / 255.0f;
    CHECK(bad == 0);
    cudaUnbindTexture(bytes);
    cudaFree(d);
    cudaFree(o);
}

/* Each mode on the reference, set after binding as old code often did,
 * against an object with the same settings, over pitched memory and over
 * an array. */
static void check_modes(bool on_array)
{
    float h[H][W];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            h[j][i] = (float)(i * i) - 3.0f * j + 0.25f * (i ^ j);
    float *d = NULL, *o;
    size_t pitch = 0;
    cudaArray *a = NULL;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaResourceDesc rd = {};
    if (on_array) {
        cudaMallocArray(&a, &desc, W, H);
        cudaMemcpy2DToArray(a, 0, 0, h, sizeof h[0], sizeof h[0], H, cudaMemcpyHostToDevice);
        CHECK(cudaBindTextureToArray(pitched, a, desc) == cudaSuccess);
        rd.resType = cudaResourceTypeArray;
        rd.res.array.array = a;
    } else {
        cudaMallocPitch(&d, &pitch, W * sizeof(float), H);
        cudaMemcpy2D(d, pitch, h, sizeof h[0], sizeof h[0], H, cudaMemcpyHostToDevice);
        CHECK(cudaBindTexture2D(0, pitched, d, W, H, pitch) == cudaSuccess);
        rd.resType = cudaResourceTypePitch2D;
        rd.res.pitch2D.devPtr = d;
        rd.res.pitch2D.desc = desc;
        rd.res.pitch2D.width = W;
        rd.res.pitch2D.height = H;
        rd.res.pitch2D.pitchInBytes = pitch;
    }
    cudaMalloc(&o, NS * NS * sizeof(float));

    float by_ref[NS * NS], by_obj[NS * NS];
    const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeClamp, cudaAddressModeMirror,
                                            cudaAddressModeBorder};
    int compared = 0, nonzero = 0;
    for (int norm = 0; norm < 2; norm++)
        for (int f = 0; f < 2; f++)
            for (int m = 0; m < 4; m++) {
                if (!norm && (modes[m] == cudaAddressModeWrap || modes[m] == cudaAddressModeMirror))
                    continue; /* CUDA allows these with normalized coordinates only */
                pitched.normalized = norm;
                pitched.filterMode = f ? cudaFilterModeLinear : cudaFilterModePoint;
                pitched.addressMode[0] = pitched.addressMode[1] = modes[m];
                sample_pitched<<<NS, NS>>>(o, norm);
                cudaMemcpy(by_ref, o, sizeof by_ref, cudaMemcpyDeviceToHost);

                cudaTextureDesc td = {};
                td.addressMode[0] = td.addressMode[1] = modes[m];
                td.filterMode = pitched.filterMode;
                td.readMode = cudaReadModeElementType;
                td.normalizedCoords = norm;
                cudaTextureObject_t t;
                CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL) == cudaSuccess);
                sample_pitched_obj<<<NS, NS>>>(t, o, norm);
                cudaMemcpy(by_obj, o, sizeof by_obj, cudaMemcpyDeviceToHost);
                cudaDestroyTextureObject(t);
                if (memcmp(by_ref, by_obj, sizeof by_ref) != 0)
                    printf("FAIL: %s: norm %d filter %d address mode %d differs from the object's\n",
                           on_array ? "array" : "pitched", norm, f, m);
                CHECK(memcmp(by_ref, by_obj, sizeof by_ref) == 0);
                compared++;
                for (int k = 0; k < NS * NS; k++)
                    nonzero += by_ref[k] != 0.0f;
            }
    CHECK(compared == 12);
    CHECK(nonzero > compared * NS * NS / 2);
    cudaUnbindTexture(pitched);
    cudaFree(d);
    cudaFreeArray(a);
    cudaFree(o);
}

static void check_array()
{
    float4 h[H][W];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            h[j][i] = make_float4(i, j, i * j, -1.0f);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float4>();
    cudaArray *a;
    CHECK(cudaMallocArray(&a, &desc, W, H) == cudaSuccess);
    cudaMemcpy2DToArray(a, 0, 0, h, sizeof h[0], sizeof h[0], H, cudaMemcpyHostToDevice);
    cudaChannelFormatDesc got_desc = {};
    CHECK(cudaGetChannelDesc(&got_desc, a) == cudaSuccess);
    CHECK(got_desc.x == 32 && got_desc.y == 32 && got_desc.z == 32 && got_desc.w == 32 &&
          got_desc.f == cudaChannelFormatKindFloat);
    CHECK(cudaGetChannelDesc(&got_desc, (cudaArray_t)&got_desc) == cudaErrorInvalidResourceHandle);
    cudaGetLastError();
    arr2.filterMode = cudaFilterModePoint;
    arr2.addressMode[0] = arr2.addressMode[1] = cudaAddressModeClamp;
    CHECK(cudaBindTextureToArray(arr2, a) == cudaSuccess);
    float4 *o, got[W];
    cudaMalloc(&o, sizeof got);
    sample_array<<<1, W>>>(o, 0.5f, 3.5f);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    CHECK(memcmp(got, h[3], sizeof got) == 0);
    /* linear filtering halfway between rows 3 and 4 */
    arr2.filterMode = cudaFilterModeLinear;
    sample_array<<<1, W>>>(o, 0.5f, 4.0f);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < W; i++)
        bad += got[i].x != i || got[i].y != 3.5f || got[i].z != i * 3.5f;
    CHECK(bad == 0);
    /* a format of another size cannot describe the array */
    cudaChannelFormatDesc small = cudaCreateChannelDesc<float>();
    CHECK(cudaBindTextureToArray(arr2, a, small) == cudaErrorInvalidChannelDescriptor);
    cudaGetLastError();
    cudaUnbindTexture(arr2);
    cudaFreeArray(a);
    cudaFree(o);
}

static void check_3d_and_layers()
{
    static float h[D][H][W], got[D][H][W];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                h[z][y][x] = x + 100.0f * y + 10000.0f * z;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    float *o;
    cudaMalloc(&o, sizeof got);
    for (int layered = 0; layered < 2; layered++) {
        cudaArray *a;
        CHECK(cudaMalloc3DArray(&a, &desc, make_cudaExtent(W, H, D), layered ? cudaArrayLayered : 0) ==
              cudaSuccess);
        cudaMemcpy3DParms p = {};
        p.srcPtr = make_cudaPitchedPtr(h, W * sizeof(float), W, H);
        p.dstArray = a;
        p.extent = make_cudaExtent(W, H, D);
        p.kind = cudaMemcpyHostToDevice;
        cudaMemcpy3D(&p);
        if (layered) {
            CHECK(cudaBindTextureToArray(layers, a) == cudaSuccess);
            sample_layers<<<D, dim3(W, H)>>>(o);
        } else {
            CHECK(cudaBindTextureToArray(vol, a) == cudaSuccess);
            sample_vol<<<D, dim3(W, H)>>>(o);
        }
        memset(got, 0, sizeof got);
        cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
        CHECK(memcmp(got, h, sizeof h) == 0);
        cudaUnbindTexture(layered ? (const textureReference *)&layers : &vol);
        cudaFreeArray(a);
    }
    cudaFree(o);
}

static void check_surface()
{
    float h[H][W], got[H][W];
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            h[j][i] = i - j * 0.5f;
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray *a;
    cudaMallocArray(&a, &desc, W, H, cudaArraySurfaceLoadStore);
    cudaMemcpy2DToArray(a, 0, 0, h, sizeof h[0], sizeof h[0], H, cudaMemcpyHostToDevice);
    CHECK(cudaBindSurfaceToArray(surf, a) == cudaSuccess);
    const surfaceReference *ref = NULL;
    CHECK(cudaGetSurfaceReference(&ref, &surf) == cudaSuccess && ref == &surf);
    write_surf<<<H, 32>>>(W, H);
    cudaMemcpy2DFromArray(got, sizeof got[0], a, 0, 0, sizeof got[0], H, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int j = 0; j < H; j++)
        for (int i = 0; i < W; i++)
            bad += got[j][i] != h[j][i] * 2.0f + 1.0f;
    CHECK(bad == 0);
    cudaFreeArray(a);
}

int main()
{
    check_linear();
    check_normalized_bytes();
    check_modes(false);
    check_modes(true);
    check_array();
    check_3d_and_layers();
    check_surface();

    /* a reference never bound reads zero */
    int *o, got[32];
    cudaMalloc(&o, sizeof got);
    fetch_unbound<<<1, 32>>>(o);
    cudaMemcpy(got, o, sizeof got, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < 32; i++)
        bad += got[i] != 1;
    CHECK(bad == 0);
    CHECK(cudaDeviceSynchronize() == cudaSuccess);
    if (failures == 0)
        printf("PASS\n");
    return failures != 0;
}
