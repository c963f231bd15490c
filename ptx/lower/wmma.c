/* wmma.load, wmma.store and wmma.mma, emulated: shapes m16n16k16,
 * m32n8k16 and m8n32k16 with f16 (f16 or f32 accumulators), bf16 (f32)
 * and s8/u8 (s32, optional .satfinite); m16n16k8 tf32 (f32); m8n8k4 f64.
 *
 * Every fragment has the number of registers the PTX ISA gives it; what
 * element sits where is unspecified there, and here it is chosen so that
 * loads and stores are plain per-lane memory accesses and wmma.mma needs
 * few warp shuffles. With nt = N / tw D tiles per row, lane L is tile
 * row tr = L / nt, tile column tc = L % nt:
 *
 *  - C/D: lane L holds the th x tw tile (2x4; m8n8k4: 1x2) at rows
 *    th*tr.., columns tw*tc..; element e is (th*tr + e / tw, tw*tc + e % tw)
 *    (f16: two to a register, the lower-numbered in the low half).
 *  - wmma.mma splits K in two: lane L computes the bl x bl block
 *    (bl = 2*th = tw) of block row br = tr / 2, block column bc = tc over
 *    K half h = tr % 2 (k in [h*K/2, (h+1)*K/2)), then trades the partial
 *    sums of the other half of its block's rows with lane L ^ nt (same
 *    block, other K half): D = (C + P_khalf0) + P_khalf1.
 *  - A: the "panel" lane L needs is rows bl*br.. (bl lines) by its K half,
 *    line-major; it is cut into q pieces of as many elements as the
 *    fragment holds (f16 fragments hold twice the elements a lane's share
 *    would be: the ISA's register counts), and lane L holds piece
 *    own = tc % q. The lanes with the same tr all need the same panel, so
 *    lane L gets piece own ^ j from lane L ^ j (j = 1..q-1): (q-1) *
 *    registers shuffles.
 *  - B: likewise, columns bl*bc.. by K half h, in q pieces; lane L holds
 *    piece own = br % q and gets piece own ^ j from lane
 *    L ^ (j << log2(2 nt)).
 *
 * The lanes trade registers through the warp's scratch (warpscratch.c):
 * each lane writes its A and B registers, the warp meets (bar.warp.sync),
 * each lane reads the pieces it lacks and computes its partial sums,
 * writes those its partner needs, the warp meets again, and each reads
 * its partner's. Two sync points per wmma.mma, where one warp shuffle per
 * register moved (16 to 32 of them, each a sync point that ferry-lower
 * makes a thread loop of its own) made a kernel of a few wmma.mma cost
 * seconds to compile. Every value that lives across a sync point is in
 * an alloca (lw_spill).
 *
 * wmma.load starts and wmma.store ends with a bar.warp.sync: they are
 * warp-collective, and lanes reading what other lanes just wrote (a tile
 * staged in shared memory, or one just stored) must see it. */
#include "families.h"

#include <string.h>

enum kind { K_F16, K_BF16, K_TF32, K_S8, K_U8, K_F64, K_F32, K_S32, K_NONE };

/* The shape and the distribution of D over the lanes (see above). */
typedef struct geo {
    unsigned m, n, k;
    unsigned th, tw;   /* a lane's D tile: th rows by tw columns */
    unsigned lnt;      /* log2 of nt, the D tiles per row */
    unsigned bl;       /* lines (rows of A, columns of B) of a panel */
    unsigned kh;       /* K / 2 */
} geo;

/* A fragment: registers, and for A and B the pieces of a panel. */
typedef struct frag {
    enum kind kind;
    unsigned nregs;
    unsigned rbits;    /* 32, 64 (f64) */
    unsigned ebits;    /* bits of an element */
    unsigned epr;      /* elements per register */
    unsigned q;        /* pieces of a panel (A, B) */
} frag;

enum { OP_A, OP_B, OP_C };

static unsigned log2u(unsigned v)
{
    unsigned r = 0;
    while (v > 1) {
        v >>= 1;
        r++;
    }
    return r;
}

static int parse_shape(const ptx_instr *in, geo *g)
{
    static const struct { const char *name; unsigned m, n, k; } shapes[] = {
        {".m16n16k16", 16, 16, 16}, {".m32n8k16", 32, 8, 16}, {".m8n32k16", 8, 32, 16},
        {".m16n16k8", 16, 16, 8}, {".m8n8k4", 8, 8, 4},
    };
    int found = -1;
    for (size_t i = 0; i < sizeof shapes / sizeof *shapes; i++)
        if (lw_has(in, shapes[i].name)) {
            if (found >= 0)
                return -1;
            found = (int)i;
        }
    if (found < 0)
        return -1;
    g->m = shapes[found].m;
    g->n = shapes[found].n;
    g->k = shapes[found].k;
    bool small = g->k == 4; /* 64 elements of D: two per lane */
    g->th = small ? 1 : 2;
    g->tw = small ? 2 : 4;
    g->bl = g->tw;
    g->kh = g->k / 2;
    g->lnt = log2u(g->n / g->tw);
    return 0;
}

static enum kind kind_of(ptx_type t)
{
    switch (t) {
    case PTX_TYPE_F16: return K_F16;
    case PTX_TYPE_BF16: return K_BF16;
    case PTX_TYPE_TF32: return K_TF32;
    case PTX_TYPE_S8: return K_S8;
    case PTX_TYPE_U8: return K_U8;
    case PTX_TYPE_F64: return K_F64;
    case PTX_TYPE_F32: return K_F32;
    case PTX_TYPE_S32: return K_S32;
    default: return K_NONE;
    }
}

/* Whether kind is an element type of A/B (ab) or C/D of the shape. */
static bool kind_ok(const geo *g, enum kind kd, bool ab)
{
    switch (g->k) {
    case 16:
        return ab ? kd == K_F16 || kd == K_BF16 || kd == K_S8 || kd == K_U8
                  : kd == K_F16 || kd == K_F32 || kd == K_S32;
    case 8:
        return ab ? kd == K_TF32 : kd == K_F32;
    default:
        return kd == K_F64;
    }
}

static frag frag_of(const geo *g, int op, enum kind kd)
{
    frag fr = {.kind = kd, .q = 1};
    fr.ebits = kd == K_F64 ? 64 : kd == K_F16 || kd == K_BF16 ? 16 : kd == K_S8 || kd == K_U8 ? 8 : 32;
    fr.rbits = kd == K_F64 ? 64 : 32;
    fr.epr = fr.rbits / fr.ebits;
    if (op == OP_C) {
        fr.nregs = g->m * g->n / 32 / fr.epr;
        return fr;
    }
    unsigned dim = op == OP_A ? g->m : g->n;
    fr.nregs = kd == K_F16 ? 8 : dim * g->k / 32 / fr.epr;
    fr.q = g->bl * g->kh / (fr.nregs * fr.epr);
    return fr;
}

/* ---- lane geometry (IR values; recomputed after every shuffle) ---- */

/* (laneid >> shift) & mask; mask ~0u: all the bits. */
static LLVMValueRef lane_field(lw_fn *f, unsigned shift, unsigned mask)
{
    LLVMValueRef v = lw_laneid(f);
    if (shift)
        v = LLVMBuildLShr(f->b, v, lw_int(f, 32, shift), "");
    return mask != ~0u ? LLVMBuildAnd(f->b, v, lw_int(f, 32, mask), "") : v;
}

/* This lane's D tile row and column, K half and block row. */
typedef struct lanes {
    LLVMValueRef tr, tc, h, br;
} lanes;

static lanes lanes_of(lw_fn *f, const geo *g)
{
    LLVMBuilderRef B = f->b;
    LLVMValueRef lane = lw_laneid(f);
    lanes ln;
    ln.tc = LLVMBuildAnd(B, lane, lw_int(f, 32, (1u << g->lnt) - 1), "");
    ln.tr = LLVMBuildLShr(B, lane, lw_int(f, 32, g->lnt), "");
    ln.h = LLVMBuildAnd(B, ln.tr, lw_int(f, 32, 1), "");
    ln.br = LLVMBuildLShr(B, ln.tr, lw_int(f, 32, 1), "");
    return ln;
}

static LLVMValueRef add_mul(lw_fn *f, LLVMValueRef x, unsigned scale, LLVMValueRef y)
{
    LLVMValueRef s = LLVMBuildMul(f->b, x, lw_int(f, 32, scale), "");
    return y ? LLVMBuildAdd(f->b, s, y, "") : s;
}

/* Row and column in the matrix (A: M x K, B: K x N, C: M x N) of element
 * j of this lane's fragment. */
static void coords(lw_fn *f, const geo *g, const lanes *ln, int op, const frag *fr, unsigned j, LLVMValueRef *row,
                   LLVMValueRef *col)
{
    LLVMBuilderRef B = f->b;
    if (op == OP_C) {
        *row = add_mul(f, ln->tr, g->th, lw_int(f, 32, j / g->tw));
        *col = add_mul(f, ln->tc, g->tw, lw_int(f, 32, j % g->tw));
        return;
    }
    unsigned size = fr->nregs * fr->epr;
    /* the piece this lane holds, and the element's place in the panel */
    LLVMValueRef own = LLVMBuildAnd(B, op == OP_A ? ln->tc : ln->br, lw_int(f, 32, fr->q - 1), "");
    LLVMValueRef idx = add_mul(f, own, size, lw_int(f, 32, j));
    LLVMValueRef line = LLVMBuildLShr(B, idx, lw_int(f, 32, log2u(g->kh)), "");
    LLVMValueRef kk = LLVMBuildAnd(B, idx, lw_int(f, 32, g->kh - 1), "");
    LLVMValueRef kidx = add_mul(f, ln->h, g->kh, kk);
    LLVMValueRef other = add_mul(f, op == OP_A ? ln->br : ln->tc, g->bl, line);
    *row = op == OP_A ? other : kidx;
    *col = op == OP_A ? kidx : other;
}

/* The address of element (row, col) of a matrix at base (an integer)
 * with the given leading-dimension stride (i64, in elements). */
static LLVMValueRef elem_ptr(lw_fn *f, LLVMValueRef base, unsigned as, LLVMValueRef row, LLVMValueRef col,
                             LLVMValueRef stride, bool rowmajor, unsigned esize)
{
    LLVMBuilderRef B = f->b;
    LLVMTypeRef i64 = f->M->i64;
    LLVMValueRef r = LLVMBuildZExt(B, row, i64, ""), c = LLVMBuildZExt(B, col, i64, "");
    LLVMValueRef off = rowmajor ? LLVMBuildAdd(B, LLVMBuildMul(B, r, stride, ""), c, "")
                                : LLVMBuildAdd(B, LLVMBuildMul(B, c, stride, ""), r, "");
    off = LLVMBuildMul(B, off, LLVMConstInt(i64, esize, 0), "");
    return LLVMBuildIntToPtr(B, LLVMBuildAdd(B, base, off, ""), lw_ptr_as(f->M, as), "");
}

static int one_layout(const ptx_instr *in, bool *rowmajor)
{
    unsigned n = 0;
    for (size_t i = 0; i < in->nmods; i++)
        n += !strcmp(in->mods[i], ".row") || !strcmp(in->mods[i], ".col");
    *rowmajor = lw_has(in, ".row");
    return n == 1 ? 0 : -1;
}

/* The address operand (k) and the stride of a load or store (operand 3
 * if there is one): the base as an i64 in its address space, the stride
 * (default: the leading dimension). */
static int mem_operands(lw_fn *f, const ptx_instr *in, unsigned k, unsigned rows, unsigned cols, bool rowmajor,
                        LLVMValueRef *base, unsigned *as, LLVMValueRef *stride)
{
    ptx_space ss = lw_space(in);
    *as = lw_as_of(ss);
    LLVMValueRef p = lw_addr(f, in, &in->ops[k], ss);
    if (!p)
        return -1;
    *base = LLVMBuildPtrToInt(f->b, p, f->M->i64, "");
    if (in->nops == 3) {
        LLVMValueRef s = lw_src(f, in, 2, PTX_TYPE_U32);
        if (!s)
            return -1;
        *stride = LLVMBuildZExt(f->b, s, f->M->i64, "");
    } else {
        *stride = LLVMConstInt(f->M->i64, rowmajor ? cols : rows, 0);
    }
    return 0;
}

static int check_vec(lw_fn *f, const ptx_instr *in, unsigned k, unsigned n)
{
    const ptx_operand *op = &in->ops[k];
    if (op->kind != PTX_OP_VEC || op->u.list.n != n)
        return lw_bad(f, in, "operand %u must be a vector of %u registers", k + 1, n);
    return 0;
}

static ptx_type reg_type(const frag *fr)
{
    return fr->rbits == 64 ? PTX_TYPE_B64 : PTX_TYPE_B32;
}

/* wmma.load.{a,b,c}.sync.aligned.layout.shape{.ss}.type r, [p]{, stride} */
static int wmma_load(lw_fn *f, const ptx_instr *in)
{
    geo g;
    bool rowmajor;
    const char *w = lw_one_of(in, ".a.b.c");
    int op = !w ? -1 : w[1] == 'a' ? OP_A : w[1] == 'b' ? OP_B : OP_C;
    if (!w || lw_one_of(in, ".store.mma.d.satfinite.rn") || parse_shape(in, &g) || one_layout(in, &rowmajor) ||
        lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    for (size_t i = 0, n = 0; i < in->nmods; i++)
        if (lw_word_in(in->mods[i], ".a.b.c") && ++n > 1)
            return lw_unsupported(f, in);
    enum kind kd = kind_of(lw_ty(in, 0));
    if (!kind_ok(&g, kd, op != OP_C))
        return lw_unsupported(f, in);
    if (in->nops != 2 && in->nops != 3)
        return lw_bad(f, in, "expected 2 or 3 operands");
    frag fr = frag_of(&g, op, kd);
    if (check_vec(f, in, 0, fr.nregs))
        return -1;
    lw_syncwarp(f);
    unsigned rows = op == OP_B ? g.k : g.m, cols = op == OP_A ? g.k : g.n;
    LLVMValueRef base, stride;
    unsigned as;
    if (mem_operands(f, in, 1, rows, cols, rowmajor, &base, &as, &stride))
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMTypeRef ety = LLVMIntTypeInContext(f->M->c, fr.ebits), rty = LLVMIntTypeInContext(f->M->c, fr.rbits);
    lanes ln = lanes_of(f, &g);
    for (unsigned r = 0; r < fr.nregs; r++) {
        LLVMValueRef v = LLVMConstNull(rty);
        for (unsigned s = 0; s < fr.epr; s++) {
            LLVMValueRef row, col;
            coords(f, &g, &ln, op, &fr, r * fr.epr + s, &row, &col);
            LLVMValueRef p = elem_ptr(f, base, as, row, col, stride, rowmajor, fr.ebits / 8);
            LLVMValueRef e = LLVMBuildLoad2(B, ety, p, "");
            lw_mark_collective(f, e);
            LLVMSetAlignment(e, fr.ebits / 8);
            e = LLVMBuildZExt(B, e, rty, "");
            if (s)
                e = LLVMBuildShl(B, e, LLVMConstInt(rty, fr.ebits * s, 0), "");
            v = s ? LLVMBuildOr(B, v, e, "") : e;
        }
        if (lw_dst_op(f, in, &in->ops[0].u.list.items[r], reg_type(&fr), v))
            return -1;
    }
    return 0;
}

/* wmma.store.d.sync.aligned.layout.shape{.ss}.type [p], r{, stride} */
static int wmma_store(lw_fn *f, const ptx_instr *in)
{
    geo g;
    bool rowmajor;
    if (!lw_has(in, ".d") || lw_one_of(in, ".load.mma.a.b.c.satfinite.rn") || parse_shape(in, &g) ||
        one_layout(in, &rowmajor) || lw_ntypes(in) != 1)
        return lw_unsupported(f, in);
    enum kind kd = kind_of(lw_ty(in, 0));
    if (!kind_ok(&g, kd, false))
        return lw_unsupported(f, in);
    if (in->nops != 2 && in->nops != 3)
        return lw_bad(f, in, "expected 2 or 3 operands");
    frag fr = frag_of(&g, OP_C, kd);
    if (check_vec(f, in, 1, fr.nregs))
        return -1;
    LLVMValueRef base, stride;
    unsigned as;
    if (mem_operands(f, in, 0, g.m, g.n, rowmajor, &base, &as, &stride))
        return -1;
    LLVMBuilderRef B = f->b;
    LLVMTypeRef ety = LLVMIntTypeInContext(f->M->c, fr.ebits), rty = LLVMIntTypeInContext(f->M->c, fr.rbits);
    lanes ln = lanes_of(f, &g);
    for (unsigned r = 0; r < fr.nregs; r++) {
        LLVMValueRef v = lw_src_op(f, in, &in->ops[1].u.list.items[r], reg_type(&fr));
        if (!v)
            return -1;
        for (unsigned s = 0; s < fr.epr; s++) {
            LLVMValueRef row, col;
            coords(f, &g, &ln, OP_C, &fr, r * fr.epr + s, &row, &col);
            LLVMValueRef p = elem_ptr(f, base, as, row, col, stride, rowmajor, fr.ebits / 8);
            LLVMValueRef e = s ? LLVMBuildLShr(B, v, LLVMConstInt(rty, fr.ebits * s, 0), "") : v;
            LLVMValueRef st = LLVMBuildStore(B, LLVMBuildTrunc(B, e, ety, ""), p);
            lw_mark_collective(f, st);
            LLVMSetAlignment(st, fr.ebits / 8);
        }
    }
    lw_syncwarp(f);
    return 0;
}

/* ---- wmma.mma ---- */

/* Element sub of register r of A or B as a factor: f32 for f16, bf16 and
 * tf32 (its top 19 bits), i32 for s8/u8, f64. */
static LLVMValueRef factor(lw_fn *f, enum kind kd, LLVMValueRef r, unsigned sub)
{
    LLVMBuilderRef B = f->b;
    lw_mod *M = f->M;
    switch (kd) {
    case K_F64:
        return LLVMBuildBitCast(B, r, M->f64, "");
    case K_TF32:
        return LLVMBuildBitCast(B, LLVMBuildAnd(B, r, lw_int(f, 32, 0xffffe000u), ""), M->f32, "");
    case K_S8:
    case K_U8: {
        LLVMValueRef v = LLVMBuildTrunc(B, LLVMBuildLShr(B, r, lw_int(f, 32, 8 * sub), ""), M->i8, "");
        return kd == K_S8 ? LLVMBuildSExt(B, v, M->i32, "") : LLVMBuildZExt(B, v, M->i32, "");
    }
    case K_BF16:
        return LLVMBuildBitCast(B, LLVMBuildShl(B, LLVMBuildLShr(B, r, lw_int(f, 32, 16 * sub), ""),
                                                lw_int(f, 32, 16), ""), M->f32, "");
    default: {
        LLVMValueRef v = LLVMBuildTrunc(B, LLVMBuildLShr(B, r, lw_int(f, 32, 16 * sub), ""), M->i16, "");
        return LLVMBuildFPExt(B, LLVMBuildBitCast(B, v, M->f16, ""), M->f32, "");
    }
    }
}

/* The registers of operand k (A or B), in allocas as got[0][r] and in the
 * lane's scratch at off for the other lanes. */
static int gather(lw_fn *f, const ptx_instr *in, unsigned k, const frag *fr, unsigned off, LLVMValueRef got[8][8])
{
    const ptx_operand *op = &in->ops[k];
    if (check_vec(f, in, k, fr->nregs))
        return -1;
    for (unsigned r = 0; r < fr->nregs; r++) {
        LLVMValueRef v = lw_src_op(f, in, &op->u.list.items[r], reg_type(fr));
        if (!v)
            return -1;
        got[0][r] = lw_spill(f, v);
        lw_scratch_store(f, v, off + r * fr->rbits / 8);
    }
    return 0;
}

/* Once the warp has met: the other pieces of this lane's panel, got[j][r]
 * register r of lane L ^ (j << shift), which holds piece own ^ j. */
static void fetch(lw_fn *f, const frag *fr, unsigned shift, unsigned off, LLVMValueRef got[8][8])
{
    LLVMTypeRef rty = LLVMIntTypeInContext(f->M->c, fr->rbits);
    for (unsigned j = 1; j < fr->q; j++)
        for (unsigned r = 0; r < fr->nregs; r++) {
            LLVMValueRef src = LLVMBuildXor(f->b, lw_laneid(f), lw_int(f, 32, j << shift), "");
            got[j][r] = lw_scratch_load(f, src, rty, off + r * fr->rbits / 8);
        }
}

/* This lane's panel: regs[p][r] is register r of piece p, got[own ^ p][r]. */
static void panel(lw_fn *f, const frag *fr, LLVMValueRef got[8][8], LLVMValueRef own, LLVMValueRef regs[8][8])
{
    LLVMTypeRef rty = LLVMIntTypeInContext(f->M->c, fr->rbits);
    LLVMValueRef v[8][8], is[8];
    for (unsigned j = 0; j < fr->q; j++) {
        is[j] = LLVMBuildICmp(f->b, LLVMIntEQ, own, lw_int(f, 32, j), "");
        for (unsigned r = 0; r < fr->nregs; r++)
            v[j][r] = LLVMBuildLoad2(f->b, rty, got[j][r], "");
    }
    for (unsigned p = 0; p < fr->q; p++)
        for (unsigned r = 0; r < fr->nregs; r++) {
            regs[p][r] = v[p][r];
            for (unsigned o = 1; o < fr->q; o++)
                regs[p][r] = LLVMBuildSelect(f->b, is[o], v[o ^ p][r], regs[p][r], "");
        }
}

/* Element (line, kk) of this lane's panel of A or B, as a factor. */
static LLVMValueRef panel_elem(lw_fn *f, const geo *g, const frag *fr, LLVMValueRef regs[8][8], unsigned line, unsigned kk)
{
    unsigned idx = line * g->kh + kk, size = fr->nregs * fr->epr;
    unsigned p = idx / size, r = idx % size / fr->epr, sub = idx % fr->epr;
    return factor(f, fr->kind, regs[p][r], sub);
}

static int mma_types(const ptx_instr *in, const geo *g, enum kind *ab, enum kind *ct, enum kind *dt)
{
    unsigned n = lw_ntypes(in);
    bool sat = lw_has(in, ".satfinite"), rn = lw_has(in, ".rn");
    if (n == 2) { /* .dtype.ctype, f16 multiplicands */
        *dt = kind_of(lw_ty(in, 0));
        *ct = kind_of(lw_ty(in, 1));
        *ab = K_F16;
        return g->k == 16 && !sat && !rn && (*dt == K_F16 || *dt == K_F32) && (*ct == K_F16 || *ct == K_F32) ? 0 : -1;
    }
    if (n != 4)
        return -1;
    *dt = kind_of(lw_ty(in, 0));
    *ab = kind_of(lw_ty(in, 1));
    *ct = kind_of(lw_ty(in, 3));
    if (kind_of(lw_ty(in, 2)) != *ab || !kind_ok(g, *ab, true) || *dt != *ct || !kind_ok(g, *ct, false))
        return -1;
    switch (*ab) {
    case K_S8:
    case K_U8:
        return *ct == K_S32 && !rn ? 0 : -1;
    case K_F64:
        return !sat ? 0 : -1;
    case K_BF16:
    case K_TF32:
        return *ct == K_F32 && !sat && !rn ? 0 : -1;
    default:
        return -1;
    }
}

/* wmma.mma.sync.aligned.alayout.blayout.shape.dtype{.atype.btype}.ctype{.satfinite}{.rn} d, a, b, c */
static int wmma_mma(lw_fn *f, const ptx_instr *in)
{
    geo g;
    enum kind ab, ct, dt;
    unsigned nlay = 0;
    for (size_t i = 0; i < in->nmods; i++)
        nlay += !strcmp(in->mods[i], ".row") || !strcmp(in->mods[i], ".col");
    if (lw_one_of(in, ".load.store.a.b.c.d.global.shared.shared::cta") || nlay != 2 || parse_shape(in, &g) ||
        mma_types(in, &g, &ab, &ct, &dt))
        return lw_unsupported(f, in);
    if (lw_need_ops(f, in, 4))
        return -1;
    lw_mod *M = f->M;
    LLVMBuilderRef B = f->b;
    frag fa = frag_of(&g, OP_A, ab), fb = frag_of(&g, OP_B, ab);
    frag fc = frag_of(&g, OP_C, ct), fd = frag_of(&g, OP_C, dt);
    unsigned nt = 1u << g.lnt, bshift = g.lnt + 1;
    LLVMValueRef ga[8][8], gb[8][8];
    if (check_vec(f, in, 0, fd.nregs) || check_vec(f, in, 3, fc.nregs) || gather(f, in, 1, &fa, LW_SCR_A, ga) ||
        gather(f, in, 2, &fb, LW_SCR_B, gb))
        return -1;
    lw_syncwarp(f);
    fetch(f, &fa, 0, LW_SCR_A, ga);
    fetch(f, &fb, bshift, LW_SCR_B, gb);

    /* this lane's panels of A and B, and the partial sums of its block */
    LLVMValueRef own_a = lane_field(f, 0, fa.q - 1), own_b = lane_field(f, bshift, fb.q - 1);
    LLVMValueRef pa[8][8], pb[8][8];
    panel(f, &fa, ga, own_a, pa);
    panel(f, &fb, gb, own_b, pb);
    bool fl = ab != K_S8 && ab != K_U8;
    LLVMTypeRef acc_t = ab == K_F64 ? M->f64 : fl ? M->f32 : M->i32;
    LLVMValueRef part[4][4];
    for (unsigned i = 0; i < g.bl; i++)
        for (unsigned j = 0; j < g.bl; j++) {
            LLVMValueRef acc = LLVMConstNull(acc_t);
            for (unsigned kk = 0; kk < g.kh; kk++) {
                LLVMValueRef x = panel_elem(f, &g, &fa, pa, i, kk), y = panel_elem(f, &g, &fb, pb, j, kk);
                if (fl) {
                    LLVMValueRef args[3] = {x, y, acc};
                    acc = lw_call_intr(f, "llvm.fma", &acc_t, 1, args, 3);
                } else {
                    acc = LLVMBuildAdd(B, acc, LLVMBuildMul(B, x, y, ""), "");
                }
            }
            part[i][j] = lw_as_int(f, acc);
        }

    /* the rows of the other K half's lane go to it; its partial sums of
     * this lane's rows come back */
    unsigned ne = g.th * g.tw;
    LLVMValueRef h0 = LLVMBuildICmp(B, LLVMIntEQ, lane_field(f, g.lnt, 1), lw_int(f, 32, 0), "");
    LLVMValueRef mine[8], recv[8];
    LLVMTypeRef pty = LLVMTypeOf(part[0][0]);
    unsigned pbytes = LLVMGetIntTypeWidth(pty) / 8;
    for (unsigned e = 0; e < ne; e++) {
        LLVMValueRef lo = part[e / g.tw][e % g.tw], hi = part[g.th + e / g.tw][e % g.tw];
        lw_scratch_store(f, LLVMBuildSelect(B, h0, hi, lo, ""), LW_SCR_P + e * pbytes);
        mine[e] = lw_spill(f, LLVMBuildSelect(B, h0, lo, hi, ""));
    }
    lw_syncwarp(f);
    for (unsigned e = 0; e < ne; e++) {
        LLVMValueRef src = LLVMBuildXor(B, lw_laneid(f), lw_int(f, 32, nt), "");
        recv[e] = lw_scratch_load(f, src, pty, LW_SCR_P + e * pbytes);
    }

    /* D = (C + partial of K half 0) + partial of K half 1 */
    h0 = LLVMBuildICmp(B, LLVMIntEQ, lane_field(f, g.lnt, 1), lw_int(f, 32, 0), "");
    LLVMValueRef c[8], dv[8];
    for (unsigned r = 0; r < fc.nregs; r++)
        if (!(c[r] = lw_src_op(f, in, &in->ops[3].u.list.items[r], reg_type(&fc))))
            return -1;
    for (unsigned e = 0; e < ne; e++) {
        LLVMValueRef m = LLVMBuildLoad2(B, pty, mine[e], ""), o = LLVMBuildLoad2(B, pty, recv[e], "");
        LLVMValueRef p0 = LLVMBuildSelect(B, h0, m, o, ""), p1 = LLVMBuildSelect(B, h0, o, m, "");
        LLVMValueRef cv = c[e / fc.epr];
        if (!fl) {
            LLVMTypeRef i64 = M->i64;
            LLVMValueRef s = LLVMBuildAdd(B, LLVMBuildSExt(B, cv, i64, ""), LLVMBuildSExt(B, p0, i64, ""), "");
            s = LLVMBuildAdd(B, s, LLVMBuildSExt(B, p1, i64, ""), "");
            if (lw_has(in, ".satfinite")) {
                LLVMValueRef args[2] = {s, LLVMConstInt(i64, INT32_MAX, 1)};
                s = lw_call_intr(f, "llvm.smin", &i64, 1, args, 2);
                args[0] = s;
                args[1] = LLVMConstInt(i64, (uint64_t)(int64_t)INT32_MIN, 1);
                s = lw_call_intr(f, "llvm.smax", &i64, 1, args, 2);
            }
            dv[e] = LLVMBuildTrunc(B, s, M->i32, "");
            continue;
        }
        if (ct == K_F16) {
            LLVMValueRef w = LLVMBuildLShr(B, cv, lw_int(f, 32, 16 * (e % 2)), "");
            cv = LLVMBuildFPExt(B, LLVMBuildBitCast(B, LLVMBuildTrunc(B, w, M->i16, ""), M->f16, ""), M->f32, "");
        } else {
            cv = LLVMBuildBitCast(B, cv, acc_t, "");
        }
        LLVMValueRef s = LLVMBuildFAdd(B, cv, LLVMBuildBitCast(B, p0, acc_t, ""), "");
        dv[e] = LLVMBuildFAdd(B, s, LLVMBuildBitCast(B, p1, acc_t, ""), "");
    }
    for (unsigned r = 0; r < fd.nregs; r++) {
        LLVMValueRef v;
        if (dt == K_F16) {
            v = lw_pack_f16x2(f, dv[2 * r], dv[2 * r + 1]);
        } else {
            v = lw_as_int(f, dv[r]);
        }
        if (lw_dst_op(f, in, &in->ops[0].u.list.items[r], reg_type(&fd), v))
            return -1;
    }
    return 0;
}

LW_H(lw_wmma)
{
    if (!lw_has(in, ".sync"))
        return lw_unsupported(f, in);
    if (lw_has(in, ".load") + lw_has(in, ".store") + lw_has(in, ".mma") != 1)
        return lw_unsupported(f, in);
    if (lw_has(in, ".load"))
        return wmma_load(f, in);
    if (lw_has(in, ".store"))
        return wmma_store(f, in);
    return wmma_mma(f, in);
}
