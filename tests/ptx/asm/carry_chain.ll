; add.cc in one asm statement and addc in the next share the function's
; carry flag (one i1 alloca per function, cleared at entry); another
; function gets its own. Straight-line asm adds no basic block.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @add64(
; CHECK: %cc = alloca i1
; CHECK: store i1 false, ptr %cc
; CHECK-NOT: alloca i1
; CHECK: store i32 %a0, ptr %asm0.1
; CHECK: store i32 %b0, ptr %asm0.2
; CHECK: add i33
; CHECK: store i1 %{{.*}}, ptr %cc
; CHECK: [[LO:%.*]] = load i32, ptr %asm0.0
; CHECK: %cf = load i1, ptr %cc
; CHECK: zext i1 %cf to i33
; CHECK: [[HI:%.*]] = load i32, ptr %asm1.0
; CHECK-NOT: asm
; CHECK-NOT: br
; CHECK: store i32 [[LO]], ptr %out
; CHECK: store i32 [[HI]], ptr %p
; CHECK: ret void
define void @add64(ptr %out, i32 %a0, i32 %a1, i32 %b0, i32 %b1) {
entry:
  %lo = call i32 asm sideeffect "add.cc.u32 $0, $1, $2;", "=r,r,r"(i32 %a0, i32 %b0)
  %hi = call i32 asm sideeffect "addc.u32 $0, $1, $2;", "=r,r,r"(i32 %a1, i32 %b1)
  store i32 %lo, ptr %out
  %p = getelementptr i32, ptr %out, i64 1
  store i32 %hi, ptr %p
  ret void
}

; The chain across blocks of the same function, and sub/subc.
; CHECK-LABEL: define void @sub64(
; CHECK: %cc = alloca i1
; CHECK-NOT: alloca i1
; CHECK: sub i33
; CHECK: store i1 %{{.*}}, ptr %cc
; CHECK: next:
; CHECK: load i1, ptr %cc
; CHECK: sub i33
define void @sub64(ptr %out, i32 %a0, i32 %a1, i32 %b0, i32 %b1) {
entry:
  %lo = call i32 asm sideeffect "sub.cc.u32 $0, $1, $2;", "=r,r,r"(i32 %a0, i32 %b0)
  store i32 %lo, ptr %out
  br label %next
next:
  %hi = call i32 asm sideeffect "subc.u32 $0, $1, $2;", "=r,r,r"(i32 %a1, i32 %b1)
  %p = getelementptr i32, ptr %out, i64 1
  store i32 %hi, ptr %p
  ret void
}
