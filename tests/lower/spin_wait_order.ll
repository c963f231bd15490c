; A kernel whose blocks wait in a loop for what earlier blocks store (a
; volatile read of global memory, a lock's compare-and-swap, a __nanosleep
; backoff, a fence before a plain read as in CUB 1.17's look-back) is
; marked FERRY_KERNEL_IN_ORDER (flags bit 0 in the kernel
; table), so that the runtime deals its blocks out in index order. Atomic
; adds in a loop, or a volatile read outside any loop, are no wait: `once`,
; free of sync points and of waits, runs as strips of blocks
; (FERRY_KERNEL_STRIPS, bit 1).
; LOWER-FLAGS: -O1 --module-id=0123456789abcdef
; Source: __global__ void chain(volatile int *flag) {
;             if (blockIdx.x) while (flag[blockIdx.x - 1] == 0) {}
;             flag[blockIdx.x] = 1; }
;         __global__ void lock(int *m) { while (atomicCAS(m, 0, 1)) {} *m = 0; }
;         __global__ void backoff(volatile int *f) { while (!*f) __nanosleep(100); }
;         __global__ void histogram(const int *in, int *bins, int n) {
;             for (int i = threadIdx.x; i < n; i += blockDim.x) atomicAdd(&bins[in[i] & 15], 1); }
;         __global__ void once(volatile int *f, int *out) { *out = *f; }
;         __global__ void fenced(int *f) { do __threadfence_block(); while (!*f); }
; The flags: sm_75 << 16 (FERRY_KERNEL_ARCH_SHIFT) | 1 (in order) or 2 (strips).
; CHECK: @__ferry_kernels = private constant [6 x { ptr, ptr, i32, i32, i64, ptr, i64 }]
; CHECK-SAME: ptr @_Z5chainPVi.block, i32 1, i32 0, i64 4915201,
; CHECK-SAME: ptr @_Z4lockPi.block, i32 1, i32 0, i64 4915201,
; CHECK-SAME: ptr @_Z7backoffPVi.block, i32 1, i32 0, i64 4915201,
; CHECK-SAME: ptr @_Z9histogramPKiPii.block, i32 3, i32 0, i64 4915200,
; CHECK-SAME: ptr @_Z4oncePViPi.block, i32 2, i32 0, i64 4915202,
; CHECK-SAME: ptr @_Z6fencedPi.block, i32 1, i32 0, i64 4915201,
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @_Z5chainPVi(ptr %flag) #0 {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %first = icmp eq i32 %b, 0
  br i1 %first, label %done, label %wait

wait:
  %p = add i32 %b, -1
  %pi = zext i32 %p to i64
  %pa = getelementptr inbounds i32, ptr %flag, i64 %pi
  %v = load volatile i32, ptr %pa, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %wait, label %done

done:
  %bi = zext i32 %b to i64
  %ba = getelementptr inbounds i32, ptr %flag, i64 %bi
  store volatile i32 1, ptr %ba, align 4
  ret void
}

define void @_Z4lockPi(ptr %m) #0 {
entry:
  br label %spin

spin:
  %r = cmpxchg ptr %m, i32 0, i32 1 monotonic monotonic, align 4
  %old = extractvalue { i32, i1 } %r, 0
  %held = icmp ne i32 %old, 0
  br i1 %held, label %spin, label %out

out:
  store volatile i32 0, ptr %m, align 4
  ret void
}

define void @_Z7backoffPVi(ptr %f) #0 {
entry:
  br label %test

test:
  %v = load volatile i32, ptr %f, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %sleep, label %out

sleep:
  call void @__ferry_yield()
  br label %test

out:
  ret void
}

define void @_Z9histogramPKiPii(ptr %in, ptr %bins, i32 %n) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %out

loop:
  %i = phi i32 [ %t, %entry ], [ %next, %loop ]
  %ii = sext i32 %i to i64
  %ia = getelementptr inbounds i32, ptr %in, i64 %ii
  %x = load i32, ptr %ia, align 4
  %k = and i32 %x, 15
  %ki = zext i32 %k to i64
  %ka = getelementptr inbounds i32, ptr %bins, i64 %ki
  %old = atomicrmw add ptr %ka, i32 1 monotonic, align 4
  %next = add nsw i32 %i, %d
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %out

out:
  ret void
}

define void @_Z4oncePViPi(ptr %f, ptr %out) #0 {
entry:
  %v = load volatile i32, ptr %f, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

define void @_Z6fencedPi(ptr %f) #0 {
entry:
  br label %test

test:
  fence seq_cst
  %v = load i32, ptr %f, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %test, label %out

out:
  ret void
}

declare void @__ferry_yield() #1
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_75" "target-features"="+ptx83,+sm_75" }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind readnone }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @_Z5chainPVi, !"kernel", i32 1}
!1 = !{ptr @_Z4lockPi, !"kernel", i32 1}
!2 = !{ptr @_Z7backoffPVi, !"kernel", i32 1}
!3 = !{ptr @_Z9histogramPKiPii, !"kernel", i32 1}
!4 = !{ptr @_Z4oncePViPi, !"kernel", i32 1}
!5 = !{ptr @_Z6fencedPi, !"kernel", i32 1}
