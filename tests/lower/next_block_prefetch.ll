; Once a block's first region has run, the lines the next block (blockIdx.x
; + 1, the one its worker runs next) will read and write are prefetched
; into L2: a column of a tile one thread at a time (rows apart, no
; hardware prefetcher follows it), the rows a counted loop stores one step
; at a time (prefetchw). A stream whose next block goes on where this
; block's ends (`follows`) is left to the hardware. bench/kernels: transpose
; 10.7 -> 5.7 ms, nw 26.2 -> 23.8 (2 workers, AMD EPYC Zen 4).
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000f7 --launch-shape=tiles:16,1,1
; Source (nvcc -keep, opt -strip-debug):
;   #define T 16
;   __global__ void tiles(const float *in, float *out, int n)
;   {
;       __shared__ float t[T][T + 1];
;       int x = blockIdx.x * T + threadIdx.x;
;       t[threadIdx.x][0] = in[x * n];
;       __syncthreads();
;       for (int r = 0; r < T; r++)
;           out[(blockIdx.x * T + r) * n + threadIdx.x] = t[threadIdx.x][0] + r;
;   }
; CHECK-LABEL: define internal fastcc void @_Z5tilesPKfPfi.shaped.block(
; CHECK: %next.x = shl i32 %{{.*}}, 4
; CHECK: %follows.not = icmp ugt i64
; CHECK: %follows{{[0-9]+}}.not = icmp ugt i64
; The column of in: 16 threads, a line each.
; CHECK-COUNT-16: call void @llvm.prefetch.p0(ptr %{{[0-9]+}}, i32 0, i32 1, i32 1)
; The rows of out, 16 steps of the loop over r.
; CHECK: pc{{[0-9]+}}:
; CHECK: call void @llvm.prefetch.p0(ptr %{{[0-9]+}}, i32 1, i32 1, i32 1)
; CHECK: %exitcond.not = icmp eq i64 %indvars.iv.next, 16
; CHECK-LABEL: define internal fastcc range(i32 0, -15) i32 @_Z5tilesPKfPfi.block.r0(
source_filename = "tt.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_blockIdx_t = type { i8 }
%struct.__ferry_threadIdx_t = type { i8 }

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

@_ZZ5tilesPKfPfiE1t = internal addrspace(3) global [16 x [17 x float]] undef, align 4
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z5tilesPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !7
  store ptr %1, ptr %5, align 8, !tbaa !7
  store i32 %2, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %9 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %10 = mul i32 %9, 16
  %11 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4, !tbaa !11
  %13 = load ptr, ptr %4, align 8, !tbaa !7
  %14 = load i32, ptr %7, align 4, !tbaa !11
  %15 = load i32, ptr %6, align 4, !tbaa !11
  %16 = mul nsw i32 %14, %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %13, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !13
  %20 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ5tilesPKfPfiE1t to ptr), i64 0, i64 %21
  %23 = getelementptr inbounds [17 x float], ptr %22, i64 0, i64 0
  store float %19, ptr %23, align 4, !tbaa !13
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !11
  br label %24

24:                                               ; preds = %48, %3
  %25 = load i32, ptr %8, align 4, !tbaa !11
  %26 = icmp slt i32 %25, 16
  br i1 %26, label %28, label %27

27:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  br label %51

28:                                               ; preds = %24
  %29 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ5tilesPKfPfiE1t to ptr), i64 0, i64 %30
  %32 = getelementptr inbounds [17 x float], ptr %31, i64 0, i64 0
  %33 = load float, ptr %32, align 4, !tbaa !13
  %34 = load i32, ptr %8, align 4, !tbaa !11
  %35 = sitofp i32 %34 to float
  %36 = fadd contract float %33, %35
  %37 = load ptr, ptr %5, align 8, !tbaa !7
  %38 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %39 = mul i32 %38, 16
  %40 = load i32, ptr %8, align 4, !tbaa !11
  %41 = add i32 %39, %40
  %42 = load i32, ptr %6, align 4, !tbaa !11
  %43 = mul i32 %41, %42
  %44 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  %45 = add i32 %43, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %37, i64 %46
  store float %36, ptr %47, align 4, !tbaa !13
  br label %48

48:                                               ; preds = %28
  %49 = load i32, ptr %8, align 4, !tbaa !11
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %8, align 4, !tbaa !11
  br label %24, !llvm.loop !15

51:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z5tilesPKfPfi, !"kernel", i32 1}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
