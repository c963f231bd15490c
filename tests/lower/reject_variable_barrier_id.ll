; A named barrier whose id is not a constant (bar.sync %r) is rejected with
; the source line, never miscompiled.
; EXPECT-FAIL
; CHECK: bar.cu:3:3: error: 'llvm.nvvm.barrier.sync' with a barrier id or thread count that is not a constant is not supported yet by Ferry's CPU target
; ModuleID = 'bar.cu'
source_filename = "bar.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_tid_t = type { i8 }

$_ZN13__ferry_tid_t2gxEv = comdat any

@threadIdx = external dso_local addrspace(1) global %struct.__ferry_tid_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z1kPf(ptr noundef %0) #0 !dbg !9 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !12
  %3 = load ptr, ptr %2, align 8, !dbg !16, !tbaa !12
  %4 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #4, !dbg !17
  %5 = zext i32 %4 to i64, !dbg !16
  %6 = getelementptr inbounds float, ptr %3, i64 %5, !dbg !16
  store float 1.000000e+00, ptr %6, align 4, !dbg !18, !tbaa !19
  call void @llvm.nvvm.barrier.sync(i32 %4), !dbg !21
  %7 = load ptr, ptr %2, align 8, !dbg !22, !tbaa !12
  %8 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #4, !dbg !23
  %9 = xor i32 %8, 1, !dbg !24
  %10 = zext i32 %9 to i64, !dbg !22
  %11 = getelementptr inbounds float, ptr %7, i64 %10, !dbg !22
  %12 = load float, ptr %11, align 4, !dbg !22, !tbaa !19
  %13 = load ptr, ptr %2, align 8, !dbg !25, !tbaa !12
  %14 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #4, !dbg !26
  %15 = zext i32 %14 to i64, !dbg !25
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !25
  %17 = load float, ptr %16, align 4, !dbg !27, !tbaa !19
  %18 = fadd contract float %17, %12, !dbg !27
  store float %18, ptr %16, align 4, !dbg !27, !tbaa !19
  ret void, !dbg !28
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN13__ferry_tid_t2gxEv() #1 comdat align 2 !dbg !29 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  ret i32 %1, !dbg !32
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bar.cu", directory: "/tmp/proto")
!2 = !{ptr @_Z1kPf, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !10, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 2, column: 3, scope: !9)
!17 = !DILocation(line: 2, column: 5, scope: !9)
!18 = !DILocation(line: 2, column: 18, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !14, i64 0}
!21 = !DILocation(line: 3, column: 3, scope: !9)
!22 = !DILocation(line: 4, column: 21, scope: !9)
!23 = !DILocation(line: 4, column: 23, scope: !9)
!24 = !DILocation(line: 4, column: 35, scope: !9)
!25 = !DILocation(line: 4, column: 3, scope: !9)
!26 = !DILocation(line: 4, column: 5, scope: !9)
!27 = !DILocation(line: 4, column: 18, scope: !9)
!28 = !DILocation(line: 5, column: 1, scope: !9)
!29 = distinct !DISubprogram(name: "gx", scope: !30, file: !30, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DIFile(filename: "./mini.h", directory: "/tmp/proto")
!31 = !DILocation(line: 11, column: 44, scope: !29)
!32 = !DILocation(line: 11, column: 37, scope: !29)
