#!/usr/bin/env python3
"""Writes cuBLAS's 64-bit interface (CUDA 12's cublas<t><op>_64) from the
32-bit declarations of include/cublas_api.h, as preprocessed by gcc:
  - include/cublas_api_64.h: the _64 declarations (int sizes, increments and
    leading dimensions become int64_t);
  - the _64 mapping lines of include/cublas_v2.h (between its markers);
  - libs/blas/api64.c: each _64 function calls the 32-bit one when every
    int64_t argument fits an int, else answers CUBLAS_STATUS_NOT_SUPPORTED.
Run from the repository root after changing cublas_api.h:
  python3 libs/blas/gen_api64.py"""
import re
import subprocess

# Calls without a 64-bit form in the toolkit: settings, and the batched
# factorizations, which take int arrays.
NO_64 = re.compile(r'^cublas(Create|Destroy|GetVersion|GetProperty|SetWorkspace|SetStream|GetStream|GetPointerMode|'
                   r'SetPointerMode|GetAtomicsMode|SetAtomicsMode|GetMathMode|SetMathMode|GetSmCountTarget|'
                   r'SetSmCountTarget|GetStatusName|GetStatusString|LoggerConfigure|SetLoggerCallback|'
                   r'GetLoggerCallback|GetCudartVersion|.rotg|.rotmg|.getrfBatched|.getrsBatched|.getriBatched|'
                   r'.matinvBatched|.geqrfBatched|.gelsBatched|.tpttr|.trttp|I.amax|I.amin|IamaxEx|IaminEx)(_v2)?$')

src = subprocess.run(['gcc', '-E', '-P', '-std=c99', '-Iinclude', 'include/cublas_api.h'], check=True,
                     capture_output=True, text=True).stdout
flat = re.sub(r'\s+', ' ', src)
decls = re.findall(r'cublasStatus_t (cublas\w+)\(([^)]*)\);', flat)

hdr, maps, impl = [], [], []
for name, params in decls:
    if name.endswith('_64') or NO_64.match(name):
        continue
    ps = [p.strip() for p in params.split(',')]
    out, call, checks = [], [], []
    for p in ps:
        m = re.match(r'^(.*?)(\w+)(\[\])?$', p)
        typ, pname, arr = m.group(1).strip(), m.group(2), m.group(3) or ''
        if typ == 'int':
            out.append('int64_t ' + pname)
            checks.append(pname)
            call.append('(int)' + pname)
        else:
            out.append(p)
            call.append(pname)
    if not checks:
        continue
    n64 = name + '_64'
    sig = 'cublasStatus_t CUBLASWINAPI %s(%s)' % (n64, ', '.join(out))
    hdr.append(sig + ';')
    if name.endswith('_v2'):
        maps.append('#define %s %s' % (name[:-3] + '_64', n64))
    impl.append('%s\n{\n    if (%s)\n        return CUBLAS_STATUS_NOT_SUPPORTED;\n    return %s(%s);\n}\n' % (
        sig.replace('CUBLASWINAPI ', ''), ' || '.join('!fits(%s)' % c for c in checks), name, ', '.join(call)))

with open('include/cublas_api_64.h', 'w') as f:
    f.write('/* cuBLAS\'s 64-bit interface (CUDA 12): the calls of cublas_api.h with\n'
            ' * int64_t sizes, increments and leading dimensions.  Written by\n'
            ' * libs/blas/gen_api64.py from cublas_api.h; included by it.  Ferry\'s\n'
            ' * library serves them through the 32-bit calls: values beyond an int\n'
            ' * answer CUBLAS_STATUS_NOT_SUPPORTED. */\n'
            '#ifndef FERRY_CUBLAS_API_64_H\n#define FERRY_CUBLAS_API_64_H\n\n'
            '#if defined(__cplusplus)\nextern "C" {\n#endif\n\n')
    for h in hdr:
        f.write(h + '\n')
    f.write('cublasStatus_t CUBLASWINAPI cublasIsamax_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIdamax_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIcamax_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIzamax_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIsamin_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIdamin_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIcamin_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIzamin_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);\n'
            'cublasStatus_t CUBLASWINAPI cublasIaminEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType, int64_t incx, int64_t *result);\n')
    f.write('\n#if defined(__cplusplus)\n}\n#endif\n\n#endif\n')
for x in 'sdcz':
    for w in ('amax', 'amin'):
        maps.append('#define cublasI%s%s_64 cublasI%s%s_v2_64' % (x, w, x, w))

v2 = open('include/cublas_v2.h').read()
begin, end = '/* the 64-bit interface (gen_api64.py) */\n', '/* end of the 64-bit interface */\n'
if begin in v2:
    v2 = v2[:v2.index(begin)] + v2[v2.index(end) + len(end):]
i = v2.rindex('#endif')
v2 = v2[:i] + begin + '\n'.join(sorted(maps)) + '\n' + end + '\n' + v2[i:]
open('include/cublas_v2.h', 'w').write(v2)

with open('libs/blas/api64.c', 'w') as f:
    f.write('/* cuBLAS\'s 64-bit interface over the 32-bit one: sizes, increments and\n'
            ' * leading dimensions that fit an int are handed on (negative ones too, so\n'
            ' * that the 32-bit checks answer for them); larger ones are beyond this\n'
            ' * library: CUBLAS_STATUS_NOT_SUPPORTED.  Written by gen_api64.py. */\n'
            '#include <limits.h>\n\n#include "blas.h"\n\n'
            'static inline bool fits(int64_t v)\n{\n    return v >= INT_MIN && v <= INT_MAX;\n}\n\n')
    f.write('\n'.join(impl))
print(len(impl), 'functions')
