; A kernel without sync points or shared memory runs as strips of blocks
; (FERRY_KERNEL_STRIPS, flags bit 1): its entry runs, for each group of
; rows of threads, the blocks of the strip (ctx->strip of them) and in each
; block that group's rows. A group's rows times the arrays the kernel
; reaches (here 2) make 16 streams: 8 rows. ctaid.x is the strip's first
; plus the block's offset, which the entry leaves in ctx->strip_at for the
; runtime's messages. A kernel with a __shared__ array keeps one block per
; call.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O0 --module-id=00000000000000e6
; Source: scale(in, out, w, h): x = blockIdx.x * blockDim.x + threadIdx.x, y likewise;
;         if (x < w && y < h) out[y * w + x] = 2 * in[y * w + x];
;         staged(a): __shared__ float t[256]; i = blockIdx.x * blockDim.x + threadIdx.x;
;         t[threadIdx.x] = a[i]; a[i] = t[threadIdx.x] + 1;
; The flags: sm_75 << 16 (FERRY_KERNEL_ARCH_SHIFT), scale's | 2 (strips).
; CHECK: @__ferry_kernels = private constant
; CHECK-SAME: ptr @_Z5scalePKfPfii.block, i32 4, i32 0, i64 4915202,
; CHECK-SAME: ptr @_Z6stagedPf.block, i32 1, i32 1024, i64 4915200,
; CHECK-LABEL: define internal void @_Z5scalePKfPfii.block(
; CHECK: %strip = load i32, ptr
; CHECK: %strip_at = getelementptr inbounds i8, ptr %ctx
; CHECK: tg:
; CHECK-NEXT: %[[TG:tg[0-9]*]] = phi i32
; CHECK: bx:
; CHECK-NEXT: %[[BX:bx[0-9]*]] = phi i32
; CHECK-NEXT: store i32 %[[BX]], ptr %strip_at
; CHECK-NEXT: %[[CTAID:ctaid.x[0-9]+]] = add nuw i32 %ctaid.x, %[[BX]]
; CHECK: ty:
; CHECK-NEXT: %[[TY:ty[0-9]*]] = phi i32
; CHECK-NEXT: %[[BASE:[0-9]+]] = mul nuw i32 %[[TG]], 8
; CHECK-NEXT: %y = add nuw i32 %[[BASE]], %[[TY]]
; CHECK: tx:
; CHECK: mul i32 %[[CTAID]], %ntid.x
; CHECK: icmp ult i32 %{{[0-9]+}}, %strip
; CHECK-LABEL: define internal void @_Z6stagedPf.block(
; CHECK-NOT: strip
; CHECK: ret void
; ModuleID = 'strips.cu'
source_filename = "strips.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_blockDim_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_yEv = comdat any

$_ZN18__ferry_blockDim_t13__ferry_get_yEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_yEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__ferry_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@_ZZ6stagedPfE1t = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5scalePKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !10 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store i32 %2, ptr %7, align 4, !tbaa !17
  store i32 %3, ptr %8, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4, !dbg !19
  %11 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !20
  %12 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !21
  %13 = mul i32 %11, %12, !dbg !22
  %14 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !23
  %15 = add i32 %13, %14, !dbg !24
  store i32 %15, ptr %9, align 4, !dbg !25, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4, !dbg !19
  %16 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #5, !dbg !26
  %17 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_yEv() #5, !dbg !27
  %18 = mul i32 %16, %17, !dbg !28
  %19 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #5, !dbg !29
  %20 = add i32 %18, %19, !dbg !30
  store i32 %20, ptr %10, align 4, !dbg !31, !tbaa !17
  %21 = load i32, ptr %9, align 4, !dbg !32, !tbaa !17
  %22 = load i32, ptr %7, align 4, !dbg !33, !tbaa !17
  %23 = icmp slt i32 %21, %22, !dbg !34
  br i1 %23, label %24, label %47, !dbg !35

24:                                               ; preds = %4
  %25 = load i32, ptr %10, align 4, !dbg !36, !tbaa !17
  %26 = load i32, ptr %8, align 4, !dbg !37, !tbaa !17
  %27 = icmp slt i32 %25, %26, !dbg !38
  br i1 %27, label %28, label %47, !dbg !32

28:                                               ; preds = %24
  %29 = load ptr, ptr %5, align 8, !dbg !39, !tbaa !13
  %30 = load i32, ptr %10, align 4, !dbg !40, !tbaa !17
  %31 = load i32, ptr %7, align 4, !dbg !41, !tbaa !17
  %32 = mul nsw i32 %30, %31, !dbg !42
  %33 = load i32, ptr %9, align 4, !dbg !43, !tbaa !17
  %34 = add nsw i32 %32, %33, !dbg !44
  %35 = sext i32 %34 to i64, !dbg !39
  %36 = getelementptr inbounds float, ptr %29, i64 %35, !dbg !39
  %37 = load float, ptr %36, align 4, !dbg !39, !tbaa !45
  %38 = fmul contract float 2.000000e+00, %37, !dbg !47
  %39 = load ptr, ptr %6, align 8, !dbg !48, !tbaa !13
  %40 = load i32, ptr %10, align 4, !dbg !49, !tbaa !17
  %41 = load i32, ptr %7, align 4, !dbg !50, !tbaa !17
  %42 = mul nsw i32 %40, %41, !dbg !51
  %43 = load i32, ptr %9, align 4, !dbg !52, !tbaa !17
  %44 = add nsw i32 %42, %43, !dbg !53
  %45 = sext i32 %44 to i64, !dbg !48
  %46 = getelementptr inbounds float, ptr %39, i64 %45, !dbg !48
  store float %38, ptr %46, align 4, !dbg !54, !tbaa !45
  br label %47, !dbg !48

47:                                               ; preds = %28, %24, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4, !dbg !55
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4, !dbg !55
  ret void, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !56 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  ret i32 %1, !dbg !58
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #2 comdat align 2 !dbg !59 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !60
  ret i32 %1, !dbg !60
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !61 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !62
  ret i32 %1, !dbg !62
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #2 comdat align 2 !dbg !63 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !64
  ret i32 %1, !dbg !64
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_yEv() #2 comdat align 2 !dbg !65 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !66
  ret i32 %1, !dbg !66
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #2 comdat align 2 !dbg !67 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !68
  ret i32 %1, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6stagedPf(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %3) #4, !dbg !70
  %4 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #5, !dbg !71
  %5 = call noundef i32 @_ZN18__ferry_blockDim_t13__ferry_get_xEv() #5, !dbg !72
  %6 = mul i32 %4, %5, !dbg !73
  %7 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !74
  %8 = add i32 %6, %7, !dbg !75
  store i32 %8, ptr %3, align 4, !dbg !76, !tbaa !17
  %9 = load ptr, ptr %2, align 8, !dbg !77, !tbaa !13
  %10 = load i32, ptr %3, align 4, !dbg !78, !tbaa !17
  %11 = sext i32 %10 to i64, !dbg !77
  %12 = getelementptr inbounds float, ptr %9, i64 %11, !dbg !77
  %13 = load float, ptr %12, align 4, !dbg !77, !tbaa !45
  %14 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !79
  %15 = zext i32 %14 to i64, !dbg !80
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6stagedPfE1t to ptr), i64 0, i64 %15, !dbg !80
  store float %13, ptr %16, align 4, !dbg !81, !tbaa !45
  %17 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #5, !dbg !82
  %18 = zext i32 %17 to i64, !dbg !83
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6stagedPfE1t to ptr), i64 0, i64 %18, !dbg !83
  %20 = load float, ptr %19, align 4, !dbg !83, !tbaa !45
  %21 = fadd contract float %20, 1.000000e+00, !dbg !84
  %22 = load ptr, ptr %2, align 8, !dbg !85, !tbaa !13
  %23 = load i32, ptr %3, align 4, !dbg !86, !tbaa !17
  %24 = sext i32 %23 to i64, !dbg !85
  %25 = getelementptr inbounds float, ptr %22, i64 %24, !dbg !85
  store float %21, ptr %25, align 4, !dbg !87, !tbaa !45
  call void @llvm.lifetime.end.p0(i64 4, ptr %3) #4, !dbg !88
  ret void, !dbg !88
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

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
!1 = !DIFile(filename: "strips.cu", directory: ".")
!2 = !{ptr @_Z5scalePKfPfii, !"kernel", i32 1}
!3 = !{ptr @_Z6stagedPf, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 1, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 3, column: 5, scope: !10)
!20 = !DILocation(line: 3, column: 13, scope: !10)
!21 = !DILocation(line: 3, column: 26, scope: !10)
!22 = !DILocation(line: 3, column: 24, scope: !10)
!23 = !DILocation(line: 3, column: 39, scope: !10)
!24 = !DILocation(line: 3, column: 37, scope: !10)
!25 = !DILocation(line: 3, column: 9, scope: !10)
!26 = !DILocation(line: 3, column: 56, scope: !10)
!27 = !DILocation(line: 3, column: 69, scope: !10)
!28 = !DILocation(line: 3, column: 67, scope: !10)
!29 = !DILocation(line: 3, column: 82, scope: !10)
!30 = !DILocation(line: 3, column: 80, scope: !10)
!31 = !DILocation(line: 3, column: 52, scope: !10)
!32 = !DILocation(line: 4, column: 9, scope: !10)
!33 = !DILocation(line: 4, column: 13, scope: !10)
!34 = !DILocation(line: 4, column: 11, scope: !10)
!35 = !DILocation(line: 4, column: 15, scope: !10)
!36 = !DILocation(line: 4, column: 18, scope: !10)
!37 = !DILocation(line: 4, column: 22, scope: !10)
!38 = !DILocation(line: 4, column: 20, scope: !10)
!39 = !DILocation(line: 5, column: 30, scope: !10)
!40 = !DILocation(line: 5, column: 33, scope: !10)
!41 = !DILocation(line: 5, column: 37, scope: !10)
!42 = !DILocation(line: 5, column: 35, scope: !10)
!43 = !DILocation(line: 5, column: 41, scope: !10)
!44 = !DILocation(line: 5, column: 39, scope: !10)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !15, i64 0}
!47 = !DILocation(line: 5, column: 28, scope: !10)
!48 = !DILocation(line: 5, column: 9, scope: !10)
!49 = !DILocation(line: 5, column: 13, scope: !10)
!50 = !DILocation(line: 5, column: 17, scope: !10)
!51 = !DILocation(line: 5, column: 15, scope: !10)
!52 = !DILocation(line: 5, column: 21, scope: !10)
!53 = !DILocation(line: 5, column: 19, scope: !10)
!54 = !DILocation(line: 5, column: 24, scope: !10)
!55 = !DILocation(line: 6, column: 1, scope: !10)
!56 = distinct !DISubprogram(name: "__ferry_get_x", scope: !57, file: !57, line: 39, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!58 = !DILocation(line: 39, column: 5, scope: !56)
!59 = distinct !DISubprogram(name: "__ferry_get_x", scope: !57, file: !57, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!60 = !DILocation(line: 45, column: 5, scope: !59)
!61 = distinct !DISubprogram(name: "__ferry_get_x", scope: !57, file: !57, line: 33, type: !11, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = !DILocation(line: 33, column: 5, scope: !61)
!63 = distinct !DISubprogram(name: "__ferry_get_y", scope: !57, file: !57, line: 40, type: !11, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 40, column: 5, scope: !63)
!65 = distinct !DISubprogram(name: "__ferry_get_y", scope: !57, file: !57, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 46, column: 5, scope: !65)
!67 = distinct !DISubprogram(name: "__ferry_get_y", scope: !57, file: !57, line: 34, type: !11, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = !DILocation(line: 34, column: 5, scope: !67)
!69 = distinct !DISubprogram(name: "staged", scope: !1, file: !1, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 11, column: 5, scope: !69)
!71 = !DILocation(line: 11, column: 13, scope: !69)
!72 = !DILocation(line: 11, column: 26, scope: !69)
!73 = !DILocation(line: 11, column: 24, scope: !69)
!74 = !DILocation(line: 11, column: 39, scope: !69)
!75 = !DILocation(line: 11, column: 37, scope: !69)
!76 = !DILocation(line: 11, column: 9, scope: !69)
!77 = !DILocation(line: 12, column: 22, scope: !69)
!78 = !DILocation(line: 12, column: 24, scope: !69)
!79 = !DILocation(line: 12, column: 7, scope: !69)
!80 = !DILocation(line: 12, column: 5, scope: !69)
!81 = !DILocation(line: 12, column: 20, scope: !69)
!82 = !DILocation(line: 13, column: 14, scope: !69)
!83 = !DILocation(line: 13, column: 12, scope: !69)
!84 = !DILocation(line: 13, column: 27, scope: !69)
!85 = !DILocation(line: 13, column: 5, scope: !69)
!86 = !DILocation(line: 13, column: 7, scope: !69)
!87 = !DILocation(line: 13, column: 10, scope: !69)
!88 = !DILocation(line: 14, column: 1, scope: !69)
