/* The function objects of cooperative groups' collectives (cg::plus,
 * cg::less, cg::greater, cg::bit_and, cg::bit_or, cg::bit_xor), shared by
 * <cooperative_groups/reduce.h> and <cooperative_groups/scan.h>.
 * cg::less and cg::greater return the smaller and the larger of their
 * arguments (they are the min and max of a reduction), not a bool. */
#ifndef FERRY_COOPERATIVE_GROUPS_FUNCTIONAL_H
#define FERRY_COOPERATIVE_GROUPS_FUNCTIONAL_H

#include "../../cooperative_groups.h"

#if defined(__FERRY_CUDA__) && defined(__cplusplus)

namespace cooperative_groups {
namespace __v1 {

template <typename T> struct plus {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct less {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return b < a ? b : a; }
};
template <typename T> struct greater {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <typename T> struct bit_and {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return a & b; }
};
template <typename T> struct bit_or {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return a | b; }
};
template <typename T> struct bit_xor {
    __host__ __device__ __forceinline__ T operator()(T a, T b) const { return a ^ b; }
};

namespace __ferry {
/* The value type of a collective: its argument without reference or cv. */
template <typename T> struct remove_qual { typedef T type; };
template <typename T> struct remove_qual<T &> : remove_qual<T> {};
template <typename T> struct remove_qual<T &&> : remove_qual<T> {};
template <typename T> struct remove_qual<const T> : remove_qual<T> {};
template <typename T> struct remove_qual<volatile T> : remove_qual<T> {};
template <typename T> struct remove_qual<const volatile T> : remove_qual<T> {};
} // namespace __ferry

} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups

#endif
#endif
