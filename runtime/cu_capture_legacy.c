/* The first forms of cuStreamBeginCapture (CUDA 10.0: global mode) and
 * cuStreamGetCaptureInfo (10.1: status and id), which cuda.h now maps to
 * the _v2 forms; exported for programs that ask for them by name or
 * version. */
#include "cu_internal.h"
#include "cu_plain_names.h"

FERRY_API CUresult cuStreamBeginCapture(CUstream hStream);
FERRY_API CUresult cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus, cuuint64_t *id);

FERRY_API CUresult cuStreamBeginCapture(CUstream hStream)
{
    return cuStreamBeginCapture_v2(hStream, CU_STREAM_CAPTURE_MODE_GLOBAL);
}

FERRY_API CUresult cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus, cuuint64_t *id)
{
    return cuStreamGetCaptureInfo_v2(hStream, captureStatus, id, NULL, NULL, NULL);
}
