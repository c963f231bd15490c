/* The driver API's stream-ordered memory and memory pools, stream memory operations, IPC, external resources, and the remaining memory, stream, event and context calls.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_MEMORY_H
#define FERRY_CU_MEMORY_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
