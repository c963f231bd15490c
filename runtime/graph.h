/* Internal interface of CUDA graphs (graph.c, graph_exec.c) and stream
 * capture (graph_capture.c), and the capture hooks that stream.c, event.c,
 * memcpy.c and launch.c call at the top of their entry points. */
#ifndef FERRY_GRAPH_H
#define FERRY_GRAPH_H

#include "runtime.h"

/* The launch attributes a kernel node keeps (cudaLaunchAttributeValue,
 * CUkernelNodeAttrValue: 64 bytes), by id; the CPU device stores them. */
#define FERRY_KERNEL_ATTRS 11
typedef struct ferry_kernel_attr {
    char bytes[64];
} ferry_kernel_attr;

typedef struct kernel_params {
    const void *func; /* a host stub, or a CUfunction when desc is set */
    const ferry_kernel_desc *desc; /* driver nodes: the CUfunction's kernel */
    dim3 grid, block;
    unsigned shmem;
    uint32_t nargs;
    void **args; /* nargs pointers into buf: CUDA copies the values */
    char *buf;   /* NULL when the kernel's descriptor has no parameter sizes:
                  * then args are the caller's pointers */
    ferry_kernel_attr attrs[FERRY_KERNEL_ATTRS];
} kernel_params;

typedef struct memcpy_params {
    void *dst;
    const void *src;
    size_t count;
    enum cudaMemcpyKind kind;
    bool is3d; /* then p3 says it all (cudaGraphAddMemcpyNode) */
    struct cudaMemcpy3DParms p3;
} memcpy_params;

/* The value behind a cudaGraphConditionalHandle: the handle is its address,
 * so that device code sets it with a plain store (device memory is host
 * memory).  Shared by a graph and its clones, hence counted. */
typedef struct ferry_cond_slot {
    unsigned value; /* first: the handle points here */
    unsigned dflt;
    unsigned flags;
    int refs;
} ferry_cond_slot;

/* The memory of an allocation node: an address range reserved when the
 * node is made, backed while the allocation is live (between the node's
 * run and its free).  Shared by the node and its clones, hence counted. */
typedef struct ferry_graph_mem {
    char *base;
    size_t size, reserved;
    int refs;
    bool live;
    struct cudaMemAllocNodeParams params;
} ferry_graph_mem;

typedef struct cond_params {
    ferry_cond_slot *slot;
    enum cudaGraphConditionalNodeType type;
    unsigned size;
    cudaGraph_t *body; /* size bodies, owned */
} cond_params;

struct CUgraphNode_st {
    struct CUgraph_st *graph;
    enum cudaGraphNodeType type;
    uint64_t id; /* kept by clones, so that an exec finds its copy of a node */
    cudaGraphNode_t *deps;
    size_t ndeps, cap;
    size_t mark; /* scratch of the algorithms over a graph (its index there) */
    bool disabled; /* exec nodes (cudaGraphNodeSetEnabled): run as empty */
    union {
        kernel_params kernel;
        memcpy_params copy;
        struct cudaMemsetParams set;
        struct cudaHostNodeParams host;
        cudaGraph_t child; /* owned */
        cudaEvent_t event;
        cond_params cond;
        ferry_graph_mem *mem; /* alloc nodes own a reference */
        void *freed;          /* free nodes: the address */
    } u;
};

struct CUgraph_st {
    /* Unique in the process; origin is the uid of the graph this one was
     * cloned from (0 if none), so that a node is found in a clone only. */
    uint64_t uid, origin;
    cudaGraphNode_t *nodes;
    size_t n, cap;
    uint64_t next_id;
    ferry_cond_slot **slots; /* the conditional handles created on it */
    size_t nslots;
    struct ferry_user_refs *users; /* the user objects it owns (user_object.c) */
};

/* An executable graph (graph_exec.c, graph_launch.c).  Graphs whose nodes
 * can run at the same time run them on up to this many queues. */
#define FERRY_GRAPH_LANES 4
struct CUgraphExec_st {
    cudaGraph_t graph;  /* owned clone */
    cudaGraph_t source; /* the graph instantiated, whose nodes name ours */
    cudaGraphNode_t *order;
    ferry_op *launched; /* the latest launch, retained; NULL if none */
    size_t width;       /* most nodes at one depth: 1 for a chain */
    unsigned long long flags; /* as instantiated */
    ferry_queue *lanes[FERRY_GRAPH_LANES]; /* made at the first launch */
};

/* graph_exec.c: waits for the exec's queued launch, before it changes. */
void ferry_exec_quiesce(cudaGraphExec_t e);
/* graph_exec.c: the exec's copy of a node of the graph it was instantiated
 * from, or NULL. */
cudaGraphNode_t ferry_exec_node(cudaGraphExec_t e, cudaGraphNode_t node);
cudaError_t ferry_instantiate(cudaGraphExec_t *out, cudaGraph_t graph, unsigned long long flags);
/* Why ferry_instantiate(graph) failed with err (a cycle: an invalid
 * structure). */
enum cudaGraphInstantiateResult ferry_instantiate_result(cudaGraph_t graph, cudaError_t err);

/* graph_update.c: whether want has have's nodes, types and edges (so
 * that an exec may take want's parameters). */
bool ferry_graph_same_shape(cudaGraph_t have, cudaGraph_t want);
/* cudaGraphExecUpdate without touching the last error. */
cudaError_t ferry_exec_update(cudaGraphExec_t e, cudaGraph_t g, cudaGraphExecUpdateResultInfo *info);

/* graph_params.c */
cudaError_t ferry_event_node_set(cudaGraphNode_t node, enum cudaGraphNodeType t, cudaEvent_t event);
/* The node of a clone made from original's node, or NULL. */
cudaGraphNode_t ferry_graph_find_clone(cudaGraph_t clone, cudaGraphNode_t original);
/* A kernel node's launch attribute `attr` (FERRY_KERNEL_ATTRS of them). */
cudaError_t ferry_kernel_attr_get(cudaGraphNode_t node, int attr, void *value, size_t size);
cudaError_t ferry_kernel_attr_set(cudaGraphNode_t node, int attr, const void *value, size_t size);
cudaError_t ferry_kernel_attr_copy(cudaGraphNode_t dst, cudaGraphNode_t src);

/* graph_exec_params.c: the exec's copy of `node`, which must be of type t
 * (or any type when t is cudaGraphNodeTypeCount), once the exec's queued
 * launch is done. */
cudaError_t ferry_exec_target(cudaGraphExec_t e, cudaGraphNode_t node, enum cudaGraphNodeType t,
                              cudaGraphNode_t *out);
/* cudaGraphNodeSetEnabled and GetEnabled without touching the last error. */
cudaError_t ferry_node_set_enabled(cudaGraphExec_t e, cudaGraphNode_t node, unsigned on);
cudaError_t ferry_node_get_enabled(cudaGraphExec_t e, cudaGraphNode_t node, unsigned *on);
/* A child graph node of an exec takes a graph of the same shape. */
cudaError_t ferry_exec_child_set(cudaGraphNode_t n, cudaGraph_t child);

/* graph.c */
cudaError_t ferry_graph_new(cudaGraph_t *out);
void ferry_graph_free(cudaGraph_t g);
cudaError_t ferry_graph_clone(cudaGraph_t src, cudaGraph_t *out);
/* Adds a node of `type` with the given dependencies (checked); the caller
 * fills its parameters. */
cudaError_t ferry_graph_add(cudaGraph_t g, enum cudaGraphNodeType type, const cudaGraphNode_t *deps, size_t ndeps,
                            cudaGraphNode_t *out);
/* Checks p against the kernel's signature and copies its argument values. */
cudaError_t ferry_kernel_params_set(kernel_params *k, const struct cudaKernelNodeParams *p);
void ferry_kernel_params_free(kernel_params *k);
/* A driver kernel node: kernel d of CUfunction func, with args complete
 * (the caller unpacks `extra`); checks the dimensions only. */
cudaError_t ferry_kernel_params_set_desc(kernel_params *k, const void *func, const ferry_kernel_desc *d, dim3 grid,
                                         dim3 block, unsigned shmem, void **args);
/* dst takes src's kernel, dimensions, argument values and attributes. */
cudaError_t ferry_kernel_params_copy(kernel_params *dst, const kernel_params *src);
/* Runs a kernel node now, on the calling thread. */
cudaError_t ferry_kernel_params_run(const kernel_params *k);
cudaError_t ferry_memcpy_params_check(const memcpy_params *c);
/* Sets a memcpy node's parameters once checked. */
cudaError_t ferry_memcpy_node_set(cudaGraphNode_t node, const memcpy_params *c);
cudaError_t ferry_memset_params_check(const struct cudaMemsetParams *s);
/* Whether `a` is `b` or one of b's ancestors. */
bool ferry_graph_reaches(cudaGraphNode_t a, cudaGraphNode_t b);

/* graph_nodes.c: adds a node of `type` and lets fill() set its parameters;
 * removes it on failure. */
cudaError_t ferry_graph_add_node(cudaGraphNode_t *out, cudaGraph_t g, const cudaGraphNode_t *deps, size_t ndeps,
                                 enum cudaGraphNodeType type, cudaError_t (*fill)(cudaGraphNode_t, const void *),
                                 const void *params);

/* graph_mem.c: allocation and free nodes. */
void ferry_graph_mem_unref(ferry_graph_mem *m);
/* Whether [p, p+n) lies in the memory of an allocation node, which nodes
 * may name before it exists (it is backed only while the graph runs). */
bool ferry_graph_mem_range_ok(const void *p, size_t n);
cudaError_t ferry_graph_mem_run(cudaGraphNode_t n);
cudaError_t ferry_capture_malloc(void **ptr, size_t size, cudaStream_t stream);
cudaError_t ferry_capture_free(void *ptr, cudaStream_t stream);

/* graph_cond.c: conditional nodes and their handles. */
void ferry_cond_free(cond_params *c);
cudaError_t ferry_cond_copy(cond_params *dst, const cond_params *src);
cudaError_t ferry_cond_run(const cond_params *c, cudaStream_t stream);
void ferry_slots_release(cudaGraph_t g);
cudaError_t ferry_slots_share(cudaGraph_t dst, cudaGraph_t src);
/* At the start of a launch: handles with cudaGraphCondAssignDefault. */
void ferry_slots_reset(cudaGraph_t g);

/* user_object.c: a graph's references to user objects, dropped when it
 * is freed and copied into its clones (execs, child graph nodes). */
void ferry_user_refs_release(cudaGraph_t g);
cudaError_t ferry_user_refs_share(cudaGraph_t dst, cudaGraph_t src);
bool ferry_user_object_live(cudaUserObject_t o);

/* graph_exec.c: runs every node of g in a topological order. */
cudaError_t ferry_graph_run(cudaGraph_t g, cudaStream_t stream);
/* graph_exec.c: runs one node, or the nodes in order, now. */
cudaError_t ferry_graph_node_run(cudaGraphNode_t n, cudaStream_t stream);
cudaError_t ferry_graph_run_order(cudaGraphNode_t *order, size_t n, cudaStream_t stream);
/* graph_order.c: the most nodes that share a depth (the longest path to
 * them from a root), given a topological order; 1 for a chain. */
size_t ferry_graph_width(cudaGraph_t g, cudaGraphNode_t *order);
/* A topological order of g's nodes (malloc'd) or NULL if g has a cycle. */
cudaGraphNode_t *ferry_graph_order(cudaGraph_t g);

/* graph_capture.c.  True when work given to `stream` must not run now: the
 * stream is capturing, or it is the legacy stream while a capture forbids
 * using it.  Cheap when nothing captures. */
bool ferry_capturing(cudaStream_t stream);
/* True when a synchronous call on the legacy stream (cudaMemcpy,
 * cudaMemset) must fail because of a capture; then call
 * ferry_capture_sync(NULL). */
bool ferry_capture_forbids_sync(void);
/* Called when ferry_capturing(stream); each returns through ferry_ret. */
cudaError_t ferry_capture_kernel(const void *func, dim3 grid, dim3 block, void **args, size_t shmem,
                                 cudaStream_t stream);
cudaError_t ferry_capture_memcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                 cudaStream_t stream);
cudaError_t ferry_capture_memset(void *dst, int value, size_t count, cudaStream_t stream);
cudaError_t ferry_capture_memset2d(void *dst, size_t pitch, int value, size_t width, size_t height,
                                   cudaStream_t stream);
/* A memset node of any element size (the driver's cuMemsetD16/D32Async). */
cudaError_t ferry_capture_memset_params(const struct cudaMemsetParams *s, cudaStream_t stream);
cudaError_t ferry_capture_memcpy3d(const struct cudaMemcpy3DParms *p, cudaStream_t stream);
cudaError_t ferry_capture_host(cudaStream_t stream, cudaHostFn_t fn, void *user);
cudaError_t ferry_capture_record(cudaEvent_t event, cudaStream_t stream, unsigned flags);
/* A call that would wait for the stream (synchronize, query, callbacks,
 * synchronous copies on the legacy stream): fails and invalidates. */
cudaError_t ferry_capture_sync(cudaStream_t stream);
/* True when the event was last recorded in a capture still going on. */
bool ferry_capture_marks(cudaEvent_t event);
/* True when cudaStreamWaitEvent(stream, event) concerns a capture. */
bool ferry_capture_waits(cudaStream_t stream, cudaEvent_t event);
cudaError_t ferry_capture_wait(cudaStream_t stream, cudaEvent_t event, unsigned flags);
/* cudaStreamBeginCapture, into `graph` after `deps` when graph is not NULL
 * (the graph stays the caller's). */
cudaError_t ferry_capture_begin(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t ndeps,
                                enum cudaStreamCaptureMode mode);
/* cudaStreamUpdateCaptureDependencies: flags 0 adds deps to the stream's
 * set, FERRY_CAPTURE_SET_DEPS replaces it. */
#define FERRY_CAPTURE_SET_DEPS 1u
cudaError_t ferry_capture_update(cudaStream_t stream, cudaGraphNode_t *deps, size_t ndeps, unsigned flags);
/* cudaGraphLaunch into a capturing stream: the graph becomes a child node. */
cudaError_t ferry_capture_graph(cudaGraph_t g, cudaStream_t stream);

#endif
