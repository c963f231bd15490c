; A neighbour picked per thread with a 32-bit index (`int i = y * w + x`,
; `J[x > 0 ? i - 1 : i]`): the gather's index is the sign extension of
; i + sext(edge test), whose lanes could wrap. pickedloads.c tests lane 0:
; if every lane's i + offset stays in 32 bits (i0 - 1 >= INT32_MIN and
; i0 + 15 + 0 <= INT32_MAX for 16 lanes), two masked loads from &J[i0]
; and a select; else the gather, in a block of its own.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f5
; Source: edge32(J, out, w): x = blockIdx.x * blockDim.x + threadIdx.x; int i = blockIdx.y * w + x;
;         if (x < w) out[i] = 2.0f * J[x > 0 ? i - 1 : i] + 3.0f * J[x < w - 1 ? i + 1 : i];
; CHECK-LABEL: define internal void @_Z6edge32PKfPfi.block(
; CHECK: [[I:%[0-9]+]] = extractelement <16 x i32> [[RUN:%[0-9]+]], i64 0
; CHECK-NEXT: [[I0:%[0-9]+]] = sext i32 [[I]] to i64
; CHECK-NEXT: [[FIRST:%[0-9]+]] = add i64 [[I0]], -1
; CHECK-NEXT: [[L:%[0-9]+]] = add i64 [[I0]], 15
; CHECK-NEXT: [[LAST:%[0-9]+]] = add i64 [[L]], 0
; CHECK-NEXT: [[LO:%[0-9]+]] = icmp sge i64 [[FIRST]], -2147483648
; CHECK-NEXT: [[HI:%[0-9]+]] = icmp sle i64 [[LAST]], 2147483647
; CHECK-NEXT: %picked.fit = and i1 [[LO]], [[HI]]
; CHECK-NEXT: br i1 %picked.fit, label %picked.runs, label %picked.lanes
; CHECK: picked.runs:
; CHECK-NEXT: [[P0:%[0-9]+]] = getelementptr float, ptr %{{[0-9]+}}, i64 [[I0]]
; CHECK: [[LEFT:%[0-9]+]] = getelementptr float, ptr [[P0]], i64 -1
; CHECK-NEXT: call <16 x float> @llvm.masked.load.v16f32.p0(ptr [[LEFT]],
; CHECK-NEXT: call <16 x float> @llvm.masked.load.v16f32.p0(ptr [[P0]],
; CHECK-NEXT: %picked = select <16 x i1>
; CHECK: picked.lanes:
; CHECK-NEXT: call <16 x float> @llvm.masked.gather.v16f32.v16p0(
; ModuleID = 'picked32.dev.bc'
source_filename = "picked32.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_yEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6edge32PKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4, !dbg !18
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !19
  %10 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !20
  %11 = mul i32 %9, %10, !dbg !21
  %12 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !22
  %13 = add i32 %11, %12, !dbg !23
  store i32 %13, ptr %7, align 4, !dbg !24, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4, !dbg !25
  %14 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #5, !dbg !26
  %15 = load i32, ptr %6, align 4, !dbg !27, !tbaa !16
  %16 = mul i32 %14, %15, !dbg !28
  %17 = load i32, ptr %7, align 4, !dbg !29, !tbaa !16
  %18 = add i32 %16, %17, !dbg !30
  store i32 %18, ptr %8, align 4, !dbg !31, !tbaa !16
  %19 = load i32, ptr %7, align 4, !dbg !32, !tbaa !16
  %20 = load i32, ptr %6, align 4, !dbg !33, !tbaa !16
  %21 = icmp slt i32 %19, %20, !dbg !34
  br i1 %21, label %22, label %58, !dbg !32

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8, !dbg !35, !tbaa !12
  %24 = load i32, ptr %7, align 4, !dbg !36, !tbaa !16
  %25 = icmp sgt i32 %24, 0, !dbg !37
  br i1 %25, label %26, label %29, !dbg !36

26:                                               ; preds = %22
  %27 = load i32, ptr %8, align 4, !dbg !38, !tbaa !16
  %28 = sub nsw i32 %27, 1, !dbg !39
  br label %31, !dbg !36

29:                                               ; preds = %22
  %30 = load i32, ptr %8, align 4, !dbg !40, !tbaa !16
  br label %31, !dbg !36

31:                                               ; preds = %29, %26
  %32 = phi i32 [ %28, %26 ], [ %30, %29 ], !dbg !36
  %33 = sext i32 %32 to i64, !dbg !35
  %34 = getelementptr inbounds float, ptr %23, i64 %33, !dbg !35
  %35 = load float, ptr %34, align 4, !dbg !35, !tbaa !41
  %36 = fmul contract float 2.000000e+00, %35, !dbg !43
  %37 = load ptr, ptr %4, align 8, !dbg !44, !tbaa !12
  %38 = load i32, ptr %7, align 4, !dbg !45, !tbaa !16
  %39 = load i32, ptr %6, align 4, !dbg !46, !tbaa !16
  %40 = sub nsw i32 %39, 1, !dbg !47
  %41 = icmp slt i32 %38, %40, !dbg !48
  br i1 %41, label %42, label %45, !dbg !45

42:                                               ; preds = %31
  %43 = load i32, ptr %8, align 4, !dbg !49, !tbaa !16
  %44 = add nsw i32 %43, 1, !dbg !50
  br label %47, !dbg !45

45:                                               ; preds = %31
  %46 = load i32, ptr %8, align 4, !dbg !51, !tbaa !16
  br label %47, !dbg !45

47:                                               ; preds = %45, %42
  %48 = phi i32 [ %44, %42 ], [ %46, %45 ], !dbg !45
  %49 = sext i32 %48 to i64, !dbg !44
  %50 = getelementptr inbounds float, ptr %37, i64 %49, !dbg !44
  %51 = load float, ptr %50, align 4, !dbg !44, !tbaa !41
  %52 = fmul contract float 3.000000e+00, %51, !dbg !52
  %53 = fadd contract float %36, %52, !dbg !53
  %54 = load ptr, ptr %5, align 8, !dbg !54, !tbaa !12
  %55 = load i32, ptr %8, align 4, !dbg !55, !tbaa !16
  %56 = sext i32 %55 to i64, !dbg !54
  %57 = getelementptr inbounds float, ptr %54, i64 %56, !dbg !54
  store float %53, ptr %57, align 4, !dbg !56, !tbaa !41
  br label %58, !dbg !54

58:                                               ; preds = %47, %3
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4, !dbg !57
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4, !dbg !57
  ret void, !dbg !57
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !58 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  ret i32 %1, !dbg !60
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !61 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  ret i32 %1, !dbg !62
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  ret i32 %1, !dbg !64
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #2 comdat align 2 !dbg !65 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !66
  ret i32 %1, !dbg !66
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

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
!1 = !DIFile(filename: "pk32.cu", directory: "/tmp/w")
!2 = !{ptr @_Z6edge32PKfPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "edge32", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = !DILocation(line: 4, column: 5, scope: !9)
!26 = !DILocation(line: 4, column: 13, scope: !9)
!27 = !DILocation(line: 4, column: 26, scope: !9)
!28 = !DILocation(line: 4, column: 24, scope: !9)
!29 = !DILocation(line: 4, column: 30, scope: !9)
!30 = !DILocation(line: 4, column: 28, scope: !9)
!31 = !DILocation(line: 4, column: 9, scope: !9)
!32 = !DILocation(line: 5, column: 9, scope: !9)
!33 = !DILocation(line: 5, column: 13, scope: !9)
!34 = !DILocation(line: 5, column: 11, scope: !9)
!35 = !DILocation(line: 6, column: 25, scope: !9)
!36 = !DILocation(line: 6, column: 27, scope: !9)
!37 = !DILocation(line: 6, column: 29, scope: !9)
!38 = !DILocation(line: 6, column: 35, scope: !9)
!39 = !DILocation(line: 6, column: 37, scope: !9)
!40 = !DILocation(line: 6, column: 43, scope: !9)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !14, i64 0}
!43 = !DILocation(line: 6, column: 23, scope: !9)
!44 = !DILocation(line: 6, column: 55, scope: !9)
!45 = !DILocation(line: 6, column: 57, scope: !9)
!46 = !DILocation(line: 6, column: 61, scope: !9)
!47 = !DILocation(line: 6, column: 63, scope: !9)
!48 = !DILocation(line: 6, column: 59, scope: !9)
!49 = !DILocation(line: 6, column: 69, scope: !9)
!50 = !DILocation(line: 6, column: 71, scope: !9)
!51 = !DILocation(line: 6, column: 77, scope: !9)
!52 = !DILocation(line: 6, column: 53, scope: !9)
!53 = !DILocation(line: 6, column: 46, scope: !9)
!54 = !DILocation(line: 6, column: 9, scope: !9)
!55 = !DILocation(line: 6, column: 13, scope: !9)
!56 = !DILocation(line: 6, column: 16, scope: !9)
!57 = !DILocation(line: 7, column: 1, scope: !9)
!58 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!60 = !DILocation(line: 39, column: 5, scope: !58)
!61 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DILocation(line: 45, column: 5, scope: !61)
!63 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 33, column: 5, scope: !63)
!65 = distinct !DISubprogram(name: "__ferry_get_y", scope: !59, file: !59, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 40, column: 5, scope: !65)
