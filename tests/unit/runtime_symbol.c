/* __device__/__constant__ variables: copies to and from symbols, their
 * addresses and sizes, and managed variables. */
#include <stdio.h>
#include <string.h>

#include "cuda_runtime_api.h"
#include "ferry_abi.h"

#include "runtime_check.h"

/* The device copies, as ferry-lower would emit them (already initialised). */
static float dev_table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static int dev_counter = 17;
static double dev_managed = 2.5;

static const ferry_var_desc vars[] = {
    {"table", dev_table, sizeof dev_table, FERRY_VAR_CONSTANT},
    {"counter", &dev_counter, sizeof dev_counter, 0},
    {"managed", &dev_managed, sizeof dev_managed, 0},
};
static const ferry_module_desc module = {FERRY_ABI_VERSION, 0, 3, 0, "symbol-test", NULL, vars, NULL};

static struct {
    int magic, version;
    const char *blob;
    void *unused;
} wrapper = {0x466243b1, 1, "ferry-module:symbol-test", NULL};

/* Host shadows: what a program names when it passes a symbol. */
static float table[8];
static int counter;
static int unregistered;
static double *managed;

static void register_all(void)
{
    __ferry_register_module(&module); /* device side first this time */
    void **h = __cudaRegisterFatBinary(&wrapper);
    __cudaRegisterVar(h, (char *)table, "table", "table", 0, sizeof table, 1, 0);
    __cudaRegisterVar(h, (char *)&counter, "counter", "counter", 0, sizeof counter, 0, 0);
    __cudaRegisterManagedVar(h, (void **)&managed, "managed", "managed", 0, sizeof(double), 0, 0);
    __cudaRegisterFatBinaryEnd(h);
}

static void test_copies(void)
{
    float in[8] = {10, 20, 30, 40, 50, 60, 70, 80}, out[8] = {0};
    CHECK(cudaMemcpyFromSymbol(out, table, sizeof out, 0, cudaMemcpyDeviceToHost) == cudaSuccess);
    CHECK(out[0] == 1 && out[7] == 8); /* initialiser visible */
    CHECK(cudaMemcpyToSymbol(table, in, sizeof in, 0, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(dev_table[3] == 40);
    CHECK(cudaMemcpyToSymbol(table, in, 2 * sizeof(float), 6 * sizeof(float), cudaMemcpyHostToDevice) ==
          cudaSuccess);
    CHECK(dev_table[6] == 10 && dev_table[7] == 20);
    CHECK(cudaMemcpyFromSymbol(out, table, sizeof(float), 7 * sizeof(float), cudaMemcpyDeviceToHost) ==
          cudaSuccess && out[0] == 20);
    CHECK(cudaMemcpyToSymbol(table, in, sizeof in, 4, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    CHECK(cudaMemcpyToSymbol(&unregistered, in, 4, 0, cudaMemcpyHostToDevice) == cudaErrorInvalidSymbol);
    CHECK(cudaGetLastError() == cudaErrorInvalidSymbol);
    CHECK(cudaMemcpyToSymbol(table, in, 4, 0, cudaMemcpyDeviceToHost) == cudaErrorInvalidMemcpyDirection);
    int v = 5;
    CHECK(cudaMemcpyToSymbolAsync(&counter, &v, sizeof v, 0, cudaMemcpyHostToDevice, 0) == cudaSuccess);
    v = 6; /* a pageable source is read before the call returns */
    CHECK(cudaStreamSynchronize(0) == cudaSuccess && dev_counter == 5);
    v = 0;
    CHECK(cudaMemcpyFromSymbolAsync(&v, &counter, sizeof v, 0, cudaMemcpyDeviceToHost, 0) == cudaSuccess && v == 5);
    cudaGetLastError();
}

static void test_address(void)
{
    void *addr = NULL;
    size_t size = 0;
    CHECK(cudaGetSymbolAddress(&addr, &counter) == cudaSuccess && addr == &dev_counter);
    CHECK(cudaGetSymbolSize(&size, table) == cudaSuccess && size == sizeof dev_table);
    CHECK(cudaGetSymbolAddress(&addr, &unregistered) == cudaErrorInvalidSymbol);
    /* A symbol's device address is device memory for copies. */
    int v = 99;
    CHECK(cudaMemcpy(addr, &v, sizeof v, cudaMemcpyHostToDevice) == cudaSuccess);
    CHECK(cudaGetSymbolAddress(&addr, &counter) == cudaSuccess && dev_counter == 99);
    CHECK(cudaMemcpy(addr, &v, sizeof v + 1, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
    struct cudaPointerAttributes at;
    CHECK(cudaPointerGetAttributes(&at, &dev_table[2]) == cudaSuccess && at.type == cudaMemoryTypeDevice);
    CHECK(managed == &dev_managed && *managed == 2.5);
    cudaGetLastError();
}

int main(void)
{
    register_all();
    test_copies();
    test_address();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
