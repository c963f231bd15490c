/* The driver API's libraries, kernels, the JIT linker, and the remaining module, function and launch calls.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_MODULE_H
#define FERRY_CU_MODULE_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
