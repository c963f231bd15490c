; A loop of constant bounds that LLVM does not unroll whole, with no memory
; walked by thread in it: n-body's sweep of each thread over the bodies of
; a shared-memory tile (for j < BLOCK). It runs in steps, one body for all
; threads at a time, so that each step vectorizes across the threads (r2,
; r3); left in each thread it kept the thread loop scalar
; (bench/kernels/nbody.cu 18 -> 2.7 ms). A loop of this kind inside a
; grid-stride loop runs in steps too (tests/cuda/long_constant_loops).
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000bf
; Source: bench/kernels/nbody.cu (nvcc -keep, opt -strip-debug).
; CHECK-LABEL: define internal fastcc {{.*}} @_Z5accelPK6float4PS_i.block.r2(
; CHECK: <8 x float>
; CHECK-LABEL: define internal fastcc {{.*}} @_Z5accelPK6float4PS_i.block.r3(
; CHECK: <8 x float>
; CHECK-LABEL: define internal fastcc {{.*}} @_Z5accelPK6float4PS_i.block.r4(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ5accelPK6float4PS_iE4tile = internal addrspace(3) global [256 x %struct.float4] undef, align 16
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5accelPK6float4PS_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.float4, align 16
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.float4, align 16
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca %struct.float4, align 16
  store ptr %0, ptr %4, align 8, !tbaa !7
  store ptr %1, ptr %5, align 8, !tbaa !7
  store i32 %2, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  %22 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #7
  %23 = mul i32 %22, 256
  %24 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #7
  %25 = add i32 %23, %24
  store i32 %25, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr %8) #6
  %26 = load ptr, ptr %4, align 8, !tbaa !7
  %27 = load i32, ptr %7, align 4, !tbaa !11
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.float4, ptr %26, i64 %28
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %29, i64 16, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6
  store float 0.000000e+00, ptr %9, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #6
  store float 0.000000e+00, ptr %10, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6
  store float 0.000000e+00, ptr %11, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #6
  store i32 0, ptr %12, align 4, !tbaa !11
  br label %30

30:                                               ; preds = %108, %3
  %31 = load i32, ptr %12, align 4, !tbaa !11
  %32 = load i32, ptr %6, align 4, !tbaa !11
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %35, label %34

34:                                               ; preds = %30
  store i32 2, ptr %13, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #6
  br label %111

35:                                               ; preds = %30
  %36 = load ptr, ptr %4, align 8, !tbaa !7
  %37 = load i32, ptr %12, align 4, !tbaa !11
  %38 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #7
  %39 = add i32 %37, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds %struct.float4, ptr %36, i64 %40
  %42 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #7
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [256 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ5accelPK6float4PS_iE4tile to ptr), i64 0, i64 %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %44, ptr align 16 %41, i64 16, i1 false), !tbaa.struct !13
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #6
  store i32 0, ptr %14, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %104, %35
  %46 = load i32, ptr %14, align 4, !tbaa !11
  %47 = icmp slt i32 %46, 256
  br i1 %47, label %49, label %48

48:                                               ; preds = %45
  store i32 5, ptr %13, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #6
  br label %107

49:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 16, ptr %15) #6
  %50 = load i32, ptr %14, align 4, !tbaa !11
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ5accelPK6float4PS_iE4tile to ptr), i64 0, i64 %51
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 %52, i64 16, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #6
  %53 = getelementptr inbounds %struct.float4, ptr %15, i32 0, i32 0
  %54 = load float, ptr %53, align 16, !tbaa !16
  %55 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 0
  %56 = load float, ptr %55, align 16, !tbaa !16
  %57 = fsub contract float %54, %56
  store float %57, ptr %16, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #6
  %58 = getelementptr inbounds %struct.float4, ptr %15, i32 0, i32 1
  %59 = load float, ptr %58, align 4, !tbaa !18
  %60 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 1
  %61 = load float, ptr %60, align 4, !tbaa !18
  %62 = fsub contract float %59, %61
  store float %62, ptr %17, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #6
  %63 = getelementptr inbounds %struct.float4, ptr %15, i32 0, i32 2
  %64 = load float, ptr %63, align 8, !tbaa !19
  %65 = getelementptr inbounds %struct.float4, ptr %8, i32 0, i32 2
  %66 = load float, ptr %65, align 8, !tbaa !19
  %67 = fsub contract float %64, %66
  store float %67, ptr %18, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #6
  %68 = load float, ptr %16, align 4, !tbaa !14
  %69 = load float, ptr %16, align 4, !tbaa !14
  %70 = fmul contract float %68, %69
  %71 = load float, ptr %17, align 4, !tbaa !14
  %72 = load float, ptr %17, align 4, !tbaa !14
  %73 = fmul contract float %71, %72
  %74 = fadd contract float %70, %73
  %75 = load float, ptr %18, align 4, !tbaa !14
  %76 = load float, ptr %18, align 4, !tbaa !14
  %77 = fmul contract float %75, %76
  %78 = fadd contract float %74, %77
  %79 = fadd contract float %78, 0x3F847AE140000000
  %80 = call contract noundef float @_ZL6rsqrtff(float noundef %79) #7
  store float %80, ptr %19, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #6
  %81 = getelementptr inbounds %struct.float4, ptr %15, i32 0, i32 3
  %82 = load float, ptr %81, align 4, !tbaa !20
  %83 = load float, ptr %19, align 4, !tbaa !14
  %84 = fmul contract float %82, %83
  %85 = load float, ptr %19, align 4, !tbaa !14
  %86 = fmul contract float %84, %85
  %87 = load float, ptr %19, align 4, !tbaa !14
  %88 = fmul contract float %86, %87
  store float %88, ptr %20, align 4, !tbaa !14
  %89 = load float, ptr %16, align 4, !tbaa !14
  %90 = load float, ptr %20, align 4, !tbaa !14
  %91 = fmul contract float %89, %90
  %92 = load float, ptr %9, align 4, !tbaa !14
  %93 = fadd contract float %92, %91
  store float %93, ptr %9, align 4, !tbaa !14
  %94 = load float, ptr %17, align 4, !tbaa !14
  %95 = load float, ptr %20, align 4, !tbaa !14
  %96 = fmul contract float %94, %95
  %97 = load float, ptr %10, align 4, !tbaa !14
  %98 = fadd contract float %97, %96
  store float %98, ptr %10, align 4, !tbaa !14
  %99 = load float, ptr %18, align 4, !tbaa !14
  %100 = load float, ptr %20, align 4, !tbaa !14
  %101 = fmul contract float %99, %100
  %102 = load float, ptr %11, align 4, !tbaa !14
  %103 = fadd contract float %102, %101
  store float %103, ptr %11, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr %15) #6
  br label %104

104:                                              ; preds = %49
  %105 = load i32, ptr %14, align 4, !tbaa !11
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %14, align 4, !tbaa !11
  br label %45, !llvm.loop !21

107:                                              ; preds = %48
  call void @llvm.nvvm.barrier0()
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %12, align 4, !tbaa !11
  %110 = add nsw i32 %109, 256
  store i32 %110, ptr %12, align 4, !tbaa !11
  br label %30, !llvm.loop !23

111:                                              ; preds = %34
  call void @llvm.lifetime.start.p0(i64 16, ptr %21) #6
  %112 = load float, ptr %9, align 4, !tbaa !14
  %113 = load float, ptr %10, align 4, !tbaa !14
  %114 = load float, ptr %11, align 4, !tbaa !14
  %115 = call %struct.float4 @_ZL11make_float4ffff(float noundef %112, float noundef %113, float noundef %114, float noundef 0.000000e+00) #7
  %116 = getelementptr inbounds %struct.float4, ptr %21, i32 0, i32 0
  %117 = extractvalue %struct.float4 %115, 0
  store float %117, ptr %116, align 16
  %118 = getelementptr inbounds %struct.float4, ptr %21, i32 0, i32 1
  %119 = extractvalue %struct.float4 %115, 1
  store float %119, ptr %118, align 4
  %120 = getelementptr inbounds %struct.float4, ptr %21, i32 0, i32 2
  %121 = extractvalue %struct.float4 %115, 2
  store float %121, ptr %120, align 8
  %122 = getelementptr inbounds %struct.float4, ptr %21, i32 0, i32 3
  %123 = extractvalue %struct.float4 %115, 3
  store float %123, ptr %122, align 4
  %124 = load ptr, ptr %5, align 8, !tbaa !7
  %125 = load i32, ptr %7, align 4, !tbaa !11
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds %struct.float4, ptr %124, i64 %126
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %127, ptr align 16 %21, i64 16, i1 false), !tbaa.struct !13
  call void @llvm.lifetime.end.p0(i64 16, ptr %21) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL6rsqrtff(float noundef %0) #2 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !14
  %3 = load float, ptr %2, align 4, !tbaa !14
  %4 = call contract float @llvm.sqrt.f32(float %3)
  %5 = fdiv contract float 1.000000e+00, %4
  ret float %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal %struct.float4 @_ZL11make_float4ffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3) #2 {
  %5 = alloca %struct.float4, align 16
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store float %0, ptr %6, align 4, !tbaa !14
  store float %1, ptr %7, align 4, !tbaa !14
  store float %2, ptr %8, align 4, !tbaa !14
  store float %3, ptr %9, align 4, !tbaa !14
  %10 = load float, ptr %6, align 4, !tbaa !14
  %11 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 0
  store float %10, ptr %11, align 16, !tbaa !16
  %12 = load float, ptr %7, align 4, !tbaa !14
  %13 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 1
  store float %12, ptr %13, align 4, !tbaa !18
  %14 = load float, ptr %8, align 4, !tbaa !14
  %15 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 2
  store float %14, ptr %15, align 8, !tbaa !19
  %16 = load float, ptr %9, align 4, !tbaa !14
  %17 = getelementptr inbounds %struct.float4, ptr %5, i32 0, i32 3
  store float %16, ptr %17, align 4, !tbaa !20
  %18 = load %struct.float4, ptr %5, align 16
  ret %struct.float4 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z5accelPK6float4PS_i, !"kernel", i32 1}
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
!13 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14, i64 12, i64 4, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !9, i64 0}
!16 = !{!17, !15, i64 0}
!17 = !{!"_ZTS6float4", !15, i64 0, !15, i64 4, !15, i64 8, !15, i64 12}
!18 = !{!17, !15, i64 4}
!19 = !{!17, !15, i64 8}
!20 = !{!17, !15, i64 12}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
