; A module for cuModuleLoad exports its descriptor under the loadable name,
; registers nothing from a constructor, and reaches the runtime only through
; import slots that the loader fills (printf here, and a block barrier).
; LOWER-FLAGS: -O2 --loadable --module-id=loadme
; Source: __global__ void hello(int *out) { printf("hi\n"); __syncthreads(); out[threadIdx.x] = 1; }
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [4 x i8] c"hi\0A\00", align 1

; CHECK-DAG: @__ferry_loadable_module = {{(local_unnamed_addr )?}}constant { i32, i32, i32, i32, ptr, ptr, ptr, ptr } { i32 {{[0-9]+}}, i32 1, i32 0, i32 [[N:[0-9]+]],{{.*}} ptr @__ferry_imports }
; CHECK-DAG: @__ferry_imports = private constant [[[N]] x { ptr, ptr }]
; CHECK-DAG: @__ferry_slot.__ferry_vprintf = internal global ptr null
; CHECK-DAG: c"__ferry_vprintf\00"
; CHECK-NOT: llvm.global_ctors
; CHECK-NOT: declare {{.*}}@__ferry_
; CHECK: load ptr, ptr @__ferry_slot.__ferry_vprintf

define void @hello(ptr %out) {
  %1 = call i32 @vprintf(ptr @.str, ptr null)
  call void @llvm.nvvm.barrier0()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 1, ptr %p, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @hello, !"kernel", i32 1}
