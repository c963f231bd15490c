/* Filled in by issue 13. */
#ifndef FERRY_FERRY_RT_TEXTURE_H
#define FERRY_FERRY_RT_TEXTURE_H
#endif
