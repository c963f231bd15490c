; A loop over a block's warps, each iteration a whole warp's shuffle as
; <32 x i64> vectors, stays rolled (exchange.c close_warps): unrolled at
; run time it was three copies of those vectors (16 registers each on
; x86-64-v2) for no speed, a third of the code of a kernel of many
; shuffles.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f3
; Source: butterfly(in, out): v = in[i]; v += __shfl_xor_sync(~0u, v, 4); out[i] = v;
;         sweep(in, out): v = in[i]; for (d = 1; d < 32; d <<= 1) {
;           u = __shfl_up_sync(~0u, v, d); if ((threadIdx.x & 31) >= d) v += u; } out[i] = v;
; CHECK-LABEL: define internal {{.*}} @_Z9butterflyPKfPf.block.r1(
; CHECK: load <32 x i64>
; CHECK-NOT: load <32 x i64>
; CHECK: br i1 {{.*}}, label %warp, !llvm.loop [[ROLLED:![0-9]+]]
; CHECK-NOT: load <32 x i64>
; CHECK: ret void
; The node may come before or after the loop's (other loops share it).
; CHECK-DAG: [[ROLLED]] = distinct !{[[ROLLED]], [[OFF:![0-9]+]]}
; CHECK-DAG: [[OFF]] = !{!"llvm.loop.unroll.disable"}
; ModuleID = 'wx.dev.bc'
source_filename = "wx.cu"
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
define dso_local void @_Z9butterflyPKfPf(ptr noundef %0, ptr noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !17
  %7 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !18
  %8 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6, !dbg !19
  %9 = mul i32 %7, %8, !dbg !20
  %10 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !21
  %11 = add i32 %9, %10, !dbg !22
  store i32 %11, ptr %5, align 4, !dbg !23, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !26
  %12 = load ptr, ptr %3, align 8, !dbg !27, !tbaa !13
  %13 = load i32, ptr %5, align 4, !dbg !28, !tbaa !24
  %14 = sext i32 %13 to i64, !dbg !27
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !27
  %16 = load float, ptr %15, align 4, !dbg !27, !tbaa !29
  store float %16, ptr %6, align 4, !dbg !31, !tbaa !29
  %17 = load float, ptr %6, align 4, !dbg !32, !tbaa !29
  %18 = call contract noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef -1, float noundef %17, i32 noundef 4, i32 noundef 32) #6, !dbg !33
  %19 = load float, ptr %6, align 4, !dbg !34, !tbaa !29
  %20 = fadd contract float %19, %18, !dbg !34
  store float %20, ptr %6, align 4, !dbg !34, !tbaa !29
  %21 = load float, ptr %6, align 4, !dbg !35, !tbaa !29
  %22 = load ptr, ptr %4, align 8, !dbg !36, !tbaa !13
  %23 = load i32, ptr %5, align 4, !dbg !37, !tbaa !24
  %24 = sext i32 %23 to i64, !dbg !36
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !36
  store float %21, ptr %25, align 4, !dbg !38, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !39
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !39
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
define internal noundef float @_ZL15__shfl_xor_syncjfii(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !47 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !24
  store float %1, ptr %6, align 4, !tbaa !29
  store i32 %2, ptr %7, align 4, !tbaa !24
  store i32 %3, ptr %8, align 4, !tbaa !24
  %9 = load i32, ptr %5, align 4, !dbg !49, !tbaa !24
  %10 = load float, ptr %6, align 4, !dbg !49, !tbaa !29
  %11 = load i32, ptr %7, align 4, !dbg !49, !tbaa !24
  %12 = load i32, ptr %8, align 4, !dbg !49, !tbaa !24
  %13 = sub nsw i32 32, %12, !dbg !49
  %14 = shl i32 %13, 8, !dbg !49
  %15 = or i32 %14, 31, !dbg !49
  %16 = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !49
  ret float %16, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5sweepPKiPi(ptr noundef %0, ptr noundef %1) #0 !dbg !50 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !51
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !52
  %10 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #6, !dbg !53
  %11 = mul i32 %9, %10, !dbg !54
  %12 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !55
  %13 = add i32 %11, %12, !dbg !56
  store i32 %13, ptr %5, align 4, !dbg !57, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !58
  %14 = load ptr, ptr %3, align 8, !dbg !59, !tbaa !13
  %15 = load i32, ptr %5, align 4, !dbg !60, !tbaa !24
  %16 = sext i32 %15 to i64, !dbg !59
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !59
  %18 = load i32, ptr %17, align 4, !dbg !59, !tbaa !24
  store i32 %18, ptr %6, align 4, !dbg !61, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5, !dbg !62
  store i32 1, ptr %7, align 4, !dbg !63, !tbaa !24
  br label %19, !dbg !62

19:                                               ; preds = %36, %2
  %20 = load i32, ptr %7, align 4, !dbg !64, !tbaa !24
  %21 = icmp slt i32 %20, 32, !dbg !65
  br i1 %21, label %23, label %22, !dbg !66

22:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5, !dbg !66
  br label %39

23:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5, !dbg !67
  %24 = load i32, ptr %6, align 4, !dbg !68, !tbaa !24
  %25 = load i32, ptr %7, align 4, !dbg !69, !tbaa !24
  %26 = call noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef -1, i32 noundef %24, i32 noundef %25, i32 noundef 32) #6, !dbg !70
  store i32 %26, ptr %8, align 4, !dbg !71, !tbaa !24
  %27 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !72
  %28 = and i32 %27, 31, !dbg !73
  %29 = load i32, ptr %7, align 4, !dbg !74, !tbaa !24
  %30 = icmp uge i32 %28, %29, !dbg !75
  br i1 %30, label %31, label %35, !dbg !76

31:                                               ; preds = %23
  %32 = load i32, ptr %8, align 4, !dbg !77, !tbaa !24
  %33 = load i32, ptr %6, align 4, !dbg !78, !tbaa !24
  %34 = add nsw i32 %33, %32, !dbg !78
  store i32 %34, ptr %6, align 4, !dbg !78, !tbaa !24
  br label %35, !dbg !79

35:                                               ; preds = %31, %23
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5, !dbg !80
  br label %36, !dbg !80

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !dbg !81, !tbaa !24
  %38 = shl i32 %37, 1, !dbg !81
  store i32 %38, ptr %7, align 4, !dbg !81, !tbaa !24
  br label %19, !dbg !66, !llvm.loop !82

39:                                               ; preds = %22
  %40 = load i32, ptr %6, align 4, !dbg !84, !tbaa !24
  %41 = load ptr, ptr %4, align 8, !dbg !85, !tbaa !13
  %42 = load i32, ptr %5, align 4, !dbg !86, !tbaa !24
  %43 = sext i32 %42 to i64, !dbg !85
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !85
  store i32 %40, ptr %44, align 4, !dbg !87, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !88
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !88
  ret void, !dbg !88
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !89 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !24
  store i32 %1, ptr %6, align 4, !tbaa !24
  store i32 %2, ptr %7, align 4, !tbaa !24
  store i32 %3, ptr %8, align 4, !tbaa !24
  %9 = load i32, ptr %5, align 4, !dbg !90, !tbaa !24
  %10 = load i32, ptr %6, align 4, !dbg !90, !tbaa !24
  %11 = load i32, ptr %7, align 4, !dbg !90, !tbaa !24
  %12 = load i32, ptr %8, align 4, !dbg !90, !tbaa !24
  %13 = sub nsw i32 32, %12, !dbg !90
  %14 = shl i32 %13, 8, !dbg !90
  %15 = or i32 %14, 0, !dbg !90
  %16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !90
  ret i32 %16, !dbg !90
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx83,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx83,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wx.cu", directory: "/tmp/wx")
!2 = !{ptr @_Z9butterflyPKfPf, !"kernel", i32 1}
!3 = !{ptr @_Z5sweepPKiPi, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "butterfly", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!26 = !DILocation(line: 4, column: 5, scope: !10)
!27 = !DILocation(line: 4, column: 15, scope: !10)
!28 = !DILocation(line: 4, column: 18, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !15, i64 0}
!31 = !DILocation(line: 4, column: 11, scope: !10)
!32 = !DILocation(line: 5, column: 39, scope: !10)
!33 = !DILocation(line: 5, column: 10, scope: !10)
!34 = !DILocation(line: 5, column: 7, scope: !10)
!35 = !DILocation(line: 6, column: 14, scope: !10)
!36 = !DILocation(line: 6, column: 5, scope: !10)
!37 = !DILocation(line: 6, column: 9, scope: !10)
!38 = !DILocation(line: 6, column: 12, scope: !10)
!39 = !DILocation(line: 7, column: 1, scope: !10)
!40 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!42 = !DILocation(line: 39, column: 5, scope: !40)
!43 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 45, column: 5, scope: !43)
!45 = distinct !DISubprogram(name: "__ferry_get_x", scope: !41, file: !41, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 33, column: 5, scope: !45)
!47 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !48, file: !48, line: 83, type: !11, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = !DIFile(filename: "/work/main/build/include/ferry/device_functions.h", directory: "")
!49 = !DILocation(line: 83, column: 1, scope: !47)
!50 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DILocation(line: 10, column: 5, scope: !50)
!52 = !DILocation(line: 10, column: 13, scope: !50)
!53 = !DILocation(line: 10, column: 26, scope: !50)
!54 = !DILocation(line: 10, column: 24, scope: !50)
!55 = !DILocation(line: 10, column: 39, scope: !50)
!56 = !DILocation(line: 10, column: 37, scope: !50)
!57 = !DILocation(line: 10, column: 9, scope: !50)
!58 = !DILocation(line: 11, column: 5, scope: !50)
!59 = !DILocation(line: 11, column: 13, scope: !50)
!60 = !DILocation(line: 11, column: 16, scope: !50)
!61 = !DILocation(line: 11, column: 9, scope: !50)
!62 = !DILocation(line: 12, column: 10, scope: !50)
!63 = !DILocation(line: 12, column: 14, scope: !50)
!64 = !DILocation(line: 12, column: 21, scope: !50)
!65 = !DILocation(line: 12, column: 23, scope: !50)
!66 = !DILocation(line: 12, column: 5, scope: !50)
!67 = !DILocation(line: 13, column: 9, scope: !50)
!68 = !DILocation(line: 13, column: 45, scope: !50)
!69 = !DILocation(line: 13, column: 48, scope: !50)
!70 = !DILocation(line: 13, column: 17, scope: !50)
!71 = !DILocation(line: 13, column: 13, scope: !50)
!72 = !DILocation(line: 14, column: 14, scope: !50)
!73 = !DILocation(line: 14, column: 26, scope: !50)
!74 = !DILocation(line: 14, column: 35, scope: !50)
!75 = !DILocation(line: 14, column: 32, scope: !50)
!76 = !DILocation(line: 14, column: 13, scope: !50)
!77 = !DILocation(line: 14, column: 43, scope: !50)
!78 = !DILocation(line: 14, column: 40, scope: !50)
!79 = !DILocation(line: 14, column: 38, scope: !50)
!80 = !DILocation(line: 15, column: 5, scope: !50)
!81 = !DILocation(line: 12, column: 31, scope: !50)
!82 = distinct !{!82, !66, !80, !83}
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 16, column: 14, scope: !50)
!85 = !DILocation(line: 16, column: 5, scope: !50)
!86 = !DILocation(line: 16, column: 9, scope: !50)
!87 = !DILocation(line: 16, column: 12, scope: !50)
!88 = !DILocation(line: 17, column: 1, scope: !50)
!89 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !48, file: !48, line: 81, type: !11, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = !DILocation(line: 81, column: 1, scope: !89)
