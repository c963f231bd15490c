#!/usr/bin/env python3
"""Writes include/curand_precalc.h: the jump tables of the XORWOW and
MRG32k3a generators, so that curand_init and skipahead cost a handful of
table products instead of long chains of squarings per thread.

XORWOW's xorshift part is linear over GF(2) on 160 bits; its characteristic
polynomial p comes from Berlekamp-Massey on one state bit, and a jump by n
steps is t^n mod p applied to the state (Haramoto et al., "Efficient jump
ahead for F2-linear random number generators", 2008).  MRG32k3a jumps are
powers of its two 3x3 matrices mod m1, m2 (L'Ecuyer 1999)."""
import sys

def xorwow_step(s):
    x, y, z, w, v = s
    t = x ^ (x >> 2)
    t &= 0xffffffff
    nv = (v ^ (v << 4) ^ t ^ (t << 1)) & 0xffffffff
    return [y, z, w, v, nv]

def berlekamp_massey(bits):
    n = len(bits)
    c = [0] * (n + 1); b = [0] * (n + 1); c[0] = b[0] = 1
    L, m = 0, -1
    for i in range(n):
        d = bits[i]
        for j in range(1, L + 1):
            d ^= c[j] & bits[i - j]
        if d:
            t = c[:]
            for j in range(0, n - i + m + 1):
                if b[j]:
                    c[j + i - m] ^= 1
            if 2 * L <= i:
                L, m, b = i + 1 - L, i, t
    return c[:L + 1], L

s = [123456789, 362436069, 521288629, 88675123, 5783321]
bits = []
for _ in range(400):
    bits.append(s[4] & 1)
    s = xorwow_step(s)
c, L = berlekamp_massey(bits)
assert L == 160, L
# connection polynomial c(t) = 1 + c1 t + ... + cL t^L; the characteristic
# polynomial is its reciprocal: p(t) = t^L + c1 t^(L-1) + ... + cL.
P = 1 << 160
for j in range(1, L + 1):
    if c[j]:
        P |= 1 << (160 - j)

def pmulmod(a, b):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a >> 160 & 1:
            a ^= P
    return r

def apply_poly(r, st):
    acc = [0] * 5
    for i in range(160):
        if r >> i & 1:
            acc = [a ^ b for a, b in zip(acc, st)]
        st = xorwow_step(st)
    return acc

# check: t^1000 applied equals 1000 steps
r = 1
for _ in range(1000):
    r = pmulmod(r, 2)
st = [1, 2, 3, 4, 5]
st2 = st
for _ in range(1000):
    st2 = xorwow_step(st2)
assert apply_poly(r, st) == st2

def tpow2(k):
    r = 2
    for _ in range(k):
        r = pmulmod(r, r)
    return r

def ppow(x, e):
    r = 1
    while e:
        if e & 1:
            r = pmulmod(r, x)
        x = pmulmod(x, x)
        e >>= 1
    return r

# by 4-bit digits: entry [k][w-1] is t^(w * 2^(4k)) (offsets) or
# t^(w * 2^(67+4k)) (subsequences), w = 1..15
xo_off = [[ppow(tpow2(4 * k), w) for w in range(1, 16)] for k in range(16)]
xo_seq = [[ppow(tpow2(67 + 4 * k), w) for w in range(1, 16)] for k in range(16)]
# top * t^160 mod p for the 4 bits a shift by t^4 pushes out
q = P & ((1 << 160) - 1)
assert q.bit_length() <= 156
xo_red = [0] * 16
for top in range(16):
    for j in range(4):
        if top >> j & 1:
            xo_red[top] ^= q << j

m1, m2 = 4294967087, 4294944443
A1 = [[0, 1, 0], [0, 0, 1], [(-810728) % m1, 1403580, 0]]
A2 = [[0, 1, 0], [0, 0, 1], [(-1370589) % m2, 0, 527612]]

def mmul(a, b, m):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3)] for i in range(3)]

def mpow2(a, k, m):
    for _ in range(k):
        a = mmul(a, a, m)
    return a

def words(x):
    return ", ".join("0x%08xu" % (x >> (32 * i) & 0xffffffff) for i in range(5))

def mat(a):
    return ", ".join("%du" % v for row in a for v in row)

out = []
w = out.append
w("/* Jump tables of cuRAND's XORWOW and MRG32k3a generators for Ferry.")
w(" * Written by libs/rand/gen_precalc.py; do not edit.  XORWOW: modulo the")
w(" * characteristic polynomial p of its 160-bit xorshift, t^(w 2^(4k)) and")
w(" * t^(w 2^(67+4k)) for each 4-bit digit w of a jump, and the reduction of the")
w(" * 4 bits a multiplication by t^4 pushes out; little-endian 32-bit words.")
w(" * MRG32k3a: A1^(2^j), A2^(2^j) and the same at 2^(76+j), row-major 3x3. */")
w("#ifndef CURAND_PRECALC_H_")
w("#define CURAND_PRECALC_H_")
w("#if defined(__CUDACC__)")
w("#define __FERRY_CURAND_TABLE static __device__ const")
w("#else")
w("#define __FERRY_CURAND_TABLE static const")
w("#endif")
w("__FERRY_CURAND_TABLE unsigned int __ferry_xorwow_charpoly[5] = {%s};" % words(P & ((1 << 160) - 1)))
for name, tab in (("off", xo_off), ("seq", xo_seq)):
    w("__FERRY_CURAND_TABLE unsigned int __ferry_xorwow_jump_%s[16][15][5] = {" % name)
    for row in tab:
        w("    {")
        for x in row:
            w("        {%s}," % words(x))
        w("    },")
    w("};")
w("__FERRY_CURAND_TABLE unsigned int __ferry_xorwow_reduce[16][5] = {")
for x in xo_red:
    w("    {%s}," % words(x))
w("};")
for name, a, m in (("a1", A1, m1), ("a2", A2, m2)):
    for tname, base in (("off", 0), ("seq", 76)):
        w("__FERRY_CURAND_TABLE unsigned int __ferry_mrg32k3a_%s_%s[64][9] = {" % (name, tname))
        p = mpow2(a, base, m)
        for j in range(64):
            w("    {%s}," % mat(p))
            p = mmul(p, p, m)
        w("};")
w("#endif")
open(sys.argv[1], "w").write("\n".join(out) + "\n")
