; A GPU access needs alignment to its own size only (16 bytes at most), and
; CUDA libraries rely on it: CUB reads shared word arrays through
; over-aligned types, so clang claims `align 32` where the memory is only
; 16-byte aligned. Every claim is cut to what the GPU needs, or the CPU
; back end may use aligned vector instructions that fault.
; LOWER-FLAGS: -O0 --module-id=a1
; CHECK-LABEL: define internal void @k.block(
; CHECK-NOT: align 32
; CHECK: load float, ptr %{{[^,]+}}, align 4
; CHECK-NOT: align 32
; CHECK: store <2 x float> %{{[^,]+}}, ptr %{{[^,]+}}, align 8
; CHECK-NOT: align 32
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %{{[^,]+}}, ptr align 16
; CHECK-NOT: align 32
; CHECK: ret void
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@words = internal addrspace(3) global [5 x <4 x i32>] undef, align 16

define internal align 32 ptr @alias(ptr %p) {
  ret ptr %p
}

define void @k(ptr %out) {
  %w = addrspacecast ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @words, i64 16) to ptr
  %s = call align 32 ptr @alias(ptr align 32 %w)
  %v = load float, ptr %s, align 32
  %pair = insertelement <2 x float> zeroinitializer, float %v, i32 0
  store <2 x float> %pair, ptr %s, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %out, ptr align 32 %s, i64 32, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
