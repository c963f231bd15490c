; Past 64 fmas in one function, counted as LLVM will unroll the
; `#pragma unroll` loops around them, x86-64-v2's exact fma (no FMA
; instruction; lower/cpu/softfma.c) is a call of one out-of-line copy,
; which the loop vectorizer replaces by its 4-lane twin: 17 instructions
; per fma inline were most of v2's optimization and code generation (256
; unrolled steps: 1.6 s against 0.3). The copies are in
; @llvm.compiler.used, so that no interprocedural pass changes the
; scalar one's signature (here every call passes the constant 0.5, which
; dead argument elimination took away) or gives the twins the fast
; calling convention the vectorizer's calls would not use.
; tests/cuda/fma_exact checks the results bit for bit.
; LOWER-FLAGS: --mcpu=x86-64-v2 -O3 --module-id=00000000000000f4
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void poly(const float *x, float *y)
;   {
;       int i = blockIdx.x * blockDim.x + threadIdx.x;
;       float v = x[i], s = 0.0f;
;   #pragma unroll
;       for (int k = 0; k < 80; k++)
;           s = s * v + 0.5f;
;       y[i] = s;
;   }
; CHECK: @llvm.compiler.used = appending global [3 x ptr] [ptr @__ferry_soft_fma{{(_m?x4)?}}, ptr @__ferry_soft_fma{{(_m?x4)?}}, ptr @__ferry_soft_fma{{(_m?x4)?}}]
; CHECK-LABEL: define internal void @_Z4polyPKfPf.block(
; CHECK-NOT: fpext
; CHECK: call <4 x float> @__ferry_soft_fma_x4(<4 x float> zeroinitializer, <4 x float> [[V:%[a-z.0-9]+]], <4 x float> <float 5.000000e-01,
; CHECK-NOT: fpext
; CHECK: call float @__ferry_soft_fma(float {{.*}}, float {{.*}}, float 5.000000e-01)
; CHECK-NOT: fpext
; CHECK-LABEL: define internal <4 x float> @__ferry_soft_fma_x4(<4 x float> %0, <4 x float> %1, <4 x float> %2)
; CHECK: fpext <4 x float> %0 to <4 x double>
; CHECK-LABEL: define internal <4 x float> @__ferry_soft_fma_mx4(<4 x float> %0, <4 x float> %1, <4 x float> %2, <4 x i1> %3)
; CHECK-LABEL: define internal float @__ferry_soft_fma(float %0, float %1, float %2)
; CHECK: fpext float %0 to double
; ModuleID = 'sfo.dev.bc'
source_filename = "sfo.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4polyPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !7
  store ptr %1, ptr %4, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %10 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %14 = load ptr, ptr %3, align 8, !tbaa !7
  %15 = load i32, ptr %5, align 4, !tbaa !11
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !13
  store float %18, ptr %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store float 0.000000e+00, ptr %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !11
  br label %19

19:                                               ; preds = %28, %2
  %20 = load i32, ptr %8, align 4, !tbaa !11
  %21 = icmp slt i32 %20, 80
  br i1 %21, label %23, label %22

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  br label %31

23:                                               ; preds = %19
  %24 = load float, ptr %7, align 4, !tbaa !13
  %25 = load float, ptr %6, align 4, !tbaa !13
  %26 = fmul contract float %24, %25
  %27 = fadd contract float %26, 5.000000e-01
  store float %27, ptr %7, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %8, align 4, !tbaa !11
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4, !tbaa !11
  br label %19, !llvm.loop !15

31:                                               ; preds = %22
  %32 = load float, ptr %7, align 4, !tbaa !13
  %33 = load ptr, ptr %4, align 8, !tbaa !7
  %34 = load i32, ptr %5, align 4, !tbaa !11
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %33, i64 %35
  store float %32, ptr %36, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4polyPKfPf, !"kernel", i32 1}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.enable"}
