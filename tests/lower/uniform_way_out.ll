; A region with two ways out that every thread takes alike: the run of a
; wavefront loop's body leaves at its barrier while d < rounds, after the
; loop otherwise, and the test of the thread's own cell (r = d - tx in the
; tile) comes after that choice (uniformexit.c). No thread's record of its
; stop is written. In `ragged`, each thread's own trip count picks the way
; out, and the records stay.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000e8
; Source: wave(in, out, rounds): __shared__ int t[17][17]; tx = threadIdx.x;
;           t[0][tx + 1] = ...; t[tx + 1][0] = ...; if (tx == 0) t[0][0] = 0; __syncthreads();
;           for (d = 0; d < rounds; d++) { r = d - tx;
;             if (r >= 0 && r < 16) t[r + 1][tx + 1] = max(t[r][tx], t[r + 1][tx]) + t[r][tx + 1];
;             __syncthreads(); }
;           out[blockIdx.x * 16 + tx] = t[16][tx + 1];
;         ragged(in, out): n = in[tx]; for (i = 0; i < n; i++) { __syncthreads(); acc += s[(tx + i) & 63]; }
; CHECK-LABEL: define internal {{.*}} @_Z4wavePKiPii.block.r3(
; CHECK-NOT: store {{.*}}i32 {{[0-9]+}}{{>?}}, ptr
; CHECK-NOT: store <8 x i32> zeroinitializer
; CHECK: ret
; CHECK-LABEL: define internal {{.*}} @_Z6raggedPKiPi.block.r1(
; CHECK: store i32 %.sink, ptr
; ModuleID = 'wave.dev.bc'
source_filename = "wave.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ4wavePKiPiiE1t = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@_ZZ6raggedPKiPiE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4wavePKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !19
  %10 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !20
  store i32 %10, ptr %7, align 4, !dbg !21, !tbaa !17
  %11 = load ptr, ptr %4, align 8, !dbg !22, !tbaa !13
  %12 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !23
  %13 = mul i32 %12, 32, !dbg !24
  %14 = load i32, ptr %7, align 4, !dbg !25, !tbaa !17
  %15 = add i32 %13, %14, !dbg !26
  %16 = zext i32 %15 to i64, !dbg !22
  %17 = getelementptr inbounds i32, ptr %11, i64 %16, !dbg !22
  %18 = load i32, ptr %17, align 4, !dbg !22, !tbaa !17
  %19 = load i32, ptr %7, align 4, !dbg !27, !tbaa !17
  %20 = add nsw i32 %19, 1, !dbg !28
  %21 = sext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %21, !dbg !29
  store i32 %18, ptr %22, align 4, !dbg !30, !tbaa !17
  %23 = load ptr, ptr %4, align 8, !dbg !31, !tbaa !13
  %24 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !32
  %25 = mul i32 %24, 32, !dbg !33
  %26 = add i32 %25, 16, !dbg !34
  %27 = load i32, ptr %7, align 4, !dbg !35, !tbaa !17
  %28 = add i32 %26, %27, !dbg !36
  %29 = zext i32 %28 to i64, !dbg !31
  %30 = getelementptr inbounds i32, ptr %23, i64 %29, !dbg !31
  %31 = load i32, ptr %30, align 4, !dbg !31, !tbaa !17
  %32 = load i32, ptr %7, align 4, !dbg !37, !tbaa !17
  %33 = add nsw i32 %32, 1, !dbg !38
  %34 = sext i32 %33 to i64, !dbg !39
  %35 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %34, !dbg !39
  %36 = getelementptr inbounds [17 x i32], ptr %35, i64 0, i64 0, !dbg !39
  store i32 %31, ptr %36, align 4, !dbg !40, !tbaa !17
  %37 = load i32, ptr %7, align 4, !dbg !41, !tbaa !17
  %38 = icmp eq i32 %37, 0, !dbg !42
  br i1 %38, label %39, label %40, !dbg !41

39:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), align 4, !dbg !43, !tbaa !17
  br label %40, !dbg !44

40:                                               ; preds = %39, %3
  call void @llvm.nvvm.barrier0(), !dbg !45
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !46
  store i32 0, ptr %8, align 4, !dbg !47, !tbaa !17
  br label %41, !dbg !46

41:                                               ; preds = %90, %40
  %42 = load i32, ptr %8, align 4, !dbg !48, !tbaa !17
  %43 = load i32, ptr %6, align 4, !dbg !49, !tbaa !17
  %44 = icmp slt i32 %42, %43, !dbg !50
  br i1 %44, label %46, label %45, !dbg !51

45:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !51
  br label %93

46:                                               ; preds = %41
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5, !dbg !52
  %47 = load i32, ptr %8, align 4, !dbg !53, !tbaa !17
  %48 = load i32, ptr %7, align 4, !dbg !54, !tbaa !17
  %49 = sub nsw i32 %47, %48, !dbg !55
  store i32 %49, ptr %9, align 4, !dbg !56, !tbaa !17
  %50 = load i32, ptr %9, align 4, !dbg !57, !tbaa !17
  %51 = icmp sge i32 %50, 0, !dbg !58
  br i1 %51, label %52, label %89, !dbg !59

52:                                               ; preds = %46
  %53 = load i32, ptr %9, align 4, !dbg !60, !tbaa !17
  %54 = icmp slt i32 %53, 16, !dbg !61
  br i1 %54, label %55, label %89, !dbg !57

55:                                               ; preds = %52
  %56 = load i32, ptr %9, align 4, !dbg !62, !tbaa !17
  %57 = sext i32 %56 to i64, !dbg !63
  %58 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %57, !dbg !63
  %59 = load i32, ptr %7, align 4, !dbg !64, !tbaa !17
  %60 = sext i32 %59 to i64, !dbg !63
  %61 = getelementptr inbounds [17 x i32], ptr %58, i64 0, i64 %60, !dbg !63
  %62 = load i32, ptr %61, align 4, !dbg !63, !tbaa !17
  %63 = load i32, ptr %9, align 4, !dbg !65, !tbaa !17
  %64 = add nsw i32 %63, 1, !dbg !66
  %65 = sext i32 %64 to i64, !dbg !67
  %66 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %65, !dbg !67
  %67 = load i32, ptr %7, align 4, !dbg !68, !tbaa !17
  %68 = sext i32 %67 to i64, !dbg !67
  %69 = getelementptr inbounds [17 x i32], ptr %66, i64 0, i64 %68, !dbg !67
  %70 = load i32, ptr %69, align 4, !dbg !67, !tbaa !17
  %71 = call noundef i32 @_ZL3maxii(i32 noundef %62, i32 noundef %70) #6, !dbg !69
  %72 = load i32, ptr %9, align 4, !dbg !70, !tbaa !17
  %73 = sext i32 %72 to i64, !dbg !71
  %74 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %73, !dbg !71
  %75 = load i32, ptr %7, align 4, !dbg !72, !tbaa !17
  %76 = add nsw i32 %75, 1, !dbg !73
  %77 = sext i32 %76 to i64, !dbg !71
  %78 = getelementptr inbounds [17 x i32], ptr %74, i64 0, i64 %77, !dbg !71
  %79 = load i32, ptr %78, align 4, !dbg !71, !tbaa !17
  %80 = add nsw i32 %71, %79, !dbg !74
  %81 = load i32, ptr %9, align 4, !dbg !75, !tbaa !17
  %82 = add nsw i32 %81, 1, !dbg !76
  %83 = sext i32 %82 to i64, !dbg !77
  %84 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 %83, !dbg !77
  %85 = load i32, ptr %7, align 4, !dbg !78, !tbaa !17
  %86 = add nsw i32 %85, 1, !dbg !79
  %87 = sext i32 %86 to i64, !dbg !77
  %88 = getelementptr inbounds [17 x i32], ptr %84, i64 0, i64 %87, !dbg !77
  store i32 %80, ptr %88, align 4, !dbg !80, !tbaa !17
  br label %89, !dbg !77

89:                                               ; preds = %55, %52, %46
  call void @llvm.nvvm.barrier0(), !dbg !81
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5, !dbg !82
  br label %90, !dbg !82

90:                                               ; preds = %89
  %91 = load i32, ptr %8, align 4, !dbg !83, !tbaa !17
  %92 = add nsw i32 %91, 1, !dbg !83
  store i32 %92, ptr %8, align 4, !dbg !83, !tbaa !17
  br label %41, !dbg !51, !llvm.loop !84

93:                                               ; preds = %45
  %94 = load i32, ptr %7, align 4, !dbg !86, !tbaa !17
  %95 = add nsw i32 %94, 1, !dbg !87
  %96 = sext i32 %95 to i64, !dbg !88
  %97 = getelementptr inbounds [17 x i32], ptr getelementptr inbounds ([17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ4wavePKiPiiE1t to ptr), i64 0, i64 16), i64 0, i64 %96, !dbg !88
  %98 = load i32, ptr %97, align 4, !dbg !88, !tbaa !17
  %99 = load ptr, ptr %5, align 8, !dbg !89, !tbaa !13
  %100 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !90
  %101 = mul i32 %100, 16, !dbg !91
  %102 = load i32, ptr %7, align 4, !dbg !92, !tbaa !17
  %103 = add i32 %101, %102, !dbg !93
  %104 = zext i32 %103 to i64, !dbg !89
  %105 = getelementptr inbounds i32, ptr %99, i64 %104, !dbg !89
  store i32 %98, ptr %105, align 4, !dbg !94, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !95
  ret void, !dbg !95
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !96 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !98
  ret i32 %1, !dbg !98
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !99 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !100
  ret i32 %1, !dbg !100
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL3maxii(i32 noundef %0, i32 noundef %1) #2 !dbg !101 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !17
  store i32 %1, ptr %4, align 4, !tbaa !17
  %5 = load i32, ptr %3, align 4, !dbg !103, !tbaa !17
  %6 = load i32, ptr %4, align 4, !dbg !103, !tbaa !17
  %7 = icmp sgt i32 %5, %6, !dbg !103
  br i1 %7, label %8, label %10, !dbg !103

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !103, !tbaa !17
  br label %12, !dbg !103

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !103, !tbaa !17
  br label %12, !dbg !103

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !103
  ret i32 %13, !dbg !103
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6raggedPKiPi(ptr noundef %0, ptr noundef %1) #0 !dbg !104 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !105
  %9 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !106
  store i32 %9, ptr %5, align 4, !dbg !107, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !105
  %10 = load ptr, ptr %3, align 8, !dbg !108, !tbaa !13
  %11 = load i32, ptr %5, align 4, !dbg !109, !tbaa !17
  %12 = sext i32 %11 to i64, !dbg !108
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !108
  %14 = load i32, ptr %13, align 4, !dbg !108, !tbaa !17
  store i32 %14, ptr %6, align 4, !dbg !110, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !105
  store i32 0, ptr %7, align 4, !dbg !111, !tbaa !17
  %15 = load i32, ptr %5, align 4, !dbg !112, !tbaa !17
  %16 = load i32, ptr %5, align 4, !dbg !113, !tbaa !17
  %17 = sext i32 %16 to i64, !dbg !114
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6raggedPKiPiE1s to ptr), i64 0, i64 %17, !dbg !114
  store i32 %15, ptr %18, align 4, !dbg !115, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !116
  store i32 0, ptr %8, align 4, !dbg !117, !tbaa !17
  br label %19, !dbg !116

19:                                               ; preds = %34, %2
  %20 = load i32, ptr %8, align 4, !dbg !118, !tbaa !17
  %21 = load i32, ptr %6, align 4, !dbg !119, !tbaa !17
  %22 = icmp slt i32 %20, %21, !dbg !120
  br i1 %22, label %24, label %23, !dbg !121

23:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !121
  br label %37

24:                                               ; preds = %19
  call void @llvm.nvvm.barrier0(), !dbg !122
  %25 = load i32, ptr %5, align 4, !dbg !123, !tbaa !17
  %26 = load i32, ptr %8, align 4, !dbg !124, !tbaa !17
  %27 = add nsw i32 %25, %26, !dbg !125
  %28 = and i32 %27, 63, !dbg !126
  %29 = sext i32 %28 to i64, !dbg !127
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6raggedPKiPiE1s to ptr), i64 0, i64 %29, !dbg !127
  %31 = load i32, ptr %30, align 4, !dbg !127, !tbaa !17
  %32 = load i32, ptr %7, align 4, !dbg !128, !tbaa !17
  %33 = add nsw i32 %32, %31, !dbg !128
  store i32 %33, ptr %7, align 4, !dbg !128, !tbaa !17
  br label %34, !dbg !129

34:                                               ; preds = %24
  %35 = load i32, ptr %8, align 4, !dbg !130, !tbaa !17
  %36 = add nsw i32 %35, 1, !dbg !130
  store i32 %36, ptr %8, align 4, !dbg !130, !tbaa !17
  br label %19, !dbg !121, !llvm.loop !131

37:                                               ; preds = %23
  %38 = load i32, ptr %7, align 4, !dbg !132, !tbaa !17
  %39 = load ptr, ptr %4, align 8, !dbg !133, !tbaa !13
  %40 = load i32, ptr %5, align 4, !dbg !134, !tbaa !17
  %41 = sext i32 %40 to i64, !dbg !133
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !133
  store i32 %38, ptr %42, align 4, !dbg !135, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !136
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !136
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !136
  ret void, !dbg !136
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx83,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx83,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wave.cu", directory: "/tmp/ue")
!2 = !{ptr @_Z4wavePKiPii, !"kernel", i32 1}
!3 = !{ptr @_Z6raggedPKiPi, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "wave", scope: !1, file: !1, line: 2, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 5, column: 5, scope: !10)
!20 = !DILocation(line: 5, column: 14, scope: !10)
!21 = !DILocation(line: 5, column: 9, scope: !10)
!22 = !DILocation(line: 6, column: 20, scope: !10)
!23 = !DILocation(line: 6, column: 23, scope: !10)
!24 = !DILocation(line: 6, column: 34, scope: !10)
!25 = !DILocation(line: 6, column: 41, scope: !10)
!26 = !DILocation(line: 6, column: 39, scope: !10)
!27 = !DILocation(line: 6, column: 10, scope: !10)
!28 = !DILocation(line: 6, column: 13, scope: !10)
!29 = !DILocation(line: 6, column: 5, scope: !10)
!30 = !DILocation(line: 6, column: 18, scope: !10)
!31 = !DILocation(line: 7, column: 20, scope: !10)
!32 = !DILocation(line: 7, column: 23, scope: !10)
!33 = !DILocation(line: 7, column: 34, scope: !10)
!34 = !DILocation(line: 7, column: 39, scope: !10)
!35 = !DILocation(line: 7, column: 46, scope: !10)
!36 = !DILocation(line: 7, column: 44, scope: !10)
!37 = !DILocation(line: 7, column: 7, scope: !10)
!38 = !DILocation(line: 7, column: 10, scope: !10)
!39 = !DILocation(line: 7, column: 5, scope: !10)
!40 = !DILocation(line: 7, column: 18, scope: !10)
!41 = !DILocation(line: 8, column: 9, scope: !10)
!42 = !DILocation(line: 8, column: 12, scope: !10)
!43 = !DILocation(line: 9, column: 17, scope: !10)
!44 = !DILocation(line: 9, column: 9, scope: !10)
!45 = !DILocation(line: 10, column: 5, scope: !10)
!46 = !DILocation(line: 11, column: 10, scope: !10)
!47 = !DILocation(line: 11, column: 14, scope: !10)
!48 = !DILocation(line: 11, column: 21, scope: !10)
!49 = !DILocation(line: 11, column: 25, scope: !10)
!50 = !DILocation(line: 11, column: 23, scope: !10)
!51 = !DILocation(line: 11, column: 5, scope: !10)
!52 = !DILocation(line: 12, column: 9, scope: !10)
!53 = !DILocation(line: 12, column: 17, scope: !10)
!54 = !DILocation(line: 12, column: 21, scope: !10)
!55 = !DILocation(line: 12, column: 19, scope: !10)
!56 = !DILocation(line: 12, column: 13, scope: !10)
!57 = !DILocation(line: 13, column: 13, scope: !10)
!58 = !DILocation(line: 13, column: 15, scope: !10)
!59 = !DILocation(line: 13, column: 20, scope: !10)
!60 = !DILocation(line: 13, column: 23, scope: !10)
!61 = !DILocation(line: 13, column: 25, scope: !10)
!62 = !DILocation(line: 14, column: 38, scope: !10)
!63 = !DILocation(line: 14, column: 36, scope: !10)
!64 = !DILocation(line: 14, column: 41, scope: !10)
!65 = !DILocation(line: 14, column: 48, scope: !10)
!66 = !DILocation(line: 14, column: 50, scope: !10)
!67 = !DILocation(line: 14, column: 46, scope: !10)
!68 = !DILocation(line: 14, column: 55, scope: !10)
!69 = !DILocation(line: 14, column: 32, scope: !10)
!70 = !DILocation(line: 14, column: 64, scope: !10)
!71 = !DILocation(line: 14, column: 62, scope: !10)
!72 = !DILocation(line: 14, column: 67, scope: !10)
!73 = !DILocation(line: 14, column: 70, scope: !10)
!74 = !DILocation(line: 14, column: 60, scope: !10)
!75 = !DILocation(line: 14, column: 15, scope: !10)
!76 = !DILocation(line: 14, column: 17, scope: !10)
!77 = !DILocation(line: 14, column: 13, scope: !10)
!78 = !DILocation(line: 14, column: 22, scope: !10)
!79 = !DILocation(line: 14, column: 25, scope: !10)
!80 = !DILocation(line: 14, column: 30, scope: !10)
!81 = !DILocation(line: 15, column: 9, scope: !10)
!82 = !DILocation(line: 16, column: 5, scope: !10)
!83 = !DILocation(line: 11, column: 34, scope: !10)
!84 = distinct !{!84, !51, !82, !85}
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 17, column: 39, scope: !10)
!87 = !DILocation(line: 17, column: 42, scope: !10)
!88 = !DILocation(line: 17, column: 33, scope: !10)
!89 = !DILocation(line: 17, column: 5, scope: !10)
!90 = !DILocation(line: 17, column: 9, scope: !10)
!91 = !DILocation(line: 17, column: 20, scope: !10)
!92 = !DILocation(line: 17, column: 27, scope: !10)
!93 = !DILocation(line: 17, column: 25, scope: !10)
!94 = !DILocation(line: 17, column: 31, scope: !10)
!95 = !DILocation(line: 18, column: 1, scope: !10)
!96 = distinct !DISubprogram(name: "__ferry_get_x", scope: !97, file: !97, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!97 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!98 = !DILocation(line: 33, column: 5, scope: !96)
!99 = distinct !DISubprogram(name: "__ferry_get_x", scope: !97, file: !97, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = !DILocation(line: 39, column: 5, scope: !99)
!101 = distinct !DISubprogram(name: "max", scope: !102, file: !102, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!102 = !DIFile(filename: "/work/main/build/include/ferry/math_common.h", directory: "")
!103 = !DILocation(line: 14, column: 1, scope: !101)
!104 = distinct !DISubprogram(name: "ragged", scope: !1, file: !1, line: 20, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!105 = !DILocation(line: 23, column: 5, scope: !104)
!106 = !DILocation(line: 23, column: 14, scope: !104)
!107 = !DILocation(line: 23, column: 9, scope: !104)
!108 = !DILocation(line: 23, column: 31, scope: !104)
!109 = !DILocation(line: 23, column: 34, scope: !104)
!110 = !DILocation(line: 23, column: 27, scope: !104)
!111 = !DILocation(line: 23, column: 39, scope: !104)
!112 = !DILocation(line: 24, column: 13, scope: !104)
!113 = !DILocation(line: 24, column: 7, scope: !104)
!114 = !DILocation(line: 24, column: 5, scope: !104)
!115 = !DILocation(line: 24, column: 11, scope: !104)
!116 = !DILocation(line: 25, column: 10, scope: !104)
!117 = !DILocation(line: 25, column: 14, scope: !104)
!118 = !DILocation(line: 25, column: 21, scope: !104)
!119 = !DILocation(line: 25, column: 25, scope: !104)
!120 = !DILocation(line: 25, column: 23, scope: !104)
!121 = !DILocation(line: 25, column: 5, scope: !104)
!122 = !DILocation(line: 26, column: 9, scope: !104)
!123 = !DILocation(line: 27, column: 19, scope: !104)
!124 = !DILocation(line: 27, column: 24, scope: !104)
!125 = !DILocation(line: 27, column: 22, scope: !104)
!126 = !DILocation(line: 27, column: 27, scope: !104)
!127 = !DILocation(line: 27, column: 16, scope: !104)
!128 = !DILocation(line: 27, column: 13, scope: !104)
!129 = !DILocation(line: 28, column: 5, scope: !104)
!130 = !DILocation(line: 25, column: 29, scope: !104)
!131 = distinct !{!131, !121, !129, !85}
!132 = !DILocation(line: 29, column: 15, scope: !104)
!133 = !DILocation(line: 29, column: 5, scope: !104)
!134 = !DILocation(line: 29, column: 9, scope: !104)
!135 = !DILocation(line: 29, column: 13, scope: !104)
!136 = !DILocation(line: 30, column: 1, scope: !104)
