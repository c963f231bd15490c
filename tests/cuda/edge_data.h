// CUDA 13 gave the graph edge and dependency queries an edge-data argument;
// the graph tests are written in CUDA 12's form and put EDGE_DATA where it
// goes, so that they build with either toolkit's headers (nvcc -ptx too).
#ifndef FERRY_TESTS_CUDA_EDGE_DATA_H
#define FERRY_TESTS_CUDA_EDGE_DATA_H

#if CUDART_VERSION >= 13000
#define EDGE_DATA NULL,
#else
#define EDGE_DATA
#endif

#endif
