; A kernel whose `#pragma unroll` loops make it long once unrolled gets no
; shaped entry (--launch-shape) and no 512-bit vectors: both double the
; time to optimize and emit it (bench/compile/gen.sh unroll 1024 lowered in
; 1.8 s with them, 0.76 without), and its size is judged before LLVM
; unrolls it (lower/cpu/unrolledsize.c). `big`'s loop is 256 steps;
; `small`'s 4 keep both.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f0 --launch-shape=big:64,1,1 --launch-shape=small:64,1,1
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void big(const float *in, float *out)
;   {
;       int i = blockIdx.x * 64 + threadIdx.x;
;       float a = in[i], c = 0.0f;
;   #pragma unroll
;       for (int j = 0; j < 256; j++)
;           c = c * a + 0.5f;
;       out[i] = c;
;   }
;   __global__ void small(const float *in, float *out)
;   {
;       int i = blockIdx.x * 64 + threadIdx.x;
;       float a = in[i], c = 0.0f;
;   #pragma unroll
;       for (int j = 0; j < 4; j++)
;           c = c * a + 0.5f;
;       out[i] = c;
;   }
; CHECK: define internal void @_Z3bigPKfPf.block({{.*}} #[[BIG:[0-9]+]] {
; CHECK-NOT: @_Z3bigPKfPf.shaped.block
; CHECK: define internal fastcc void @_Z5smallPKfPf.shaped.block({{.*}} #[[SMALL:[0-9]+]] {
; CHECK-NOT: @_Z3bigPKfPf.shaped.block
; CHECK-NOT: attributes #[[BIG]] = {{.*}}prefer-vector-width
; CHECK: attributes #[[SMALL]] = {{.*}}"prefer-vector-width"="512"
; ModuleID = '<stdin>'
source_filename = "unr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z3bigPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %10 = mul i32 %9, 64
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  %12 = add i32 %10, %11
  store i32 %12, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %13 = load ptr, ptr %3, align 8, !tbaa !8
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !14
  store float %17, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store float 0.000000e+00, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %27, %2
  %19 = load i32, ptr %8, align 4, !tbaa !12
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  br label %30

22:                                               ; preds = %18
  %23 = load float, ptr %7, align 4, !tbaa !14
  %24 = load float, ptr %6, align 4, !tbaa !14
  %25 = fmul contract float %23, %24
  %26 = fadd contract float %25, 5.000000e-01
  store float %26, ptr %7, align 4, !tbaa !14
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %8, align 4, !tbaa !12
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4, !tbaa !12
  br label %18, !llvm.loop !16

30:                                               ; preds = %21
  %31 = load float, ptr %7, align 4, !tbaa !14
  %32 = load ptr, ptr %4, align 8, !tbaa !8
  %33 = load i32, ptr %5, align 4, !tbaa !12
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  store float %31, ptr %35, align 4, !tbaa !14
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
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5smallPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5
  %10 = mul i32 %9, 64
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5
  %12 = add i32 %10, %11
  store i32 %12, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %13 = load ptr, ptr %3, align 8, !tbaa !8
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !14
  store float %17, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store float 0.000000e+00, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %27, %2
  %19 = load i32, ptr %8, align 4, !tbaa !12
  %20 = icmp slt i32 %19, 4
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  br label %30

22:                                               ; preds = %18
  %23 = load float, ptr %7, align 4, !tbaa !14
  %24 = load float, ptr %6, align 4, !tbaa !14
  %25 = fmul contract float %23, %24
  %26 = fadd contract float %25, 5.000000e-01
  store float %26, ptr %7, align 4, !tbaa !14
  br label %27

27:                                               ; preds = %22
  %28 = load i32, ptr %8, align 4, !tbaa !12
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4, !tbaa !12
  br label %18, !llvm.loop !19

30:                                               ; preds = %21
  %31 = load float, ptr %7, align 4, !tbaa !14
  %32 = load ptr, ptr %4, align 8, !tbaa !8
  %33 = load i32, ptr %5, align 4, !tbaa !12
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  store float %31, ptr %35, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z3bigPKfPf, !"kernel", i32 1}
!1 = !{ptr @_Z5smallPKfPf, !"kernel", i32 1}
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
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.enable"}
!19 = distinct !{!19, !17, !18}
