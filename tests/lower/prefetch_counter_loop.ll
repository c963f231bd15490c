; A loop with barriers whose counter every thread steps alike, reading one
; row of a matrix per iteration (pathfinder's walls): before each run of the
; region that steps the counter, the row a few steps on is prefetched, from
; the first thread's element to the last's.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000e4
; Source: rows(wall, out, cols, nrows): c = blockIdx.x * 256 + threadIdx.x; prev[tx] = 0;
;           __syncthreads(); for (k = 1; k <= nrows; k++) { v = prev[tx] + wall[k * cols + c];
;           __syncthreads(); prev[tx] = v; __syncthreads(); } out[c] = prev[tx];
; CHECK-LABEL: define internal void @_Z4rowsPKiPiii.block(
; CHECK: %[[K:[0-9]+]] = add nuw nsw i64 %indvars.iv{{[0-9]*}}, 3
; CHECK-NEXT: mul nsw i64 %[[K]],
; Into L2 (locality 1): the L1's few fill buffers held up the loads.
; CHECK: call void @llvm.prefetch.p0(ptr %{{[0-9]+}}, i32 0, i32 1, i32 1)
; CHECK: call fastcc { i32, i32 } @_Z4rowsPKiPiii.block.r{{[0-9]+}}(
source_filename = "rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ4rowsPKiPiiiE4prev = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4rowsPKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !12
  store ptr %1, ptr %6, align 8, !tbaa !12
  store i32 %2, ptr %7, align 4, !tbaa !16
  store i32 %3, ptr %8, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5, !dbg !18
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !19
  store i32 %13, ptr %9, align 4, !dbg !20, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5, !dbg !18
  %14 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !21
  %15 = mul i32 %14, 256, !dbg !22
  %16 = load i32, ptr %9, align 4, !dbg !23, !tbaa !16
  %17 = add i32 %15, %16, !dbg !24
  store i32 %17, ptr %10, align 4, !dbg !25, !tbaa !16
  %18 = load i32, ptr %9, align 4, !dbg !26, !tbaa !16
  %19 = sext i32 %18 to i64, !dbg !27
  %20 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4rowsPKiPiiiE4prev to ptr), i64 0, i64 %19, !dbg !27
  store i32 0, ptr %20, align 4, !dbg !28, !tbaa !16
  call void @llvm.nvvm.barrier0(), !dbg !29
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5, !dbg !30
  store i32 1, ptr %11, align 4, !dbg !31, !tbaa !16
  br label %21, !dbg !30

21:                                               ; preds = %47, %4
  %22 = load i32, ptr %11, align 4, !dbg !32, !tbaa !16
  %23 = load i32, ptr %8, align 4, !dbg !33, !tbaa !16
  %24 = icmp sle i32 %22, %23, !dbg !34
  br i1 %24, label %26, label %25, !dbg !35

25:                                               ; preds = %21
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5, !dbg !35
  br label %50

26:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #5, !dbg !36
  %27 = load i32, ptr %9, align 4, !dbg !37, !tbaa !16
  %28 = sext i32 %27 to i64, !dbg !38
  %29 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4rowsPKiPiiiE4prev to ptr), i64 0, i64 %28, !dbg !38
  %30 = load i32, ptr %29, align 4, !dbg !38, !tbaa !16
  %31 = load ptr, ptr %5, align 8, !dbg !39, !tbaa !12
  %32 = load i32, ptr %11, align 4, !dbg !40, !tbaa !16
  %33 = sext i32 %32 to i64, !dbg !40
  %34 = load i32, ptr %7, align 4, !dbg !41, !tbaa !16
  %35 = sext i32 %34 to i64, !dbg !41
  %36 = mul i64 %33, %35, !dbg !42
  %37 = load i32, ptr %10, align 4, !dbg !43, !tbaa !16
  %38 = sext i32 %37 to i64, !dbg !43
  %39 = add i64 %36, %38, !dbg !44
  %40 = getelementptr inbounds i32, ptr %31, i64 %39, !dbg !39
  %41 = load i32, ptr %40, align 4, !dbg !39, !tbaa !16
  %42 = add nsw i32 %30, %41, !dbg !45
  store i32 %42, ptr %12, align 4, !dbg !46, !tbaa !16
  call void @llvm.nvvm.barrier0(), !dbg !47
  %43 = load i32, ptr %12, align 4, !dbg !48, !tbaa !16
  %44 = load i32, ptr %9, align 4, !dbg !49, !tbaa !16
  %45 = sext i32 %44 to i64, !dbg !50
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4rowsPKiPiiiE4prev to ptr), i64 0, i64 %45, !dbg !50
  store i32 %43, ptr %46, align 4, !dbg !51, !tbaa !16
  call void @llvm.nvvm.barrier0(), !dbg !52
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #5, !dbg !53
  br label %47, !dbg !53

47:                                               ; preds = %26
  %48 = load i32, ptr %11, align 4, !dbg !54, !tbaa !16
  %49 = add nsw i32 %48, 1, !dbg !54
  store i32 %49, ptr %11, align 4, !dbg !54, !tbaa !16
  br label %21, !dbg !35, !llvm.loop !55

50:                                               ; preds = %25
  %51 = load i32, ptr %9, align 4, !dbg !57, !tbaa !16
  %52 = sext i32 %51 to i64, !dbg !58
  %53 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4rowsPKiPiiiE4prev to ptr), i64 0, i64 %52, !dbg !58
  %54 = load i32, ptr %53, align 4, !dbg !58, !tbaa !16
  %55 = load ptr, ptr %6, align 8, !dbg !59, !tbaa !12
  %56 = load i32, ptr %10, align 4, !dbg !60, !tbaa !16
  %57 = sext i32 %56 to i64, !dbg !59
  %58 = getelementptr inbounds i32, ptr %55, i64 %57, !dbg !59
  store i32 %54, ptr %58, align 4, !dbg !61, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5, !dbg !62
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5, !dbg !62
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  ret i32 %1, !dbg !65
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !66 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  ret i32 %1, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

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
!1 = !DIFile(filename: "rows.cu", directory: "/tmp/ft")
!2 = !{ptr @_Z4rowsPKiPiii, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "rows", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 4, column: 5, scope: !9)
!19 = !DILocation(line: 4, column: 14, scope: !9)
!20 = !DILocation(line: 4, column: 9, scope: !9)
!21 = !DILocation(line: 4, column: 31, scope: !9)
!22 = !DILocation(line: 4, column: 42, scope: !9)
!23 = !DILocation(line: 4, column: 50, scope: !9)
!24 = !DILocation(line: 4, column: 48, scope: !9)
!25 = !DILocation(line: 4, column: 27, scope: !9)
!26 = !DILocation(line: 5, column: 10, scope: !9)
!27 = !DILocation(line: 5, column: 5, scope: !9)
!28 = !DILocation(line: 5, column: 14, scope: !9)
!29 = !DILocation(line: 6, column: 5, scope: !9)
!30 = !DILocation(line: 7, column: 10, scope: !9)
!31 = !DILocation(line: 7, column: 14, scope: !9)
!32 = !DILocation(line: 7, column: 21, scope: !9)
!33 = !DILocation(line: 7, column: 26, scope: !9)
!34 = !DILocation(line: 7, column: 23, scope: !9)
!35 = !DILocation(line: 7, column: 5, scope: !9)
!36 = !DILocation(line: 8, column: 9, scope: !9)
!37 = !DILocation(line: 8, column: 22, scope: !9)
!38 = !DILocation(line: 8, column: 17, scope: !9)
!39 = !DILocation(line: 8, column: 28, scope: !9)
!40 = !DILocation(line: 8, column: 41, scope: !9)
!41 = !DILocation(line: 8, column: 45, scope: !9)
!42 = !DILocation(line: 8, column: 43, scope: !9)
!43 = !DILocation(line: 8, column: 52, scope: !9)
!44 = !DILocation(line: 8, column: 50, scope: !9)
!45 = !DILocation(line: 8, column: 26, scope: !9)
!46 = !DILocation(line: 8, column: 13, scope: !9)
!47 = !DILocation(line: 9, column: 9, scope: !9)
!48 = !DILocation(line: 10, column: 20, scope: !9)
!49 = !DILocation(line: 10, column: 14, scope: !9)
!50 = !DILocation(line: 10, column: 9, scope: !9)
!51 = !DILocation(line: 10, column: 18, scope: !9)
!52 = !DILocation(line: 11, column: 9, scope: !9)
!53 = !DILocation(line: 12, column: 5, scope: !9)
!54 = !DILocation(line: 7, column: 34, scope: !9)
!55 = distinct !{!55, !35, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 13, column: 19, scope: !9)
!58 = !DILocation(line: 13, column: 14, scope: !9)
!59 = !DILocation(line: 13, column: 5, scope: !9)
!60 = !DILocation(line: 13, column: 9, scope: !9)
!61 = !DILocation(line: 13, column: 12, scope: !9)
!62 = !DILocation(line: 14, column: 1, scope: !9)
!63 = distinct !DISubprogram(name: "__ferry_get_x", scope: !64, file: !64, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!65 = !DILocation(line: 33, column: 5, scope: !63)
!66 = distinct !DISubprogram(name: "__ferry_get_x", scope: !64, file: !64, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 39, column: 5, scope: !66)
