; A thread that walks its own run of consecutive elements (a block scan's
; serial run over s[t * 16 + k]) runs one thread at a time: vectorized
; across threads each access is a gather or scatter, and bench/kernels/
; scan.cu ran 17.3 ms where it now runs 11.7 (lower/cpu/lanecost.c). With
; enough arithmetic per element (poly) the threads stay in SIMD lanes.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f1
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void runs(const int *in, int *out)
;   {
;       __shared__ int s[256 * 16];
;       int t = threadIdx.x, base = blockIdx.x * 4096;
;   #pragma unroll 1
;       for (int k = 0; k < 16; k++)
;           s[k * 256 + t] = in[base + k * 256 + t];
;       __syncthreads();
;       int acc = 0;
;       for (int k = 0; k < 16; k++) {
;           int x = s[t * 16 + k];
;           s[t * 16 + k] = acc;
;           acc += x;
;       }
;       __syncthreads();
;   #pragma unroll 1
;       for (int k = 0; k < 16; k++)
;           out[base + k * 256 + t] = s[k * 256 + t];
;   }
;   __global__ void poly(const float *in, float *out)
;   {
;       __shared__ float s[256 * 16];
;       int t = threadIdx.x, base = blockIdx.x * 4096;
;   #pragma unroll 1
;       for (int k = 0; k < 16; k++)
;           s[k * 256 + t] = in[base + k * 256 + t];
;       __syncthreads();
;       float a = 0.0f;
;       for (int k = 0; k < 16; k++) {
;           float x = s[t * 16 + k];
;           a += x * x * (x + 1.0f) * (x - 2.0f) / (x * x + 3.0f) + x * (x - 0.5f) * (x + 0.25f);
;       }
;       out[blockIdx.x * 256 + t] = a;
;   }
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4runsPKiPi.block.r1(
; CHECK-NOT: llvm.masked.gather
; CHECK-NOT: llvm.masked.scatter
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4polyPKfPf.block.r1(
; CHECK: llvm.masked.gather
; ModuleID = 'runs.dev.bc'
source_filename = "runs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ4runsPKiPiE1s = internal addrspace(3) global [4096 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@_ZZ4polyPKfPfE1s = internal addrspace(3) global [4096 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4runsPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %12 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %12, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %13 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %14 = mul i32 %13, 4096
  store i32 %14, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !12
  br label %15

15:                                               ; preds = %36, %2
  %16 = load i32, ptr %7, align 4, !tbaa !12
  %17 = icmp slt i32 %16, 16
  br i1 %17, label %19, label %18

18:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  br label %39

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8, !tbaa !8
  %21 = load i32, ptr %6, align 4, !tbaa !12
  %22 = load i32, ptr %7, align 4, !tbaa !12
  %23 = mul nsw i32 %22, 256
  %24 = add nsw i32 %21, %23
  %25 = load i32, ptr %5, align 4, !tbaa !12
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %20, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !12
  %30 = load i32, ptr %7, align 4, !tbaa !12
  %31 = mul nsw i32 %30, 256
  %32 = load i32, ptr %5, align 4, !tbaa !12
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4runsPKiPiE1s to ptr), i64 0, i64 %34
  store i32 %29, ptr %35, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %19
  %37 = load i32, ptr %7, align 4, !tbaa !12
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4, !tbaa !12
  br label %15, !llvm.loop !14

39:                                               ; preds = %18
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !12
  br label %40

40:                                               ; preds = %62, %39
  %41 = load i32, ptr %9, align 4, !tbaa !12
  %42 = icmp slt i32 %41, 16
  br i1 %42, label %44, label %43

43:                                               ; preds = %40
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %65

44:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %45 = load i32, ptr %5, align 4, !tbaa !12
  %46 = mul nsw i32 %45, 16
  %47 = load i32, ptr %9, align 4, !tbaa !12
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4runsPKiPiE1s to ptr), i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !12
  store i32 %51, ptr %10, align 4, !tbaa !12
  %52 = load i32, ptr %8, align 4, !tbaa !12
  %53 = load i32, ptr %5, align 4, !tbaa !12
  %54 = mul nsw i32 %53, 16
  %55 = load i32, ptr %9, align 4, !tbaa !12
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4runsPKiPiE1s to ptr), i64 0, i64 %57
  store i32 %52, ptr %58, align 4, !tbaa !12
  %59 = load i32, ptr %10, align 4, !tbaa !12
  %60 = load i32, ptr %8, align 4, !tbaa !12
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %62

62:                                               ; preds = %44
  %63 = load i32, ptr %9, align 4, !tbaa !12
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4, !tbaa !12
  br label %40, !llvm.loop !17

65:                                               ; preds = %43
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  store i32 0, ptr %11, align 4, !tbaa !12
  br label %66

66:                                               ; preds = %87, %65
  %67 = load i32, ptr %11, align 4, !tbaa !12
  %68 = icmp slt i32 %67, 16
  br i1 %68, label %70, label %69

69:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  br label %90

70:                                               ; preds = %66
  %71 = load i32, ptr %11, align 4, !tbaa !12
  %72 = mul nsw i32 %71, 256
  %73 = load i32, ptr %5, align 4, !tbaa !12
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4runsPKiPiE1s to ptr), i64 0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !12
  %78 = load ptr, ptr %4, align 8, !tbaa !8
  %79 = load i32, ptr %6, align 4, !tbaa !12
  %80 = load i32, ptr %11, align 4, !tbaa !12
  %81 = mul nsw i32 %80, 256
  %82 = add nsw i32 %79, %81
  %83 = load i32, ptr %5, align 4, !tbaa !12
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %78, i64 %85
  store i32 %77, ptr %86, align 4, !tbaa !12
  br label %87

87:                                               ; preds = %70
  %88 = load i32, ptr %11, align 4, !tbaa !12
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %11, align 4, !tbaa !12
  br label %66, !llvm.loop !18

90:                                               ; preds = %69
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4polyPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %11, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %12 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %13 = mul i32 %12, 4096
  store i32 %13, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %35, %2
  %15 = load i32, ptr %7, align 4, !tbaa !12
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %18, label %17

17:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  br label %38

18:                                               ; preds = %14
  %19 = load ptr, ptr %3, align 8, !tbaa !8
  %20 = load i32, ptr %6, align 4, !tbaa !12
  %21 = load i32, ptr %7, align 4, !tbaa !12
  %22 = mul nsw i32 %21, 256
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %5, align 4, !tbaa !12
  %25 = add nsw i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %19, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !19
  %29 = load i32, ptr %7, align 4, !tbaa !12
  %30 = mul nsw i32 %29, 256
  %31 = load i32, ptr %5, align 4, !tbaa !12
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4096 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4polyPKfPfE1s to ptr), i64 0, i64 %33
  store float %28, ptr %34, align 4, !tbaa !19
  br label %35

35:                                               ; preds = %18
  %36 = load i32, ptr %7, align 4, !tbaa !12
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4, !tbaa !12
  br label %14, !llvm.loop !21

38:                                               ; preds = %17
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store float 0.000000e+00, ptr %8, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !12
  br label %39

39:                                               ; preds = %75, %38
  %40 = load i32, ptr %9, align 4, !tbaa !12
  %41 = icmp slt i32 %40, 16
  br i1 %41, label %43, label %42

42:                                               ; preds = %39
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %78

43:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %44 = load i32, ptr %5, align 4, !tbaa !12
  %45 = mul nsw i32 %44, 16
  %46 = load i32, ptr %9, align 4, !tbaa !12
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4096 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4polyPKfPfE1s to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !19
  store float %50, ptr %10, align 4, !tbaa !19
  %51 = load float, ptr %10, align 4, !tbaa !19
  %52 = load float, ptr %10, align 4, !tbaa !19
  %53 = fmul contract float %51, %52
  %54 = load float, ptr %10, align 4, !tbaa !19
  %55 = fadd contract float %54, 1.000000e+00
  %56 = fmul contract float %53, %55
  %57 = load float, ptr %10, align 4, !tbaa !19
  %58 = fsub contract float %57, 2.000000e+00
  %59 = fmul contract float %56, %58
  %60 = load float, ptr %10, align 4, !tbaa !19
  %61 = load float, ptr %10, align 4, !tbaa !19
  %62 = fmul contract float %60, %61
  %63 = fadd contract float %62, 3.000000e+00
  %64 = fdiv contract float %59, %63
  %65 = load float, ptr %10, align 4, !tbaa !19
  %66 = load float, ptr %10, align 4, !tbaa !19
  %67 = fsub contract float %66, 5.000000e-01
  %68 = fmul contract float %65, %67
  %69 = load float, ptr %10, align 4, !tbaa !19
  %70 = fadd contract float %69, 2.500000e-01
  %71 = fmul contract float %68, %70
  %72 = fadd contract float %64, %71
  %73 = load float, ptr %8, align 4, !tbaa !19
  %74 = fadd contract float %73, %72
  store float %74, ptr %8, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %75

75:                                               ; preds = %43
  %76 = load i32, ptr %9, align 4, !tbaa !12
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %9, align 4, !tbaa !12
  br label %39, !llvm.loop !22

78:                                               ; preds = %42
  %79 = load float, ptr %8, align 4, !tbaa !19
  %80 = load ptr, ptr %4, align 8, !tbaa !8
  %81 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %82 = mul i32 %81, 256
  %83 = load i32, ptr %5, align 4, !tbaa !12
  %84 = add i32 %82, %83
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %80, i64 %85
  store float %79, ptr %86, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z4runsPKiPi, !"kernel", i32 1}
!1 = !{ptr @_Z4polyPKfPf, !"kernel", i32 1}
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15, !16}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !10, i64 0}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15}
