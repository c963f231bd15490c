; A neighbour's column clamped into the row, `in[min(x + 3, w - 1)]`: LLVM
; gathers it, since the last lanes may be clamped. clampedloads.c puts it
; behind a test of the first and the last lane (x0 + 3 and x0 + 3 + 15 in
; 64 bits): both in 32 bits and the last at most w - 1, so no lane is
; clamped and one masked load from &in[x0 + 3] reads what the gather
; would; otherwise the gather, in a block of its own.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f6
; Source: right3(in, out, w): x = blockIdx.x * blockDim.x + threadIdx.x; if (x < w) out[x] = in[min(x + 3, w - 1)];
; CHECK-LABEL: define internal void @_Z6right3PKfPfi.block(
; CHECK: [[X3:%[0-9]+]] = add nsw <16 x i32> [[X:%[0-9]+]], <i32 3,
; CHECK-NEXT: [[CLAMP:%[0-9]+]] = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> [[X3]], <16 x i32> [[LAST:%[a-z.0-9]+]])
; CHECK: [[F:%[0-9]+]] = extractelement <16 x i32> [[X3]], i64 0
; CHECK-NEXT: [[F64:%[0-9]+]] = sext i32 [[F]] to i64
; CHECK-NEXT: [[L64:%[0-9]+]] = add i64 [[F64]], 15
; CHECK: [[B:%[0-9]+]] = extractelement <16 x i32> [[LAST]], i64 0
; CHECK-NEXT: [[B64:%[0-9]+]] = sext i32 [[B]] to i64
; CHECK-NEXT: icmp sle i64 [[L64]], [[B64]]
; CHECK: %clamped.fit = and i1
; CHECK-NEXT: br i1 %clamped.fit, label %clamped.run, label %clamped.lanes
; CHECK: clamped.run:
; CHECK-NEXT: [[P:%[0-9]+]] = getelementptr float, ptr %{{[0-9]+}}, i64 [[F64]]
; CHECK-NEXT: call <16 x float> @llvm.masked.load.v16f32.p0(ptr [[P]], i32 4,
; CHECK: clamped.lanes:
; CHECK-NEXT: call <16 x float> @llvm.masked.gather.v16f32.v16p0(
; ModuleID = 'clamped.dev.bc'
source_filename = "clamped.cu"
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
define dso_local void @_Z6right3PKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4, !dbg !18
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !19
  %9 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !20
  %10 = mul i32 %8, %9, !dbg !21
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !22
  %12 = add i32 %10, %11, !dbg !23
  store i32 %12, ptr %7, align 4, !dbg !24, !tbaa !16
  %13 = load i32, ptr %7, align 4, !dbg !25, !tbaa !16
  %14 = load i32, ptr %6, align 4, !dbg !26, !tbaa !16
  %15 = icmp slt i32 %13, %14, !dbg !27
  br i1 %15, label %16, label %30, !dbg !25

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8, !dbg !28, !tbaa !12
  %18 = load i32, ptr %7, align 4, !dbg !29, !tbaa !16
  %19 = add nsw i32 %18, 3, !dbg !30
  %20 = load i32, ptr %6, align 4, !dbg !31, !tbaa !16
  %21 = sub nsw i32 %20, 1, !dbg !32
  %22 = call noundef i32 @_ZL3minii(i32 noundef %19, i32 noundef %21) #5, !dbg !33
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds float, ptr %17, i64 %23, !dbg !28
  %25 = load float, ptr %24, align 4, !dbg !28, !tbaa !34
  %26 = load ptr, ptr %5, align 8, !dbg !36, !tbaa !12
  %27 = load i32, ptr %7, align 4, !dbg !37, !tbaa !16
  %28 = sext i32 %27 to i64, !dbg !36
  %29 = getelementptr inbounds float, ptr %26, i64 %28, !dbg !36
  store float %25, ptr %29, align 4, !dbg !38, !tbaa !34
  br label %30, !dbg !36

30:                                               ; preds = %16, %3
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !40 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  ret i32 %1, !dbg !42
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !43 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  ret i32 %1, !dbg !44
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !45 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  ret i32 %1, !dbg !46
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL3minii(i32 noundef %0, i32 noundef %1) #2 !dbg !47 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !16
  store i32 %1, ptr %4, align 4, !tbaa !16
  %5 = load i32, ptr %3, align 4, !dbg !49, !tbaa !16
  %6 = load i32, ptr %4, align 4, !dbg !49, !tbaa !16
  %7 = icmp slt i32 %5, %6, !dbg !49
  br i1 %7, label %8, label %10, !dbg !49

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !49, !tbaa !16
  br label %12, !dbg !49

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !49, !tbaa !16
  br label %12, !dbg !49

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !49
  ret i32 %13, !dbg !49
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
!1 = !DIFile(filename: "cl.cu", directory: "/tmp/w")
!2 = !{ptr @_Z6right3PKfPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "right3", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 3, column: 5, scope: !9)
!19 = !DILocation(line: 3, column: 13, scope: !9)
!20 = !DILocation(line: 3, column: 26, scope: !9)
!21 = !DILocation(line: 3, column: 24, scope: !9)
!22 = !DILocation(line: 3, column: 39, scope: !9)
!23 = !DILocation(line: 3, column: 37, scope: !9)
!24 = !DILocation(line: 3, column: 9, scope: !9)
!25 = !DILocation(line: 4, column: 9, scope: !9)
!26 = !DILocation(line: 4, column: 13, scope: !9)
!27 = !DILocation(line: 4, column: 11, scope: !9)
!28 = !DILocation(line: 5, column: 18, scope: !9)
!29 = !DILocation(line: 5, column: 25, scope: !9)
!30 = !DILocation(line: 5, column: 27, scope: !9)
!31 = !DILocation(line: 5, column: 32, scope: !9)
!32 = !DILocation(line: 5, column: 34, scope: !9)
!33 = !DILocation(line: 5, column: 21, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !14, i64 0}
!36 = !DILocation(line: 5, column: 9, scope: !9)
!37 = !DILocation(line: 5, column: 13, scope: !9)
!38 = !DILocation(line: 5, column: 16, scope: !9)
!39 = !DILocation(line: 6, column: 1, scope: !9)
!40 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!42 = !DILocation(line: 39, column: 5, scope: !40)
!43 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 45, column: 5, scope: !43)
!45 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 33, column: 5, scope: !45)
!47 = distinct !DISubprogram(name: "min", scope: !48, file: !48, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/work/main/build/include/ferry/math_common.h", directory: "")
!49 = !DILocation(line: 14, column: 1, scope: !47)
