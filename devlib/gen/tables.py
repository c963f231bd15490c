#!/usr/bin/env python3
"""The tables of devlib/fcore.h and devlib/sincosf.c, printed as C.

    python3 devlib/gen/tables.py
"""
import math
import struct


def bits_of_two_over_pi(nbits):
    """2/pi * 2^nbits as an integer, pi from Machin's formula in integers."""
    p = nbits + 64

    def arctan_inv(n):
        s, t, k = 0, (1 << p) // n, 0
        while t:
            s += t // (2 * k + 1) if k % 2 == 0 else -(t // (2 * k + 1))
            t //= n * n
            k += 1
        return s

    pi = 4 * (4 * arctan_inv(5) - arctan_inv(239))  # pi 2^p
    return (2 << (p + nbits)) // pi


def two_over_pi_windows():
    """W[j]: bits 8j - 151 ... 8j - 120 of 2/pi (bit i weighs 2^-i)."""
    top = 256
    v = bits_of_two_over_pi(top)
    bit = lambda i: 0 if i < 1 else (v >> (top - i)) & 1
    words = []
    for j in range(40):
        w = 0
        for i in range(8 * j - 151, 8 * j - 119):
            w = (w << 1) | bit(i)
        words.append(w)
    return words


def d(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def main():
    w = two_over_pi_windows()
    print("/* sincosf.c: W */")
    for i in range(0, 40, 8):
        print("    " + ", ".join("0x%08x" % v for v in w[i:i + 8]) + ",")
    print("/* fcore.h: FC_EXP2_T */")
    for i in range(0, 32, 4):
        print("    " + ", ".join(float.hex(2.0 ** (j / 32)) for j in range(i, i + 4)) + ",")
    print("/* fcore.h: FC_LOG_T, {1/c, log c} with log c = -log(1/c) as rounded */")
    off = 0x3fe6600000000000
    for i in range(16):
        lo, hi = d(off + (i << 48)), d(off + ((i + 1) << 48))
        c = 1.0 if lo <= 1.0 < hi else (lo + hi) / 2
        inv = 1.0 / c
        print("    {%s, %s}," % (float.hex(inv), float.hex(-math.log(inv)) if c != 1.0 else "0.0"))


if __name__ == "__main__":
    main()
