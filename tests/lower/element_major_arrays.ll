; A per-thread array kept across a barrier, used element by element, is
; stored element-major (element k of thread t at k * nthreads + t), so that
; the thread loop reads items[k] of consecutive threads as one vector: no
; interleaving shuffles or strided loads of a thread-major copy.
; (bench/kernels/kmeans.cu keeps float p[8] across its centroid loop.)
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000c3
; Source (nvcc -keep, opt -strip-debug):
;   __global__ void keep_items(const float *in, float *out)
;   {
;       __shared__ float s[256];
;       float items[4];
;       int t = threadIdx.x, base = blockIdx.x * 1024;
;       for (int k = 0; k < 4; k++)
;           items[k] = in[base + k * 256 + t];
;       s[t] = items[0] + items[1] + items[2] + items[3];
;       __syncthreads();
;       for (int k = 0; k < 4; k++)
;           out[base + k * 256 + t] = items[k] * s[255 - t];
;   }
; CHECK-LABEL: define internal fastcc {{.*}} @_Z10keep_itemsPKfPf.block.r0(
; CHECK-NOT: interleaved
; CHECK: store <8 x float>
; CHECK-LABEL: define internal fastcc {{.*}} @_Z10keep_itemsPKfPf.block.r1(
; CHECK-NOT: strided.vec
; CHECK: load <8 x float>
; CHECK-NOT: strided.vec
; ModuleID = 'e.bc'
source_filename = "em.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ10keep_itemsPKfPfE1s = internal addrspace(3) global [256 x float] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10keep_itemsPKfPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [4 x float], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !7
  store ptr %1, ptr %4, align 8, !tbaa !7
  call void @llvm.lifetime.start.p0(i64 16, ptr %5) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %10 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %10, ptr %6, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %11 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %12 = mul i32 %11, 1024
  store i32 %12, ptr %7, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  store i32 0, ptr %8, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %31, %2
  %14 = load i32, ptr %8, align 4, !tbaa !11
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  br label %34

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8, !tbaa !7
  %19 = load i32, ptr %7, align 4, !tbaa !11
  %20 = load i32, ptr %8, align 4, !tbaa !11
  %21 = mul nsw i32 %20, 256
  %22 = add nsw i32 %19, %21
  %23 = load i32, ptr %6, align 4, !tbaa !11
  %24 = add nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %18, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !13
  %28 = load i32, ptr %8, align 4, !tbaa !11
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 %29
  store float %27, ptr %30, align 4, !tbaa !13
  br label %31

31:                                               ; preds = %17
  %32 = load i32, ptr %8, align 4, !tbaa !11
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %8, align 4, !tbaa !11
  br label %13, !llvm.loop !15

34:                                               ; preds = %16
  %35 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 0
  %36 = load float, ptr %35, align 4, !tbaa !13
  %37 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 1
  %38 = load float, ptr %37, align 4, !tbaa !13
  %39 = fadd contract float %36, %38
  %40 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 2
  %41 = load float, ptr %40, align 4, !tbaa !13
  %42 = fadd contract float %39, %41
  %43 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 3
  %44 = load float, ptr %43, align 4, !tbaa !13
  %45 = fadd contract float %42, %44
  %46 = load i32, ptr %6, align 4, !tbaa !11
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10keep_itemsPKfPfE1s to ptr), i64 0, i64 %47
  store float %45, ptr %48, align 4, !tbaa !13
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store i32 0, ptr %9, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %73, %34
  %50 = load i32, ptr %9, align 4, !tbaa !11
  %51 = icmp slt i32 %50, 4
  br i1 %51, label %53, label %52

52:                                               ; preds = %49
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  br label %76

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4, !tbaa !11
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x float], ptr %5, i64 0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !13
  %58 = load i32, ptr %6, align 4, !tbaa !11
  %59 = sub nsw i32 255, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10keep_itemsPKfPfE1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = fmul contract float %57, %62
  %64 = load ptr, ptr %4, align 8, !tbaa !7
  %65 = load i32, ptr %7, align 4, !tbaa !11
  %66 = load i32, ptr %9, align 4, !tbaa !11
  %67 = mul nsw i32 %66, 256
  %68 = add nsw i32 %65, %67
  %69 = load i32, ptr %6, align 4, !tbaa !11
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %64, i64 %71
  store float %63, ptr %72, align 4, !tbaa !13
  br label %73

73:                                               ; preds = %53
  %74 = load i32, ptr %9, align 4, !tbaa !11
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %9, align 4, !tbaa !11
  br label %49, !llvm.loop !17

76:                                               ; preds = %52
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

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

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z10keep_itemsPKfPf, !"kernel", i32 1}
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
!17 = distinct !{!17, !16}
