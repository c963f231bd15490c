/* The AST's memory (one arena per result) and the names of its enums. */
#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "ptx.h"

/* ---- arena ------------------------------------------------------------ */

typedef struct chunk {
    struct chunk *next;
    size_t size, used;
    alignas(max_align_t) unsigned char data[];
} chunk;

struct ptx_arena {
    chunk *head;
    size_t total;
};

#define CHUNK_SIZE ((size_t)64 * 1024)
#define ALIGN (alignof(max_align_t))

ptx_arena *ptx_arena_new(void)
{
    return calloc(1, sizeof(ptx_arena));
}

void *ptx_arena_alloc(ptx_arena *a, size_t size)
{
    if (!a)
        return NULL;
    if (size == 0)
        size = 1;
    if (size > SIZE_MAX - ALIGN - sizeof(chunk))
        return NULL;
    size = (size + ALIGN - 1) & ~(ALIGN - 1);
    chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t csize = size > CHUNK_SIZE / 4 ? size : CHUNK_SIZE;
        chunk *n = malloc(sizeof(chunk) + csize);
        if (!n)
            return NULL;
        n->size = csize;
        n->used = 0;
        if (c && size > CHUNK_SIZE / 4) {
            /* a big block goes behind the current chunk, which keeps
             * serving small allocations */
            n->next = c->next;
            c->next = n;
        } else {
            n->next = c;
            a->head = n;
        }
        c = n;
    }
    void *p = c->data + c->used;
    c->used += size;
    a->total += size;
    memset(p, 0, size);
    return p;
}

char *ptx_arena_strndup(ptx_arena *a, const char *s, size_t n)
{
    if (n == SIZE_MAX)
        return NULL;
    char *d = ptx_arena_alloc(a, n + 1);
    if (!d)
        return NULL;
    if (n)
        memcpy(d, s, n);
    d[n] = 0;
    return d;
}

size_t ptx_arena_used(const ptx_arena *a)
{
    return a ? a->total : 0;
}

void ptx_arena_free(ptx_arena *a)
{
    if (!a)
        return;
    for (chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

void ptx_module_free(ptx_module *m)
{
    if (m)
        ptx_arena_free(m->arena); /* the module lives in its own arena */
}

void ptx_stmts_free(ptx_stmts *s)
{
    if (s)
        ptx_arena_free(s->arena);
}

void ptx_diag_free(ptx_diag *d)
{
    if (!d)
        return;
    free(d->msg);
    d->msg = NULL;
}

/* ---- names ------------------------------------------------------------ */

static const struct {
    const char *name;
    unsigned size;
} types[PTX_TYPE_COUNT] = {
    [PTX_TYPE_NONE] = {"", 0},
    [PTX_TYPE_B8] = {".b8", 1},       [PTX_TYPE_B16] = {".b16", 2},
    [PTX_TYPE_B32] = {".b32", 4},     [PTX_TYPE_B64] = {".b64", 8},
    [PTX_TYPE_B128] = {".b128", 16},
    [PTX_TYPE_U8] = {".u8", 1},       [PTX_TYPE_U16] = {".u16", 2},
    [PTX_TYPE_U32] = {".u32", 4},     [PTX_TYPE_U64] = {".u64", 8},
    [PTX_TYPE_S8] = {".s8", 1},       [PTX_TYPE_S16] = {".s16", 2},
    [PTX_TYPE_S32] = {".s32", 4},     [PTX_TYPE_S64] = {".s64", 8},
    [PTX_TYPE_F16] = {".f16", 2},     [PTX_TYPE_F16X2] = {".f16x2", 4},
    [PTX_TYPE_F32] = {".f32", 4},     [PTX_TYPE_F64] = {".f64", 8},
    [PTX_TYPE_BF16] = {".bf16", 2},   [PTX_TYPE_BF16X2] = {".bf16x2", 4},
    [PTX_TYPE_TF32] = {".tf32", 4},
    [PTX_TYPE_E4M3] = {".e4m3", 1},   [PTX_TYPE_E5M2] = {".e5m2", 1},
    [PTX_TYPE_E4M3X2] = {".e4m3x2", 2}, [PTX_TYPE_E5M2X2] = {".e5m2x2", 2},
    [PTX_TYPE_PRED] = {".pred", 0},
    [PTX_TYPE_TEXREF] = {".texref", 8}, [PTX_TYPE_SAMPLERREF] = {".samplerref", 8},
    [PTX_TYPE_SURFREF] = {".surfref", 8},
};

const char *ptx_type_name(ptx_type t)
{
    return (unsigned)t < PTX_TYPE_COUNT ? types[t].name : "";
}

unsigned ptx_type_size(ptx_type t)
{
    return (unsigned)t < PTX_TYPE_COUNT ? types[t].size : 0;
}

ptx_type ptx_type_from_name(const char *s, size_t len)
{
    for (int t = 1; t < PTX_TYPE_COUNT; t++)
        if (strlen(types[t].name) == len && memcmp(types[t].name, s, len) == 0)
            return (ptx_type)t;
    return PTX_TYPE_NONE;
}

const char *ptx_space_name(ptx_space s)
{
    static const char *names[PTX_SPACE_COUNT] = {
        "", ".reg", ".sreg", ".const", ".global", ".local", ".param", ".shared", ".tex",
    };
    return (unsigned)s < PTX_SPACE_COUNT ? names[s] : "";
}

const char *ptx_linkage_name(ptx_linkage l)
{
    switch (l) {
    case PTX_LINK_VISIBLE: return ".visible";
    case PTX_LINK_EXTERN: return ".extern";
    case PTX_LINK_WEAK: return ".weak";
    case PTX_LINK_COMMON: return ".common";
    default: return "";
    }
}
