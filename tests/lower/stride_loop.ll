; A grid-stride loop: a sync point at its header makes each step run one
; iteration for every thread, and the induction variable is recomputed as
; start(threadIdx) + k * stride from a per-block iteration count, so the
; thread loop inside it loads and stores consecutive elements as vectors.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000dd
; Source: __global__ void scale(float *x, float a, int n) {
;           for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
;             x[i] *= a; }
; In every iteration but the last, all threads of the block go round again
; (the header's test is a guard, passed by all when it is by the first and
; the last thread): that copy loads and stores without masks.
; CHECK-LABEL: define internal void @_Z5scalePffi.block(
; CHECK: %iteration{{[.0-9]*}} = phi i32
; CHECK: %iv.fits = icmp sle i32 %iv.base
; Each run first prefetches the slice it will read some iterations later:
; the grid-sized jumps are too far apart for the hardware prefetchers.
; CHECK: call void @llvm.prefetch.p0(
; CHECK: load <8 x float>
; CHECK: fmul <8 x float>
; CHECK: store <8 x float>
; CHECK: @llvm.masked.store.v8f32
; ModuleID = 'gs2.cu'
source_filename = "gs2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_gridDim_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5scalePffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !5
  store float %1, ptr %5, align 4, !tbaa !9
  store i32 %2, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %9 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5
  %10 = mul i32 %8, %9
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %26, %3
  %14 = load i32, ptr %7, align 4, !tbaa !11
  %15 = load i32, ptr %6, align 4, !tbaa !11
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %18, label %17

17:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  br label %32

18:                                               ; preds = %13
  %19 = load float, ptr %5, align 4, !tbaa !9
  %20 = load ptr, ptr %4, align 8, !tbaa !5
  %21 = load i32, ptr %7, align 4, !tbaa !11
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = fmul contract float %24, %19
  store float %25, ptr %23, align 4, !tbaa !9
  br label %26

26:                                               ; preds = %18
  %27 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #5
  %28 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5
  %29 = mul i32 %27, %28
  %30 = load i32, ptr %7, align 4, !tbaa !11
  %31 = add i32 %30, %29
  store i32 %31, ptr %7, align 4, !tbaa !11
  br label %13, !llvm.loop !13

32:                                               ; preds = %17
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

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

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z5scalePffi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
