#!/usr/bin/env python3
"""Writes libs/rand/joe_kuo.c: Joe and Kuo's Sobol direction numbers
(new-joe-kuo-6.21201) for dimensions 2..20000, the set cuRAND's JOEKUO6
vectors name.  Read from SciPy's copy of the table
(scipy/stats/_sobol_direction_numbers.npz: `poly`, the primitive
polynomials with both end terms, and `vinit`, the initial numbers m_i).

The polynomials are not stored: sobol.c enumerates primitive polynomials in
the table's order, and this script checks that the two agree.  Of the m_i
(odd, below 2^i; m_1 = 1) only the bits (m_i - 1) / 2, i = 2..s, are kept,
packed low bit first into 32-bit words.
    gen_joe_kuo.py path/to/_sobol_direction_numbers.npz libs/rand/joe_kuo.c"""
import ast, struct, sys, zipfile

DIMS = 20000

def load(z, name):
    b = z.read(name)
    hl = struct.unpack('<H', b[8:10])[0]
    h = ast.literal_eval(b[10:10 + hl].decode())
    data = b[10 + hl:]
    return h, struct.unpack('<%dq' % (len(data) // 8), data)

def primitive_polynomials(count):
    def mulmod(a, b, p, s):
        r = 0
        while b:
            if b & 1: r ^= a
            b >>= 1; a <<= 1
            if a >> s & 1: a ^= p
        return r
    def powmod(e, p, s):
        r, x = 1, 2
        while e:
            if e & 1: r = mulmod(r, x, p, s)
            x = mulmod(x, x, p, s); e >>= 1
        return r
    out, s = [], 1
    while len(out) < count:
        n = (1 << s) - 1
        fs, m, q = [], n, 2
        while q * q <= m:
            if m % q == 0:
                fs.append(q)
                while m % q == 0: m //= q
            q += 1
        if m > 1: fs.append(m)
        for a in range(1 << (s - 1)):
            p = (1 << s) | (a << 1) | 1
            if s == 1 or (powmod(n, p, s) == 1 and all(powmod(n // f, p, s) != 1 for f in fs)):
                out.append(p)
                if len(out) == count: break
        s += 1
    return out

z = zipfile.ZipFile(sys.argv[1])
_, poly = load(z, 'poly.npy')
hv, v = load(z, 'vinit.npy')
rows, cols = hv['shape']
assert hv['fortran_order']
vinit = lambda i, j: v[j * rows + i]

ours = primitive_polynomials(DIMS - 1)
bits, nbits = 0, 0
for d in range(1, DIMS):
    p = poly[d]
    s = p.bit_length() - 1
    assert p == ours[d - 1], (d, p, ours[d - 1])
    m = [vinit(d, i) for i in range(s)]
    assert m[0] == 1 and all(x & 1 and x < (1 << (i + 1)) for i, x in enumerate(m)), (d, m)
    for i in range(1, s):
        bits |= (m[i] >> 1) << nbits
        nbits += i
words = [(bits >> (32 * k)) & 0xffffffff for k in range((nbits + 31) // 32)]

out = ["""/* Joe and Kuo's Sobol direction numbers (new-joe-kuo-6.21201), dimensions
 * 2..%d: the initial numbers m_2..m_s of each, packed as
 * libs/rand/gen_joe_kuo.py describes.  Written by that script; do not edit.
 *
 * Copyright (c) 2008, Frances Y. Kuo and Stephen Joe.  All rights reserved.
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions are
 * met: redistributions of source code must retain the above copyright
 * notice, this list of conditions and the following disclaimer;
 * redistributions in binary form must reproduce the above copyright notice,
 * this list of conditions and the following disclaimer in the documentation
 * and/or other materials provided with the distribution; neither the names
 * of the copyright holders nor the names of the University of New South
 * Wales and the University of Waikato and its contributors may be used to
 * endorse or promote products derived from this software without specific
 * prior written permission.  THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT
 * HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES ARE
 * DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT HOLDERS OR CONTRIBUTORS BE
 * LIABLE FOR ANY DAMAGES ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE,
 * EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE. */
#include "rand.h"

const unsigned int rand_joe_kuo_bits[%d] = {""" % (DIMS, len(words))]
line = ""
for w in words:
    item = "0x%x," % w
    if len(line) + len(item) > 95:
        out.append(line)
        line = ""
    line += item
out.append(line)
out.append("};")
open(sys.argv[2], "w").write("\n".join(out) + "\n")
print(DIMS - 1, "dimensions,", nbits, "bits,", len(words), "words")
