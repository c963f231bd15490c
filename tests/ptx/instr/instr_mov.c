/* Data movement and operand sizes: mov (registers, immediates of every
 * kind, packing {a, b} and unpacking), destination registers wider than
 * the instruction type (sign- or zero-extended), ld with every size and
 * sign (extended into wider registers), vector ld/st (.v2/.v4), st of
 * narrow types from wide registers. */
#include "harness.h"

#include <stdio.h>
#include <string.h>

const char *family_name = "mov";

enum { WORDS = 64 };

static const uint64_t image_init[8] = {
    UINT64_C(0x0123456789abcdef), UINT64_C(0xfedcba9876543210), UINT64_C(0x8000000180000001),
    UINT64_C(0x7fff80007fff8000), UINT64_C(0xffffffffffffffff), UINT64_C(0x00000000000000ff),
    UINT64_C(0x3ff0000000000000), UINT64_C(0xc2c80000bf800000),
};

static uint8_t image_byte(size_t off)
{
    return (uint8_t)(image_init[(off / 8) % 8] >> (8 * (off % 8)));
}

static uint64_t image_load(size_t off, unsigned size)
{
    uint64_t v = 0;
    for (unsigned k = 0; k < size; k++)
        v |= (uint64_t)image_byte(off + k) << (8 * k);
    return v;
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

/* ---- mov ---- */

enum { PACK16, PACK32, UNPACK64, UNPACK32, IMM, COPY, EXT_S, EXT_U };

static void ref_mov(const form *f, const uint64_t *in, uint64_t *out)
{
    switch (f->op) {
    case PACK16: out[0] = mk(16, in[1]) << 16 | mk(16, in[0]); break;
    case PACK32: out[0] = mk(32, in[1]) << 32 | mk(32, in[0]); break;
    case UNPACK64: out[0] = mk(32, in[0]); out[1] = in[0] >> 32; break;
    case UNPACK32: out[0] = mk(16, in[0]); out[1] = mk(16, in[0] >> 16); break;
    case IMM: out[0] = f->arg; break;
    case COPY: out[0] = in[0]; break;
    case EXT_S: /* f->ty: the instruction's width; f->ty2: 1 add, 0 mov */
        out[0] = mk(class_bits(f->out[0]), (uint64_t)sx((unsigned)f->ty, f->ty2 ? in[0] + in[1] : in[0]));
        break;
    default:
        out[0] = mk((unsigned)f->ty, f->ty2 ? in[0] + in[1] : in[0]);
        break;
    }
}

/* ---- ld/st: %b is a byte offset into the words at %m ---- */

enum { LD, LDV, STLD };

static void ref_ld(const form *f, const uint64_t *in, uint64_t *out)
{
    unsigned size = (unsigned)f->ty;
    size_t off = (size_t)(in[0] + f->arg); /* f->arg: the displacement in [x+arg] */
    switch (f->op) {
    case LD: {
        uint64_t v = image_load(off, size);
        out[0] = mk(class_bits(f->out[0]), f->ty2 ? (uint64_t)sx(8 * size, v) : v);
        break;
    }
    case LDV:
        for (unsigned k = 0; k < f->nout; k++)
            out[k] = image_load(off + (size_t)k * size, size);
        break;
    default: /* stored in[1], narrowed to size, read back as 64 bits over the image */
        out[0] = (image_load(off, 8) & ~mk(8 * size, ~UINT64_C(0))) | mk(8 * size, in[1]);
        if (f->nin > 2) /* .v2: the second element next to it */
            out[0] = (out[0] & ~(mk(8 * size, ~UINT64_C(0)) << (8 * size))) | mk(8 * size, in[2]) << (8 * size);
        break;
    }
}

static void gen_ld(form *f, rng *r)
{
    unsigned size = (unsigned)f->ty, span = f->op == LDV ? size * (unsigned)f->nout : size;
    int64_t disp = (int64_t)f->arg;
    /* the accessed bytes [offset + disp, + span) stay inside the words */
    int64_t lo = disp < 0 ? -disp : 0, hi = WORDS * 8 - (int64_t)span - (disp > 0 ? disp : 0);
    for (size_t i = 0; i < 4096; i++) {
        uint64_t in[3] = {0, 0, 0};
        in[0] = (uint64_t)(lo + (int64_t)rnd_below(r, (uint64_t)((hi - lo) / size + 1)) * size);
        push_input(f, in);
    }
}

/* store then load: each thread its own 8 bytes */
static void gen_st(form *f, rng *r)
{
    for (size_t i = 0; i < 4096; i++) {
        uint64_t in[3] = {(uint64_t)i * 8, random_value(r, f->in[1]), f->nin > 2 ? random_value(r, f->in[2]) : 0};
        push_input(f, in);
    }
}

static form *ld_form(const char *name, const char *text, int op, unsigned size, int sign, unsigned nout, vclass o)
{
    vclass in[1] = {V_U64}, out[4] = {o, o, o, o};
    form *f = add_form(name, text, 1, in, nout, out, ref_ld);
    f->op = op;
    f->ty = (int)size;
    f->ty2 = sign;
    f->gen = gen_ld;
    f->mem_n = WORDS;
    f->mem_class = V_U64;
    memcpy(f->mem_init, image_init, sizeof image_init);
    snprintf(f->decl, sizeof f->decl, ".reg .b64 %%x;");
    return f;
}

static form *st_form(const char *name, const char *text, unsigned size, unsigned nin, vclass v)
{
    vclass in[3] = {V_U64, v, v}, o = V_U64;
    form *f = add_form(name, text, nin, in, 1, &o, ref_ld);
    f->op = STLD;
    f->ty = (int)size;
    f->gen = gen_st;
    f->mem_n = 4096;
    f->mem_class = V_U64;
    memcpy(f->mem_init, image_init, sizeof image_init);
    snprintf(f->decl, sizeof f->decl, ".reg .b64 %%x;");
    return f;
}

void family_forms(void)
{
    form *f;
    /* packing and unpacking */
    f = form2("mov.b32 {a, b}", "mov.b32 %d, {%a, %b};", V_U32, V_U16, V_U16, ref_mov);
    f->op = PACK16;
    f = form2("mov.b64 {a, b}", "mov.b64 %d, {%a, %b};", V_U64, V_U32, V_U32, ref_mov);
    f->op = PACK32;
    {
        vclass in[1] = {V_U64}, out[2] = {V_U32, V_U32};
        f = add_form("mov.b64 {d, q}, a", "mov.b64 {%d, %q}, %a;", 1, in, 2, out, ref_mov);
        f->op = UNPACK64;
        vclass in32[1] = {V_U32}, out16[2] = {V_U16, V_U16};
        f = add_form("mov.b32 {d, q}, a", "mov.b32 {%d, %q}, %a;", 1, in32, 2, out16, ref_mov);
        f->op = UNPACK32;
        f = add_form("mov.b32 {d, _}, a", "mov.b32 {%d, _}, %a;", 1, in32, 1, out16, ref_mov);
        f->op = UNPACK32;
    }
    /* immediates */
    static const struct { const char *name, *text; vclass c; uint64_t v; } imms[] = {
        {"mov.u16 (imm 0xffff)", "mov.u16 %d, 0xffff;", V_U16, 0xffff},
        {"mov.s16 (imm -2)", "mov.s16 %d, -2;", V_U16, 0xfffe},
        {"mov.s32 (imm -1)", "mov.s32 %d, -1;", V_U32, 0xffffffffu},
        {"mov.u32 (imm 0x80000000)", "mov.u32 %d, 0x80000000;", V_U32, 0x80000000u},
        {"mov.u32 (imm 017)", "mov.u32 %d, 017;", V_U32, 15},
        {"mov.u32 (imm 0b101)", "mov.u32 %d, 0b101;", V_U32, 5},
        {"mov.s64 (imm -9223372036854775808)", "mov.s64 %d, -9223372036854775808;", V_U64, UINT64_C(0x8000000000000000)},
        {"mov.u64 (imm 18446744073709551615)", "mov.u64 %d, 18446744073709551615;", V_U64, UINT64_MAX},
        {"mov.f32 (imm 0f3F800000)", "mov.f32 %d, 0f3F800000;", V_F32, 0x3f800000},
        {"mov.f32 (imm 0fFF800000)", "mov.f32 %d, 0fFF800000;", V_F32, 0xff800000u},
        {"mov.f32 (imm 0f00000001)", "mov.f32 %d, 0f00000001;", V_F32, 1},
        {"mov.f64 (imm 0d400921FB54442D18)", "mov.f64 %d, 0d400921FB54442D18;", V_F64, UINT64_C(0x400921FB54442D18)},
        {"mov.f64 (imm 0d8000000000000000)", "mov.f64 %d, 0d8000000000000000;", V_F64, UINT64_C(0x8000000000000000)},
        {"mov.f32 (imm 1.5)", "mov.f32 %d, 1.5;", V_F32, 0x3fc00000},
        {"mov.f64 (imm 0.1)", "mov.f64 %d, 0.1;", V_F64, UINT64_C(0x3fb999999999999a)},
        {"mov.b16 (imm 0x8000)", "mov.b16 %d, 0x8000;", V_U16, 0x8000},
    };
    for (size_t i = 0; i < sizeof imms / sizeof *imms; i++) {
        f = add_form(imms[i].name, imms[i].text, 0, NULL, 1, &imms[i].c, ref_mov);
        f->op = IMM;
        f->arg = imms[i].v;
    }
    /* register copies between types */
    f = form1("mov.b32 (f32 source)", "mov.b32 %d, %a;", V_U32, V_F32, ref_mov);
    f->op = COPY;
    f = form1("mov.f64 (b64 source)", "mov.b64 %d, %a;", V_F64, V_U64, ref_mov);
    f->op = COPY;
    f = form1("mov.pred", "mov.pred %d, %a;", V_PRED, V_PRED, ref_mov);
    f->op = COPY;
    f = form1("mov.b16", "mov.b16 %d, %a;", V_U16, V_U16, ref_mov);
    f->op = COPY;
    /* destinations wider than the type */
    static const struct { const char *name, *text; vclass d, a; int bits, add, s; } ext[] = {
        {"add.s32 into .b64", "add.s32 %d, %a, %b;", V_U64, V_U32, 32, 1, 1},
        {"add.u32 into .b64", "add.u32 %d, %a, %b;", V_U64, V_U32, 32, 1, 0},
        {"add.s16 into .b32", "add.s16 %d, %a, %b;", V_U32, V_U16, 16, 1, 1},
        {"add.u16 into .b64", "add.u16 %d, %a, %b;", V_U64, V_U16, 16, 1, 0},
        {"mov.s16 into .b32", "mov.s16 %d, %a;", V_U32, V_U16, 16, 0, 1},
        {"mov.b32 into .b64", "mov.b32 %d, %a;", V_U64, V_U32, 32, 0, 0},
        {"add.s32 from .b64 sources", "add.s32 %d, %a, %b;", V_U32, V_U64, 32, 1, 1},
    };
    for (size_t i = 0; i < sizeof ext / sizeof *ext; i++) {
        f = ext[i].add ? form2(ext[i].name, ext[i].text, ext[i].d, ext[i].a, ext[i].a, ref_mov)
                       : form1(ext[i].name, ext[i].text, ext[i].d, ext[i].a, ref_mov);
        f->op = ext[i].s ? EXT_S : EXT_U;
        f->ty = ext[i].bits;
        f->ty2 = ext[i].add;
    }
    /* loads: every size and sign, into registers of their size or wider */
    static const struct { const char *t; unsigned size; int s; vclass reg; } lds[] = {
        {"u8", 1, 0, V_U16}, {"s8", 1, 1, V_U16}, {"u8", 1, 0, V_U32}, {"s8", 1, 1, V_U32}, {"s8", 1, 1, V_U64},
        {"u16", 2, 0, V_U16}, {"s16", 2, 1, V_U32}, {"u16", 2, 0, V_U64}, {"b16", 2, 0, V_U16},
        {"u32", 4, 0, V_U32}, {"s32", 4, 1, V_U64}, {"u32", 4, 0, V_U64}, {"f32", 4, 0, V_F32},
        {"b64", 8, 0, V_U64}, {"f64", 8, 0, V_F64},
    };
    for (size_t i = 0; i < sizeof lds / sizeof *lds; i++) {
        char name[64], text[128];
        snprintf(name, sizeof name, "ld.global.%s into .b%u", lds[i].t, class_bits(lds[i].reg));
        snprintf(text, sizeof text, "add.u64 %%x, %%m, %%a;\n\tld.global.%s %%d, [%%x];", lds[i].t);
        ld_form(name, text, LD, lds[i].size, lds[i].s, 1, lds[i].reg);
    }
    ld_form("ld.global.v2.u32", "add.u64 %x, %m, %a;\n\tld.global.v2.u32 {%d, %q}, [%x];", LDV, 4, 0, 2, V_U32);
    ld_form("ld.global.v2.f64", "add.u64 %x, %m, %a;\n\tld.global.v2.f64 {%d, %q}, [%x];", LDV, 8, 0, 2, V_F64);
    ld_form("ld.global.v4.b16 (3 used)", "add.u64 %x, %m, %a;\n\tld.global.v4.b16 {%d, %q, %s, _}, [%x];", LDV, 2, 0, 3,
            V_U16);
    ld_form("ld.global.nc.v2.s32", "add.u64 %x, %m, %a;\n\tld.global.nc.v2.s32 {%d, %q}, [%x];", LDV, 4, 0, 2, V_U32);
    ld_form("ld.u32 (generic) [x+8]", "add.u64 %x, %m, %a;\n\tld.u32 %d, [%x+8];", LD, 4, 0, 1, V_U32)->arg = 8;
    ld_form("ld.global.s16 [x+-2]", "add.u64 %x, %m, %a;\n\tld.global.s16 %d, [%x+-2];", LD, 2, 1, 1, V_U32)->arg =
        (uint64_t)-2;
    /* stores, read back */
    st_form("st.global.u8 from .b32", "add.u64 %x, %m, %a;\n\tst.global.u8 [%x], %b;\n\tld.global.u64 %d, [%x];", 1, 2, V_U32);
    st_form("st.global.b16 from .b64", "add.u64 %x, %m, %a;\n\tst.global.b16 [%x], %b;\n\tld.global.u64 %d, [%x];", 2, 2, V_U64);
    st_form("st.global.u32", "add.u64 %x, %m, %a;\n\tst.global.u32 [%x], %b;\n\tld.global.u64 %d, [%x];", 4, 2, V_U32);
    st_form("st.global.v2.b16", "add.u64 %x, %m, %a;\n\tst.global.v2.b16 [%x], {%b, %c};\n\tld.global.u64 %d, [%x];", 2, 3,
            V_U16);
    st_form("st.global.v2.f32", "add.u64 %x, %m, %a;\n\tst.global.v2.f32 [%x], {%b, %c};\n\tld.global.u64 %d, [%x];", 4, 3,
            V_F32);
    st_form("st.volatile.global.b64", "add.u64 %x, %m, %a;\n\tst.volatile.global.b64 [%x], %b;\n\tld.volatile.global.u64 %d, [%x];",
            8, 2, V_U64);
    st_form("st.relaxed.gpu.global.b32", "add.u64 %x, %m, %a;\n\tst.relaxed.gpu.global.b32 [%x], %b;\n\tld.acquire.gpu.global.u64 %d, [%x];",
            4, 2, V_U32);
}
