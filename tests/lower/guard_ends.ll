; A bounds check at a barrier-free kernel's start, `if (i < n)` with
; i = blockIdx.x * blockDim.x + threadIdx.x: blocks where every thread
; passes it run a copy of the thread loop without masks. Whether a block
; does is read from its first and last thread (guards.c
; guards_pass_by_ends), where B .. B + blockDim.x - 1 does not wrap (B at
; most INT_MAX - (blockDim.x - 1)), instead of from a loop over all its
; threads (vectorized, 64 compares at a time, with its epilogue).
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f7
; Source: scale(in, out, a, n): i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = a * in[i];
; CHECK-LABEL: define internal void @_Z5scalePKfPffi.block(
; CHECK: [[LAST:%[0-9]+]] = add nsw i32 %ntid.x, -1
; CHECK: [[MOST:%[0-9]+]] = sub nuw i32 -2147483648, %ntid.x
; CHECK: [[B:%[0-9]+]] = mul i32 %ctaid.x{{[0-9]*}}, %ntid.x
; CHECK-NEXT: %ends.fit = icmp sle i32 [[B]], [[MOST]]
; CHECK-NEXT: [[FIRST:%[0-9]+]] = icmp slt i32 [[B]], [[N:%[0-9]+]]
; CHECK-NEXT: [[BOTH:%[0-9]+]] = and i1 %ends.fit, [[FIRST]]
; CHECK-NEXT: [[END:%[0-9]+]] = add i32 [[LAST]], [[B]]
; CHECK-NEXT: [[LASTOK:%[0-9]+]] = icmp slt i32 [[END]], [[N]]
; CHECK-NEXT: and i1 [[BOTH]], [[LASTOK]]
; CHECK-NOT: <64 x i1>
; CHECK-LABEL: define internal void @__ferry_module_ctor(
; ModuleID = 'bounds.dev.bc'
source_filename = "bounds.cu"
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
define dso_local void @_Z5scalePKfPffi(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !12
  store ptr %1, ptr %6, align 8, !tbaa !12
  store float %2, ptr %7, align 4, !tbaa !16
  store i32 %3, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4, !dbg !20
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !21
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !22
  %12 = mul i32 %10, %11, !dbg !23
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !24
  %14 = add i32 %12, %13, !dbg !25
  store i32 %14, ptr %9, align 4, !dbg !26, !tbaa !18
  %15 = load i32, ptr %9, align 4, !dbg !27, !tbaa !18
  %16 = load i32, ptr %8, align 4, !dbg !28, !tbaa !18
  %17 = icmp slt i32 %15, %16, !dbg !29
  br i1 %17, label %18, label %30, !dbg !27

18:                                               ; preds = %4
  %19 = load float, ptr %7, align 4, !dbg !30, !tbaa !16
  %20 = load ptr, ptr %5, align 8, !dbg !31, !tbaa !12
  %21 = load i32, ptr %9, align 4, !dbg !32, !tbaa !18
  %22 = sext i32 %21 to i64, !dbg !31
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !31
  %24 = load float, ptr %23, align 4, !dbg !31, !tbaa !16
  %25 = fmul contract float %19, %24, !dbg !33
  %26 = load ptr, ptr %6, align 8, !dbg !34, !tbaa !12
  %27 = load i32, ptr %9, align 4, !dbg !35, !tbaa !18
  %28 = sext i32 %27 to i64, !dbg !34
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !34
  store float %25, ptr %29, align 4, !dbg !36, !tbaa !16
  br label %30, !dbg !34

30:                                               ; preds = %18, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4, !dbg !37
  ret void, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !38 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  ret i32 %1, !dbg !40
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !41 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  ret i32 %1, !dbg !42
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !43 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  ret i32 %1, !dbg !44
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bounds.cu", directory: "/tmp/ge")
!2 = !{ptr @_Z5scalePKfPffi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !14, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !14, i64 0}
!20 = !DILocation(line: 3, column: 5, scope: !9)
!21 = !DILocation(line: 3, column: 13, scope: !9)
!22 = !DILocation(line: 3, column: 26, scope: !9)
!23 = !DILocation(line: 3, column: 24, scope: !9)
!24 = !DILocation(line: 3, column: 39, scope: !9)
!25 = !DILocation(line: 3, column: 37, scope: !9)
!26 = !DILocation(line: 3, column: 9, scope: !9)
!27 = !DILocation(line: 4, column: 9, scope: !9)
!28 = !DILocation(line: 4, column: 13, scope: !9)
!29 = !DILocation(line: 4, column: 11, scope: !9)
!30 = !DILocation(line: 5, column: 18, scope: !9)
!31 = !DILocation(line: 5, column: 22, scope: !9)
!32 = !DILocation(line: 5, column: 25, scope: !9)
!33 = !DILocation(line: 5, column: 20, scope: !9)
!34 = !DILocation(line: 5, column: 9, scope: !9)
!35 = !DILocation(line: 5, column: 13, scope: !9)
!36 = !DILocation(line: 5, column: 16, scope: !9)
!37 = !DILocation(line: 6, column: 1, scope: !9)
!38 = distinct !DISubprogram(name: "__ferry_get_x", scope: !39, file: !39, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!40 = !DILocation(line: 39, column: 5, scope: !38)
!41 = distinct !DISubprogram(name: "__ferry_get_x", scope: !39, file: !39, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 45, column: 5, scope: !41)
!43 = distinct !DISubprogram(name: "__ferry_get_x", scope: !39, file: !39, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 33, column: 5, scope: !43)
