/* The descriptor behind a cudaTextureObject_t or cudaSurfaceObject_t: the
 * handle is its address.  Device memory is host memory in Ferry, so the
 * device-side tex and surf functions (texture_indirect_functions.h,
 * surface_indirect_functions.h) read it directly, and the runtime
 * (runtime/texture.c, runtime/surface.c) fills it.  Plain C, shared by both. */
#ifndef FERRY_FERRY_TEXTURE_DESC_H
#define FERRY_FERRY_TEXTURE_DESC_H

#define __FERRY_TEX_MAGIC 0x46544558u  /* texture object */
#define __FERRY_SURF_MAGIC 0x46535246u /* surface object */

/* What the texels lie in. */
#define __FERRY_TEXRES_LINEAR 1
#define __FERRY_TEXRES_PITCH2D 2
#define __FERRY_TEXRES_ARRAY 3

typedef struct __ferry_tex_desc {
    unsigned magic;
    unsigned res; /* __FERRY_TEXRES_* */
    char *base;
    /* In elements, rows and slices (layers or cubemap faces), each at
     * least 1, so that every form indexes base the same way. */
    unsigned long long width, height, depth;
    unsigned long long pitch, slice; /* bytes per row, per slice */
    unsigned elem;                   /* bytes per element */
    int bits[4];                     /* channel sizes, as cudaChannelFormatDesc's x..w */
    int kind;                        /* enum cudaChannelFormatKind */
    unsigned array_flags;            /* cudaArrayLayered, cudaArrayCubemap, ... (arrays) */
    int address[3];                  /* enum cudaTextureAddressMode */
    int filter;                      /* enum cudaTextureFilterMode */
    int read_mode;                   /* enum cudaTextureReadMode */
    int normalized;
    float border[4];
} __ferry_tex_desc;

#endif
