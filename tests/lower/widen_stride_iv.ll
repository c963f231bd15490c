; A grid-stride loop's variable, i = blockIdx.x * blockDim.x + threadIdx.x
; stepped by the grid, is B + x for thread x in each run of its region. In
; the copy run when every thread passes the loop's guard and B is at most
; INT_MAX - (blockDim.x - 1), in[i]'s sign extension becomes B + x in 64
; bits (slots.c widen_check): the bytes are read through a pointer the
; thread loop steps, with no extension per thread. The other copy keeps
; the extension, for a B near INT_MAX where B + x wraps. Whether every
; thread passes the guard is read from the first and the last thread's
; B and B + blockDim.x - 1, with no loop over the threads (gx).
; LOWER-FLAGS: --mcpu=x86-64-v4 -O3 --module-id=00000000000000f3
; Source: count(in, bins, n): s[t] = 0; __syncthreads();
;         for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
;             atomicAdd(&s[in[i]], 1u);
;         __syncthreads(); atomicAdd(&bins[t], s[t]);
; CHECK-LABEL: define internal void @_Z5countPKhPji.block(
; CHECK-NOT: {{^}}gx
; CHECK: %iv.fits = icmp sle i32 %iv.base
; CHECK: icmp slt i32 %iv.base
; CHECK-NOT: {{^}}gx
; CHECK-LABEL: define internal fastcc { i32, i32 } @_Z5countPKhPji.block.r2(
; CHECK: %indvars.iv = phi i64
; CHECK-NOT: sext
; CHECK: getelementptr i8, ptr %{{[0-9]+}}, i64 %indvars.iv
; CHECK-LABEL: define internal fastcc { i32, i32 } @_Z5countPKhPji.block.r3(
; CHECK: sext i32
; ModuleID = 'widen.dev.bc'
source_filename = "widen.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_gridDim_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN17__ferry_gridDim_t13__ferry_get_xEv = comdat any

@_ZZ5countPKhPjiE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__ferry_gridDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5countPKhPji(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !12
  store ptr %1, ptr %5, align 8, !tbaa !12
  store i32 %2, ptr %6, align 4, !tbaa !16
  %8 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !18
  %9 = zext i32 %8 to i64, !dbg !19
  %10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5countPKhPjiE1s to ptr), i64 0, i64 %9, !dbg !19
  store i32 0, ptr %10, align 4, !dbg !20, !tbaa !16
  call void @llvm.nvvm.barrier0(), !dbg !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6, !dbg !22
  %11 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !23
  %12 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !24
  %13 = mul i32 %11, %12, !dbg !25
  %14 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !26
  %15 = add i32 %13, %14, !dbg !27
  store i32 %15, ptr %7, align 4, !dbg !28, !tbaa !16
  br label %16, !dbg !22

16:                                               ; preds = %30, %3
  %17 = load i32, ptr %7, align 4, !dbg !29, !tbaa !16
  %18 = load i32, ptr %6, align 4, !dbg !30, !tbaa !16
  %19 = icmp slt i32 %17, %18, !dbg !31
  br i1 %19, label %21, label %20, !dbg !32

20:                                               ; preds = %16
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6, !dbg !32
  br label %36

21:                                               ; preds = %16
  %22 = load ptr, ptr %4, align 8, !dbg !33, !tbaa !12
  %23 = load i32, ptr %7, align 4, !dbg !34, !tbaa !16
  %24 = sext i32 %23 to i64, !dbg !33
  %25 = getelementptr inbounds i8, ptr %22, i64 %24, !dbg !33
  %26 = load i8, ptr %25, align 1, !dbg !33, !tbaa !35
  %27 = zext i8 %26 to i64, !dbg !36
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5countPKhPjiE1s to ptr), i64 0, i64 %27, !dbg !36
  %29 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %28, i32 noundef 1) #5, !dbg !37
  br label %30, !dbg !37

30:                                               ; preds = %21
  %31 = call noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #5, !dbg !38
  %32 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !39
  %33 = mul i32 %31, %32, !dbg !40
  %34 = load i32, ptr %7, align 4, !dbg !41, !tbaa !16
  %35 = add i32 %34, %33, !dbg !41
  store i32 %35, ptr %7, align 4, !dbg !41, !tbaa !16
  br label %16, !dbg !32, !llvm.loop !42

36:                                               ; preds = %20
  call void @llvm.nvvm.barrier0(), !dbg !45
  %37 = load ptr, ptr %5, align 8, !dbg !46, !tbaa !12
  %38 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !47
  %39 = zext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !46
  %41 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !48
  %42 = zext i32 %41 to i64, !dbg !49
  %43 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ5countPKhPjiE1s to ptr), i64 0, i64 %42, !dbg !49
  %44 = load i32, ptr %43, align 4, !dbg !49, !tbaa !16
  %45 = call noundef i32 @_ZL9atomicAddPjj(ptr noundef %40, i32 noundef %44) #5, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #1 comdat align 2 !dbg !52 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  ret i32 %1, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #1 comdat align 2 !dbg !55 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  ret i32 %1, !dbg !56
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #1 comdat align 2 !dbg !57 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  ret i32 %1, !dbg !58
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL9atomicAddPjj(ptr noundef %0, i32 noundef %1) #1 !dbg !59 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !12
  store i32 %1, ptr %4, align 4, !tbaa !16
  %7 = load ptr, ptr %3, align 8, !dbg !61, !tbaa !12
  %8 = load i32, ptr %4, align 4, !dbg !61, !tbaa !16
  store i32 %8, ptr %5, align 4, !dbg !61, !tbaa !16
  %9 = load i32, ptr %5, align 4, !dbg !61
  %10 = atomicrmw add ptr %7, i32 %9 monotonic, align 4, !dbg !61
  store i32 %10, ptr %6, align 4, !dbg !61
  %11 = load i32, ptr %6, align 4, !dbg !61, !tbaa !16
  ret i32 %11, !dbg !61
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN17__ferry_gridDim_t13__ferry_get_xEv() #1 comdat align 2 !dbg !62 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !63
  ret i32 %1, !dbg !63
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #1 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wd.cu", directory: "/tmp/w")
!2 = !{ptr @_Z5countPKhPji, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count", scope: !1, file: !1, line: 1, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !14, i64 0}
!18 = !DILocation(line: 4, column: 7, scope: !9)
!19 = !DILocation(line: 4, column: 5, scope: !9)
!20 = !DILocation(line: 4, column: 20, scope: !9)
!21 = !DILocation(line: 5, column: 5, scope: !9)
!22 = !DILocation(line: 6, column: 10, scope: !9)
!23 = !DILocation(line: 6, column: 18, scope: !9)
!24 = !DILocation(line: 6, column: 31, scope: !9)
!25 = !DILocation(line: 6, column: 29, scope: !9)
!26 = !DILocation(line: 6, column: 44, scope: !9)
!27 = !DILocation(line: 6, column: 42, scope: !9)
!28 = !DILocation(line: 6, column: 14, scope: !9)
!29 = !DILocation(line: 6, column: 57, scope: !9)
!30 = !DILocation(line: 6, column: 61, scope: !9)
!31 = !DILocation(line: 6, column: 59, scope: !9)
!32 = !DILocation(line: 6, column: 5, scope: !9)
!33 = !DILocation(line: 7, column: 22, scope: !9)
!34 = !DILocation(line: 7, column: 25, scope: !9)
!35 = !{!14, !14, i64 0}
!36 = !DILocation(line: 7, column: 20, scope: !9)
!37 = !DILocation(line: 7, column: 9, scope: !9)
!38 = !DILocation(line: 6, column: 69, scope: !9)
!39 = !DILocation(line: 6, column: 81, scope: !9)
!40 = !DILocation(line: 6, column: 79, scope: !9)
!41 = !DILocation(line: 6, column: 66, scope: !9)
!42 = distinct !{!42, !32, !43, !44}
!43 = !DILocation(line: 7, column: 32, scope: !9)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 8, column: 5, scope: !9)
!46 = !DILocation(line: 9, column: 16, scope: !9)
!47 = !DILocation(line: 9, column: 21, scope: !9)
!48 = !DILocation(line: 9, column: 37, scope: !9)
!49 = !DILocation(line: 9, column: 35, scope: !9)
!50 = !DILocation(line: 9, column: 5, scope: !9)
!51 = !DILocation(line: 10, column: 1, scope: !9)
!52 = distinct !DISubprogram(name: "__ferry_get_x", scope: !53, file: !53, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!54 = !DILocation(line: 33, column: 5, scope: !52)
!55 = distinct !DISubprogram(name: "__ferry_get_x", scope: !53, file: !53, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = !DILocation(line: 39, column: 5, scope: !55)
!57 = distinct !DISubprogram(name: "__ferry_get_x", scope: !53, file: !53, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 45, column: 5, scope: !57)
!59 = distinct !DISubprogram(name: "atomicAdd", scope: !60, file: !60, line: 22, type: !10, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DIFile(filename: "/work/main/build/include/ferry/atomics.h", directory: "")
!61 = !DILocation(line: 22, column: 1, scope: !59)
!62 = distinct !DISubprogram(name: "__ferry_get_x", scope: !53, file: !53, line: 51, type: !10, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 51, column: 5, scope: !62)
