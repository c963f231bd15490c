; A loop whose bound is a kernel argument, the same in every thread but
; unknown at compile time, runs in steps as a long loop of constant bounds
; does: each iteration is a thread loop that vectorizes, the image read as
; a gather across the threads. Inside the thread the loop kept the thread
; loop scalar (LLVM vectorizes inner loops only) and
; bench/kernels/particlefilter.cu's likelihood over a template of m pixels
; ran 14.9 ms, against 8.3 in steps. A loop whose bound is the thread's own
; (count[i]) stays in the thread, where each runs its own count.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000ed
; Source (nvcc -keep, opt -strip-debug):
;   struct tap { int dx, dy; float k; };
;   __device__ int clampi(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }
;   __global__ void weigh(const float *img, const tap *t, int m, const float *x, const float *y, float *out)
;   {
;       int i = blockIdx.x * blockDim.x + threadIdx.x;
;       int cx = (int)roundf(x[i]), cy = (int)roundf(y[i]);
;       float s = 0.0f;
;       for (int j = 0; j < m; j++) {
;           float v = img[clampi(cy + t[j].dy, 60) * 97 + clampi(cx + t[j].dx, 96)];
;           s += t[j].k * v * v - v;
;       }
;       out[i] = s;
;   }
;   __global__ void own_count(const float *img, const int *count, float *out)
;   {
;       int i = blockIdx.x * blockDim.x + threadIdx.x;
;       float s = 0.0f;
;       for (int j = 0; j < count[i]; j++)
;           s += img[(i + j * 31) % 5917];
;       out[i] = s;
;   }
; CHECK-LABEL: define internal void @_Z9own_countPKfPKiPf.block(
; CHECK-NOT: @__ferry_barrier_step
; CHECK-LABEL: define internal fastcc {{.*}} @_Z5weighPKfPK3tapiS0_S0_Pf.block.r1(
; CHECK: call <8 x float> @llvm.masked.gather.v8f32
; CHECK-NOT: @_Z9own_countPKfPKiPf.block.r
; ModuleID = 's.bc'
source_filename = "small.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.tap = type { i32, i32, float }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z6clampiii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !8
  store i32 %1, ptr %4, align 4, !tbaa !8
  %5 = load i32, ptr %3, align 4, !tbaa !8
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %18

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !tbaa !8
  %10 = load i32, ptr %4, align 4, !tbaa !8
  %11 = icmp sgt i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4, !tbaa !8
  br label %16

14:                                               ; preds = %8
  %15 = load i32, ptr %3, align 4, !tbaa !8
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i32 [ %13, %12 ], [ %15, %14 ]
  br label %18

18:                                               ; preds = %16, %7
  %19 = phi i32 [ 0, %7 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5weighPKfPK3tapiS0_S0_Pf(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store i32 %2, ptr %9, align 4, !tbaa !8
  store ptr %3, ptr %10, align 8, !tbaa !12
  store ptr %4, ptr %11, align 8, !tbaa !12
  store ptr %5, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #5
  %19 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %20 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6
  %21 = mul i32 %19, %20
  %22 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %23 = add i32 %21, %22
  store i32 %23, ptr %13, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #5
  %24 = load ptr, ptr %10, align 8, !tbaa !12
  %25 = load i32, ptr %13, align 4, !tbaa !8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !14
  %29 = call contract noundef float @_ZL6roundff(float noundef %28) #6
  %30 = fptosi float %29 to i32
  store i32 %30, ptr %14, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #5
  %31 = load ptr, ptr %11, align 8, !tbaa !12
  %32 = load i32, ptr %13, align 4, !tbaa !8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !14
  %36 = call contract noundef float @_ZL6roundff(float noundef %35) #6
  %37 = fptosi float %36 to i32
  store i32 %37, ptr %15, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #5
  store float 0.000000e+00, ptr %16, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #5
  store i32 0, ptr %17, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %82, %6
  %39 = load i32, ptr %17, align 4, !tbaa !8
  %40 = load i32, ptr %9, align 4, !tbaa !8
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %43, label %42

42:                                               ; preds = %38
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #5
  br label %85

43:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #5
  %44 = load ptr, ptr %7, align 8, !tbaa !12
  %45 = load i32, ptr %15, align 4, !tbaa !8
  %46 = load ptr, ptr %8, align 8, !tbaa !12
  %47 = load i32, ptr %17, align 4, !tbaa !8
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.tap, ptr %46, i64 %48
  %50 = getelementptr inbounds %struct.tap, ptr %49, i32 0, i32 1
  %51 = load i32, ptr %50, align 4, !tbaa !16
  %52 = add nsw i32 %45, %51
  %53 = call noundef i32 @_Z6clampiii(i32 noundef %52, i32 noundef 60) #6
  %54 = mul nsw i32 %53, 97
  %55 = load i32, ptr %14, align 4, !tbaa !8
  %56 = load ptr, ptr %8, align 8, !tbaa !12
  %57 = load i32, ptr %17, align 4, !tbaa !8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.tap, ptr %56, i64 %58
  %60 = getelementptr inbounds %struct.tap, ptr %59, i32 0, i32 0
  %61 = load i32, ptr %60, align 4, !tbaa !18
  %62 = add nsw i32 %55, %61
  %63 = call noundef i32 @_Z6clampiii(i32 noundef %62, i32 noundef 96) #6
  %64 = add nsw i32 %54, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %44, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !14
  store float %67, ptr %18, align 4, !tbaa !14
  %68 = load ptr, ptr %8, align 8, !tbaa !12
  %69 = load i32, ptr %17, align 4, !tbaa !8
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %struct.tap, ptr %68, i64 %70
  %72 = getelementptr inbounds %struct.tap, ptr %71, i32 0, i32 2
  %73 = load float, ptr %72, align 4, !tbaa !19
  %74 = load float, ptr %18, align 4, !tbaa !14
  %75 = fmul contract float %73, %74
  %76 = load float, ptr %18, align 4, !tbaa !14
  %77 = fmul contract float %75, %76
  %78 = load float, ptr %18, align 4, !tbaa !14
  %79 = fsub contract float %77, %78
  %80 = load float, ptr %16, align 4, !tbaa !14
  %81 = fadd contract float %80, %79
  store float %81, ptr %16, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #5
  br label %82

82:                                               ; preds = %43
  %83 = load i32, ptr %17, align 4, !tbaa !8
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %17, align 4, !tbaa !8
  br label %38, !llvm.loop !20

85:                                               ; preds = %42
  %86 = load float, ptr %16, align 4, !tbaa !14
  %87 = load ptr, ptr %12, align 8, !tbaa !12
  %88 = load i32, ptr %13, align 4, !tbaa !8
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %87, i64 %89
  store float %86, ptr %90, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #3 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL6roundff(float noundef %0) #3 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !14
  %3 = load float, ptr %2, align 4, !tbaa !14
  %4 = call contract float @llvm.round.f32(float %3)
  ret float %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9own_countPKfPKiPf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store ptr %2, ptr %6, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store float 0.000000e+00, ptr %8, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %36, %3
  %16 = load i32, ptr %9, align 4, !tbaa !8
  %17 = load ptr, ptr %5, align 8, !tbaa !12
  %18 = load i32, ptr %7, align 4, !tbaa !8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !8
  %22 = icmp slt i32 %16, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %39

24:                                               ; preds = %15
  %25 = load ptr, ptr %4, align 8, !tbaa !12
  %26 = load i32, ptr %7, align 4, !tbaa !8
  %27 = load i32, ptr %9, align 4, !tbaa !8
  %28 = mul nsw i32 %27, 31
  %29 = add nsw i32 %26, %28
  %30 = srem i32 %29, 5917
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %25, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !14
  %34 = load float, ptr %8, align 4, !tbaa !14
  %35 = fadd contract float %34, %33
  store float %35, ptr %8, align 4, !tbaa !14
  br label %36

36:                                               ; preds = %24
  %37 = load i32, ptr %9, align 4, !tbaa !8
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %9, align 4, !tbaa !8
  br label %15, !llvm.loop !22

39:                                               ; preds = %23
  %40 = load float, ptr %8, align 4, !tbaa !14
  %41 = load ptr, ptr %6, align 8, !tbaa !12
  %42 = load i32, ptr %7, align 4, !tbaa !8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  store float %40, ptr %44, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #4

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z5weighPKfPK3tapiS0_S0_Pf, !"kernel", i32 1}
!1 = !{ptr @_Z9own_countPKfPKiPf, !"kernel", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !10, i64 0}
!16 = !{!17, !9, i64 4}
!17 = !{!"_ZTS3tap", !9, i64 0, !9, i64 4, !15, i64 8}
!18 = !{!17, !9, i64 0}
!19 = !{!17, !15, i64 8}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
