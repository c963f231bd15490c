#pragma once

__device__ float dot3(const float *a, const float *b);
void scale_all(float *host, int n, float by);
