/* cuGetProcAddress's entries for the driver API's stream capture and user objects. */
#include "cu_internal.h"
#include "cu_plain_names.h"

CUresult cuStreamBeginCapture(CUstream hStream);
CUresult cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus, cuuint64_t *id);

const ferry_cu_proc ferry_cu_procs_capture[] = {
    FERRY_CU_PROC("cuStreamBeginCapture", cuStreamBeginCapture, 10000),
    FERRY_CU_PROC("cuStreamBeginCapture", cuStreamBeginCapture_v2, 10010),
    FERRY_CU_PROC("cuStreamBeginCapture_ptsz", cuStreamBeginCapture_ptsz, 10010),
    FERRY_CU_PROC("cuStreamBeginCaptureToGraph", cuStreamBeginCaptureToGraph, 12030),
    FERRY_CU_PROC("cuStreamEndCapture", cuStreamEndCapture, 10000),
    FERRY_CU_PROC("cuStreamIsCapturing", cuStreamIsCapturing, 10000),
    FERRY_CU_PROC("cuStreamGetCaptureInfo", cuStreamGetCaptureInfo, 10010),
    FERRY_CU_PROC("cuStreamGetCaptureInfo", cuStreamGetCaptureInfo_v2, 11030),
    FERRY_CU_PROC("cuStreamGetCaptureInfo", cuStreamGetCaptureInfo_v3, 12030),
    FERRY_CU_PROC("cuStreamUpdateCaptureDependencies", cuStreamUpdateCaptureDependencies, 11030),
    FERRY_CU_PROC("cuStreamUpdateCaptureDependencies", cuStreamUpdateCaptureDependencies_v2, 12030),
    FERRY_CU_PROC("cuThreadExchangeStreamCaptureMode", cuThreadExchangeStreamCaptureMode, 10010),
    FERRY_CU_PROC("cuUserObjectCreate", cuUserObjectCreate, 11030),
    FERRY_CU_PROC("cuUserObjectRetain", cuUserObjectRetain, 11030),
    FERRY_CU_PROC("cuUserObjectRelease", cuUserObjectRelease, 11030),
    FERRY_CU_PROC("cuGraphRetainUserObject", cuGraphRetainUserObject, 11030),
    FERRY_CU_PROC("cuGraphReleaseUserObject", cuGraphReleaseUserObject, 11030),
    {NULL, NULL, 0},
};
