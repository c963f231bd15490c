/* The driver API's arrays, mipmapped arrays, texture and surface objects, and copies to and from arrays.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_ARRAY_H
#define FERRY_CU_ARRAY_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
