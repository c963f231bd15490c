; A copy of a region run by every thread whose only way out is one sync
; point: every thread stops there and the next region runs directly, so the
; per-thread record of where each stopped (stops.at) is not written. Region
; 0 stops only at the grid-stride loop's point; the loop's copy for blocks
; whose threads all pass the bounds check stops only there too.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000e2
; Source: partial_sums(in, out, n): v = 0;
;           for (i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) v += in[i];
;           s[threadIdx.x] = v; __syncthreads(); thread 0 sums s into out[blockIdx.x]
; CHECK-LABEL: define internal {{.*}} @_Z12partial_sumsPKfPfi.block.r0(
; CHECK-NOT: store {{.*}}i32 1
; CHECK: ret i32
; CHECK-LABEL: define internal {{.*}} @_Z12partial_sumsPKfPfi.block.r1(
; CHECK-NOT: store {{.*}}i32 1
; CHECK: ret { i32, i32 }
; The copy for edge blocks, where threads leave the loop at different
; iterations, keeps the record.
; CHECK-LABEL: define internal {{.*}} @_Z12partial_sumsPKfPfi.block.r2(
; CHECK: select <8 x i1> %{{[0-9]+}}, <8 x i32> <i32 1,
; CHECK: masked.store.v8i32.p0(<8 x i32> %predphi
source_filename = "ps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_gridDim_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

@_ZZ12partial_sumsPKfPfiE1s = internal addrspace(3) global [256 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12partial_sumsPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store i32 %2, ptr %6, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !18
  store float 0.000000e+00, ptr %7, align 4, !dbg !19, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !22
  %11 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !23
  %12 = mul i32 %11, 256, !dbg !24
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !25
  %14 = add i32 %12, %13, !dbg !26
  store i32 %14, ptr %8, align 4, !dbg !27, !tbaa !16
  br label %15, !dbg !22

15:                                               ; preds = %28, %3
  %16 = load i32, ptr %8, align 4, !dbg !28, !tbaa !16
  %17 = load i32, ptr %6, align 4, !dbg !29, !tbaa !16
  %18 = icmp slt i32 %16, %17, !dbg !30
  br i1 %18, label %20, label %19, !dbg !31

19:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !31
  br label %33

20:                                               ; preds = %15
  %21 = load ptr, ptr %4, align 8, !dbg !32, !tbaa !12
  %22 = load i32, ptr %8, align 4, !dbg !33, !tbaa !16
  %23 = sext i32 %22 to i64, !dbg !32
  %24 = getelementptr inbounds float, ptr %21, i64 %23, !dbg !32
  %25 = load float, ptr %24, align 4, !dbg !32, !tbaa !20
  %26 = load float, ptr %7, align 4, !dbg !34, !tbaa !20
  %27 = fadd contract float %26, %25, !dbg !34
  store float %27, ptr %7, align 4, !dbg !34, !tbaa !20
  br label %28, !dbg !35

28:                                               ; preds = %20
  %29 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #6, !dbg !36
  %30 = mul i32 %29, 256, !dbg !37
  %31 = load i32, ptr %8, align 4, !dbg !38, !tbaa !16
  %32 = add i32 %31, %30, !dbg !38
  store i32 %32, ptr %8, align 4, !dbg !38, !tbaa !16
  br label %15, !dbg !31, !llvm.loop !39

33:                                               ; preds = %19
  %34 = load float, ptr %7, align 4, !dbg !42, !tbaa !20
  %35 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !43
  %36 = zext i32 %35 to i64, !dbg !44
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_sumsPKfPfiE1s to ptr), i64 0, i64 %36, !dbg !44
  store float %34, ptr %37, align 4, !dbg !45, !tbaa !20
  call void @llvm.nvvm.barrier0(), !dbg !46
  %38 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !47
  %39 = icmp eq i32 %38, 0, !dbg !48
  br i1 %39, label %40, label %61, !dbg !47

40:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5, !dbg !49
  store float 0.000000e+00, ptr %9, align 4, !dbg !50, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5, !dbg !51
  store i32 0, ptr %10, align 4, !dbg !52, !tbaa !16
  br label %41, !dbg !51

41:                                               ; preds = %52, %40
  %42 = load i32, ptr %10, align 4, !dbg !53, !tbaa !16
  %43 = icmp slt i32 %42, 256, !dbg !54
  br i1 %43, label %45, label %44, !dbg !55

44:                                               ; preds = %41
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5, !dbg !55
  br label %55

45:                                               ; preds = %41
  %46 = load i32, ptr %10, align 4, !dbg !56, !tbaa !16
  %47 = sext i32 %46 to i64, !dbg !57
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12partial_sumsPKfPfiE1s to ptr), i64 0, i64 %47, !dbg !57
  %49 = load float, ptr %48, align 4, !dbg !57, !tbaa !20
  %50 = load float, ptr %9, align 4, !dbg !58, !tbaa !20
  %51 = fadd contract float %50, %49, !dbg !58
  store float %51, ptr %9, align 4, !dbg !58, !tbaa !20
  br label %52, !dbg !59

52:                                               ; preds = %45
  %53 = load i32, ptr %10, align 4, !dbg !60, !tbaa !16
  %54 = add nsw i32 %53, 1, !dbg !60
  store i32 %54, ptr %10, align 4, !dbg !60, !tbaa !16
  br label %41, !dbg !55, !llvm.loop !61

55:                                               ; preds = %44
  %56 = load float, ptr %9, align 4, !dbg !63, !tbaa !20
  %57 = load ptr, ptr %5, align 8, !dbg !64, !tbaa !12
  %58 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !65
  %59 = zext i32 %58 to i64, !dbg !64
  %60 = getelementptr inbounds float, ptr %57, i64 %59, !dbg !64
  store float %56, ptr %60, align 4, !dbg !66, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5, !dbg !67
  br label %61, !dbg !67

61:                                               ; preds = %55, %33
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !68
  ret void, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !69 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  ret i32 %1, !dbg !71
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !72 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !73
  ret i32 %1, !dbg !73
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !74 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !75
  ret i32 %1, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

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
!1 = !DIFile(filename: "ps.cu", directory: "/tmp/pt")
!2 = !{ptr @_Z12partial_sumsPKfPfi, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "partial_sums", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 4, column: 5, scope: !9)
!19 = !DILocation(line: 4, column: 11, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !14, i64 0}
!22 = !DILocation(line: 5, column: 10, scope: !9)
!23 = !DILocation(line: 5, column: 18, scope: !9)
!24 = !DILocation(line: 5, column: 29, scope: !9)
!25 = !DILocation(line: 5, column: 37, scope: !9)
!26 = !DILocation(line: 5, column: 35, scope: !9)
!27 = !DILocation(line: 5, column: 14, scope: !9)
!28 = !DILocation(line: 5, column: 50, scope: !9)
!29 = !DILocation(line: 5, column: 54, scope: !9)
!30 = !DILocation(line: 5, column: 52, scope: !9)
!31 = !DILocation(line: 5, column: 5, scope: !9)
!32 = !DILocation(line: 6, column: 14, scope: !9)
!33 = !DILocation(line: 6, column: 17, scope: !9)
!34 = !DILocation(line: 6, column: 11, scope: !9)
!35 = !DILocation(line: 6, column: 9, scope: !9)
!36 = !DILocation(line: 5, column: 62, scope: !9)
!37 = !DILocation(line: 5, column: 72, scope: !9)
!38 = !DILocation(line: 5, column: 59, scope: !9)
!39 = distinct !{!39, !31, !40, !41}
!40 = !DILocation(line: 6, column: 18, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 7, column: 22, scope: !9)
!43 = !DILocation(line: 7, column: 7, scope: !9)
!44 = !DILocation(line: 7, column: 5, scope: !9)
!45 = !DILocation(line: 7, column: 20, scope: !9)
!46 = !DILocation(line: 8, column: 5, scope: !9)
!47 = !DILocation(line: 9, column: 9, scope: !9)
!48 = !DILocation(line: 9, column: 21, scope: !9)
!49 = !DILocation(line: 10, column: 9, scope: !9)
!50 = !DILocation(line: 10, column: 15, scope: !9)
!51 = !DILocation(line: 11, column: 14, scope: !9)
!52 = !DILocation(line: 11, column: 18, scope: !9)
!53 = !DILocation(line: 11, column: 25, scope: !9)
!54 = !DILocation(line: 11, column: 27, scope: !9)
!55 = !DILocation(line: 11, column: 9, scope: !9)
!56 = !DILocation(line: 12, column: 20, scope: !9)
!57 = !DILocation(line: 12, column: 18, scope: !9)
!58 = !DILocation(line: 12, column: 15, scope: !9)
!59 = !DILocation(line: 12, column: 13, scope: !9)
!60 = !DILocation(line: 11, column: 35, scope: !9)
!61 = distinct !{!61, !55, !62, !41}
!62 = !DILocation(line: 12, column: 21, scope: !9)
!63 = !DILocation(line: 13, column: 27, scope: !9)
!64 = !DILocation(line: 13, column: 9, scope: !9)
!65 = !DILocation(line: 13, column: 13, scope: !9)
!66 = !DILocation(line: 13, column: 25, scope: !9)
!67 = !DILocation(line: 14, column: 5, scope: !9)
!68 = !DILocation(line: 15, column: 1, scope: !9)
!69 = distinct !DISubprogram(name: "__ferry_get_x", scope: !70, file: !70, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!71 = !DILocation(line: 39, column: 5, scope: !69)
!72 = distinct !DISubprogram(name: "__ferry_get_x", scope: !70, file: !70, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 33, column: 5, scope: !72)
!74 = distinct !DISubprogram(name: "__ferry_get_x", scope: !70, file: !70, line: 51, type: !10, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 51, column: 5, scope: !74)
