/* Reading named sections out of ELF relocatable objects and ar archives of
 * them, for the device link: it needs the relocatable device code that
 * `nvcc -dc` left in each object, wherever the user's build put it. */
#include "lower.h"

#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int read_file(const char *path, unsigned char **data, size_t *size, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open", path);
        return -1;
    }
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            unsigned char *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    bool bad = ferror(f) || !buf;
    fclose(f);
    if (bad) {
        free(buf);
        snprintf(err, errlen, "%s: cannot read", path);
        return -1;
    }
    *data = buf;
    *size = n;
    return 0;
}

static bool wanted(const char *name, const char *const *names)
{
    for (size_t i = 0; names[i]; i++)
        if (strcmp(name, names[i]) == 0)
            return true;
    return false;
}

/* Anything that is not a 64-bit little-endian ELF object (a shared library,
 * a text file in an archive) holds no device code and is skipped. */
static int elf_sections(const unsigned char *p, size_t size, const char *origin,
                        const char *const *names, ferry_section_fn fn, void *ctx)
{
    if (size < sizeof(Elf64_Ehdr) || memcmp(p, ELFMAG, SELFMAG) != 0
        || p[EI_CLASS] != ELFCLASS64 || p[EI_DATA] != ELFDATA2LSB)
        return 0;
    Elf64_Ehdr eh;
    memcpy(&eh, p, sizeof eh);
    if (eh.e_type != ET_REL || eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shstrndx >= eh.e_shnum
        || eh.e_shoff > size || (size - eh.e_shoff) / sizeof(Elf64_Shdr) < eh.e_shnum)
        return 0;
    Elf64_Shdr strs;
    memcpy(&strs, p + eh.e_shoff + eh.e_shstrndx * sizeof(Elf64_Shdr), sizeof strs);
    if (strs.sh_offset > size || strs.sh_size > size - strs.sh_offset)
        return 0;
    for (unsigned i = 1; i < eh.e_shnum; i++) {
        Elf64_Shdr sh;
        memcpy(&sh, p + eh.e_shoff + i * sizeof(Elf64_Shdr), sizeof sh);
        if (sh.sh_name >= strs.sh_size || sh.sh_type == SHT_NOBITS)
            continue;
        const char *name = (const char *)p + strs.sh_offset + sh.sh_name;
        if (!memchr(name, 0, strs.sh_size - sh.sh_name) || !wanted(name, names))
            continue;
        if (sh.sh_offset > size || sh.sh_size > size - sh.sh_offset)
            continue;
        if (fn(ctx, name, p + sh.sh_offset, sh.sh_size, origin))
            return -1;
    }
    return 0;
}

/* ar format: "!<arch>\n", then members, each a 60-byte header (the size
 * in decimal at offset 48) and its data padded to an even length. */
static int archive_sections(const unsigned char *p, size_t size, const char *path,
                            const char *const *names, ferry_section_fn fn, void *ctx)
{
    size_t off = 8;
    for (unsigned member = 0; off + 60 <= size; member++) {
        char field[11];
        memcpy(field, p + off + 48, 10);
        field[10] = 0;
        char *end;
        unsigned long long n = strtoull(field, &end, 10);
        off += 60;
        if (end == field || n > size - off)
            break;
        char origin[4096];
        snprintf(origin, sizeof origin, "%s(member %u)", path, member);
        if (elf_sections(p + off, n, origin, names, fn, ctx))
            return -1;
        off += n + (n & 1);
    }
    return 0;
}

int ferry_read_sections(const char *path, const char *const *names, ferry_section_fn fn, void *ctx,
                        char *err, size_t errlen)
{
    unsigned char *p;
    size_t size;
    if (read_file(path, &p, &size, err, errlen))
        return -1;
    int rc;
    if (size >= 8 && memcmp(p, "!<thin>\n", 8) == 0) {
        snprintf(err, errlen, "%s: thin archives are not supported by the device link", path);
        rc = -1;
    } else if (size >= 8 && memcmp(p, "!<arch>\n", 8) == 0) {
        rc = archive_sections(p, size, path, names, fn, ctx);
    } else {
        rc = elf_sections(p, size, path, names, fn, ctx);
    }
    if (rc && !err[0])
        snprintf(err, errlen, "%s: bad device code record", path);
    free(p);
    return rc;
}
