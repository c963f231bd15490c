/* cudaTypedefs.h: each PFN type takes the function cuda.h declares under
 * that name, or the _vN form it names; typedefs.cpp and typedefs.cu read
 * this file again as C++ and CUDA, where a mismatch is an error of its own. */
#include <cudaTypedefs.h>

PFN_cuMemAlloc pfn_mem_alloc = cuMemAlloc;
PFN_cuMemAlloc_v3020 pfn_mem_alloc_3020 = cuMemAlloc_v2;
PFN_cuMemcpyHtoD pfn_memcpy_htod = cuMemcpyHtoD;
PFN_cuCtxCreate_v3020 pfn_ctx_create = cuCtxCreate;
PFN_cuLaunchKernel_v4000 pfn_launch = cuLaunchKernel;
PFN_cuLaunchKernelEx pfn_launch_ex = cuLaunchKernelEx;
PFN_cuDeviceGetUuid pfn_uuid = cuDeviceGetUuid;
PFN_cuDeviceGetUuid_v2 pfn_uuid_2 = cuDeviceGetUuid_v2;
PFN_cuDeviceGetUuid_v11040 pfn_uuid_11040 = cuDeviceGetUuid_v2;
PFN_cuStreamGetCaptureInfo pfn_capture_info = cuStreamGetCaptureInfo;
PFN_cuStreamGetCaptureInfo_v12030 pfn_capture_info_12030 = cuStreamGetCaptureInfo_v3;
PFN_cuMemAdvise pfn_advise = cuMemAdvise;
PFN_cuMemAdvise_v2 pfn_advise_2 = cuMemAdvise_v2;
PFN_cuGraphInstantiate pfn_instantiate = cuGraphInstantiate;
PFN_cuGraphInstantiate_v12000 pfn_instantiate_12000 = cuGraphInstantiateWithFlags;
PFN_cuGraphAddKernelNode pfn_kernel_node = cuGraphAddKernelNode;
PFN_cuTensorMapEncodeTiled pfn_tensor_map = cuTensorMapEncodeTiled;
PFN_cuArrayCreate pfn_array_create = cuArrayCreate;
PFN_cuLinkAddData_v6050 pfn_link_add = cuLinkAddData;
PFN_cuProfilerStart pfn_profiler_start = cuProfilerStart;
PFN_cuGetProcAddress pfn_get_proc = cuGetProcAddress;
PFN_cuGetProcAddress_v12000 pfn_get_proc_12000 = cuGetProcAddress_v2;

/* The documented way to fill one. */
CUresult typedefs_lookup(PFN_cuMemAlloc_v3020 *out);
CUresult typedefs_lookup(PFN_cuMemAlloc_v3020 *out)
{
    CUdriverProcAddressQueryResult status;
    return cuGetProcAddress("cuMemAlloc", (void **)out, 3020, CU_GET_PROC_ADDRESS_DEFAULT, &status);
}
