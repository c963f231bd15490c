/* Sorting the indices of COO, CSR and CSC matrices, carrying a
 * permutation that the user applies to the values with cusparseGather.
 * The buffer holds the keys being sorted and copies of the arrays. */
#include "internal.h"

struct key {
    int64_t k; /* major index << 32 | minor index */
    int64_t pos;
};

static int cmp_key(const void *a, const void *b)
{
    const struct key *x = a, *y = b;
    if (x->k != y->k) return (x->k > y->k) - (x->k < y->k);
    return (x->pos > y->pos) - (x->pos < y->pos);
}

struct sort_job {
    int nnz, outer;
    const int *ptr; /* CSR/CSC offsets, or NULL for COO */
    int *major, *minor, *P;
    int base;
    struct key *keys;
    int *copy;
};

/* COO: sort (major, minor) pairs over the whole array.  CSR/CSC: sort the
 * minor indices within each row (column) of ptr. */
static void sort_run(void *p)
{
    const struct sort_job *j = p;
    int n = j->nnz;
    if (!j->ptr) {
        for (int k = 0; k < n; k++)
            j->keys[k] = (struct key){(int64_t)j->major[k] << 32 | (uint32_t)j->minor[k], k};
        qsort(j->keys, (size_t)n, sizeof *j->keys, cmp_key);
    } else {
        for (int k = 0; k < n; k++) j->keys[k] = (struct key){(uint32_t)j->minor[k], k};
        for (int r = 0; r < j->outer; r++) {
            int s = j->ptr[r] - j->base, e = j->ptr[r + 1] - j->base;
            qsort(j->keys + s, (size_t)(e - s), sizeof *j->keys, cmp_key);
        }
    }
    int *arrays[3] = {j->ptr ? NULL : j->major, j->minor, j->P};
    for (int a = 0; a < 3; a++) {
        if (!arrays[a]) continue;
        memcpy(j->copy, arrays[a], (size_t)n * sizeof(int));
        for (int k = 0; k < n; k++) arrays[a][k] = j->copy[j->keys[k].pos];
    }
}

static size_t buffer_bytes(int nnz) { return (size_t)(nnz > 0 ? nnz : 1) * (sizeof(struct key) + sizeof(int)) + 64; }

static cusparseStatus_t sort(cusparseHandle_t h, int m, int n, int nnz, const int *ptr, int outer, int *major,
                             int *minor, int *P, int base, void *buf)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && n >= 0 && nnz >= 0 && buf && (nnz == 0 || (minor && P && (ptr || major))));
    struct sort_job *j = malloc(sizeof *j);
    if (j) *j = (struct sort_job){nnz, outer, ptr, major, minor, P, base, buf, (int *)((struct key *)buf + nnz)};
    return sp_enqueue(h, sort_run, j);
}

struct identity_job {
    int n;
    int *p;
};

static void identity_run(void *p)
{
    const struct identity_job *j = p;
    for (int i = 0; i < j->n; i++) j->p[i] = i;
}

cusparseStatus_t cusparseCreateIdentityPermutation(cusparseHandle_t h, int n, int *p)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(n >= 0 && (p || n == 0));
    struct identity_job *j = malloc(sizeof *j);
    if (j) *j = (struct identity_job){n, p};
    return sp_enqueue(h, identity_run, j);
}

cusparseStatus_t cusparseXcoosort_bufferSizeExt(cusparseHandle_t h, int m, int n, int nnz, const int *rows,
                                                const int *cols, size_t *size)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && n >= 0 && nnz >= 0 && size && (nnz == 0 || (rows && cols)));
    *size = buffer_bytes(nnz);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t h, int m, int n, int nnz, int *rows, int *cols, int *P,
                                       void *buf)
{
    return sort(h, m, n, nnz, NULL, 0, rows, cols, P, 0, buf);
}
cusparseStatus_t cusparseXcoosortByColumn(cusparseHandle_t h, int m, int n, int nnz, int *rows, int *cols, int *P,
                                          void *buf)
{
    return sort(h, m, n, nnz, NULL, 0, cols, rows, P, 0, buf);
}

cusparseStatus_t cusparseXcsrsort_bufferSizeExt(cusparseHandle_t h, int m, int n, int nnz, const int *ptr,
                                                const int *ind, size_t *size)
{
    SP_CHECK_HANDLE(h);
    SP_CHECK(m >= 0 && n >= 0 && nnz >= 0 && size && (m == 0 || ptr) && (nnz == 0 || ind));
    *size = buffer_bytes(nnz);
    return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseXcsrsort(cusparseHandle_t h, int m, int n, int nnz, const cusparseMatDescr_t d,
                                  const int *ptr, int *ind, int *P, void *buf)
{
    SP_CHECK(d && (m == 0 || ptr));
    return sort(h, m, n, nnz, ptr, m, NULL, ind, P, d->base, buf);
}
cusparseStatus_t cusparseXcscsort_bufferSizeExt(cusparseHandle_t h, int m, int n, int nnz, const int *ptr,
                                                const int *ind, size_t *size)
{
    return cusparseXcsrsort_bufferSizeExt(h, n, m, nnz, ptr, ind, size);
}
cusparseStatus_t cusparseXcscsort(cusparseHandle_t h, int m, int n, int nnz, const cusparseMatDescr_t d,
                                  const int *ptr, int *ind, int *P, void *buf)
{
    SP_CHECK(d && (n == 0 || ptr));
    return sort(h, m, n, nnz, ptr, n, NULL, ind, P, d->base, buf);
}
