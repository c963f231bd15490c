/* Driver API launches beyond cuLaunchKernel, on the test module
 * (FERRY_TEST_MODULE): cuLaunchKernelEx with launch attributes, the
 * cooperative launches (the probe kernel sees grid_group::is_valid()), and
 * the launch API before CUDA 9.2 with its per-function parameter buffer. */
#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_check.h"

static CUmodule mod;

static CUfunction fn(const char *name)
{
    CUfunction f = NULL;
    CHECK(cuModuleGetFunction(&f, mod, name) == CUDA_SUCCESS);
    return f;
}

static CUdeviceptr zeroed(size_t n)
{
    CUdeviceptr p = 0;
    CHECK(cuMemAlloc(&p, n) == CUDA_SUCCESS && cuMemsetD8(p, 0, n) == CUDA_SUCCESS);
    return p;
}

/* probe's out: {grid_group::is_valid(), threads per block, dynamic shared, 0}. */
static void read_probe(CUdeviceptr d, int out[4])
{
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
    CHECK(cuMemcpyDtoH(out, d, 4 * sizeof(int)) == CUDA_SUCCESS);
}

static void launch_ex(void)
{
    CUfunction probe = fn("probe");
    CUdeviceptr d = zeroed(4 * sizeof(int));
    void *params[] = {&d};
    CUevent done;
    CHECK(cuEventCreate(&done, 0) == CUDA_SUCCESS);
    CUlaunchAttribute attrs[4];
    memset(attrs, 0, sizeof attrs);
    attrs[0].id = CU_LAUNCH_ATTRIBUTE_PRIORITY;
    attrs[0].value.priority = 1;
    attrs[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
    attrs[1].value.clusterDim.x = attrs[1].value.clusterDim.y = attrs[1].value.clusterDim.z = 1;
    attrs[2].id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT;
    attrs[2].value.programmaticEvent.event = done;
    attrs[3].id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attrs[3].value.cooperative = 0;
    CUlaunchConfig cfg = {2, 1, 1, 64, 1, 1, 128, NULL, attrs, 4};
    int out[4] = {-1, -1, -1, -1};
    CHECK(cuLaunchKernelEx(&cfg, probe, params, NULL) == CUDA_SUCCESS);
    CHECK(cuEventSynchronize(done) == CUDA_SUCCESS);
    read_probe(d, out);
    CHECK(out[0] == 0 && out[1] == 64 && out[2] == 128);

    attrs[3].value.cooperative = 1;
    CHECK(cuLaunchKernelEx(&cfg, probe, params, NULL) == CUDA_SUCCESS);
    read_probe(d, out);
    CHECK(out[0] != 0 && out[1] == 64);

    /* mixed through `extra`, as cuLaunchKernel takes it. */
    CUdeviceptr dout = zeroed(6 * sizeof(long long));
    struct {
        CUdeviceptr out;
        char c;
        short s;
        int i;
        double d;
        float f;
        long long l;
    } packed = {dout, 5, -6, 7, 0.5, 1.25f, 99};
    size_t size = sizeof packed;
    void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed, CU_LAUNCH_PARAM_BUFFER_SIZE, &size,
                     CU_LAUNCH_PARAM_END};
    CUlaunchConfig one = {1, 1, 1, 1, 1, 1, 0, NULL, NULL, 0};
    CHECK(cuLaunchKernelEx(&one, fn("mixed"), NULL, extra) == CUDA_SUCCESS);
    long long got[6] = {0};
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS && cuMemcpyDtoH(got, dout, sizeof got) == CUDA_SUCCESS);
    CHECK(got[0] == 5 && got[1] == -6 && got[2] == 7 && got[3] == 500 && got[4] == 1250 && got[5] == 99);

    /* What it refuses. */
    CHECK(cuLaunchKernelEx(NULL, probe, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CUlaunchConfig no_attrs = {1, 1, 1, 1, 1, 1, 0, NULL, NULL, 1};
    CHECK(cuLaunchKernelEx(&no_attrs, probe, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    attrs[1].value.clusterDim.x = 2;
    CHECK(cuLaunchKernelEx(&cfg, probe, params, NULL) == CUDA_ERROR_NOT_SUPPORTED);
    attrs[1].value.clusterDim.x = 0;
    CHECK(cuLaunchKernelEx(&cfg, probe, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    attrs[1].id = (CUlaunchAttributeID)99;
    CHECK(cuLaunchKernelEx(&cfg, probe, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchKernelEx(&one, NULL, params, NULL) == CUDA_ERROR_INVALID_HANDLE);
    CUlaunchConfig huge_block = {1, 1, 1, 2048, 1, 1, 0, NULL, NULL, 0};
    CHECK(cuLaunchKernelEx(&huge_block, probe, params, NULL) == CUDA_ERROR_INVALID_VALUE);
    cuEventDestroy(done);
    cuMemFree(d), cuMemFree(dout);
}

static void cooperative(void)
{
    CUfunction probe = fn("probe");
    CUdeviceptr d = zeroed(4 * sizeof(int));
    void *params[] = {&d};
    int out[4];
    CHECK(cuLaunchCooperativeKernel(probe, 2, 1, 1, 32, 1, 1, 16, NULL, params) == CUDA_SUCCESS);
    read_probe(d, out);
    CHECK(out[0] != 0 && out[1] == 32 && out[2] == 16);
    int per_sm = 0, sms = 0;
    CHECK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, probe, 32, 16) == CUDA_SUCCESS && per_sm > 0);
    CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchCooperativeKernel(probe, (unsigned)(per_sm * sms + 1), 1, 1, 32, 1, 1, 16, NULL, params) ==
          CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE);
    CHECK(cuLaunchCooperativeKernel(probe, 1, 1, 1, 32, 1, 1, 0, NULL, NULL) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchCooperativeKernel(NULL, 1, 1, 1, 32, 1, 1, 0, NULL, params) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunchCooperativeKernel(probe, 0, 1, 1, 32, 1, 1, 0, NULL, params) == CUDA_ERROR_INVALID_VALUE);

    /* The multi-device form, with its one device. */
    CUstream s;
    CHECK(cuStreamCreate(&s, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS);
    CHECK(cuMemsetD8(d, 0, 4 * sizeof(int)) == CUDA_SUCCESS);
    CUDA_LAUNCH_PARAMS lp = {probe, 3, 1, 1, 8, 1, 1, 0, s, params};
    CHECK(cuLaunchCooperativeKernelMultiDevice(&lp, 1, 0) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS);
    read_probe(d, out);
    CHECK(out[0] != 0 && out[1] == 8);
    CHECK(cuLaunchCooperativeKernelMultiDevice(&lp, 0, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchCooperativeKernelMultiDevice(NULL, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchCooperativeKernelMultiDevice(&lp, 1, 4) == CUDA_ERROR_INVALID_VALUE);
    CUDA_LAUNCH_PARAMS two[2] = {lp, lp};
    CHECK(cuLaunchCooperativeKernelMultiDevice(two, 2, 0) == CUDA_ERROR_INVALID_DEVICE);
    lp.hStream = NULL;
    CHECK(cuLaunchCooperativeKernelMultiDevice(&lp, 1, 0) == CUDA_ERROR_INVALID_VALUE);
    cuStreamDestroy(s);
    cuMemFree(d);
}

static void legacy(void)
{
    CUfunction mixed = fn("mixed");
    CUdeviceptr dout = zeroed(6 * sizeof(long long));
    /* mixed(long long *out, char c, short s, int i, double d, float f, long long l)
     * at offsets 0, 8, 10, 12, 16, 24, 32. */
    char c = -9;
    short sh = 300;
    double dbl = -1.5;
    long long l = -(1LL << 35);
    CHECK(cuParamSetv(mixed, 0, &dout, sizeof dout) == CUDA_SUCCESS);
    CHECK(cuParamSetv(mixed, 8, &c, 1) == CUDA_SUCCESS);
    CHECK(cuParamSetv(mixed, 10, &sh, 2) == CUDA_SUCCESS);
    CHECK(cuParamSeti(mixed, 12, (unsigned)-4242) == CUDA_SUCCESS);
    CHECK(cuParamSetv(mixed, 16, &dbl, sizeof dbl) == CUDA_SUCCESS);
    CHECK(cuParamSetf(mixed, 24, 3.5f) == CUDA_SUCCESS);
    CHECK(cuParamSetv(mixed, 32, &l, sizeof l) == CUDA_SUCCESS);
    CHECK(cuParamSetSize(mixed, 40) == CUDA_SUCCESS);
    CHECK(cuFuncSetBlockShape(mixed, 1, 1, 1) == CUDA_SUCCESS);
    CHECK(cuLaunchGrid(mixed, 1, 1) == CUDA_SUCCESS);
    long long got[6] = {0};
    CHECK(cuCtxSynchronize() == CUDA_SUCCESS && cuMemcpyDtoH(got, dout, sizeof got) == CUDA_SUCCESS);
    CHECK(got[0] == -9 && got[1] == 300 && got[2] == -4242 && got[3] == -1500 && got[4] == 3500 &&
          got[5] == -(1LL << 35));
    /* A buffer shorter than the layout. */
    CHECK(cuParamSetSize(mixed, 20) == CUDA_SUCCESS);
    CHECK(cuLaunch(mixed) == CUDA_ERROR_INVALID_VALUE);

    /* bump(): counter += threads per block, for every block. */
    CUfunction bump = fn("bump");
    CUdeviceptr counter;
    CHECK(cuModuleGetGlobal(&counter, NULL, mod, "counter") == CUDA_SUCCESS);
    CHECK(cuMemsetD32(counter, 0, 1) == CUDA_SUCCESS);
    CHECK(cuFuncSetBlockShape(bump, 4, 2, 2) == CUDA_SUCCESS);
    CHECK(cuFuncSetSharedSize(bump, 64) == CUDA_SUCCESS);
    CHECK(cuLaunch(bump) == CUDA_SUCCESS);
    CUstream s;
    CHECK(cuStreamCreate(&s, 0) == CUDA_SUCCESS);
    CHECK(cuLaunchGridAsync(bump, 3, 2, s) == CUDA_SUCCESS);
    CHECK(cuStreamSynchronize(s) == CUDA_SUCCESS && cuCtxSynchronize() == CUDA_SUCCESS);
    int count = 0;
    CHECK(cuMemcpyDtoH(&count, counter, sizeof count) == CUDA_SUCCESS);
    CHECK(count == 16 * (1 + 6));

    /* What the old calls refuse. */
    CHECK(cuFuncSetBlockShape(bump, 0, 1, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuFuncSetBlockShape(NULL, 1, 1, 1) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuParamSetv(mixed, 4090, &l, sizeof l) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuParamSeti(mixed, -4, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuParamSetSize(mixed, 5000) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchGrid(bump, 0, 1) == CUDA_ERROR_INVALID_VALUE);
    CHECK(cuLaunchGridAsync(bump, 1, 1, (CUstream)mixed) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuLaunch(NULL) == CUDA_ERROR_INVALID_HANDLE);
    CHECK(cuFuncSetBlockShape(bump, 2048, 1, 1) == CUDA_SUCCESS);
    CHECK(cuLaunch(bump) == CUDA_ERROR_INVALID_VALUE);
    /* scale's descriptor gives no parameter layout to unpack a buffer with. */
    CHECK(cuParamSetSize(fn("_Z5scalePfi"), 12) == CUDA_SUCCESS);
    CHECK(cuLaunch(fn("_Z5scalePfi")) == CUDA_ERROR_NOT_SUPPORTED);
    CHECK(cuParamSetTexRef(mixed, CU_PARAM_TR_DEFAULT, NULL) == CUDA_ERROR_INVALID_VALUE);
    cuStreamDestroy(s);
    cuMemFree(dout);
}

int main(void)
{
    const char *path = getenv("FERRY_TEST_MODULE");
    if (!path) {
        fprintf(stderr, "FERRY_TEST_MODULE is not set\n");
        return 1;
    }
    CHECK(cuInit(0) == CUDA_SUCCESS);
    CHECK(cuLaunch(NULL) == CUDA_ERROR_INVALID_CONTEXT);
    CUcontext ctx;
    CHECK(cuDevicePrimaryCtxRetain(&ctx, 0) == CUDA_SUCCESS && cuCtxSetCurrent(ctx) == CUDA_SUCCESS);
    CHECK(cuModuleLoad(&mod, path) == CUDA_SUCCESS && mod);
    if (mod) {
        launch_ex();
        cooperative();
        legacy();
        /* The old state goes with the module. */
        CHECK(cuModuleUnload(mod) == CUDA_SUCCESS);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
