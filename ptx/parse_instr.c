/* Instructions and their operands:
 *   [@[!]pred] opcode{.modifier} [operand {, operand}] ;
 * The opcode and modifiers are kept as written; operands become the tagged
 * union of ptx.h. */
#include <string.h>

#include "parse.h"

/* ---- names ------------------------------------------------------------ */

static const char *const special_regs[] = {
    "%tid", "%ntid", "%laneid", "%warpid", "%nwarpid", "%ctaid", "%nctaid",
    "%smid", "%nsmid", "%gridid",
    "%lanemask_eq", "%lanemask_le", "%lanemask_lt", "%lanemask_ge", "%lanemask_gt",
    "%clock", "%clock_hi", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi",
    "%total_smem_size", "%aggr_smem_size", "%dynamic_smem_size",
    "%is_explicit_cluster", "%clusterid", "%nclusterid", "%cluster_ctaid",
    "%cluster_nctaid", "%cluster_ctarank", "%cluster_nctarank", "%current_graph_exec",
    "%reserved_smem_offset_begin", "%reserved_smem_offset_end",
    "%reserved_smem_offset_cap", "%reserved_smem_offset_0", "%reserved_smem_offset_1",
    "WARP_SZ",
};

static bool has_prefix(const char *s, size_t len, const char *pre, size_t *rest)
{
    size_t n = strlen(pre);
    if (len < n || memcmp(s, pre, n) != 0)
        return false;
    *rest = n;
    return true;
}

/* Decimal digits s[i..end) as a value below limit, else -1. */
static long small_number(const char *s, size_t i, size_t end, long limit)
{
    if (i >= end || end - i > 2)
        return -1;
    long v = 0;
    for (; i < end; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v < limit ? v : -1;
}

static bool is_special_reg(const char *s, size_t len)
{
    for (size_t i = 0; i < sizeof special_regs / sizeof *special_regs; i++)
        if (strlen(special_regs[i]) == len && memcmp(special_regs[i], s, len) == 0)
            return true;
    size_t k;
    if (has_prefix(s, len, "%envreg", &k))
        return small_number(s, k, len, 32) >= 0;
    if (has_prefix(s, len, "%pm", &k)) {
        if (len >= 3 + k && memcmp(s + len - 3, "_64", 3) == 0)
            return small_number(s, k, len - 3, 8) >= 0;
        return small_number(s, k, len, 8) >= 0;
    }
    return false;
}

/* Whether a name is a register: declared by .reg in an open scope (also as
 * one of a <N> range), a special register, or any other %name. */
static ptx_operand_kind classify(ptx_parser *p, const ptx_token *t)
{
    ptx_sym *s = ptx_p_find(p, t->text, t->len);
    if (s && s->is_reg)
        return PTX_OP_REG;
    size_t k = t->len;
    while (k > 0 && t->text[k - 1] >= '0' && t->text[k - 1] <= '9')
        k--;
    size_t ndig = t->len - k;
    if (k > 0 && ndig > 0 && ndig <= 9 && (ndig == 1 || t->text[k] != '0')) {
        ptx_sym *prefix = ptx_p_find(p, t->text, k);
        if (prefix && prefix->range) {
            uint32_t v = 0;
            for (size_t i = k; i < t->len; i++)
                v = v * 10 + (uint32_t)(t->text[i] - '0');
            if (v < prefix->range)
                return PTX_OP_REG;
        }
    }
    if (is_special_reg(t->text, t->len))
        return PTX_OP_SREG;
    return t->text[0] == '%' ? PTX_OP_REG : PTX_OP_SYMBOL;
}

/* .x .y .z .w (.r .g .b .a) after a register */
static char component(ptx_parser *p)
{
    ptx_token *t = ptx_peek(p);
    if (t->kind == PTX_TK_DOTWORD && t->len == 2 && t->text[1] && strchr("xyzwrgba", t->text[1])) {
        char c = t->text[1];
        ptx_advance(p);
        return c;
    }
    return 0;
}

/* The subword selectors of video instructions after a register: .b0-.b3,
 * .h0/.h1, the SIMD lane lists .hxy (x, y in 0-3) and .bxyzw (in 0-7), and
 * the destination masks (.h10, .b3210, ...). */
static bool video_selector(const ptx_token *t)
{
    if (t->kind != PTX_TK_DOTWORD || t->len < 3)
        return false;
    char k = t->text[1];
    size_t n = t->len - 2;
    if ((k != 'b' || n > 4) && (k != 'h' || n > 2))
        return false;
    for (size_t i = 2; i < t->len; i++)
        if (t->text[i] < '0' || t->text[i] > (k == 'b' ? '7' : '3'))
            return false;
    return true;
}

/* A register of a video instruction: {-}%r{.sel}; *op holds the register. */
static void video_operand(ptx_parser *p, ptx_operand *op, bool neg)
{
    ptx_token *t = ptx_peek(p);
    if (!neg && !video_selector(t))
        return;
    op->kind = PTX_OP_VREG;
    op->u.reg.neg = neg;
    if (video_selector(t)) {
        op->u.reg.sel = ptx_p_intern(p, t->text, t->len);
        ptx_advance(p);
    }
}

/* ---- operands --------------------------------------------------------- */

static int parse_list(ptx_parser *p, ptx_operand *op, int close, unsigned allow, const char *what)
{
    ptx_vec items = {0};
    ptx_advance(p); /* the opening bracket */
    if (close == ')' && ptx_accept(p, ')'))
        goto done;
    for (;;) {
        ptx_operand *it = ptx_vec_push(p, &items, sizeof *it);
        if (ptx_parse_operand(p, it, allow))
            return -1;
        if (ptx_accept(p, ','))
            continue;
        if (ptx_accept(p, close))
            break;
        return ptx_expected(p, what);
    }
done:
    op->u.list.items = items.data;
    op->u.list.n = items.n;
    return 0;
}

/* An offset after a base: +N, +-N or -N (none: 0). */
static int parse_offset(ptx_parser *p, int64_t *off)
{
    *off = 0;
    if (ptx_peek(p)->kind != '+' && ptx_peek(p)->kind != '-')
        return 0;
    bool neg = ptx_peek(p)->kind == '-';
    ptx_advance(p);
    if (!neg && ptx_accept(p, '-'))
        neg = true;
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_INT)
        return ptx_expected(p, "an integer offset");
    *off = ptx_make_int(t, neg).i;
    ptx_advance(p);
    return 0;
}

static int parse_address(ptx_parser *p, ptx_operand *op)
{
    ptx_addr *a = &op->u.addr;
    ptx_advance(p); /* [ */
    ptx_token *t = ptx_peek(p);
    if (t->kind == PTX_TK_IDENT && !(t->len == 1 && t->text[0] == '_')) {
        a->base_is_reg = classify(p, t) != PTX_OP_SYMBOL;
        a->base = ptx_p_intern(p, t->text, t->len);
        ptx_advance(p);
        if (parse_offset(p, &a->offset))
            return -1;
    } else if (t->kind == PTX_TK_INT || (t->kind == '-' && ptx_peek_n(p, 1)->kind == PTX_TK_INT)) {
        if (ptx_parse_int(p, "an address", &a->offset))
            return -1;
    } else {
        return ptx_expected(p, "an address");
    }
    if (ptx_accept(p, ',')) {
        ptx_vec extra = {0};
        do {
            ptx_operand *it = ptx_vec_push(p, &extra, sizeof *it);
            if (ptx_parse_operand(p, it, PTX_ALLOW_VEC))
                return -1;
        } while (ptx_accept(p, ','));
        a->extra = extra.data;
        a->nextra = extra.n;
    }
    return ptx_expect(p, ']', a->nextra ? "',' or ']'" : "']'");
}

static int parse_number(ptx_parser *p, ptx_operand *op, bool neg)
{
    ptx_token *t = ptx_peek(p);
    switch (t->kind) {
    case PTX_TK_INT:
        op->kind = PTX_OP_INT;
        op->u.imm = ptx_make_int(t, neg);
        break;
    case PTX_TK_F32:
        op->kind = PTX_OP_F32;
        op->u.f32 = (uint32_t)t->u ^ (neg ? 0x80000000u : 0);
        break;
    case PTX_TK_F64:
        op->kind = PTX_OP_F64;
        op->u.f64 = t->u ^ (neg ? (uint64_t)1 << 63 : 0);
        break;
    case PTX_TK_FLOAT: {
        double d = neg ? -t->d : t->d;
        op->kind = PTX_OP_F64;
        memcpy(&op->u.f64, &d, sizeof d);
        break;
    }
    default:
        return ptx_expected(p, "a number");
    }
    ptx_advance(p);
    return 0;
}

int ptx_parse_operand(ptx_parser *p, ptx_operand *op, unsigned allow)
{
    ptx_token *t = ptx_peek(p);
    memset(op, 0, sizeof *op);
    op->loc = ptx_tok_loc(p, t);
    switch (t->kind) {
    case '[':
        if (!(allow & PTX_ALLOW_ADDR))
            break;
        op->kind = PTX_OP_ADDR;
        return parse_address(p, op);
    case '{':
        if (!(allow & PTX_ALLOW_VEC))
            break;
        op->kind = PTX_OP_VEC;
        if (parse_list(p, op, '}', 0, "',' or '}'"))
            return -1;
        if (ptx_accept(p, '|')) { /* tex {d0, d1, d2, d3}|p: the residency predicate */
            t = ptx_peek(p);
            if (t->kind != PTX_TK_IDENT)
                return ptx_expected(p, "a predicate");
            op->u.list.pred = ptx_p_intern(p, t->text, t->len);
            ptx_advance(p);
        }
        return 0;
    case '(':
        if (!(allow & PTX_ALLOW_LIST))
            break;
        op->kind = PTX_OP_LIST;
        return parse_list(p, op, ')', 0, "',' or ')'");
    case '!':
        ptx_advance(p);
        t = ptx_peek(p);
        if (t->kind != PTX_TK_IDENT)
            return ptx_expected(p, "a predicate");
        op->kind = PTX_OP_NOT;
        op->u.reg.name = ptx_p_intern(p, t->text, t->len);
        ptx_advance(p);
        op->u.reg.comp = component(p);
        return 0;
    case '-':
        ptx_advance(p);
        t = ptx_peek(p);
        if (p->video && t->kind == PTX_TK_IDENT && classify(p, t) == PTX_OP_REG) {
            op->u.reg.name = ptx_p_intern(p, t->text, t->len);
            ptx_advance(p);
            video_operand(p, op, true);
            return 0;
        }
        return parse_number(p, op, true);
    case PTX_TK_INT:
    case PTX_TK_F32:
    case PTX_TK_F64:
    case PTX_TK_FLOAT:
        return parse_number(p, op, false);
    case PTX_TK_IDENT:
        if (t->len == 1 && t->text[0] == '_') {
            op->kind = PTX_OP_SINK;
            ptx_advance(p);
            if (ptx_accept(p, '|')) { /* elect.sync _|p */
                t = ptx_peek(p);
                if (t->kind != PTX_TK_IDENT)
                    return ptx_expected(p, "a predicate");
                op->kind = PTX_OP_PAIR;
                op->u.pair.first = ptx_p_intern(p, "_", 1);
                op->u.pair.second = ptx_p_intern(p, t->text, t->len);
                ptx_advance(p);
            }
            return 0;
        }
        op->kind = classify(p, t);
        if (op->kind == PTX_OP_SYMBOL) {
            op->u.sym.name = ptx_p_intern(p, t->text, t->len);
            ptx_advance(p);
            if (ptx_peek_n(p, 1)->kind == PTX_TK_INT ||
                (ptx_peek(p)->kind == '+' && ptx_peek_n(p, 1)->kind == '-'))
                return parse_offset(p, &op->u.sym.offset);
            return 0;
        }
        op->u.reg.name = ptx_p_intern(p, t->text, t->len);
        ptx_advance(p);
        op->u.reg.comp = component(p);
        if (p->video && op->kind == PTX_OP_REG && !op->u.reg.comp)
            video_operand(p, op, false);
        if (op->kind == PTX_OP_REG && !op->u.reg.comp && ptx_accept(p, '|')) {
            t = ptx_peek(p);
            if (t->kind != PTX_TK_IDENT)
                return ptx_expected(p, "a predicate");
            op->kind = PTX_OP_PAIR;
            const char *first = op->u.reg.name;
            op->u.pair.first = first;
            op->u.pair.second = ptx_p_intern(p, t->text, t->len);
            ptx_advance(p);
        }
        return 0;
    default:
        break;
    }
    return ptx_expected(p, "an operand");
}

/* ---- instructions ----------------------------------------------------- */

static bool starts_operand(int kind)
{
    return kind == '[' || kind == '{' || kind == '(' || kind == '!' || kind == '-' ||
           kind == PTX_TK_INT || kind == PTX_TK_F32 || kind == PTX_TK_F64 ||
           kind == PTX_TK_FLOAT || kind == PTX_TK_IDENT;
}

int ptx_parse_instr(ptx_parser *p, ptx_instr *in)
{
    memset(in, 0, sizeof *in);
    in->loc = ptx_tok_loc(p, ptx_peek(p));
    if (ptx_accept(p, '@')) {
        in->guard_neg = ptx_accept(p, '!');
        ptx_token *g = ptx_peek(p);
        if (g->kind != PTX_TK_IDENT)
            return ptx_expected(p, "a predicate");
        in->guard = ptx_p_intern(p, g->text, g->len);
        ptx_advance(p);
    }
    ptx_token *t = ptx_peek(p);
    if (t->kind != PTX_TK_IDENT || t->text[0] == '%' || (t->len == 1 && t->text[0] == '_'))
        return ptx_expected(p, "an instruction");
    in->opcode = ptx_p_intern(p, t->text, t->len);
    ptx_advance(p);

    /* modifiers and operands are gathered in the parser's buffers (an
     * operand's own lists do not use them) and copied at their size */
    size_t nmods = 0;
    while ((t = ptx_peek(p))->kind == PTX_TK_DOTWORD) {
        p->tmp_mods = ptx_p_grow(p, p->tmp_mods, &p->cap_mods, nmods + 1, sizeof *p->tmp_mods);
        p->tmp_mods[nmods++] = ptx_p_intern(p, t->text, t->len);
        ptx_advance(p);
    }
    in->mods = ptx_p_copy(p, p->tmp_mods, nmods, sizeof *p->tmp_mods);
    in->nmods = nmods;

    /* the video instructions: vadd .. vset, vmad, and their 2 and 4 forms */
    static const char *const video[] = {"vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr",
                                        "vset", "vmad", "vavrg"};
    p->video = false;
    for (size_t i = 0; i < sizeof video / sizeof *video; i++) {
        size_t n = strlen(video[i]);
        if (!strncmp(in->opcode, video[i], n) && (!in->opcode[n] || !strcmp(in->opcode + n, "2") ||
                                                   !strcmp(in->opcode + n, "4")))
            p->video = true;
    }
    size_t nops = 0;
    if (!ptx_accept(p, ';')) {
        if (!starts_operand(ptx_peek(p)->kind))
            return ptx_expected(p, "an operand or ';'");
        for (;;) {
            ptx_operand op;
            if (ptx_parse_operand(p, &op, PTX_ALLOW_ALL))
                return -1;
            p->tmp_ops = ptx_p_grow(p, p->tmp_ops, &p->cap_ops, nops + 1, sizeof *p->tmp_ops);
            p->tmp_ops[nops++] = op;
            if (ptx_accept(p, ','))
                continue;
            if (ptx_accept(p, ';'))
                break;
            return ptx_expected(p, "',' or ';'");
        }
    }
    p->video = false;
    in->ops = ptx_p_copy(p, p->tmp_ops, nops, sizeof *p->tmp_ops);
    in->nops = nops;
    return 0;
}
