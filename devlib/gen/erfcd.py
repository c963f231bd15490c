#!/usr/bin/env python3
"""The polynomials of devlib/erfcd.c, by interpolation at the Chebyshev
nodes in mpmath at 256 bits (within a small factor of the minimax error),
rewritten as monomials in s = v - centre and rounded: the first DD
coefficients to double-double, the rest to double.  The error reported is
that of the rounded polynomial, relative, on 4001 points of the interval;
"horner" is the sum over the coefficients held in double of |c_i| h^i
relative to the function's least value, which bounds (times about 2^-52)
what their evaluation in double can add.

    python3 devlib/gen/erfcd.py      prints ERF_P and PIECES of erfcd.c as
                                     C hex literals (about 10 s)
"""
import mpmath as mp

mp.mp.prec = 256


def erfcx(x):
    return mp.exp(x * x) * mp.erfc(x)


def g(t):
    """erfcx(1/t) / t: smooth and near 1/sqrt(pi) for the large x"""
    return erfcx(1 / t) / t


def p_erf(z):
    """erf x / x as a function of z = x^2"""
    return mp.erf(mp.sqrt(z)) / mp.sqrt(z) if z > 0 else 2 / mp.sqrt(mp.pi)


def cheb_monomials(f, a, b, n, centre):
    """coefficients in s = v - centre of f's degree-n Chebyshev interpolant on [a, b]"""
    a, b, centre = mp.mpf(a), mp.mpf(b), mp.mpf(centre)
    m = n + 1
    th = [mp.pi * (k + mp.mpf(1) / 2) / m for k in range(m)]
    ys = [f((b - a) / 2 * mp.cos(t) + (a + b) / 2) for t in th]
    ch = [2 * mp.fsum(ys[k] * mp.cos(j * th[k]) for k in range(m)) / m for j in range(m)]
    ch[0] /= 2
    # Chebyshev series in u -> monomials in u (T_{j+1} = 2u T_j - T_{j-1})
    mono_u = [mp.mpf(0)] * m
    tp, tc = [mp.mpf(1)], [mp.mpf(0), mp.mpf(1)]
    for j in range(m):
        tj = tp if j == 0 else tc
        for i, v in enumerate(tj):
            mono_u[i] += ch[j] * v
        if j >= 1:
            nxt = [mp.mpf(0)] + [2 * v for v in tc]
            for i, v in enumerate(tp):
                nxt[i] -= v
            tp, tc = tc, nxt
    # u = (2v - (a + b)) / (b - a) = q s + o with s = v - centre
    q, o = 2 / (b - a), (2 * centre - (a + b)) / (b - a)
    mono_s = [mp.mpf(0)] * m
    for i, ci in enumerate(mono_u):  # ci (q s + o)^i
        for k in range(i + 1):
            mono_s[k] += ci * mp.binomial(i, k) * q**k * o ** (i - k)
    return mono_s


def rounded(coeffs, dd):
    """[(hi, lo)] for the first dd, then plain doubles; and their exact values"""
    out, exact = [], []
    for i, c in enumerate(coeffs):
        hi = float(c)
        lo = float(c - hi) if i < dd else 0.0
        out.append((hi, lo))
        exact.append(mp.mpf(hi) + mp.mpf(lo))
    return out, exact


def check(f, a, b, centre, exact, dd):
    a, b, centre = mp.mpf(a), mp.mpf(b), mp.mpf(centre)
    worst = mp.mpf(0)
    for i in range(4001):
        v = a + (b - a) * i / 4000
        s = v - centre
        p = mp.fsum(c * s**k for k, c in enumerate(exact))
        worst = max(worst, abs(p / f(v) - 1))
    h = max(abs(a - centre), abs(b - centre))
    fmin = min(abs(f(a)), abs(f(b)), abs(f((a + b) / 2)))
    horner = mp.fsum(abs(c) * h**k for k, c in enumerate(exact) if k >= dd) / fmin
    return float(mp.log(worst, 2)), float(mp.log(horner, 2))


def emit(f, a, b, n, centre, dd, label):
    coeffs = cheb_monomials(f, a, b, n, centre)
    out, exact = rounded(coeffs, dd)
    err, horner = check(f, a, b, centre, exact, dd)
    flat = [v for i, (hi, lo) in enumerate(out) for v in ((hi, lo) if i < dd else (hi,))]
    print(f"    /* {label}: degree {n}, error 2^{err:.1f}, horner 2^{horner:.1f} */")
    body = ", ".join(float.hex(v) for v in flat)
    return err, body


def wrap(body, indent):
    words, lines, cur = body.split(", "), [], indent
    for w in words:
        piece = w + ","
        if len(cur) + len(piece) + 1 > 100 and cur.strip():
            lines.append(cur.rstrip())
            cur = indent
        cur += piece + " "
    lines.append(cur.rstrip())
    return "\n".join(lines)


# (the function, its variable's interval, the expansion point, label);
# x's pieces hold erfcx(x), t's (t = 1/x) hold erfcx(1/t) / t
X_PIECES = [(0.5, 1.2, 0.875), (1.2, 2.0, 1.625), (2.0, 3.0, 2.5)]
T_PIECES = [(3.0, 6.0, 0.25), (6.0, 27.5, 0.1015625)]
DEGREE, DD = 17, 5
ERF_DEGREE, ERF_DD = 10, 3


def main():
    print(f"static const double ERF_P[{ERF_DD + ERF_DEGREE + 1}] = {{")
    _, body = emit(p_erf, 0, 0.25, ERF_DEGREE, 0, ERF_DD, "erf x / x in z = x^2, z in [0, 1/4]")
    print(wrap(body, "    "))
    print("};")
    print()
    print(f"static const struct piece PIECES[{len(X_PIECES) + len(T_PIECES)}] = {{")
    for a, b, c in X_PIECES:
        _, body = emit(erfcx, a, b, DEGREE, c, DD, f"erfcx x, x in [{a}, {b}]")
        print(f"    {{{float.hex(float(c))}, {{")
        print(wrap(body, "        "))
        print("    }},")
    for a, b, c in T_PIECES:
        lo, hi = 1 / mp.mpf(b), 1 / mp.mpf(a)
        _, body = emit(g, lo, hi, DEGREE, c, DD, f"erfcx(1/t) / t, x in [{a}, {b}]")
        print(f"    {{{float.hex(float(c))}, {{")
        print(wrap(body, "        "))
        print("    }},")
    print("};")


if __name__ == "__main__":
    main()
