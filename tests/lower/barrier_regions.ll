; A kernel with __syncthreads becomes one thread loop per region between
; barriers, with __shared__ data in the worker's arena (ctx->shared). Every
; thread of this kernel reaches the barrier, so after optimization no
; per-thread bookkeeping and no runtime step remain, and both regions are
; vectorized (the second reads the tile backwards).
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000aa
; Source: __global__ void reverse(float *d, int n) { __shared__ float s[256];
;         int t = threadIdx.x; s[t] = d[blockIdx.x * blockDim.x + t]; __syncthreads();
;         d[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t]; }
; The static shared size (1024 bytes) is in the kernel table.
; CHECK: @__ferry_kernels = {{.*}}i32 2, i32 1024,
; CHECK-LABEL: define internal void @_Z7reversePfi.block(
; CHECK: %shared.base = load ptr
; CHECK: store <8 x float>
; CHECK: shufflevector <8 x float> {{.*}} <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
; CHECK-NOT: __ferry_barrier_step
; CHECK-NOT: llvm.nvvm
; ModuleID = 'bar2.cu'
source_filename = "bar2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

@_ZZ7reversePfiE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7reversePfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !5
  store i32 %1, ptr %4, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %6 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %6, ptr %5, align 4, !tbaa !9
  %7 = load ptr, ptr %3, align 8, !tbaa !5
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %9 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6
  %10 = mul i32 %8, %9
  %11 = load i32, ptr %5, align 4, !tbaa !9
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %7, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = load i32, ptr %5, align 4, !tbaa !9
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7reversePfiE1s to ptr), i64 0, i64 %17
  store float %15, ptr %18, align 4, !tbaa !11
  call void @llvm.nvvm.barrier0()
  %19 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6
  %20 = sub i32 %19, 1
  %21 = load i32, ptr %5, align 4, !tbaa !9
  %22 = sub i32 %20, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7reversePfiE1s to ptr), i64 0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = load ptr, ptr %3, align 8, !tbaa !5
  %27 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %28 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6
  %29 = mul i32 %27, %28
  %30 = load i32, ptr %5, align 4, !tbaa !9
  %31 = add i32 %29, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %26, i64 %32
  store float %25, ptr %33, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx83,+sm_75" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z7reversePfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
