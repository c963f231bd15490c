; A short loop around a warp operation (a warp scan's five shfl_up steps)
; is unrolled whole before the regions are cut (syncloops.c): each step is
; a region of its own whose exchange moves the lanes by a constant, one
; fixed shuffle, where the loop in steps kept the offset per thread and
; loaded the moved lanes from a varying place. A loop of a runtime count
; stays a loop: one region for its shuffle.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f2
; Source: warp_scan(in, out): v = in[t]; for (off = 1; off < 32; off <<= 1) {
;           up = __shfl_up_sync(~0u, v, off); if ((threadIdx.x & 31) >= off) v += up; } out[t] = v;
;         rounds(in, out, n): v = in[t]; for (k = 0; k < n; k++) v += __shfl_xor_sync(~0u, v, 1); out[t] = v;
; CHECK-LABEL: define internal fastcc void @_Z9warp_scanPKiPi.block.r1(
; CHECK: shufflevector <32 x i64> %{{[0-9]+}}, <32 x i64> poison, <32 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3,
; CHECK-LABEL: define internal fastcc void @_Z9warp_scanPKiPi.block.r2(
; CHECK: shufflevector <32 x i64> %{{[0-9]+}}, <32 x i64> poison, <32 x i32> <i32 0, i32 1, i32 0, i32 1, i32 2,
; CHECK-LABEL: define internal fastcc void @_Z9warp_scanPKiPi.block.r3(
; CHECK: shufflevector <32 x i64> %{{[0-9]+}}, <32 x i64> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1,
; CHECK-LABEL: define internal fastcc {{.*}} @_Z6roundsPKiPii.block.r1(
; CHECK-NOT: @_Z6roundsPKiPii.block.r3(
source_filename = "sl.cu"
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

define dso_local void @_Z9warp_scanPKiPi(ptr noundef %0, ptr noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !17
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !18
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6, !dbg !19
  %12 = mul i32 %10, %11, !dbg !20
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !21
  %14 = add i32 %12, %13, !dbg !22
  store i32 %14, ptr %5, align 4, !dbg !23, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !17
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !26
  %16 = and i32 %15, 31, !dbg !27
  store i32 %16, ptr %6, align 4, !dbg !28, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !29
  %17 = load ptr, ptr %3, align 8, !dbg !30, !tbaa !13
  %18 = load i32, ptr %5, align 4, !dbg !31, !tbaa !24
  %19 = sext i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !30
  %21 = load i32, ptr %20, align 4, !dbg !30, !tbaa !24
  store i32 %21, ptr %7, align 4, !dbg !32, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !33
  store i32 1, ptr %8, align 4, !dbg !34, !tbaa !24
  br label %22, !dbg !33

22:                                               ; preds = %38, %2
  %23 = load i32, ptr %8, align 4, !dbg !35, !tbaa !24
  %24 = icmp slt i32 %23, 32, !dbg !36
  br i1 %24, label %26, label %25, !dbg !37

25:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !37
  br label %41

26:                                               ; preds = %22
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5, !dbg !38
  %27 = load i32, ptr %7, align 4, !dbg !39, !tbaa !24
  %28 = load i32, ptr %8, align 4, !dbg !40, !tbaa !24
  %29 = call noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef -1, i32 noundef %27, i32 noundef %28, i32 noundef 32) #6, !dbg !41
  store i32 %29, ptr %9, align 4, !dbg !42, !tbaa !24
  %30 = load i32, ptr %6, align 4, !dbg !43, !tbaa !24
  %31 = load i32, ptr %8, align 4, !dbg !44, !tbaa !24
  %32 = icmp sge i32 %30, %31, !dbg !45
  br i1 %32, label %33, label %37, !dbg !43

33:                                               ; preds = %26
  %34 = load i32, ptr %9, align 4, !dbg !46, !tbaa !24
  %35 = load i32, ptr %7, align 4, !dbg !47, !tbaa !24
  %36 = add nsw i32 %35, %34, !dbg !47
  store i32 %36, ptr %7, align 4, !dbg !47, !tbaa !24
  br label %37, !dbg !48

37:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5, !dbg !49
  br label %38, !dbg !49

38:                                               ; preds = %37
  %39 = load i32, ptr %8, align 4, !dbg !50, !tbaa !24
  %40 = shl i32 %39, 1, !dbg !50
  store i32 %40, ptr %8, align 4, !dbg !50, !tbaa !24
  br label %22, !dbg !37, !llvm.loop !51

41:                                               ; preds = %25
  %42 = load i32, ptr %7, align 4, !dbg !53, !tbaa !24
  %43 = load ptr, ptr %4, align 8, !dbg !54, !tbaa !13
  %44 = load i32, ptr %5, align 4, !dbg !55, !tbaa !24
  %45 = sext i32 %44 to i64, !dbg !54
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !54
  store i32 %42, ptr %46, align 4, !dbg !56, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !57
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !57
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !57
  ret void, !dbg !57
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !58 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  ret i32 %1, !dbg !60
}

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !61 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !62
  ret i32 %1, !dbg !62
}

define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !64
  ret i32 %1, !dbg !64
}

define internal noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !65 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !24
  store i32 %1, ptr %6, align 4, !tbaa !24
  store i32 %2, ptr %7, align 4, !tbaa !24
  store i32 %3, ptr %8, align 4, !tbaa !24
  %9 = load i32, ptr %5, align 4, !dbg !67, !tbaa !24
  %10 = load i32, ptr %6, align 4, !dbg !67, !tbaa !24
  %11 = load i32, ptr %7, align 4, !dbg !67, !tbaa !24
  %12 = load i32, ptr %8, align 4, !dbg !67, !tbaa !24
  %13 = sub nsw i32 32, %12, !dbg !67
  %14 = shl i32 %13, 8, !dbg !67
  %15 = or i32 %14, 0, !dbg !67
  %16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !67
  ret i32 %16, !dbg !67
}

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

define dso_local void @_Z6roundsPKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !68 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !69
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !70
  %11 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6, !dbg !71
  %12 = mul i32 %10, %11, !dbg !72
  %13 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !73
  %14 = add i32 %12, %13, !dbg !74
  store i32 %14, ptr %7, align 4, !dbg !75, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !76
  %15 = load ptr, ptr %4, align 8, !dbg !77, !tbaa !13
  %16 = load i32, ptr %7, align 4, !dbg !78, !tbaa !24
  %17 = sext i32 %16 to i64, !dbg !77
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !77
  %19 = load i32, ptr %18, align 4, !dbg !77, !tbaa !24
  store i32 %19, ptr %8, align 4, !dbg !79, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5, !dbg !80
  store i32 0, ptr %9, align 4, !dbg !81, !tbaa !24
  br label %20, !dbg !80

20:                                               ; preds = %30, %3
  %21 = load i32, ptr %9, align 4, !dbg !82, !tbaa !24
  %22 = load i32, ptr %6, align 4, !dbg !83, !tbaa !24
  %23 = icmp slt i32 %21, %22, !dbg !84
  br i1 %23, label %25, label %24, !dbg !85

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5, !dbg !85
  br label %33

25:                                               ; preds = %20
  %26 = load i32, ptr %8, align 4, !dbg !86, !tbaa !24
  %27 = call noundef i32 @_ZL15__shfl_xor_syncjiii(i32 noundef -1, i32 noundef %26, i32 noundef 1, i32 noundef 32) #6, !dbg !87
  %28 = load i32, ptr %8, align 4, !dbg !88, !tbaa !24
  %29 = add nsw i32 %28, %27, !dbg !88
  store i32 %29, ptr %8, align 4, !dbg !88, !tbaa !24
  br label %30, !dbg !89

30:                                               ; preds = %25
  %31 = load i32, ptr %9, align 4, !dbg !90, !tbaa !24
  %32 = add nsw i32 %31, 1, !dbg !90
  store i32 %32, ptr %9, align 4, !dbg !90, !tbaa !24
  br label %20, !dbg !85, !llvm.loop !91

33:                                               ; preds = %24
  %34 = load i32, ptr %8, align 4, !dbg !93, !tbaa !24
  %35 = load ptr, ptr %5, align 8, !dbg !94, !tbaa !13
  %36 = load i32, ptr %7, align 4, !dbg !95, !tbaa !24
  %37 = sext i32 %36 to i64, !dbg !94
  %38 = getelementptr inbounds i32, ptr %35, i64 %37, !dbg !94
  store i32 %34, ptr %38, align 4, !dbg !96, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !97
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !97
  ret void, !dbg !97
}

define internal noundef i32 @_ZL15__shfl_xor_syncjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !98 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !24
  store i32 %1, ptr %6, align 4, !tbaa !24
  store i32 %2, ptr %7, align 4, !tbaa !24
  store i32 %3, ptr %8, align 4, !tbaa !24
  %9 = load i32, ptr %5, align 4, !dbg !99, !tbaa !24
  %10 = load i32, ptr %6, align 4, !dbg !99, !tbaa !24
  %11 = load i32, ptr %7, align 4, !dbg !99, !tbaa !24
  %12 = load i32, ptr %8, align 4, !dbg !99, !tbaa !24
  %13 = sub nsw i32 32, %12, !dbg !99
  %14 = shl i32 %13, 8, !dbg !99
  %15 = or i32 %14, 31, !dbg !99
  %16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !99
  ret i32 %16, !dbg !99
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sl.cu", directory: "/tmp/sl")
!2 = !{ptr @_Z9warp_scanPKiPi, !"kernel", i32 1}
!3 = !{ptr @_Z6roundsPKiPii, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "warp_scan", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !DILocation(line: 3, column: 5, scope: !10)
!18 = !DILocation(line: 3, column: 13, scope: !10)
!19 = !DILocation(line: 3, column: 26, scope: !10)
!20 = !DILocation(line: 3, column: 24, scope: !10)
!21 = !DILocation(line: 3, column: 39, scope: !10)
!22 = !DILocation(line: 3, column: 37, scope: !10)
!23 = !DILocation(line: 3, column: 9, scope: !10)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !15, i64 0}
!26 = !DILocation(line: 3, column: 59, scope: !10)
!27 = !DILocation(line: 3, column: 71, scope: !10)
!28 = !DILocation(line: 3, column: 52, scope: !10)
!29 = !DILocation(line: 4, column: 5, scope: !10)
!30 = !DILocation(line: 4, column: 13, scope: !10)
!31 = !DILocation(line: 4, column: 16, scope: !10)
!32 = !DILocation(line: 4, column: 9, scope: !10)
!33 = !DILocation(line: 5, column: 10, scope: !10)
!34 = !DILocation(line: 5, column: 14, scope: !10)
!35 = !DILocation(line: 5, column: 23, scope: !10)
!36 = !DILocation(line: 5, column: 27, scope: !10)
!37 = !DILocation(line: 5, column: 5, scope: !10)
!38 = !DILocation(line: 6, column: 9, scope: !10)
!39 = !DILocation(line: 6, column: 46, scope: !10)
!40 = !DILocation(line: 6, column: 49, scope: !10)
!41 = !DILocation(line: 6, column: 18, scope: !10)
!42 = !DILocation(line: 6, column: 13, scope: !10)
!43 = !DILocation(line: 7, column: 13, scope: !10)
!44 = !DILocation(line: 7, column: 21, scope: !10)
!45 = !DILocation(line: 7, column: 18, scope: !10)
!46 = !DILocation(line: 8, column: 18, scope: !10)
!47 = !DILocation(line: 8, column: 15, scope: !10)
!48 = !DILocation(line: 8, column: 13, scope: !10)
!49 = !DILocation(line: 9, column: 5, scope: !10)
!50 = !DILocation(line: 5, column: 37, scope: !10)
!51 = distinct !{!51, !37, !49, !52}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 10, column: 14, scope: !10)
!54 = !DILocation(line: 10, column: 5, scope: !10)
!55 = !DILocation(line: 10, column: 9, scope: !10)
!56 = !DILocation(line: 10, column: 12, scope: !10)
!57 = !DILocation(line: 11, column: 1, scope: !10)
!58 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!60 = !DILocation(line: 39, column: 5, scope: !58)
!61 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DILocation(line: 45, column: 5, scope: !61)
!63 = distinct !DISubprogram(name: "__ferry_get_x", scope: !59, file: !59, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 33, column: 5, scope: !63)
!65 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !66, file: !66, line: 81, type: !11, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DIFile(filename: "/work/main/build/include/ferry/device_functions.h", directory: "")
!67 = !DILocation(line: 81, column: 1, scope: !65)
!68 = distinct !DISubprogram(name: "rounds", scope: !1, file: !1, line: 13, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!69 = !DILocation(line: 15, column: 5, scope: !68)
!70 = !DILocation(line: 15, column: 13, scope: !68)
!71 = !DILocation(line: 15, column: 26, scope: !68)
!72 = !DILocation(line: 15, column: 24, scope: !68)
!73 = !DILocation(line: 15, column: 39, scope: !68)
!74 = !DILocation(line: 15, column: 37, scope: !68)
!75 = !DILocation(line: 15, column: 9, scope: !68)
!76 = !DILocation(line: 16, column: 5, scope: !68)
!77 = !DILocation(line: 16, column: 13, scope: !68)
!78 = !DILocation(line: 16, column: 16, scope: !68)
!79 = !DILocation(line: 16, column: 9, scope: !68)
!80 = !DILocation(line: 17, column: 10, scope: !68)
!81 = !DILocation(line: 17, column: 14, scope: !68)
!82 = !DILocation(line: 17, column: 21, scope: !68)
!83 = !DILocation(line: 17, column: 25, scope: !68)
!84 = !DILocation(line: 17, column: 23, scope: !68)
!85 = !DILocation(line: 17, column: 5, scope: !68)
!86 = !DILocation(line: 18, column: 43, scope: !68)
!87 = !DILocation(line: 18, column: 14, scope: !68)
!88 = !DILocation(line: 18, column: 11, scope: !68)
!89 = !DILocation(line: 18, column: 9, scope: !68)
!90 = !DILocation(line: 17, column: 29, scope: !68)
!91 = distinct !{!91, !85, !92, !52}
!92 = !DILocation(line: 18, column: 47, scope: !68)
!93 = !DILocation(line: 19, column: 14, scope: !68)
!94 = !DILocation(line: 19, column: 5, scope: !68)
!95 = !DILocation(line: 19, column: 9, scope: !68)
!96 = !DILocation(line: 19, column: 12, scope: !68)
!97 = !DILocation(line: 20, column: 1, scope: !68)
!98 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !66, file: !66, line: 83, type: !11, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!99 = !DILocation(line: 83, column: 1, scope: !98)
