; A table read by a thread's index under a mask and a shift (backprop's
; `delta[k % 16]` and `x[k / 16]`): the vectorizer gathers both (it cannot
; tell that a vector of threads shares its high bits). After LLVM's
; pipeline each gather goes behind a test of the first lane's low bits: a
; vector load where the lanes read one run, one element broadcast where
; they read one element, the gather otherwise. Under a guard (the loop's
; checked threads) the run is a masked load, and the broadcast needs a
; lane on.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f1
; Source: periodic(tab, row, out, n): for (size_t k = blockIdx.x * blockDim.x + threadIdx.x;
;           k < n; k += gridDim.x * blockDim.x) out[k] = tab[k % 16] * row[k / 16];
; CHECK-LABEL: define internal fastcc { i32, i32 } @_Z8periodicPKfS0_Pfm.block.r1(
; CHECK: gather.test:
; CHECK: %[[LOW:[0-9]+]] = and i64 %{{[0-9]+}}, 15
; CHECK-NEXT: %lanes.fit = icmp ule i64 %[[LOW]], 0
; CHECK-NEXT: br i1 %lanes.fit, label %gather.run, label %gather.lanes
; 8 lanes of 16 fit twice: at 0 and at 8.
; CHECK: %lanes.fit{{[0-9]+}} = icmp ule i64 %{{[0-9]+}}, 8
; CHECK: gather.run:
; CHECK-NEXT: %[[P:[0-9]+]] = extractelement <16 x ptr> %{{[0-9]+}}, i64 0
; CHECK-NEXT: load <16 x float>, ptr %[[P]], align 4
; CHECK: gather.lanes:
; CHECK-NEXT: call <16 x float> @llvm.masked.gather.v16f32.v16p0(
; CHECK: gather.run{{[0-9]+}}:
; CHECK-NEXT: %[[Q:[0-9]+]] = extractelement <16 x ptr> %{{[0-9]+}}, i64 0
; CHECK-NEXT: %[[S:[0-9]+]] = load float, ptr %[[Q]], align 4
; CHECK-NEXT: %[[I:[0-9]+]] = insertelement <16 x float> poison, float %[[S]], i64 0
; CHECK-NEXT: shufflevector <16 x float> %[[I]], <16 x float> poison, <16 x i32> zeroinitializer
; CHECK-LABEL: define internal fastcc void @_Z8periodicPKfS0_Pfm.block.r3(
; CHECK: %lanes.any = call i1 @llvm.vector.reduce.or.v16i1(
; CHECK: call <16 x float> @llvm.masked.load.v16f32.p0(
source_filename = "gr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_gridDim_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1

define dso_local void @_Z8periodicPKfS0_Pfm(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8, !tbaa !12
  store ptr %1, ptr %6, align 8, !tbaa !12
  store ptr %2, ptr %7, align 8, !tbaa !12
  store i64 %3, ptr %8, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr %9) #4, !dbg !18
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !19
  %11 = zext i32 %10 to i64, !dbg !19
  %12 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !20
  %13 = zext i32 %12 to i64, !dbg !20
  %14 = mul i64 %11, %13, !dbg !21
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !22
  %16 = zext i32 %15 to i64, !dbg !22
  %17 = add i64 %14, %16, !dbg !23
  store i64 %17, ptr %9, align 8, !dbg !24, !tbaa !16
  br label %18, !dbg !18

18:                                               ; preds = %38, %4
  %19 = load i64, ptr %9, align 8, !dbg !25, !tbaa !16
  %20 = load i64, ptr %8, align 8, !dbg !26, !tbaa !16
  %21 = icmp ult i64 %19, %20, !dbg !27
  br i1 %21, label %23, label %22, !dbg !28

22:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 8, ptr %9) #4, !dbg !28
  br label %46

23:                                               ; preds = %18
  %24 = load ptr, ptr %5, align 8, !dbg !29, !tbaa !12
  %25 = load i64, ptr %9, align 8, !dbg !30, !tbaa !16
  %26 = urem i64 %25, 16, !dbg !31
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !29
  %28 = load float, ptr %27, align 4, !dbg !29, !tbaa !32
  %29 = load ptr, ptr %6, align 8, !dbg !34, !tbaa !12
  %30 = load i64, ptr %9, align 8, !dbg !35, !tbaa !16
  %31 = udiv i64 %30, 16, !dbg !36
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !34
  %33 = load float, ptr %32, align 4, !dbg !34, !tbaa !32
  %34 = fmul contract float %28, %33, !dbg !37
  %35 = load ptr, ptr %7, align 8, !dbg !38, !tbaa !12
  %36 = load i64, ptr %9, align 8, !dbg !39, !tbaa !16
  %37 = getelementptr inbounds float, ptr %35, i64 %36, !dbg !38
  store float %34, ptr %37, align 4, !dbg !40, !tbaa !32
  br label %38, !dbg !38

38:                                               ; preds = %23
  %39 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #5, !dbg !41
  %40 = zext i32 %39 to i64, !dbg !41
  %41 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !42
  %42 = zext i32 %41 to i64, !dbg !42
  %43 = mul i64 %40, %42, !dbg !43
  %44 = load i64, ptr %9, align 8, !dbg !44, !tbaa !16
  %45 = add i64 %44, %43, !dbg !44
  store i64 %45, ptr %9, align 8, !dbg !44, !tbaa !16
  br label %18, !dbg !28, !llvm.loop !45

46:                                               ; preds = %22
  ret void, !dbg !48
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !49 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  ret i32 %1, !dbg !51
}

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !52 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !53
  ret i32 %1, !dbg !53
}

define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !54 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !55
  ret i32 %1, !dbg !55
}

define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !56 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !57
  ret i32 %1, !dbg !57
}

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

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
!1 = !DIFile(filename: "gr.cu", directory: "/tmp/lr")
!2 = !{ptr @_Z8periodicPKfS0_Pfm, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "periodic", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !14, i64 0}
!18 = !DILocation(line: 3, column: 10, scope: !9)
!19 = !DILocation(line: 3, column: 29, scope: !9)
!20 = !DILocation(line: 3, column: 42, scope: !9)
!21 = !DILocation(line: 3, column: 40, scope: !9)
!22 = !DILocation(line: 3, column: 55, scope: !9)
!23 = !DILocation(line: 3, column: 53, scope: !9)
!24 = !DILocation(line: 3, column: 17, scope: !9)
!25 = !DILocation(line: 3, column: 68, scope: !9)
!26 = !DILocation(line: 3, column: 72, scope: !9)
!27 = !DILocation(line: 3, column: 70, scope: !9)
!28 = !DILocation(line: 3, column: 5, scope: !9)
!29 = !DILocation(line: 4, column: 18, scope: !9)
!30 = !DILocation(line: 4, column: 22, scope: !9)
!31 = !DILocation(line: 4, column: 24, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !14, i64 0}
!34 = !DILocation(line: 4, column: 32, scope: !9)
!35 = !DILocation(line: 4, column: 36, scope: !9)
!36 = !DILocation(line: 4, column: 38, scope: !9)
!37 = !DILocation(line: 4, column: 30, scope: !9)
!38 = !DILocation(line: 4, column: 9, scope: !9)
!39 = !DILocation(line: 4, column: 13, scope: !9)
!40 = !DILocation(line: 4, column: 16, scope: !9)
!41 = !DILocation(line: 3, column: 88, scope: !9)
!42 = !DILocation(line: 3, column: 100, scope: !9)
!43 = !DILocation(line: 3, column: 98, scope: !9)
!44 = !DILocation(line: 3, column: 77, scope: !9)
!45 = distinct !{!45, !28, !46, !47}
!46 = !DILocation(line: 4, column: 42, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 5, column: 1, scope: !9)
!49 = distinct !DISubprogram(name: "__ferry_get_x", scope: !50, file: !50, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!51 = !DILocation(line: 39, column: 5, scope: !49)
!52 = distinct !DISubprogram(name: "__ferry_get_x", scope: !50, file: !50, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 45, column: 5, scope: !52)
!54 = distinct !DISubprogram(name: "__ferry_get_x", scope: !50, file: !50, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 33, column: 5, scope: !54)
!56 = distinct !DISubprogram(name: "__ferry_get_x", scope: !50, file: !50, line: 51, type: !10, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 51, column: 5, scope: !56)
