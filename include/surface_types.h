/* Surface object types, as CUDA's public API names them. */
#ifndef FERRY_SURFACE_TYPES_H
#define FERRY_SURFACE_TYPES_H
#define __SURFACE_TYPES_H__ /* the toolkit's guard */

#include "driver_types.h"

#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC

enum cudaSurfaceBoundaryMode {
    cudaBoundaryModeZero = 0,
    cudaBoundaryModeClamp = 1,
    cudaBoundaryModeTrap = 2
};

enum cudaSurfaceFormatMode {
    cudaFormatModeForced = 0,
    cudaFormatModeAuto = 1
};

typedef unsigned long long cudaSurfaceObject_t;

#endif
