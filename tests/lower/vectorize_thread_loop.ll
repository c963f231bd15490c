; A barrier-free kernel becomes a block entry whose innermost thread loop is
; vectorized: the bounds check turns into masked vector loads and stores.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=0123456789abcdef
; Source: __global__ void vadd(const float *a, const float *b, float *c, int n)
;         { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) c[i] = a[i] + b[i]; }
;         and saxpy in the same shape.
; CHECK: target triple = "x86_64
; CHECK: @__ferry_module = internal constant
; CHECK-LABEL: define internal void @_Z4vaddPKfS0_Pfi.block(ptr {{.*}}%args, ptr {{.*}}%ctx)
; CHECK: <8 x float> @llvm.masked.load.v8f32
; CHECK: fadd <8 x float>
; CHECK: @llvm.masked.store.v8f32
; CHECK-LABEL: define internal void @_Z5saxpyifPKfPf.block(
; CHECK: <8 x float>
; CHECK-NOT: llvm.nvvm
; ModuleID = 'vadd.cu'
source_filename = "vadd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_bid_t = type { i8 }
%struct.__ferry_bdim_t = type { i8 }
%struct.__ferry_tid_t = type { i8 }

$_ZN13__ferry_bid_t2gxEv = comdat any

$_ZN14__ferry_bdim_t2gxEv = comdat any

$_ZN13__ferry_tid_t2gxEv = comdat any

@blockIdx = external dso_local addrspace(1) global %struct.__ferry_bid_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__ferry_bdim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__ferry_tid_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4vaddPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %10 = call noundef i32 @_ZN13__ferry_bid_t2gxEv() #5
  %11 = call noundef i32 @_ZN14__ferry_bdim_t2gxEv() #5
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #5
  %14 = add i32 %12, %13
  store i32 %14, ptr %9, align 4, !tbaa !10
  %15 = load i32, ptr %9, align 4, !tbaa !10
  %16 = load i32, ptr %8, align 4, !tbaa !10
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8, !tbaa !6
  %20 = load i32, ptr %9, align 4, !tbaa !10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !12
  %24 = load ptr, ptr %6, align 8, !tbaa !6
  %25 = load i32, ptr %9, align 4, !tbaa !10
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !12
  %29 = fadd contract float %23, %28
  %30 = load ptr, ptr %7, align 8, !tbaa !6
  %31 = load i32, ptr %9, align 4, !tbaa !10
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %30, i64 %32
  store float %29, ptr %33, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %18, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN13__ferry_bid_t2gxEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN14__ferry_bdim_t2gxEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN13__ferry_tid_t2gxEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !10
  store float %1, ptr %6, align 4, !tbaa !12
  store ptr %2, ptr %7, align 8, !tbaa !6
  store ptr %3, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %10 = call noundef i32 @_ZN13__ferry_bid_t2gxEv() #5
  %11 = call noundef i32 @_ZN14__ferry_bdim_t2gxEv() #5
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #5
  %14 = add i32 %12, %13
  store i32 %14, ptr %9, align 4, !tbaa !10
  %15 = load i32, ptr %9, align 4, !tbaa !10
  %16 = load i32, ptr %5, align 4, !tbaa !10
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = load float, ptr %6, align 4, !tbaa !12
  %20 = load ptr, ptr %7, align 8, !tbaa !6
  %21 = load i32, ptr %9, align 4, !tbaa !10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !12
  %25 = fmul contract float %19, %24
  %26 = load ptr, ptr %8, align 8, !tbaa !6
  %27 = load i32, ptr %9, align 4, !tbaa !10
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !12
  %31 = fadd contract float %25, %30
  %32 = load ptr, ptr %8, align 8, !tbaa !6
  %33 = load i32, ptr %9, align 4, !tbaa !10
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  store float %31, ptr %35, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %18, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}

!0 = !{ptr @_Z4vaddPKfS0_Pfi, !"kernel", i32 1}
!1 = !{ptr @_Z5saxpyifPKfPf, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
