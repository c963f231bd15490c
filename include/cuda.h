/* The CUDA driver API header.  Ferry does not provide the driver API yet
 * (cuInit, cuModuleLoad, ...); programs include this header mostly for
 * CUDA_VERSION, the toolkit version Ferry implements (12.3). */
#ifndef FERRY_CUDA_H
#define FERRY_CUDA_H
#define CUDA_VERSION 12030
#endif
