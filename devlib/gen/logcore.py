#!/usr/bin/env python3
"""The table of devlib/logcore.c: for each of the 128 subintervals of
[OFF, 2 OFF) that the top 7 fraction bits of z - OFF pick, 1/c with few
enough bits that r = z/c - 1 = fma(z, 1/c, -1) is exact, and ln c as a
double-double.  Checks, in exact rational arithmetic, that |r| < 2^-7 on
every subinterval, which with the grids of z and 1/c makes r exact.

    python3 devlib/gen/logcore.py      prints the table's body (T in
                                       logcore.c) as C hex literals
"""
from fractions import Fraction
import struct

import mpmath

mpmath.mp.prec = 300
OFF = 0x3fe6a00000000000
N = 128


def from_bits(u):
    return struct.unpack("<d", struct.pack("<Q", u))[0]


def hexd(v):
    return float.hex(float(v))


def main():
    rows = []
    for i in range(N):
        lo = from_bits(OFF + (i << 45))
        hi_excl = from_bits(OFF + ((i + 1) << 45))
        top = from_bits(OFF + ((i + 1) << 45) - 1)  # the largest z inside
        below_one = hi_excl <= 1.0
        if lo == 1.0 or hi_excl == 1.0:
            invc = Fraction(1)  # around 1: ln c = 0, r = z - 1, all relative accuracy kept
        else:
            centre = (Fraction(lo) + Fraction(hi_excl)) / 2
            # 1/c = j/128 above 1 (z below 1), j/256 below 1: z 1/c is on
            # a 2^-60 grid either way, so |r| < 2^-7 leaves it 53 bits
            scale = 128 if below_one else 256
            invc = Fraction(round(scale / centre), scale)
        rmax = max(abs(Fraction(lo) * invc - 1), abs(Fraction(top) * invc - 1))
        assert rmax < Fraction(1, 128), (i, float(rmax))
        grid = Fraction(1, 2**53 if below_one else 2**52) * Fraction(1, invc.denominator)
        assert grid >= Fraction(1, 2**60), i
        logc = -mpmath.log(mpmath.mpf(invc.numerator) / invc.denominator)
        h = float(logc)
        l = float(logc - h)
        assert float(invc) == invc
        rows.append((float(invc), h, l, float(rmax)))
    print("    /* 1/c, ln c high, ln c low (gen/logcore.py) */")
    for invc, h, l, _ in rows:
        print(f"    {{{hexd(invc)}, {hexd(h)}, {hexd(l)}}},")


if __name__ == "__main__":
    main()
