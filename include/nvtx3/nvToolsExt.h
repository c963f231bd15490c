/* NVTX v3 (the NVIDIA Tools Extension), written from the public NVTX C API
 * reference. NVTX is header-only: its calls do nothing unless a profiling
 * tool is injected, and none is on the CPU. So every function here is a
 * static inline that does nothing, unless FERRY_NVTX_LOG is set, in which
 * case each call appends a line to the file it names (or to stderr when it
 * is empty, "1" or "stderr"), so that a run shows the program's ranges and
 * marks. Nothing to link. C and C++; host code only, as NVTX is. */
#ifndef FERRY_NVTOOLSEXT_H
#define FERRY_NVTOOLSEXT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* Programs test NVTX_VERSION to know which API they have (3: domains,
 * registered strings, the v2 attribute structure). */
#define NVTX_VERSION 3

#define NVTX_API
#define NVTX_INLINE_STATIC __inline__ static
#define NVTX_DECLSPEC NVTX_INLINE_STATIC

#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
/* What a push or pop answers when nothing tracks the nesting. */
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

#ifdef __cplusplus
extern "C" {
#endif

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st nvtxDomainRegistration;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st nvtxStringRegistration;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;

typedef enum nvtxMessageType_t {
    NVTX_MESSAGE_UNKNOWN = 0,
    NVTX_MESSAGE_TYPE_ASCII = 1,
    NVTX_MESSAGE_TYPE_UNICODE = 2,
    NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef union nvtxMessageValue_t {
    const char *ascii;
    const wchar_t *unicode;
    nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef enum nvtxPayloadType_t {
    NVTX_PAYLOAD_UNKNOWN = 0,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
    NVTX_PAYLOAD_TYPE_INT64 = 2,
    NVTX_PAYLOAD_TYPE_DOUBLE = 3,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
    NVTX_PAYLOAD_TYPE_INT32 = 5,
    NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef struct nvtxEventAttributes_v2 {
    uint16_t version;
    uint16_t size;
    uint32_t category;
    int32_t colorType;
    uint32_t color;
    int32_t payloadType;
    int32_t reserved0;
    union payload_t {
        uint64_t ullValue;
        int64_t llValue;
        double dValue;
        uint32_t uiValue;
        int32_t iValue;
        float fValue;
    } payload;
    int32_t messageType;
    nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;

#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

/* ---- the log ------------------------------------------------------------ */

/* The nesting of push/pop ranges of the calling thread (one for all
 * domains), and the last start/end range id: one each for the whole program
 * however many sources include this header (weak definitions). */
__attribute__((weak)) __thread int __ferry_nvtx_depth;
__attribute__((weak)) uint64_t __ferry_nvtx_next_id;

static __inline__ FILE *__ferry_nvtx_log_open(void)
{
    const char *dest = getenv("FERRY_NVTX_LOG");
    if (!dest)
        return NULL;
    if (!*dest || !strcmp(dest, "1") || !strcmp(dest, "stderr"))
        return stderr;
    return fopen(dest, "a");
}

static __inline__ void __ferry_nvtx_log_close(FILE *f)
{
    if (f == stderr)
        fflush(f);
    else
        fclose(f);
}

/* One line: "nvtx: <what> [domain] <message>", indented by the depth. */
static __inline__ void __ferry_nvtx_log(const char *what, nvtxDomainHandle_t domain,
                                        const char *fmt, ...)
{
    FILE *f = __ferry_nvtx_log_open();
    if (!f)
        return;
    fprintf(f, "nvtx: %*s%s", 2 * (__ferry_nvtx_depth > 0 ? __ferry_nvtx_depth : 0), "", what);
    if (domain)
        fprintf(f, " [%s]", (const char *)domain);
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        fputc(' ', f);
        vfprintf(f, fmt, ap);
        va_end(ap);
    }
    fputc('\n', f);
    __ferry_nvtx_log_close(f);
}

static __inline__ void __ferry_nvtx_log_attr(const char *what, nvtxDomainHandle_t domain,
                                             const nvtxEventAttributes_t *a)
{
    if (!getenv("FERRY_NVTX_LOG"))
        return;
    if (!a) {
        __ferry_nvtx_log(what, domain, NULL);
        return;
    }
    char color[24] = "";
    if (a->colorType == NVTX_COLOR_ARGB)
        snprintf(color, sizeof color, " color=0x%08x", (unsigned)a->color);
    switch (a->messageType) {
    case NVTX_MESSAGE_TYPE_ASCII:
        __ferry_nvtx_log(what, domain, "%s%s", a->message.ascii ? a->message.ascii : "", color);
        break;
    case NVTX_MESSAGE_TYPE_UNICODE:
        __ferry_nvtx_log(what, domain, "%ls%s", a->message.unicode ? a->message.unicode : L"", color);
        break;
    case NVTX_MESSAGE_TYPE_REGISTERED:
        __ferry_nvtx_log(what, domain, "%s%s",
                         a->message.registered ? (const char *)a->message.registered : "", color);
        break;
    default: __ferry_nvtx_log(what, domain, "%s", color[0] ? color + 1 : ""); break;
    }
}

/* ---- the API ------------------------------------------------------------ */

NVTX_DECLSPEC void NVTX_API nvtxInitialize(const void *reserved) { (void)reserved; }

NVTX_DECLSPEC void NVTX_API nvtxMarkEx(const nvtxEventAttributes_t *eventAttrib)
{
    __ferry_nvtx_log_attr("mark", NULL, eventAttrib);
}
NVTX_DECLSPEC void NVTX_API nvtxMarkA(const char *message) { __ferry_nvtx_log("mark", NULL, "%s", message); }
NVTX_DECLSPEC void NVTX_API nvtxMarkW(const wchar_t *message) { __ferry_nvtx_log("mark", NULL, "%ls", message); }

/* Start/end ranges may overlap and cross threads: each has an id. */
NVTX_DECLSPEC nvtxRangeId_t NVTX_API nvtxRangeStartEx(const nvtxEventAttributes_t *eventAttrib)
{
    nvtxRangeId_t id = __atomic_add_fetch(&__ferry_nvtx_next_id, 1, __ATOMIC_RELAXED);
    char what[40];
    snprintf(what, sizeof what, "start %llu", (unsigned long long)id);
    __ferry_nvtx_log_attr(what, NULL, eventAttrib);
    return id;
}
NVTX_DECLSPEC nvtxRangeId_t NVTX_API nvtxRangeStartA(const char *message)
{
    nvtxRangeId_t id = __atomic_add_fetch(&__ferry_nvtx_next_id, 1, __ATOMIC_RELAXED);
    __ferry_nvtx_log("start", NULL, "%llu %s", (unsigned long long)id, message);
    return id;
}
NVTX_DECLSPEC nvtxRangeId_t NVTX_API nvtxRangeStartW(const wchar_t *message)
{
    nvtxRangeId_t id = __atomic_add_fetch(&__ferry_nvtx_next_id, 1, __ATOMIC_RELAXED);
    __ferry_nvtx_log("start", NULL, "%llu %ls", (unsigned long long)id, message);
    return id;
}
NVTX_DECLSPEC void NVTX_API nvtxRangeEnd(nvtxRangeId_t id)
{
    __ferry_nvtx_log("end", NULL, "%llu", (unsigned long long)id);
}

/* Push/pop ranges nest per thread; push answers the level of the new range,
 * pop the level of the one it ended, and a pop with none open -1. */
NVTX_DECLSPEC int NVTX_API nvtxRangePushEx(const nvtxEventAttributes_t *eventAttrib)
{
    __ferry_nvtx_log_attr("push", NULL, eventAttrib);
    return __ferry_nvtx_depth++;
}
NVTX_DECLSPEC int NVTX_API nvtxRangePushA(const char *message)
{
    __ferry_nvtx_log("push", NULL, "%s", message);
    return __ferry_nvtx_depth++;
}
NVTX_DECLSPEC int NVTX_API nvtxRangePushW(const wchar_t *message)
{
    __ferry_nvtx_log("push", NULL, "%ls", message);
    return __ferry_nvtx_depth++;
}
NVTX_DECLSPEC int NVTX_API nvtxRangePop(void)
{
    if (__ferry_nvtx_depth <= 0)
        return -1;
    --__ferry_nvtx_depth;
    __ferry_nvtx_log("pop", NULL, NULL);
    return __ferry_nvtx_depth;
}

NVTX_DECLSPEC void NVTX_API nvtxNameCategoryA(uint32_t category, const char *name)
{
    __ferry_nvtx_log("name category", NULL, "%u %s", (unsigned)category, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameCategoryW(uint32_t category, const wchar_t *name)
{
    __ferry_nvtx_log("name category", NULL, "%u %ls", (unsigned)category, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameOsThreadA(uint32_t threadId, const char *name)
{
    __ferry_nvtx_log("name thread", NULL, "%u %s", (unsigned)threadId, name);
}
NVTX_DECLSPEC void NVTX_API nvtxNameOsThreadW(uint32_t threadId, const wchar_t *name)
{
    __ferry_nvtx_log("name thread", NULL, "%u %ls", (unsigned)threadId, name);
}

/* ---- domains and registered strings ------------------------------------ */
/* A domain handle and a registered string handle are each a copy of their
 * name (a NULL domain is the default one). Domains are freed by
 * nvtxDomainDestroy; registered strings live as long as the program, as
 * the API says. */
/* strdup is POSIX, not C99. */
static __inline__ char *__ferry_nvtx_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = (char *)malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}
static __inline__ char *__ferry_nvtx_wcs_to_mbs(const wchar_t *w)
{
    size_t n = wcstombs(NULL, w, 0);
    if (n == (size_t)-1)
        return NULL;
    char *s = (char *)malloc(n + 1);
    if (s)
        wcstombs(s, w, n + 1);
    return s;
}

NVTX_DECLSPEC nvtxDomainHandle_t NVTX_API nvtxDomainCreateA(const char *name)
{
    __ferry_nvtx_log("domain create", NULL, "%s", name);
    return (nvtxDomainHandle_t)__ferry_nvtx_strdup(name ? name : "");
}
NVTX_DECLSPEC nvtxDomainHandle_t NVTX_API nvtxDomainCreateW(const wchar_t *name)
{
    __ferry_nvtx_log("domain create", NULL, "%ls", name);
    return (nvtxDomainHandle_t)__ferry_nvtx_wcs_to_mbs(name ? name : L"");
}
NVTX_DECLSPEC void NVTX_API nvtxDomainDestroy(nvtxDomainHandle_t domain)
{
    __ferry_nvtx_log("domain destroy", domain, NULL);
    free(domain);
}
NVTX_DECLSPEC nvtxStringHandle_t NVTX_API nvtxDomainRegisterStringA(nvtxDomainHandle_t domain,
                                                                   const char *string)
{
    (void)domain;
    return (nvtxStringHandle_t)__ferry_nvtx_strdup(string ? string : "");
}
NVTX_DECLSPEC nvtxStringHandle_t NVTX_API nvtxDomainRegisterStringW(nvtxDomainHandle_t domain,
                                                                   const wchar_t *string)
{
    (void)domain;
    return (nvtxStringHandle_t)__ferry_nvtx_wcs_to_mbs(string ? string : L"");
}
NVTX_DECLSPEC void NVTX_API nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category,
                                                    const char *name)
{
    __ferry_nvtx_log("name category", domain, "%u %s", (unsigned)category, name);
}
NVTX_DECLSPEC void NVTX_API nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category,
                                                    const wchar_t *name)
{
    __ferry_nvtx_log("name category", domain, "%u %ls", (unsigned)category, name);
}
NVTX_DECLSPEC void NVTX_API nvtxDomainMarkEx(nvtxDomainHandle_t domain,
                                             const nvtxEventAttributes_t *eventAttrib)
{
    __ferry_nvtx_log_attr("mark", domain, eventAttrib);
}
NVTX_DECLSPEC nvtxRangeId_t NVTX_API nvtxDomainRangeStartEx(nvtxDomainHandle_t domain,
                                                            const nvtxEventAttributes_t *eventAttrib)
{
    nvtxRangeId_t id = __atomic_add_fetch(&__ferry_nvtx_next_id, 1, __ATOMIC_RELAXED);
    char what[40];
    snprintf(what, sizeof what, "start %llu", (unsigned long long)id);
    __ferry_nvtx_log_attr(what, domain, eventAttrib);
    return id;
}
NVTX_DECLSPEC void NVTX_API nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id)
{
    __ferry_nvtx_log("end", domain, "%llu", (unsigned long long)id);
}
NVTX_DECLSPEC int NVTX_API nvtxDomainRangePushEx(nvtxDomainHandle_t domain,
                                                 const nvtxEventAttributes_t *eventAttrib)
{
    __ferry_nvtx_log_attr("push", domain, eventAttrib);
    return __ferry_nvtx_depth++;
}
NVTX_DECLSPEC int NVTX_API nvtxDomainRangePop(nvtxDomainHandle_t domain)
{
    if (__ferry_nvtx_depth <= 0)
        return -1;
    --__ferry_nvtx_depth;
    __ferry_nvtx_log("pop", domain, NULL);
    return __ferry_nvtx_depth;
}

#ifdef __cplusplus
}
#endif

#endif
