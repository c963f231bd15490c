// cudaGetErrorName and cudaGetErrorString: exact names for a few codes,
// non-empty descriptions, distinct descriptions for distinct errors, and a
// non-null answer for a code that does not exist.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

int main()
{
    struct { cudaError_t code; const char *name; } known[] = {
        {cudaSuccess, "cudaSuccess"},
        {cudaErrorInvalidValue, "cudaErrorInvalidValue"},
        {cudaErrorMemoryAllocation, "cudaErrorMemoryAllocation"},
        {cudaErrorInvalidConfiguration, "cudaErrorInvalidConfiguration"},
        {cudaErrorInvalidDevicePointer, "cudaErrorInvalidDevicePointer"},
        {cudaErrorInvalidMemcpyDirection, "cudaErrorInvalidMemcpyDirection"},
        {cudaErrorInvalidDevice, "cudaErrorInvalidDevice"},
        {cudaErrorAssert, "cudaErrorAssert"},
        {cudaErrorNotReady, "cudaErrorNotReady"},
    };
    const int count = sizeof(known) / sizeof(known[0]);
    for (int k = 0; k < count; ++k) {
        const char *name = cudaGetErrorName(known[k].code);
        const char *text = cudaGetErrorString(known[k].code);
        if (name == nullptr || strcmp(name, known[k].name) != 0) {
            printf("cudaGetErrorName(%d) = \"%s\", want \"%s\"\n", (int)known[k].code, name ? name : "(null)", known[k].name);
            return 1;
        }
        if (text == nullptr || text[0] == '\0') {
            printf("cudaGetErrorString(%s) is empty\n", known[k].name);
            return 1;
        }
        for (int j = 0; j < k; ++j)
            if (strcmp(text, cudaGetErrorString(known[j].code)) == 0) {
                printf("%s and %s share the description \"%s\"\n", known[k].name, known[j].name, text);
                return 1;
            }
    }
    if (cudaErrorInvalidValue != 1 || cudaErrorMemoryAllocation != 2 || cudaErrorInvalidConfiguration != 9 ||
        cudaErrorInvalidDevicePointer != 17 || cudaErrorAssert != 710 || cudaErrorNotReady != 600) {
        printf("error codes have unexpected values\n");
        return 1;
    }
    const char *bogusName = cudaGetErrorName((cudaError_t)123456);
    const char *bogusText = cudaGetErrorString((cudaError_t)123456);
    if (bogusName == nullptr || bogusText == nullptr || bogusText[0] == '\0') {
        printf("unknown error code: null or empty answer\n");
        return 1;
    }
    printf("PASS\n");
    return 0;
}
