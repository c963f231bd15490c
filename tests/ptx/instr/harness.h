/* Per-instruction tests of the PTX lowering: each test case ("form") is one
 * PTX instruction form wrapped in an .entry that loads its operands from
 * arrays indexed by the global thread id and stores its results, a C
 * reference for the form, and inputs (every value for 8- and 16-bit
 * operands where that fits, otherwise edge values and seeded random ones).
 * All forms of a family go into one PTX module, loaded through the driver
 * API (so Ferry's nvcc -cubin compiles it once), run, and compared.
 *
 * In a form's PTX text the inputs are the registers %a %b %c %e and the
 * outputs %d %q %s; the harness declares them with the types of their
 * value classes. */
#ifndef INSTR_HARNESS_H
#define INSTR_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { MAX_IN = 4, MAX_OUT = 3 };

/* What an operand holds: its register type and size in memory, how its
 * values are generated and printed. */
typedef enum vclass {
    V_U8,    /* an 8-bit integer in a .b16 register (random high byte on input) */
    V_U16, V_U32, V_U64,
    V_F16, V_BF16,   /* in .b16 registers */
    V_F32, V_F64,
    V_PRED,
    V_SHIFT, /* .u32 shift amounts: 0..72, and large ones */
    V_BYTE,  /* .u32 whose low byte matters (bfe/bfi position and length) */
    V_NCLASS
} vclass;

/* Rounding modes of references. */
typedef enum rmode { RN, RZ, RM, RP } rmode;

typedef struct form form;
typedef void (*ref_fn)(const form *f, const uint64_t *in, uint64_t *out);
typedef bool (*valid_fn)(const form *f, const uint64_t *in);

typedef struct rng {
    uint64_t s;
} rng;

struct form {
    char name[96];     /* the instruction form: "add.sat.s32" */
    char text[640];    /* the PTX statements */
    char decl[256];    /* further .reg declarations the text needs */
    unsigned nin, nout;
    vclass in[MAX_IN], out[MAX_OUT];
    ref_fn ref;        /* computes the outputs (register bits; doubles for approx) */
    ref_fn base;       /* free for the family: the per-lane reference of packed forms */
    valid_fn valid;    /* inputs the form is defined for (NULL: all) */
    void (*gen)(form *f, rng *r); /* custom inputs (NULL: the default) */
    /* free for the family's references */
    int op, ty, ty2, mode, flags;
    uint64_t arg;
    /* Approximate forms: the reference gives the exact value as a double
     * and a result is good when |got - exact| <= abs + rel*|exact| +
     * ulps*ulp(exact) in the output's type; NaN must give NaN and an
     * infinite exact value the same infinity. */
    bool approx;
    double tol_abs, tol_rel, tol_ulp;
    /* A comparison of its own (packed results): true when got is good. */
    bool (*cmp)(const form *f, unsigned k, uint64_t exp, uint64_t got);
    /* Zeros compare equal whatever their sign (where the ISA leaves it). */
    bool any_zero_sign;
    size_t nrand;      /* random inputs besides the edges (0: default) */
    /* Forms checked as a whole (atomics): mem_n words of class mem_class,
     * set to mem_init[k % 8], whose address the text finds in the .b64
     * register %m; check() gets the outputs and the final words, prints
     * what is wrong and returns how many inputs were wrong. */
    unsigned mem_n;
    vclass mem_class;
    uint64_t mem_init[8];
    size_t (*check)(const form *f, uint64_t *const *out, const uint64_t *mem);
    /* filled by the harness */
    size_t n, cap;
    uint64_t *v[MAX_IN];
    int first_line, last_line;
    bool skip;         /* excluded after a compile error */
};

/* ---- building forms (harness.c) ---- */
form *add_form(const char *name, const char *text, unsigned nin, const vclass *in, unsigned nout,
               const vclass *out, ref_fn ref);
/* Shorthands: one output of class o. */
form *form1(const char *name, const char *text, vclass o, vclass a, ref_fn ref);
form *form2(const char *name, const char *text, vclass o, vclass a, vclass b, ref_fn ref);
form *form3(const char *name, const char *text, vclass o, vclass a, vclass b, vclass c, ref_fn ref);
/* Append one input tuple to f (custom generators). */
void push_input(form *f, const uint64_t *in);

/* ---- values ---- */
uint64_t rnd(rng *r);
uint64_t rnd_below(rng *r, uint64_t n);
unsigned class_bits(vclass c);       /* bits of the register */
uint64_t random_value(rng *r, vclass c);
/* Edge values of a class; *n gets the count. */
const uint64_t *edge_values(vclass c, size_t *n);

/* ---- float helpers ---- */
float f32_of(uint64_t bits);
uint64_t bits_f32(float x);
double f64_of(uint64_t bits);
uint64_t bits_f64(double x);
/* f16 and bf16 to double (exact). */
double f16_to_double(uint16_t h);
double bf16_to_double(uint16_t h);
/* Correctly rounded conversions of an exact value sign*mant*2^exp, of a
 * double and of integers, to the bits of f16, bf16, f32 or f64 (class). */
uint64_t round_exact(vclass to, int sign, uint64_t mant, int exp, rmode m);
uint64_t round_double(vclass to, double x, rmode m);
uint64_t round_int(vclass to, int64_t v, bool is_signed, rmode m);
/* The value of float bits of class c as a double (f16/bf16/f32/f64). */
double float_value(vclass c, uint64_t bits);
bool is_nan_bits(vclass c, uint64_t bits);
bool is_subnormal_bits(vclass c, uint64_t bits);
/* Canonical quiet NaN bits of a class. */
uint64_t nan_bits(vclass c);
/* Run fn with the host's rounding mode set to m (for references). */
void set_round(rmode m);
void reset_round(void);

/* ---- the family (one per program) ---- */
extern const char *family_name;
void family_forms(void);

#endif
