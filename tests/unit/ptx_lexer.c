/* The PTX lexer: token kinds, texts, values, positions and errors. */
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "ptx.h"
#include "ptx_check.h"

#define MAXTOK 64

static ptx_token toks[MAXTOK];
static int ntoks;

/* Lexes s into toks (up to and including EOF or ERROR). */
static void lex(const char *s)
{
    ptx_lexer lx;
    ptx_lex_init(&lx, s, strlen(s), 1);
    ntoks = 0;
    do
        ptx_lex_next(&lx, &toks[ntoks++]);
    while (ntoks < MAXTOK && toks[ntoks - 1].kind != PTX_TK_EOF && toks[ntoks - 1].kind != PTX_TK_ERROR);
}

static int text_is(const ptx_token *t, const char *s)
{
    return t->len == strlen(s) && memcmp(t->text, s, t->len) == 0;
}

static void test_instruction(void)
{
    lex("\t@!%p1 ld.global.nc.v4.f32 {%f1, _}, [%rd1+-8];");
    CHECK(ntoks == 22);
    CHECK(toks[0].kind == '@' && toks[0].line == 1 && toks[0].col == 2);
    CHECK(toks[1].kind == '!');
    CHECK(toks[2].kind == PTX_TK_IDENT && text_is(&toks[2], "%p1"));
    CHECK(toks[3].kind == PTX_TK_IDENT && text_is(&toks[3], "ld") && toks[3].col == 8);
    CHECK(toks[4].kind == PTX_TK_DOTWORD && text_is(&toks[4], ".global"));
    CHECK(toks[5].kind == PTX_TK_DOTWORD && text_is(&toks[5], ".nc"));
    CHECK(toks[6].kind == PTX_TK_DOTWORD && text_is(&toks[6], ".v4"));
    CHECK(toks[7].kind == PTX_TK_DOTWORD && text_is(&toks[7], ".f32"));
    CHECK(toks[8].kind == '{');
    CHECK(toks[9].kind == PTX_TK_IDENT && text_is(&toks[9], "%f1"));
    CHECK(toks[10].kind == ',');
    CHECK(toks[11].kind == PTX_TK_IDENT && text_is(&toks[11], "_"));
    CHECK(toks[12].kind == '}');
    CHECK(toks[14].kind == '[');
    CHECK(toks[15].kind == PTX_TK_IDENT && text_is(&toks[15], "%rd1"));
    CHECK(toks[16].kind == '+');
    CHECK(toks[17].kind == '-');
}

static void test_names(void)
{
    lex("$L__BB0_2: _Z3fooPi %tid.x WARP_SZ .L2::128B .shared::cta .m16n8k16 .1d");
    CHECK(toks[0].kind == PTX_TK_IDENT && text_is(&toks[0], "$L__BB0_2"));
    CHECK(toks[1].kind == ':');
    CHECK(toks[2].kind == PTX_TK_IDENT && text_is(&toks[2], "_Z3fooPi"));
    CHECK(toks[3].kind == PTX_TK_IDENT && text_is(&toks[3], "%tid"));
    CHECK(toks[4].kind == PTX_TK_DOTWORD && text_is(&toks[4], ".x"));
    CHECK(toks[5].kind == PTX_TK_IDENT && text_is(&toks[5], "WARP_SZ"));
    CHECK(toks[6].kind == PTX_TK_DOTWORD && text_is(&toks[6], ".L2::128B"));
    CHECK(toks[7].kind == PTX_TK_DOTWORD && text_is(&toks[7], ".shared::cta"));
    CHECK(toks[8].kind == PTX_TK_DOTWORD && text_is(&toks[8], ".m16n8k16"));
    CHECK(toks[9].kind == PTX_TK_DOTWORD && text_is(&toks[9], ".1d"));
    CHECK(toks[10].kind == PTX_TK_EOF);
}

static void test_numbers(void)
{
    lex("42 0x1F 0X10U 017 0b101 0B11U 7U 0 18446744073709551615");
    CHECK(toks[0].kind == PTX_TK_INT && toks[0].u == 42 && toks[0].base == PTX_BASE_DEC);
    CHECK(toks[1].kind == PTX_TK_INT && toks[1].u == 31 && toks[1].base == PTX_BASE_HEX && !toks[1].is_unsigned);
    CHECK(toks[2].kind == PTX_TK_INT && toks[2].u == 16 && toks[2].is_unsigned);
    CHECK(toks[3].kind == PTX_TK_INT && toks[3].u == 15 && toks[3].base == PTX_BASE_OCT);
    CHECK(toks[4].kind == PTX_TK_INT && toks[4].u == 5 && toks[4].base == PTX_BASE_BIN);
    CHECK(toks[5].kind == PTX_TK_INT && toks[5].u == 3 && toks[5].is_unsigned);
    CHECK(toks[6].kind == PTX_TK_INT && toks[6].u == 7 && toks[6].is_unsigned && toks[6].base == PTX_BASE_DEC);
    CHECK(toks[7].kind == PTX_TK_INT && toks[7].u == 0 && toks[7].base == PTX_BASE_DEC);
    CHECK(toks[8].kind == PTX_TK_INT && toks[8].u == UINT64_MAX);

    lex("0f3F800000 0F7FC00000 0d3FF0000000000000 0D8000000000000000 1.5 2e3 0.25e-2 3. 9.0");
    CHECK(toks[0].kind == PTX_TK_F32 && toks[0].u == 0x3F800000u);
    CHECK(toks[1].kind == PTX_TK_F32 && toks[1].u == 0x7FC00000u);
    CHECK(toks[2].kind == PTX_TK_F64 && toks[2].u == 0x3FF0000000000000ull);
    CHECK(toks[3].kind == PTX_TK_F64 && toks[3].u == 0x8000000000000000ull);
    CHECK(toks[4].kind == PTX_TK_FLOAT && toks[4].d == 1.5);
    CHECK(toks[5].kind == PTX_TK_FLOAT && toks[5].d == 2000.0);
    CHECK(toks[6].kind == PTX_TK_FLOAT && toks[6].d == 0.0025);
    CHECK(toks[7].kind == PTX_TK_FLOAT && toks[7].d == 3.0);
    CHECK(toks[8].kind == PTX_TK_FLOAT && text_is(&toks[8], "9.0"));
}

static void test_comments_and_positions(void)
{
    lex("// line comment\n/* block\n   comment */ .reg\n\t\"a \\\"q\\\" b\" ;");
    CHECK(toks[0].kind == PTX_TK_DOTWORD && toks[0].line == 3 && toks[0].col == 15);
    CHECK(toks[1].kind == PTX_TK_STRING && toks[1].line == 4 && toks[1].col == 2);
    CHECK(text_is(&toks[1], "\"a \\\"q\\\" b\""));
    CHECK(toks[2].kind == ';' && toks[2].line == 4);
    CHECK(toks[3].kind == PTX_TK_EOF);

    /* a NUL byte and a length that stops mid-text */
    ptx_lexer lx;
    ptx_token t;
    ptx_lex_init(&lx, "ab\0cd", 5, 7);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_IDENT && t.len == 2 && t.line == 7);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_ERROR && t.col == 3);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_EOF);
    ptx_lex_init(&lx, "0x1234", 3, 1);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_INT && t.u == 1 && t.len == 3);
}

static void check_error(const char *src, int line, int col, const char *msg)
{
    lex(src);
    const ptx_token *t = &toks[ntoks - 1];
    CHECK(t->kind == PTX_TK_ERROR);
    if (t->kind != PTX_TK_ERROR)
        return;
    CHECK(t->line == line && t->col == col);
    CHECK_STR(t->err, msg);
}

static void test_errors(void)
{
    check_error("add /* never closed", 1, 5, "unterminated comment");
    check_error("x\n  \"abc", 2, 3, "unterminated string");
    check_error("mov #", 1, 5, "unexpected character");
    check_error("0f3F80", 1, 1, "invalid f32 literal (0f needs 8 hex digits)");
    check_error("0f3F8000000", 1, 1, "invalid f32 literal (0f needs 8 hex digits)");
    check_error("0d3FF0", 1, 1, "invalid f64 literal (0d needs 16 hex digits)");
    check_error("18446744073709551616", 1, 1, "integer literal too large");
    check_error("0x", 1, 1, "invalid number");
    check_error("08", 1, 1, "invalid number");
    check_error("12abc", 1, 1, "invalid number");
    check_error("% r", 1, 1, "unexpected character");
    check_error(". x", 1, 1, "unexpected character");
    {
        /* NUL bytes: never inside a name, a string or a comment */
        static const char nul_comment[] = "a /* x\0 */";
        ptx_lexer l2;
        ptx_token t2;
        ptx_lex_init(&l2, nul_comment, sizeof nul_comment - 1, 1);
        ptx_lex_next(&l2, &t2);
        ptx_lex_next(&l2, &t2);
        CHECK(t2.kind == PTX_TK_ERROR && t2.col == 7);
        CHECK_STR(t2.err, "NUL character in a comment");
        static const char nul_line[] = "// x\0\nb";
        ptx_lex_init(&l2, nul_line, sizeof nul_line - 1, 1);
        ptx_lex_next(&l2, &t2);
        CHECK(t2.kind == PTX_TK_ERROR && t2.col == 5);
        static const char nul_string[] = "\"ab\0c\"";
        ptx_lex_init(&l2, nul_string, sizeof nul_string - 1, 1);
        ptx_lex_next(&l2, &t2);
        CHECK(t2.kind == PTX_TK_ERROR && t2.col == 1);
        CHECK_STR(t2.err, "unterminated string");
    }
    /* after an error, only EOF */
    ptx_lexer lx;
    ptx_token t;
    ptx_lex_init(&lx, "# a b", 5, 1);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_ERROR);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_EOF);
    ptx_lex_next(&lx, &t);
    CHECK(t.kind == PTX_TK_EOF);
}

int main(void)
{
    test_instruction();
    test_names();
    test_numbers();
    test_comments_and_positions();
    test_errors();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
