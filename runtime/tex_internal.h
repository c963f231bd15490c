/* Internal interface of the array, texture and surface files. */
#ifndef FERRY_TEX_INTERNAL_H
#define FERRY_TEX_INTERNAL_H

#include "ferry/texture_desc.h"
#include "runtime.h"

#define FERRY_ARRAY_MAGIC 0x46415252u

/* A CUDA array: its elements lie densely, row after row and slice after
 * slice (pitch = width * elem), so a linear offset addresses it too. */
struct cudaArray {
    unsigned magic;
    struct cudaChannelFormatDesc desc;
    struct cudaExtent extent; /* as allocated: 0 for absent dimensions */
    unsigned flags;
    size_t elem;              /* bytes per element */
    size_t width, rows, slices; /* each at least 1 */
    size_t pitch;             /* bytes per row */
    char *data;
    struct cudaMipmappedArray *owner; /* a level of it, freed with it */
};

#define FERRY_MIPMAP_MAGIC 0x464d4950u

/* A mipmapped array: its levels are arrays of their own (owner set). */
struct cudaMipmappedArray {
    unsigned magic;
    unsigned levels;
    cudaArray_t level[]; /* level 0 is the full size */
};

/* A live mipmapped array, or NULL. */
struct cudaMipmappedArray *ferry_mipmap_find(const void *m);
/* cudaMallocMipmappedArray and cudaFreeMipmappedArray without touching
 * the last error. */
cudaError_t ferry_mipmap_make(cudaMipmappedArray_t *out, const struct cudaChannelFormatDesc *desc,
                              struct cudaExtent extent, unsigned numLevels, unsigned flags);
cudaError_t ferry_mipmap_free(cudaMipmappedArray_t m);

/* Bytes per element of a channel format, or 0 if CUDA rejects it. */
size_t ferry_channel_bytes(const struct cudaChannelFormatDesc *d);

/* The objects this library handed out (arrays, texture and surface
 * objects, each starting with its magic), so that a stale or made-up
 * handle gives an error instead of a crash (tex_live.c). */
bool ferry_tex_live_add(const void *p);
/* The object p if live and of this magic, else NULL. */
void *ferry_tex_live_find(const void *p, unsigned magic);
bool ferry_tex_live_remove(const void *p, unsigned magic);

/* Frees the texture or surface object behind handle, if live and of this
 * magic; cudaErrorInvalidValue otherwise. */
cudaError_t ferry_tex_object_destroy(unsigned long long handle, unsigned magic);

/* cudaMalloc3DArray without touching the last error. */
cudaError_t ferry_array_make(cudaArray_t *out, const struct cudaChannelFormatDesc *desc, struct cudaExtent e,
                             unsigned flags);

/* A live array, or NULL. */
struct cudaArray *ferry_array_find(const void *a);

/* cudaCreateTextureObject and cudaCreateSurfaceObject without touching
 * the last error; the descriptions an object was made from, false when
 * the handle is not a live object of its kind. */
cudaError_t ferry_tex_object_create(cudaTextureObject_t *out, const struct cudaResourceDesc *r,
                                    const struct cudaTextureDesc *t, const struct cudaResourceViewDesc *view);
cudaError_t ferry_surf_object_create(cudaSurfaceObject_t *out, const struct cudaResourceDesc *r);
bool ferry_tex_object_descs(cudaTextureObject_t obj, struct cudaResourceDesc *res, struct cudaTextureDesc *tex);
bool ferry_surf_object_desc(cudaSurfaceObject_t obj, struct cudaResourceDesc *res);

/* Fills the resource part of a texture or surface descriptor. */
cudaError_t ferry_tex_resource(__ferry_tex_desc *d, const struct cudaResourceDesc *r);

/* Texture and surface references (texref.c): registered by the host
 * variable, with the dimension and read mode of the texture<> template;
 * before a launch, references whose fields changed since binding get an
 * object made from the new ones. */
void ferry_texref_register(const void *ref, int dim, int read_mode, bool surface);
void ferry_texref_refresh(void);

#endif
