/* threadIdx, blockIdx, blockDim, gridDim and warpSize (CUDA C++ only).
 *
 * Each index variable is an object of an empty struct whose members x, y, z
 * are properties (clang accepts __declspec(property) in CUDA mode): reading
 * threadIdx.x calls a getter that returns __nvvm_read_ptx_sreg_tid_x(), which
 * is the intrinsic llvm.nvvm.read.ptx.sreg.tid.x in the device IR.  The
 * variables convert to uint3 and dim3, so `dim3 b = blockDim;` works. */
#ifndef FERRY_BUILTIN_VARS_H
#define FERRY_BUILTIN_VARS_H

#define __FERRY_SREG(field, reg)                                               \
    __declspec(property(get = __ferry_get_##field)) unsigned int field;        \
    static __device__ __forceinline__ unsigned int __ferry_get_##field(void) { \
        return reg;                                                            \
    }

/* No copies, no assignment, no address: as with nvcc's built-in variables. */
#define __FERRY_SREG_STRUCT_TAIL(T)                                            \
    __device__ operator uint3() const {                                        \
        uint3 r = {__ferry_get_x(), __ferry_get_y(), __ferry_get_z()};        \
        return r;                                                              \
    }                                                                          \
    __device__ operator dim3() const {                                         \
        return dim3(__ferry_get_x(), __ferry_get_y(), __ferry_get_z());       \
    }                                                                          \
  private:                                                                     \
    __device__ T() = delete;                                                   \
    __device__ T(const T &) = delete;                                          \
    __device__ void operator=(const T &) const = delete;                       \
    __device__ T *operator&() const = delete;

struct __ferry_threadIdx_t {
    __FERRY_SREG(x, __nvvm_read_ptx_sreg_tid_x())
    __FERRY_SREG(y, __nvvm_read_ptx_sreg_tid_y())
    __FERRY_SREG(z, __nvvm_read_ptx_sreg_tid_z())
    __FERRY_SREG_STRUCT_TAIL(__ferry_threadIdx_t)
};
struct __ferry_blockIdx_t {
    __FERRY_SREG(x, __nvvm_read_ptx_sreg_ctaid_x())
    __FERRY_SREG(y, __nvvm_read_ptx_sreg_ctaid_y())
    __FERRY_SREG(z, __nvvm_read_ptx_sreg_ctaid_z())
    __FERRY_SREG_STRUCT_TAIL(__ferry_blockIdx_t)
};
struct __ferry_blockDim_t {
    __FERRY_SREG(x, __nvvm_read_ptx_sreg_ntid_x())
    __FERRY_SREG(y, __nvvm_read_ptx_sreg_ntid_y())
    __FERRY_SREG(z, __nvvm_read_ptx_sreg_ntid_z())
    __FERRY_SREG_STRUCT_TAIL(__ferry_blockDim_t)
};
struct __ferry_gridDim_t {
    __FERRY_SREG(x, __nvvm_read_ptx_sreg_nctaid_x())
    __FERRY_SREG(y, __nvvm_read_ptx_sreg_nctaid_y())
    __FERRY_SREG(z, __nvvm_read_ptx_sreg_nctaid_z())
    __FERRY_SREG_STRUCT_TAIL(__ferry_gridDim_t)
};

extern const __device__ __attribute__((weak)) __ferry_threadIdx_t threadIdx;
extern const __device__ __attribute__((weak)) __ferry_blockIdx_t blockIdx;
extern const __device__ __attribute__((weak)) __ferry_blockDim_t blockDim;
extern const __device__ __attribute__((weak)) __ferry_gridDim_t gridDim;

/* Every NVIDIA GPU has 32 lanes per warp; so does Ferry's SIMT model. */
static __device__ const int warpSize = 32;

#undef __FERRY_SREG
#undef __FERRY_SREG_STRUCT_TAIL

#endif
