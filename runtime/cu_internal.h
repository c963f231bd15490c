/* Internal interface between the files of the driver API (cu_*.c).  The
 * driver API sits on the runtime's internals (runtime.h): one device, one
 * allocation table, one worker pool, one sticky error. */
#ifndef FERRY_CU_INTERNAL_H
#define FERRY_CU_INTERNAL_H

#include <stdarg.h>

#include "cuda.h"
#include "runtime.h"

/* ---- state (cu_context.c) ---- */
/* CUDA_ERROR_NOT_INITIALIZED until cuInit (or the runtime API) ran. */
CUresult ferry_cu_need_init(void);
/* Also CUDA_ERROR_INVALID_CONTEXT when the calling thread has no context. */
CUresult ferry_cu_need_ctx(void);
void ferry_cu_mark_initialized(void);

struct CUctx_st {
    ferry_handle h;
    unsigned flags;
    unsigned long long id; /* cuCtxGetId: unique in the process */
};

bool ferry_cu_ctx_live(CUcontext ctx);
/* cuCtxCreate's flags: known bits, at most one scheduling policy. */
bool ferry_cu_ctx_flags_ok(unsigned flags);
CUcontext ferry_cu_primary(void);
/* The calling thread's current context, NULL if it has none. */
CUcontext ferry_cu_current(void);

/* ---- errors (cu_error.c) ---- */
/* The driver's code for a runtime error (most codes from 100 up are equal). */
CUresult ferry_cu_from_cuda(cudaError_t err);
/* CUDA_ERROR_NOT_SUPPORTED, naming what (a function, or a function and the
 * argument) on stderr the first time.  A function whose whole body is
 * `return ferry_cu_unsupported("...");` is listed as not supported in
 * docs/api-functions.md. */
CUresult ferry_cu_unsupported(const char *what);

/* ---- devices (cu_init.c) ---- */
CUresult ferry_cu_check_device(CUdevice dev);
/* The checks of every device query: initialized, out non-NULL, dev valid. */
CUresult ferry_cu_query_ok(const void *out, CUdevice dev);
/* The runtime's description of the one device. */
void ferry_cu_props(struct cudaDeviceProp *p);

/* ---- loading (cu_image.c) ---- */
/* What cuModuleLoadDataEx tells through its log buffers. */
typedef struct ferry_cu_log {
    char error[4096];
    char info[4096];
} ferry_cu_log;

void ferry_cu_log_error(ferry_cu_log *log, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

typedef struct ferry_cu_bytes {
    unsigned char *data;
    size_t len;
} ferry_cu_bytes;

enum ferry_image_kind { FERRY_IMAGE_ELF, FERRY_IMAGE_PTX, FERRY_IMAGE_UNKNOWN };

/* ELF needs the first bytes only; PTX is NUL-terminated text. */
enum ferry_image_kind ferry_cu_image_kind(const void *image);
/* The length of an ELF64 image from its headers, 0 if it is not one. */
size_t ferry_cu_elf_size(const void *image);
/* Reads a whole file, NUL-terminated (the NUL is not counted in len). */
CUresult ferry_cu_read_file(const char *path, ferry_cu_bytes *out);
bool ferry_cu_write_file(const char *path, const void *data, size_t len);

/* ---- loadable modules (cu_dlopen.c) ---- */
typedef struct ferry_loaded {
    void *dl;
    int fd; /* the memfd the object was loaded from, or -1 */
    const ferry_module_desc *desc;
} ferry_loaded;

/* Loads a Ferry loadable module (a shared object, FERRY_LOADABLE_SYMBOL)
 * from memory as a new instance and fills its import slots. */
CUresult ferry_cu_dlopen(const void *elf, size_t len, ferry_loaded *out, ferry_cu_log *log);
void ferry_cu_dlclose(ferry_loaded *l);

/* ---- PTX (cu_ptx.c, cu_cache.c) ---- */
/* Compiles PTX text to a loadable module with Ferry's nvcc, through the
 * module cache; the compiler's messages go to the log. */
CUresult ferry_cu_compile_ptx(const char *text, ferry_cu_bytes *out, ferry_cu_log *log);

#define FERRY_CU_KEY_LEN 32
/* The cache key of a PTX text: two 64-bit hashes of the text, the Ferry
 * version, the host CPU model and the compiler's identity (tool_stamp). */
void ferry_cu_cache_key(const char *text, const char *tool_stamp, char key[FERRY_CU_KEY_LEN + 1]);
/* Looks in memory, then on disk; a copy of the module goes to *out. */
bool ferry_cu_cache_get(const char *key, ferry_cu_bytes *out);
/* Keeps the module in memory and, when the disk cache is on, on disk. */
void ferry_cu_cache_put(const char *key, const ferry_cu_bytes *module);

/* ---- virtual memory management (cu_vmm.c) ---- */
typedef struct ferry_cu_vmm_info {
    char *base; /* the mapping that holds the pointer */
    size_t size;
    unsigned long long access; /* CUmemAccess_flags */
    CUmemGenericAllocationHandle handle;
} ferry_cu_vmm_info;

bool ferry_cu_vmm_find(const void *p, ferry_cu_vmm_info *out);
/* Unmaps every mapping (cuDevicePrimaryCtxReset), so that no reset frees
 * them as heap memory; reservations and handles stay. */
void ferry_cu_vmm_reset(void);

/* ---- modules and functions (cu_module.c) ---- */
struct CUfunc_st {
    ferry_handle h;
    struct CUmod_st *mod;
    const ferry_kernel_desc *kernel;
    int max_dynamic_shared; /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, -1: default */
    int carveout;
};

/* ---- cuGetProcAddress (cu_proc.c) ---- */
typedef struct ferry_cu_proc {
    const char *name; /* the base name */
    void (*fn)(void); /* this version's function */
    int version;      /* the CUDA version that introduced it */
} ferry_cu_proc;

#define FERRY_CU_PROC(name, fn, version) {name, (void (*)(void))(fn), version}

/* Each ends with a {NULL} entry. */
extern const ferry_cu_proc ferry_cu_procs_graph[];  /* cu_proc_graph.c */
extern const ferry_cu_proc ferry_cu_procs_array[];  /* cu_proc_array.c */
extern const ferry_cu_proc ferry_cu_procs_memory[]; /* cu_proc_memory.c */
extern const ferry_cu_proc ferry_cu_procs_module[]; /* cu_proc_module.c */
extern const ferry_cu_proc ferry_cu_procs_capture[]; /* cu_proc_capture.c */

/* ---- graphs (cu_graph*.c) ---- */
struct kernel_params;
struct cudaMemcpy3DParms;
/* The checks every graph call starts with: initialized, a context, and
 * ctx (when a call names one) NULL or live. */
CUresult ferry_cu_graph_need(CUcontext ctx);
/* cu_graph_kernel.c: a driver kernel node's parameters from
 * CUDA_KERNEL_NODE_PARAMS (v2 layout; v1 is its prefix, with kern and ctx
 * taken as NULL), and back. */
CUresult ferry_cu_kernel_params_set(struct kernel_params *k, const CUDA_KERNEL_NODE_PARAMS_v2 *p);
void ferry_cu_kernel_params_get(const struct kernel_params *k, CUDA_KERNEL_NODE_PARAMS_v2 *p);
/* cu_graph_copy.c: CUDA_MEMCPY3D as the runtime's 3D copy, and back. */
CUresult ferry_cu_copy3d_to_rt(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p);
void ferry_cu_copy3d_from_rt(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c);
/* cu_graph_copy.c: a memset node's parameters checked, as the runtime's. */
CUresult ferry_cu_memset_to_rt(const CUDA_MEMSET_NODE_PARAMS *s, struct cudaMemsetParams *out);
/* cu_graph.c: FERRY_CU_GRAPH_QUIET(cudaX(...)) is cudaX's error as the driver's,
 * the runtime's last error left as it was before the call (the comma
 * operator orders the save before the call). */
void ferry_cu_graph_quiet_begin(void);
CUresult ferry_cu_graph_quiet_end(cudaError_t err);
#define FERRY_CU_GRAPH_QUIET(call) (ferry_cu_graph_quiet_begin(), ferry_cu_graph_quiet_end(call))
/* cu_graph_edges.c: whether edge data is absent or plain (zeroed); the
 * CPU device has no ports or programmatic edges. */
bool ferry_cu_edges_plain(const CUgraphEdgeData *data, size_t n);
/* (end of graph) */

/* ---- arrays, textures and surfaces (cu_array*.c, cu_tex*.c, cu_surf*.c) ---- */

/* (end of array) */

/* ---- memory, pools, streams, events and contexts (cu_mem_*.c, cu_stream_*.c) ---- */

/* (end of memory) */

/* ---- libraries, kernels, linking and launches (cu_library.c, cu_link*.c, cu_func*.c, cu_launch_*.c) ---- */

/* (end of module) */

/* ---- stream capture of driver API calls (cu_capture*.c) ---- */

/* (end of capture) */

#endif
