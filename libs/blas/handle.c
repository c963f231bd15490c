/* The cuBLAS handle: creation, the live-handle registry, its settings,
 * version queries and status names. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sched_getaffinity */
#endif
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <unistd.h>

#include "blas.h"

/* Live handles, so that a destroyed or never-created handle is refused
 * with NOT_INITIALIZED instead of being read after free.  Programs hold a
 * handful, so a short array scanned under a lock is enough. */
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;
static cublasHandle_t *live;
static size_t nlive, caplive;

bool ferry_blas_live(cublasHandle_t h)
{
    if (!h)
        return false;
    bool found = false;
    pthread_mutex_lock(&live_lock);
    for (size_t i = 0; i < nlive && !found; i++)
        found = live[i] == h;
    pthread_mutex_unlock(&live_lock);
    return found;
}

/* OpenBLAS and Ferry's worker pool each want one thread per core.  BLAS
 * work runs as a host function on the stream's thread, so while it runs no
 * kernel of that stream does, and Ferry's idle workers sleep on a futex
 * after a few microseconds: giving OpenBLAS the same core count as the
 * pool (FERRY_NUM_THREADS or the affinity mask, as runtime/cpu/pool.c
 * counts) uses the machine once, not twice.  Kernels running at the same
 * time on other streams do share the cores with it, as two streams'
 * kernels share them with each other. */
static void set_blas_threads(void)
{
    int n = 0;
    const char *env = getenv("FERRY_NUM_THREADS");
    if (env && *env)
        n = atoi(env);
    if (n < 1) {
        cpu_set_t set;
        if (sched_getaffinity(0, sizeof set, &set) == 0)
            n = CPU_COUNT(&set);
    }
    if (n < 1)
        n = (int)sysconf(_SC_NPROCESSORS_ONLN);
    /* OPENBLAS_NUM_THREADS set by the user wins, as it would with OpenBLAS
     * alone. */
    if (n >= 1 && !getenv("OPENBLAS_NUM_THREADS"))
        openblas_set_num_threads(n);
}
static pthread_once_t threads_once = PTHREAD_ONCE_INIT;

cublasStatus_t cublasCreate_v2(cublasHandle_t *handle)
{
    if (!handle)
        return CUBLAS_STATUS_INVALID_VALUE;
    pthread_once(&threads_once, set_blas_threads);
    cublasHandle_t h = calloc(1, sizeof *h);
    if (!h)
        return CUBLAS_STATUS_ALLOC_FAILED;
    h->stream = 0;
    h->pointer_mode = CUBLAS_POINTER_MODE_HOST;
    h->math_mode = CUBLAS_DEFAULT_MATH;
    h->atomics_mode = CUBLAS_ATOMICS_NOT_ALLOWED;
    pthread_mutex_lock(&live_lock);
    if (nlive == caplive) {
        size_t cap = caplive ? 2 * caplive : 8;
        cublasHandle_t *grown = realloc(live, cap * sizeof *grown);
        if (!grown) {
            pthread_mutex_unlock(&live_lock);
            free(h);
            return CUBLAS_STATUS_ALLOC_FAILED;
        }
        live = grown;
        caplive = cap;
    }
    live[nlive++] = h;
    pthread_mutex_unlock(&live_lock);
    *handle = h;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasDestroy_v2(cublasHandle_t handle)
{
    bool found = false;
    pthread_mutex_lock(&live_lock);
    for (size_t i = 0; i < nlive; i++)
        if (live[i] == handle) {
            live[i] = live[--nlive];
            found = true;
            break;
        }
    pthread_mutex_unlock(&live_lock);
    if (!found)
        return CUBLAS_STATUS_NOT_INITIALIZED;
    /* Work already queued holds its own copies of everything it needs, but
     * cuBLAS documents that destroying a handle synchronises the device,
     * and programs rely on that.  The device, not the handle's stream: the
     * program may have destroyed that stream already. */
    cudaDeviceSynchronize();
    free(handle);
    return CUBLAS_STATUS_SUCCESS;
}

/* The version does not depend on the handle, so a NULL one is accepted:
 * some programs ask before creating any. */
cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version)
{
    (void)handle;
    BLAS_REQUIRE(version);
    *version = CUBLAS_VERSION;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value)
{
    return ferry_blas_property(type, value);
}

size_t cublasGetCudartVersion(void)
{
    return CUDART_VERSION;
}

cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t size)
{
    BLAS_HANDLE(handle);
    /* OpenBLAS allocates its own buffers; the workspace is kept only to be
     * a faithful no-op. */
    BLAS_REQUIRE(workspace || size == 0);
    handle->workspace = workspace;
    handle->workspace_size = size;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream)
{
    BLAS_HANDLE(handle);
    handle->stream = stream;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *stream)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(stream);
    *stream = handle->stream;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(mode);
    *mode = handle->pointer_mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(mode == CUBLAS_POINTER_MODE_HOST || mode == CUBLAS_POINTER_MODE_DEVICE);
    handle->pointer_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(mode);
    *mode = handle->atomics_mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(mode == CUBLAS_ATOMICS_NOT_ALLOWED || mode == CUBLAS_ATOMICS_ALLOWED);
    handle->atomics_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(mode);
    *mode = handle->math_mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode)
{
    BLAS_HANDLE(handle);
    /* The mode only permits faster, less precise arithmetic; Ferry always
     * computes at full precision, which every mode allows. */
    int base = mode & ~CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION;
    BLAS_REQUIRE(base >= CUBLAS_DEFAULT_MATH && base <= CUBLAS_TF32_TENSOR_OP_MATH);
    handle->math_mode = mode;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int *target)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(target);
    *target = handle->sm_count_target;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int target)
{
    BLAS_HANDLE(handle);
    BLAS_REQUIRE(target >= 0);
    handle->sm_count_target = target;
    return CUBLAS_STATUS_SUCCESS;
}

const char *cublasGetStatusName(cublasStatus_t status)
{
    return ferry_blas_status_name(status);
}

const char *cublasGetStatusString(cublasStatus_t status)
{
    return ferry_blas_status_string(status);
}

/* Ferry's cuBLAS logs nothing; the logger calls are accepted so programs
 * that configure it run. */
static cublasLogCallback log_callback;

cublasStatus_t cublasLoggerConfigure(int on, int to_stdout, int to_stderr, const char *file)
{
    (void)on, (void)to_stdout, (void)to_stderr, (void)file;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetLoggerCallback(cublasLogCallback cb)
{
    log_callback = cb;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *cb)
{
    BLAS_REQUIRE(cb);
    *cb = log_callback;
    return CUBLAS_STATUS_SUCCESS;
}
