#!/usr/bin/env python3
"""Near-minimax polynomials for devlib/fcore.h, by interpolation at the
Chebyshev nodes (within a small factor of the minimax error).  Pure Python,
in double: the polynomials need only about 2^-34, and the references here
(math's double functions) are good to 2^-52.

    python3 devlib/gen/fit.py      prints each fit, its coefficients as C hex
                                   literals (lowest degree first) and its
                                   measured maximum error
"""
import math


def cheb_fit(f, a, b, n):
    """Monomial coefficients (in x, not the scaled variable) of the degree-n
    interpolant of f at the Chebyshev nodes of [a, b]."""
    nodes = [math.cos(math.pi * (k + 0.5) / (n + 1)) for k in range(n + 1)]
    xs = [(b - a) / 2 * t + (a + b) / 2 for t in nodes]
    ys = [f(x) for x in xs]
    c = [2.0 / (n + 1) * sum(ys[k] * math.cos(j * math.pi * (k + 0.5) / (n + 1)) for k in range(n + 1))
         for j in range(n + 1)]
    c[0] /= 2
    # Chebyshev series in t -> monomials in t (T_{j+1} = 2t T_j - T_{j-1})
    tp, tc = [1.0], [0.0, 1.0]
    mono_t = [0.0] * (n + 1)
    for j in range(n + 1):
        tj = tp if j == 0 else tc
        for i, v in enumerate(tj):
            mono_t[i] += c[j] * v
        if j >= 1:
            nxt = [0.0] + [2 * v for v in tc]
            for i, v in enumerate(tp):
                nxt[i] -= v
            tp, tc = tc, nxt
    # t = (2x - (a + b)) / (b - a) = s x + o
    s, o = 2 / (b - a), -(a + b) / (b - a)
    mono_x = [0.0] * (n + 1)
    for i, ci in enumerate(mono_t):  # ci (s x + o)^i
        for k in range(i + 1):
            mono_x[k] += ci * math.comb(i, k) * s ** k * o ** (i - k)
    return mono_x


def horner(c, x):
    r = 0.0
    for v in reversed(c):
        r = r * x + v
    return r


def report(name, f, a, b, n, err):
    c = cheb_fit(f, a, b, n)
    worst = max(err(c, a + (b - a) * i / 20000) for i in range(20001))
    print(f"{name}: degree {n} on [{a:.6g}, {b:.6g}], max error 2^{math.log2(worst):.1f}")
    print("    " + ", ".join(float.hex(v) for v in c))


def main():
    # 2^r = p(r), |r| <= 1/2: relative error
    e2 = lambda r: 2.0 ** r
    report("exp2", e2, -0.5, 0.5, 7, lambda c, r: abs(horner(c, r) / e2(r) - 1))
    # sin r = r + r^3 q(r^2), |r| <= pi/4: error relative to sin r
    z4 = (math.pi / 4) ** 2
    qs = lambda z: (math.sin(math.sqrt(z)) - math.sqrt(z)) / z ** 1.5 if z > 1e-6 else -1 / 6 + z / 120
    report("sin", qs, 0.0, z4, 3,
           lambda c, z: abs(z * horner(c, z) - qs(z) * z) if z > 0 else 0.0)
    # cos r = 1 - r^2/2 + r^4 q(r^2)
    qc = lambda z: (math.cos(math.sqrt(z)) - 1 + z / 2) / (z * z) if z > 1e-4 else 1 / 24 - z / 720
    report("cos", qc, 0.0, z4, 3, lambda c, z: abs(z * z * (horner(c, z) - qc(z))))
    # log m = 2s + 2s z q(z), z = s^2, |s| <= (sqrt2 - 1) / (sqrt2 + 1)
    s2 = ((math.sqrt(2) - 1) / (math.sqrt(2) + 1)) ** 2
    ql = lambda z: (math.atanh(math.sqrt(z)) / math.sqrt(z) - 1) / z if z > 1e-6 else 1 / 3 + z / 5
    report("log", ql, 0.0, s2, 4, lambda c, z: abs(z * (horner(c, z) - ql(z))))
    # e^t - 1 = t + t^2 q(t), |t| <= 1/4: relative to e^t - 1
    qe = lambda t: (math.expm1(t) - t) / (t * t) if abs(t) > 1e-5 else 0.5 + t / 6
    report("expm1", qe, -0.25, 0.25, 7,
           lambda c, t: abs(t * t * (horner(c, t) - qe(t)) / math.expm1(t)) if t != 0 else 0.0)
    # erf x = x p(x^2), |x| <= 1: relative
    pe = lambda z: math.erf(math.sqrt(z)) / math.sqrt(z) if z > 1e-12 else 2 / math.sqrt(math.pi)
    report("erf", pe, 0.0, 1.0, 8, lambda c, z: abs(horner(c, z) / pe(z) - 1))
    # erfc x = t e^(-x^2) q(t), t = 1/x, x in [1, 2] and [2, 10.1]: relative
    qc = lambda t: math.erfc(1 / t) * math.exp(1 / (t * t)) / t
    for a, b in ((0.5, 1.0), (1 / 10.1, 0.5)):
        report("erfc", qc, a, b, 10, lambda c, t: abs(horner(c, t) / qc(t) - 1))


if __name__ == "__main__":
    main()
