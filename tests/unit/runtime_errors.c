/* Error names and messages, and last-error bookkeeping. */
#include <stdio.h>
#include <string.h>

#include "cuda_runtime_api.h"

#include "runtime_check.h"

static void test_values(void)
{
    CHECK(cudaSuccess == 0 && cudaErrorInvalidValue == 1 && cudaErrorMemoryAllocation == 2);
    CHECK(cudaErrorInitializationError == 3 && cudaErrorInvalidConfiguration == 9);
    CHECK(cudaErrorInvalidSymbol == 13 && cudaErrorInvalidDevicePointer == 17);
    CHECK(cudaErrorInvalidMemcpyDirection == 21 && cudaErrorInvalidDeviceFunction == 98);
    CHECK(cudaErrorNoDevice == 100 && cudaErrorInvalidDevice == 101);
    CHECK(cudaErrorInvalidResourceHandle == 400 && cudaErrorNotReady == 600);
    CHECK(cudaErrorIllegalAddress == 700 && cudaErrorLaunchOutOfResources == 701);
    CHECK(cudaErrorAssert == 710 && cudaErrorLaunchFailure == 719);
    CHECK(cudaErrorCooperativeLaunchTooLarge == 720 && cudaErrorNotSupported == 801);
    CHECK(cudaErrorUnknown == 999);
}

static void test_names(void)
{
    CHECK(strcmp(cudaGetErrorName(cudaSuccess), "cudaSuccess") == 0);
    CHECK(strcmp(cudaGetErrorName(cudaErrorAssert), "cudaErrorAssert") == 0);
    CHECK(strcmp(cudaGetErrorName(cudaErrorInvalidConfiguration), "cudaErrorInvalidConfiguration") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaSuccess), "no error") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaErrorMemoryAllocation), "out of memory") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaErrorInvalidConfiguration), "invalid configuration argument") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaErrorAssert), "device-side assert triggered") == 0);
    CHECK(strcmp(cudaGetErrorString(cudaErrorInvalidDeviceFunction), "invalid device function") == 0);
    CHECK(strcmp(cudaGetErrorString((cudaError_t)12345), "unrecognized error code") == 0);
    CHECK(strcmp(cudaGetErrorName((cudaError_t)12345), "unrecognized error code") == 0);
}

static void test_last_error(void)
{
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cudaSetDevice(7) == cudaErrorInvalidDevice);
    CHECK(cudaSetDevice(0) == cudaSuccess); /* success does not clear */
    CHECK(cudaPeekAtLastError() == cudaErrorInvalidDevice);
    CHECK(cudaPeekAtLastError() == cudaErrorInvalidDevice);
    CHECK(cudaGetLastError() == cudaErrorInvalidDevice);
    CHECK(cudaGetLastError() == cudaSuccess);
    CHECK(cudaFree((void *)0x1234) == cudaErrorInvalidValue);
    CHECK(cudaGetLastError() == cudaErrorInvalidValue);
}

int main(void)
{
    test_values();
    test_names();
    test_last_error();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
