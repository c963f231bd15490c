; A region in which one thread works (a halo cell under threadIdx.x == 15):
; its thread loop runs only the threads that pass the test, from 15 to
; min(16, blockDim.x), instead of every thread with the store masked.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O0 --module-id=00000000000000e3
; Source: edge(in, out): i = blockIdx.x * 16 + threadIdx.x; t[threadIdx.x] = in[i];
;         __syncthreads(); if (threadIdx.x == 15) t[16] = in[i + 1];
;         __syncthreads(); out[i] = t[threadIdx.x] + t[threadIdx.x + 1];
; CHECK-LABEL: define internal void @_Z4edgePKfPf.block.r1(
; CHECK: %[[END:x.end[0-9]*]] = select i1 %{{[0-9]+}}, i32 16, i32 %
; CHECK-NEXT: %[[SOME:[0-9]+]] = icmp ult i32 15, %[[END]]
; CHECK-NEXT: br i1 %[[SOME]], label %tx
; CHECK: %tx{{[0-9]*}} = phi i32 [ 15, %ty
; CHECK: icmp ult i32 %{{[0-9]+}}, %[[END]]
; The regions every thread runs keep their whole loops.
; CHECK-LABEL: define internal void @_Z4edgePKfPf.block.r2(
; CHECK-NOT: x.end
; CHECK: ret void
source_filename = "edge.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ4edgePKfPfE1t = internal addrspace(3) global [17 x float] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4edgePKfPf(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store ptr %1, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5, !dbg !16
  %6 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6, !dbg !17
  %7 = mul i32 %6, 16, !dbg !18
  %8 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !19
  %9 = add i32 %7, %8, !dbg !20
  store i32 %9, ptr %5, align 4, !dbg !21, !tbaa !22
  %10 = load ptr, ptr %3, align 8, !dbg !24, !tbaa !12
  %11 = load i32, ptr %5, align 4, !dbg !25, !tbaa !22
  %12 = sext i32 %11 to i64, !dbg !24
  %13 = getelementptr inbounds float, ptr %10, i64 %12, !dbg !24
  %14 = load float, ptr %13, align 4, !dbg !24, !tbaa !26
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !28
  %16 = zext i32 %15 to i64, !dbg !29
  %17 = getelementptr inbounds [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4edgePKfPfE1t to ptr), i64 0, i64 %16, !dbg !29
  store float %14, ptr %17, align 4, !dbg !30, !tbaa !26
  call void @llvm.nvvm.barrier0(), !dbg !31
  %18 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !32
  %19 = icmp eq i32 %18, 15, !dbg !33
  br i1 %19, label %20, label %27, !dbg !32

20:                                               ; preds = %2
  %21 = load ptr, ptr %3, align 8, !dbg !34, !tbaa !12
  %22 = load i32, ptr %5, align 4, !dbg !35, !tbaa !22
  %23 = add nsw i32 %22, 1, !dbg !36
  %24 = sext i32 %23 to i64, !dbg !34
  %25 = getelementptr inbounds float, ptr %21, i64 %24, !dbg !34
  %26 = load float, ptr %25, align 4, !dbg !34, !tbaa !26
  store float %26, ptr getelementptr inbounds ([17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4edgePKfPfE1t to ptr), i64 0, i64 16), align 4, !dbg !37, !tbaa !26
  br label %27, !dbg !38

27:                                               ; preds = %20, %2
  call void @llvm.nvvm.barrier0(), !dbg !39
  %28 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !40
  %29 = zext i32 %28 to i64, !dbg !41
  %30 = getelementptr inbounds [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4edgePKfPfE1t to ptr), i64 0, i64 %29, !dbg !41
  %31 = load float, ptr %30, align 4, !dbg !41, !tbaa !26
  %32 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6, !dbg !42
  %33 = add i32 %32, 1, !dbg !43
  %34 = zext i32 %33 to i64, !dbg !44
  %35 = getelementptr inbounds [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ4edgePKfPfE1t to ptr), i64 0, i64 %34, !dbg !44
  %36 = load float, ptr %35, align 4, !dbg !44, !tbaa !26
  %37 = fadd contract float %31, %36, !dbg !45
  %38 = load ptr, ptr %4, align 8, !dbg !46, !tbaa !12
  %39 = load i32, ptr %5, align 4, !dbg !47, !tbaa !22
  %40 = sext i32 %39 to i64, !dbg !46
  %41 = getelementptr inbounds float, ptr %38, i64 %40, !dbg !46
  store float %37, ptr %41, align 4, !dbg !48, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5, !dbg !49
  ret void, !dbg !49
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !50 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  ret i32 %1, !dbg !52
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !53 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  ret i32 %1, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

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
!1 = !DIFile(filename: "edge.cu", directory: "/tmp/ft")
!2 = !{ptr @_Z4edgePKfPf, !"kernel", i32 1}
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
!16 = !DILocation(line: 4, column: 5, scope: !9)
!17 = !DILocation(line: 4, column: 13, scope: !9)
!18 = !DILocation(line: 4, column: 24, scope: !9)
!19 = !DILocation(line: 4, column: 31, scope: !9)
!20 = !DILocation(line: 4, column: 29, scope: !9)
!21 = !DILocation(line: 4, column: 9, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !14, i64 0}
!24 = !DILocation(line: 5, column: 22, scope: !9)
!25 = !DILocation(line: 5, column: 25, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !14, i64 0}
!28 = !DILocation(line: 5, column: 7, scope: !9)
!29 = !DILocation(line: 5, column: 5, scope: !9)
!30 = !DILocation(line: 5, column: 20, scope: !9)
!31 = !DILocation(line: 6, column: 5, scope: !9)
!32 = !DILocation(line: 7, column: 9, scope: !9)
!33 = !DILocation(line: 7, column: 21, scope: !9)
!34 = !DILocation(line: 8, column: 17, scope: !9)
!35 = !DILocation(line: 8, column: 20, scope: !9)
!36 = !DILocation(line: 8, column: 22, scope: !9)
!37 = !DILocation(line: 8, column: 15, scope: !9)
!38 = !DILocation(line: 8, column: 9, scope: !9)
!39 = !DILocation(line: 9, column: 5, scope: !9)
!40 = !DILocation(line: 10, column: 16, scope: !9)
!41 = !DILocation(line: 10, column: 14, scope: !9)
!42 = !DILocation(line: 10, column: 33, scope: !9)
!43 = !DILocation(line: 10, column: 45, scope: !9)
!44 = !DILocation(line: 10, column: 31, scope: !9)
!45 = !DILocation(line: 10, column: 29, scope: !9)
!46 = !DILocation(line: 10, column: 5, scope: !9)
!47 = !DILocation(line: 10, column: 9, scope: !9)
!48 = !DILocation(line: 10, column: 12, scope: !9)
!49 = !DILocation(line: 11, column: 1, scope: !9)
!50 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!52 = !DILocation(line: 39, column: 5, scope: !50)
!53 = distinct !DISubprogram(name: "__ferry_get_x", scope: !51, file: !51, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 33, column: 5, scope: !53)
