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

/* ---- loadable modules (the device's, device.h) ---- */
/* ferry_dev_module_load, its complaints in the log's error buffer. */
CUresult ferry_cu_load_image(const void *image, size_t len, ferry_dev_module *out, ferry_cu_log *log);

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
/* cu_graph_edges.c: whether edge data is absent or plain (zeroed); the
 * CPU device has no ports or programmatic edges. */
bool ferry_cu_edges_plain(const CUgraphEdgeData *data, size_t n);
/* (end of graph) */

/* ---- arrays, textures and surfaces (cu_array*.c, cu_tex*.c, cu_surf*.c) ---- */
/* Array kinds the CPU device does not have (CUDA_ERROR_NOT_SUPPORTED). */
#define FERRY_CU_ARRAY_REFUSED                                                                              \
    (CUDA_ARRAY3D_SPARSE | CUDA_ARRAY3D_DEFERRED_MAPPING | CUDA_ARRAY3D_DEPTH_TEXTURE |                    \
     CUDA_ARRAY3D_COLOR_ATTACHMENT | CUDA_ARRAY3D_VIDEO_ENCODE_DECODE)
struct cudaChannelFormatDesc;
/* The runtime's channel description of a driver format with n channels;
 * CUDA_ERROR_INVALID_VALUE for a format or count CUDA refuses,
 * CUDA_ERROR_NOT_SUPPORTED for the normalized, block and video formats. */
CUresult ferry_cu_channels(CUarray_format f, unsigned n, struct cudaChannelFormatDesc *out);
/* The driver format and channel count of a runtime channel description. */
void ferry_cu_format_of(const struct cudaChannelFormatDesc *d, CUarray_format *f, unsigned *n);
/* Driver resource description to the runtime's and back (cu_tex_desc.c). */
CUresult ferry_cu_res_in(const CUDA_RESOURCE_DESC *in, struct cudaResourceDesc *out);
void ferry_cu_res_out(const struct cudaResourceDesc *in, CUDA_RESOURCE_DESC *out);
struct cudaTextureDesc;
CUresult ferry_cu_tex_in(const CUDA_TEXTURE_DESC *in, struct cudaTextureDesc *out);
void ferry_cu_tex_out(const struct cudaTextureDesc *in, CUDA_TEXTURE_DESC *out);
struct cudaArray;
/* The bytes of an array's elements, rounded up to its alignment. */
size_t ferry_cu_array_bytes(const struct cudaArray *a);
/* Where the array's bytes [offset, offset + n) start, its rows and slices
 * seen as one run (cu_array_copy.c): CUDA_ERROR_INVALID_VALUE for a NULL
 * array or a run past its end, CUDA_ERROR_INVALID_HANDLE for a dead one. */
CUresult ferry_cu_array_span(CUarray h, size_t offset, size_t n, char **at);
/* cuMemcpy2D (and Async) done as a 3D copy of depth 1 (cu_copy3d.c),
 * which takes arrays on either side: offsets and width in bytes, whole
 * elements of the array. */
CUresult ferry_cu_copy2d_as_3d(const CUDA_MEMCPY2D *c, bool async, CUstream s);
/* A driver 3D copy as the runtime's (for memcpy graph nodes, say); checks
 * what the conversion needs (LOD 0, whole elements of an array side). */
struct cudaMemcpy3DParms;
CUresult ferry_cu_memcpy3d_params(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p);

/* Texture references (cu_texref*.c): host objects holding the settings a
 * deprecated texture reference has; nothing samples them. */
#define FERRY_TEXREF_MAGIC 0x46545246u

enum ferry_texref_bound {
    FERRY_TEXREF_NONE,
    FERRY_TEXREF_LINEAR,
    FERRY_TEXREF_PITCH2D,
    FERRY_TEXREF_ARRAY,
    FERRY_TEXREF_MIPMAP
};

/* A texture reference's state, what its cuTexRefSet* calls set. */
struct ferry_texref_state {
    enum ferry_texref_bound bound;
    CUdeviceptr addr;
    size_t bytes;                /* linear: cuTexRefSetAddress's size */
    size_t width, height, pitch; /* pitched: cuTexRefSetAddress2D's */
    CUarray array;
    CUmipmappedArray mipmap;
    CUaddress_mode address[3];
    CUfilter_mode filter, mipmap_filter;
    float bias, min_clamp, max_clamp;
    unsigned max_aniso, flags;
    float border[4];
    CUarray_format format;
    int channels;
};

struct CUtexref_st {
    unsigned magic;
    struct ferry_texref_state s;
    /* A module's reference (cuModuleGetTexRef): the variable its device
     * code reads the handle from, and the object made from s as it was
     * at the last launch (cu_texref_module.c). NULL for cuTexRefCreate's. */
    unsigned long long *slot;
    unsigned long long obj;
    struct ferry_texref_state made;
};

/* Before a launch: each module's texture reference whose state changed
 * since the last gets an object made from its state (cu_texref_module.c). */
void ferry_cu_texref_refresh(void);
/* A module's variable by name, or NULL (cu_module.c). */
const ferry_var_desc *ferry_cu_module_var(CUmodule mod, const char *name);

/* The checks of every texture reference call: a context, a live
 * reference, and out (when the call has one) not NULL. */
CUresult ferry_cu_texref_get(CUtexref h, const void *out, struct CUtexref_st **t);

/* cuMemsetD8/16/32Async's fill of n elements, queued on s (cu_memset2d.c);
 * the caller has checked the destination. */
CUresult ferry_cu_fill_queued(char *dst, uint32_t value, unsigned elem, size_t n, CUstream s);

/* (end of array) */

/* ---- memory, pools, streams, events and contexts (cu_mem_*.c, cu_stream_*.c) ---- */
/* A runtime call's result as the driver's, leaving the runtime's last error
 * as it was before the call (`before`, from cudaPeekAtLastError): driver
 * errors are not the runtime's (cu_mem_quiet.c). */
CUresult ferry_cu_quiet(cudaError_t before, cudaError_t err);
#define FERRY_CU_QUIET(var, call)                                                                                  \
    do {                                                                                                           \
        cudaError_t ferry_before_ = cudaPeekAtLastError();                                                         \
        var = ferry_cu_quiet(ferry_before_, (call));                                                               \
    } while (0)
/* The same as an expression, FERRY_CU_QUIETLY(cudaX(...)): the comma
 * operator orders the save (per thread) before the call, which must not
 * itself use it. */
void ferry_cu_quiet_begin(void);
CUresult ferry_cu_quiet_end(cudaError_t err);
#define FERRY_CU_QUIETLY(call) (ferry_cu_quiet_begin(), ferry_cu_quiet_end(call))
/* The stream's checks of an asynchronous call: context, live stream. */
CUresult ferry_cu_stream_ok(CUstream s);
/* stream.c: the stream's id (cuStreamGetId); false when out of memory. */
bool ferry_stream_id(cudaStream_t stream, unsigned long long *id);

/* Managed memory's advice per page (cu_mem_advice.c).  A location is 0
 * (none), FERRY_ADVICE_DEVICE or FERRY_ADVICE_HOST. */
enum {
    FERRY_ADVICE_DEVICE = 1,
    FERRY_ADVICE_HOST = 2,
    FERRY_ADVICE_READ_MOSTLY = 1 << 0,
    FERRY_ADVICE_PREFERRED_SHIFT = 1, /* two bits: the preferred location */
    FERRY_ADVICE_BY_DEVICE = 1 << 3,  /* accessed by the device */
    FERRY_ADVICE_BY_HOST = 1 << 4,    /* accessed by the host */
    FERRY_ADVICE_PREFETCH_SHIFT = 5,  /* two bits: the last prefetch's target */
};
/* Sets the bits `set` after clearing `clear` on every page of [p, p+n);
 * false when the range is not in one cuMemAllocManaged allocation (or out
 * of memory). */
bool ferry_cu_advice_update(const void *p, size_t n, unsigned char clear, unsigned char set);
/* The bits that every page of the range has (*all) and some page has (*any). */
bool ferry_cu_advice_read(const void *p, size_t n, unsigned char *all, unsigned char *any);

/* (end of memory) */

/* ---- libraries, kernels, linking and launches (cu_library.c, cu_link*.c, cu_func*.c, cu_launch_*.c) ---- */

/* Loads an image as cuModuleLoadData does, without asking for a current
 * context (libraries load into the primary context).  len 0: unknown. */
CUresult ferry_cu_module_load(CUmodule *module, const void *image, size_t len, ferry_cu_log *log);
bool ferry_cu_module_live(CUmodule mod);
bool ferry_cu_function_live(CUfunction f);
const ferry_module_desc *ferry_cu_module_desc(CUmodule mod);
/* The module's i-th kernel, in the descriptor's order. */
CUfunction ferry_cu_module_function(CUmodule mod, uint32_t i);
/* A symbol of the module's shared object, NULL if it has none. */
void *ferry_cu_module_symbol(CUmodule mod, const char *name);

/* The JIT options cuModuleLoadDataEx, cuLibraryLoad* and cuLink* read
 * (cu_link_options.c): log buffers, whose sizes come in through the
 * option's value and go back there; the wall time goes back as a float. */
typedef struct ferry_cu_jit_opts {
    char *info, *error;
    void **info_size, **error_size, **wall_time;
    size_t info_room, error_room; /* the sizes given, kept for later reports */
    bool verbose;
} ferry_cu_jit_opts;

CUresult ferry_cu_jit_read(ferry_cu_jit_opts *o, unsigned n, const CUjit_option *options, void **values);
void ferry_cu_jit_report(const ferry_cu_jit_opts *o, const ferry_cu_log *log, double start_ms);
double ferry_cu_jit_now_ms(void);
void ferry_cu_log_info(ferry_cu_log *log, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Running Ferry's tools (cu_ptx.c): the install tree that holds bin/nvcc
 * and bin/ferry-lower; a command with stdout and stderr to a file, giving
 * its exit status or -1; that file appended to a log; the CPU model JIT
 * code is made for. */
bool ferry_cu_find_home(char *out, size_t n);
int ferry_cu_run_tool(char *const argv[], const char *log_path);
void ferry_cu_copy_log(const char *path, char *to, size_t n);
const char *ferry_cu_jit_cpu(void);

/* Links relocatable device code (nvcc -dc objects and archives of them)
 * into a loadable module (cu_link_objects.c); paths are files on disk. */
CUresult ferry_cu_link_objects(char *const paths[], size_t n, ferry_cu_bytes *out, ferry_cu_log *log);

/* cuFuncSetBlockShape's and cuParamSet*'s state of a function goes with
 * its module (cu_launch_legacy.c). */
void ferry_cu_legacy_forget(CUfunction f);
/* The library that holds the module, NULL for a plain module (cu_library.c). */
CUlibrary ferry_cu_library_of(CUmodule mod);

/* (end of module) */

/* ---- stream capture of driver API calls (cu_capture*.c) ---- */
/* The kernel's arguments from cuLaunchKernel's `extra` (a buffer laid out
 * as the parameter list): CUDA_ERROR_NOT_SUPPORTED when the descriptor
 * gives no layout. */
CUresult ferry_cu_args_from_extra(const ferry_kernel_desc *k, void **extra, void **args);
/* Whether sharedMem bytes of dynamic shared memory are allowed for f. */
bool ferry_cu_shared_ok(CUfunction f, unsigned sharedMem);
/* cuLaunchKernel's checks and launch (cu_launch.c), for every driver
 * launch: params or extra as cuLaunchKernel takes them; a cooperative grid
 * must also be resident at once.  When the stream captures, the grid
 * becomes a kernel node (a cooperative one fails the capture with
 * CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED). */
CUresult ferry_cu_launch(CUfunction f, dim3 grid, dim3 block, unsigned sharedMem, CUstream stream, void **params,
                         void **extra, bool cooperative);

/* (end of capture) */

#endif
