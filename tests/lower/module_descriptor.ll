; The device object describes itself: a kernel table, a variable table of
; __device__ and __constant__ data, and a constructor that registers them.
; Everything else is internal so that it never clashes with the host object.
; LOWER-FLAGS: -O2 --module-id=feedfacecafebeef
; Source: __device__ int counter; __constant__ float coef[4] = {1, 2, 3, 4};
;         __host__ __device__ int twice(int x);
;         __global__ void bump(int n) { if (threadIdx.x == 0) counter += twice(n) * (int)coef[1]; }
; CHECK-DAG: @counter = internal addrspace(1) externally_initialized global i32 0
; CHECK-DAG: @coef = internal addrspace(4) externally_initialized global [4 x float]
; CHECK-DAG: c"_Z4bumpi\00"
; CHECK-DAG: c"counter\00"
; CHECK-DAG: c"coef\00"
; CHECK-DAG: c"feedfacecafebeef\00"
; CHECK-DAG: @__ferry_kernels = private constant [1 x { ptr, ptr, i32, i32, i64, ptr, i64 }] [{{.*}}ptr @_Z4bumpi.block, i32 1,{{.*}} ptr @__ferry_params, i64 {{[0-9]+}} }
; CHECK-DAG: @__ferry_params = private constant [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 4 }]
; CHECK-DAG: @__ferry_vars = private constant [2 x { ptr, ptr, i64, i64 }] {{.*}}i64 4, i64 0 }{{.*}}i64 16, i64 1 }
; CHECK-DAG: @__ferry_module = internal constant { i32, i32, i32, i32, ptr, ptr, ptr, ptr } { i32 {{[0-9]+}}, i32 1, i32 2, i32 0,{{.*}} ptr null }
; CHECK-DAG: @llvm.global_ctors = appending global {{.*}} @__ferry_module_ctor
; CHECK-NOT: define {{(dso_local )?}}{{.*}}@_Z5twicei
; CHECK: define internal void @__ferry_module_ctor()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__ferry_register_module(ptr nonnull @__ferry_module)
; ModuleID = 'desc.cu'
source_filename = "desc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_tid_t = type { i8 }

$_ZN13__ferry_tid_t2gxEv = comdat any

@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@coef = dso_local addrspace(4) externally_initialized global [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 4
@threadIdx = external dso_local addrspace(1) global %struct.__ferry_tid_t, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(4) @coef to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z5twicei(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4bumpi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !5
  %3 = call noundef i32 @_ZN13__ferry_tid_t2gxEv() #3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !tbaa !5
  %7 = call noundef i32 @_Z5twicei(i32 noundef %6) #3
  %8 = load float, ptr getelementptr inbounds ([4 x float], ptr addrspacecast (ptr addrspace(4) @coef to ptr), i64 0, i64 1), align 4, !tbaa !9
  %9 = fptosi float %8 to i32
  %10 = mul nsw i32 %7, %9
  %11 = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4, !tbaa !5
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4, !tbaa !5
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN13__ferry_tid_t2gxEv() #0 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx83,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{ptr @_Z4bumpi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
