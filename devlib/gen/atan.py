#!/usr/bin/env python3
"""Tables and polynomial for devlib/atan.c (double atan, atan2, asin, acos),
with mpmath at 60 digits.

    python3 devlib/gen/atan.py     prints, as C hex literals: the
                                   double-doubles pi, pi/2 and atan(i/32)
                                   for i = 0 ... 32, and the coefficients of
                                   P (lowest degree first) with its measured
                                   relative error

atan q = atan c + atan t with c = i/32 the breakpoint nearest q and
t = (q - c) / (1 + q c), |t| <= 1/64; atan t = t + t^3 P(t^2), P the
interpolant of (atan t - t) / t^3 at the Chebyshev nodes of z = t^2 on
[0, (1/64)^2] (plus a margin for a breakpoint chosen one off by rounding).
"""
import mpmath as mp

mp.mp.dps = 60
N = 32                                   # breakpoints per unit
ZMAX = (mp.mpf(1) / (2 * N) * mp.mpf('1.01')) ** 2
DEG = 3


def dd(v):
    hi = float(v)
    return hi, float(v - mp.mpf(hi))


def P(z):
    if z == 0:
        return mp.mpf(-1) / 3
    t = mp.sqrt(z)
    return (mp.atan(t) - t) / (z * t)


def cheb_fit(f, a, b, n):
    """Monomial coefficients in z of the degree-n interpolant of f at the
    Chebyshev nodes of [a, b], each rounded to double."""
    nodes = [mp.cos(mp.pi * (k + mp.mpf(1) / 2) / (n + 1)) for k in range(n + 1)]
    zs = [(b - a) / 2 * t + (a + b) / 2 for t in nodes]
    A = mp.matrix([[z ** j for j in range(n + 1)] for z in zs])
    y = mp.matrix([f(z) for z in zs])
    c = mp.lu_solve(A, y)
    return [float(c[j]) for j in range(n + 1)]


def max_err(c):
    """Largest relative error of t + t^3 P(t^2) against atan t."""
    worst = mp.mpf(0)
    for k in range(1, 2001):
        z = ZMAX * k / 2000
        p = mp.mpf(0)
        for v in reversed(c):
            p = p * z + mp.mpf(v)
        t = mp.sqrt(z)
        worst = max(worst, abs((t + t * z * p) / mp.atan(t) - 1))
    return worst


def lit(pair):
    return "{" + ", ".join(v.hex() for v in pair) + "}"


def main():
    print("PI   = " + lit(dd(mp.pi)))
    print("PIO2 = " + lit(dd(mp.pi / 2)))
    print(f"atan(i/{N}), i = 0 ... {N}:")
    rows = [lit(dd(mp.atan(mp.mpf(i) / N))) for i in range(N + 1)]
    for i in range(0, len(rows), 2):
        print("    " + ", ".join(rows[i:i + 2]) + ",")
    c = cheb_fit(P, mp.mpf(0), ZMAX, DEG)
    print(f"P: degree {DEG}, atan t within 2^{float(mp.log(max_err(c), 2)):.1f} relative")
    print("    " + ", ".join(v.hex() for v in c))


if __name__ == "__main__":
    main()
