// cudaMemcpy3D to, from and between CUDA arrays: the extent's width and an
// array's position count the array's elements, a pointer's position counts
// bytes; a texture fetch sees what the copy wrote.
#include <cstdio>
#include <cstring>

#include "tally.h"

enum { W = 5, H = 4, D = 3 };

__global__ void fetch(cudaTextureObject_t t, float *out) {
    int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
    out[(z * H + y) * W + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

int main() {
    float host[D][H][W], back[D][H][W];
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) host[z][y][x] = 100 * z + 10 * y + x;

    cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
    cudaArray_t arr, arr2;
    CHECK(cudaMalloc3DArray(&arr, &fd, make_cudaExtent(W, H, D)) == cudaSuccess);
    CHECK(cudaMalloc3DArray(&arr2, &fd, make_cudaExtent(W, H, D)) == cudaSuccess);

    // host -> array, whole volume
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstArray = arr;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p) == cudaSuccess);

    // a texture over the array reads it back
    cudaResourceDesc rd = {};
    rd.resType = cudaResourceTypeArray;
    rd.res.array.array = arr;
    cudaTextureDesc td = {};
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    CHECK(cudaCreateTextureObject(&t, &rd, &td, NULL) == cudaSuccess);
    float *dout;
    CHECK(cudaMalloc(&dout, sizeof host) == cudaSuccess);
    fetch<<<1, dim3(W, H, D)>>>(t, dout);
    CHECK(cudaMemcpy(back, dout, sizeof back, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(memcmp(host, back, sizeof host) == 0);

    // array -> array, then array -> pitched device memory -> host
    cudaMemcpy3DParms aa = {};
    aa.srcArray = arr;
    aa.dstArray = arr2;
    aa.extent = make_cudaExtent(W, H, D);
    aa.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3D(&aa) == cudaSuccess);
    cudaPitchedPtr dp;
    CHECK(cudaMalloc3D(&dp, make_cudaExtent(W * sizeof(float), H, D)) == cudaSuccess);
    cudaMemcpy3DParms ad = {};
    ad.srcArray = arr2;
    ad.dstPtr = dp;
    ad.extent = make_cudaExtent(W, H, D);
    ad.kind = cudaMemcpyDeviceToDevice;
    CHECK(cudaMemcpy3D(&ad) == cudaSuccess);
    memset(back, 0, sizeof back);
    cudaMemcpy3DParms dh = {};
    dh.srcPtr = dp;
    dh.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    dh.extent = make_cudaExtent(W * sizeof(float), H, D); // no array: bytes
    dh.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&dh) == cudaSuccess);
    CHECK(memcmp(host, back, sizeof host) == 0);

    // a 2x2x1 box from array position (3, 1, 2) to host position (4 bytes, 0, 0)
    float box[1][2][3] = {};
    cudaMemcpy3DParms ab = {};
    ab.srcArray = arr;
    ab.srcPos = make_cudaPos(3, 1, 2);
    ab.dstPtr = make_cudaPitchedPtr(box, 3 * sizeof(float), 3, 2);
    ab.dstPos = make_cudaPos(sizeof(float), 0, 0);
    ab.extent = make_cudaExtent(2, 2, 1);
    ab.kind = cudaMemcpyDeviceToHost;
    CHECK(cudaMemcpy3D(&ab) == cudaSuccess);
    CHECK(box[0][0][0] == 0 && box[0][0][1] == host[2][1][3] && box[0][0][2] == host[2][1][4]);
    CHECK(box[0][1][1] == host[2][2][3] && box[0][1][2] == host[2][2][4]);

    // misuse
    ab.srcPos = make_cudaPos(4, 1, 2); // 4 + 2 elements > W
    CHECK(cudaMemcpy3D(&ab) == cudaErrorInvalidValue);
    ab.srcPos = make_cudaPos(0, H - 1, 0); // one slice deep, but rows H - 1 and H > H - 1
    CHECK(cudaMemcpy3D(&ab) == cudaErrorInvalidValue);
    cudaMemcpy3DParms both = p;
    both.dstPtr = dp; // an array and a pointer on one side
    CHECK(cudaMemcpy3D(&both) == cudaErrorInvalidValue);
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<char>();
    cudaArray_t small;
    CHECK(cudaMalloc3DArray(&small, &cd, make_cudaExtent(W, H, D)) == cudaSuccess);
    aa.dstArray = small; // elements of different sizes
    CHECK(cudaMemcpy3D(&aa) == cudaErrorInvalidValue);
    cudaGetLastError();

    cudaDestroyTextureObject(t);
    cudaFreeArray(arr);
    cudaFreeArray(arr2);
    cudaFreeArray(small);
    cudaFree(dp.ptr);
    cudaFree(dout);
    printf(failures ? "FAILED\n" : "PASS\n");
    return failures != 0;
}
