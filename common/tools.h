/* What more than one of Ferry's libraries needs to run Ferry's own tools
 * and keep what they make: the driver API's PTX loading (runtime/) and
 * NVRTC (libs/nvrtc/) both compile this room's files in, so neither
 * library depends on the other.  Both build with hidden visibility: each
 * shared object keeps its own copy and exports none of it. */
#ifndef FERRY_COMMON_TOOLS_H
#define FERRY_COMMON_TOOLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- tools.c ---- */
/* The install tree holding bin/nvcc and bin/ferry-lower: $FERRY_HOME, else
 * the directory above the lib64/ that holds the shared object containing
 * `anchor`, else the install prefix or the build tree this was built for
 * (FERRY_INSTALL_HOME, FERRY_BUILD_HOME: a program linked with a static
 * library cannot tell where the library came from). */
bool ferry_tool_home(const void *anchor, char *out, size_t n);
/* Runs argv (in dir, unless NULL) with stdin from /dev/null and stdout and
 * stderr to log_path; its exit status, 128 + the signal that ended it, or
 * -1 when it could not run.  The program's own NVCC_PREPEND_FLAGS and
 * NVCC_APPEND_FLAGS are for its build, not for what it compiles at run
 * time, so the tool does not see them. */
int ferry_tool_run(char *const argv[], const char *dir, const char *log_path);

/* ---- cache.c ---- */
/* A cache key: two 64-bit hashes (FNV-1a and sdbm) of the same bytes,
 * written as 32 hex digits. */
#define FERRY_KEY_LEN 32
typedef struct ferry_hash {
    uint64_t fnv, sdbm;
} ferry_hash;

ferry_hash ferry_hash_start(void);
void ferry_hash_mix(ferry_hash *h, const void *data, size_t n);
/* A string and its NUL, so that fields cannot run into each other. */
void ferry_hash_str(ferry_hash *h, const char *s);
void ferry_hash_hex(const ferry_hash *h, char out[FERRY_KEY_LEN + 1]);

/* The host CPU's model as /proc/cpuinfo names it (or uname's machine):
 * code compiled for this CPU is keyed by it. */
const char *ferry_cpu_model(void);

/* The cache directory: $FERRY_CACHE_DIR/env_sub, $XDG_CACHE_HOME/ferry/sub
 * or ~/.cache/ferry/sub (env_sub may be ""); made with its parents when
 * `make`.  False when there is none or FERRY_DISABLE_CACHE is set. */
bool ferry_cache_dir(const char *env_sub, const char *sub, bool make, char *out, size_t n);
/* Writes a file whole under a temporary name and renames it into place, so
 * that a reader never sees half of it. */
bool ferry_cache_write(const char *path, const void *data, size_t len);

#endif
