/* Graph launches.  A graph whose nodes form one chain runs as one op on
 * the stream's queue, node after node, so that a replay costs one handoff
 * to the queue, not one per node.  Any other graph runs each node as an op
 * of its own on the exec's lanes (queues of its own), after the ops of the
 * nodes it depends on, so that independent nodes run at the same time; a
 * marker op on the stream waits for them all.  A launch of an exec is
 * ordered after its previous launch, as CUDA orders them. */
#include <stdlib.h>

#include "graph.h"

typedef struct exec_op {
    cudaGraphExec_t exec;
    cudaStream_t stream;
} exec_op;

typedef struct node_op {
    cudaGraphNode_t node;
    cudaStream_t stream;
} node_op;

/* Once the device has failed, queued graphs do not run. */
static cudaError_t run_whole(void *data)
{
    exec_op *x = data;
    if (ferry_sticky() != cudaSuccess)
        return cudaSuccess;
    ferry_slots_reset(x->exec->graph);
    return ferry_graph_run_order(x->exec->order, x->exec->graph->n, x->stream);
}

static cudaError_t run_start(void *data)
{
    exec_op *x = data;
    ferry_slots_reset(x->exec->graph);
    return cudaSuccess;
}

static cudaError_t run_node(void *data)
{
    node_op *x = data;
    if (ferry_sticky() != cudaSuccess)
        return cudaSuccess;
    return ferry_graph_node_run(x->node, x->stream);
}

static bool lanes_ready(cudaGraphExec_t e, int lanes)
{
    for (int i = 0; i < lanes; i++)
        if (!e->lanes[i] && !(e->lanes[i] = ferry_queue_new()))
            return false;
    return true;
}

/* The lane of node i: its first dependency's if that was the last node
 * put there (a chain goes on in one lane), else the next in turn. */
static int pick_lane(cudaGraphNode_t v, const int *lane_of, const size_t *lane_tail, int lanes, int *turn)
{
    if (v->ndeps) {
        size_t p = v->deps[0]->mark;
        if (lane_tail[lane_of[p]] == p)
            return lane_of[p];
    }
    return (*turn)++ % lanes;
}

typedef struct plan {
    ferry_op **ops;    /* per node, by position in the order */
    ferry_op **preds;  /* scratch */
    int *lane_of;
    size_t *lane_tail;
} plan;

static void plan_free(plan *p, size_t n)
{
    for (size_t i = 0; p->ops && i < n; i++)
        ferry_op_release(p->ops[i]);
    free(p->ops);
    free(p->preds);
    free(p->lane_of);
    free(p->lane_tail);
}

/* Submits the start op and one op per node; NULL-free on success. */
static bool submit_nodes(cudaGraphExec_t e, cudaStream_t stream, ferry_op *start, plan *p, int lanes)
{
    size_t n = e->graph->n;
    int turn = 1;
    for (int l = 0; l < lanes; l++)
        p->lane_tail[l] = (size_t)-1;
    for (size_t i = 0; i < n; i++)
        e->order[i]->mark = i;
    for (size_t i = 0; i < n; i++) {
        cudaGraphNode_t v = e->order[i];
        ferry_op *op = ferry_op_new(run_node, sizeof(node_op));
        if (!op)
            return false;
        *(node_op *)ferry_op_data(op) = (node_op){v, stream};
        int np = 0;
        for (size_t k = 0; k < v->ndeps; k++)
            p->preds[np++] = p->ops[v->deps[k]->mark];
        if (np == 0)
            p->preds[np++] = start;
        int lane = pick_lane(v, p->lane_of, p->lane_tail, lanes, &turn);
        p->lane_of[i] = lane;
        p->lane_tail[lane] = i;
        ferry_op_retain(op);
        p->ops[i] = op;
        ferry_queue_submit(e->lanes[lane], op, p->preds, np);
    }
    return true;
}

static cudaError_t launch_lanes(cudaGraphExec_t e, cudaStream_t stream)
{
    size_t n = e->graph->n;
    int lanes = e->width < FERRY_GRAPH_LANES ? (int)e->width : FERRY_GRAPH_LANES;
    plan p = {calloc(n, sizeof *p.ops), malloc((n + 1) * sizeof *p.preds), calloc(n, sizeof *p.lane_of),
              calloc(FERRY_GRAPH_LANES, sizeof *p.lane_tail)};
    ferry_op *start = ferry_op_new(run_start, sizeof(exec_op)), *join = ferry_op_new(NULL, 0);
    ferry_op **deps = NULL;
    int nd = -1;
    if (p.ops && p.preds && p.lane_of && p.lane_tail && start && join && lanes_ready(e, lanes))
        nd = ferry_stream_deps(stream, &deps);
    if (nd < 0) {
        plan_free(&p, n);
        ferry_op_release(start);
        ferry_op_release(join);
        return cudaErrorMemoryAllocation;
    }
    if (e->launched) {
        ferry_op_retain(e->launched);
        deps[nd++] = e->launched;
    }
    *(exec_op *)ferry_op_data(start) = (exec_op){e, stream};
    ferry_op_retain(start);
    ferry_queue_submit(e->lanes[0], start, deps, nd);
    for (int i = 0; i < nd; i++)
        ferry_op_release(deps[i]);
    free(deps);
    bool ok = submit_nodes(e, stream, start, &p, lanes);
    ferry_op_release(start);
    /* The join waits for every node (those not submitted: for the start). */
    size_t done = 0;
    while (done < n && p.ops[done])
        done++;
    ferry_queue_submit(e->lanes[0], join, done ? p.ops : &start, done ? (int)done : 0);
    plan_free(&p, n);
    ferry_op *marker = ferry_op_new(NULL, 0);
    cudaError_t err = marker ? cudaSuccess : cudaErrorMemoryAllocation;
    if (marker) {
        ferry_op_retain(marker);
        err = ferry_stream_submit(stream, marker, join);
    }
    if (err == cudaSuccess) {
        ferry_op_release(e->launched);
        e->launched = marker;
    } else {
        ferry_op_release(marker);
    }
    return ok ? err : cudaErrorMemoryAllocation;
}

static cudaError_t launch_whole(cudaGraphExec_t e, cudaStream_t stream)
{
    ferry_op *op = ferry_op_new(run_whole, sizeof(exec_op));
    if (!op)
        return cudaErrorMemoryAllocation;
    *(exec_op *)ferry_op_data(op) = (exec_op){e, stream};
    ferry_op_retain(op);
    cudaError_t err = ferry_stream_submit(stream, op, e->launched);
    if (err != cudaSuccess) {
        ferry_op_release(op);
        return err;
    }
    ferry_op_release(e->launched);
    e->launched = op;
    return cudaSuccess;
}

FERRY_API cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (!graphExec)
        return ferry_ret(cudaErrorInvalidValue);
    if (!ferry_stream_ok(stream))
        return ferry_ret(cudaErrorInvalidResourceHandle);
    if (ferry_capturing(stream))
        return ferry_capture_graph(graphExec->graph, stream);
    cudaError_t sticky = ferry_sticky();
    if (sticky != cudaSuccess)
        return ferry_ret(sticky);
    bool lanes = graphExec->width > 1;
    return ferry_ret(lanes ? launch_lanes(graphExec, stream) : launch_whole(graphExec, stream));
}
