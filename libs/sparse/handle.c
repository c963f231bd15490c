/* The handle, the library's version and names, and the legacy matrix
 * descriptor. */
#include "internal.h"

cusparseStatus_t cusparseCreate(cusparseHandle_t *handle)
{
    SP_CHECK(handle);
    struct cusparseContext *h = calloc(1, sizeof *h);
    if (!h) return CUSPARSE_STATUS_ALLOC_FAILED;
    h->mode = CUSPARSE_POINTER_MODE_HOST;
    *handle = h;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDestroy(cusparseHandle_t handle)
{
    SP_CHECK_HANDLE(handle);
    /* Queued work never names the handle; graphs captured from its stream
     * must not be launched after this, as with the toolkit's handles. */
    sp_captured_free(handle);
    free(handle);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version)
{
    SP_CHECK_HANDLE(handle);
    SP_CHECK(version);
    *version = CUSPARSE_VERSION;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value)
{
    SP_CHECK(value);
    switch (type) {
    case MAJOR_VERSION: *value = CUSPARSE_VER_MAJOR; break;
    case MINOR_VERSION: *value = CUSPARSE_VER_MINOR; break;
    case PATCH_LEVEL: *value = CUSPARSE_VER_PATCH; break;
    default: return CUSPARSE_STATUS_INVALID_VALUE;
    }
    return CUSPARSE_STATUS_SUCCESS;
}

static const char *const names[] = {
    "CUSPARSE_STATUS_SUCCESS",          "CUSPARSE_STATUS_NOT_INITIALIZED",
    "CUSPARSE_STATUS_ALLOC_FAILED",     "CUSPARSE_STATUS_INVALID_VALUE",
    "CUSPARSE_STATUS_ARCH_MISMATCH",    "CUSPARSE_STATUS_MAPPING_ERROR",
    "CUSPARSE_STATUS_EXECUTION_FAILED", "CUSPARSE_STATUS_INTERNAL_ERROR",
    "CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED", "CUSPARSE_STATUS_ZERO_PIVOT",
    "CUSPARSE_STATUS_NOT_SUPPORTED",    "CUSPARSE_STATUS_INSUFFICIENT_RESOURCES",
};
static const char *const strings[] = {
    "success",
    "initialization error",
    "out of memory",
    "invalid value",
    "architecture mismatch",
    "mapping error",
    "execution failed",
    "internal error",
    "matrix type not supported",
    "zero pivot",
    "operation not supported",
    "insufficient resources",
};

const char *cusparseGetErrorName(cusparseStatus_t status)
{
    unsigned s = (unsigned)status;
    return s < sizeof names / sizeof *names ? names[s] : "UNKNOWN_ERROR";
}

const char *cusparseGetErrorString(cusparseStatus_t status)
{
    unsigned s = (unsigned)status;
    return s < sizeof strings / sizeof *strings ? strings[s] : "unknown error";
}

cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId)
{
    SP_CHECK_HANDLE(handle);
    handle->stream = streamId;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId)
{
    SP_CHECK_HANDLE(handle);
    SP_CHECK(streamId);
    *streamId = handle->stream;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode)
{
    SP_CHECK_HANDLE(handle);
    SP_CHECK(mode);
    *mode = handle->mode;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode)
{
    SP_CHECK_HANDLE(handle);
    SP_CHECK(mode == CUSPARSE_POINTER_MODE_HOST || mode == CUSPARSE_POINTER_MODE_DEVICE);
    handle->mode = mode;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA)
{
    SP_CHECK(descrA);
    struct cusparseMatDescr *d = calloc(1, sizeof *d);
    if (!d) return CUSPARSE_STATUS_ALLOC_FAILED;
    *descrA = d;
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA)
{
    free(descrA);
    return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t d, cusparseMatrixType_t type)
{
    SP_CHECK(d && (unsigned)type <= CUSPARSE_MATRIX_TYPE_TRIANGULAR);
    d->type = type;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t d) { return d->type; }

cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t d, cusparseFillMode_t fillMode)
{
    SP_CHECK(d && (unsigned)fillMode <= CUSPARSE_FILL_MODE_UPPER);
    d->fill = fillMode;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t d) { return d->fill; }

cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t d, cusparseDiagType_t diagType)
{
    SP_CHECK(d && (unsigned)diagType <= CUSPARSE_DIAG_TYPE_UNIT);
    d->diag = diagType;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t d) { return d->diag; }

cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t d, cusparseIndexBase_t base)
{
    SP_CHECK(d && (unsigned)base <= CUSPARSE_INDEX_BASE_ONE);
    d->base = base;
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t d) { return d->base; }
