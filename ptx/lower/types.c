/* PTX types and modifiers seen from the lowering. */
#include "lower.h"

#include <string.h>

LLVMTypeRef lw_type(lw_mod *M, ptx_type t)
{
    switch (t) {
    case PTX_TYPE_PRED: return M->i1;
    case PTX_TYPE_B8: case PTX_TYPE_U8: case PTX_TYPE_S8:
    case PTX_TYPE_E4M3: case PTX_TYPE_E5M2: return M->i8;
    case PTX_TYPE_B16: case PTX_TYPE_U16: case PTX_TYPE_S16:
    case PTX_TYPE_E4M3X2: case PTX_TYPE_E5M2X2: return M->i16;
    case PTX_TYPE_B32: case PTX_TYPE_U32: case PTX_TYPE_S32: case PTX_TYPE_TF32: return M->i32;
    case PTX_TYPE_B64: case PTX_TYPE_U64: case PTX_TYPE_S64: return M->i64;
    case PTX_TYPE_B128: return M->i128;
    case PTX_TYPE_F16: return M->f16;
    case PTX_TYPE_BF16: return M->bf16;
    case PTX_TYPE_F32: return M->f32;
    case PTX_TYPE_F64: return M->f64;
    case PTX_TYPE_F16X2: return LLVMVectorType(M->f16, 2);
    case PTX_TYPE_BF16X2: return LLVMVectorType(M->bf16, 2);
    default: return M->i64; /* texture/sampler/surface references: handles */
    }
}

unsigned lw_bits(ptx_type t)
{
    return t == PTX_TYPE_PRED ? 1 : 8 * ptx_type_size(t);
}

bool lw_is_float(ptx_type t)
{
    return t == PTX_TYPE_F16 || t == PTX_TYPE_F32 || t == PTX_TYPE_F64 || t == PTX_TYPE_BF16 ||
           t == PTX_TYPE_F16X2 || t == PTX_TYPE_BF16X2;
}

bool lw_is_signed(ptx_type t)
{
    return t == PTX_TYPE_S8 || t == PTX_TYPE_S16 || t == PTX_TYPE_S32 || t == PTX_TYPE_S64;
}

ptx_type lw_btype(unsigned bits)
{
    switch (bits) {
    case 1: return PTX_TYPE_PRED;
    case 8: return PTX_TYPE_B8;
    case 16: return PTX_TYPE_B16;
    case 32: return PTX_TYPE_B32;
    case 64: return PTX_TYPE_B64;
    case 128: return PTX_TYPE_B128;
    default: return PTX_TYPE_NONE;
    }
}

ptx_type lw_utype(unsigned bits)
{
    switch (bits) {
    case 8: return PTX_TYPE_U8;
    case 16: return PTX_TYPE_U16;
    case 32: return PTX_TYPE_U32;
    case 64: return PTX_TYPE_U64;
    default: return lw_btype(bits);
    }
}

ptx_type lw_stype(unsigned bits)
{
    switch (bits) {
    case 8: return PTX_TYPE_S8;
    case 16: return PTX_TYPE_S16;
    case 32: return PTX_TYPE_S32;
    case 64: return PTX_TYPE_S64;
    default: return lw_btype(bits);
    }
}

bool lw_has(const ptx_instr *in, const char *mod)
{
    for (size_t i = 0; i < in->nmods; i++)
        if (!strcmp(in->mods[i], mod))
            return true;
    return false;
}

static ptx_type type_of_mod(const char *m)
{
    return ptx_type_from_name(m, strlen(m));
}

ptx_type lw_ty(const ptx_instr *in, unsigned k)
{
    for (size_t i = 0; i < in->nmods; i++) {
        ptx_type t = type_of_mod(in->mods[i]);
        if (t != PTX_TYPE_NONE && k-- == 0)
            return t;
    }
    return PTX_TYPE_NONE;
}

unsigned lw_ntypes(const ptx_instr *in)
{
    unsigned n = 0;
    for (size_t i = 0; i < in->nmods; i++)
        n += type_of_mod(in->mods[i]) != PTX_TYPE_NONE;
    return n;
}

ptx_space lw_space(const ptx_instr *in)
{
    static const struct { const char *mod; ptx_space s; } spaces[] = {
        {".global", PTX_SPACE_GLOBAL}, {".shared", PTX_SPACE_SHARED}, {".shared::cta", PTX_SPACE_SHARED},
        {".local", PTX_SPACE_LOCAL}, {".const", PTX_SPACE_CONST}, {".param", PTX_SPACE_PARAM},
        {".param::entry", PTX_SPACE_PARAM}, {".param::func", PTX_SPACE_PARAM},
    };
    for (size_t i = 0; i < in->nmods; i++)
        for (size_t k = 0; k < sizeof spaces / sizeof *spaces; k++)
            if (!strcmp(in->mods[i], spaces[k].mod))
                return spaces[k].s;
    return PTX_SPACE_NONE;
}

unsigned lw_vec(const ptx_instr *in)
{
    if (lw_has(in, ".v2")) return 2;
    if (lw_has(in, ".v4")) return 4;
    if (lw_has(in, ".v8")) return 8;
    return 0;
}

bool lw_word_in(const char *word, const char *set)
{
    size_t n = strlen(word);
    for (const char *p = strstr(set, word); p; p = strstr(p + 1, word))
        if (p[n] == '.' || p[n] == '\0')
            return true;
    return false;
}

const char *lw_one_of(const ptx_instr *in, const char *set)
{
    for (size_t i = 0; i < in->nmods; i++)
        if (lw_word_in(in->mods[i], set))
            return in->mods[i];
    return NULL;
}

unsigned lw_as_of(ptx_space s)
{
    switch (s) {
    case PTX_SPACE_GLOBAL: return LW_AS_GLOBAL;
    case PTX_SPACE_SHARED: return LW_AS_SHARED;
    case PTX_SPACE_CONST: return LW_AS_CONST;
    default: return LW_AS_GENERIC;
    }
}

LLVMTypeRef lw_ptr_as(lw_mod *M, unsigned as)
{
    return LLVMPointerTypeInContext(M->c, as);
}
