; A local array that lives across a barrier is kept per thread. Its element
; indexed by a variable stays out of the parallel access group, so that the
; vectorizer keeps each thread's own accesses to it in order; the constant
; indices and the global store stay in the group.
; LOWER-FLAGS: -O0 --module-id=10ca1
; CHECK-LABEL: define internal void @k.block(
; CHECK: store i32 %{{[^,]*}}, ptr %{{[^,]*}}, align 4, !llvm.access.group
; CHECK: load i32, ptr %{{[^,]*}}, align 4{{$}}
; CHECK: store i32 %{{[^,]*}}, ptr %{{[^,]*}}, align 4, !llvm.access.group
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %j) {
  %a = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p0 = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 0
  store i32 %tid, ptr %p0, align 4
  call void @llvm.nvvm.barrier0()
  %jx = sext i32 %j to i64
  %pj = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %jx
  %v = load i32, ptr %pj, align 4
  %t64 = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %v, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
