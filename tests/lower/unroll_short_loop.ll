; A short loop of constant bounds that LLVM would not unroll by itself (16
; centroids of 4 features each, after the features' loop is unrolled) is
; asked to unroll whole and stays in the thread: the grid-stride loop's
; thread loop then vectorizes with the point's features in registers. Run
; in steps, as before, every centroid's step reloaded them from the
; thread's slots (bench/kernels/kmeans.cu, 16 x 8: 19 -> 12.7 ms on a Xeon).
; Only the grid-stride loop keeps its point. The input keeps its debug
; locations: clang puts the loop's source range in its loop metadata, which
; is no unroll hint.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000c7
; Source (nvcc -keep):
;   __constant__ float centre[16 * 4];
;   __global__ void nearest(const float *pts, int *which, int n)
;   {
;       for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
;           float p[4];
;           for (int d = 0; d < 4; d++)
;               p[d] = pts[d * n + i];
;           int best = 0;
;           float best_dist = 3.0e38f;
;           for (int k = 0; k < 16; k++) {
;               float dist = 0;
;               for (int d = 0; d < 4; d++) {
;                   float t = p[d] - centre[k * 4 + d];
;                   dist += t * t;
;               }
;               if (dist < best_dist) {
;                   best_dist = dist;
;                   best = k;
;               }
;           }
;           which[i] = best;
;       }
;   }
; CHECK: @__ferry_sync_points = private constant [2 x i32] [i32 0, i32 536870912]
; CHECK: vector.body:
; CHECK: fsub <8 x float>
; ModuleID = 'near.dev.bc'
source_filename = "near.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_gridDim_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

@centre = dso_local addrspace(4) externally_initialized global [64 x float] zeroinitializer, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @centre to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7nearestPKfPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x float], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4, !dbg !18
  %17 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !19
  %18 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !20
  %19 = mul i32 %17, %18, !dbg !21
  %20 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !22
  %21 = add i32 %19, %20, !dbg !23
  store i32 %21, ptr %7, align 4, !dbg !24, !tbaa !16
  br label %22, !dbg !18

22:                                               ; preds = %96, %3
  %23 = load i32, ptr %7, align 4, !dbg !25, !tbaa !16
  %24 = load i32, ptr %6, align 4, !dbg !26, !tbaa !16
  %25 = icmp slt i32 %23, %24, !dbg !27
  br i1 %25, label %27, label %26, !dbg !28

26:                                               ; preds = %22
  store i32 2, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4, !dbg !28
  br label %102

27:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 16, ptr %9) #4, !dbg !29
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4, !dbg !30
  store i32 0, ptr %10, align 4, !dbg !31, !tbaa !16
  br label %28, !dbg !30

28:                                               ; preds = %45, %27
  %29 = load i32, ptr %10, align 4, !dbg !32, !tbaa !16
  %30 = icmp slt i32 %29, 4, !dbg !33
  br i1 %30, label %32, label %31, !dbg !34

31:                                               ; preds = %28
  store i32 5, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4, !dbg !34
  br label %48

32:                                               ; preds = %28
  %33 = load ptr, ptr %4, align 8, !dbg !35, !tbaa !12
  %34 = load i32, ptr %10, align 4, !dbg !36, !tbaa !16
  %35 = load i32, ptr %6, align 4, !dbg !37, !tbaa !16
  %36 = mul nsw i32 %34, %35, !dbg !38
  %37 = load i32, ptr %7, align 4, !dbg !39, !tbaa !16
  %38 = add nsw i32 %36, %37, !dbg !40
  %39 = sext i32 %38 to i64, !dbg !35
  %40 = getelementptr inbounds float, ptr %33, i64 %39, !dbg !35
  %41 = load float, ptr %40, align 4, !dbg !35, !tbaa !41
  %42 = load i32, ptr %10, align 4, !dbg !43, !tbaa !16
  %43 = sext i32 %42 to i64, !dbg !44
  %44 = getelementptr inbounds [4 x float], ptr %9, i64 0, i64 %43, !dbg !44
  store float %41, ptr %44, align 4, !dbg !45, !tbaa !41
  br label %45, !dbg !44

45:                                               ; preds = %32
  %46 = load i32, ptr %10, align 4, !dbg !46, !tbaa !16
  %47 = add nsw i32 %46, 1, !dbg !46
  store i32 %47, ptr %10, align 4, !dbg !46, !tbaa !16
  br label %28, !dbg !34, !llvm.loop !47

48:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #4, !dbg !50
  store i32 0, ptr %11, align 4, !dbg !51, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #4, !dbg !52
  store float 0x47EC363CC0000000, ptr %12, align 4, !dbg !53, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4, !dbg !54
  store i32 0, ptr %13, align 4, !dbg !55, !tbaa !16
  br label %49, !dbg !54

49:                                               ; preds = %87, %48
  %50 = load i32, ptr %13, align 4, !dbg !56, !tbaa !16
  %51 = icmp slt i32 %50, 16, !dbg !57
  br i1 %51, label %53, label %52, !dbg !58

52:                                               ; preds = %49
  store i32 8, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4, !dbg !58
  br label %90

53:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #4, !dbg !59
  store float 0.000000e+00, ptr %14, align 4, !dbg !60, !tbaa !41
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4, !dbg !61
  store i32 0, ptr %15, align 4, !dbg !62, !tbaa !16
  br label %54, !dbg !61

54:                                               ; preds = %76, %53
  %55 = load i32, ptr %15, align 4, !dbg !63, !tbaa !16
  %56 = icmp slt i32 %55, 4, !dbg !64
  br i1 %56, label %58, label %57, !dbg !65

57:                                               ; preds = %54
  store i32 11, ptr %8, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4, !dbg !65
  br label %79

58:                                               ; preds = %54
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #4, !dbg !66
  %59 = load i32, ptr %15, align 4, !dbg !67, !tbaa !16
  %60 = sext i32 %59 to i64, !dbg !68
  %61 = getelementptr inbounds [4 x float], ptr %9, i64 0, i64 %60, !dbg !68
  %62 = load float, ptr %61, align 4, !dbg !68, !tbaa !41
  %63 = load i32, ptr %13, align 4, !dbg !69, !tbaa !16
  %64 = mul nsw i32 %63, 4, !dbg !70
  %65 = load i32, ptr %15, align 4, !dbg !71, !tbaa !16
  %66 = add nsw i32 %64, %65, !dbg !72
  %67 = sext i32 %66 to i64, !dbg !73
  %68 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(4) @centre to ptr), i64 0, i64 %67, !dbg !73
  %69 = load float, ptr %68, align 4, !dbg !73, !tbaa !41
  %70 = fsub contract float %62, %69, !dbg !74
  store float %70, ptr %16, align 4, !dbg !75, !tbaa !41
  %71 = load float, ptr %16, align 4, !dbg !76, !tbaa !41
  %72 = load float, ptr %16, align 4, !dbg !77, !tbaa !41
  %73 = fmul contract float %71, %72, !dbg !78
  %74 = load float, ptr %14, align 4, !dbg !79, !tbaa !41
  %75 = fadd contract float %74, %73, !dbg !79
  store float %75, ptr %14, align 4, !dbg !79, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #4, !dbg !80
  br label %76, !dbg !80

76:                                               ; preds = %58
  %77 = load i32, ptr %15, align 4, !dbg !81, !tbaa !16
  %78 = add nsw i32 %77, 1, !dbg !81
  store i32 %78, ptr %15, align 4, !dbg !81, !tbaa !16
  br label %54, !dbg !65, !llvm.loop !82

79:                                               ; preds = %57
  %80 = load float, ptr %14, align 4, !dbg !83, !tbaa !41
  %81 = load float, ptr %12, align 4, !dbg !84, !tbaa !41
  %82 = fcmp contract olt float %80, %81, !dbg !85
  br i1 %82, label %83, label %86, !dbg !83

83:                                               ; preds = %79
  %84 = load float, ptr %14, align 4, !dbg !86, !tbaa !41
  store float %84, ptr %12, align 4, !dbg !87, !tbaa !41
  %85 = load i32, ptr %13, align 4, !dbg !88, !tbaa !16
  store i32 %85, ptr %11, align 4, !dbg !89, !tbaa !16
  br label %86, !dbg !90

86:                                               ; preds = %83, %79
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #4, !dbg !91
  br label %87, !dbg !91

87:                                               ; preds = %86
  %88 = load i32, ptr %13, align 4, !dbg !92, !tbaa !16
  %89 = add nsw i32 %88, 1, !dbg !92
  store i32 %89, ptr %13, align 4, !dbg !92, !tbaa !16
  br label %49, !dbg !58, !llvm.loop !93

90:                                               ; preds = %52
  %91 = load i32, ptr %11, align 4, !dbg !94, !tbaa !16
  %92 = load ptr, ptr %5, align 8, !dbg !95, !tbaa !12
  %93 = load i32, ptr %7, align 4, !dbg !96, !tbaa !16
  %94 = sext i32 %93 to i64, !dbg !95
  %95 = getelementptr inbounds i32, ptr %92, i64 %94, !dbg !95
  store i32 %91, ptr %95, align 4, !dbg !97, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #4, !dbg !98
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #4, !dbg !98
  call void @llvm.lifetime.end.p0(i64 16, ptr %9) #4, !dbg !98
  br label %96, !dbg !98

96:                                               ; preds = %90
  %97 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #5, !dbg !99
  %98 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !100
  %99 = mul i32 %97, %98, !dbg !101
  %100 = load i32, ptr %7, align 4, !dbg !102, !tbaa !16
  %101 = add i32 %100, %99, !dbg !102
  store i32 %101, ptr %7, align 4, !dbg !102, !tbaa !16
  br label %22, !dbg !28, !llvm.loop !103

102:                                              ; preds = %26
  ret void, !dbg !104
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !105 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !107
  ret i32 %1, !dbg !107
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !108 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !109
  ret i32 %1, !dbg !109
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !110 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !111
  ret i32 %1, !dbg !111
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !112 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !113
  ret i32 %1, !dbg !113
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "near.cu", directory: "/tmp/ut")
!2 = !{ptr @_Z7nearestPKfPii, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nearest", scope: !1, file: !1, line: 3, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 5, column: 10, scope: !9)
!19 = !DILocation(line: 5, column: 18, scope: !9)
!20 = !DILocation(line: 5, column: 31, scope: !9)
!21 = !DILocation(line: 5, column: 29, scope: !9)
!22 = !DILocation(line: 5, column: 44, scope: !9)
!23 = !DILocation(line: 5, column: 42, scope: !9)
!24 = !DILocation(line: 5, column: 14, scope: !9)
!25 = !DILocation(line: 5, column: 57, scope: !9)
!26 = !DILocation(line: 5, column: 61, scope: !9)
!27 = !DILocation(line: 5, column: 59, scope: !9)
!28 = !DILocation(line: 5, column: 5, scope: !9)
!29 = !DILocation(line: 6, column: 9, scope: !9)
!30 = !DILocation(line: 7, column: 14, scope: !9)
!31 = !DILocation(line: 7, column: 18, scope: !9)
!32 = !DILocation(line: 7, column: 25, scope: !9)
!33 = !DILocation(line: 7, column: 27, scope: !9)
!34 = !DILocation(line: 7, column: 9, scope: !9)
!35 = !DILocation(line: 8, column: 20, scope: !9)
!36 = !DILocation(line: 8, column: 24, scope: !9)
!37 = !DILocation(line: 8, column: 28, scope: !9)
!38 = !DILocation(line: 8, column: 26, scope: !9)
!39 = !DILocation(line: 8, column: 32, scope: !9)
!40 = !DILocation(line: 8, column: 30, scope: !9)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !14, i64 0}
!43 = !DILocation(line: 8, column: 15, scope: !9)
!44 = !DILocation(line: 8, column: 13, scope: !9)
!45 = !DILocation(line: 8, column: 18, scope: !9)
!46 = !DILocation(line: 7, column: 33, scope: !9)
!47 = distinct !{!47, !34, !48, !49}
!48 = !DILocation(line: 8, column: 33, scope: !9)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 9, column: 9, scope: !9)
!51 = !DILocation(line: 9, column: 13, scope: !9)
!52 = !DILocation(line: 10, column: 9, scope: !9)
!53 = !DILocation(line: 10, column: 15, scope: !9)
!54 = !DILocation(line: 11, column: 14, scope: !9)
!55 = !DILocation(line: 11, column: 18, scope: !9)
!56 = !DILocation(line: 11, column: 25, scope: !9)
!57 = !DILocation(line: 11, column: 27, scope: !9)
!58 = !DILocation(line: 11, column: 9, scope: !9)
!59 = !DILocation(line: 12, column: 13, scope: !9)
!60 = !DILocation(line: 12, column: 19, scope: !9)
!61 = !DILocation(line: 13, column: 18, scope: !9)
!62 = !DILocation(line: 13, column: 22, scope: !9)
!63 = !DILocation(line: 13, column: 29, scope: !9)
!64 = !DILocation(line: 13, column: 31, scope: !9)
!65 = !DILocation(line: 13, column: 13, scope: !9)
!66 = !DILocation(line: 14, column: 17, scope: !9)
!67 = !DILocation(line: 14, column: 29, scope: !9)
!68 = !DILocation(line: 14, column: 27, scope: !9)
!69 = !DILocation(line: 14, column: 41, scope: !9)
!70 = !DILocation(line: 14, column: 43, scope: !9)
!71 = !DILocation(line: 14, column: 49, scope: !9)
!72 = !DILocation(line: 14, column: 47, scope: !9)
!73 = !DILocation(line: 14, column: 34, scope: !9)
!74 = !DILocation(line: 14, column: 32, scope: !9)
!75 = !DILocation(line: 14, column: 23, scope: !9)
!76 = !DILocation(line: 15, column: 25, scope: !9)
!77 = !DILocation(line: 15, column: 29, scope: !9)
!78 = !DILocation(line: 15, column: 27, scope: !9)
!79 = !DILocation(line: 15, column: 22, scope: !9)
!80 = !DILocation(line: 16, column: 13, scope: !9)
!81 = !DILocation(line: 13, column: 37, scope: !9)
!82 = distinct !{!82, !65, !80, !49}
!83 = !DILocation(line: 17, column: 17, scope: !9)
!84 = !DILocation(line: 17, column: 24, scope: !9)
!85 = !DILocation(line: 17, column: 22, scope: !9)
!86 = !DILocation(line: 18, column: 29, scope: !9)
!87 = !DILocation(line: 18, column: 27, scope: !9)
!88 = !DILocation(line: 19, column: 24, scope: !9)
!89 = !DILocation(line: 19, column: 22, scope: !9)
!90 = !DILocation(line: 20, column: 13, scope: !9)
!91 = !DILocation(line: 21, column: 9, scope: !9)
!92 = !DILocation(line: 11, column: 34, scope: !9)
!93 = distinct !{!93, !58, !91, !49}
!94 = !DILocation(line: 22, column: 20, scope: !9)
!95 = !DILocation(line: 22, column: 9, scope: !9)
!96 = !DILocation(line: 22, column: 15, scope: !9)
!97 = !DILocation(line: 22, column: 18, scope: !9)
!98 = !DILocation(line: 23, column: 5, scope: !9)
!99 = !DILocation(line: 5, column: 69, scope: !9)
!100 = !DILocation(line: 5, column: 81, scope: !9)
!101 = !DILocation(line: 5, column: 79, scope: !9)
!102 = !DILocation(line: 5, column: 66, scope: !9)
!103 = distinct !{!103, !28, !98, !49}
!104 = !DILocation(line: 24, column: 1, scope: !9)
!105 = distinct !DISubprogram(name: "__ferry_get_x", scope: !106, file: !106, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!106 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!107 = !DILocation(line: 39, column: 5, scope: !105)
!108 = distinct !DISubprogram(name: "__ferry_get_x", scope: !106, file: !106, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 45, column: 5, scope: !108)
!110 = distinct !DISubprogram(name: "__ferry_get_x", scope: !106, file: !106, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = !DILocation(line: 33, column: 5, scope: !110)
!112 = distinct !DISubprogram(name: "__ferry_get_x", scope: !106, file: !106, line: 51, type: !10, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!113 = !DILocation(line: 51, column: 5, scope: !112)
