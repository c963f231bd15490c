; A table read by a thread's index under a mask and a shift (backprop's
; `delta[k % 16]` and `x[k / 16]`): the vectorizer gathers both (it cannot
; tell that a vector of threads shares its high bits). After LLVM's
; pipeline each gather goes behind a test of the first lane's low bits: a
; vector load where the lanes read one run, one element broadcast where
; they read one element, the gather otherwise. Under a guard (the loop's
; checked threads) the run is a masked load, and the broadcast needs a
; lane on. A scatter to one element stores its last lane on; with no lane
; on it stores nothing, and does not scatter either.
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f1
; Source: periodic(tab, row, out, n): for (size_t k = blockIdx.x * blockDim.x + threadIdx.x;
;           k < n; k += gridDim.x * blockDim.x) out[k] = tab[k % 16] * row[k / 16];
;         last_lane(in, tot, n): t = blockIdx.x * blockDim.x + threadIdx.x;
;           if (t < n && t % 32 == 31) tot[t / 32] = in[t];
; CHECK-LABEL: define internal void @_Z9last_lanePKiPii.block(
; CHECK: %lanes.any = call i1 @llvm.vector.reduce.or.v16i1(
; CHECK: %[[NONE:[0-9]+]] = xor i1 %lanes.any, true
; CHECK: or i1 %lanes.fit, %[[NONE]]
; CHECK: scatter.run:
; CHECK-NEXT: br i1 %lanes.any, label %scatter.one, label %scatter.none
; CHECK: scatter.lanes:
; CHECK-NEXT: call void @llvm.masked.scatter.v16i32.v16p0(
; CHECK: scatter.one:
; CHECK-NEXT: %[[P0:[0-9]+]] = extractelement <16 x ptr> %{{[0-9]+}}, i64 0
; CHECK-NEXT: %[[BITS:[0-9]+]] = bitcast <16 x i1> %{{[0-9]+}} to i16
; CHECK-NEXT: %[[LZ:[0-9]+]] = call i16 @llvm.ctlz.i16(i16 %[[BITS]], i1 true)
; CHECK-NEXT: %[[LZ32:[0-9]+]] = zext i16 %[[LZ]] to i32
; CHECK-NEXT: %lane.last = sub i32 15, %[[LZ32]]
; CHECK-NEXT: %[[V:[0-9]+]] = extractelement <16 x i32> %{{.*}}, i32 %lane.last
; CHECK-NEXT: store i32 %[[V]], ptr %[[P0]], align 4
; CHECK-LABEL: define internal fastcc { i32, i32 } @_Z8periodicPKfS0_Pfm.block.r1(
; CHECK: lanes.test:
; CHECK: %[[LOW:[0-9]+]] = and i64 %{{[0-9]+}}, 15
; CHECK-NEXT: %lanes.fit = icmp ule i64 %[[LOW]], 0
; CHECK-NEXT: br i1 %lanes.fit, label %gather.run, label %gather.lanes
; row[k / 16]: 16 lanes read one element.
; CHECK: %lanes.fit{{[0-9]+}} = icmp ule i64 %{{[0-9]+}}, 0
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

define dso_local void @_Z8periodicPKfS0_Pfm(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #0 !dbg !10 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
  store i64 %3, ptr %8, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr %9) #4, !dbg !19
  %10 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !20
  %11 = zext i32 %10 to i64, !dbg !20
  %12 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !21
  %13 = zext i32 %12 to i64, !dbg !21
  %14 = mul i64 %11, %13, !dbg !22
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !23
  %16 = zext i32 %15 to i64, !dbg !23
  %17 = add i64 %14, %16, !dbg !24
  store i64 %17, ptr %9, align 8, !dbg !25, !tbaa !17
  br label %18, !dbg !19

18:                                               ; preds = %38, %4
  %19 = load i64, ptr %9, align 8, !dbg !26, !tbaa !17
  %20 = load i64, ptr %8, align 8, !dbg !27, !tbaa !17
  %21 = icmp ult i64 %19, %20, !dbg !28
  br i1 %21, label %23, label %22, !dbg !29

22:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 8, ptr %9) #4, !dbg !29
  br label %46

23:                                               ; preds = %18
  %24 = load ptr, ptr %5, align 8, !dbg !30, !tbaa !13
  %25 = load i64, ptr %9, align 8, !dbg !31, !tbaa !17
  %26 = urem i64 %25, 16, !dbg !32
  %27 = getelementptr inbounds float, ptr %24, i64 %26, !dbg !30
  %28 = load float, ptr %27, align 4, !dbg !30, !tbaa !33
  %29 = load ptr, ptr %6, align 8, !dbg !35, !tbaa !13
  %30 = load i64, ptr %9, align 8, !dbg !36, !tbaa !17
  %31 = udiv i64 %30, 16, !dbg !37
  %32 = getelementptr inbounds float, ptr %29, i64 %31, !dbg !35
  %33 = load float, ptr %32, align 4, !dbg !35, !tbaa !33
  %34 = fmul contract float %28, %33, !dbg !38
  %35 = load ptr, ptr %7, align 8, !dbg !39, !tbaa !13
  %36 = load i64, ptr %9, align 8, !dbg !40, !tbaa !17
  %37 = getelementptr inbounds float, ptr %35, i64 %36, !dbg !39
  store float %34, ptr %37, align 4, !dbg !41, !tbaa !33
  br label %38, !dbg !39

38:                                               ; preds = %23
  %39 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #5, !dbg !42
  %40 = zext i32 %39 to i64, !dbg !42
  %41 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !43
  %42 = zext i32 %41 to i64, !dbg !43
  %43 = mul i64 %40, %42, !dbg !44
  %44 = load i64, ptr %9, align 8, !dbg !45, !tbaa !17
  %45 = add i64 %44, %43, !dbg !45
  store i64 %45, ptr %9, align 8, !dbg !45, !tbaa !17
  br label %18, !dbg !29, !llvm.loop !46

46:                                               ; preds = %22
  ret void, !dbg !49
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !50 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  ret i32 %1, !dbg !52
}

define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !53 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !54
  ret i32 %1, !dbg !54
}

define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !55 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  ret i32 %1, !dbg !56
}

define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !57 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !58
  ret i32 %1, !dbg !58
}

declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

define dso_local void @_Z9last_lanePKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !59 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !60
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4, !dbg !62
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !63
  %9 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !64
  %10 = mul i32 %8, %9, !dbg !65
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !66
  %12 = add i32 %10, %11, !dbg !67
  store i32 %12, ptr %7, align 4, !dbg !68, !tbaa !60
  %13 = load i32, ptr %7, align 4, !dbg !69, !tbaa !60
  %14 = load i32, ptr %6, align 4, !dbg !70, !tbaa !60
  %15 = icmp slt i32 %13, %14, !dbg !71
  br i1 %15, label %16, label %31, !dbg !72

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4, !dbg !73, !tbaa !60
  %18 = srem i32 %17, 32, !dbg !74
  %19 = icmp eq i32 %18, 31, !dbg !75
  br i1 %19, label %20, label %31, !dbg !69

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8, !dbg !76, !tbaa !13
  %22 = load i32, ptr %7, align 4, !dbg !77, !tbaa !60
  %23 = sext i32 %22 to i64, !dbg !76
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !76
  %25 = load i32, ptr %24, align 4, !dbg !76, !tbaa !60
  %26 = load ptr, ptr %5, align 8, !dbg !78, !tbaa !13
  %27 = load i32, ptr %7, align 4, !dbg !79, !tbaa !60
  %28 = sdiv i32 %27, 32, !dbg !80
  %29 = sext i32 %28 to i64, !dbg !78
  %30 = getelementptr inbounds i32, ptr %26, i64 %29, !dbg !78
  store i32 %25, ptr %30, align 4, !dbg !81, !tbaa !60
  br label %31, !dbg !78

31:                                               ; preds = %20, %16, %3
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4, !dbg !82
  ret void, !dbg !82
}

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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gr.cu", directory: "/tmp/lr")
!2 = !{ptr @_Z8periodicPKfS0_Pfm, !"kernel", i32 1}
!3 = !{ptr @_Z9last_lanePKiPii, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "periodic", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !15, i64 0}
!19 = !DILocation(line: 3, column: 10, scope: !10)
!20 = !DILocation(line: 3, column: 29, scope: !10)
!21 = !DILocation(line: 3, column: 42, scope: !10)
!22 = !DILocation(line: 3, column: 40, scope: !10)
!23 = !DILocation(line: 3, column: 55, scope: !10)
!24 = !DILocation(line: 3, column: 53, scope: !10)
!25 = !DILocation(line: 3, column: 17, scope: !10)
!26 = !DILocation(line: 3, column: 68, scope: !10)
!27 = !DILocation(line: 3, column: 72, scope: !10)
!28 = !DILocation(line: 3, column: 70, scope: !10)
!29 = !DILocation(line: 3, column: 5, scope: !10)
!30 = !DILocation(line: 4, column: 18, scope: !10)
!31 = !DILocation(line: 4, column: 22, scope: !10)
!32 = !DILocation(line: 4, column: 24, scope: !10)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !15, i64 0}
!35 = !DILocation(line: 4, column: 32, scope: !10)
!36 = !DILocation(line: 4, column: 36, scope: !10)
!37 = !DILocation(line: 4, column: 38, scope: !10)
!38 = !DILocation(line: 4, column: 30, scope: !10)
!39 = !DILocation(line: 4, column: 9, scope: !10)
!40 = !DILocation(line: 4, column: 13, scope: !10)
!41 = !DILocation(line: 4, column: 16, scope: !10)
!42 = !DILocation(line: 3, column: 88, scope: !10)
!43 = !DILocation(line: 3, column: 100, scope: !10)
!44 = !DILocation(line: 3, column: 98, scope: !10)
!45 = !DILocation(line: 3, column: 77, scope: !10)
!46 = distinct !{!46, !29, !47, !48}
!47 = !DILocation(line: 4, column: 42, scope: !10)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 5, column: 1, scope: !10)
!50 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!52 = !DILocation(line: 39, column: 5, scope: !50)
!53 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 45, column: 5, scope: !53)
!55 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 33, column: 5, scope: !55)
!57 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 51, type: !11, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 51, column: 5, scope: !57)
!59 = distinct !DISubprogram(name: "last_lane", scope: !1, file: !1, line: 7, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !15, i64 0}
!62 = !DILocation(line: 9, column: 5, scope: !59)
!63 = !DILocation(line: 9, column: 13, scope: !59)
!64 = !DILocation(line: 9, column: 26, scope: !59)
!65 = !DILocation(line: 9, column: 24, scope: !59)
!66 = !DILocation(line: 9, column: 39, scope: !59)
!67 = !DILocation(line: 9, column: 37, scope: !59)
!68 = !DILocation(line: 9, column: 9, scope: !59)
!69 = !DILocation(line: 10, column: 9, scope: !59)
!70 = !DILocation(line: 10, column: 13, scope: !59)
!71 = !DILocation(line: 10, column: 11, scope: !59)
!72 = !DILocation(line: 10, column: 15, scope: !59)
!73 = !DILocation(line: 10, column: 18, scope: !59)
!74 = !DILocation(line: 10, column: 20, scope: !59)
!75 = !DILocation(line: 10, column: 25, scope: !59)
!76 = !DILocation(line: 11, column: 23, scope: !59)
!77 = !DILocation(line: 11, column: 26, scope: !59)
!78 = !DILocation(line: 11, column: 9, scope: !59)
!79 = !DILocation(line: 11, column: 13, scope: !59)
!80 = !DILocation(line: 11, column: 15, scope: !59)
!81 = !DILocation(line: 11, column: 21, scope: !59)
!82 = !DILocation(line: 12, column: 1, scope: !59)
