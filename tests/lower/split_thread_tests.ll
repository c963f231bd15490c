; A test of one thread's index in the straight part of a kernel with a
; barrier (a halo cell under threadIdx.x == 0, after the tile's loads) gets
; a barrier before it (splittests.c): the tile's loads keep a thread loop
; of their own, and the test's region runs only thread 0 (threadrange.c).
; LOWER-FLAGS: --mcpu=x86-64-v3 -O0 --module-id=00000000000000e7
; Source: halo(in, out): __shared__ float t[18]; tx = threadIdx.x; i = blockIdx.x * 16 + tx;
;         t[tx + 1] = in[i]; if (tx == 0) t[0] = in[i > 0 ? i - 1 : i];
;         __syncthreads(); out[i] = t[tx] + t[tx + 1];
; CHECK-LABEL: define internal void @_Z4haloPKfPf.block(
; CHECK: call void @_Z4haloPKfPf.block.r0(
; CHECK: call void @_Z4haloPKfPf.block.r1(
; CHECK: call void @_Z4haloPKfPf.block.r2(
; The tile's loads: every thread, no test.
; CHECK-LABEL: define internal void @_Z4haloPKfPf.block.r0(
; CHECK-NOT: x.end
; CHECK: ret void
; The halo cell: thread 0 only.
; CHECK-LABEL: define internal void @_Z4haloPKfPf.block.r1(
; CHECK: %x.end = select i1 %{{[0-9]+}}, i32 1, i32 %
; CHECK-NEXT: %{{[0-9]+}} = icmp ult i32 0, %x.end
; CHECK: ret void
; After the barrier: every thread.
; CHECK-LABEL: define internal void @_Z4haloPKfPf.block.r2(
; CHECK-NOT: x.end
; CHECK: ret void
; ModuleID = 'halo.cu'
source_filename = "halo.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ4haloPKfPfE1t = internal addrspace(3) global [18 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4haloPKfPf(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store ptr %1, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !16
  %7 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !17
  store i32 %7, ptr %5, align 4, !dbg !18, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5, !dbg !16
  %8 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !21
  %9 = mul i32 %8, 16, !dbg !22
  %10 = load i32, ptr %5, align 4, !dbg !23, !tbaa !19
  %11 = add i32 %9, %10, !dbg !24
  store i32 %11, ptr %6, align 4, !dbg !25, !tbaa !19
  %12 = load ptr, ptr %3, align 8, !dbg !26, !tbaa !12
  %13 = load i32, ptr %6, align 4, !dbg !27, !tbaa !19
  %14 = sext i32 %13 to i64, !dbg !26
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !26
  %16 = load float, ptr %15, align 4, !dbg !26, !tbaa !28
  %17 = load i32, ptr %5, align 4, !dbg !30, !tbaa !19
  %18 = add nsw i32 %17, 1, !dbg !31
  %19 = sext i32 %18 to i64, !dbg !32
  %20 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4haloPKfPfE1t to ptr), i64 0, i64 %19, !dbg !32
  store float %16, ptr %20, align 4, !dbg !33, !tbaa !28
  %21 = load i32, ptr %5, align 4, !dbg !34, !tbaa !19
  %22 = icmp eq i32 %21, 0, !dbg !35
  br i1 %22, label %23, label %37, !dbg !34

23:                                               ; preds = %2
  %24 = load ptr, ptr %3, align 8, !dbg !36, !tbaa !12
  %25 = load i32, ptr %6, align 4, !dbg !37, !tbaa !19
  %26 = icmp sgt i32 %25, 0, !dbg !38
  br i1 %26, label %27, label %30, !dbg !37

27:                                               ; preds = %23
  %28 = load i32, ptr %6, align 4, !dbg !39, !tbaa !19
  %29 = sub nsw i32 %28, 1, !dbg !40
  br label %32, !dbg !37

30:                                               ; preds = %23
  %31 = load i32, ptr %6, align 4, !dbg !41, !tbaa !19
  br label %32, !dbg !37

32:                                               ; preds = %30, %27
  %33 = phi i32 [ %29, %27 ], [ %31, %30 ], !dbg !37
  %34 = sext i32 %33 to i64, !dbg !36
  %35 = getelementptr inbounds float, ptr %24, i64 %34, !dbg !36
  %36 = load float, ptr %35, align 4, !dbg !36, !tbaa !28
  store float %36, ptr addrspacecast (ptr addrspace(3) @_ZZ4haloPKfPfE1t to ptr), align 4, !dbg !42, !tbaa !28
  br label %37, !dbg !43

37:                                               ; preds = %32, %2
  call void @llvm.nvvm.barrier0(), !dbg !44
  %38 = load i32, ptr %5, align 4, !dbg !45, !tbaa !19
  %39 = sext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4haloPKfPfE1t to ptr), i64 0, i64 %39, !dbg !46
  %41 = load float, ptr %40, align 4, !dbg !46, !tbaa !28
  %42 = load i32, ptr %5, align 4, !dbg !47, !tbaa !19
  %43 = add nsw i32 %42, 1, !dbg !48
  %44 = sext i32 %43 to i64, !dbg !49
  %45 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4haloPKfPfE1t to ptr), i64 0, i64 %44, !dbg !49
  %46 = load float, ptr %45, align 4, !dbg !49, !tbaa !28
  %47 = fadd contract float %41, %46, !dbg !50
  %48 = load ptr, ptr %4, align 8, !dbg !51, !tbaa !12
  %49 = load i32, ptr %6, align 4, !dbg !52, !tbaa !19
  %50 = sext i32 %49 to i64, !dbg !51
  %51 = getelementptr inbounds float, ptr %48, i64 %50, !dbg !51
  store float %47, ptr %51, align 4, !dbg !53, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5, !dbg !54
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !54
  ret void, !dbg !54
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !55 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !57
  ret i32 %1, !dbg !57
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !58 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !59
  ret i32 %1, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

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
!1 = !DIFile(filename: "halo.cu", directory: ".")
!2 = !{ptr @_Z4haloPKfPf, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "halo", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 4, column: 5, scope: !9)
!17 = !DILocation(line: 4, column: 14, scope: !9)
!18 = !DILocation(line: 4, column: 9, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !14, i64 0}
!21 = !DILocation(line: 4, column: 31, scope: !9)
!22 = !DILocation(line: 4, column: 42, scope: !9)
!23 = !DILocation(line: 4, column: 49, scope: !9)
!24 = !DILocation(line: 4, column: 47, scope: !9)
!25 = !DILocation(line: 4, column: 27, scope: !9)
!26 = !DILocation(line: 5, column: 17, scope: !9)
!27 = !DILocation(line: 5, column: 20, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !14, i64 0}
!30 = !DILocation(line: 5, column: 7, scope: !9)
!31 = !DILocation(line: 5, column: 10, scope: !9)
!32 = !DILocation(line: 5, column: 5, scope: !9)
!33 = !DILocation(line: 5, column: 15, scope: !9)
!34 = !DILocation(line: 6, column: 9, scope: !9)
!35 = !DILocation(line: 6, column: 12, scope: !9)
!36 = !DILocation(line: 7, column: 16, scope: !9)
!37 = !DILocation(line: 7, column: 19, scope: !9)
!38 = !DILocation(line: 7, column: 21, scope: !9)
!39 = !DILocation(line: 7, column: 27, scope: !9)
!40 = !DILocation(line: 7, column: 29, scope: !9)
!41 = !DILocation(line: 7, column: 35, scope: !9)
!42 = !DILocation(line: 7, column: 14, scope: !9)
!43 = !DILocation(line: 7, column: 9, scope: !9)
!44 = !DILocation(line: 8, column: 5, scope: !9)
!45 = !DILocation(line: 9, column: 16, scope: !9)
!46 = !DILocation(line: 9, column: 14, scope: !9)
!47 = !DILocation(line: 9, column: 24, scope: !9)
!48 = !DILocation(line: 9, column: 27, scope: !9)
!49 = !DILocation(line: 9, column: 22, scope: !9)
!50 = !DILocation(line: 9, column: 20, scope: !9)
!51 = !DILocation(line: 9, column: 5, scope: !9)
!52 = !DILocation(line: 9, column: 9, scope: !9)
!53 = !DILocation(line: 9, column: 12, scope: !9)
!54 = !DILocation(line: 10, column: 1, scope: !9)
!55 = distinct !DISubprogram(name: "__ferry_get_x", scope: !56, file: !56, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!57 = !DILocation(line: 33, column: 5, scope: !55)
!58 = distinct !DISubprogram(name: "__ferry_get_x", scope: !56, file: !56, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 39, column: 5, scope: !58)
