; The launch values carry the bounds the runtime checks before a launch
; (ferry_dims_ok): blockIdx.x below 2^31 - 1, blockDim.x from 1 to 1024,
; as !range on their loads in the block entry and as range attributes of
; the thread loops' functions (outline.c), so that LLVM knows tx * 16 does
; not wrap: the serial run's sixteen accesses per thread need no run-time
; checks (the vectorizer gave up on it for too many), and the guard loops
; over a block's threads have a known largest trip count.
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000ec
; Source: scan_tiles of bench/kernels/scan.cu, as in stop_code_reductions.ll.
; CHECK-LABEL: define internal void @_Z10scan_tilesPKiPiS1_i.block(
; CHECK: %ctaid.x = load i32, ptr %ctx, align 4, !range [[BLOCK:![0-9]+]]
; CHECK: %ntid.x = load i32, ptr %{{[0-9]+}}, align 4, !range [[WIDTH:![0-9]+]]
; CHECK: define internal fastcc {{.*}} @_Z10scan_tilesPKiPiS1_i.block.r1(i32 range(i32 1, 1025) %0, i32 range(i32 1, 1025) %1,
; CHECK: [[BLOCK]] = !{i32 0, i32 2147483647}
; CHECK: [[WIDTH]] = !{i32 1, i32 1025}
; ModuleID = 'st.dev.bc'
source_filename = "st.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

@_ZZ10scan_tilesPKiPiS1_iE1s = internal addrspace(3) global [4096 x i32] undef, align 4
@_ZZ10scan_tilesPKiPiS1_iE8warp_tot = internal addrspace(3) global [8 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef i32 @_Z19warp_inclusive_scanii(i32 noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4, !tbaa !12
  store i32 %1, ptr %4, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #7, !dbg !16
  store i32 1, ptr %5, align 4, !dbg !17, !tbaa !12
  br label %7, !dbg !16

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %5, align 4, !dbg !18, !tbaa !12
  %9 = icmp slt i32 %8, 32, !dbg !19
  br i1 %9, label %11, label %10, !dbg !20

10:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #7, !dbg !20
  br label %26

11:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #7, !dbg !21
  %12 = load i32, ptr %3, align 4, !dbg !22, !tbaa !12
  %13 = load i32, ptr %5, align 4, !dbg !23, !tbaa !12
  %14 = call noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef -1, i32 noundef %12, i32 noundef %13, i32 noundef 32) #8, !dbg !24
  store i32 %14, ptr %6, align 4, !dbg !25, !tbaa !12
  %15 = load i32, ptr %4, align 4, !dbg !26, !tbaa !12
  %16 = load i32, ptr %5, align 4, !dbg !27, !tbaa !12
  %17 = icmp sge i32 %15, %16, !dbg !28
  br i1 %17, label %18, label %22, !dbg !26

18:                                               ; preds = %11
  %19 = load i32, ptr %6, align 4, !dbg !29, !tbaa !12
  %20 = load i32, ptr %3, align 4, !dbg !30, !tbaa !12
  %21 = add nsw i32 %20, %19, !dbg !30
  store i32 %21, ptr %3, align 4, !dbg !30, !tbaa !12
  br label %22, !dbg !31

22:                                               ; preds = %18, %11
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #7, !dbg !32
  br label %23, !dbg !32

23:                                               ; preds = %22
  %24 = load i32, ptr %5, align 4, !dbg !33, !tbaa !12
  %25 = shl i32 %24, 1, !dbg !33
  store i32 %25, ptr %5, align 4, !dbg !33, !tbaa !12
  br label %7, !dbg !20, !llvm.loop !34

26:                                               ; preds = %10
  %27 = load i32, ptr %3, align 4, !dbg !36, !tbaa !12
  ret i32 %27, !dbg !37
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef i32 @_ZL14__shfl_up_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !dbg !38 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !12
  store i32 %1, ptr %6, align 4, !tbaa !12
  store i32 %2, ptr %7, align 4, !tbaa !12
  store i32 %3, ptr %8, align 4, !tbaa !12
  %9 = load i32, ptr %5, align 4, !dbg !40, !tbaa !12
  %10 = load i32, ptr %6, align 4, !dbg !40, !tbaa !12
  %11 = load i32, ptr %7, align 4, !dbg !40, !tbaa !12
  %12 = load i32, ptr %8, align 4, !dbg !40, !tbaa !12
  %13 = sub nsw i32 32, %12, !dbg !40
  %14 = shl i32 %13, 8, !dbg !40
  %15 = or i32 %14, 0, !dbg !40
  %16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !40
  ret i32 %16, !dbg !40
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10scan_tilesPKiPiS1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #3 !dbg !41 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !42
  store ptr %1, ptr %6, align 8, !tbaa !42
  store ptr %2, ptr %7, align 8, !tbaa !42
  store i32 %3, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #7, !dbg !44
  %27 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #8, !dbg !45
  store i32 %27, ptr %9, align 4, !dbg !46, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #7, !dbg !44
  %28 = load i32, ptr %9, align 4, !dbg !47, !tbaa !12
  %29 = srem i32 %28, 32, !dbg !48
  store i32 %29, ptr %10, align 4, !dbg !49, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #7, !dbg !44
  %30 = load i32, ptr %9, align 4, !dbg !50, !tbaa !12
  %31 = sdiv i32 %30, 32, !dbg !51
  store i32 %31, ptr %11, align 4, !dbg !52, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #7, !dbg !44
  %32 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #8, !dbg !53
  %33 = mul i32 %32, 4096, !dbg !54
  store i32 %33, ptr %12, align 4, !dbg !55, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %13) #7, !dbg !56
  store i32 0, ptr %13, align 4, !dbg !57, !tbaa !12
  br label %34, !dbg !56

34:                                               ; preds = %62, %4
  %35 = load i32, ptr %13, align 4, !dbg !58, !tbaa !12
  %36 = icmp slt i32 %35, 16, !dbg !59
  br i1 %36, label %38, label %37, !dbg !60

37:                                               ; preds = %34
  call void @llvm.lifetime.end.p0(i64 4, ptr %13) #7, !dbg !60
  br label %65

38:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #7, !dbg !61
  %39 = load i32, ptr %13, align 4, !dbg !62, !tbaa !12
  %40 = mul nsw i32 %39, 256, !dbg !63
  %41 = load i32, ptr %9, align 4, !dbg !64, !tbaa !12
  %42 = add nsw i32 %40, %41, !dbg !65
  store i32 %42, ptr %14, align 4, !dbg !66, !tbaa !12
  %43 = load i32, ptr %12, align 4, !dbg !67, !tbaa !12
  %44 = load i32, ptr %14, align 4, !dbg !68, !tbaa !12
  %45 = add nsw i32 %43, %44, !dbg !69
  %46 = load i32, ptr %8, align 4, !dbg !70, !tbaa !12
  %47 = icmp slt i32 %45, %46, !dbg !71
  br i1 %47, label %48, label %56, !dbg !67

48:                                               ; preds = %38
  %49 = load ptr, ptr %5, align 8, !dbg !72, !tbaa !42
  %50 = load i32, ptr %12, align 4, !dbg !73, !tbaa !12
  %51 = load i32, ptr %14, align 4, !dbg !74, !tbaa !12
  %52 = add nsw i32 %50, %51, !dbg !75
  %53 = sext i32 %52 to i64, !dbg !72
  %54 = getelementptr inbounds i32, ptr %49, i64 %53, !dbg !72
  %55 = load i32, ptr %54, align 4, !dbg !72, !tbaa !12
  br label %57, !dbg !67

56:                                               ; preds = %38
  br label %57, !dbg !67

57:                                               ; preds = %56, %48
  %58 = phi i32 [ %55, %48 ], [ 0, %56 ], !dbg !67
  %59 = load i32, ptr %14, align 4, !dbg !76, !tbaa !12
  %60 = sext i32 %59 to i64, !dbg !77
  %61 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE1s to ptr), i64 0, i64 %60, !dbg !77
  store i32 %58, ptr %61, align 4, !dbg !78, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #7, !dbg !79
  br label %62, !dbg !79

62:                                               ; preds = %57
  %63 = load i32, ptr %13, align 4, !dbg !80, !tbaa !12
  %64 = add nsw i32 %63, 1, !dbg !80
  store i32 %64, ptr %13, align 4, !dbg !80, !tbaa !12
  br label %34, !dbg !60, !llvm.loop !81

65:                                               ; preds = %37
  call void @llvm.nvvm.barrier0(), !dbg !82
  call void @llvm.lifetime.start.p0(i64 4, ptr %15) #7, !dbg !83
  store i32 0, ptr %15, align 4, !dbg !84, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %16) #7, !dbg !85
  store i32 0, ptr %16, align 4, !dbg !86, !tbaa !12
  br label %66, !dbg !85

66:                                               ; preds = %86, %65
  %67 = load i32, ptr %16, align 4, !dbg !87, !tbaa !12
  %68 = icmp slt i32 %67, 16, !dbg !88
  br i1 %68, label %70, label %69, !dbg !89

69:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 4, ptr %16) #7, !dbg !89
  br label %89

70:                                               ; preds = %66
  call void @llvm.lifetime.start.p0(i64 4, ptr %17) #7, !dbg !90
  %71 = load i32, ptr %9, align 4, !dbg !91, !tbaa !12
  %72 = mul nsw i32 %71, 16, !dbg !92
  %73 = load i32, ptr %16, align 4, !dbg !93, !tbaa !12
  %74 = add nsw i32 %72, %73, !dbg !94
  store i32 %74, ptr %17, align 4, !dbg !95, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %18) #7, !dbg !90
  %75 = load i32, ptr %17, align 4, !dbg !96, !tbaa !12
  %76 = sext i32 %75 to i64, !dbg !97
  %77 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE1s to ptr), i64 0, i64 %76, !dbg !97
  %78 = load i32, ptr %77, align 4, !dbg !97, !tbaa !12
  store i32 %78, ptr %18, align 4, !dbg !98, !tbaa !12
  %79 = load i32, ptr %15, align 4, !dbg !99, !tbaa !12
  %80 = load i32, ptr %17, align 4, !dbg !100, !tbaa !12
  %81 = sext i32 %80 to i64, !dbg !101
  %82 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE1s to ptr), i64 0, i64 %81, !dbg !101
  store i32 %79, ptr %82, align 4, !dbg !102, !tbaa !12
  %83 = load i32, ptr %18, align 4, !dbg !103, !tbaa !12
  %84 = load i32, ptr %15, align 4, !dbg !104, !tbaa !12
  %85 = add nsw i32 %84, %83, !dbg !104
  store i32 %85, ptr %15, align 4, !dbg !104, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %18) #7, !dbg !105
  call void @llvm.lifetime.end.p0(i64 4, ptr %17) #7, !dbg !105
  br label %86, !dbg !105

86:                                               ; preds = %70
  %87 = load i32, ptr %16, align 4, !dbg !106, !tbaa !12
  %88 = add nsw i32 %87, 1, !dbg !106
  store i32 %88, ptr %16, align 4, !dbg !106, !tbaa !12
  br label %66, !dbg !89, !llvm.loop !107

89:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(i64 4, ptr %19) #7, !dbg !108
  %90 = load i32, ptr %15, align 4, !dbg !109, !tbaa !12
  %91 = load i32, ptr %10, align 4, !dbg !110, !tbaa !12
  %92 = call noundef i32 @_Z19warp_inclusive_scanii(i32 noundef %90, i32 noundef %91) #8, !dbg !111
  store i32 %92, ptr %19, align 4, !dbg !112, !tbaa !12
  %93 = load i32, ptr %10, align 4, !dbg !113, !tbaa !12
  %94 = icmp eq i32 %93, 31, !dbg !114
  br i1 %94, label %95, label %100, !dbg !113

95:                                               ; preds = %89
  %96 = load i32, ptr %19, align 4, !dbg !115, !tbaa !12
  %97 = load i32, ptr %11, align 4, !dbg !116, !tbaa !12
  %98 = sext i32 %97 to i64, !dbg !117
  %99 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE8warp_tot to ptr), i64 0, i64 %98, !dbg !117
  store i32 %96, ptr %99, align 4, !dbg !118, !tbaa !12
  br label %100, !dbg !117

100:                                              ; preds = %95, %89
  call void @llvm.nvvm.barrier0(), !dbg !119
  call void @llvm.lifetime.start.p0(i64 4, ptr %20) #7, !dbg !120
  store i32 0, ptr %20, align 4, !dbg !121, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %21) #7, !dbg !120
  store i32 0, ptr %21, align 4, !dbg !122, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %22) #7, !dbg !123
  store i32 0, ptr %22, align 4, !dbg !124, !tbaa !12
  br label %101, !dbg !123

101:                                              ; preds = %125, %100
  %102 = load i32, ptr %22, align 4, !dbg !125, !tbaa !12
  %103 = icmp slt i32 %102, 8, !dbg !126
  br i1 %103, label %105, label %104, !dbg !127

104:                                              ; preds = %101
  call void @llvm.lifetime.end.p0(i64 4, ptr %22) #7, !dbg !127
  br label %128

105:                                              ; preds = %101
  %106 = load i32, ptr %22, align 4, !dbg !128, !tbaa !12
  %107 = load i32, ptr %11, align 4, !dbg !129, !tbaa !12
  %108 = icmp slt i32 %106, %107, !dbg !130
  br i1 %108, label %109, label %114, !dbg !128

109:                                              ; preds = %105
  %110 = load i32, ptr %22, align 4, !dbg !131, !tbaa !12
  %111 = sext i32 %110 to i64, !dbg !132
  %112 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE8warp_tot to ptr), i64 0, i64 %111, !dbg !132
  %113 = load i32, ptr %112, align 4, !dbg !132, !tbaa !12
  br label %115, !dbg !128

114:                                              ; preds = %105
  br label %115, !dbg !128

115:                                              ; preds = %114, %109
  %116 = phi i32 [ %113, %109 ], [ 0, %114 ], !dbg !128
  %117 = load i32, ptr %20, align 4, !dbg !133, !tbaa !12
  %118 = add nsw i32 %117, %116, !dbg !133
  store i32 %118, ptr %20, align 4, !dbg !133, !tbaa !12
  %119 = load i32, ptr %22, align 4, !dbg !134, !tbaa !12
  %120 = sext i32 %119 to i64, !dbg !135
  %121 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE8warp_tot to ptr), i64 0, i64 %120, !dbg !135
  %122 = load i32, ptr %121, align 4, !dbg !135, !tbaa !12
  %123 = load i32, ptr %21, align 4, !dbg !136, !tbaa !12
  %124 = add nsw i32 %123, %122, !dbg !136
  store i32 %124, ptr %21, align 4, !dbg !136, !tbaa !12
  br label %125, !dbg !137

125:                                              ; preds = %115
  %126 = load i32, ptr %22, align 4, !dbg !138, !tbaa !12
  %127 = add nsw i32 %126, 1, !dbg !138
  store i32 %127, ptr %22, align 4, !dbg !138, !tbaa !12
  br label %101, !dbg !127, !llvm.loop !139

128:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 4, ptr %23) #7, !dbg !140
  %129 = load i32, ptr %20, align 4, !dbg !141, !tbaa !12
  %130 = load i32, ptr %19, align 4, !dbg !142, !tbaa !12
  %131 = add nsw i32 %129, %130, !dbg !143
  %132 = load i32, ptr %15, align 4, !dbg !144, !tbaa !12
  %133 = sub nsw i32 %131, %132, !dbg !145
  store i32 %133, ptr %23, align 4, !dbg !146, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %24) #7, !dbg !147
  store i32 0, ptr %24, align 4, !dbg !148, !tbaa !12
  br label %134, !dbg !147

134:                                              ; preds = %148, %128
  %135 = load i32, ptr %24, align 4, !dbg !149, !tbaa !12
  %136 = icmp slt i32 %135, 16, !dbg !150
  br i1 %136, label %138, label %137, !dbg !151

137:                                              ; preds = %134
  call void @llvm.lifetime.end.p0(i64 4, ptr %24) #7, !dbg !151
  br label %151

138:                                              ; preds = %134
  %139 = load i32, ptr %23, align 4, !dbg !152, !tbaa !12
  %140 = load i32, ptr %9, align 4, !dbg !153, !tbaa !12
  %141 = mul nsw i32 %140, 16, !dbg !154
  %142 = load i32, ptr %24, align 4, !dbg !155, !tbaa !12
  %143 = add nsw i32 %141, %142, !dbg !156
  %144 = sext i32 %143 to i64, !dbg !157
  %145 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE1s to ptr), i64 0, i64 %144, !dbg !157
  %146 = load i32, ptr %145, align 4, !dbg !158, !tbaa !12
  %147 = add nsw i32 %146, %139, !dbg !158
  store i32 %147, ptr %145, align 4, !dbg !158, !tbaa !12
  br label %148, !dbg !157

148:                                              ; preds = %138
  %149 = load i32, ptr %24, align 4, !dbg !159, !tbaa !12
  %150 = add nsw i32 %149, 1, !dbg !159
  store i32 %150, ptr %24, align 4, !dbg !159, !tbaa !12
  br label %134, !dbg !151, !llvm.loop !160

151:                                              ; preds = %137
  %152 = load i32, ptr %9, align 4, !dbg !161, !tbaa !12
  %153 = icmp eq i32 %152, 0, !dbg !162
  br i1 %153, label %154, label %163, !dbg !163

154:                                              ; preds = %151
  %155 = load ptr, ptr %7, align 8, !dbg !164, !tbaa !42
  %156 = icmp ne ptr %155, null, !dbg !164
  br i1 %156, label %157, label %163, !dbg !161

157:                                              ; preds = %154
  %158 = load i32, ptr %21, align 4, !dbg !165, !tbaa !12
  %159 = load ptr, ptr %7, align 8, !dbg !166, !tbaa !42
  %160 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #8, !dbg !167
  %161 = zext i32 %160 to i64, !dbg !166
  %162 = getelementptr inbounds i32, ptr %159, i64 %161, !dbg !166
  store i32 %158, ptr %162, align 4, !dbg !168, !tbaa !12
  br label %163, !dbg !166

163:                                              ; preds = %157, %154, %151
  call void @llvm.nvvm.barrier0(), !dbg !169
  call void @llvm.lifetime.start.p0(i64 4, ptr %25) #7, !dbg !170
  store i32 0, ptr %25, align 4, !dbg !171, !tbaa !12
  br label %164, !dbg !170

164:                                              ; preds = %190, %163
  %165 = load i32, ptr %25, align 4, !dbg !172, !tbaa !12
  %166 = icmp slt i32 %165, 16, !dbg !173
  br i1 %166, label %168, label %167, !dbg !174

167:                                              ; preds = %164
  call void @llvm.lifetime.end.p0(i64 4, ptr %25) #7, !dbg !174
  br label %193

168:                                              ; preds = %164
  call void @llvm.lifetime.start.p0(i64 4, ptr %26) #7, !dbg !175
  %169 = load i32, ptr %25, align 4, !dbg !176, !tbaa !12
  %170 = mul nsw i32 %169, 256, !dbg !177
  %171 = load i32, ptr %9, align 4, !dbg !178, !tbaa !12
  %172 = add nsw i32 %170, %171, !dbg !179
  store i32 %172, ptr %26, align 4, !dbg !180, !tbaa !12
  %173 = load i32, ptr %12, align 4, !dbg !181, !tbaa !12
  %174 = load i32, ptr %26, align 4, !dbg !182, !tbaa !12
  %175 = add nsw i32 %173, %174, !dbg !183
  %176 = load i32, ptr %8, align 4, !dbg !184, !tbaa !12
  %177 = icmp slt i32 %175, %176, !dbg !185
  br i1 %177, label %178, label %189, !dbg !181

178:                                              ; preds = %168
  %179 = load i32, ptr %26, align 4, !dbg !186, !tbaa !12
  %180 = sext i32 %179 to i64, !dbg !187
  %181 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_tilesPKiPiS1_iE1s to ptr), i64 0, i64 %180, !dbg !187
  %182 = load i32, ptr %181, align 4, !dbg !187, !tbaa !12
  %183 = load ptr, ptr %6, align 8, !dbg !188, !tbaa !42
  %184 = load i32, ptr %12, align 4, !dbg !189, !tbaa !12
  %185 = load i32, ptr %26, align 4, !dbg !190, !tbaa !12
  %186 = add nsw i32 %184, %185, !dbg !191
  %187 = sext i32 %186 to i64, !dbg !188
  %188 = getelementptr inbounds i32, ptr %183, i64 %187, !dbg !188
  store i32 %182, ptr %188, align 4, !dbg !192, !tbaa !12
  br label %189, !dbg !188

189:                                              ; preds = %178, %168
  call void @llvm.lifetime.end.p0(i64 4, ptr %26) #7, !dbg !193
  br label %190, !dbg !193

190:                                              ; preds = %189
  %191 = load i32, ptr %25, align 4, !dbg !194, !tbaa !12
  %192 = add nsw i32 %191, 1, !dbg !194
  store i32 %192, ptr %25, align 4, !dbg !194, !tbaa !12
  br label %164, !dbg !174, !llvm.loop !195

193:                                              ; preds = %167
  call void @llvm.lifetime.end.p0(i64 4, ptr %23) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %21) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %20) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %19) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %15) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #7, !dbg !196
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #7, !dbg !196
  ret void, !dbg !196
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !197 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !199
  ret i32 %1, !dbg !199
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 !dbg !200 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !201
  ret i32 %1, !dbg !201
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_75" "target-features"="+ptx42,+ptx83,+sm_75" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "st.cu", directory: "/tmp/wx")
!2 = !{ptr @_Z10scan_tilesPKiPiS1_i, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_inclusive_scan", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = !DILocation(line: 8, column: 10, scope: !9)
!17 = !DILocation(line: 8, column: 14, scope: !9)
!18 = !DILocation(line: 8, column: 23, scope: !9)
!19 = !DILocation(line: 8, column: 27, scope: !9)
!20 = !DILocation(line: 8, column: 5, scope: !9)
!21 = !DILocation(line: 9, column: 9, scope: !9)
!22 = !DILocation(line: 9, column: 46, scope: !9)
!23 = !DILocation(line: 9, column: 49, scope: !9)
!24 = !DILocation(line: 9, column: 18, scope: !9)
!25 = !DILocation(line: 9, column: 13, scope: !9)
!26 = !DILocation(line: 10, column: 13, scope: !9)
!27 = !DILocation(line: 10, column: 21, scope: !9)
!28 = !DILocation(line: 10, column: 18, scope: !9)
!29 = !DILocation(line: 11, column: 18, scope: !9)
!30 = !DILocation(line: 11, column: 15, scope: !9)
!31 = !DILocation(line: 11, column: 13, scope: !9)
!32 = !DILocation(line: 12, column: 5, scope: !9)
!33 = !DILocation(line: 8, column: 37, scope: !9)
!34 = distinct !{!34, !20, !32, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 13, column: 12, scope: !9)
!37 = !DILocation(line: 13, column: 5, scope: !9)
!38 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !39, file: !39, line: 81, type: !10, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DIFile(filename: "/work/main/build/include/ferry/device_functions.h", directory: "")
!40 = !DILocation(line: 81, column: 1, scope: !38)
!41 = distinct !DISubprogram(name: "scan_tiles", scope: !1, file: !1, line: 16, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !14, i64 0}
!44 = !DILocation(line: 20, column: 5, scope: !41)
!45 = !DILocation(line: 20, column: 13, scope: !41)
!46 = !DILocation(line: 20, column: 9, scope: !41)
!47 = !DILocation(line: 20, column: 33, scope: !41)
!48 = !DILocation(line: 20, column: 35, scope: !41)
!49 = !DILocation(line: 20, column: 26, scope: !41)
!50 = !DILocation(line: 20, column: 48, scope: !41)
!51 = !DILocation(line: 20, column: 50, scope: !41)
!52 = !DILocation(line: 20, column: 41, scope: !41)
!53 = !DILocation(line: 20, column: 63, scope: !41)
!54 = !DILocation(line: 20, column: 74, scope: !41)
!55 = !DILocation(line: 20, column: 56, scope: !41)
!56 = !DILocation(line: 21, column: 10, scope: !41)
!57 = !DILocation(line: 21, column: 14, scope: !41)
!58 = !DILocation(line: 21, column: 21, scope: !41)
!59 = !DILocation(line: 21, column: 23, scope: !41)
!60 = !DILocation(line: 21, column: 5, scope: !41)
!61 = !DILocation(line: 22, column: 9, scope: !41)
!62 = !DILocation(line: 22, column: 17, scope: !41)
!63 = !DILocation(line: 22, column: 19, scope: !41)
!64 = !DILocation(line: 22, column: 29, scope: !41)
!65 = !DILocation(line: 22, column: 27, scope: !41)
!66 = !DILocation(line: 22, column: 13, scope: !41)
!67 = !DILocation(line: 23, column: 16, scope: !41)
!68 = !DILocation(line: 23, column: 23, scope: !41)
!69 = !DILocation(line: 23, column: 21, scope: !41)
!70 = !DILocation(line: 23, column: 27, scope: !41)
!71 = !DILocation(line: 23, column: 25, scope: !41)
!72 = !DILocation(line: 23, column: 31, scope: !41)
!73 = !DILocation(line: 23, column: 34, scope: !41)
!74 = !DILocation(line: 23, column: 41, scope: !41)
!75 = !DILocation(line: 23, column: 39, scope: !41)
!76 = !DILocation(line: 23, column: 11, scope: !41)
!77 = !DILocation(line: 23, column: 9, scope: !41)
!78 = !DILocation(line: 23, column: 14, scope: !41)
!79 = !DILocation(line: 24, column: 5, scope: !41)
!80 = !DILocation(line: 21, column: 33, scope: !41)
!81 = distinct !{!81, !60, !79, !35}
!82 = !DILocation(line: 25, column: 5, scope: !41)
!83 = !DILocation(line: 27, column: 5, scope: !41)
!84 = !DILocation(line: 27, column: 9, scope: !41)
!85 = !DILocation(line: 28, column: 10, scope: !41)
!86 = !DILocation(line: 28, column: 14, scope: !41)
!87 = !DILocation(line: 28, column: 21, scope: !41)
!88 = !DILocation(line: 28, column: 23, scope: !41)
!89 = !DILocation(line: 28, column: 5, scope: !41)
!90 = !DILocation(line: 29, column: 9, scope: !41)
!91 = !DILocation(line: 29, column: 17, scope: !41)
!92 = !DILocation(line: 29, column: 19, scope: !41)
!93 = !DILocation(line: 29, column: 29, scope: !41)
!94 = !DILocation(line: 29, column: 27, scope: !41)
!95 = !DILocation(line: 29, column: 13, scope: !41)
!96 = !DILocation(line: 29, column: 38, scope: !41)
!97 = !DILocation(line: 29, column: 36, scope: !41)
!98 = !DILocation(line: 29, column: 32, scope: !41)
!99 = !DILocation(line: 30, column: 16, scope: !41)
!100 = !DILocation(line: 30, column: 11, scope: !41)
!101 = !DILocation(line: 30, column: 9, scope: !41)
!102 = !DILocation(line: 30, column: 14, scope: !41)
!103 = !DILocation(line: 31, column: 16, scope: !41)
!104 = !DILocation(line: 31, column: 13, scope: !41)
!105 = !DILocation(line: 32, column: 5, scope: !41)
!106 = !DILocation(line: 28, column: 33, scope: !41)
!107 = distinct !{!107, !89, !105, !35}
!108 = !DILocation(line: 33, column: 5, scope: !41)
!109 = !DILocation(line: 33, column: 36, scope: !41)
!110 = !DILocation(line: 33, column: 41, scope: !41)
!111 = !DILocation(line: 33, column: 16, scope: !41)
!112 = !DILocation(line: 33, column: 9, scope: !41)
!113 = !DILocation(line: 34, column: 9, scope: !41)
!114 = !DILocation(line: 34, column: 14, scope: !41)
!115 = !DILocation(line: 35, column: 26, scope: !41)
!116 = !DILocation(line: 35, column: 18, scope: !41)
!117 = !DILocation(line: 35, column: 9, scope: !41)
!118 = !DILocation(line: 35, column: 24, scope: !41)
!119 = !DILocation(line: 36, column: 5, scope: !41)
!120 = !DILocation(line: 37, column: 5, scope: !41)
!121 = !DILocation(line: 37, column: 9, scope: !41)
!122 = !DILocation(line: 37, column: 21, scope: !41)
!123 = !DILocation(line: 38, column: 10, scope: !41)
!124 = !DILocation(line: 38, column: 14, scope: !41)
!125 = !DILocation(line: 38, column: 21, scope: !41)
!126 = !DILocation(line: 38, column: 23, scope: !41)
!127 = !DILocation(line: 38, column: 5, scope: !41)
!128 = !DILocation(line: 39, column: 19, scope: !41)
!129 = !DILocation(line: 39, column: 23, scope: !41)
!130 = !DILocation(line: 39, column: 21, scope: !41)
!131 = !DILocation(line: 39, column: 39, scope: !41)
!132 = !DILocation(line: 39, column: 30, scope: !41)
!133 = !DILocation(line: 39, column: 16, scope: !41)
!134 = !DILocation(line: 40, column: 27, scope: !41)
!135 = !DILocation(line: 40, column: 18, scope: !41)
!136 = !DILocation(line: 40, column: 15, scope: !41)
!137 = !DILocation(line: 41, column: 5, scope: !41)
!138 = !DILocation(line: 38, column: 33, scope: !41)
!139 = distinct !{!139, !127, !137, !35}
!140 = !DILocation(line: 42, column: 5, scope: !41)
!141 = !DILocation(line: 42, column: 18, scope: !41)
!142 = !DILocation(line: 42, column: 27, scope: !41)
!143 = !DILocation(line: 42, column: 25, scope: !41)
!144 = !DILocation(line: 42, column: 34, scope: !41)
!145 = !DILocation(line: 42, column: 32, scope: !41)
!146 = !DILocation(line: 42, column: 9, scope: !41)
!147 = !DILocation(line: 43, column: 10, scope: !41)
!148 = !DILocation(line: 43, column: 14, scope: !41)
!149 = !DILocation(line: 43, column: 21, scope: !41)
!150 = !DILocation(line: 43, column: 23, scope: !41)
!151 = !DILocation(line: 43, column: 5, scope: !41)
!152 = !DILocation(line: 44, column: 29, scope: !41)
!153 = !DILocation(line: 44, column: 11, scope: !41)
!154 = !DILocation(line: 44, column: 13, scope: !41)
!155 = !DILocation(line: 44, column: 23, scope: !41)
!156 = !DILocation(line: 44, column: 21, scope: !41)
!157 = !DILocation(line: 44, column: 9, scope: !41)
!158 = !DILocation(line: 44, column: 26, scope: !41)
!159 = !DILocation(line: 43, column: 33, scope: !41)
!160 = distinct !{!160, !151, !152, !35}
!161 = !DILocation(line: 45, column: 9, scope: !41)
!162 = !DILocation(line: 45, column: 11, scope: !41)
!163 = !DILocation(line: 45, column: 16, scope: !41)
!164 = !DILocation(line: 45, column: 19, scope: !41)
!165 = !DILocation(line: 46, column: 28, scope: !41)
!166 = !DILocation(line: 46, column: 9, scope: !41)
!167 = !DILocation(line: 46, column: 14, scope: !41)
!168 = !DILocation(line: 46, column: 26, scope: !41)
!169 = !DILocation(line: 47, column: 5, scope: !41)
!170 = !DILocation(line: 49, column: 10, scope: !41)
!171 = !DILocation(line: 49, column: 14, scope: !41)
!172 = !DILocation(line: 49, column: 21, scope: !41)
!173 = !DILocation(line: 49, column: 23, scope: !41)
!174 = !DILocation(line: 49, column: 5, scope: !41)
!175 = !DILocation(line: 50, column: 9, scope: !41)
!176 = !DILocation(line: 50, column: 17, scope: !41)
!177 = !DILocation(line: 50, column: 19, scope: !41)
!178 = !DILocation(line: 50, column: 29, scope: !41)
!179 = !DILocation(line: 50, column: 27, scope: !41)
!180 = !DILocation(line: 50, column: 13, scope: !41)
!181 = !DILocation(line: 51, column: 13, scope: !41)
!182 = !DILocation(line: 51, column: 20, scope: !41)
!183 = !DILocation(line: 51, column: 18, scope: !41)
!184 = !DILocation(line: 51, column: 24, scope: !41)
!185 = !DILocation(line: 51, column: 22, scope: !41)
!186 = !DILocation(line: 52, column: 31, scope: !41)
!187 = !DILocation(line: 52, column: 29, scope: !41)
!188 = !DILocation(line: 52, column: 13, scope: !41)
!189 = !DILocation(line: 52, column: 17, scope: !41)
!190 = !DILocation(line: 52, column: 24, scope: !41)
!191 = !DILocation(line: 52, column: 22, scope: !41)
!192 = !DILocation(line: 52, column: 27, scope: !41)
!193 = !DILocation(line: 53, column: 5, scope: !41)
!194 = !DILocation(line: 49, column: 33, scope: !41)
!195 = distinct !{!195, !174, !193, !35}
!196 = !DILocation(line: 54, column: 1, scope: !41)
!197 = distinct !DISubprogram(name: "__ferry_get_x", scope: !198, file: !198, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!198 = !DIFile(filename: "/work/main/build/include/ferry/builtin_vars.h", directory: "")
!199 = !DILocation(line: 33, column: 5, scope: !197)
!200 = distinct !DISubprogram(name: "__ferry_get_x", scope: !198, file: !198, line: 39, type: !10, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!201 = !DILocation(line: 39, column: 5, scope: !200)
