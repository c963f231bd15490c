; Special registers read in asm become the same intrinsics clang emits for
; the CUDA built-ins (ferry-lower binds them); a module variable named in
; asm (an extern "C" __device__ or __shared__ one) is its global.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@tile = internal addrspace(3) global [32 x i32] undef, align 4

; CHECK-LABEL: define void @sregs(
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK: call i32 @llvm.nvvm.read.ptx.sreg.clock()
; CHECK: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
define void @sregs(ptr %out) {
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %lt = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  %tid = call i32 asm "mov.u32 $0, %tid.x;", "=r"()
  %clk = call i32 asm sideeffect "mov.u32 $0, %clock;", "=r"()
  %clk64 = call i64 asm sideeffect "mov.u64 $0, %clock64;", "=l"()
  store i32 %lane, ptr %out
  store i32 %lt, ptr %out
  store i32 %tid, ptr %out
  store i32 %clk, ptr %out
  store i64 %clk64, ptr %out
  ret void
}

; CHECK-LABEL: define i32 @globals(
; CHECK: load i32, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @table, i64 8)
; CHECK: store i32 %{{.*}}, ptr addrspace(3) @tile
define i32 @globals(i32 %v) {
  %x = call i32 asm "ld.global.u32 $0, [table+8];", "=r"()
  call void asm sideeffect "st.shared.u32 [tile], $0;", "r,~{memory}"(i32 %v)
  ret i32 %x
}

; Warp operations and barriers in asm are the intrinsics ferry-lower
; turns into sync points.
; CHECK-LABEL: define i32 @warp(
; CHECK: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
; CHECK: call i32 @llvm.nvvm.vote.ballot.sync(
; CHECK: call void @llvm.nvvm.barrier0()
define i32 @warp(i32 %x, i1 %p) {
  %y = call i32 asm "shfl.sync.bfly.b32 $0, $1, 16, 31, -1;", "=r,r"(i32 %x)
  %b = call i32 asm "{ .reg .pred q;\0A\09setp.ne.u32 q, $1, 0;\0A\09vote.sync.ballot.b32 $0, q, -1; }", "=r,r"(i32 %y)
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  ret i32 %b
}
