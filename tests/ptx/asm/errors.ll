; EXPECT-FAIL
; Errors in inline PTX are compile errors at the asm statement's position
; in the .cu source (the call's !dbg location), with the position in the
; asm string as the source spells it (%N, %%) and its line; every error is
; reported, none crashes.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: x.cu:12:5: error: PTX instruction 'foo.b32' in asm is not supported yet (asm text 1:1: "foo.b32 %0, %1;")
; CHECK-NEXT: x.cu:13:7: error: in asm: expected an operand, got ';' (asm text 3:17: " add.u32 %0, t, ;")
; CHECK-NEXT: x.cu:14:5: error: in asm: special register '%total_smem_size' (in 'mov.u32') is not supported yet (asm text 1:13: "mov.u32 %0, %%total_smem_size;")
; CHECK-NEXT: x.cu:15:5: error: in asm: label 'DONE' is used but not defined in the asm statement
; CHECK-NEXT: x.cu:16:5: error: PTX instruction 'add.u32' in asm: unknown register '%r5' (asm text 1:1: "add.u32 %0, %1, %%r5;")
; CHECK-NEXT: x.cu:17:5: error: in asm: constraint '=*m': memory operands are not supported in inline PTX
; CHECK-NEXT: x.cu:18:5: error: in asm: operand %3 is used, but the asm statement has 2 operands
; CHECK-NEXT: x.cu:19:5: error: PTX instruction 'frob.u32' in asm is not supported yet (asm text 2:2: " frob.u32 %0, %0, 1;")
; CHECK-NEXT: x.cu:20:5: error: in asm: operand modifier 'x' of %1 is not supported
; CHECK-NEXT: x.cu:21:5: error: PTX instruction 'ret' in asm is not supported yet (asm text 1:1: "ret;")
; CHECK-NOT: error
define void @f(ptr %out, i32 %a) !dbg !5 {
  %r1 = call i32 asm "foo.b32 $0, $1;", "=r,r"(i32 %a), !dbg !10
  %r2 = call i32 asm "{\0A\09.reg .b32 t;\0A\09add.u32 $0, t, ;\0A\09}", "=r,r"(i32 %a), !dbg !11
  %r3 = call i32 asm "mov.u32 $0, %total_smem_size;", "=r"(), !dbg !12
  %r4 = call i32 asm "bra.uni DONE;", "=r"(), !dbg !13
  %r5 = call i32 asm "add.u32 $0, $1, %r5;", "=r,r"(i32 %a), !dbg !14
  call void asm "st.u32 $0, 1;", "=*m"(ptr elementtype(i32) %out), !dbg !15
  %r7 = call i32 asm "add.u32 $0, $1, $3;", "=r,r"(i32 %a), !dbg !16
  %r8 = call i32 asm "mov.u32 $0, $1;\0A\09frob.u32 $0, $0, 1;", "=r,r"(i32 %a), !dbg !17
  %r9 = call i32 asm "mov.u32 $0, ${1:x};", "=r,r"(i32 %a), !dbg !18
  call void asm sideeffect "ret;", ""(), !dbg !19
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "x.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocation(line: 12, column: 5, scope: !5)
!11 = !DILocation(line: 13, column: 7, scope: !5)
!12 = !DILocation(line: 14, column: 5, scope: !5)
!13 = !DILocation(line: 15, column: 5, scope: !5)
!14 = !DILocation(line: 16, column: 5, scope: !5)
!15 = !DILocation(line: 17, column: 5, scope: !5)
!16 = !DILocation(line: 18, column: 5, scope: !5)
!17 = !DILocation(line: 19, column: 5, scope: !5)
!18 = !DILocation(line: 20, column: 5, scope: !5)
!19 = !DILocation(line: 21, column: 5, scope: !5)
