#pragma once
#include <cuda_runtime.h>

int add_on_device(int a, int b);
