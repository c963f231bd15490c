/* Asynchronous copies to shared memory through the pipeline primitives
 * (see cuda_pipeline_primitives.h). The older C++ pipeline class of this
 * header (nvcuda::experimental) is not provided; cuda::pipeline belongs to
 * libcu++. */
#ifndef FERRY_CUDA_PIPELINE_H
#define FERRY_CUDA_PIPELINE_H
#include "cuda_pipeline_primitives.h"
#endif
