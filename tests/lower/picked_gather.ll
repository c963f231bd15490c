; A neighbour picked per thread at a row's edges, srad's `J[x > 0 ? i - 1 :
; i]` and `J[x < w - 1 ? i + 1 : i]`: LLVM loads J[i] as one vector but
; gathers the neighbour, whose address becomes &J[i] moved by sext or zext
; of the edge test. After the pipeline (pickedloads.c) each such gather is
; two masked loads, of the run at -1 (or +1) for the lanes where the test
; holds and of the run at 0 for the others, and a select: no gather is left,
; in the copy for full rows and in the masked one for the last.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f4
; Source: edge(J, out, w): x = blockIdx.x * blockDim.x + threadIdx.x; size_t i = (size_t)blockIdx.y * w + x;
;         if (x < w) out[i] = J[i] + 2.0f * J[x > 0 ? i - 1 : i] + 3.0f * J[x < w - 1 ? i + 1 : i];
; CHECK-LABEL: define internal void @_Z4edgePKfPfi.block(
; CHECK-NOT: masked.gather
; CHECK: [[ON:%[0-9]+]] = and <16 x i1> %{{[0-9]+}}, [[EDGE:%[0-9]+]]
; CHECK-NEXT: [[NOT:%[0-9]+]] = xor <16 x i1> [[EDGE]],
; CHECK-NEXT: [[OFF:%[0-9]+]] = and <16 x i1> %{{[0-9]+}}, [[NOT]]
; CHECK-NEXT: [[LEFT:%[0-9]+]] = getelementptr float, ptr [[P0:%[0-9]+]], i64 -1
; CHECK-NEXT: [[VL:%[0-9]+]] = call <16 x float> @llvm.masked.load.v16f32.p0(ptr [[LEFT]], i32 4, <16 x i1> [[ON]],
; CHECK-NEXT: [[VC:%[0-9]+]] = call <16 x float> @llvm.masked.load.v16f32.p0(ptr [[P0]], i32 4, <16 x i1> [[OFF]],
; CHECK-NEXT: %picked{{[0-9]*}} = select <16 x i1> [[EDGE]], <16 x float> [[VL]], <16 x float> [[VC]]
; CHECK-NOT: masked.gather
; CHECK-LABEL: define internal void @__ferry_module_ctor(
; ModuleID = 'picked.dev.bc'
source_filename = "picked.cu"
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
define dso_local void @_Z4edgePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
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
  call void @llvm.lifetime.start.p0(i64 8, ptr %8) #4, !dbg !25
  %14 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #5, !dbg !26
  %15 = zext i32 %14 to i64, !dbg !26
  %16 = load i32, ptr %6, align 4, !dbg !27, !tbaa !16
  %17 = sext i32 %16 to i64, !dbg !27
  %18 = mul i64 %15, %17, !dbg !28
  %19 = load i32, ptr %7, align 4, !dbg !29, !tbaa !16
  %20 = sext i32 %19 to i64, !dbg !29
  %21 = add i64 %18, %20, !dbg !30
  store i64 %21, ptr %8, align 8, !dbg !31, !tbaa !32
  %22 = load i32, ptr %7, align 4, !dbg !34, !tbaa !16
  %23 = load i32, ptr %6, align 4, !dbg !35, !tbaa !16
  %24 = icmp slt i32 %22, %23, !dbg !36
  br i1 %24, label %25, label %63, !dbg !34

25:                                               ; preds = %3
  %26 = load ptr, ptr %4, align 8, !dbg !37, !tbaa !12
  %27 = load i64, ptr %8, align 8, !dbg !38, !tbaa !32
  %28 = getelementptr inbounds float, ptr %26, i64 %27, !dbg !37
  %29 = load float, ptr %28, align 4, !dbg !37, !tbaa !39
  %30 = load ptr, ptr %4, align 8, !dbg !41, !tbaa !12
  %31 = load i32, ptr %7, align 4, !dbg !42, !tbaa !16
  %32 = icmp sgt i32 %31, 0, !dbg !43
  br i1 %32, label %33, label %36, !dbg !42

33:                                               ; preds = %25
  %34 = load i64, ptr %8, align 8, !dbg !44, !tbaa !32
  %35 = sub i64 %34, 1, !dbg !45
  br label %38, !dbg !42

36:                                               ; preds = %25
  %37 = load i64, ptr %8, align 8, !dbg !46, !tbaa !32
  br label %38, !dbg !42

38:                                               ; preds = %36, %33
  %39 = phi i64 [ %35, %33 ], [ %37, %36 ], !dbg !42
  %40 = getelementptr inbounds float, ptr %30, i64 %39, !dbg !41
  %41 = load float, ptr %40, align 4, !dbg !41, !tbaa !39
  %42 = fmul contract float 2.000000e+00, %41, !dbg !47
  %43 = fadd contract float %29, %42, !dbg !48
  %44 = load ptr, ptr %4, align 8, !dbg !49, !tbaa !12
  %45 = load i32, ptr %7, align 4, !dbg !50, !tbaa !16
  %46 = load i32, ptr %6, align 4, !dbg !51, !tbaa !16
  %47 = sub nsw i32 %46, 1, !dbg !52
  %48 = icmp slt i32 %45, %47, !dbg !53
  br i1 %48, label %49, label %52, !dbg !50

49:                                               ; preds = %38
  %50 = load i64, ptr %8, align 8, !dbg !54, !tbaa !32
  %51 = add i64 %50, 1, !dbg !55
  br label %54, !dbg !50

52:                                               ; preds = %38
  %53 = load i64, ptr %8, align 8, !dbg !56, !tbaa !32
  br label %54, !dbg !50

54:                                               ; preds = %52, %49
  %55 = phi i64 [ %51, %49 ], [ %53, %52 ], !dbg !50
  %56 = getelementptr inbounds float, ptr %44, i64 %55, !dbg !49
  %57 = load float, ptr %56, align 4, !dbg !49, !tbaa !39
  %58 = fmul contract float 3.000000e+00, %57, !dbg !57
  %59 = fadd contract float %43, %58, !dbg !58
  %60 = load ptr, ptr %5, align 8, !dbg !59, !tbaa !12
  %61 = load i64, ptr %8, align 8, !dbg !60, !tbaa !32
  %62 = getelementptr inbounds float, ptr %60, i64 %61, !dbg !59
  store float %59, ptr %62, align 4, !dbg !61, !tbaa !39
  br label %63, !dbg !59

63:                                               ; preds = %54, %3
  call void @llvm.lifetime.end.p0(i64 8, ptr %8) #4, !dbg !62
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4, !dbg !62
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  ret i32 %1, !dbg !65
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !66 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  ret i32 %1, !dbg !67
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !68 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  ret i32 %1, !dbg !69
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #2 comdat align 2 !dbg !70 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !71
  ret i32 %1, !dbg !71
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
!1 = !DIFile(filename: "pk.cu", directory: "/tmp/w")
!2 = !{ptr @_Z4edgePKfPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "edge", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!26 = !DILocation(line: 4, column: 24, scope: !9)
!27 = !DILocation(line: 4, column: 37, scope: !9)
!28 = !DILocation(line: 4, column: 35, scope: !9)
!29 = !DILocation(line: 4, column: 41, scope: !9)
!30 = !DILocation(line: 4, column: 39, scope: !9)
!31 = !DILocation(line: 4, column: 12, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !14, i64 0}
!34 = !DILocation(line: 5, column: 9, scope: !9)
!35 = !DILocation(line: 5, column: 13, scope: !9)
!36 = !DILocation(line: 5, column: 11, scope: !9)
!37 = !DILocation(line: 6, column: 18, scope: !9)
!38 = !DILocation(line: 6, column: 20, scope: !9)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !14, i64 0}
!41 = !DILocation(line: 6, column: 32, scope: !9)
!42 = !DILocation(line: 6, column: 34, scope: !9)
!43 = !DILocation(line: 6, column: 36, scope: !9)
!44 = !DILocation(line: 6, column: 42, scope: !9)
!45 = !DILocation(line: 6, column: 44, scope: !9)
!46 = !DILocation(line: 6, column: 50, scope: !9)
!47 = !DILocation(line: 6, column: 30, scope: !9)
!48 = !DILocation(line: 6, column: 23, scope: !9)
!49 = !DILocation(line: 6, column: 62, scope: !9)
!50 = !DILocation(line: 6, column: 64, scope: !9)
!51 = !DILocation(line: 6, column: 68, scope: !9)
!52 = !DILocation(line: 6, column: 70, scope: !9)
!53 = !DILocation(line: 6, column: 66, scope: !9)
!54 = !DILocation(line: 6, column: 76, scope: !9)
!55 = !DILocation(line: 6, column: 78, scope: !9)
!56 = !DILocation(line: 6, column: 84, scope: !9)
!57 = !DILocation(line: 6, column: 60, scope: !9)
!58 = !DILocation(line: 6, column: 53, scope: !9)
!59 = !DILocation(line: 6, column: 9, scope: !9)
!60 = !DILocation(line: 6, column: 13, scope: !9)
!61 = !DILocation(line: 6, column: 16, scope: !9)
!62 = !DILocation(line: 7, column: 1, scope: !9)
!63 = distinct !DISubprogram(name: "__ferry_get_x", scope: !64, file: !64, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!65 = !DILocation(line: 39, column: 5, scope: !63)
!66 = distinct !DISubprogram(name: "__ferry_get_x", scope: !64, file: !64, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 45, column: 5, scope: !66)
!68 = distinct !DISubprogram(name: "__ferry_get_x", scope: !64, file: !64, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 33, column: 5, scope: !68)
!70 = distinct !DISubprogram(name: "__ferry_get_y", scope: !64, file: !64, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 40, column: 5, scope: !70)
