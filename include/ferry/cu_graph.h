/* The driver API's graphs.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_GRAPH_H
#define FERRY_CU_GRAPH_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
