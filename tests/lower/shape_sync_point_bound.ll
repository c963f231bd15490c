; A shaped entry (--launch-shape) is built only for a kernel with at most
; 8 sync points: each point is a thread loop in every entry, and the 256
; shuffles of bench/compile/gen.sh warpops 256 took 10.9 s to lower with a
; shaped entry, 4.8 s without (16 of them 0.68 s and 0.22). `many` has 9
; shuffles, `few` 8.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000ef --launch-shape=many:64,1,1 --launch-shape=few:64,1,1
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void many(const float *in, float *out)
;   {
;       float v = in[blockIdx.x * 64 + threadIdx.x];
;   #define S(o) v += __shfl_xor_sync(0xffffffffu, v, o)
;       S(1); S(2); S(4); S(8); S(16); S(1); S(2); S(4); S(8);
;       out[blockIdx.x * 64 + threadIdx.x] = v;
;   }
;   __global__ void few(const float *in, float *out)
;   {
;       float v = in[blockIdx.x * 64 + threadIdx.x];
;       S(1); S(2); S(4); S(8); S(16); S(1); S(2); S(4);
;       out[blockIdx.x * 64 + threadIdx.x] = v;
;   }
; CHECK-NOT: @_Z4manyPKfPf.shaped.block
; CHECK: define internal fastcc void @_Z3fewPKfPf.shaped.block(
; CHECK-NOT: @_Z4manyPKfPf.shaped.block
; ModuleID = '<stdin>'
source_filename = "many.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4manyPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %6 = load ptr, ptr %3, align 8, !tbaa !8
  %7 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %8 = mul i32 %7, 64
  %9 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %6, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !12
  store float %13, ptr %5, align 4, !tbaa !12
  %14 = load float, ptr %5, align 4, !tbaa !12
  %15 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %14, i32 noundef 1, i32 noundef 32) #6
  %16 = load float, ptr %5, align 4, !tbaa !12
  %17 = fadd contract float %16, %15
  store float %17, ptr %5, align 4, !tbaa !12
  %18 = load float, ptr %5, align 4, !tbaa !12
  %19 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %18, i32 noundef 2, i32 noundef 32) #6
  %20 = load float, ptr %5, align 4, !tbaa !12
  %21 = fadd contract float %20, %19
  store float %21, ptr %5, align 4, !tbaa !12
  %22 = load float, ptr %5, align 4, !tbaa !12
  %23 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %22, i32 noundef 4, i32 noundef 32) #6
  %24 = load float, ptr %5, align 4, !tbaa !12
  %25 = fadd contract float %24, %23
  store float %25, ptr %5, align 4, !tbaa !12
  %26 = load float, ptr %5, align 4, !tbaa !12
  %27 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %26, i32 noundef 8, i32 noundef 32) #6
  %28 = load float, ptr %5, align 4, !tbaa !12
  %29 = fadd contract float %28, %27
  store float %29, ptr %5, align 4, !tbaa !12
  %30 = load float, ptr %5, align 4, !tbaa !12
  %31 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %30, i32 noundef 16, i32 noundef 32) #6
  %32 = load float, ptr %5, align 4, !tbaa !12
  %33 = fadd contract float %32, %31
  store float %33, ptr %5, align 4, !tbaa !12
  %34 = load float, ptr %5, align 4, !tbaa !12
  %35 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %34, i32 noundef 1, i32 noundef 32) #6
  %36 = load float, ptr %5, align 4, !tbaa !12
  %37 = fadd contract float %36, %35
  store float %37, ptr %5, align 4, !tbaa !12
  %38 = load float, ptr %5, align 4, !tbaa !12
  %39 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %38, i32 noundef 2, i32 noundef 32) #6
  %40 = load float, ptr %5, align 4, !tbaa !12
  %41 = fadd contract float %40, %39
  store float %41, ptr %5, align 4, !tbaa !12
  %42 = load float, ptr %5, align 4, !tbaa !12
  %43 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %42, i32 noundef 4, i32 noundef 32) #6
  %44 = load float, ptr %5, align 4, !tbaa !12
  %45 = fadd contract float %44, %43
  store float %45, ptr %5, align 4, !tbaa !12
  %46 = load float, ptr %5, align 4, !tbaa !12
  %47 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %46, i32 noundef 8, i32 noundef 32) #6
  %48 = load float, ptr %5, align 4, !tbaa !12
  %49 = fadd contract float %48, %47
  store float %49, ptr %5, align 4, !tbaa !12
  %50 = load float, ptr %5, align 4, !tbaa !12
  %51 = load ptr, ptr %4, align 8, !tbaa !8
  %52 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %53 = mul i32 %52, 64
  %54 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %55 = add i32 %53, %54
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %51, i64 %56
  store float %50, ptr %57, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
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

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !14
  store float %1, ptr %6, align 4, !tbaa !12
  store i32 %2, ptr %7, align 4, !tbaa !14
  store i32 %3, ptr %8, align 4, !tbaa !14
  %9 = load i32, ptr %5, align 4, !tbaa !14
  %10 = load float, ptr %6, align 4, !tbaa !12
  %11 = load i32, ptr %7, align 4, !tbaa !14
  %12 = load i32, ptr %8, align 4, !tbaa !14
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %9, float %10, i32 %11, i32 %15)
  ret float %16
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z3fewPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  store ptr %0, ptr %3, align 8, !tbaa !8
  store ptr %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %6 = load ptr, ptr %3, align 8, !tbaa !8
  %7 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %8 = mul i32 %7, 64
  %9 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %6, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !12
  store float %13, ptr %5, align 4, !tbaa !12
  %14 = load float, ptr %5, align 4, !tbaa !12
  %15 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %14, i32 noundef 1, i32 noundef 32) #6
  %16 = load float, ptr %5, align 4, !tbaa !12
  %17 = fadd contract float %16, %15
  store float %17, ptr %5, align 4, !tbaa !12
  %18 = load float, ptr %5, align 4, !tbaa !12
  %19 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %18, i32 noundef 2, i32 noundef 32) #6
  %20 = load float, ptr %5, align 4, !tbaa !12
  %21 = fadd contract float %20, %19
  store float %21, ptr %5, align 4, !tbaa !12
  %22 = load float, ptr %5, align 4, !tbaa !12
  %23 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %22, i32 noundef 4, i32 noundef 32) #6
  %24 = load float, ptr %5, align 4, !tbaa !12
  %25 = fadd contract float %24, %23
  store float %25, ptr %5, align 4, !tbaa !12
  %26 = load float, ptr %5, align 4, !tbaa !12
  %27 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %26, i32 noundef 8, i32 noundef 32) #6
  %28 = load float, ptr %5, align 4, !tbaa !12
  %29 = fadd contract float %28, %27
  store float %29, ptr %5, align 4, !tbaa !12
  %30 = load float, ptr %5, align 4, !tbaa !12
  %31 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %30, i32 noundef 16, i32 noundef 32) #6
  %32 = load float, ptr %5, align 4, !tbaa !12
  %33 = fadd contract float %32, %31
  store float %33, ptr %5, align 4, !tbaa !12
  %34 = load float, ptr %5, align 4, !tbaa !12
  %35 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %34, i32 noundef 1, i32 noundef 32) #6
  %36 = load float, ptr %5, align 4, !tbaa !12
  %37 = fadd contract float %36, %35
  store float %37, ptr %5, align 4, !tbaa !12
  %38 = load float, ptr %5, align 4, !tbaa !12
  %39 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %38, i32 noundef 2, i32 noundef 32) #6
  %40 = load float, ptr %5, align 4, !tbaa !12
  %41 = fadd contract float %40, %39
  store float %41, ptr %5, align 4, !tbaa !12
  %42 = load float, ptr %5, align 4, !tbaa !12
  %43 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %42, i32 noundef 4, i32 noundef 32) #6
  %44 = load float, ptr %5, align 4, !tbaa !12
  %45 = fadd contract float %44, %43
  store float %45, ptr %5, align 4, !tbaa !12
  %46 = load float, ptr %5, align 4, !tbaa !12
  %47 = load ptr, ptr %4, align 8, !tbaa !8
  %48 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %49 = mul i32 %48, 64
  %50 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %51 = add i32 %49, %50
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %47, i64 %52
  store float %46, ptr %53, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{ptr @_Z4manyPKfPf, !"kernel", i32 1}
!1 = !{ptr @_Z3fewPKfPf, !"kernel", i32 1}
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
!13 = !{!"float", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
