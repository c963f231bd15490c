// NVCC-FLAGS: -use_fast_math
// --use_fast_math implies --ftz=true: single-precision operations read a
// subnormal operand as a zero of its sign and flush a subnormal result;
// moves keep the bits, and double precision keeps its subnormals.
// __fdividef(x, y) is 0 for 2^126 < |y| < 2^128, with or without it.
#include <cstdio>
#include <cstring>

__global__ void flush(const float *in, float *out, double *dout)
{
    float a = in[0], b = in[1];           // a subnormal, b = 2^-100
    out[0] = b * 0x1p-30f;                // 2^-130, a subnormal result: +0
    out[1] = -b * 0x1p-30f;               // -0
    out[2] = a + b;                       // a read as 0: exactly b
    out[3] = (a == 0.0f) ? 1.0f : 0.0f;   // compares as 0
    out[4] = (a > 0.0f) ? 1.0f : 0.0f;    // not above 0
    out[5] = -a;                          // -0
    out[6] = fmaxf(a, 0.0f);              // 0
    out[7] = fmaf(b, 0x1p-30f, 0x1p-127f); // 2^-127 in, subnormal sum out: 0
    out[8] = a;                           // a move keeps the bits
    out[9] = (float)(in[2] * 1e-45);      // a subnormal from double: 0
    out[10] = __fdividef(in[2], 0x1.8p126f); // 1/y is flushed there: 0
    out[11] = __fdividef(-in[2], 0x1p100f);  // elsewhere the quotient
    dout[0] = (double)a;                  // the conversion reads a as 0
    dout[1] = (double)in[2] * 1e-310;     // double keeps its subnormals
}

static unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }

int main()
{
    float h[3] = {1e-39f, 0x1p-100f, 1.0f}, o[12];
    double d[2];
    float *din, *dout;
    double *dd;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof o);
    cudaMalloc(&dd, sizeof d);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    flush<<<1, 1>>>(din, dout, dd);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(d, dd, sizeof d, cudaMemcpyDeviceToHost);
    const unsigned want[12] = {0u, 0x80000000u, bits(0x1p-100f), bits(1.0f), 0u, 0x80000000u, 0u, 0u, bits(1e-39f), 0u, 0u,
                               bits(-0x1p-100f)};
    int bad = 0;
    for (int i = 0; i < 12; i++)
        if (bits(o[i]) != want[i]) {
            printf("FAIL: out[%d] = 0x%08x, want 0x%08x\n", i, bits(o[i]), want[i]);
            bad = 1;
        }
    if (d[0] != 0.0 || !(d[1] > 0.0 && d[1] < 2.3e-308)) {
        printf("FAIL: double results %a %a\n", d[0], d[1]);
        bad = 1;
    }
    printf(bad ? "FAIL\n" : "PASS\n");
    return bad;
}
