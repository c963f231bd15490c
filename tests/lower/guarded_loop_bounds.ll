; A tile swept by anti-diagonals (Needleman-Wunsch): on diagonal d, thread
; tx works on row d - tx while that row is in the tile. The step's thread
; loop stays scalar (its lanes are 16 elements apart), and LLVM's pipeline
; leaves the row test, (d + 1) - tx <u 16, at the head of every iteration.
; After the pipeline (guardedloops.c) the loop starts at the first thread
; the test can pass, max(0, d + 1 - 15), and stops after the last, min(15,
; d + 1), where the values are small enough (guard.fits); the test stays.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f6 --launch-shape=sweep:16,1,1
; Source: sweep(score, f): __shared__ int m[17][17]; ... for (d = 0; d < 31; d++) { r = d - tx;
;         if (r >= 0 && r < 16) m[r + 1][tx + 1] = max(m[r][tx] + score[r * 16 + tx], max(m[r][tx + 1], m[r + 1][tx]) - 1);
;         __syncthreads(); }
; CHECK-LABEL: define internal fastcc { i32, i32, i32 } @_Z5sweepPKiPi.shaped.block.r3(
; CHECK: [[D:%[0-9]+]] = zext nneg i32 %{{[0-9]+}} to i64
; CHECK: [[FIRST:%[0-9]+]] = sub i64 [[D]], 15
; CHECK: %guard.fits = and i1
; CHECK-NEXT: %guard.lo = select i1 %guard.fits, i64 %{{[0-9]+}}, i64 0
; CHECK: %guard.end = select i1 %guard.fits, i64 %{{[0-9]+}}, i64 16
; CHECK: br i1 %{{[0-9]+}}, label %[[HEAD:[a-z0-9.]+]], label %done
; CHECK: [[HEAD]]:
; CHECK-NEXT: %indvars.iv = phi i64 [ %guard.lo, %{{[a-z0-9.]+}} ], [ %indvars.iv.next.pre-phi, %{{[a-z0-9.]+}} ]
; CHECK-NEXT: [[ROW:%[0-9]+]] = sub nsw i64 [[D]], %indvars.iv
; CHECK-NEXT: icmp ult i64 [[ROW]], 16
; CHECK: icmp eq i64 %indvars.iv.next.pre-phi, %guard.end
; CHECK-LABEL: define internal fastcc { i32, i32 } @_Z5sweepPKiPi.shaped.block.r4(
; ModuleID = 'sweep.dev.bc'
source_filename = "sweep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ5sweepPKiPiE1m = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5sweepPKiPi(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store ptr %1, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !16
  %9 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !17
  store i32 %9, ptr %5, align 4, !dbg !18, !tbaa !19
  %10 = load i32, ptr %5, align 4, !dbg !21, !tbaa !19
  %11 = add nsw i32 %10, 1, !dbg !22
  %12 = sub nsw i32 0, %11, !dbg !23
  %13 = load i32, ptr %5, align 4, !dbg !24, !tbaa !19
  %14 = add nsw i32 %13, 1, !dbg !25
  %15 = sext i32 %14 to i64, !dbg !26
  %16 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %15, !dbg !26
  store i32 %12, ptr %16, align 4, !dbg !27, !tbaa !19
  %17 = load i32, ptr %5, align 4, !dbg !28, !tbaa !19
  %18 = add nsw i32 %17, 1, !dbg !29
  %19 = sub nsw i32 0, %18, !dbg !30
  %20 = load i32, ptr %5, align 4, !dbg !31, !tbaa !19
  %21 = add nsw i32 %20, 1, !dbg !32
  %22 = sext i32 %21 to i64, !dbg !33
  %23 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %22, !dbg !33
  %24 = getelementptr inbounds [17 x i32], ptr %23, i64 0, i64 0, !dbg !33
  store i32 %19, ptr %24, align 4, !dbg !34, !tbaa !19
  %25 = load i32, ptr %5, align 4, !dbg !35, !tbaa !19
  %26 = icmp eq i32 %25, 0, !dbg !36
  br i1 %26, label %27, label %28, !dbg !35

27:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), align 4, !dbg !37, !tbaa !19
  br label %28, !dbg !38

28:                                               ; preds = %27, %2
  call void @llvm.nvvm.barrier0(), !dbg !39
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !40
  store i32 0, ptr %6, align 4, !dbg !41, !tbaa !19
  br label %29, !dbg !40

29:                                               ; preds = %87, %28
  %30 = load i32, ptr %6, align 4, !dbg !42, !tbaa !19
  %31 = icmp slt i32 %30, 31, !dbg !43
  br i1 %31, label %33, label %32, !dbg !44

32:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !44
  br label %90

33:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !45
  %34 = load i32, ptr %6, align 4, !dbg !46, !tbaa !19
  %35 = load i32, ptr %5, align 4, !dbg !47, !tbaa !19
  %36 = sub nsw i32 %34, %35, !dbg !48
  store i32 %36, ptr %7, align 4, !dbg !49, !tbaa !19
  %37 = load i32, ptr %7, align 4, !dbg !50, !tbaa !19
  %38 = icmp sge i32 %37, 0, !dbg !51
  br i1 %38, label %39, label %86, !dbg !52

39:                                               ; preds = %33
  %40 = load i32, ptr %7, align 4, !dbg !53, !tbaa !19
  %41 = icmp slt i32 %40, 16, !dbg !54
  br i1 %41, label %42, label %86, !dbg !50

42:                                               ; preds = %39
  %43 = load i32, ptr %7, align 4, !dbg !55, !tbaa !19
  %44 = sext i32 %43 to i64, !dbg !56
  %45 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %44, !dbg !56
  %46 = load i32, ptr %5, align 4, !dbg !57, !tbaa !19
  %47 = sext i32 %46 to i64, !dbg !56
  %48 = getelementptr inbounds [17 x i32], ptr %45, i64 0, i64 %47, !dbg !56
  %49 = load i32, ptr %48, align 4, !dbg !56, !tbaa !19
  %50 = load ptr, ptr %3, align 8, !dbg !58, !tbaa !12
  %51 = load i32, ptr %7, align 4, !dbg !59, !tbaa !19
  %52 = mul nsw i32 %51, 16, !dbg !60
  %53 = load i32, ptr %5, align 4, !dbg !61, !tbaa !19
  %54 = add nsw i32 %52, %53, !dbg !62
  %55 = sext i32 %54 to i64, !dbg !58
  %56 = getelementptr inbounds i32, ptr %50, i64 %55, !dbg !58
  %57 = load i32, ptr %56, align 4, !dbg !58, !tbaa !19
  %58 = add nsw i32 %49, %57, !dbg !63
  %59 = load i32, ptr %7, align 4, !dbg !64, !tbaa !19
  %60 = sext i32 %59 to i64, !dbg !65
  %61 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %60, !dbg !65
  %62 = load i32, ptr %5, align 4, !dbg !66, !tbaa !19
  %63 = add nsw i32 %62, 1, !dbg !67
  %64 = sext i32 %63 to i64, !dbg !65
  %65 = getelementptr inbounds [17 x i32], ptr %61, i64 0, i64 %64, !dbg !65
  %66 = load i32, ptr %65, align 4, !dbg !65, !tbaa !19
  %67 = load i32, ptr %7, align 4, !dbg !68, !tbaa !19
  %68 = add nsw i32 %67, 1, !dbg !69
  %69 = sext i32 %68 to i64, !dbg !70
  %70 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %69, !dbg !70
  %71 = load i32, ptr %5, align 4, !dbg !71, !tbaa !19
  %72 = sext i32 %71 to i64, !dbg !70
  %73 = getelementptr inbounds [17 x i32], ptr %70, i64 0, i64 %72, !dbg !70
  %74 = load i32, ptr %73, align 4, !dbg !70, !tbaa !19
  %75 = call noundef i32 @_ZL3maxii(i32 noundef %66, i32 noundef %74) #6, !dbg !72
  %76 = sub nsw i32 %75, 1, !dbg !73
  %77 = call noundef i32 @_ZL3maxii(i32 noundef %58, i32 noundef %76) #6, !dbg !74
  %78 = load i32, ptr %7, align 4, !dbg !75, !tbaa !19
  %79 = add nsw i32 %78, 1, !dbg !76
  %80 = sext i32 %79 to i64, !dbg !77
  %81 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %80, !dbg !77
  %82 = load i32, ptr %5, align 4, !dbg !78, !tbaa !19
  %83 = add nsw i32 %82, 1, !dbg !79
  %84 = sext i32 %83 to i64, !dbg !77
  %85 = getelementptr inbounds [17 x i32], ptr %81, i64 0, i64 %84, !dbg !77
  store i32 %77, ptr %85, align 4, !dbg !80, !tbaa !19
  br label %86, !dbg !77

86:                                               ; preds = %42, %39, %33
  call void @llvm.nvvm.barrier0(), !dbg !81
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !82
  br label %87, !dbg !82

87:                                               ; preds = %86
  %88 = load i32, ptr %6, align 4, !dbg !83, !tbaa !19
  %89 = add nsw i32 %88, 1, !dbg !83
  store i32 %89, ptr %6, align 4, !dbg !83, !tbaa !19
  br label %29, !dbg !44, !llvm.loop !84

90:                                               ; preds = %32
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !86
  store i32 0, ptr %8, align 4, !dbg !87, !tbaa !19
  br label %91, !dbg !86

91:                                               ; preds = %112, %90
  %92 = load i32, ptr %8, align 4, !dbg !88, !tbaa !19
  %93 = icmp slt i32 %92, 16, !dbg !89
  br i1 %93, label %95, label %94, !dbg !90

94:                                               ; preds = %91
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !90
  br label %115

95:                                               ; preds = %91
  %96 = load i32, ptr %8, align 4, !dbg !91, !tbaa !19
  %97 = add nsw i32 %96, 1, !dbg !92
  %98 = sext i32 %97 to i64, !dbg !93
  %99 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ5sweepPKiPiE1m to ptr), i64 0, i64 %98, !dbg !93
  %100 = load i32, ptr %5, align 4, !dbg !94, !tbaa !19
  %101 = add nsw i32 %100, 1, !dbg !95
  %102 = sext i32 %101 to i64, !dbg !93
  %103 = getelementptr inbounds [17 x i32], ptr %99, i64 0, i64 %102, !dbg !93
  %104 = load i32, ptr %103, align 4, !dbg !93, !tbaa !19
  %105 = load ptr, ptr %4, align 8, !dbg !96, !tbaa !12
  %106 = load i32, ptr %8, align 4, !dbg !97, !tbaa !19
  %107 = mul nsw i32 %106, 16, !dbg !98
  %108 = load i32, ptr %5, align 4, !dbg !99, !tbaa !19
  %109 = add nsw i32 %107, %108, !dbg !100
  %110 = sext i32 %109 to i64, !dbg !96
  %111 = getelementptr inbounds i32, ptr %105, i64 %110, !dbg !96
  store i32 %104, ptr %111, align 4, !dbg !101, !tbaa !19
  br label %112, !dbg !96

112:                                              ; preds = %95
  %113 = load i32, ptr %8, align 4, !dbg !102, !tbaa !19
  %114 = add nsw i32 %113, 1, !dbg !102
  store i32 %114, ptr %8, align 4, !dbg !102, !tbaa !19
  br label %91, !dbg !90, !llvm.loop !103

115:                                              ; preds = %94
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !105
  ret void, !dbg !105
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !106 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !108
  ret i32 %1, !dbg !108
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL3maxii(i32 noundef %0, i32 noundef %1) #2 !dbg !109 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !19
  store i32 %1, ptr %4, align 4, !tbaa !19
  %5 = load i32, ptr %3, align 4, !dbg !111, !tbaa !19
  %6 = load i32, ptr %4, align 4, !dbg !111, !tbaa !19
  %7 = icmp sgt i32 %5, %6, !dbg !111
  br i1 %7, label %8, label %10, !dbg !111

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !111, !tbaa !19
  br label %12, !dbg !111

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !111, !tbaa !19
  br label %12, !dbg !111

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !111
  ret i32 %13, !dbg !111
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sweep.cu", directory: "/tmp/gl")
!2 = !{ptr @_Z5sweepPKiPi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 4, column: 5, scope: !9)
!17 = !DILocation(line: 4, column: 14, scope: !9)
!18 = !DILocation(line: 4, column: 9, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !14, i64 0}
!21 = !DILocation(line: 5, column: 22, scope: !9)
!22 = !DILocation(line: 5, column: 25, scope: !9)
!23 = !DILocation(line: 5, column: 20, scope: !9)
!24 = !DILocation(line: 5, column: 10, scope: !9)
!25 = !DILocation(line: 5, column: 13, scope: !9)
!26 = !DILocation(line: 5, column: 5, scope: !9)
!27 = !DILocation(line: 5, column: 18, scope: !9)
!28 = !DILocation(line: 6, column: 22, scope: !9)
!29 = !DILocation(line: 6, column: 25, scope: !9)
!30 = !DILocation(line: 6, column: 20, scope: !9)
!31 = !DILocation(line: 6, column: 7, scope: !9)
!32 = !DILocation(line: 6, column: 10, scope: !9)
!33 = !DILocation(line: 6, column: 5, scope: !9)
!34 = !DILocation(line: 6, column: 18, scope: !9)
!35 = !DILocation(line: 7, column: 9, scope: !9)
!36 = !DILocation(line: 7, column: 12, scope: !9)
!37 = !DILocation(line: 8, column: 17, scope: !9)
!38 = !DILocation(line: 8, column: 9, scope: !9)
!39 = !DILocation(line: 9, column: 5, scope: !9)
!40 = !DILocation(line: 10, column: 10, scope: !9)
!41 = !DILocation(line: 10, column: 14, scope: !9)
!42 = !DILocation(line: 10, column: 21, scope: !9)
!43 = !DILocation(line: 10, column: 23, scope: !9)
!44 = !DILocation(line: 10, column: 5, scope: !9)
!45 = !DILocation(line: 11, column: 9, scope: !9)
!46 = !DILocation(line: 11, column: 17, scope: !9)
!47 = !DILocation(line: 11, column: 21, scope: !9)
!48 = !DILocation(line: 11, column: 19, scope: !9)
!49 = !DILocation(line: 11, column: 13, scope: !9)
!50 = !DILocation(line: 12, column: 13, scope: !9)
!51 = !DILocation(line: 12, column: 15, scope: !9)
!52 = !DILocation(line: 12, column: 20, scope: !9)
!53 = !DILocation(line: 12, column: 23, scope: !9)
!54 = !DILocation(line: 12, column: 25, scope: !9)
!55 = !DILocation(line: 13, column: 38, scope: !9)
!56 = !DILocation(line: 13, column: 36, scope: !9)
!57 = !DILocation(line: 13, column: 41, scope: !9)
!58 = !DILocation(line: 13, column: 47, scope: !9)
!59 = !DILocation(line: 13, column: 53, scope: !9)
!60 = !DILocation(line: 13, column: 55, scope: !9)
!61 = !DILocation(line: 13, column: 62, scope: !9)
!62 = !DILocation(line: 13, column: 60, scope: !9)
!63 = !DILocation(line: 13, column: 45, scope: !9)
!64 = !DILocation(line: 13, column: 73, scope: !9)
!65 = !DILocation(line: 13, column: 71, scope: !9)
!66 = !DILocation(line: 13, column: 76, scope: !9)
!67 = !DILocation(line: 13, column: 79, scope: !9)
!68 = !DILocation(line: 13, column: 87, scope: !9)
!69 = !DILocation(line: 13, column: 89, scope: !9)
!70 = !DILocation(line: 13, column: 85, scope: !9)
!71 = !DILocation(line: 13, column: 94, scope: !9)
!72 = !DILocation(line: 13, column: 67, scope: !9)
!73 = !DILocation(line: 13, column: 99, scope: !9)
!74 = !DILocation(line: 13, column: 32, scope: !9)
!75 = !DILocation(line: 13, column: 15, scope: !9)
!76 = !DILocation(line: 13, column: 17, scope: !9)
!77 = !DILocation(line: 13, column: 13, scope: !9)
!78 = !DILocation(line: 13, column: 22, scope: !9)
!79 = !DILocation(line: 13, column: 25, scope: !9)
!80 = !DILocation(line: 13, column: 30, scope: !9)
!81 = !DILocation(line: 14, column: 9, scope: !9)
!82 = !DILocation(line: 15, column: 5, scope: !9)
!83 = !DILocation(line: 10, column: 30, scope: !9)
!84 = distinct !{!84, !44, !82, !85}
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 16, column: 10, scope: !9)
!87 = !DILocation(line: 16, column: 14, scope: !9)
!88 = !DILocation(line: 16, column: 21, scope: !9)
!89 = !DILocation(line: 16, column: 23, scope: !9)
!90 = !DILocation(line: 16, column: 5, scope: !9)
!91 = !DILocation(line: 17, column: 28, scope: !9)
!92 = !DILocation(line: 17, column: 30, scope: !9)
!93 = !DILocation(line: 17, column: 26, scope: !9)
!94 = !DILocation(line: 17, column: 35, scope: !9)
!95 = !DILocation(line: 17, column: 38, scope: !9)
!96 = !DILocation(line: 17, column: 9, scope: !9)
!97 = !DILocation(line: 17, column: 11, scope: !9)
!98 = !DILocation(line: 17, column: 13, scope: !9)
!99 = !DILocation(line: 17, column: 20, scope: !9)
!100 = !DILocation(line: 17, column: 18, scope: !9)
!101 = !DILocation(line: 17, column: 24, scope: !9)
!102 = !DILocation(line: 16, column: 30, scope: !9)
!103 = distinct !{!103, !90, !104, !85}
!104 = !DILocation(line: 17, column: 41, scope: !9)
!105 = !DILocation(line: 18, column: 1, scope: !9)
!106 = distinct !DISubprogram(name: "__ferry_get_x", scope: !107, file: !107, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!108 = !DILocation(line: 33, column: 5, scope: !106)
!109 = distinct !DISubprogram(name: "max", scope: !110, file: !110, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = !DIFile(filename: "/work/main/build/include/ferry/math_common.h", directory: "")
!111 = !DILocation(line: 14, column: 1, scope: !109)
