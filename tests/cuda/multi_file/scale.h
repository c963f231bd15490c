// Host-callable entry points of the multi_file test. Plain C++: no CUDA types,
// so that host.cpp can include it without the CUDA headers.
#ifndef MULTI_FILE_SCALE_H
#define MULTI_FILE_SCALE_H

// Scales n floats of host memory by k on the GPU; returns 0 on success.
int scaleOnDevice(float *host, int n, float k);

// Fills out[i] = i*i on the GPU (kernel in kernels.cu); returns 0 on success.
int squaresOnDevice(long long *out, int n);

// In host.cpp: compiled by the host compiler, calls scaleOnDevice.
int normalizeOnHost(float *data, int n);

#endif
