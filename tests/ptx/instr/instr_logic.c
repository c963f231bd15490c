/* Bit operations: and/or/xor/not/cnot (and on predicates), shl/shr (shift
 * amounts past the width, immediate amounts), bfe, bfi, bfind(.shiftamt),
 * brev, clz, popc, prmt (the generic mode with every 16-bit control, and
 * the six special modes), shf (.l/.r, .wrap/.clamp), lop3 (all 256 tables). */
#include "harness.h"

#include <stdio.h>
#include <string.h>

const char *family_name = "logic";

static uint64_t mk(unsigned bits, uint64_t v)
{
    return bits >= 64 ? v : v & ((UINT64_C(1) << bits) - 1);
}

static int64_t sx(unsigned bits, uint64_t v)
{
    return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

static vclass cls(unsigned bits)
{
    return bits == 1 ? V_PRED : bits == 16 ? V_U16 : bits == 32 ? V_U32 : V_U64;
}

enum {
    AND, OR, XOR, NOT, CNOT, SHL, SHR_U, SHR_S, BFE_U, BFE_S, BFI, BFIND_U, BFIND_S, BREV, CLZ, POPC,
    PRMT, SHF_L_WRAP, SHF_L_CLAMP, SHF_R_WRAP, SHF_R_CLAMP, LOP3,
};

enum { F_IMMB = 1, F_SHIFTAMT = 2 };

static uint64_t prmt_ref(uint32_t a, uint32_t b, uint32_t c, int mode)
{
    uint64_t src = (uint64_t)b << 32 | a;
    uint32_t r = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned sel, byte;
        bool sign = false;
        if (mode == 0) {
            sel = (c >> (4 * k)) & 0xf;
            sign = sel & 8;
            sel &= 7;
        } else {
            /* the selected byte for result byte k per c[1:0]
             * rows: f4e b4e rc8 ecl ecr rc16; each string is d.b3..d.b0 */
            static const char *const tab[6][4] = {
                {"3210", "4321", "5432", "6543"}, {"5670", "6701", "7012", "0123"},
                {"0000", "1111", "2222", "3333"}, {"3210", "3211", "3222", "3333"},
                {"0000", "1110", "2210", "3210"}, {"1010", "3232", "1010", "3232"},
            };
            sel = (unsigned)(tab[mode - 1][c & 3][3 - k] - '0');
        }
        byte = (unsigned)(src >> (8 * sel)) & 0xff;
        if (sign)
            byte = byte & 0x80 ? 0xff : 0;
        r |= (uint32_t)byte << (8 * k);
    }
    return r;
}

static void ref_logic(const form *f, const uint64_t *in, uint64_t *out)
{
    unsigned n = (unsigned)f->ty;
    uint64_t a = mk(n, in[0]), b = f->flags & F_IMMB ? f->arg : in[1], c = in[2], r = 0;
    switch (f->op) {
    case AND: r = a & b; break;
    case OR: r = a | b; break;
    case XOR: r = a ^ b; break;
    case NOT: r = ~a; break;
    case CNOT: r = a == 0; break;
    case SHL: r = (uint32_t)b >= n ? 0 : a << (uint32_t)b; break;
    case SHR_U: r = (uint32_t)b >= n ? 0 : a >> (uint32_t)b; break;
    case SHR_S: r = (uint64_t)(sx(n, a) >> ((uint32_t)b >= n ? n - 1 : (uint32_t)b)); break;
    case BFE_U: case BFE_S: {
        unsigned pos = (unsigned)b & 0xff, len = (unsigned)c & 0xff, msb = n - 1;
        unsigned sbit = 0;
        if (f->op == BFE_S && len)
            sbit = (a >> (pos + len - 1 < msb ? pos + len - 1 : msb)) & 1;
        r = 0;
        for (unsigned i = 0; i <= msb; i++) {
            unsigned bit = i < len && pos + i <= msb ? (a >> (pos + i)) & 1 : sbit;
            r |= (uint64_t)bit << i;
        }
        break;
    }
    case BFI: { /* bfi d, a, b, c, e: a inserted into b at c, length e */
        unsigned pos = (unsigned)c & 0xff, len = (unsigned)in[3] & 0xff, msb = n - 1;
        r = mk(n, b);
        for (unsigned i = 0; i < len && pos + i <= msb; i++)
            r = (r & ~(UINT64_C(1) << (pos + i))) | (((a >> i) & 1) << (pos + i));
        break;
    }
    case BFIND_U: case BFIND_S: {
        unsigned msb = n - 1;
        if (f->op == BFIND_S && (a >> msb & 1))
            a = mk(n, ~a);
        uint64_t d = 0xffffffffu;
        for (int i = (int)msb; i >= 0; i--)
            if (a >> i & 1) {
                d = (uint64_t)i;
                break;
            }
        if ((f->flags & F_SHIFTAMT) && d != 0xffffffffu)
            d = msb - d;
        out[0] = d;
        return;
    }
    case BREV:
        for (unsigned i = 0; i < n; i++)
            r |= ((a >> i) & 1) << (n - 1 - i);
        break;
    case CLZ: {
        unsigned k = 0;
        while (k < n && !(a >> (n - 1 - k) & 1))
            k++;
        out[0] = k;
        return;
    }
    case POPC: out[0] = (uint64_t)__builtin_popcountll(a); return;
    case PRMT: out[0] = prmt_ref((uint32_t)a, (uint32_t)b, (uint32_t)c, f->mode); return;
    case SHF_L_WRAP: case SHF_L_CLAMP: case SHF_R_WRAP: case SHF_R_CLAMP: {
        uint32_t cc = (uint32_t)c;
        unsigned sh = f->op == SHF_L_CLAMP || f->op == SHF_R_CLAMP ? (cc > 32 ? 32 : cc) : cc & 31;
        uint64_t v = b << 32 | a;
        out[0] = f->op <= SHF_L_CLAMP ? (uint32_t)((v << sh) >> 32) : (uint32_t)(v >> sh);
        return;
    }
    case LOP3: {
        unsigned lut = (unsigned)f->arg;
        for (unsigned i = 0; i < 32; i++) {
            unsigned idx = (unsigned)((a >> i & 1) << 2 | (b >> i & 1) << 1 | (c >> i & 1));
            r |= (uint64_t)((lut >> idx) & 1) << i;
        }
        break;
    }
    }
    out[0] = mk(n, r);
}

static form *logic(const char *name, const char *text, int op, unsigned bits, unsigned nin, const vclass *in, vclass o)
{
    form *f = add_form(name, text, nin, in, 1, &o, ref_logic);
    f->op = op;
    f->ty = (int)bits;
    return f;
}

/* bfe/bfi: positions and lengths around the width, with garbage above the
 * low byte now and then. */
static void gen_field(form *f, rng *r)
{
    unsigned w = class_bits(f->in[0]);
    bool bfi = f->nin == 4;
    for (unsigned pos = 0; pos <= w + 8; pos++)
        for (unsigned len = 0; len <= w + 8; len++)
            for (unsigned k = 0; k < 3; k++) {
                uint64_t in[4];
                in[0] = random_value(r, f->in[0]);
                in[1] = bfi ? random_value(r, f->in[1]) : pos;
                uint64_t p = pos | (rnd_below(r, 4) ? 0 : rnd(r) & 0xffffff00u);
                uint64_t l = len | (rnd_below(r, 4) ? 0 : rnd(r) & 0xffffff00u);
                if (bfi) {
                    in[2] = p;
                    in[3] = l;
                } else {
                    in[1] = p;
                    in[2] = l;
                }
                push_input(f, in);
            }
    static const unsigned big[] = {127, 128, 200, 255};
    for (unsigned i = 0; i < 4; i++)
        for (unsigned j = 0; j < 4; j++) {
            uint64_t in[4] = {random_value(r, f->in[0]), big[i], big[j], big[j]};
            if (bfi) {
                in[1] = random_value(r, f->in[1]);
                in[2] = big[i];
            }
            push_input(f, in);
            in[bfi ? 2 : 1] = j;
            push_input(f, in);
        }
}

/* prmt: every 16-bit control of the generic mode, random high bits. */
static void gen_prmt(form *f, rng *r)
{
    for (uint64_t c = 0; c < 65536; c++) {
        uint64_t in[3] = {rnd(r) & 0xffffffffu, rnd(r) & 0xffffffffu, c | (rnd(r) & 0xffff0000u)};
        push_input(f, in);
    }
}

/* the last f->ty2 inputs are immediates in the text: f->arg holds them
 * (32 bits each, the first in the low half); the others are random */
static void gen_imm_tail(form *f, rng *r)
{
    unsigned m = (unsigned)f->ty2;
    for (unsigned i = 0; i < 4096; i++) {
        uint64_t in[4];
        for (unsigned k = 0; k < f->nin; k++) {
            unsigned j = k + m - f->nin;
            in[k] = k + m >= f->nin ? (f->arg >> (32 * j)) & 0xffffffffu : random_value(r, f->in[k]);
        }
        push_input(f, in);
    }
}

static void imm_form(const char *name, const char *text, int op, unsigned bits, unsigned nin, const vclass *in,
                     vclass o, unsigned nimm, uint64_t imms, int mode)
{
    form *f = logic(name, text, op, bits, nin, in, o);
    f->gen = gen_imm_tail;
    f->ty2 = (int)nimm;
    f->arg = imms;
    f->mode = mode;
}

static void gen_lop3(form *f, rng *r)
{
    for (unsigned i = 0; i < 512; i++) {
        uint64_t in[3] = {rnd(r) & 0xffffffffu, rnd(r) & 0xffffffffu, rnd(r) & 0xffffffffu};
        push_input(f, in);
    }
}

void family_forms(void)
{
    char name[96], text[256];
    static const unsigned widths[] = {16, 32, 64};
    static const char *const bops[] = {"and", "or", "xor"};
    /* and/or/xor/not/cnot on .b16/.b32/.b64 and on predicates */
    for (unsigned w = 0; w < 4; w++) {
        unsigned bits = w < 3 ? widths[w] : 1;
        const char *t = w < 3 ? (bits == 16 ? "b16" : bits == 32 ? "b32" : "b64") : "pred";
        vclass c = cls(bits), in[2] = {c, c};
        for (unsigned k = 0; k < 3; k++) {
            snprintf(name, sizeof name, "%s.%s", bops[k], t);
            snprintf(text, sizeof text, "%s %%d, %%a, %%b;", name);
            logic(name, text, AND + (int)k, bits, 2, in, c);
        }
        snprintf(name, sizeof name, "not.%s", t);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        logic(name, text, NOT, bits, 1, in, c);
        if (bits > 1) {
            snprintf(name, sizeof name, "cnot.%s", t);
            snprintf(text, sizeof text, "%s %%d, %%a;", name);
            logic(name, text, CNOT, bits, 1, in, c);
        }
    }
    /* and with an immediate */
    {
        vclass in[2] = {V_U32, V_U32};
        form *f = logic("and.b32 (imm 0xff00ff00)", "and.b32 %d, %a, 0xff00ff00;", AND, 32, 1, in, V_U32);
        f->flags = F_IMMB;
        f->arg = 0xff00ff00u;
    }
    /* shifts: .b16/.b32/.b64 shl, shr .b/.u/.s; the amount is .u32 */
    for (unsigned w = 0; w < 3; w++) {
        unsigned bits = widths[w];
        vclass c = cls(bits), in[2] = {c, V_SHIFT};
        static const char *const sh[][2] = {{"shl", "b"}, {"shr", "b"}, {"shr", "u"}, {"shr", "s"}};
        for (unsigned k = 0; k < 4; k++) {
            snprintf(name, sizeof name, "%s.%s%u", sh[k][0], sh[k][1], bits);
            snprintf(text, sizeof text, "%s %%d, %%a, %%b;", name);
            logic(name, text, k == 0 ? SHL : k == 3 ? SHR_S : SHR_U, bits, 2, in, c);
        }
        static const unsigned imms[] = {1, 7, 15, 31, 33, 63, 64, 100};
        for (unsigned k = 0; k < sizeof imms / sizeof *imms; k++) {
            if (imms[k] >= 2 * bits && imms[k] != 100)
                continue;
            for (unsigned s = 0; s < 3; s++) {
                const char *op = s == 0 ? "shl.b" : s == 1 ? "shr.u" : "shr.s";
                snprintf(name, sizeof name, "%s%u (imm %u)", op, bits, imms[k]);
                snprintf(text, sizeof text, "%s%u %%d, %%a, %u;", op, bits, imms[k]);
                form *f = logic(name, text, s == 0 ? SHL : s == 1 ? SHR_U : SHR_S, bits, 1, in, c);
                f->flags = F_IMMB;
                f->arg = imms[k];
            }
        }
    }
    /* bfe, bfi */
    for (unsigned w = 1; w < 3; w++) {
        unsigned bits = widths[w];
        vclass c = cls(bits);
        for (unsigned s = 0; s < 2; s++) {
            vclass in[3] = {c, V_BYTE, V_BYTE};
            snprintf(name, sizeof name, "bfe.%c%u", s ? 's' : 'u', bits);
            snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c;", name);
            logic(name, text, s ? BFE_S : BFE_U, bits, 3, in, c)->gen = gen_field;
        }
        vclass in4[4] = {c, c, V_BYTE, V_BYTE};
        snprintf(name, sizeof name, "bfi.b%u", bits);
        snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c, %%e;", name);
        logic(name, text, BFI, bits, 4, in4, c)->gen = gen_field;
        /* bfind, brev, clz, popc */
        vclass in1[1] = {c};
        for (unsigned s = 0; s < 2; s++)
            for (unsigned amt = 0; amt < 2; amt++) {
                snprintf(name, sizeof name, "bfind%s.%c%u", amt ? ".shiftamt" : "", s ? 's' : 'u', bits);
                snprintf(text, sizeof text, "%s %%d, %%a;", name);
                logic(name, text, s ? BFIND_S : BFIND_U, bits, 1, in1, V_U32)->flags = amt ? F_SHIFTAMT : 0;
            }
        snprintf(name, sizeof name, "brev.b%u", bits);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        logic(name, text, BREV, bits, 1, in1, c);
        snprintf(name, sizeof name, "clz.b%u", bits);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        logic(name, text, CLZ, bits, 1, in1, V_U32);
        snprintf(name, sizeof name, "popc.b%u", bits);
        snprintf(text, sizeof text, "%s %%d, %%a;", name);
        logic(name, text, POPC, bits, 1, in1, V_U32);
    }
    /* prmt */
    static const char *const modes[] = {"", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"};
    for (unsigned m = 0; m < 7; m++) {
        vclass in[3] = {V_U32, V_U32, V_U32};
        snprintf(name, sizeof name, "prmt.b32%s", modes[m]);
        snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c;", name);
        form *f = logic(name, text, PRMT, 32, 3, in, V_U32);
        f->mode = (int)m;
        if (!m)
            f->gen = gen_prmt;
    }
    /* shf */
    static const char *const shf[] = {"shf.l.wrap.b32", "shf.l.clamp.b32", "shf.r.wrap.b32", "shf.r.clamp.b32"};
    for (unsigned k = 0; k < 4; k++) {
        vclass in[3] = {V_U32, V_U32, V_SHIFT};
        snprintf(text, sizeof text, "%s %%d, %%a, %%b, %%c;", shf[k]);
        logic(shf[k], text, SHF_L_WRAP + (int)k, 32, 3, in, V_U32);
    }
    /* immediate positions, lengths, controls and shift amounts */
    {
        vclass in3[3] = {V_U32, V_BYTE, V_BYTE}, in4[4] = {V_U32, V_U32, V_BYTE, V_BYTE};
        vclass in3b[3] = {V_U64, V_BYTE, V_BYTE}, inp[3] = {V_U32, V_U32, V_U32}, ins[3] = {V_U32, V_U32, V_SHIFT};
        imm_form("bfe.u32 (imm 8, 4)", "bfe.u32 %d, %a, 8, 4;", BFE_U, 32, 3, in3, V_U32, 2, 8 | UINT64_C(4) << 32, 0);
        imm_form("bfe.s32 (imm 28, 8)", "bfe.s32 %d, %a, 28, 8;", BFE_S, 32, 3, in3, V_U32, 2, 28 | UINT64_C(8) << 32, 0);
        imm_form("bfe.s64 (imm 60, 0)", "bfe.s64 %d, %a, 60, 0;", BFE_S, 64, 3, in3b, V_U64, 2, 60, 0);
        imm_form("bfi.b32 (imm 4, 8)", "bfi.b32 %d, %a, %b, 4, 8;", BFI, 32, 4, in4, V_U32, 2, 4 | UINT64_C(8) << 32, 0);
        imm_form("prmt.b32 (imm 0x3210)", "prmt.b32 %d, %a, %b, 0x3210;", PRMT, 32, 3, inp, V_U32, 1, 0x3210, 0);
        imm_form("prmt.b32 (imm 0x8d41)", "prmt.b32 %d, %a, %b, 0x8d41;", PRMT, 32, 3, inp, V_U32, 1, 0x8d41, 0);
        imm_form("prmt.b32.ecl (imm 2)", "prmt.b32.ecl %d, %a, %b, 2;", PRMT, 32, 3, inp, V_U32, 1, 2, 4);
        imm_form("shf.l.wrap.b32 (imm 37)", "shf.l.wrap.b32 %d, %a, %b, 37;", SHF_L_WRAP, 32, 3, ins, V_U32, 1, 37, 0);
        imm_form("shf.r.clamp.b32 (imm 40)", "shf.r.clamp.b32 %d, %a, %b, 40;", SHF_R_CLAMP, 32, 3, ins, V_U32, 1, 40, 0);
    }
    /* lop3: every look-up table */
    for (unsigned lut = 0; lut < 256; lut++) {
        vclass in[3] = {V_U32, V_U32, V_U32};
        snprintf(name, sizeof name, "lop3.b32 (0x%02x)", lut);
        snprintf(text, sizeof text, "lop3.b32 %%d, %%a, %%b, %%c, 0x%02x;", lut);
        form *f = logic(name, text, LOP3, 32, 3, in, V_U32);
        f->arg = lut;
        f->gen = gen_lop3;
    }
}
