#!/usr/bin/env python3
"""The suite's results as JSON: written by run.sh, read by compare.sh and
chart.sh.  One file, so that the three agree on the format.

  results.py json OUT --tsv FILE --date D --cpu C --cores N --flags "..." ...
  results.py compare A.json B.json [--threshold PERCENT]
  results.py chart-data RESULTS.json DATA   (prints the chart's title)

Ratios are always recomputed from the times (a time is null unless that
build ran and checked right), so a hand-written file needs only the times.
"""
import argparse
import json
import math
import os
import sys

FORMAT = "ferry-bench-suite/1"
SIDES = ("ferry", "native", "openmp", "pocl")
RATIOS = (("ferry_openmp", "ferry", "openmp"), ("native_openmp", "native", "openmp"),
          ("ferry_pocl", "ferry", "pocl"))
THREAD_VARS = ("FERRY_NUM_THREADS", "OMP_NUM_THREADS", "POCL_MAX_PTHREAD_COUNT", "POCL_CPU_MAX_CU_NUM")


def ratio(kernel, num, den):
    a, b = kernel.get(num + "_ms"), kernel.get(den + "_ms")
    return a / b if a is not None and b is not None and b > 0 else None


def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


# ---- json: run.sh's per-kernel lines to a results file ----

def read_tsv(path):
    """Lines of: kernel, then ms and status for each of SIDES (ms '-' when
    that side did not run right)."""
    kernels = {}
    with open(path) as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) != 1 + 2 * len(SIDES):
                raise SystemExit(f"results.py: bad line in {path}: {line!r}")
            k, status = {}, {}
            for i, side in enumerate(SIDES):
                ms, status[side] = cols[1 + 2 * i], cols[2 + 2 * i]
                k[side + "_ms"] = float(ms) if status[side] == "ok" and ms != "-" else None
            k["status"] = status
            kernels[cols[0]] = k
    return kernels


def write_json(args):
    kernels = read_tsv(args.tsv)
    for k in kernels.values():
        k["ratios"] = {name: ratio(k, num, den) for name, num, den in RATIOS}
    means = {}
    for name, _, _ in RATIOS:
        vals = [k["ratios"][name] for k in kernels.values() if k["ratios"][name] is not None]
        means[name] = {"value": geomean(vals), "kernels": len(vals)}
    doc = {
        "format": FORMAT,
        "date": args.date,
        "host": args.host,
        "ferry_commit": args.commit or "unknown",
        "ferry_dirty": {"yes": True, "no": False}.get(args.dirty),
        "machine": {"cpu": args.cpu, "cores": args.cores, "flags": args.flags.split(),
                    "lacks": args.lacks.split()},
        "setup": {"openmp": args.openmp, "pocl": args.pocl, "opencl_platform": args.opencl_platform or None,
                  "threads": {v: os.environ.get(v) for v in THREAD_VARS}},
        "kernels": kernels,
        "geomean": means,
    }
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


# ---- compare: two results files side by side ----

def load(path):
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit(f"results.py: cannot read {path}: {e}")
    if not isinstance(doc.get("kernels"), dict):
        raise SystemExit(f"results.py: {path} has no \"kernels\" object")
    return doc


def describe(doc):
    m = doc.get("machine", {})
    commit = doc.get("ferry_commit", "unknown") + ("+changes" if doc.get("ferry_dirty") else "")
    return f"{m.get('cpu', '?')}, {m.get('cores', '?')} cores, {doc.get('date', '?')}, Ferry {commit}"


def fmt(v, spec):
    return "-" if v is None else format(v, spec)


def change(a, b):
    return b / a if a is not None and b is not None and a > 0 else None


def compare(args):
    a, b = load(args.a), load(args.b)
    print(f"a: {args.a}: {describe(a)}")
    print(f"b: {args.b}: {describe(b)}")
    names = list(a["kernels"]) + [k for k in b["kernels"] if k not in a["kernels"]]
    cols = [("Ferry ms", lambda k: k.get("ferry_ms"), ".3f", 10),
            ("Ferry/OpenMP", lambda k: ratio(k, "ferry", "openmp"), ".2f", 7),
            ("Ferry/PoCL", lambda k: ratio(k, "ferry", "pocl"), ".2f", 7)]
    print(f"{'':<17}" + "".join(f"{' ' + t + ' ':-^{2 * w + 4}}   " for t, _, _, w in cols).rstrip())
    print(f"{'kernel':<15}" + "".join(f"{'a':>{w}}{'b':>{w}}{'b/a':>6} " for _, _, _, w in cols).rstrip())
    pairs = {t: [] for t, _, _, _ in cols}  # (a, b) of the kernels present in both
    flagged = []
    limit = args.threshold / 100
    for name in names:
        ka, kb = a["kernels"].get(name, {}), b["kernels"].get(name, {})
        line = f"{name:<15}"
        for title, get, spec, w in cols:
            va, vb = get(ka), get(kb)
            c = change(va, vb)
            if c is not None:
                pairs[title].append((va, vb))
            line += f"{fmt(va, spec):>{w}}{fmt(vb, spec):>{w}}{fmt(c, '.2f'):>6} "
        c = change(ka.get("ferry_ms"), kb.get("ferry_ms"))
        if c is not None and abs(c - 1) > limit:
            word = "slower" if c > 1 else "faster"
            line += f" <- Ferry {word} by {abs(c - 1) * 100:.0f}%"
            flagged.append(f"{name} ({(c - 1) * 100:+.0f}%)")
        print(line.rstrip())
    line = f"{'geomean':<15}"
    for title, _, spec, w in cols:
        ga = geomean([p[0] for p in pairs[title]])
        gb = geomean([p[1] for p in pairs[title]])
        line += f"{fmt(ga, spec):>{w}}{fmt(gb, spec):>{w}}{fmt(change(ga, gb), '.2f'):>6} "
    print(line.rstrip())
    print("(geometric means over the kernels that have the figure in both files: "
          + ", ".join(f"{t} {len(p)}" for t, p in pairs.items()) + ")")
    if flagged:
        print(f"Ferry time changed by more than {args.threshold:g}%: " + ", ".join(flagged))
    else:
        print(f"no kernel's Ferry time changed by more than {args.threshold:g}%")


# ---- chart-data: the rows chart.sh plots ----

def chart_data(args):
    """Writes the rows; prints the title and the two bars' key titles."""
    doc = load(args.results)
    series = (("ferry", "openmp", "Ferry/OpenMP"), ("ferry", "pocl", "Ferry/PoCL"))
    rows = [(name, [ratio(k, num, den) for num, den, _ in series]) for name, k in doc["kernels"].items()]
    with open(args.data, "w") as f:
        for i, (name, cells) in enumerate(rows):
            f.write(f"{i} {name} {' '.join(fmt(c, '.4g') for c in cells)}\n")
    m = doc.get("machine", {})
    print(f"Ferry against OpenMP and PoCL: {m.get('cpu', '?')}, {m.get('cores', '?')} cores, "
          f"{doc.get('date', '?')} (Ferry {doc.get('ferry_commit', 'unknown')})")
    for i, (_, _, title) in enumerate(series):
        vals = [cells[i] for _, cells in rows if cells[i] is not None]
        print(f"{title} (geometric mean {fmt(geomean(vals), '.2f')} over {len(vals)})")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    j = sub.add_parser("json")
    j.add_argument("out")
    j.add_argument("--tsv", required=True)
    for opt in ("date", "host", "commit", "dirty", "cpu", "flags", "lacks", "openmp", "pocl", "opencl-platform"):
        j.add_argument("--" + opt, default="")
    j.add_argument("--cores", type=int, default=0)
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--threshold", type=float, default=10.0, help="flag Ferry time changes above this percent")
    d = sub.add_parser("chart-data")
    d.add_argument("results")
    d.add_argument("data")
    args = p.parse_args()
    {"json": write_json, "compare": compare, "chart-data": chart_data}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
