; PTX keeps shared-memory addresses in integer registers as offsets in the
; block's shared window (mov.u32 %r, smem; ld.shared [%r+8]): integers made
; from shared pointers are offsets from the worker's arena, and integers
; made into shared pointers are added to it.
; LOWER-FLAGS: -O2 --module-id=5eed
; The thread loops are functions of their own (outline.c), given the
; arena's base.
; CHECK-LABEL: define internal void @k.block(
; CHECK: %shared.base = load ptr, ptr
; CHECK: call {{.*}}@k.block.r0(ptr %shared.base)
; CHECK-LABEL: define internal {{.*}}@k.block.r0(
; CHECK: getelementptr inbounds i8, ptr %0, i64 8
; CHECK: store i32 7,
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x i32] undef, align 16

define void @k(ptr %out) {
  %off = ptrtoint ptr addrspace(3) @s to i32
  %plus = add i32 %off, 8
  %wide = zext i32 %plus to i64
  %p = inttoptr i64 %wide to ptr addrspace(3)
  store i32 7, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds [16 x i32], ptr addrspace(3) @s, i64 0, i64 2
  %v = load i32, ptr addrspace(3) %q, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
