/* Replaced by the lexer and parser. */
typedef int ferry_ptx_placeholder;
