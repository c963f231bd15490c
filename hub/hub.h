/* The hub stage: what every device module needs once it is hub IR
 * (NVPTX-flavoured LLVM IR, from clang or from the PTX front end) and
 * before any target lowers it: inline PTX becomes IR, and the device
 * library (devlib/) is linked in.  lower/<target>/ starts from its result. */
#ifndef FERRY_HUB_H
#define FERRY_HUB_H

#include <llvm-c/Core.h>

typedef struct ferry_hub_diag {
    int errors;
    char *msg; /* the first error's text, malloc'd; NULL when none */
    char *warning; /* the module's warnings, a line each, malloc'd; NULL when none */
} ferry_hub_diag;

/* Runs the hub stage on m in place; returns 0, or -1 with d filled. */
int ferry_hub_prepare(LLVMModuleRef m, ferry_hub_diag *d);
void ferry_hub_diag_free(ferry_hub_diag *d);
/* Adds a line to d's warnings; -1 when out of memory. */
int ferry_hub_warn(ferry_hub_diag *d, const char *line);

/* The steps, one file each (hub.c runs them in this order). */
int ferry_hub_lower_inline_asm(LLVMModuleRef m, ferry_hub_diag *d); /* inline_asm.c */
int ferry_hub_note_legacy(LLVMModuleRef m, ferry_hub_diag *d);     /* legacy.c */
int ferry_hub_lower_texrefs(LLVMModuleRef m, ferry_hub_diag *d);   /* texrefs.c */
int ferry_hub_link_devlib(LLVMModuleRef m, ferry_hub_diag *d);      /* devlib.c */

#endif
