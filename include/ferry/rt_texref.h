/* Texture and surface references, the API CUDA 12 removed: declarations
 * filled in by the texture-reference work (issue 20). */
#ifndef FERRY_RT_TEXREF_H
#define FERRY_RT_TEXREF_H
#endif
