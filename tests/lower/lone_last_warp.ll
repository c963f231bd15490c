; The last warp of a block reducing with shuffles under threadIdx.x < 32
; while the other threads have returned (a kernel that does not spin-wait).
; Before the runtime's step, the block entry drops the threads at the top
; that returned and, when all the others stopped at the same shuffle, lets
; them go on alone at once (alone.pick: no call of __ferry_barrier_step,
; which looks at every thread of the block; once all have returned, the
; block is done). Each shuffle's region then goes straight to the next
; (lone.warp, lone.go) while all its lanes stop at the same shuffle. Where
; every thread that has not returned waits at the shuffle, its exchange is
; a loop over those threads; otherwise the runtime's. The exchange, the
; thread loops and the copy of where threads wait stop at the last live
; thread.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000e5
; Source: last_warp(in, out): s[tx] = in[...]; __syncthreads(); if (tx < 32) {
;           v = s[tx] + s[tx + 32]; for (off = 16; off > 0; off >>= 1) v += __shfl_down_sync(~0u, v, off);
;           if (tx == 0) out[blockIdx.x] = v; }
; CHECK-LABEL: define internal void @_Z9last_warpPKfPf.block(
; CHECK: step.call:
; CHECK-NEXT: call i32 @__ferry_barrier_step(
; CHECK: live.look:
; CHECK: %[[AT:[0-9]+]] = load i32, ptr %{{[0-9]+}}
; CHECK-NEXT: icmp eq i32 %[[AT]], 0
; CHECK: lone.go:
; CHECK-NEXT: %[[LIVE:live[.0-9]+]] = phi i32
; CHECK-NEXT: %[[N:[0-9]+]] = zext {{(nneg )?}}i32 %[[LIVE]] to i64
; CHECK-NEXT: %[[BYTES:[0-9]+]] = shl nuw nsw i64 %[[N]], 2
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr {{.*}}align 4 {{.*}}%waits.at, ptr {{.*}}align 4 {{.*}}%stops.at, i64 %[[BYTES]]
; CHECK: lone.warp:
; The runtime's exchange gets the shuffle's constant offset and width
; rules as one word each (op bits 24 and up: 0x0c000000 | 3), which the
; threads no longer store, and no mask, which it does not read.
; CHECK: call void @__ferry_sync_exchange(i32 201326595, ptr nonnull %waits.at, i32 [[POINT:[0-9]+]], i32 %[[L2:live[.0-9a-z]+]], ptr null, ptr nonnull %sync.operand{{[0-9]+}}, ptr nonnull @__ferry_sync_constant{{[.0-9]*}}, ptr nonnull @__ferry_sync_constant
; CHECK: waits:
; CHECK: icmp eq i32 %{{[0-9]+}}, [[POINT]]
; CHECK: shfl:
; CHECK: sub i32 %[[L2]],
; CHECK: br i1 %{{[.a-z0-9]+}}, label %{{[.a-z0-9]+}}, label %shfl, !llvm.loop
; CHECK: call fastcc {{.*}}.block.r{{[0-9]+}}({{.*}}i32 %[[L2]]
; The shuffles' loop is unrolled (syncloops.c): five points in a row.
; CHECK: br i1 %{{[.a-z0-9]+}}, label %{{[.a-z0-9]+}}, label %lone.warp
; CHECK: trim.test:
; CHECK: br i1 %{{[0-9]+}}, label %done, label %trim.look
; CHECK: alone.pick:
; CHECK-NEXT: switch i32 %{{[0-9]+}}, label %step.call [
; CHECK: alone:
; CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr {{.*}}%waits.at, ptr {{.*}}%stops.at,
; CHECK-NEXT: store i8 1, ptr %run
; CHECK-NEXT: br label %lone.go
source_filename = "lw.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ9last_warpPKfPfE1s = internal addrspace(3) global [64 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9last_warpPKfPf(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store ptr %1, ptr %4, align 8, !tbaa !12
  %7 = load ptr, ptr %3, align 8, !dbg !16, !tbaa !12
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !17
  %9 = mul i32 %8, 64, !dbg !18
  %10 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !19
  %11 = add i32 %9, %10, !dbg !20
  %12 = zext i32 %11 to i64, !dbg !16
  %13 = getelementptr inbounds float, ptr %7, i64 %12, !dbg !16
  %14 = load float, ptr %13, align 4, !dbg !16, !tbaa !21
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !23
  %16 = zext i32 %15 to i64, !dbg !24
  %17 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9last_warpPKfPfE1s to ptr), i64 0, i64 %16, !dbg !24
  store float %14, ptr %17, align 4, !dbg !25, !tbaa !21
  call void @llvm.nvvm.barrier0(), !dbg !26
  %18 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !27
  %19 = icmp ult i32 %18, 32, !dbg !28
  br i1 %19, label %20, label %54, !dbg !27

20:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #7, !dbg !29
  %21 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !30
  %22 = zext i32 %21 to i64, !dbg !31
  %23 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9last_warpPKfPfE1s to ptr), i64 0, i64 %22, !dbg !31
  %24 = load float, ptr %23, align 4, !dbg !31, !tbaa !21
  %25 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !32
  %26 = add i32 %25, 32, !dbg !33
  %27 = zext i32 %26 to i64, !dbg !34
  %28 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9last_warpPKfPfE1s to ptr), i64 0, i64 %27, !dbg !34
  %29 = load float, ptr %28, align 4, !dbg !34, !tbaa !21
  %30 = fadd contract float %24, %29, !dbg !35
  store float %30, ptr %5, align 4, !dbg !36, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #7, !dbg !37
  store i32 16, ptr %6, align 4, !dbg !38, !tbaa !39
  br label %31, !dbg !37

31:                                               ; preds = %41, %20
  %32 = load i32, ptr %6, align 4, !dbg !41, !tbaa !39
  %33 = icmp sgt i32 %32, 0, !dbg !42
  br i1 %33, label %35, label %34, !dbg !43

34:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #7, !dbg !43
  br label %44

35:                                               ; preds = %31
  %36 = load float, ptr %5, align 4, !dbg !44, !tbaa !21
  %37 = load i32, ptr %6, align 4, !dbg !45, !tbaa !39
  %38 = call contract noundef float @_ZL16__shfl_down_syncjfji(i32 noundef -1, float noundef %36, i32 noundef %37, i32 noundef 32) #6, !dbg !46
  %39 = load float, ptr %5, align 4, !dbg !47, !tbaa !21
  %40 = fadd contract float %39, %38, !dbg !47
  store float %40, ptr %5, align 4, !dbg !47, !tbaa !21
  br label %41, !dbg !48

41:                                               ; preds = %35
  %42 = load i32, ptr %6, align 4, !dbg !49, !tbaa !39
  %43 = ashr i32 %42, 1, !dbg !49
  store i32 %43, ptr %6, align 4, !dbg !49, !tbaa !39
  br label %31, !dbg !43, !llvm.loop !50

44:                                               ; preds = %34
  %45 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !53
  %46 = icmp eq i32 %45, 0, !dbg !54
  br i1 %46, label %47, label %53, !dbg !53

47:                                               ; preds = %44
  %48 = load float, ptr %5, align 4, !dbg !55, !tbaa !21
  %49 = load ptr, ptr %4, align 8, !dbg !56, !tbaa !12
  %50 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !57
  %51 = zext i32 %50 to i64, !dbg !56
  %52 = getelementptr inbounds float, ptr %49, i64 %51, !dbg !56
  store float %48, ptr %52, align 4, !dbg !58, !tbaa !21
  br label %53, !dbg !56

53:                                               ; preds = %47, %44
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #7, !dbg !59
  br label %54, !dbg !59

54:                                               ; preds = %53, %2
  ret void, !dbg !60
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #1 comdat align 2 !dbg !61 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !63
  ret i32 %1, !dbg !63
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #1 comdat align 2 !dbg !64 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !65
  ret i32 %1, !dbg !65
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL16__shfl_down_syncjfji(i32 noundef %0, float noundef %1, i32 noundef %2, i32 noundef %3) #1 !dbg !66 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !39
  store float %1, ptr %6, align 4, !tbaa !21
  store i32 %2, ptr %7, align 4, !tbaa !39
  store i32 %3, ptr %8, align 4, !tbaa !39
  %9 = load i32, ptr %5, align 4, !dbg !68, !tbaa !39
  %10 = load float, ptr %6, align 4, !dbg !68, !tbaa !21
  %11 = load i32, ptr %7, align 4, !dbg !68, !tbaa !39
  %12 = load i32, ptr %8, align 4, !dbg !68, !tbaa !39
  %13 = sub nsw i32 32, %12, !dbg !68
  %14 = shl i32 %13, 8, !dbg !68
  %15 = or i32 %14, 31, !dbg !68
  %16 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 %9, float %10, i32 %11, i32 %15), !dbg !68
  ret float %16, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lw.cu", directory: "/tmp/ft")
!2 = !{ptr @_Z9last_warpPKfPf, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "last_warp", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 4, column: 22, scope: !9)
!17 = !DILocation(line: 4, column: 25, scope: !9)
!18 = !DILocation(line: 4, column: 36, scope: !9)
!19 = !DILocation(line: 4, column: 43, scope: !9)
!20 = !DILocation(line: 4, column: 41, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !14, i64 0}
!23 = !DILocation(line: 4, column: 7, scope: !9)
!24 = !DILocation(line: 4, column: 5, scope: !9)
!25 = !DILocation(line: 4, column: 20, scope: !9)
!26 = !DILocation(line: 5, column: 5, scope: !9)
!27 = !DILocation(line: 6, column: 9, scope: !9)
!28 = !DILocation(line: 6, column: 21, scope: !9)
!29 = !DILocation(line: 7, column: 9, scope: !9)
!30 = !DILocation(line: 7, column: 21, scope: !9)
!31 = !DILocation(line: 7, column: 19, scope: !9)
!32 = !DILocation(line: 7, column: 38, scope: !9)
!33 = !DILocation(line: 7, column: 50, scope: !9)
!34 = !DILocation(line: 7, column: 36, scope: !9)
!35 = !DILocation(line: 7, column: 34, scope: !9)
!36 = !DILocation(line: 7, column: 15, scope: !9)
!37 = !DILocation(line: 8, column: 14, scope: !9)
!38 = !DILocation(line: 8, column: 18, scope: !9)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !14, i64 0}
!41 = !DILocation(line: 8, column: 28, scope: !9)
!42 = !DILocation(line: 8, column: 32, scope: !9)
!43 = !DILocation(line: 8, column: 9, scope: !9)
!44 = !DILocation(line: 9, column: 48, scope: !9)
!45 = !DILocation(line: 9, column: 51, scope: !9)
!46 = !DILocation(line: 9, column: 18, scope: !9)
!47 = !DILocation(line: 9, column: 15, scope: !9)
!48 = !DILocation(line: 9, column: 13, scope: !9)
!49 = !DILocation(line: 8, column: 41, scope: !9)
!50 = distinct !{!50, !43, !51, !52}
!51 = !DILocation(line: 9, column: 54, scope: !9)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 10, column: 13, scope: !9)
!54 = !DILocation(line: 10, column: 25, scope: !9)
!55 = !DILocation(line: 11, column: 31, scope: !9)
!56 = !DILocation(line: 11, column: 13, scope: !9)
!57 = !DILocation(line: 11, column: 17, scope: !9)
!58 = !DILocation(line: 11, column: 29, scope: !9)
!59 = !DILocation(line: 12, column: 5, scope: !9)
!60 = !DILocation(line: 13, column: 1, scope: !9)
!61 = distinct !DISubprogram(name: "__ferry_get_x", scope: !62, file: !62, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!63 = !DILocation(line: 39, column: 5, scope: !61)
!64 = distinct !DISubprogram(name: "__ferry_get_x", scope: !62, file: !62, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 33, column: 5, scope: !64)
!66 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !67, file: !67, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DIFile(filename: "/work/main/build/include/ferry/device_functions.h", directory: "")
!68 = !DILocation(line: 82, column: 1, scope: !66)
