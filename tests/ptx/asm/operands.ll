; Operand binding: every register constraint (r h c l f d q), "n"
; immediates (substituted into the text, also as ${N:c}), tied inputs
; ("+r" arrives as "=r" plus "0"), several outputs (a struct result), a
; pointer through "l" both ways, clobbers, $$ and the empty template.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @tied(
; CHECK: store i32 %x, ptr %asm0.0
; CHECK: [[V:%.*]] = load i32, ptr %asm0.0
; CHECK: add i32 [[V]], 7
; CHECK: [[R:%.*]] = load i32, ptr %asm0.0
; CHECK: ret i32 [[R]]
define i32 @tied(i32 %x) {
  %r = call i32 asm "add.u32 $0, $0, $1;", "=r,n,0"(i32 7, i32 %x)
  ret i32 %r
}

; The tied input's own number names the output's register too.
; CHECK-LABEL: define i32 @tied_by_number(
; CHECK: store i32 %x, ptr %asm1.0
; CHECK: [[T:%.*]] = load i32, ptr %asm1.0
; CHECK: [[A:%.*]] = load i32, ptr %asm1.1
; CHECK: [[S:%.*]] = add i32 [[T]], [[A]]
; CHECK: store i32 [[S]], ptr %asm1.0
define i32 @tied_by_number(i32 %a, i32 %x) {
  %r = call i32 asm "add.u32 $2, $2, $1;", "=r,r,0"(i32 %a, i32 %x)
  ret i32 %r
}

; CHECK-LABEL: define { i32, i32 } @two(
; CHECK: mul i64
; CHECK: [[A:%.*]] = insertvalue { i32, i32 } poison, i32 %{{.*}}, 0
; CHECK: [[B:%.*]] = insertvalue { i32, i32 } [[A]], i32 %{{.*}}, 1
; CHECK: ret { i32, i32 } [[B]]
define { i32, i32 } @two(i32 %a, i32 %b) {
  %r = call { i32, i32 } asm "mul.lo.u32 $0, $2, $3;\0A\09mul.hi.u32 $1, $2, $3;", "=r,=r,r,r"(i32 %a, i32 %b)
  ret { i32, i32 } %r
}

; Register types follow the letters: h and c are 16-bit, l 64-bit, f/d
; float/double (the bits are kept), q 128-bit.
; CHECK-LABEL: define void @types(
; CHECK-DAG: %asm3.0 = alloca i16
; CHECK-DAG: %asm3.1 = alloca i16
; CHECK-DAG: %asm4.0 = alloca i16
; CHECK-DAG: %asm5.0 = alloca float
; CHECK-DAG: %asm6.0 = alloca double
; CHECK-DAG: %asm7.0 = alloca i128
; CHECK-DAG: %asm8.0 = alloca i64
; CHECK: zext i8 %c to i16
; CHECK: trunc i16 %{{.*}} to i8
; CHECK: fadd contract float %{{.*}}, 1.000000e+00
; CHECK: fmul contract double
; CHECK: store i128 %q, ptr %asm7.1
; CHECK: ptrtoint ptr %p to i64
; CHECK: add i64 %{{.*}}, 16
; CHECK: inttoptr i64 %{{.*}} to ptr
define void @types(i16 %h, i8 %c, float %f, double %d, i128 %q, ptr %p, ptr %out) {
  %h2 = call i16 asm "not.b16 $0, $1;", "=h,h"(i16 %h)
  %c2 = call i8 asm "mov.b16 $0, $1;", "=c,c"(i8 %c)
  %f2 = call float asm "add.f32 $0, $1, 0f3F800000;", "=f,f"(float %f)
  %d2 = call double asm "mul.f64 $0, $1, $1;", "=d,d"(double %d)
  %q2 = call i128 asm "mov.b128 $0, $1;", "=q,q"(i128 %q)
  %p2 = call ptr asm "add.u64 $0, $1, ${2:c};", "=l,l,n"(ptr %p, i64 16)
  store i16 %h2, ptr %out
  store i8 %c2, ptr %out
  store float %f2, ptr %out
  store double %d2, ptr %out
  store i128 %q2, ptr %out
  store ptr %p2, ptr %out
  ret void
}

; An "r" input narrower than 32 bits is widened; an "=r" output narrower
; than 32 bits truncated. Clobbers and the empty template leave nothing.
; CHECK-LABEL: define i16 @narrow(
; CHECK: zext i16 %s to i32
; CHECK: trunc i32 %{{.*}} to i16
; CHECK-NOT: asm
; CHECK: ret i16
define i16 @narrow(i16 %s) {
  %r = call i16 asm "shl.b32 $0, $1, 1;", "=r,r,~{memory}"(i16 %s)
  call void asm sideeffect "", "~{memory}"()
  call void asm sideeffect "// a comment only, with a $$ sign", ""()
  ret i16 %r
}
