; --launch-shape (the driver reads it from `<<<grid, dim3(16, 16)>>>`): the
; kernel gets a second block entry with blockDim compiled in, whose thread
; loops have constant trip counts (no remainder loops, no run-time checks:
; bench/kernels/sgemm.cu 35 -> 25 ms on the 2-core Xeon). The generic
; entry, which the runtime calls, hands a block of that shape to it; the
; shaped entry's thread loops no longer take blockDim.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000ee --launch-shape=tile:16,16,1 --launch-shape=other:32,1,1
; Source (nvcc -keep, opt -strip-debug):
;   #define T 16
;   __global__ void tile(const float *a, const float *b, float *c, int n)
;   {
;       __shared__ float as[T][T], bs[T][T];
;       int tx = threadIdx.x, ty = threadIdx.y;
;       int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
;       float acc = 0;
;       for (int k0 = 0; k0 < n; k0 += T) {
;           as[ty][tx] = a[row * n + k0 + tx];
;           bs[ty][tx] = b[(k0 + ty) * n + col];
;           __syncthreads();
;           for (int k = 0; k < T; k++)
;               acc += as[ty][k] * bs[k][tx];
;           __syncthreads();
;       }
;       c[row * n + col] = acc;
;   }
; CHECK-LABEL: define internal void @_Z4tilePKfS0_Pfi.block(
; CHECK-DAG: icmp eq i32 %ntid.x{{(.fr)?}}, 16
; CHECK-DAG: icmp eq i32 %ntid.y, 16
; CHECK-DAG: icmp eq i32 %ntid.z, 1
; CHECK: call fastcc void @_Z4tilePKfS0_Pfi.shaped.block(ptr nonnull %args, ptr nonnull %ctx)
; CHECK-LABEL: define internal fastcc void @_Z4tilePKfS0_Pfi.shaped.block(
; CHECK-LABEL: define internal {{.*}} @_Z4tilePKfS0_Pfi.block.r0(i32 range(i32 1, 1025)
; CHECK-LABEL: define internal {{.*}} @_Z4tilePKfS0_Pfi.shaped.block.r0(
; CHECK-NOT: range(i32 1, 1025)
; CHECK-NOT: middle.block:
; CHECK-LABEL: define internal {{.*}} @_Z4tilePKfS0_Pfi.shaped.block.r1(
; ModuleID = 't.bc'
source_filename = "tile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_yEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_yEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ4tilePKfS0_PfiE2as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ4tilePKfS0_PfiE2bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4tilePKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !7
  store ptr %1, ptr %6, align 8, !tbaa !7
  store ptr %2, ptr %7, align 8, !tbaa !7
  store i32 %3, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %17 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %17, ptr %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %18 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #6
  store i32 %18, ptr %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  %19 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #6
  %20 = mul i32 %19, 16
  %21 = load i32, ptr %10, align 4, !tbaa !11
  %22 = add i32 %20, %21
  store i32 %22, ptr %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #5
  %23 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %24 = mul i32 %23, 16
  %25 = load i32, ptr %9, align 4, !tbaa !11
  %26 = add i32 %24, %25
  store i32 %26, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #5
  store float 0.000000e+00, ptr %13, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #5
  store i32 0, ptr %14, align 4, !tbaa !11
  br label %27

27:                                               ; preds = %93, %4
  %28 = load i32, ptr %14, align 4, !tbaa !11
  %29 = load i32, ptr %8, align 4, !tbaa !11
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  store i32 2, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #5
  br label %96

32:                                               ; preds = %27
  %33 = load ptr, ptr %5, align 8, !tbaa !7
  %34 = load i32, ptr %11, align 4, !tbaa !11
  %35 = load i32, ptr %8, align 4, !tbaa !11
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %14, align 4, !tbaa !11
  %38 = add nsw i32 %36, %37
  %39 = load i32, ptr %9, align 4, !tbaa !11
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %33, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !13
  %44 = load i32, ptr %10, align 4, !tbaa !11
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4tilePKfS0_PfiE2as to ptr), i64 0, i64 %45
  %47 = load i32, ptr %9, align 4, !tbaa !11
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [16 x float], ptr %46, i64 0, i64 %48
  store float %43, ptr %49, align 4, !tbaa !13
  %50 = load ptr, ptr %6, align 8, !tbaa !7
  %51 = load i32, ptr %14, align 4, !tbaa !11
  %52 = load i32, ptr %10, align 4, !tbaa !11
  %53 = add nsw i32 %51, %52
  %54 = load i32, ptr %8, align 4, !tbaa !11
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %12, align 4, !tbaa !11
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %50, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !13
  %61 = load i32, ptr %10, align 4, !tbaa !11
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4tilePKfS0_PfiE2bs to ptr), i64 0, i64 %62
  %64 = load i32, ptr %9, align 4, !tbaa !11
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x float], ptr %63, i64 0, i64 %65
  store float %60, ptr %66, align 4, !tbaa !13
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #5
  store i32 0, ptr %16, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %89, %32
  %68 = load i32, ptr %16, align 4, !tbaa !11
  %69 = icmp slt i32 %68, 16
  br i1 %69, label %71, label %70

70:                                               ; preds = %67
  store i32 5, ptr %15, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #5
  br label %92

71:                                               ; preds = %67
  %72 = load i32, ptr %10, align 4, !tbaa !11
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4tilePKfS0_PfiE2as to ptr), i64 0, i64 %73
  %75 = load i32, ptr %16, align 4, !tbaa !11
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [16 x float], ptr %74, i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !13
  %79 = load i32, ptr %16, align 4, !tbaa !11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4tilePKfS0_PfiE2bs to ptr), i64 0, i64 %80
  %82 = load i32, ptr %9, align 4, !tbaa !11
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [16 x float], ptr %81, i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !13
  %86 = fmul contract float %78, %85
  %87 = load float, ptr %13, align 4, !tbaa !13
  %88 = fadd contract float %87, %86
  store float %88, ptr %13, align 4, !tbaa !13
  br label %89

89:                                               ; preds = %71
  %90 = load i32, ptr %16, align 4, !tbaa !11
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %16, align 4, !tbaa !11
  br label %67, !llvm.loop !15

92:                                               ; preds = %70
  call void @llvm.nvvm.barrier0()
  br label %93

93:                                               ; preds = %92
  %94 = load i32, ptr %14, align 4, !tbaa !11
  %95 = add nsw i32 %94, 16
  store i32 %95, ptr %14, align 4, !tbaa !11
  br label %27, !llvm.loop !17

96:                                               ; preds = %31
  %97 = load float, ptr %13, align 4, !tbaa !13
  %98 = load ptr, ptr %7, align 8, !tbaa !7
  %99 = load i32, ptr %11, align 4, !tbaa !11
  %100 = load i32, ptr %8, align 4, !tbaa !11
  %101 = mul nsw i32 %99, %100
  %102 = load i32, ptr %12, align 4, !tbaa !11
  %103 = add nsw i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %98, i64 %104
  store float %97, ptr %105, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
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
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4tilePKfS0_Pfi, !"kernel", i32 1}
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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
