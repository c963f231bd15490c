; A short loop of constant bounds whose accesses are contiguous across
; threads and a row of 1 KB apart from one iteration to the next runs in
; steps (lower/cpu/strided.c walks_rows): unrolled inside the thread loop,
; every vector of threads touched 16 rows, 16 streams for the prefetchers;
; in steps the block streams through memory once (bench/kernels/scan.cu,
; 15.1 -> 13.8 ms). A thread's own 4 consecutive elements (within) stay in
; the thread.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f2
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void rows(const float *in, float *out)
;   {
;       int t = threadIdx.x, base = blockIdx.x * 4096;
;       for (int k = 0; k < 16; k++)
;           out[base + k * 256 + t] = 2.0f * in[base + k * 256 + t];
;   }
;   __global__ void within(const float *in, float *out)
;   {
;       int t = blockIdx.x * 256 + threadIdx.x;
;       for (int k = 0; k < 4; k++)
;           out[t * 4 + k] = 2.0f * in[t * 4 + k];
;   }
; CHECK-NOT: @_Z6withinPKfPf.block.r1(
; The steps' copy for blocks whose threads all go round (r1; r2 is the
; last step's, whose vector loop masks its last threads):
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4rowsPKfPf.block.r1(
; CHECK: load <16 x float>
; CHECK: store <16 x float>
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4rowsPKfPf.block.r2(
; CHECK: masked.load.v16f32
; CHECK-NOT: @_Z6withinPKfPf.block.r1(
; ModuleID = 'rows.dev.bc'
source_filename = "rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4rowsPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %8 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  store i32 %8, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %10 = mul i32 %9, 4096
  store i32 %10, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !12
  br label %11

11:                                               ; preds = %36, %2
  %12 = load i32, ptr %7, align 4, !tbaa !12
  %13 = icmp slt i32 %12, 16
  br i1 %13, label %15, label %14

14:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  br label %39

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8, !tbaa !8
  %17 = load i32, ptr %6, align 4, !tbaa !12
  %18 = load i32, ptr %7, align 4, !tbaa !12
  %19 = mul nsw i32 %18, 256
  %20 = add nsw i32 %17, %19
  %21 = load i32, ptr %5, align 4, !tbaa !12
  %22 = add nsw i32 %20, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !14
  %26 = fmul contract float 2.000000e+00, %25
  %27 = load ptr, ptr %4, align 8, !tbaa !8
  %28 = load i32, ptr %6, align 4, !tbaa !12
  %29 = load i32, ptr %7, align 4, !tbaa !12
  %30 = mul nsw i32 %29, 256
  %31 = add nsw i32 %28, %30
  %32 = load i32, ptr %5, align 4, !tbaa !12
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %27, i64 %34
  store float %26, ptr %35, align 4, !tbaa !14
  br label %36

36:                                               ; preds = %15
  %37 = load i32, ptr %7, align 4, !tbaa !12
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4, !tbaa !12
  br label %11, !llvm.loop !16

39:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6withinPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %7 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %8 = mul i32 %7, 256
  %9 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  %10 = add i32 %8, %9
  store i32 %10, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 0, ptr %6, align 4, !tbaa !12
  br label %11

11:                                               ; preds = %32, %2
  %12 = load i32, ptr %6, align 4, !tbaa !12
  %13 = icmp slt i32 %12, 4
  br i1 %13, label %15, label %14

14:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %35

15:                                               ; preds = %11
  %16 = load ptr, ptr %3, align 8, !tbaa !8
  %17 = load i32, ptr %5, align 4, !tbaa !12
  %18 = mul nsw i32 %17, 4
  %19 = load i32, ptr %6, align 4, !tbaa !12
  %20 = add nsw i32 %18, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %16, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = fmul contract float 2.000000e+00, %23
  %25 = load ptr, ptr %4, align 8, !tbaa !8
  %26 = load i32, ptr %5, align 4, !tbaa !12
  %27 = mul nsw i32 %26, 4
  %28 = load i32, ptr %6, align 4, !tbaa !12
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %25, i64 %30
  store float %24, ptr %31, align 4, !tbaa !14
  br label %32

32:                                               ; preds = %15
  %33 = load i32, ptr %6, align 4, !tbaa !12
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %6, align 4, !tbaa !12
  br label %11, !llvm.loop !18

35:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z4rowsPKfPf, !"kernel", i32 1}
!1 = !{ptr @_Z6withinPKfPf, !"kernel", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !10, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
