#!/usr/bin/env python3
"""Polynomials and the bits of 2/pi for devlib/sincos.c (double sin, cos,
tan), with mpmath at 60 digits.

    python3 devlib/gen/sincos.py   prints the coefficients of S and C as C
                                   hex literals (lowest degree first), their
                                   measured relative errors, and the table
                                   of 2/pi in 64-bit words

sin r = r + r^3 S(r^2), cos r = 1 - r^2/2 + r^4 C(r^2) on |r| <= pi/4 (plus
a margin for the rounding of the quadrant): S and C interpolate at the
Chebyshev nodes of z = r^2, within a small factor of minimax.
"""
import mpmath as mp

mp.mp.dps = 60
ZMAX = (mp.pi / 4 * mp.mpf('1.0001')) ** 2


def S(z):
    if z == 0:
        return mp.mpf(-1) / 6
    r = mp.sqrt(z)
    return (mp.sin(r) - r) / (z * r)


def C(z):
    if z == 0:
        return mp.mpf(1) / 24
    r = mp.sqrt(z)
    return (mp.cos(r) - 1 + z / 2) / (z * z)


def cheb_fit(f, a, b, n):
    """Monomial coefficients in z of the degree-n interpolant of f at the
    Chebyshev nodes of [a, b], each rounded to double."""
    nodes = [mp.cos(mp.pi * (k + mp.mpf(1) / 2) / (n + 1)) for k in range(n + 1)]
    zs = [(b - a) / 2 * t + (a + b) / 2 for t in nodes]
    # solve the Vandermonde system in high precision
    A = mp.matrix([[z ** j for j in range(n + 1)] for z in zs])
    y = mp.matrix([f(z) for z in zs])
    c = mp.lu_solve(A, y)
    return [float(c[j]) for j in range(n + 1)]


def max_rel_err(f, c, a, b):
    worst = mp.mpf(0)
    for i in range(2001):
        z = a + (b - a) * i / 2000
        p = mp.mpf(0)
        for v in reversed(c):
            p = p * z + mp.mpf(v)
        e = abs(p / f(z) - 1)
        worst = max(worst, e)
    return worst


def two_over_pi_words(nwords):
    """2/pi in 64-bit words: word j holds bits 64j + 1 ... 64j + 64 (bit i
    weighs 2^-i)."""
    with mp.workdps(nwords * 20 + 50):
        v = int(mp.floor(2 / mp.pi * mp.mpf(2) ** (64 * nwords)))
    return [(v >> (64 * (nwords - 1 - j))) & (2 ** 64 - 1) for j in range(nwords)]


def main():
    for name, f, n in (("S", S, 6), ("C", C, 6)):
        c = cheb_fit(f, mp.mpf(0), ZMAX, n)
        err = max_rel_err(f, c, mp.mpf(0), ZMAX)
        print(f"{name}: degree {n}, max relative error 2^{float(mp.log(err, 2)):.1f}")
        print("    " + ", ".join(v.hex() for v in c))
    w = two_over_pi_words(20)
    print("2/pi words:")
    for i in range(0, len(w), 4):
        print("    " + ", ".join(f"0x{x:016x}ULL" for x in w[i:i + 4]) + ",")


if __name__ == "__main__":
    main()
