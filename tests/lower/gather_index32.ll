; Table lookups whose 64-bit index is small: bytes zero-extended, scaled and
; combined. LLVM's code generator gathers with 64-bit indices (two x86
; gathers of 8 for 16 lanes) unless the index is extended from 32 bits;
; after the pipeline (gatherindex.c) each index proven below 2^31 is
; computed in 32 bits. The product x * y * 65536 of two bytes can reach
; 2^32 and keeps its 64-bit index.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f5
; Source: look(a, b, wide, big, out, n): i = blockIdx.x * blockDim.x + threadIdx.x; unsigned x = a[i], y = b[i];
;         if (i < n) out[i] = score[x * 24 + y] + wide[(x << 8) | y] + big[(size_t)x * y * 65536];
; CHECK-LABEL: define internal void @_Z4lookPKhS0_PKiS2_Pii.block(
; CHECK: %idx32 = getelementptr i32, ptr addrspacecast (ptr addrspace(4) @score to ptr), <16 x i32> %{{[0-9]+}}
; CHECK-NEXT: call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> %idx32,
; CHECK: [[WIDE:%idx32[0-9]+]] = getelementptr i32, ptr %{{[0-9]+}}, <16 x i32> %{{[0-9]+}}
; CHECK-NEXT: call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> [[WIDE]],
; CHECK: [[BIG:%[0-9]+]] = getelementptr inbounds i8, ptr %{{[0-9]+}}, <16 x i64> %{{[0-9]+}}
; CHECK-NEXT: call <16 x i32> @llvm.masked.gather.v16i32.v16p0(<16 x ptr> [[BIG]],
; CHECK-LABEL: define internal void @__ferry_module_ctor(
; ModuleID = 'gidx.dev.bc'
source_filename = "gidx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@score = dso_local addrspace(4) externally_initialized global [576 x i32] zeroinitializer, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @score to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4lookPKhS0_PKiS2_Pii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5) #0 !dbg !9 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %7, align 8, !tbaa !12
  store ptr %1, ptr %8, align 8, !tbaa !12
  store ptr %2, ptr %9, align 8, !tbaa !12
  store ptr %3, ptr %10, align 8, !tbaa !12
  store ptr %4, ptr %11, align 8, !tbaa !12
  store i32 %5, ptr %12, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #4, !dbg !18
  %16 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !19
  %17 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !20
  %18 = mul i32 %16, %17, !dbg !21
  %19 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !22
  %20 = add i32 %18, %19, !dbg !23
  store i32 %20, ptr %13, align 4, !dbg !24, !tbaa !16
  %21 = load i32, ptr %13, align 4, !dbg !25, !tbaa !16
  %22 = load i32, ptr %12, align 4, !dbg !26, !tbaa !16
  %23 = icmp slt i32 %21, %22, !dbg !27
  br i1 %23, label %24, label %67, !dbg !25

24:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #4, !dbg !28
  %25 = load ptr, ptr %7, align 8, !dbg !29, !tbaa !12
  %26 = load i32, ptr %13, align 4, !dbg !30, !tbaa !16
  %27 = sext i32 %26 to i64, !dbg !29
  %28 = getelementptr inbounds i8, ptr %25, i64 %27, !dbg !29
  %29 = load i8, ptr %28, align 1, !dbg !29, !tbaa !31
  %30 = zext i8 %29 to i32, !dbg !29
  store i32 %30, ptr %14, align 4, !dbg !32, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #4, !dbg !28
  %31 = load ptr, ptr %8, align 8, !dbg !33, !tbaa !12
  %32 = load i32, ptr %13, align 4, !dbg !34, !tbaa !16
  %33 = sext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds i8, ptr %31, i64 %33, !dbg !33
  %35 = load i8, ptr %34, align 1, !dbg !33, !tbaa !31
  %36 = zext i8 %35 to i32, !dbg !33
  store i32 %36, ptr %15, align 4, !dbg !35, !tbaa !16
  %37 = load i32, ptr %14, align 4, !dbg !36, !tbaa !16
  %38 = mul i32 %37, 24, !dbg !37
  %39 = load i32, ptr %15, align 4, !dbg !38, !tbaa !16
  %40 = add i32 %38, %39, !dbg !39
  %41 = zext i32 %40 to i64, !dbg !40
  %42 = getelementptr inbounds [576 x i32], ptr addrspacecast (ptr addrspace(4) @score to ptr), i64 0, i64 %41, !dbg !40
  %43 = load i32, ptr %42, align 4, !dbg !40, !tbaa !16
  %44 = load ptr, ptr %9, align 8, !dbg !41, !tbaa !12
  %45 = load i32, ptr %14, align 4, !dbg !42, !tbaa !16
  %46 = shl i32 %45, 8, !dbg !43
  %47 = load i32, ptr %15, align 4, !dbg !44, !tbaa !16
  %48 = or i32 %46, %47, !dbg !45
  %49 = zext i32 %48 to i64, !dbg !41
  %50 = getelementptr inbounds i32, ptr %44, i64 %49, !dbg !41
  %51 = load i32, ptr %50, align 4, !dbg !41, !tbaa !16
  %52 = add nsw i32 %43, %51, !dbg !46
  %53 = load ptr, ptr %10, align 8, !dbg !47, !tbaa !12
  %54 = load i32, ptr %14, align 4, !dbg !48, !tbaa !16
  %55 = zext i32 %54 to i64, !dbg !48
  %56 = load i32, ptr %15, align 4, !dbg !49, !tbaa !16
  %57 = zext i32 %56 to i64, !dbg !49
  %58 = mul i64 %55, %57, !dbg !50
  %59 = mul i64 %58, 65536, !dbg !51
  %60 = getelementptr inbounds i32, ptr %53, i64 %59, !dbg !47
  %61 = load i32, ptr %60, align 4, !dbg !47, !tbaa !16
  %62 = add nsw i32 %52, %61, !dbg !52
  %63 = load ptr, ptr %11, align 8, !dbg !53, !tbaa !12
  %64 = load i32, ptr %13, align 4, !dbg !54, !tbaa !16
  %65 = sext i32 %64 to i64, !dbg !53
  %66 = getelementptr inbounds i32, ptr %63, i64 %65, !dbg !53
  store i32 %62, ptr %66, align 4, !dbg !55, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #4, !dbg !56
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #4, !dbg !56
  br label %67, !dbg !56

67:                                               ; preds = %24, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #4, !dbg !57
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
!1 = !DIFile(filename: "gidx.cu", directory: "/tmp/gi")
!2 = !{ptr @_Z4lookPKhS0_PKiS2_Pii, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "look", scope: !1, file: !1, line: 2, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 4, column: 5, scope: !9)
!19 = !DILocation(line: 4, column: 13, scope: !9)
!20 = !DILocation(line: 4, column: 26, scope: !9)
!21 = !DILocation(line: 4, column: 24, scope: !9)
!22 = !DILocation(line: 4, column: 39, scope: !9)
!23 = !DILocation(line: 4, column: 37, scope: !9)
!24 = !DILocation(line: 4, column: 9, scope: !9)
!25 = !DILocation(line: 5, column: 9, scope: !9)
!26 = !DILocation(line: 5, column: 13, scope: !9)
!27 = !DILocation(line: 5, column: 11, scope: !9)
!28 = !DILocation(line: 6, column: 9, scope: !9)
!29 = !DILocation(line: 6, column: 22, scope: !9)
!30 = !DILocation(line: 6, column: 24, scope: !9)
!31 = !{!14, !14, i64 0}
!32 = !DILocation(line: 6, column: 18, scope: !9)
!33 = !DILocation(line: 6, column: 32, scope: !9)
!34 = !DILocation(line: 6, column: 34, scope: !9)
!35 = !DILocation(line: 6, column: 28, scope: !9)
!36 = !DILocation(line: 7, column: 24, scope: !9)
!37 = !DILocation(line: 7, column: 26, scope: !9)
!38 = !DILocation(line: 7, column: 33, scope: !9)
!39 = !DILocation(line: 7, column: 31, scope: !9)
!40 = !DILocation(line: 7, column: 18, scope: !9)
!41 = !DILocation(line: 7, column: 38, scope: !9)
!42 = !DILocation(line: 7, column: 44, scope: !9)
!43 = !DILocation(line: 7, column: 46, scope: !9)
!44 = !DILocation(line: 7, column: 54, scope: !9)
!45 = !DILocation(line: 7, column: 52, scope: !9)
!46 = !DILocation(line: 7, column: 36, scope: !9)
!47 = !DILocation(line: 7, column: 59, scope: !9)
!48 = !DILocation(line: 7, column: 71, scope: !9)
!49 = !DILocation(line: 7, column: 75, scope: !9)
!50 = !DILocation(line: 7, column: 73, scope: !9)
!51 = !DILocation(line: 7, column: 77, scope: !9)
!52 = !DILocation(line: 7, column: 57, scope: !9)
!53 = !DILocation(line: 7, column: 9, scope: !9)
!54 = !DILocation(line: 7, column: 13, scope: !9)
!55 = !DILocation(line: 7, column: 16, scope: !9)
!56 = !DILocation(line: 8, column: 5, scope: !9)
!57 = !DILocation(line: 9, column: 1, scope: !9)
!58 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!60 = !DILocation(line: 39, column: 5, scope: !58)
!61 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DILocation(line: 45, column: 5, scope: !61)
!63 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 33, column: 5, scope: !63)
