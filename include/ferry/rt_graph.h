/* Filled in by issue 13. */
#ifndef FERRY_FERRY_RT_GRAPH_H
#define FERRY_FERRY_RT_GRAPH_H
#endif
