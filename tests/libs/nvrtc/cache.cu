// The compile cache: the same program compiled again is answered from
// $FERRY_CACHE_DIR/nvrtc with the same PTX, log and lowered names; a
// changed header or option is another entry; a damaged entry is only a
// miss; compiles reading -I directories are not cached; the module of a
// cached compile for sm_XX is cached beside it; FERRY_DISABLE_CACHE turns
// it off.
// NVCC-FLAGS: -lnvrtc -lcuda
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <nvrtc.h>
#include <string>
#include <unistd.h>

#include "../../cuda/tally.h"

static std::string dir;

static int entries()
{
    DIR *d = opendir((dir + "/nvrtc").c_str());
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        n += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return n;
}

static const char *source = "#include \"k.h\"\n"
                            "template <int N> __global__ void fill(int *p) { p[threadIdx.x] = N + K; }\n";

struct result {
    nvrtcResult r;
    std::string ptx, lowered, cubin;
};

static result compile(const char *header, const char *opt, const char *arch = "-arch=compute_70")
{
    result out;
    nvrtcProgram p;
    const char *names[] = {"k.h"};
    nvrtcCreateProgram(&p, source, "fill.cu", 1, &header, names);
    nvrtcAddNameExpression(p, "fill<7>");
    const char *opts[] = {arch, opt};
    out.r = nvrtcCompileProgram(p, opt ? 2 : 1, opts);
    size_t n = 0;
    if (out.r == NVRTC_SUCCESS && nvrtcGetPTXSize(p, &n) == NVRTC_SUCCESS) {
        out.ptx.resize(n);
        nvrtcGetPTX(p, &out.ptx[0]);
        const char *l = NULL;
        if (nvrtcGetLoweredName(p, "fill<7>", &l) == NVRTC_SUCCESS)
            out.lowered = l;
        if (nvrtcGetCUBINSize(p, &n) == NVRTC_SUCCESS && n) {
            out.cubin.resize(n);
            nvrtcGetCUBIN(p, &out.cubin[0]);
        }
    }
    nvrtcDestroyProgram(&p);
    return out;
}

int main()
{
    char tmp[] = "/tmp/nvrtc-cache-XXXXXX";
    CHECK(mkdtemp(tmp) != NULL);
    dir = tmp;
    setenv("FERRY_CACHE_DIR", tmp, 1);
    unsetenv("FERRY_DISABLE_CACHE");

    result first = compile("#define K 1\n", NULL);
    CHECK(first.r == NVRTC_SUCCESS);
    CHECK(first.lowered == "_Z4fillILi7EEvPi");
    CHECK(entries() == 1);
    result again = compile("#define K 1\n", NULL);
    CHECK(again.r == NVRTC_SUCCESS);
    CHECK(again.ptx == first.ptx);
    CHECK(again.lowered == first.lowered);
    CHECK(entries() == 1);

    result other = compile("#define K 2\n", NULL); // another header: another entry
    CHECK(other.r == NVRTC_SUCCESS);
    CHECK(other.ptx != first.ptx);
    CHECK(entries() == 2);
    CHECK(compile("#define K 1\n", "-DUNUSED").r == NVRTC_SUCCESS); // another option
    CHECK(entries() == 3);
    CHECK(compile("#define K 1\n", "-I/nonexistent-dir").r == NVRTC_SUCCESS); // not cached
    CHECK(entries() == 3);

    // Damaged entries are misses: the compile runs again and rewrites them.
    DIR *d = opendir((dir + "/nvrtc").c_str());
    for (struct dirent *e; d && (e = readdir(d));)
        if (e->d_name[0] != '.') {
            FILE *f = fopen((dir + "/nvrtc/" + e->d_name).c_str(), "w");
            if (f) {
                fputs("FERRY-NVRTC 1\n999999\nshort", f);
                fclose(f);
            }
        }
    if (d)
        closedir(d);
    result fresh = compile("#define K 1\n", NULL);
    CHECK(fresh.r == NVRTC_SUCCESS);
    CHECK(fresh.ptx == first.ptx);
    CHECK(fresh.lowered == first.lowered);

    // A real architecture: the module is cached too, and damaged is a miss.
    result real = compile("#define K 1\n", NULL, "-arch=sm_70");
    CHECK(real.r == NVRTC_SUCCESS);
    CHECK(real.cubin.size() > 4 && real.cubin.compare(0, 4, "\177ELF") == 0);
    CHECK(entries() == 5);
    result real2 = compile("#define K 1\n", NULL, "-arch=sm_70");
    CHECK(real2.cubin == real.cubin);
    CHECK(entries() == 5);
    d = opendir((dir + "/nvrtc").c_str());
    for (struct dirent *e; d && (e = readdir(d));)
        if (strstr(e->d_name, ".so")) {
            FILE *f = fopen((dir + "/nvrtc/" + e->d_name).c_str(), "w");
            if (f) {
                fputs("not a module", f);
                fclose(f);
            }
        }
    if (d)
        closedir(d);
    result real3 = compile("#define K 1\n", NULL, "-arch=sm_70");
    CHECK(real3.cubin.size() > 4 && real3.cubin.compare(0, 4, "\177ELF") == 0);

    // Turned off: nothing new is written.
    setenv("FERRY_DISABLE_CACHE", "1", 1);
    CHECK(compile("#define K 3\n", NULL).r == NVRTC_SUCCESS);
    CHECK(entries() == 5);

    std::string rm = "rm -rf " + dir;
    CHECK(system(rm.c_str()) == 0);
    if (failures)
        return 1;
    printf("PASS\n");
    return 0;
}
