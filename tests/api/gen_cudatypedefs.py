#!/usr/bin/env python3
"""Writes include/cudaTypedefs.h from cuGetProcAddress's tables
(runtime/cu_proc.c and runtime/cu_proc_*.c), so that each PFN_<name>_v<N>
is the type of the very function cuGetProcAddress(name, N) gives and the
header cannot drift from the library.

  gen_cudatypedefs.py SRCDIR [-o FILE | --check FILE]

Without -o the header goes to stdout.  With --check, FILE must equal what
would be written.

An entry is left out when its C function is a plain name that the public
headers #define to a newer form (cuMemAlloc -> cuMemAlloc_v2): the library
exports that older ABI, but no public header declares it, so the header
could only name the newer function's type under the older version."""
import difflib
import re
import sys
from pathlib import Path

ENTRY = re.compile(
    r'(?:\bFERRY_CU_PROC|\bP)\(\s*"(\w+)"\s*,\s*(\w+)\s*,\s*(\w+)\s*\)'
    r'|\{\s*"(\w+)"\s*,\s*\(void\s*\(\*\)\(void\)\)\s*(\w+)\s*,\s*(\w+)\s*\}')
DEFINE = re.compile(r'^\s*#\s*define\s+(\w+)\s+(\w+)\s*$', re.M)


def defines(text):
    return dict(DEFINE.findall(text))


def cuda_version(root):
    v = defines((root / "include/cuda.h").read_text()).get("CUDA_VERSION")
    if not v or not v.isdigit():
        sys.exit("gen_cudatypedefs: no numeric CUDA_VERSION in include/cuda.h")
    return int(v)


def plain_names(root):
    """The plain names the public headers map to another function, and to which."""
    names = {}
    for h in [root / "include/cuda.h", *sorted((root / "include/ferry").glob("cu_*.h"))]:
        for name, target in defines(h.read_text()).items():
            if name.startswith("cu") and target.startswith("cu"):
                names[name] = target
    return names


def entries(root, cuver):
    runtime = root / "runtime"
    files = [runtime / "cu_proc.c", *sorted(runtime.glob("cu_proc_*.c"))]
    out = []
    for f in files:
        text = f.read_text()
        macros = defines(text)
        macros["CUDA_VERSION"] = str(cuver)
        found = 0
        for m in ENTRY.finditer(text):
            g = m.groups()
            name, fn, ver = (g[0], g[1], g[2]) if g[0] else (g[3], g[4], g[5])
            seen = set()
            while not ver.isdigit():
                if ver in seen or ver not in macros:
                    sys.exit(f"gen_cudatypedefs: {f.name}: version {ver} of {name} is not a number")
                seen.add(ver)
                ver = macros[ver]
            out.append((name, fn, int(ver)))
            found += 1
        # An entry written in another shape would be dropped silently.
        if found != text.count('", '):
            sys.exit(f"gen_cudatypedefs: {f.name}: {text.count(chr(34) + ', ')} entries, {found} understood")
    return out


def generate(root):
    cuver = cuda_version(root)
    plain = plain_names(root)
    types = {}
    for name, fn, ver in entries(root, cuver):
        if fn in plain:
            continue
        if types.setdefault((name, ver), fn) != fn:
            sys.exit(f"gen_cudatypedefs: {name} version {ver} is both {types[(name, ver)]} and {fn}")
    all_versions = {}
    for name, fn, ver in entries(root, cuver):
        all_versions.setdefault(name, set()).add(ver)

    lines = [
        "/* Function pointer types for the driver API's entry points, as",
        " * cuGetProcAddress and cudaGetDriverEntryPoint give them:",
        " * PFN_<name>_v<N> is the function the name has at CUDA version N,",
        " * PFN_<name> the function cuda.h calls <name> (for a few names older than",
        " * what CUDA_VERSION gets) and PFN_<name>_v2 the function <name>_v2.",
        " * Generated from cuGetProcAddress's tables (runtime/cu_proc*.c) by",
        " * tests/api/gen_cudatypedefs.py: do not edit.",
        " * The plain names' oldest ABIs (cuMemAlloc before 3.2, ...) have no type",
        " * here, as no public header declares them. */",
        "#ifndef FERRY_CUDATYPEDEFS_H",
        "#define FERRY_CUDATYPEDEFS_H",
        "",
        '#include "cuda.h"',
        '#include "cudaProfiler.h"',
        "",
    ]
    for (name, ver), fn in sorted(types.items()):
        lines.append(f"typedef __typeof__(&{fn}) PFN_{name}_v{ver};")
    lines.append("")
    for name in sorted({n for n, _ in types}):
        # As the toolkit's header: PFN_cuX is the type of what cuX names in
        # cuda.h, which for a few functions (cuMemAdvise, cuStreamGetCaptureInfo,
        # ...) is older than what cuGetProcAddress gives at CUDA_VERSION; the
        # newer one is then PFN_cuX_v2 (or _v3), a name every _vK function has.
        target = plain.get(name, name)
        same = [v for (n, v), fn in types.items() if n == name and fn == target and v <= cuver]
        usable = same or [v for v in all_versions[name] if v <= cuver]
        if not usable:
            continue
        default = max(usable)
        # The default ABI is an undeclared legacy one: no type to name.
        if (name, default) in types:
            lines.append(f"#define PFN_{name} PFN_{name}_v{default}")
        for (n, v), fn in sorted(types.items()):
            if n == name and re.fullmatch(re.escape(name) + r"_v\d", fn):
                lines.append(f"#define PFN_{fn} PFN_{name}_v{v}")
    lines += ["", "#endif", ""]
    return "\n".join(lines)


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] not in ("-o", "--check")):
        sys.exit(__doc__)
    text = generate(Path(argv[1]))
    if len(argv) == 2:
        sys.stdout.write(text)
    elif argv[2] == "-o":
        Path(argv[3]).write_text(text)
    else:
        old = Path(argv[3]).read_text() if Path(argv[3]).exists() else ""
        if old != text:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True),
                                                       argv[3], "regenerated"))
            sys.exit(f"{argv[3]} is stale: run tests/api/gen_cudatypedefs.py {argv[1]} -o {argv[3]}")


if __name__ == "__main__":
    main(sys.argv)
