/* The driver API's stream capture and user objects.  Included by cuda.h after its base types. */
#ifndef FERRY_CU_CAPTURE_H
#define FERRY_CU_CAPTURE_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
