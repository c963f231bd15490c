/* cuBLASLt's algorithm objects.  There is one algorithm, OpenBLAS's GEMM
 * (id 0): the configuration attributes are kept in the algorithm's words so
 * they read back as set, but change nothing; the capabilities describe
 * what lt.c's cublasLtMatmul does.  The logger calls are accepted (Ferry's
 * cuBLASLt logs nothing). */
#include "cublasLt.h"
#include "mix.h"

cublasStatus_t cublasLtMatmulAlgoGetIds(cublasLtHandle_t h, cublasComputeType_t compute, cudaDataType_t scale,
                                        cudaDataType_t at, cudaDataType_t bt, cudaDataType_t ct, cudaDataType_t dt,
                                        int requested, int ids[], int *returned)
{
    (void)scale, (void)ct;
    BLAS_REQUIRE(h && requested > 0 && ids && returned);
    gex g = {.at = at, .bt = bt, .ct = dt, .compute = compute};
    *returned = 0;
    if (ferry_mix_plan(&g) != CUBLAS_STATUS_SUCCESS)
        return CUBLAS_STATUS_SUCCESS; /* no algorithm for these types */
    ids[0] = 0;
    *returned = 1;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulAlgoInit(cublasLtHandle_t h, cublasComputeType_t compute, cudaDataType_t scale,
                                      cudaDataType_t at, cudaDataType_t bt, cudaDataType_t ct, cudaDataType_t dt,
                                      int id, cublasLtMatmulAlgo_t *algo)
{
    (void)scale, (void)ct;
    BLAS_REQUIRE(h && algo && id == 0);
    gex g = {.at = at, .bt = bt, .ct = dt, .compute = compute};
    if (ferry_mix_plan(&g) != CUBLAS_STATUS_SUCCESS)
        return CUBLAS_STATUS_NOT_SUPPORTED;
    memset(algo, 0, sizeof *algo);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulAlgoCheck(cublasLtHandle_t h, cublasLtMatmulDesc_t op, cublasLtMatrixLayout_t A,
                                       cublasLtMatrixLayout_t B, cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D,
                                       const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result)
{
    BLAS_REQUIRE(algo && result);
    int n = 0;
    cublasLtMatmulPreferenceOpaque_t pref;
    cublasStatus_t st = cublasLtMatmulPreferenceInit(&pref);
    if (st == CUBLAS_STATUS_SUCCESS)
        st = cublasLtMatmulAlgoGetHeuristic(h, op, A, B, C, D, &pref, 1, result, &n);
    if (st == CUBLAS_STATUS_SUCCESS)
        result->algo = *algo;
    return st;
}

/* Configuration attributes live in the algorithm's words, one 32-bit slot
 * each (the two 16-bit ones too). */
static bool config_slot(int attr, size_t *size)
{
    switch (attr) {
    case CUBLASLT_ALGO_CONFIG_ID:
    case CUBLASLT_ALGO_CONFIG_TILE_ID:
    case CUBLASLT_ALGO_CONFIG_SPLITK_NUM:
    case CUBLASLT_ALGO_CONFIG_REDUCTION_SCHEME:
    case CUBLASLT_ALGO_CONFIG_CTA_SWIZZLING:
    case CUBLASLT_ALGO_CONFIG_CUSTOM_OPTION:
    case CUBLASLT_ALGO_CONFIG_STAGES_ID: *size = 4; return true;
    case CUBLASLT_ALGO_CONFIG_INNER_SHAPE_ID:
    case CUBLASLT_ALGO_CONFIG_CLUSTER_SHAPE_ID: *size = 2; return true;
    }
    return false;
}

cublasStatus_t cublasLtMatmulAlgoConfigSetAttribute(cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoConfigAttributes_t attr,
                                                    const void *buf, size_t size)
{
    size_t want;
    BLAS_REQUIRE(algo && buf && config_slot(attr, &want) && size == want);
    if (attr == CUBLASLT_ALGO_CONFIG_ID) {
        int32_t id;
        memcpy(&id, buf, 4);
        BLAS_REQUIRE(id == 0);
    }
    memcpy((char *)algo->data + 4 * attr, buf, size);
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulAlgoConfigGetAttribute(const cublasLtMatmulAlgo_t *algo,
                                                    cublasLtMatmulAlgoConfigAttributes_t attr, void *buf, size_t size,
                                                    size_t *written)
{
    size_t want;
    BLAS_REQUIRE(algo && config_slot(attr, &want));
    if (size == 0 && !buf && written) {
        *written = want;
        return CUBLAS_STATUS_SUCCESS;
    }
    BLAS_REQUIRE(buf && size == want);
    memcpy(buf, (const char *)algo->data + 4 * attr, size);
    if (written)
        *written = want;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulAlgoCapGetAttribute(const cublasLtMatmulAlgo_t *algo, cublasLtMatmulAlgoCapAttributes_t attr,
                                                 void *buf, size_t size, size_t *written)
{
    BLAS_REQUIRE(algo);
    uint64_t v = 0;
    size_t want = 4;
    switch (attr) {
    case CUBLASLT_ALGO_CAP_STRIDED_BATCH_SUPPORT:
    case CUBLASLT_ALGO_CAP_OUT_OF_PLACE_RESULT_SUPPORT: v = 1; break;
    case CUBLASLT_ALGO_CAP_POINTER_MODE_MASK: v = CUBLASLT_POINTER_MODE_MASK_HOST | CUBLASLT_POINTER_MODE_MASK_DEVICE; break;
    case CUBLASLT_ALGO_CAP_EPILOGUE_MASK:
        v = CUBLASLT_EPILOGUE_DEFAULT | CUBLASLT_EPILOGUE_RELU | CUBLASLT_EPILOGUE_BIAS | CUBLASLT_EPILOGUE_GELU |
            CUBLASLT_EPILOGUE_GELU_AUX | CUBLASLT_EPILOGUE_DGELU | CUBLASLT_EPILOGUE_BGRADA | CUBLASLT_EPILOGUE_BGRADB;
        break;
    case CUBLASLT_ALGO_CAP_NUMERICAL_IMPL_FLAGS: want = 8; break;
    case CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_A_BYTES:
    case CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_B_BYTES:
    case CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_C_BYTES:
    case CUBLASLT_ALGO_CAP_MIN_ALIGNMENT_D_BYTES: v = 1; break;
    case CUBLASLT_ALGO_CAP_SPLITK_SUPPORT:
    case CUBLASLT_ALGO_CAP_REDUCTION_SCHEME_MASK:
    case CUBLASLT_ALGO_CAP_CTA_SWIZZLING_SUPPORT:
    case CUBLASLT_ALGO_CAP_UPLO_SUPPORT:
    case CUBLASLT_ALGO_CAP_TILE_IDS: /* one tile: CUBLASLT_MATMUL_TILE_UNDEFINED */
    case CUBLASLT_ALGO_CAP_CUSTOM_OPTION_MAX:
    case CUBLASLT_ALGO_CAP_CUSTOM_MEMORY_ORDER:
    case CUBLASLT_ALGO_CAP_STAGES_IDS:
    case CUBLASLT_ALGO_CAP_LD_NEGATIVE: break;
    default: return CUBLAS_STATUS_INVALID_VALUE;
    }
    if (size == 0 && !buf && written) {
        *written = want;
        return CUBLAS_STATUS_SUCCESS;
    }
    BLAS_REQUIRE(buf && size >= want);
    memcpy(buf, &v, want); /* little-endian: the low bytes are the value */
    if (written)
        *written = want;
    return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback)
{
    (void)callback;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtLoggerSetFile(FILE *file)
{
    (void)file;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtLoggerOpenFile(const char *logFile)
{
    (void)logFile;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtLoggerSetLevel(int level)
{
    BLAS_REQUIRE(level >= 0 && level <= 5);
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtLoggerSetMask(int mask)
{
    (void)mask;
    return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtLoggerForceDisable(void)
{
    return CUBLAS_STATUS_SUCCESS;
}
