/* The CPU device's modules: a Ferry loadable module (ferry_abi.h,
 * FERRY_LOADABLE_SYMBOL) is a shared object of the host's machine.  Each
 * load is a new instance with its own variables, as each cuModuleLoad is
 * in CUDA: the image goes to an anonymous memfd (a private temporary
 * file where that fails), is dlopen'ed from there, and the fd stays open
 * while the module is loaded so that its /proc/self/fd name is not reused
 * by another module that the dynamic loader would take for this one.  The
 * module calls the runtime only through import slots, filled here. */
#include <dlfcn.h>
#include <elf.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "runtime.h"

#if defined(__x86_64__)
#define HOST_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define HOST_MACHINE EM_AARCH64
#elif defined(__riscv)
#define HOST_MACHINE EM_RISCV
#elif defined(__powerpc64__)
#define HOST_MACHINE EM_PPC64
#endif

/* The runtime's entry points a module may import, by name. */
static const struct {
    const char *name;
    void *fn;
} entry_points[] = {
    {"__ferry_vprintf", (void *)__ferry_vprintf},
    {"__ferry_assert_fail", (void *)__ferry_assert_fail},
    {"__ferry_barrier_step", (void *)__ferry_barrier_step},
    {"__ferry_sync_exchange", (void *)__ferry_sync_exchange},
    {"__ferry_grid_is_valid", (void *)__ferry_grid_is_valid},
    {"__ferry_globaltimer", (void *)__ferry_globaltimer},
    {"__ferry_space_of", (void *)__ferry_space_of},
    {"__ferry_local_memory", (void *)__ferry_local_memory},
};

/* Appends to the caller's message buffer (NUL-terminated, size bytes). */
__attribute__((format(printf, 2, 3))) static void say(ferry_dev_why *why, const char *fmt, ...)
{
    if (!why || !why->buf || why->size == 0)
        return;
    size_t used = strlen(why->buf);
    if (used + 1 >= why->size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why->buf + used, why->size - used, fmt, ap);
    va_end(ap);
}

static void *entry_point(const char *name)
{
    for (size_t i = 0; name && i < sizeof entry_points / sizeof entry_points[0]; i++)
        if (strcmp(entry_points[i].name, name) == 0)
            return entry_points[i].fn;
    return NULL;
}

/* Math functions in device code are libm's; a program need not have libm
 * loaded, so make it part of the global scope the module binds against.
 * The same for libgcc_s: code for CPUs without F16C (the x86-64-v2 variant
 * of a portable module) converts halves with its __extendhfsf2 & co., and a
 * module that cannot bind them would not load on any CPU. */
static void load_libm(void)
{
    dlopen("libm.so.6", RTLD_NOW | RTLD_GLOBAL);
    dlopen("libgcc_s.so.1", RTLD_NOW | RTLD_GLOBAL);
}

static bool header_ok(const void *elf, size_t len, ferry_dev_why *log)
{
    const Elf64_Ehdr *eh = elf;
    const unsigned char *id = elf;
    if (len < sizeof *eh || id[EI_CLASS] != ELFCLASS64 || eh->e_type != ET_DYN) {
        say(log, "not a Ferry loadable module (a 64-bit shared object)\n");
        return false;
    }
#ifdef HOST_MACHINE
    if (eh->e_machine != HOST_MACHINE) {
        say(log, "the module is for another machine (ELF machine %u)\n", eh->e_machine);
        return false;
    }
#endif
    return true;
}

/* A private temporary file for systems without memfd_create or /proc. */
static void *open_via_tmpfile(const void *elf, size_t len, ferry_dev_why *log)
{
    const char *dir = getenv("TMPDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/ferry-module-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    if (fd < 0) {
        say(log, "cannot make a temporary file for the module\n");
        return NULL;
    }
    bool ok = write(fd, elf, len) == (ssize_t)len;
    close(fd);
    void *dl = ok ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (ok && !dl)
        say(log, "%s\n", dlerror());
    unlink(path);
    return dl;
}

static void *open_image(const void *elf, size_t len, int *fd_out, ferry_dev_why *log)
{
    *fd_out = -1;
    int fd = memfd_create("ferry-module", MFD_CLOEXEC);
    if (fd < 0)
        return open_via_tmpfile(elf, len, log);
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, (const char *)elf + done, len - done);
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    void *dl = NULL;
    if (done == len && access(path, R_OK) == 0) {
        dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (!dl)
            say(log, "%s\n", dlerror());
    } else if (done == len) {
        close(fd);
        return open_via_tmpfile(elf, len, log);
    }
    if (dl)
        *fd_out = fd;
    else
        close(fd);
    return dl;
}

static bool desc_ok(const ferry_module_desc *d, ferry_dev_why *log)
{
    if (d->abi_version != FERRY_ABI_VERSION) {
        say(log, "module ABI version %u, this runtime needs %u\n", d->abi_version,
                           FERRY_ABI_VERSION);
        return false;
    }
    if ((d->num_kernels && !d->kernels) || (d->num_vars && !d->vars) || (d->num_imports && !d->imports)) {
        say(log, "malformed module descriptor\n");
        return false;
    }
    for (uint32_t i = 0; i < d->num_kernels; i++) {
        if (!d->kernels[i].name || !d->kernels[i].run_block) {
            say(log, "malformed kernel entry %u\n", i);
            return false;
        }
    }
    return true;
}

static bool fill_imports(const ferry_module_desc *d, ferry_dev_why *log)
{
    for (uint32_t i = 0; i < d->num_imports; i++) {
        void *fn = entry_point(d->imports[i].name);
        if (!fn || !d->imports[i].slot) {
            say(log, "the module imports '%s', which this runtime does not have\n",
                               d->imports[i].name ? d->imports[i].name : "(null)");
            return false;
        }
        *d->imports[i].slot = fn;
    }
    return true;
}

bool ferry_dev_module_load(const void *elf, size_t len, ferry_dev_module *out, ferry_dev_why *log)
{
    static pthread_once_t libm_once = PTHREAD_ONCE_INIT;
    if (!header_ok(elf, len, log))
        return false;
    pthread_once(&libm_once, load_libm);
    int fd;
    void *dl = open_image(elf, len, &fd, log);
    if (!dl)
        return false;
    char variant[96];
    snprintf(variant, sizeof variant, "%s.%s", FERRY_LOADABLE_SYMBOL, ferry_cpu_variant());
    const ferry_module_desc *d = dlsym(dl, variant);
    if (!d)
        d = dlsym(dl, FERRY_LOADABLE_SYMBOL);
    if (!d)
        say(log, "the shared object has no %s\n", FERRY_LOADABLE_SYMBOL);
    if (!d || !desc_ok(d, log) || !fill_imports(d, log)) {
        dlclose(dl);
        if (fd >= 0)
            close(fd);
        return false;
    }
    *out = (ferry_dev_module){dl, fd, d};
    return true;
}

void ferry_dev_module_unload(ferry_dev_module *l)
{
    if (l->impl)
        dlclose(l->impl);
    if (l->fd >= 0)
        close(l->fd);
    *l = (ferry_dev_module){NULL, -1, NULL};
}

void *ferry_dev_module_symbol(const ferry_dev_module *m, const char *name)
{
    return m->impl && name ? dlsym(m->impl, name) : NULL;
}
