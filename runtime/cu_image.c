/* What a module image is (a Ferry loadable module, PTX text, or neither),
 * how long an ELF image is when only its address is given, and the file
 * and log helpers of loading. */
#include <ctype.h>
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cu_internal.h"

void ferry_cu_log_error(ferry_cu_log *log, const char *fmt, ...)
{
    if (!log)
        return;
    size_t used = strlen(log->error);
    if (used + 1 >= sizeof log->error)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(log->error + used, sizeof log->error - used, fmt, ap);
    va_end(ap);
}

/* Skips blanks and // and slash-star comments. */
static const char *skip_blanks(const char *s)
{
    for (;;) {
        while (isspace((unsigned char)*s))
            s++;
        if (s[0] == '/' && s[1] == '/') {
            s += strcspn(s, "\n");
        } else if (s[0] == '/' && s[1] == '*') {
            const char *end = strstr(s + 2, "*/");
            if (!end)
                return s + strlen(s);
            s = end + 2;
        } else {
            return s;
        }
    }
}

enum ferry_image_kind ferry_cu_image_kind(const void *image)
{
    const unsigned char *b = image;
    if (b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F')
        return FERRY_IMAGE_ELF;
    /* PTX is text: only look for ".entry" in what starts like text, so
     * that a binary without a NUL is not read past its end. */
    const char *s = skip_blanks(image);
    if (strncmp(s, ".version", 8) == 0)
        return FERRY_IMAGE_PTX;
    if (isprint((unsigned char)*s) && strstr(s, ".entry"))
        return FERRY_IMAGE_PTX;
    return FERRY_IMAGE_UNKNOWN;
}

static size_t max_size(size_t a, size_t b)
{
    return a > b ? a : b;
}

/* The end of the last thing the headers place in the file: the program and
 * section header tables and every section with contents. */
size_t ferry_cu_elf_size(const void *image)
{
    const unsigned char *b = image;
    const Elf64_Ehdr *eh = image;
    if (ferry_cu_image_kind(image) != FERRY_IMAGE_ELF || b[EI_CLASS] != ELFCLASS64)
        return 0;
    size_t end = sizeof *eh;
    if (eh->e_phnum)
        end = max_size(end, eh->e_phoff + (size_t)eh->e_phnum * eh->e_phentsize);
    if (eh->e_shnum)
        end = max_size(end, eh->e_shoff + (size_t)eh->e_shnum * eh->e_shentsize);
    for (unsigned i = 0; i < eh->e_phnum && eh->e_phentsize >= sizeof(Elf64_Phdr); i++) {
        const Elf64_Phdr *ph = (const void *)(b + eh->e_phoff + (size_t)i * eh->e_phentsize);
        end = max_size(end, ph->p_offset + ph->p_filesz);
    }
    for (unsigned i = 0; i < eh->e_shnum && eh->e_shentsize >= sizeof(Elf64_Shdr); i++) {
        const Elf64_Shdr *sh = (const void *)(b + eh->e_shoff + (size_t)i * eh->e_shentsize);
        if (sh->sh_type != SHT_NOBITS)
            end = max_size(end, sh->sh_offset + sh->sh_size);
    }
    return end;
}

CUresult ferry_cu_read_file(const char *path, ferry_cu_bytes *out)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return errno == ENOENT || errno == ENOTDIR ? CUDA_ERROR_FILE_NOT_FOUND : CUDA_ERROR_INVALID_VALUE;
    CUresult r = CUDA_SUCCESS;
    size_t cap = 1 << 16, len = 0;
    unsigned char *data = malloc(cap);
    while (data) {
        len += fread(data + len, 1, cap - len - 1, f);
        if (len < cap - 1)
            break;
        unsigned char *more = realloc(data, cap * 2);
        if (!more) {
            free(data);
            data = NULL;
            break;
        }
        data = more;
        cap *= 2;
    }
    if (!data)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else if (ferror(f))
        r = CUDA_ERROR_INVALID_VALUE;
    fclose(f);
    if (r != CUDA_SUCCESS) {
        free(data);
        return r;
    }
    data[len] = 0;
    *out = (ferry_cu_bytes){data, len};
    return CUDA_SUCCESS;
}

bool ferry_cu_write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, len, f) == len;
    return fclose(f) == 0 && ok;
}

CUresult ferry_cu_load_image(const void *image, size_t len, ferry_dev_module *out, ferry_cu_log *log)
{
    size_t used = log ? strlen(log->error) : 0;
    ferry_dev_why why = {log ? log->error + used : NULL, log ? sizeof log->error - used : 0};
    return ferry_dev_module_load(image, len, out, &why) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_IMAGE;
}
