; An address under a small low-bit mask of a thread-varying value
; (`table[i & 15]`) is gathered, and the thread loop vectorized: left to
; itself, the vectorizer reads i & 15 as a 4-bit counter and runs the whole
; loop scalar whenever a row of threads is wider than 16 (its no-wrap check
; fails). wrapmask.c xors the masked value with a zero LLVM cannot see.
; A mask of 4096 (`wide`) keeps its contiguous load.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000ea
; Source: periodic(table, in, out, n): i = blockIdx.x * blockDim.x + threadIdx.x;
;           if (i < n) out[i] = table[i & 15] * in[i];
;         wide: the same with table[i & 4095]
; CHECK: @__ferry_opaque_zero = weak hidden
; CHECK-LABEL: define internal void @_Z8periodicPKfS0_Pfi.block(
; CHECK-NOT: to i4
; CHECK: %opaque{{[.a-z0-9]*}} = xor i32
; gathers.c puts the gather behind a test of the lanes (gather_runs.ll).
; CHECK: llvm.masked.gather.v8f32
; CHECK-LABEL: define internal void @_Z4widePKfS0_Pfi.block(
; CHECK-NOT: opaque
; CHECK-NOT: gather
; CHECK: load <8 x float>
; CHECK: ret void
; ModuleID = 'mk.dev.bc'
source_filename = "mk.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8periodicPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !10 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
  store i32 %3, ptr %8, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4, !dbg !19
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !20
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !21
  %12 = mul i32 %10, %11, !dbg !22
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !23
  %14 = add i32 %12, %13, !dbg !24
  store i32 %14, ptr %9, align 4, !dbg !25, !tbaa !17
  %15 = load i32, ptr %9, align 4, !dbg !26, !tbaa !17
  %16 = load i32, ptr %8, align 4, !dbg !27, !tbaa !17
  %17 = icmp slt i32 %15, %16, !dbg !28
  br i1 %17, label %18, label %35, !dbg !26

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8, !dbg !29, !tbaa !13
  %20 = load i32, ptr %9, align 4, !dbg !30, !tbaa !17
  %21 = and i32 %20, 15, !dbg !31
  %22 = sext i32 %21 to i64, !dbg !29
  %23 = getelementptr inbounds float, ptr %19, i64 %22, !dbg !29
  %24 = load float, ptr %23, align 4, !dbg !29, !tbaa !32
  %25 = load ptr, ptr %6, align 8, !dbg !34, !tbaa !13
  %26 = load i32, ptr %9, align 4, !dbg !35, !tbaa !17
  %27 = sext i32 %26 to i64, !dbg !34
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !34
  %29 = load float, ptr %28, align 4, !dbg !34, !tbaa !32
  %30 = fmul contract float %24, %29, !dbg !36
  %31 = load ptr, ptr %7, align 8, !dbg !37, !tbaa !13
  %32 = load i32, ptr %9, align 4, !dbg !38, !tbaa !17
  %33 = sext i32 %32 to i64, !dbg !37
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !37
  store float %30, ptr %34, align 4, !dbg !39, !tbaa !32
  br label %35, !dbg !37

35:                                               ; preds = %18, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4, !dbg !40
  ret void, !dbg !40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !41 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !43
  ret i32 %1, !dbg !43
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !44 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !45
  ret i32 %1, !dbg !45
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !46 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !47
  ret i32 %1, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4widePKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !48 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
  store i32 %3, ptr %8, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4, !dbg !49
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !50
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !51
  %12 = mul i32 %10, %11, !dbg !52
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !53
  %14 = add i32 %12, %13, !dbg !54
  store i32 %14, ptr %9, align 4, !dbg !55, !tbaa !17
  %15 = load i32, ptr %9, align 4, !dbg !56, !tbaa !17
  %16 = load i32, ptr %8, align 4, !dbg !57, !tbaa !17
  %17 = icmp slt i32 %15, %16, !dbg !58
  br i1 %17, label %18, label %35, !dbg !56

18:                                               ; preds = %4
  %19 = load ptr, ptr %5, align 8, !dbg !59, !tbaa !13
  %20 = load i32, ptr %9, align 4, !dbg !60, !tbaa !17
  %21 = and i32 %20, 4095, !dbg !61
  %22 = sext i32 %21 to i64, !dbg !59
  %23 = getelementptr inbounds float, ptr %19, i64 %22, !dbg !59
  %24 = load float, ptr %23, align 4, !dbg !59, !tbaa !32
  %25 = load ptr, ptr %6, align 8, !dbg !62, !tbaa !13
  %26 = load i32, ptr %9, align 4, !dbg !63, !tbaa !17
  %27 = sext i32 %26 to i64, !dbg !62
  %28 = getelementptr inbounds float, ptr %25, i64 %27, !dbg !62
  %29 = load float, ptr %28, align 4, !dbg !62, !tbaa !32
  %30 = fmul contract float %24, %29, !dbg !64
  %31 = load ptr, ptr %7, align 8, !dbg !65, !tbaa !13
  %32 = load i32, ptr %9, align 4, !dbg !66, !tbaa !17
  %33 = sext i32 %32 to i64, !dbg !65
  %34 = getelementptr inbounds float, ptr %31, i64 %33, !dbg !65
  store float %30, ptr %34, align 4, !dbg !67, !tbaa !32
  br label %35, !dbg !65

35:                                               ; preds = %18, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4, !dbg !68
  ret void, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mk.cu", directory: "/tmp/wx")
!2 = !{ptr @_Z8periodicPKfS0_Pfi, !"kernel", i32 1}
!3 = !{ptr @_Z4widePKfS0_Pfi, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "periodic", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 3, column: 5, scope: !10)
!20 = !DILocation(line: 3, column: 13, scope: !10)
!21 = !DILocation(line: 3, column: 26, scope: !10)
!22 = !DILocation(line: 3, column: 24, scope: !10)
!23 = !DILocation(line: 3, column: 39, scope: !10)
!24 = !DILocation(line: 3, column: 37, scope: !10)
!25 = !DILocation(line: 3, column: 9, scope: !10)
!26 = !DILocation(line: 4, column: 9, scope: !10)
!27 = !DILocation(line: 4, column: 13, scope: !10)
!28 = !DILocation(line: 4, column: 11, scope: !10)
!29 = !DILocation(line: 5, column: 18, scope: !10)
!30 = !DILocation(line: 5, column: 24, scope: !10)
!31 = !DILocation(line: 5, column: 26, scope: !10)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !15, i64 0}
!34 = !DILocation(line: 5, column: 34, scope: !10)
!35 = !DILocation(line: 5, column: 37, scope: !10)
!36 = !DILocation(line: 5, column: 32, scope: !10)
!37 = !DILocation(line: 5, column: 9, scope: !10)
!38 = !DILocation(line: 5, column: 13, scope: !10)
!39 = !DILocation(line: 5, column: 16, scope: !10)
!40 = !DILocation(line: 6, column: 1, scope: !10)
!41 = distinct !DISubprogram(name: "__ferry_get_x", scope: !42, file: !42, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!43 = !DILocation(line: 39, column: 5, scope: !41)
!44 = distinct !DISubprogram(name: "__ferry_get_x", scope: !42, file: !42, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 45, column: 5, scope: !44)
!46 = distinct !DISubprogram(name: "__ferry_get_x", scope: !42, file: !42, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = !DILocation(line: 33, column: 5, scope: !46)
!48 = distinct !DISubprogram(name: "wide", scope: !1, file: !1, line: 7, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 9, column: 5, scope: !48)
!50 = !DILocation(line: 9, column: 13, scope: !48)
!51 = !DILocation(line: 9, column: 26, scope: !48)
!52 = !DILocation(line: 9, column: 24, scope: !48)
!53 = !DILocation(line: 9, column: 39, scope: !48)
!54 = !DILocation(line: 9, column: 37, scope: !48)
!55 = !DILocation(line: 9, column: 9, scope: !48)
!56 = !DILocation(line: 10, column: 9, scope: !48)
!57 = !DILocation(line: 10, column: 13, scope: !48)
!58 = !DILocation(line: 10, column: 11, scope: !48)
!59 = !DILocation(line: 11, column: 18, scope: !48)
!60 = !DILocation(line: 11, column: 24, scope: !48)
!61 = !DILocation(line: 11, column: 26, scope: !48)
!62 = !DILocation(line: 11, column: 36, scope: !48)
!63 = !DILocation(line: 11, column: 39, scope: !48)
!64 = !DILocation(line: 11, column: 34, scope: !48)
!65 = !DILocation(line: 11, column: 9, scope: !48)
!66 = !DILocation(line: 11, column: 13, scope: !48)
!67 = !DILocation(line: 11, column: 16, scope: !48)
!68 = !DILocation(line: 12, column: 1, scope: !48)
