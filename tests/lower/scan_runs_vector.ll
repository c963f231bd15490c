; A thread's serial prefix sum over a run of consecutive integers becomes a
; vector load, a log-step prefix sum (shifts in of zeros, adds) and one
; vector store (lower/cpu/scanruns.c, after LLVM's pipeline): exclusive in
; place in shared memory (excl: the run's last sum, which nothing uses,
; still goes to element 15, so the vector takes in all 16), inclusive from
; a carry computed after the run's loads (incl, CUB's load, scan, store).
; A run whose loads follow stores that may write them (stepwise: in and out
; may be one array) and a run of floats (whose sums depend on their order)
; stay scalar.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f7
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void excl(const int *in, int *out)
;   {
;       __shared__ int s[64 * 16];
;       int t = threadIdx.x;
;   #pragma unroll 1
;       for (int k = 0; k < 16; k++)
;           s[k * 64 + t] = in[k * 64 + t];
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
;           out[k * 64 + t] = s[k * 64 + t];
;   }
;   __global__ void incl(const int *in, int *out, int carry)
;   {
;       int t = threadIdx.x, acc = carry * t, items[8];
;       for (int k = 0; k < 8; k++)
;           items[k] = in[t * 8 + k];
;       for (int k = 0; k < 8; k++)
;           items[k] = acc += items[k];
;       for (int k = 0; k < 8; k++)
;           out[t * 8 + k] = items[k];
;   }
;   __global__ void stepwise(const int *in, int *out)
;   {
;       int t = threadIdx.x, acc = 0;
;       for (int k = 0; k < 8; k++) {
;           acc += in[t * 8 + k];
;           out[t * 8 + k] = acc;
;       }
;   }
;   __global__ void floats(const float *in, float *out)
;   {
;       int t = threadIdx.x;
;       float acc = 0, items[8];
;       for (int k = 0; k < 8; k++)
;           items[k] = in[t * 8 + k];
;       for (int k = 0; k < 8; k++)
;           items[k] = acc += items[k];
;       for (int k = 0; k < 8; k++)
;           out[t * 8 + k] = items[k];
;   }
; CHECK-LABEL: define internal void @_Z4inclPKiPii.block(
; CHECK: %[[V:run]] = load <8 x i32>
; CHECK-NEXT: %[[S1:[0-9]+]] = shufflevector <8 x i32> %[[V]], <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
; CHECK-NEXT: %[[P1:[0-9]+]] = add <8 x i32> %[[V]], %[[S1]]
; CHECK: shufflevector <8 x i32> %{{[0-9]+}}, <8 x i32> zeroinitializer, <8 x i32> <i32 8, i32 8, i32 8, i32 8, i32 0, i32 1, i32 2, i32 3>
; CHECK: %[[P3:[0-9]+]] = add <8 x i32>
; CHECK-NEXT: %[[C:[0-9]+]] = insertelement <8 x i32> undef, i32 %{{[0-9]+}}, i32 0
; CHECK-NEXT: %[[CS:[0-9]+]] = shufflevector <8 x i32> %[[C]], <8 x i32> undef, <8 x i32> zeroinitializer
; CHECK-NEXT: %[[OUT:[0-9]+]] = add <8 x i32> %[[P3]], %[[CS]]
; CHECK-NEXT: store <8 x i32> %[[OUT]]
; CHECK-LABEL: define internal void @_Z8stepwisePKiPi.block(
; CHECK-NOT: %run
; CHECK-LABEL: define internal void @_Z6floatsPKfPf.block(
; CHECK-NOT: %run
; CHECK-LABEL: define internal fastcc void @_Z4exclPKiPi.block.r3(
; CHECK: %[[E:run]] = load <16 x i32>, ptr %[[AT:[0-9]+]]
; CHECK: shufflevector <16 x i32> %{{[0-9]+}}, <16 x i32> zeroinitializer, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 0,
; CHECK-NEXT: %[[SUM:[0-9]+]] = add <16 x i32>
; CHECK-NEXT: %[[EX:[0-9]+]] = sub <16 x i32> %[[SUM]], %[[E]]
; CHECK-NEXT: store <16 x i32> %[[EX]], ptr %[[AT]]
; CHECK-NOT: load i32
; CHECK: ret void

; ModuleID = '<stdin>'
source_filename = "s.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ4exclPKiPiE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4exclPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !10
  store ptr %1, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %11, ptr %5, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  store i32 0, ptr %6, align 4, !tbaa !14
  br label %12

12:                                               ; preds = %31, %2
  %13 = load i32, ptr %6, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 16
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  br label %34

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8, !tbaa !10
  %18 = load i32, ptr %6, align 4, !tbaa !14
  %19 = mul nsw i32 %18, 64
  %20 = load i32, ptr %5, align 4, !tbaa !14
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %17, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !14
  %25 = load i32, ptr %6, align 4, !tbaa !14
  %26 = mul nsw i32 %25, 64
  %27 = load i32, ptr %5, align 4, !tbaa !14
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4exclPKiPiE1s to ptr), i64 0, i64 %29
  store i32 %24, ptr %30, align 4, !tbaa !14
  br label %31

31:                                               ; preds = %16
  %32 = load i32, ptr %6, align 4, !tbaa !14
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %6, align 4, !tbaa !14
  br label %12, !llvm.loop !16

34:                                               ; preds = %15
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !14
  br label %35

35:                                               ; preds = %57, %34
  %36 = load i32, ptr %8, align 4, !tbaa !14
  %37 = icmp slt i32 %36, 16
  br i1 %37, label %39, label %38

38:                                               ; preds = %35
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  br label %60

39:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %40 = load i32, ptr %5, align 4, !tbaa !14
  %41 = mul nsw i32 %40, 16
  %42 = load i32, ptr %8, align 4, !tbaa !14
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4exclPKiPiE1s to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !14
  store i32 %46, ptr %9, align 4, !tbaa !14
  %47 = load i32, ptr %7, align 4, !tbaa !14
  %48 = load i32, ptr %5, align 4, !tbaa !14
  %49 = mul nsw i32 %48, 16
  %50 = load i32, ptr %8, align 4, !tbaa !14
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4exclPKiPiE1s to ptr), i64 0, i64 %52
  store i32 %47, ptr %53, align 4, !tbaa !14
  %54 = load i32, ptr %9, align 4, !tbaa !14
  %55 = load i32, ptr %7, align 4, !tbaa !14
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %57

57:                                               ; preds = %39
  %58 = load i32, ptr %8, align 4, !tbaa !14
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %8, align 4, !tbaa !14
  br label %35, !llvm.loop !19

60:                                               ; preds = %38
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  store i32 0, ptr %10, align 4, !tbaa !14
  br label %61

61:                                               ; preds = %80, %60
  %62 = load i32, ptr %10, align 4, !tbaa !14
  %63 = icmp slt i32 %62, 16
  br i1 %63, label %65, label %64

64:                                               ; preds = %61
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %83

65:                                               ; preds = %61
  %66 = load i32, ptr %10, align 4, !tbaa !14
  %67 = mul nsw i32 %66, 64
  %68 = load i32, ptr %5, align 4, !tbaa !14
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4exclPKiPiE1s to ptr), i64 0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !14
  %73 = load ptr, ptr %4, align 8, !tbaa !10
  %74 = load i32, ptr %10, align 4, !tbaa !14
  %75 = mul nsw i32 %74, 64
  %76 = load i32, ptr %5, align 4, !tbaa !14
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %73, i64 %78
  store i32 %72, ptr %79, align 4, !tbaa !14
  br label %80

80:                                               ; preds = %65
  %81 = load i32, ptr %10, align 4, !tbaa !14
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %10, align 4, !tbaa !14
  br label %61, !llvm.loop !20

83:                                               ; preds = %64
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4inclPKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [8 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !10
  store ptr %1, ptr %5, align 8, !tbaa !10
  store i32 %2, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %13, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %14 = load i32, ptr %6, align 4, !tbaa !14
  %15 = load i32, ptr %7, align 4, !tbaa !14
  %16 = mul nsw i32 %14, %15
  store i32 %16, ptr %8, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 32, ptr %9) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  store i32 0, ptr %10, align 4, !tbaa !14
  br label %17

17:                                               ; preds = %33, %3
  %18 = load i32, ptr %10, align 4, !tbaa !14
  %19 = icmp slt i32 %18, 8
  br i1 %19, label %21, label %20

20:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %36

21:                                               ; preds = %17
  %22 = load ptr, ptr %4, align 8, !tbaa !10
  %23 = load i32, ptr %7, align 4, !tbaa !14
  %24 = mul nsw i32 %23, 8
  %25 = load i32, ptr %10, align 4, !tbaa !14
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !14
  %30 = load i32, ptr %10, align 4, !tbaa !14
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %31
  store i32 %29, ptr %32, align 4, !tbaa !14
  br label %33

33:                                               ; preds = %21
  %34 = load i32, ptr %10, align 4, !tbaa !14
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %10, align 4, !tbaa !14
  br label %17, !llvm.loop !21

36:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  store i32 0, ptr %11, align 4, !tbaa !14
  br label %37

37:                                               ; preds = %51, %36
  %38 = load i32, ptr %11, align 4, !tbaa !14
  %39 = icmp slt i32 %38, 8
  br i1 %39, label %41, label %40

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  br label %54

41:                                               ; preds = %37
  %42 = load i32, ptr %11, align 4, !tbaa !14
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !14
  %46 = load i32, ptr %8, align 4, !tbaa !14
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %8, align 4, !tbaa !14
  %48 = load i32, ptr %11, align 4, !tbaa !14
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %49
  store i32 %47, ptr %50, align 4, !tbaa !14
  br label %51

51:                                               ; preds = %41
  %52 = load i32, ptr %11, align 4, !tbaa !14
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %11, align 4, !tbaa !14
  br label %37, !llvm.loop !22

54:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #5
  store i32 0, ptr %12, align 4, !tbaa !14
  br label %55

55:                                               ; preds = %71, %54
  %56 = load i32, ptr %12, align 4, !tbaa !14
  %57 = icmp slt i32 %56, 8
  br i1 %57, label %59, label %58

58:                                               ; preds = %55
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #5
  br label %74

59:                                               ; preds = %55
  %60 = load i32, ptr %12, align 4, !tbaa !14
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !14
  %64 = load ptr, ptr %5, align 8, !tbaa !10
  %65 = load i32, ptr %7, align 4, !tbaa !14
  %66 = mul nsw i32 %65, 8
  %67 = load i32, ptr %12, align 4, !tbaa !14
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %64, i64 %69
  store i32 %63, ptr %70, align 4, !tbaa !14
  br label %71

71:                                               ; preds = %59
  %72 = load i32, ptr %12, align 4, !tbaa !14
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %12, align 4, !tbaa !14
  br label %55, !llvm.loop !23

74:                                               ; preds = %58
  call void @llvm.lifetime.end.p0(i64 32, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8stepwisePKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !10
  store ptr %1, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %8 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %8, ptr %5, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  store i32 0, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  store i32 0, ptr %7, align 4, !tbaa !14
  br label %9

9:                                                ; preds = %32, %2
  %10 = load i32, ptr %7, align 4, !tbaa !14
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %13, label %12

12:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  br label %35

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8, !tbaa !10
  %15 = load i32, ptr %5, align 4, !tbaa !14
  %16 = mul nsw i32 %15, 8
  %17 = load i32, ptr %7, align 4, !tbaa !14
  %18 = add nsw i32 %16, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %14, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !14
  %22 = load i32, ptr %6, align 4, !tbaa !14
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4, !tbaa !14
  %24 = load i32, ptr %6, align 4, !tbaa !14
  %25 = load ptr, ptr %4, align 8, !tbaa !10
  %26 = load i32, ptr %5, align 4, !tbaa !14
  %27 = mul nsw i32 %26, 8
  %28 = load i32, ptr %7, align 4, !tbaa !14
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %25, i64 %30
  store i32 %24, ptr %31, align 4, !tbaa !14
  br label %32

32:                                               ; preds = %13
  %33 = load i32, ptr %7, align 4, !tbaa !14
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %7, align 4, !tbaa !14
  br label %9, !llvm.loop !24

35:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6floatsPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca [8 x float], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !10
  store ptr %1, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %11, ptr %5, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  store float 0.000000e+00, ptr %6, align 4, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 32, ptr %7) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !14
  br label %12

12:                                               ; preds = %28, %2
  %13 = load i32, ptr %8, align 4, !tbaa !14
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %16, label %15

15:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  br label %31

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8, !tbaa !10
  %18 = load i32, ptr %5, align 4, !tbaa !14
  %19 = mul nsw i32 %18, 8
  %20 = load i32, ptr %8, align 4, !tbaa !14
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %17, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !25
  %25 = load i32, ptr %8, align 4, !tbaa !14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %26
  store float %24, ptr %27, align 4, !tbaa !25
  br label %28

28:                                               ; preds = %16
  %29 = load i32, ptr %8, align 4, !tbaa !14
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4, !tbaa !14
  br label %12, !llvm.loop !27

31:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !14
  br label %32

32:                                               ; preds = %46, %31
  %33 = load i32, ptr %9, align 4, !tbaa !14
  %34 = icmp slt i32 %33, 8
  br i1 %34, label %36, label %35

35:                                               ; preds = %32
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %49

36:                                               ; preds = %32
  %37 = load i32, ptr %9, align 4, !tbaa !14
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !25
  %41 = load float, ptr %6, align 4, !tbaa !25
  %42 = fadd contract float %41, %40
  store float %42, ptr %6, align 4, !tbaa !25
  %43 = load i32, ptr %9, align 4, !tbaa !14
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %44
  store float %42, ptr %45, align 4, !tbaa !25
  br label %46

46:                                               ; preds = %36
  %47 = load i32, ptr %9, align 4, !tbaa !14
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %9, align 4, !tbaa !14
  br label %32, !llvm.loop !28

49:                                               ; preds = %35
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  store i32 0, ptr %10, align 4, !tbaa !14
  br label %50

50:                                               ; preds = %66, %49
  %51 = load i32, ptr %10, align 4, !tbaa !14
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %54, label %53

53:                                               ; preds = %50
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %69

54:                                               ; preds = %50
  %55 = load i32, ptr %10, align 4, !tbaa !14
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x float], ptr %7, i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !25
  %59 = load ptr, ptr %4, align 8, !tbaa !10
  %60 = load i32, ptr %5, align 4, !tbaa !14
  %61 = mul nsw i32 %60, 8
  %62 = load i32, ptr %10, align 4, !tbaa !14
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %59, i64 %64
  store float %58, ptr %65, align 4, !tbaa !25
  br label %66

66:                                               ; preds = %54
  %67 = load i32, ptr %10, align 4, !tbaa !14
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %10, align 4, !tbaa !14
  br label %50, !llvm.loop !29

69:                                               ; preds = %53
  call void @llvm.lifetime.end.p0(i64 32, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @_Z4exclPKiPi, !"kernel", i32 1}
!1 = !{ptr @_Z4inclPKiPii, !"kernel", i32 1}
!2 = !{ptr @_Z8stepwisePKiPi, !"kernel", i32 1}
!3 = !{ptr @_Z6floatsPKfPf, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !12, i64 0}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
