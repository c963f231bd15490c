; Special registers of the block and launch: %smid and %nsmid are the worker
; and the worker count, %dynamic_smem_size the launch's dynamic shared
; bytes, %envreg1:%envreg2 the cooperative grid's workspace (high, low), all
; read from the block context; %globaltimer asks the runtime.
; LOWER-FLAGS: -O1 --module-id=5e95
; Each read is in a thread loop of its own (outline.c), which gets the
; context from the entry.
; CHECK-LABEL: define internal void @k.block(
; CHECK-DAG: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 56
; CHECK-DAG: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 60
; CHECK-DAG: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 36
; CHECK-DAG: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 68
; CHECK-DAG: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 64
; CHECK-DAG: call i64 @__ferry_globaltimer()
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.envreg1()
  %e = call i32 @llvm.nvvm.read.ptx.sreg.envreg2()
  %f = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  store volatile i32 %a, ptr %out
  store volatile i32 %b, ptr %out
  store volatile i32 %c, ptr %out
  store volatile i32 %d, ptr %out
  store volatile i32 %e, ptr %out
  store volatile i64 %f, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg1()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg2()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
