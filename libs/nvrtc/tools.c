/* Finding Ferry's nvcc (as the driver API finds it for PTX, through
 * common/tools.c) and the files of a compile. */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>

#include "nvrtc_internal.h"
#include "tools.h"

bool nvrtc_find_home(char *out, size_t n)
{
    return ferry_tool_home((const void *)nvrtc_find_home, out, n);
}

bool nvrtc_read_file(const char *path, nvrtc_buf *out)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    nvrtc_buf b = {NULL, 0};
    char chunk[65536];
    size_t got;
    bool ok = nvrtc_buf_append(&b, "", 0);
    while (ok && (got = fread(chunk, 1, sizeof chunk, f)) > 0)
        ok = nvrtc_buf_append(&b, chunk, got);
    ok = ok && !ferror(f);
    fclose(f);
    if (!ok) {
        nvrtc_buf_free(&b);
        return false;
    }
    *out = b;
    return true;
}

bool nvrtc_write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

bool nvrtc_make_workdir(char *out, size_t n)
{
    const char *tmp = getenv("TMPDIR");
    int len = snprintf(out, n, "%s/ferry-nvrtc-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    return len > 0 && (size_t)len < n && mkdtemp(out) != NULL;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

void nvrtc_remove_tree(const char *dir)
{
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}
