/* The walk over a sparse matrix's stored entries, whatever its format, that
 * the general (not the fast) paths of every operation share. */
#include "internal.h"

void sp_foreach(const struct cusparseSpMatDescr *m, sp_entry_fn fn, void *ctx)
{
    int64_t b = m->base;
    switch (m->fmt) {
    case CUSPARSE_FORMAT_CSR:
    case CUSPARSE_FORMAT_CSC: {
        int csr = m->fmt == CUSPARSE_FORMAT_CSR;
        int64_t outer = csr ? m->rows : m->cols;
        for (int64_t o = 0; o < outer; o++) {
            int64_t end = ild(m->off_type, m->off, o + 1) - b;
            for (int64_t k = ild(m->off_type, m->off, o) - b; k < end; k++) {
                int64_t in = ild(m->idx_type, m->idx, k) - b;
                if (csr)
                    fn(ctx, o, in, k);
                else
                    fn(ctx, in, o, k);
            }
        }
        break;
    }
    case CUSPARSE_FORMAT_COO:
        for (int64_t k = 0; k < m->nnz; k++)
            fn(ctx, ild(m->idx_type, m->off, k) - b, ild(m->idx_type, m->idx, k) - b, k);
        break;
    case CUSPARSE_FORMAT_BLOCKED_ELL: {
        /* Blocks of a block row sit side by side, values row-major. */
        int64_t bs = m->ell_block, brows = m->rows / bs, bslots = m->ell_cols / bs;
        for (int64_t br = 0; br < brows; br++)
            for (int64_t s = 0; s < bslots; s++) {
                int64_t raw = ild(m->idx_type, m->idx, br * bslots + s);
                if (raw < 0) continue;
                int64_t bc = raw - b;
                for (int64_t i = 0; i < bs; i++)
                    for (int64_t j = 0; j < bs; j++)
                        fn(ctx, br * bs + i, bc * bs + j, (br * bs + i) * m->ell_cols + s * bs + j);
            }
        break;
    }
    default: break;
    }
}
