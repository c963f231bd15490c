; A loop with constant bounds whose body walks memory by thread, too long
; for LLVM to unroll whole (16 half-precision multiply-adds per thread,
; each a few dozen instructions): it runs in steps, one iteration for all
; threads at a time, so that the thread loop is the inner one and
; vectorizes. Left inside each thread, it kept the thread loop scalar and
; bench/kernels/hdot.cu ran 13 times slower.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000bd
; Source: bench/kernels/hdot.cu (nvcc -keep, opt -strip-debug).
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4hdotPK7__half2S1_PfS2_.block.r1(
; CHECK: fptrunc <{{[0-9]+}} x float> %{{[0-9]+}} to <{{[0-9]+}} x half>
; CHECK-LABEL: define internal fastcc {{.*}} @_Z4hdotPK7__half2S1_PfS2_.block.r2(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_gridDim_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN7__half2C1ERK6__halfS2_ = comdat any

$_ZN7__half2C2ERK6__halfS2_ = comdat any

@_ZZ4hdotPK7__half2S1_PfS2_E1s = internal addrspace(3) global [256 x float] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4hdotPK7__half2S1_PfS2_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.__half2, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.__half2, align 4
  %14 = alloca %struct.__half2, align 4
  %15 = alloca %struct.__half2, align 4
  %16 = alloca %struct.__half2, align 4
  %17 = alloca %struct.__half2, align 4
  %18 = alloca %struct.__half2, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !7
  store ptr %1, ptr %6, align 8, !tbaa !7
  store ptr %2, ptr %7, align 8, !tbaa !7
  store ptr %3, ptr %8, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #7
  %20 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #8
  %21 = mul i32 %20, 256
  store i32 %21, ptr %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #7
  %22 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #8
  %23 = mul i32 %22, 256
  %24 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %25 = add i32 %23, %24
  store i32 %25, ptr %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #7
  %26 = call %struct.__half2 @_ZL16__float2half2_rnf(float noundef 0.000000e+00) #8
  %27 = getelementptr inbounds %struct.__half2, ptr %11, i32 0, i32 0
  %28 = extractvalue %struct.__half2 %26, 0
  store %struct.__half %28, ptr %27, align 4
  %29 = getelementptr inbounds %struct.__half2, ptr %11, i32 0, i32 1
  %30 = extractvalue %struct.__half2 %26, 1
  store %struct.__half %30, ptr %29, align 2
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #7
  store i32 0, ptr %12, align 4, !tbaa !11
  br label %31

31:                                               ; preds = %57, %4
  %32 = load i32, ptr %12, align 4, !tbaa !11
  %33 = icmp slt i32 %32, 16
  br i1 %33, label %35, label %34

34:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #7
  br label %60

35:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #7
  %36 = load ptr, ptr %5, align 8, !tbaa !7
  %37 = load i32, ptr %10, align 4, !tbaa !11
  %38 = load i32, ptr %12, align 4, !tbaa !11
  %39 = load i32, ptr %9, align 4, !tbaa !11
  %40 = mul nsw i32 %38, %39
  %41 = add nsw i32 %37, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.__half2, ptr %36, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %43, i64 4, i1 false), !tbaa.struct !13
  %44 = load ptr, ptr %6, align 8, !tbaa !7
  %45 = load i32, ptr %10, align 4, !tbaa !11
  %46 = load i32, ptr %12, align 4, !tbaa !11
  %47 = load i32, ptr %9, align 4, !tbaa !11
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %45, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.__half2, ptr %44, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %51, i64 4, i1 false), !tbaa.struct !13
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %11, i64 4, i1 false), !tbaa.struct !13
  %52 = call %struct.__half2 @_ZL7__hfma27__half2S_S_(ptr noundef byval(%struct.__half2) align 4 %14, ptr noundef byval(%struct.__half2) align 4 %15, ptr noundef byval(%struct.__half2) align 4 %16) #8
  %53 = getelementptr inbounds %struct.__half2, ptr %13, i32 0, i32 0
  %54 = extractvalue %struct.__half2 %52, 0
  store %struct.__half %54, ptr %53, align 4
  %55 = getelementptr inbounds %struct.__half2, ptr %13, i32 0, i32 1
  %56 = extractvalue %struct.__half2 %52, 1
  store %struct.__half %56, ptr %55, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %13, i64 4, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #7
  br label %57

57:                                               ; preds = %35
  %58 = load i32, ptr %12, align 4, !tbaa !11
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %12, align 4, !tbaa !11
  br label %31, !llvm.loop !16

60:                                               ; preds = %34
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %11, i64 4, i1 false), !tbaa.struct !13
  %61 = call contract noundef float @_ZL11__low2float7__half2(ptr noundef byval(%struct.__half2) align 4 %17) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %11, i64 4, i1 false), !tbaa.struct !13
  %62 = call contract noundef float @_ZL12__high2float7__half2(ptr noundef byval(%struct.__half2) align 4 %18) #8
  %63 = fadd contract float %61, %62
  %64 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4hdotPK7__half2S1_PfS2_E1s to ptr), i64 0, i64 %65
  store float %63, ptr %66, align 4, !tbaa !18
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #7
  store i32 128, ptr %19, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %88, %60
  %68 = load i32, ptr %19, align 4, !tbaa !11
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %71, label %70

70:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #7
  br label %91

71:                                               ; preds = %67
  %72 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %73 = load i32, ptr %19, align 4, !tbaa !11
  %74 = icmp ult i32 %72, %73
  br i1 %74, label %75, label %87

75:                                               ; preds = %71
  %76 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %77 = load i32, ptr %19, align 4, !tbaa !11
  %78 = add i32 %76, %77
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4hdotPK7__half2S1_PfS2_E1s to ptr), i64 0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !18
  %82 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4hdotPK7__half2S1_PfS2_E1s to ptr), i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !18
  %86 = fadd contract float %85, %81
  store float %86, ptr %84, align 4, !tbaa !18
  br label %87

87:                                               ; preds = %75, %71
  call void @llvm.nvvm.barrier0()
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %19, align 4, !tbaa !11
  %90 = ashr i32 %89, 1
  store i32 %90, ptr %19, align 4, !tbaa !11
  br label %67, !llvm.loop !20

91:                                               ; preds = %70
  %92 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %103

94:                                               ; preds = %91
  %95 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ4hdotPK7__half2S1_PfS2_E1s to ptr), align 4, !tbaa !18
  %96 = load ptr, ptr %7, align 8, !tbaa !7
  %97 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #8
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr %96, i64 %98
  store float %95, ptr %99, align 4, !tbaa !18
  %100 = load ptr, ptr %8, align 8, !tbaa !7
  %101 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ4hdotPK7__half2S1_PfS2_E1s to ptr), align 4, !tbaa !18
  %102 = call contract noundef float @_ZL9atomicAddPff(ptr noundef %100, float noundef %101) #8
  br label %103

103:                                              ; preds = %94, %91
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %1
}

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
define internal %struct.__half2 @_ZL16__float2half2_rnf(float noundef %0) #2 {
  %2 = alloca %struct.__half2, align 4
  %3 = alloca float, align 4
  %4 = alloca %struct.__half, align 2
  store float %0, ptr %3, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 2, ptr %4) #7
  %5 = load float, ptr %3, align 4, !tbaa !18
  %6 = call %struct.__half @_ZL12__float2halff(float noundef %5) #8
  %7 = getelementptr inbounds %struct.__half, ptr %4, i32 0, i32 0
  %8 = extractvalue %struct.__half %6, 0
  store i16 %8, ptr %7, align 2
  call void @_ZN7__half2C1ERK6__halfS2_(ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 2 dereferenceable(2) %4, ptr noundef nonnull align 2 dereferenceable(2) %4) #8
  call void @llvm.lifetime.end.p0(i64 2, ptr %4) #7
  %9 = load %struct.__half2, ptr %2, align 4
  ret %struct.__half2 %9
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half2 @_ZL7__hfma27__half2S_S_(ptr noundef byval(%struct.__half2) align 4 %0, ptr noundef byval(%struct.__half2) align 4 %1, ptr noundef byval(%struct.__half2) align 4 %2) #2 {
  %4 = alloca %struct.__half2, align 4
  %5 = alloca %struct.__half, align 2
  %6 = alloca %struct.__half, align 2
  %7 = alloca %struct.__half, align 2
  %8 = alloca %struct.__half, align 2
  %9 = alloca %struct.__half, align 2
  %10 = alloca %struct.__half, align 2
  %11 = alloca %struct.__half, align 2
  %12 = alloca %struct.__half, align 2
  %13 = getelementptr inbounds %struct.__half2, ptr %0, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 4 %13, i64 2, i1 false), !tbaa.struct !21
  %14 = getelementptr inbounds %struct.__half2, ptr %1, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 4 %14, i64 2, i1 false), !tbaa.struct !21
  %15 = getelementptr inbounds %struct.__half2, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 4 %15, i64 2, i1 false), !tbaa.struct !21
  %16 = call %struct.__half @_ZL6__hfma6__halfS_S_(ptr noundef byval(%struct.__half) align 2 %6, ptr noundef byval(%struct.__half) align 2 %7, ptr noundef byval(%struct.__half) align 2 %8) #8
  %17 = getelementptr inbounds %struct.__half, ptr %5, i32 0, i32 0
  %18 = extractvalue %struct.__half %16, 0
  store i16 %18, ptr %17, align 2
  %19 = getelementptr inbounds %struct.__half2, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %19, i64 2, i1 false), !tbaa.struct !21
  %20 = getelementptr inbounds %struct.__half2, ptr %1, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %11, ptr align 2 %20, i64 2, i1 false), !tbaa.struct !21
  %21 = getelementptr inbounds %struct.__half2, ptr %2, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %12, ptr align 2 %21, i64 2, i1 false), !tbaa.struct !21
  %22 = call %struct.__half @_ZL6__hfma6__halfS_S_(ptr noundef byval(%struct.__half) align 2 %10, ptr noundef byval(%struct.__half) align 2 %11, ptr noundef byval(%struct.__half) align 2 %12) #8
  %23 = getelementptr inbounds %struct.__half, ptr %9, i32 0, i32 0
  %24 = extractvalue %struct.__half %22, 0
  store i16 %24, ptr %23, align 2
  %25 = call %struct.__half2 @_ZL12__ferry_pair6__halfS_(ptr noundef byval(%struct.__half) align 2 %5, ptr noundef byval(%struct.__half) align 2 %9) #8
  %26 = getelementptr inbounds %struct.__half2, ptr %4, i32 0, i32 0
  %27 = extractvalue %struct.__half2 %25, 0
  store %struct.__half %27, ptr %26, align 4
  %28 = getelementptr inbounds %struct.__half2, ptr %4, i32 0, i32 1
  %29 = extractvalue %struct.__half2 %25, 1
  store %struct.__half %29, ptr %28, align 2
  %30 = load %struct.__half2, ptr %4, align 4
  ret %struct.__half2 %30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL11__low2float7__half2(ptr noundef byval(%struct.__half2) align 4 %0) #2 {
  %2 = alloca %struct.__half, align 2
  %3 = getelementptr inbounds %struct.__half2, ptr %0, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 4 %3, i64 2, i1 false), !tbaa.struct !21
  %4 = call contract noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %2) #8
  ret float %4
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL12__high2float7__half2(ptr noundef byval(%struct.__half2) align 4 %0) #2 {
  %2 = alloca %struct.__half, align 2
  %3 = getelementptr inbounds %struct.__half2, ptr %0, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 2, i1 false), !tbaa.struct !21
  %4 = call contract noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %2) #8
  ret float %4
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL9atomicAddPff(ptr noundef %0, float noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %3, align 8, !tbaa !7
  store float %1, ptr %4, align 4, !tbaa !18
  %7 = load ptr, ptr %3, align 8, !tbaa !7
  %8 = load float, ptr %4, align 4, !tbaa !18
  store float %8, ptr %5, align 4, !tbaa !18
  %9 = load float, ptr %5, align 4
  %10 = atomicrmw fadd ptr %7, float %9 monotonic, align 4
  store float %10, ptr %6, align 4
  %11 = load float, ptr %6, align 4, !tbaa !18
  ret float %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half @_ZL12__float2halff(float noundef %0) #2 {
  %2 = alloca %struct.__half, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4, !tbaa !18
  %4 = load float, ptr %3, align 4, !tbaa !18
  %5 = call %struct.__half @_ZL14__ferry_h_fromfi(float noundef %4, i32 noundef 0) #8
  %6 = getelementptr inbounds %struct.__half, ptr %2, i32 0, i32 0
  %7 = extractvalue %struct.__half %5, 0
  store i16 %7, ptr %6, align 2
  %8 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %8
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZN7__half2C1ERK6__halfS2_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 2 dereferenceable(2) %1, ptr noundef nonnull align 2 dereferenceable(2) %2) unnamed_addr #6 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !7
  store ptr %1, ptr %5, align 8, !tbaa !7
  store ptr %2, ptr %6, align 8, !tbaa !7
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  call void @_ZN7__half2C2ERK6__halfS2_(ptr noundef nonnull align 4 dereferenceable(4) %7, ptr noundef nonnull align 2 dereferenceable(2) %8, ptr noundef nonnull align 2 dereferenceable(2) %9) #8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half @_ZL14__ferry_h_fromfi(float noundef %0, i32 noundef %1) #2 {
  %3 = alloca %struct.__half, align 2
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  store float %0, ptr %4, align 4, !tbaa !18
  store i32 %1, ptr %5, align 4, !tbaa !11
  %6 = load float, ptr %4, align 4, !tbaa !18
  %7 = load i32, ptr %5, align 4, !tbaa !11
  %8 = call noundef zeroext i16 @_ZL11__ferry_f2hfi(float noundef %6, i32 noundef %7) #8
  %9 = call %struct.__half @_ZL9__ferry_ht(i16 noundef zeroext %8) #8
  %10 = getelementptr inbounds %struct.__half, ptr %3, i32 0, i32 0
  %11 = extractvalue %struct.__half %9, 0
  store i16 %11, ptr %10, align 2
  %12 = load %struct.__half, ptr %3, align 2
  ret %struct.__half %12
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half @_ZL9__ferry_ht(i16 noundef zeroext %0) #2 {
  %2 = alloca %struct.__half, align 2
  %3 = alloca i16, align 2
  store i16 %0, ptr %3, align 2, !tbaa !14
  %4 = load i16, ptr %3, align 2, !tbaa !14
  %5 = getelementptr inbounds %struct.__half, ptr %2, i32 0, i32 0
  store i16 %4, ptr %5, align 2, !tbaa !22
  %6 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %6
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef zeroext i16 @_ZL11__ferry_f2hfi(float noundef %0, i32 noundef %1) #2 {
  %3 = alloca i16, align 2
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca half, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store float %0, ptr %4, align 4, !tbaa !18
  store i32 %1, ptr %5, align 4, !tbaa !11
  %23 = load i32, ptr %5, align 4, !tbaa !11
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %36

25:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 2, ptr %6) #7
  %26 = load float, ptr %4, align 4, !tbaa !18
  %27 = fptrunc float %26 to half
  store half %27, ptr %6, align 2, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 2, ptr %7) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 %6, i64 2, i1 false)
  %28 = load float, ptr %4, align 4, !tbaa !18
  %29 = load float, ptr %4, align 4, !tbaa !18
  %30 = fcmp contract une float %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %25
  br label %34

32:                                               ; preds = %25
  %33 = load i16, ptr %7, align 2, !tbaa !14
  br label %34

34:                                               ; preds = %32, %31
  %35 = phi i16 [ 32767, %31 ], [ %33, %32 ]
  store i16 %35, ptr %3, align 2
  call void @llvm.lifetime.end.p0(i64 2, ptr %7) #7
  call void @llvm.lifetime.end.p0(i64 2, ptr %6) #7
  br label %165

36:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #7
  %37 = load float, ptr %4, align 4, !tbaa !18
  %38 = call noundef i32 @_ZL13__ferry_fbitsf(float noundef %37) #8
  store i32 %38, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #7
  %39 = load i32, ptr %8, align 4, !tbaa !11
  %40 = and i32 %39, 2147483647
  store i32 %40, ptr %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %10) #7
  %41 = load i32, ptr %8, align 4, !tbaa !11
  %42 = lshr i32 %41, 31
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i8
  store i8 %44, ptr %10, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #7
  %45 = load i32, ptr %9, align 4, !tbaa !11
  %46 = lshr i32 %45, 23
  store i32 %46, ptr %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #7
  %47 = load i32, ptr %9, align 4, !tbaa !11
  %48 = lshr i32 %47, 13
  %49 = sub i32 %48, 114688
  store i32 %49, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %13) #7
  %50 = load i32, ptr %9, align 4, !tbaa !11
  %51 = lshr i32 %50, 12
  %52 = and i32 %51, 1
  %53 = icmp ne i32 %52, 0
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %13, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 1, ptr %14) #7
  %55 = load i32, ptr %9, align 4, !tbaa !11
  %56 = and i32 %55, 4095
  %57 = icmp ne i32 %56, 0
  %58 = zext i1 %57 to i8
  store i8 %58, ptr %14, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #7
  %59 = load i32, ptr %9, align 4, !tbaa !11
  %60 = and i32 %59, 8388607
  %61 = load i32, ptr %11, align 4, !tbaa !11
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i64
  %64 = select i1 %62, i32 8388608, i32 0
  %65 = or i32 %60, %64
  store i32 %65, ptr %15, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #7
  %66 = load i32, ptr %11, align 4, !tbaa !11
  %67 = sub i32 126, %66
  store i32 %67, ptr %16, align 4, !tbaa !11
  %68 = load i32, ptr %16, align 4, !tbaa !11
  %69 = icmp ugt i32 %68, 31
  br i1 %69, label %70, label %71

70:                                               ; preds = %36
  br label %79

71:                                               ; preds = %36
  %72 = load i32, ptr %16, align 4, !tbaa !11
  %73 = icmp ult i32 %72, 14
  br i1 %73, label %74, label %75

74:                                               ; preds = %71
  br label %77

75:                                               ; preds = %71
  %76 = load i32, ptr %16, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %75, %74
  %78 = phi i32 [ 14, %74 ], [ %76, %75 ]
  br label %79

79:                                               ; preds = %77, %70
  %80 = phi i32 [ 31, %70 ], [ %78, %77 ]
  store i32 %80, ptr %16, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #7
  %81 = load i32, ptr %15, align 4, !tbaa !11
  %82 = load i32, ptr %16, align 4, !tbaa !11
  %83 = lshr i32 %81, %82
  store i32 %83, ptr %17, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %18) #7
  %84 = load i32, ptr %15, align 4, !tbaa !11
  %85 = load i32, ptr %16, align 4, !tbaa !11
  %86 = sub i32 %85, 1
  %87 = lshr i32 %84, %86
  %88 = and i32 %87, 1
  %89 = icmp ne i32 %88, 0
  %90 = zext i1 %89 to i8
  store i8 %90, ptr %18, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 1, ptr %19) #7
  %91 = load i32, ptr %15, align 4, !tbaa !11
  %92 = load i32, ptr %16, align 4, !tbaa !11
  %93 = sub i32 %92, 1
  %94 = shl i32 1, %93
  %95 = sub i32 %94, 1
  %96 = and i32 %91, %95
  %97 = icmp ne i32 %96, 0
  %98 = zext i1 %97 to i8
  store i8 %98, ptr %19, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 1, ptr %20) #7
  %99 = load i32, ptr %9, align 4, !tbaa !11
  %100 = icmp uge i32 %99, 947912704
  %101 = zext i1 %100 to i8
  store i8 %101, ptr %20, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #7
  %102 = load i8, ptr %20, align 1, !tbaa !26, !range !28, !noundef !29
  %103 = trunc i8 %102 to i1
  br i1 %103, label %104, label %106

104:                                              ; preds = %79
  %105 = load i32, ptr %12, align 4, !tbaa !11
  br label %108

106:                                              ; preds = %79
  %107 = load i32, ptr %17, align 4, !tbaa !11
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi i32 [ %105, %104 ], [ %107, %106 ]
  store i32 %109, ptr %21, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #7
  %110 = load i32, ptr %21, align 4, !tbaa !11
  %111 = load i32, ptr %21, align 4, !tbaa !11
  %112 = load i8, ptr %20, align 1, !tbaa !26, !range !28, !noundef !29
  %113 = trunc i8 %112 to i1
  br i1 %113, label %114, label %117

114:                                              ; preds = %108
  %115 = load i8, ptr %13, align 1, !tbaa !26, !range !28, !noundef !29
  %116 = trunc i8 %115 to i1
  br label %120

117:                                              ; preds = %108
  %118 = load i8, ptr %18, align 1, !tbaa !26, !range !28, !noundef !29
  %119 = trunc i8 %118 to i1
  br label %120

120:                                              ; preds = %117, %114
  %121 = phi i1 [ %116, %114 ], [ %119, %117 ]
  %122 = load i8, ptr %20, align 1, !tbaa !26, !range !28, !noundef !29
  %123 = trunc i8 %122 to i1
  br i1 %123, label %124, label %127

124:                                              ; preds = %120
  %125 = load i8, ptr %14, align 1, !tbaa !26, !range !28, !noundef !29
  %126 = trunc i8 %125 to i1
  br label %130

127:                                              ; preds = %120
  %128 = load i8, ptr %19, align 1, !tbaa !26, !range !28, !noundef !29
  %129 = trunc i8 %128 to i1
  br label %130

130:                                              ; preds = %127, %124
  %131 = phi i1 [ %126, %124 ], [ %129, %127 ]
  %132 = load i8, ptr %10, align 1, !tbaa !26, !range !28, !noundef !29
  %133 = trunc i8 %132 to i1
  %134 = load i32, ptr %5, align 4, !tbaa !11
  %135 = call noundef i32 @_ZL17__ferry_round_incjbbbi(i32 noundef %111, i1 noundef zeroext %121, i1 noundef zeroext %131, i1 noundef zeroext %133, i32 noundef %134) #8
  %136 = add i32 %110, %135
  store i32 %136, ptr %22, align 4, !tbaa !11
  %137 = load i32, ptr %9, align 4, !tbaa !11
  %138 = icmp uge i32 %137, 1199570944
  br i1 %138, label %139, label %150

139:                                              ; preds = %130
  %140 = load i32, ptr %9, align 4, !tbaa !11
  %141 = icmp eq i32 %140, 2139095040
  br i1 %141, label %142, label %143

142:                                              ; preds = %139
  br label %148

143:                                              ; preds = %139
  %144 = load i8, ptr %10, align 1, !tbaa !26, !range !28, !noundef !29
  %145 = trunc i8 %144 to i1
  %146 = load i32, ptr %5, align 4, !tbaa !11
  %147 = call noundef i32 @_ZL16__ferry_overflowjbi(i32 noundef 31744, i1 noundef zeroext %145, i32 noundef %146) #8
  br label %148

148:                                              ; preds = %143, %142
  %149 = phi i32 [ 31744, %142 ], [ %147, %143 ]
  store i32 %149, ptr %22, align 4, !tbaa !11
  br label %150

150:                                              ; preds = %148, %130
  %151 = load i8, ptr %10, align 1, !tbaa !26, !range !28, !noundef !29
  %152 = trunc i8 %151 to i1
  %153 = zext i1 %152 to i64
  %154 = select i1 %152, i32 32768, i32 0
  %155 = load i32, ptr %22, align 4, !tbaa !11
  %156 = or i32 %155, %154
  store i32 %156, ptr %22, align 4, !tbaa !11
  %157 = load i32, ptr %9, align 4, !tbaa !11
  %158 = icmp ugt i32 %157, 2139095040
  br i1 %158, label %159, label %160

159:                                              ; preds = %150
  br label %162

160:                                              ; preds = %150
  %161 = load i32, ptr %22, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %160, %159
  %163 = phi i32 [ 32767, %159 ], [ %161, %160 ]
  %164 = trunc i32 %163 to i16
  store i16 %164, ptr %3, align 2
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %20) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %19) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %18) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %14) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %13) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %10) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #7
  br label %165

165:                                              ; preds = %162, %34
  %166 = load i16, ptr %3, align 2
  ret i16 %166
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL13__ferry_fbitsf(float noundef %0) #2 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !18
  %3 = load i32, ptr %2, align 4, !tbaa !30
  ret i32 %3
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL17__ferry_round_incjbbbi(i32 noundef %0, i1 noundef zeroext %1, i1 noundef zeroext %2, i1 noundef zeroext %3, i32 noundef %4) #2 {
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  store i32 %0, ptr %6, align 4, !tbaa !11
  %13 = zext i1 %1 to i8
  store i8 %13, ptr %7, align 1, !tbaa !26
  %14 = zext i1 %2 to i8
  store i8 %14, ptr %8, align 1, !tbaa !26
  %15 = zext i1 %3 to i8
  store i8 %15, ptr %9, align 1, !tbaa !26
  store i32 %4, ptr %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %11) #7
  %16 = load i8, ptr %7, align 1, !tbaa !26, !range !28, !noundef !29
  %17 = trunc i8 %16 to i1
  br i1 %17, label %21, label %18

18:                                               ; preds = %5
  %19 = load i8, ptr %8, align 1, !tbaa !26, !range !28, !noundef !29
  %20 = trunc i8 %19 to i1
  br label %21

21:                                               ; preds = %18, %5
  %22 = phi i1 [ true, %5 ], [ %20, %18 ]
  %23 = zext i1 %22 to i8
  store i8 %23, ptr %11, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 1, ptr %12) #7
  %24 = load i32, ptr %10, align 4, !tbaa !11
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %21
  %27 = load i8, ptr %7, align 1, !tbaa !26, !range !28, !noundef !29
  %28 = trunc i8 %27 to i1
  br i1 %28, label %29, label %38

29:                                               ; preds = %26
  %30 = load i8, ptr %8, align 1, !tbaa !26, !range !28, !noundef !29
  %31 = trunc i8 %30 to i1
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4, !tbaa !11
  %34 = and i32 %33, 1
  %35 = icmp ne i32 %34, 0
  br label %36

36:                                               ; preds = %32, %29
  %37 = phi i1 [ true, %29 ], [ %35, %32 ]
  br label %38

38:                                               ; preds = %36, %26
  %39 = phi i1 [ false, %26 ], [ %37, %36 ]
  br label %67

40:                                               ; preds = %21
  %41 = load i32, ptr %10, align 4, !tbaa !11
  %42 = icmp eq i32 %41, 2
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = load i8, ptr %9, align 1, !tbaa !26, !range !28, !noundef !29
  %45 = trunc i8 %44 to i1
  br i1 %45, label %49, label %46

46:                                               ; preds = %43
  %47 = load i8, ptr %11, align 1, !tbaa !26, !range !28, !noundef !29
  %48 = trunc i8 %47 to i1
  br label %49

49:                                               ; preds = %46, %43
  %50 = phi i1 [ false, %43 ], [ %48, %46 ]
  br label %65

51:                                               ; preds = %40
  %52 = load i32, ptr %10, align 4, !tbaa !11
  %53 = icmp eq i32 %52, 3
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = load i8, ptr %9, align 1, !tbaa !26, !range !28, !noundef !29
  %56 = trunc i8 %55 to i1
  br i1 %56, label %57, label %60

57:                                               ; preds = %54
  %58 = load i8, ptr %11, align 1, !tbaa !26, !range !28, !noundef !29
  %59 = trunc i8 %58 to i1
  br label %60

60:                                               ; preds = %57, %54
  %61 = phi i1 [ false, %54 ], [ %59, %57 ]
  br label %63

62:                                               ; preds = %51
  br label %63

63:                                               ; preds = %62, %60
  %64 = phi i1 [ %61, %60 ], [ false, %62 ]
  br label %65

65:                                               ; preds = %63, %49
  %66 = phi i1 [ %50, %49 ], [ %64, %63 ]
  br label %67

67:                                               ; preds = %65, %38
  %68 = phi i1 [ %39, %38 ], [ %66, %65 ]
  %69 = zext i1 %68 to i8
  store i8 %69, ptr %12, align 1, !tbaa !26
  %70 = load i8, ptr %12, align 1, !tbaa !26, !range !28, !noundef !29
  %71 = trunc i8 %70 to i1
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, i32 1, i32 0
  call void @llvm.lifetime.end.p0(i64 1, ptr %12) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %11) #7
  ret i32 %73
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL16__ferry_overflowjbi(i32 noundef %0, i1 noundef zeroext %1, i32 noundef %2) #2 {
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  store i32 %0, ptr %4, align 4, !tbaa !11
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %5, align 1, !tbaa !26
  store i32 %2, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %7) #7
  %9 = load i32, ptr %6, align 4, !tbaa !11
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %25, label %11

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4, !tbaa !11
  %13 = icmp eq i32 %12, 2
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i8, ptr %5, align 1, !tbaa !26, !range !28, !noundef !29
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %14, %11
  %18 = load i32, ptr %6, align 4, !tbaa !11
  %19 = icmp eq i32 %18, 3
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = load i8, ptr %5, align 1, !tbaa !26, !range !28, !noundef !29
  %22 = trunc i8 %21 to i1
  br label %23

23:                                               ; preds = %20, %17
  %24 = phi i1 [ false, %17 ], [ %22, %20 ]
  br label %25

25:                                               ; preds = %23, %14, %3
  %26 = phi i1 [ true, %14 ], [ true, %3 ], [ %24, %23 ]
  %27 = zext i1 %26 to i8
  store i8 %27, ptr %7, align 1, !tbaa !26
  %28 = load i8, ptr %7, align 1, !tbaa !26, !range !28, !noundef !29
  %29 = trunc i8 %28 to i1
  br i1 %29, label %30, label %32

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !tbaa !11
  br label %35

32:                                               ; preds = %25
  %33 = load i32, ptr %4, align 4, !tbaa !11
  %34 = sub i32 %33, 1
  br label %35

35:                                               ; preds = %32, %30
  %36 = phi i32 [ %31, %30 ], [ %34, %32 ]
  call void @llvm.lifetime.end.p0(i64 1, ptr %7) #7
  ret i32 %36
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZN7__half2C2ERK6__halfS2_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 2 dereferenceable(2) %1, ptr noundef nonnull align 2 dereferenceable(2) %2) unnamed_addr #6 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !7
  store ptr %1, ptr %5, align 8, !tbaa !7
  store ptr %2, ptr %6, align 8, !tbaa !7
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.__half2, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %5, align 8, !tbaa !7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 2 %9, i64 2, i1 false), !tbaa.struct !21
  %10 = getelementptr inbounds %struct.__half2, ptr %7, i32 0, i32 1
  %11 = load ptr, ptr %6, align 8, !tbaa !7
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 2 %11, i64 2, i1 false), !tbaa.struct !21
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half2 @_ZL12__ferry_pair6__halfS_(ptr noundef byval(%struct.__half) align 2 %0, ptr noundef byval(%struct.__half) align 2 %1) #2 {
  %3 = alloca %struct.__half2, align 4
  %4 = getelementptr inbounds %struct.__half2, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 2 %0, i64 2, i1 false), !tbaa.struct !21
  %5 = getelementptr inbounds %struct.__half2, ptr %3, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 %1, i64 2, i1 false), !tbaa.struct !21
  %6 = load %struct.__half2, ptr %3, align 4
  ret %struct.__half2 %6
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half @_ZL6__hfma6__halfS_S_(ptr noundef byval(%struct.__half) align 2 %0, ptr noundef byval(%struct.__half) align 2 %1, ptr noundef byval(%struct.__half) align 2 %2) #2 {
  %4 = alloca %struct.__half, align 2
  %5 = alloca %struct.__half, align 2
  %6 = alloca %struct.__half, align 2
  %7 = alloca %struct.__half, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 %0, i64 2, i1 false), !tbaa.struct !21
  %8 = call contract noundef float @_ZL11__ferry_tof6__half(ptr noundef byval(%struct.__half) align 2 %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 %1, i64 2, i1 false), !tbaa.struct !21
  %9 = call contract noundef float @_ZL11__ferry_tof6__half(ptr noundef byval(%struct.__half) align 2 %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 2 %2, i64 2, i1 false), !tbaa.struct !21
  %10 = call contract noundef float @_ZL11__ferry_tof6__half(ptr noundef byval(%struct.__half) align 2 %7) #8
  %11 = call contract noundef float @_ZL17__ferry_fma_odd24fff(float noundef %8, float noundef %9, float noundef %10) #8
  %12 = call %struct.__half @_ZL12__ferry_h_rnf(float noundef %11) #8
  %13 = getelementptr inbounds %struct.__half, ptr %4, i32 0, i32 0
  %14 = extractvalue %struct.__half %12, 0
  store i16 %14, ptr %13, align 2
  %15 = load %struct.__half, ptr %4, align 2
  ret %struct.__half %15
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.__half @_ZL12__ferry_h_rnf(float noundef %0) #2 {
  %2 = alloca %struct.__half, align 2
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4, !tbaa !18
  %4 = load float, ptr %3, align 4, !tbaa !18
  %5 = call noundef zeroext i16 @_ZL11__ferry_f2hfi(float noundef %4, i32 noundef 0) #8
  %6 = call %struct.__half @_ZL9__ferry_ht(i16 noundef zeroext %5) #8
  %7 = getelementptr inbounds %struct.__half, ptr %2, i32 0, i32 0
  %8 = extractvalue %struct.__half %6, 0
  store i16 %8, ptr %7, align 2
  %9 = load %struct.__half, ptr %2, align 2
  ret %struct.__half %9
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL17__ferry_fma_odd24fff(float noundef %0, float noundef %1, float noundef %2) #2 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  store float %0, ptr %4, align 4, !tbaa !18
  store float %1, ptr %5, align 4, !tbaa !18
  store float %2, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #7
  %14 = load float, ptr %4, align 4, !tbaa !18
  %15 = load float, ptr %5, align 4, !tbaa !18
  %16 = fmul contract float %14, %15
  store float %16, ptr %7, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #7
  %17 = load float, ptr %7, align 4, !tbaa !18
  %18 = load float, ptr %6, align 4, !tbaa !18
  %19 = fadd contract float %17, %18
  store float %19, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #7
  %20 = load float, ptr %8, align 4, !tbaa !18
  %21 = load float, ptr %7, align 4, !tbaa !18
  %22 = fsub contract float %20, %21
  store float %22, ptr %9, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #7
  %23 = load float, ptr %7, align 4, !tbaa !18
  %24 = load float, ptr %8, align 4, !tbaa !18
  %25 = load float, ptr %9, align 4, !tbaa !18
  %26 = fsub contract float %24, %25
  %27 = fsub contract float %23, %26
  %28 = load float, ptr %6, align 4, !tbaa !18
  %29 = load float, ptr %9, align 4, !tbaa !18
  %30 = fsub contract float %28, %29
  %31 = fadd contract float %27, %30
  store float %31, ptr %10, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #7
  %32 = load float, ptr %8, align 4, !tbaa !18
  %33 = call noundef i32 @_ZL13__ferry_fbitsf(float noundef %32) #8
  store i32 %33, ptr %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 1, ptr %12) #7
  %34 = load float, ptr %10, align 4, !tbaa !18
  %35 = fcmp contract olt float %34, 0.000000e+00
  br i1 %35, label %39, label %36

36:                                               ; preds = %3
  %37 = load float, ptr %10, align 4, !tbaa !18
  %38 = fcmp contract ogt float %37, 0.000000e+00
  br i1 %38, label %39, label %44

39:                                               ; preds = %36, %3
  %40 = load i32, ptr %11, align 4, !tbaa !11
  %41 = and i32 %40, 1
  %42 = icmp ne i32 %41, 0
  %43 = xor i1 %42, true
  br label %44

44:                                               ; preds = %39, %36
  %45 = phi i1 [ false, %36 ], [ %43, %39 ]
  %46 = zext i1 %45 to i8
  store i8 %46, ptr %12, align 1, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 1, ptr %13) #7
  %47 = load float, ptr %10, align 4, !tbaa !18
  %48 = fcmp contract olt float %47, 0.000000e+00
  %49 = zext i1 %48 to i32
  %50 = load float, ptr %8, align 4, !tbaa !18
  %51 = fcmp contract olt float %50, 0.000000e+00
  %52 = zext i1 %51 to i32
  %53 = icmp ne i32 %49, %52
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %13, align 1, !tbaa !26
  %55 = load i8, ptr %12, align 1, !tbaa !26, !range !28, !noundef !29
  %56 = trunc i8 %55 to i1
  br i1 %56, label %57, label %68

57:                                               ; preds = %44
  %58 = load i8, ptr %13, align 1, !tbaa !26, !range !28, !noundef !29
  %59 = trunc i8 %58 to i1
  br i1 %59, label %60, label %63

60:                                               ; preds = %57
  %61 = load i32, ptr %11, align 4, !tbaa !11
  %62 = sub i32 %61, 1
  br label %66

63:                                               ; preds = %57
  %64 = load i32, ptr %11, align 4, !tbaa !11
  %65 = add i32 %64, 1
  br label %66

66:                                               ; preds = %63, %60
  %67 = phi i32 [ %62, %60 ], [ %65, %63 ]
  br label %70

68:                                               ; preds = %44
  %69 = load i32, ptr %11, align 4, !tbaa !11
  br label %70

70:                                               ; preds = %68, %66
  %71 = phi i32 [ %67, %66 ], [ %69, %68 ]
  %72 = call contract noundef float @_ZL13__ferry_bitsfj(i32 noundef %71) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr %13) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr %12) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #7
  ret float %72
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL11__ferry_tof6__half(ptr noundef byval(%struct.__half) align 2 %0) #2 {
  %2 = getelementptr inbounds %struct.__half, ptr %0, i32 0, i32 0
  %3 = load i16, ptr %2, align 2, !tbaa !22
  %4 = call contract noundef float @_ZL11__ferry_h2ft(i16 noundef zeroext %3) #8
  ret float %4
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL13__ferry_bitsfj(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !11
  %3 = load float, ptr %2, align 4, !tbaa !30
  ret float %3
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL11__ferry_h2ft(i16 noundef zeroext %0) #2 {
  %2 = alloca i16, align 2
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca half, align 2
  store i16 %0, ptr %2, align 2, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %3) #7
  %10 = load i16, ptr %2, align 2, !tbaa !14
  %11 = zext i16 %10 to i32
  %12 = and i32 %11, 32767
  store i32 %12, ptr %3, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %4) #7
  %13 = load i16, ptr %2, align 2, !tbaa !14
  %14 = zext i16 %13 to i32
  %15 = and i32 %14, 32768
  %16 = shl i32 %15, 16
  store i32 %16, ptr %4, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #7
  %17 = load i32, ptr %3, align 4, !tbaa !11
  %18 = add i32 %17, 114688
  %19 = shl i32 %18, 13
  store i32 %19, ptr %5, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #7
  %20 = load i32, ptr %3, align 4, !tbaa !11
  %21 = sitofp i32 %20 to float
  %22 = fmul contract float %21, 0x3E70000000000000
  %23 = call noundef i32 @_ZL13__ferry_fbitsf(float noundef %22) #8
  store i32 %23, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #7
  %24 = load i32, ptr %3, align 4, !tbaa !11
  %25 = and i32 %24, 1023
  %26 = shl i32 %25, 13
  %27 = or i32 2139095040, %26
  store i32 %27, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #7
  %28 = load i32, ptr %3, align 4, !tbaa !11
  %29 = icmp uge i32 %28, 31744
  br i1 %29, label %30, label %32

30:                                               ; preds = %1
  %31 = load i32, ptr %7, align 4, !tbaa !11
  br label %41

32:                                               ; preds = %1
  %33 = load i32, ptr %3, align 4, !tbaa !11
  %34 = icmp uge i32 %33, 1024
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4, !tbaa !11
  br label %39

37:                                               ; preds = %32
  %38 = load i32, ptr %6, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ]
  br label %41

41:                                               ; preds = %39, %30
  %42 = phi i32 [ %31, %30 ], [ %40, %39 ]
  store i32 %42, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 2, ptr %9) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 2 %2, i64 2, i1 false)
  %43 = load i32, ptr %3, align 4, !tbaa !11
  %44 = icmp ugt i32 %43, 31744
  br i1 %44, label %45, label %50

45:                                               ; preds = %41
  %46 = load i32, ptr %4, align 4, !tbaa !11
  %47 = load i32, ptr %8, align 4, !tbaa !11
  %48 = or i32 %46, %47
  %49 = call contract noundef float @_ZL13__ferry_bitsfj(i32 noundef %48) #8
  br label %53

50:                                               ; preds = %41
  %51 = load half, ptr %9, align 2, !tbaa !24
  %52 = fpext half %51 to float
  br label %53

53:                                               ; preds = %50, %45
  %54 = phi contract float [ %49, %45 ], [ %52, %50 ]
  call void @llvm.lifetime.end.p0(i64 2, ptr %9) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %4) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %3) #7
  ret float %54
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL12__half2float6__half(ptr noundef byval(%struct.__half) align 2 %0) #2 {
  %2 = getelementptr inbounds %struct.__half, ptr %0, i32 0, i32 0
  %3 = load i16, ptr %2, align 2, !tbaa !22
  %4 = call contract noundef float @_ZL11__ferry_h2ft(i16 noundef zeroext %3) #8
  ret float %4
}

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z4hdotPK7__half2S1_PfS2_, !"kernel", i32 1}
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
!13 = !{i64 0, i64 2, !14, i64 2, i64 2, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !9, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !9, i64 0}
!20 = distinct !{!20, !17}
!21 = !{i64 0, i64 2, !14}
!22 = !{!23, !15, i64 0}
!23 = !{!"_ZTS6__half", !15, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"_Float16", !9, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"bool", !9, i64 0}
!28 = !{i8 0, i8 2}
!29 = !{}
!30 = !{!9, !9, i64 0}
