/* Profiler control (cuda_profiler_api.h, cudaProfiler.h). No profiler
 * watches a CPU run, so starting and stopping only succeed; with
 * FERRY_PROFILER_LOG set each call leaves a line, in the file it names or,
 * when it names none ("1", "stderr", ""), on stderr, so a run shows where the
 * program's profiled regions are. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"
#include "cuda_profiler_api.h"
#include "cudaProfiler.h"

static void profiler_log(const char *what)
{
    const char *dest = getenv("FERRY_PROFILER_LOG");
    if (!dest)
        return;
    /* Opened per call: profiler calls are rare, and the file stays whole
     * whichever thread or fork logs. */
    bool to_stderr = !*dest || !strcmp(dest, "1") || !strcmp(dest, "stderr");
    FILE *f = to_stderr ? stderr : fopen(dest, "a");
    if (!f)
        return;
    fprintf(f, "ferry-profiler: %s\n", what);
    if (f != stderr)
        fclose(f);
    else
        fflush(f);
}

FERRY_API cudaError_t cudaProfilerStart(void)
{
    profiler_log("cudaProfilerStart");
    return cudaSuccess;
}

FERRY_API cudaError_t cudaProfilerStop(void)
{
    profiler_log("cudaProfilerStop");
    return cudaSuccess;
}

FERRY_API cudaError_t cudaProfilerInitialize(const char *configFile, const char *outputFile,
                                             cudaOutputMode_t outputMode)
{
    (void)configFile;
    (void)outputFile;
    (void)outputMode;
    return ferry_ret(cudaErrorNotSupported);
}

FERRY_API CUresult cuProfilerInitialize(const char *configFile, const char *outputFile,
                                        CUoutput_mode outputMode)
{
    (void)configFile;
    (void)outputFile;
    (void)outputMode;
    return CUDA_ERROR_NOT_SUPPORTED;
}

FERRY_API CUresult cuProfilerStart(void)
{
    profiler_log("cuProfilerStart");
    return CUDA_SUCCESS;
}

FERRY_API CUresult cuProfilerStop(void)
{
    profiler_log("cuProfilerStop");
    return CUDA_SUCCESS;
}
