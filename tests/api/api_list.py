#!/usr/bin/env python3
"""Writes docs/api-functions.md: every function of the runtime API
(cuda_runtime_api.h and the include/ferry/rt_*.h it includes) and of the
driver API (cuda.h), with its state, generated from the headers, the
library's exported symbols and the sources, so that the list cannot drift.

  api_list.py SRCDIR LIBCUDART [--check FILE]

A function is "works" when declared and exported; "partly" when its body
can answer cudaErrorNotSupported / CUDA_ERROR_NOT_SUPPORTED or a note below
says what is missing; "not supported" when its whole body is
`return ferry_cu_unsupported(...)`; "missing" when declared but not
exported (a program calling it would not link; --check fails then).

The driver API's coverage is counted against tests/api/cuda_driver_functions.txt,
CUDA's driver functions by section: the base names (no _v2, _ptsz ...)
that CUDA_VERSION has and has not removed, without the sections of the
graphics APIs' own headers (cudaGL.h, cudaEGL.h, cudaVDPAU.h, cudaD3D*.h).
A function counts when it works or partly works; --check fails when the
coverage falls below COVERAGE_FLOOR.  With --check, FILE must equal what
would be written."""
import re
import subprocess
import sys
from pathlib import Path

# What the sources cannot say by themselves.
NOTES = {
    "cudaGetFuncBySymbol": "checks its arguments, then cudaErrorNotSupported: no CUfunction stands for a kernel of the program yet",
    "cudaOccupancyMaxActiveClusters": "clusters of one block only (others: 0)",
    "cudaMemset3DAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpy3DPeerAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpy2DToArrayAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpy2DFromArrayAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpyToArrayAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpyFromArrayAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaMemcpyPeerAsync": "not queued: done after the stream's earlier work, on the calling thread",
    "cudaFreeAsync": "not queued: frees once the device's earlier work is done",
    "cudaStreamAddCallback": "queued; not captured in stream capture",
    "cudaLaunchCooperativeKernel": "queued; not captured in stream capture",
}

# The driver API's coverage may not fall below this (percent).
COVERAGE_FLOOR = 85
CUDA_VERSION = 12030
OTHER_HEADERS = ("OpenGL", "Direct3D", "VDPAU", "EGL")
UNSUPPORTED = re.compile(r"^\s*\{\s*return\s+ferry_cu_unsupported\([^;]*\);\s*$", re.S)

# Notes for every function whose name starts so.
PREFIX_NOTES = {
    "cudaGraphics": "no graphics API can register a resource with the CPU device: cudaErrorInvalidResourceHandle",
}

DECL = re.compile(r"__FERRY(?:_CU)?_API\s+[^;{]*?\b((?:cuda|cu)[A-Za-z0-9_]+)\s*\(", re.S)
DEF = re.compile(r"^FERRY_API\s+[^\n(]*?\b((?:cuda|cu)[A-Za-z0-9_]+)\s*\(", re.M)


def declared(paths):
    names = []
    for p in paths:
        text = re.sub(r"/\*.*?\*/", "", p.read_text(), flags=re.S)
        for m in DECL.finditer(text):
            if m.group(1) not in names:
                names.append(m.group(1))
    return names


def bodies(srcdir):
    out = {}
    for p in sorted((srcdir / "runtime").rglob("*.c")):
        text = p.read_text()
        for m in DEF.finditer(text):
            start = text.find("{", m.end())  # past the parameter list
            end = text.find("\n}\n", start)
            out[m.group(1)] = text[start:end]
    return out


def exported(lib):
    nm = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True, check=True)
    return {line.split()[-1].split("@")[0] for line in nm.stdout.splitlines() if line.strip()}


def state(name, syms, body):
    versions = [name] + [name + v for v in ("_v2", "_v3")]
    if not any(v in syms for v in versions):
        return "missing", "declared, not in the library"
    if name in NOTES:
        return "partly", NOTES[name]
    for prefix, note in PREFIX_NOTES.items():
        if name.startswith(prefix):
            return "partly", note
    text = "".join(body.get(v, "") for v in versions)
    own = [body[v] for v in versions if v in body]
    if own and all(UNSUPPORTED.match(b) for b in own):
        return "not supported", "CUDA_ERROR_NOT_SUPPORTED, naming the function on stderr"
    if "cudaErrorNotSupported" in text or "CUDA_ERROR_NOT_SUPPORTED" in text:
        return "partly", "some arguments give the not-supported error"
    return "works", ""


def table(title, names, syms, body):
    rows = [f"## {title}", "", "| function | state | note |", "|---|---|---|"]
    counts = {}
    for n in sorted(names):
        st, note = state(n, syms, body)
        counts[st] = counts.get(st, 0) + 1
        rows.append(f"| `{n}` | {st} | {note} |")
    summary = ", ".join(f"{counts.get(k, 0)} {k}" for k in ("works", "partly", "not supported", "missing"))
    return rows[:2] + [f"{len(names)} functions: {summary}.", ""] + rows[2:] + [""], counts


def version(v):
    if v == "-":
        return 0
    major, minor = v.split(".")[:2]
    return int(major) * 1000 + int(minor) * 10


def reference(path):
    """CUDA's driver functions as (section, base name), in the list's order."""
    out, seen, section = [], set(), None
    for line in path.read_text().splitlines():
        if line.startswith("## "):
            section = line[3:]
            continue
        if not line.strip() or line.startswith("#"):
            continue
        name, added, _deprecated, removed = line.split()
        if section.startswith(OTHER_HEADERS) or version(added) > CUDA_VERSION:
            continue
        if removed != "-" and version(removed) <= CUDA_VERSION:
            continue
        base = re.sub(r"(_v\d|_ptsz|_ptds)+$", "", name)
        if base not in seen:
            seen.add(base)
            out.append((section, base))
    return out


def coverage(ref, declared_names, syms, body):
    """The coverage section's lines and the percentage covered."""
    sections = {}
    for section, name in ref:
        st = state(name, syms, body)[0] if name in declared_names else "missing"
        sections.setdefault(section, []).append((name, st))
    total = len(ref)
    covered = sum(st in ("works", "partly") for rows in sections.values() for _, st in rows)
    pct = 100.0 * covered / total
    lines = ["## Driver API coverage", "",
             f"Of CUDA's {total} driver API functions (CUDA {CUDA_VERSION // 1000}.{CUDA_VERSION % 1000 // 10}, "
             "base names, from `tests/api/cuda_driver_functions.txt`; without the graphics APIs' own "
             f"headers), Ferry has {covered} working or partly working: **{pct:.1f}%**.", "",
             "| section | functions | works | partly | not supported | missing | not there |",
             "|---|---|---|---|---|---|---|"]
    for section, rows in sections.items():
        count = {k: sum(st == k for _, st in rows) for k in ("works", "partly", "not supported", "missing")}
        absent = ", ".join(f"`{n}`" for n, st in rows if st == "missing")
        lines.append(f"| {section} | {len(rows)} | {count['works']} | {count['partly']} | "
                     f"{count['not supported']} | {count['missing']} | {absent} |")
    return lines + [""], pct


def main():
    src, lib = Path(sys.argv[1]), sys.argv[2]
    inc = src / "include"
    runtime = declared([inc / "cuda_runtime_api.h"] + sorted((inc / "ferry").glob("rt_*.h")))
    driver = declared([inc / "cuda.h", inc / "cudaProfiler.h"] + sorted((inc / "ferry").glob("cu_*.h")))
    syms, body = exported(lib), bodies(src)
    head = ["# Runtime and driver API functions", "",
            "Generated by `tests/api/api_list.py` from Ferry's headers, the exported symbols of",
            "`libcudart.so` and the sources; `make api-list` rewrites it and the `docs/api_list`",
            "test fails when it is stale. The driver API's coverage counts CUDA's functions",
            "by section; a function Ferry does not declare fails to compile, naming it.", ""]
    rt, rc = table("Runtime API (`cuda_runtime_api.h`)", runtime, syms, body)
    dr, dc = table("Driver API (`cuda.h`)", driver, syms, body)
    ref = reference(Path(__file__).with_name("cuda_driver_functions.txt"))
    cov, pct = coverage(ref, set(driver), syms, body)
    text = "\n".join(head + cov + rt + dr)
    if len(sys.argv) > 4 and sys.argv[3] == "--check":
        old = Path(sys.argv[4]).read_text()
        if old != text:
            print(f"{sys.argv[4]} is stale: run `make api-list`")
            return 1
        if pct < COVERAGE_FLOOR:
            print(f"the driver API's coverage fell to {pct:.1f}%, below {COVERAGE_FLOOR}%")
            return 1
        missing = rc.get("missing", 0) + dc.get("missing", 0)
        if missing:
            print(f"{missing} declared functions are not in the library")
            return 1
        print("PASS")
        return 0
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
