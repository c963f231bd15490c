/* Vector types of the CUDA runtime: charN .. doubleN, dim3.
 * Usable from C, C++ and CUDA. Alignments follow the CUDA programming guide's
 * table of vector types (2- and 4-element vectors are aligned to their size,
 * up to 16 bytes; 3-element vectors to their element). */
#ifndef FERRY_VECTOR_TYPES_H
#define FERRY_VECTOR_TYPES_H
#define __VECTOR_TYPES_H__ /* the toolkit's guard (see driver_types.h) */

#include "host_defines.h"

#define __ferry_align__(n) __attribute__((aligned(n)))

typedef struct __ferry_align__(1) char1 { char x; } char1;
typedef struct __ferry_align__(2) char2 { char x; char y; } char2;
typedef struct __ferry_align__(1) char3 { char x; char y; char z; } char3;
typedef struct __ferry_align__(4) char4 { char x; char y; char z; char w; } char4;

typedef struct __ferry_align__(1) uchar1 { unsigned char x; } uchar1;
typedef struct __ferry_align__(2) uchar2 { unsigned char x; unsigned char y; } uchar2;
typedef struct __ferry_align__(1) uchar3 { unsigned char x; unsigned char y; unsigned char z; } uchar3;
typedef struct __ferry_align__(4) uchar4 { unsigned char x; unsigned char y; unsigned char z; unsigned char w; } uchar4;

typedef struct __ferry_align__(2) short1 { short x; } short1;
typedef struct __ferry_align__(4) short2 { short x; short y; } short2;
typedef struct __ferry_align__(2) short3 { short x; short y; short z; } short3;
typedef struct __ferry_align__(8) short4 { short x; short y; short z; short w; } short4;

typedef struct __ferry_align__(2) ushort1 { unsigned short x; } ushort1;
typedef struct __ferry_align__(4) ushort2 { unsigned short x; unsigned short y; } ushort2;
typedef struct __ferry_align__(2) ushort3 { unsigned short x; unsigned short y; unsigned short z; } ushort3;
typedef struct __ferry_align__(8) ushort4 { unsigned short x; unsigned short y; unsigned short z; unsigned short w; } ushort4;

typedef struct __ferry_align__(4) int1 { int x; } int1;
typedef struct __ferry_align__(8) int2 { int x; int y; } int2;
typedef struct __ferry_align__(4) int3 { int x; int y; int z; } int3;
typedef struct __ferry_align__(16) int4 { int x; int y; int z; int w; } int4;

typedef struct __ferry_align__(4) uint1 { unsigned int x; } uint1;
typedef struct __ferry_align__(8) uint2 { unsigned int x; unsigned int y; } uint2;
typedef struct __ferry_align__(4) uint3 { unsigned int x; unsigned int y; unsigned int z; } uint3;
typedef struct __ferry_align__(16) uint4 { unsigned int x; unsigned int y; unsigned int z; unsigned int w; } uint4;

typedef struct __ferry_align__(8) long1 { long x; } long1;
typedef struct __ferry_align__(16) long2 { long x; long y; } long2;
typedef struct __ferry_align__(8) long3 { long x; long y; long z; } long3;
typedef struct __ferry_align__(16) long4 { long x; long y; long z; long w; } long4;

typedef struct __ferry_align__(8) ulong1 { unsigned long x; } ulong1;
typedef struct __ferry_align__(16) ulong2 { unsigned long x; unsigned long y; } ulong2;
typedef struct __ferry_align__(8) ulong3 { unsigned long x; unsigned long y; unsigned long z; } ulong3;
typedef struct __ferry_align__(16) ulong4 { unsigned long x; unsigned long y; unsigned long z; unsigned long w; } ulong4;

typedef struct __ferry_align__(8) longlong1 { long long x; } longlong1;
typedef struct __ferry_align__(16) longlong2 { long long x; long long y; } longlong2;
typedef struct __ferry_align__(8) longlong3 { long long x; long long y; long long z; } longlong3;
typedef struct __ferry_align__(16) longlong4 { long long x; long long y; long long z; long long w; } longlong4;

typedef struct __ferry_align__(8) ulonglong1 { unsigned long long x; } ulonglong1;
typedef struct __ferry_align__(16) ulonglong2 { unsigned long long x; unsigned long long y; } ulonglong2;
typedef struct __ferry_align__(8) ulonglong3 { unsigned long long x; unsigned long long y; unsigned long long z; } ulonglong3;
typedef struct __ferry_align__(16) ulonglong4 { unsigned long long x; unsigned long long y; unsigned long long z; unsigned long long w; } ulonglong4;

typedef struct __ferry_align__(4) float1 { float x; } float1;
typedef struct __ferry_align__(8) float2 { float x; float y; } float2;
typedef struct __ferry_align__(4) float3 { float x; float y; float z; } float3;
typedef struct __ferry_align__(16) float4 { float x; float y; float z; float w; } float4;

typedef struct __ferry_align__(8) double1 { double x; } double1;
typedef struct __ferry_align__(16) double2 { double x; double y; } double2;
typedef struct __ferry_align__(8) double3 { double x; double y; double z; } double3;
typedef struct __ferry_align__(16) double4 { double x; double y; double z; double w; } double4;

/* Grid and block sizes: missing dimensions default to 1 in C++. */
struct dim3 {
    unsigned int x, y, z;
#if defined(__cplusplus)
#if defined(__CUDACC__) || defined(__CUDA__)
    __host__ __device__
#endif
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
#if defined(__CUDACC__) || defined(__CUDA__)
    __host__ __device__
#endif
    constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
#if defined(__CUDACC__) || defined(__CUDA__)
    __host__ __device__
#endif
    constexpr operator uint3(void) const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif
