; A thread loop is vectorized without interleaving, so that a row of 16
; threads (16x16 blocks: hotspot, srad, lud, backprop) takes the vector
; path: with LLVM's interleaving of 4, x86-64-v3's loops wanted 32 threads
; or more before they left the scalar loop, and 16-wide rows never did
; (bench/kernels/hotspot.cu 26 -> 19 ms, transpose 10 -> 9, nw 53 -> 44 on
; a Xeon; sgemm 39 -> 39-48, the one that lost).
; LOWER-FLAGS: --mcpu=x86-64-v3 -O3 --module-id=00000000000000c6
; Source: bench/kernels/hotspot.cu (nvcc -keep, opt -strip-debug).
; CHECK-NOT: min.iters.check{{[0-9]*}} = icmp ult i32 %{{[^,]+}}, {{(1[7-9]|[2-9][0-9])$}}
; CHECK: vector.body
; CHECK-NOT: min.iters.check{{[0-9]*}} = icmp ult i32 %{{[^,]+}}, {{(1[7-9]|[2-9][0-9])$}}
; ModuleID = 'hs.bc'
source_filename = "/work/main/bench/kernels/hotspot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__ferry_threadIdx_t = type { i8 }
%struct.__ferry_blockIdx_t = type { i8 }

$_ZN19__ferry_threadIdx_t13__ferry_get_xEv = comdat any

$_ZN19__ferry_threadIdx_t13__ferry_get_yEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_xEv = comdat any

$_ZN18__ferry_blockIdx_t13__ferry_get_yEv = comdat any

@_ZZ7hotspotPKfS0_PfiE1t = internal addrspace(3) global [18 x [18 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__ferry_blockIdx_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7hotspotPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca float, align 4
  store ptr %0, ptr %5, align 8, !tbaa !7
  store ptr %1, ptr %6, align 8, !tbaa !7
  store ptr %2, ptr %7, align 8, !tbaa !7
  store i32 %3, ptr %8, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %15 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_xEv() #6
  store i32 %15, ptr %9, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %16 = call noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #6
  store i32 %16, ptr %10, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  %17 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #6
  %18 = mul i32 %17, 16
  %19 = load i32, ptr %9, align 4, !tbaa !11
  %20 = add i32 %18, %19
  store i32 %20, ptr %11, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #5
  %21 = call noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #6
  %22 = mul i32 %21, 16
  %23 = load i32, ptr %10, align 4, !tbaa !11
  %24 = add i32 %22, %23
  store i32 %24, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #5
  %25 = load i32, ptr %12, align 4, !tbaa !11
  %26 = sext i32 %25 to i64
  %27 = load i32, ptr %8, align 4, !tbaa !11
  %28 = sext i32 %27 to i64
  %29 = mul i64 %26, %28
  %30 = load i32, ptr %11, align 4, !tbaa !11
  %31 = sext i32 %30 to i64
  %32 = add i64 %29, %31
  store i64 %32, ptr %13, align 8, !tbaa !13
  %33 = load ptr, ptr %5, align 8, !tbaa !7
  %34 = load i64, ptr %13, align 8, !tbaa !13
  %35 = getelementptr inbounds float, ptr %33, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !15
  %37 = load i32, ptr %10, align 4, !tbaa !11
  %38 = add nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %39
  %41 = load i32, ptr %9, align 4, !tbaa !11
  %42 = add nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [18 x float], ptr %40, i64 0, i64 %43
  store float %36, ptr %44, align 4, !tbaa !15
  %45 = load i32, ptr %9, align 4, !tbaa !11
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %65

47:                                               ; preds = %4
  %48 = load ptr, ptr %5, align 8, !tbaa !7
  %49 = load i32, ptr %11, align 4, !tbaa !11
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %54

51:                                               ; preds = %47
  %52 = load i64, ptr %13, align 8, !tbaa !13
  %53 = sub i64 %52, 1
  br label %56

54:                                               ; preds = %47
  %55 = load i64, ptr %13, align 8, !tbaa !13
  br label %56

56:                                               ; preds = %54, %51
  %57 = phi i64 [ %53, %51 ], [ %55, %54 ]
  %58 = getelementptr inbounds float, ptr %48, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !15
  %60 = load i32, ptr %10, align 4, !tbaa !11
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %62
  %64 = getelementptr inbounds [18 x float], ptr %63, i64 0, i64 0
  store float %59, ptr %64, align 4, !tbaa !15
  br label %65

65:                                               ; preds = %56, %4
  %66 = load i32, ptr %9, align 4, !tbaa !11
  %67 = icmp eq i32 %66, 15
  br i1 %67, label %68, label %88

68:                                               ; preds = %65
  %69 = load ptr, ptr %5, align 8, !tbaa !7
  %70 = load i32, ptr %11, align 4, !tbaa !11
  %71 = load i32, ptr %8, align 4, !tbaa !11
  %72 = sub nsw i32 %71, 1
  %73 = icmp slt i32 %70, %72
  br i1 %73, label %74, label %77

74:                                               ; preds = %68
  %75 = load i64, ptr %13, align 8, !tbaa !13
  %76 = add i64 %75, 1
  br label %79

77:                                               ; preds = %68
  %78 = load i64, ptr %13, align 8, !tbaa !13
  br label %79

79:                                               ; preds = %77, %74
  %80 = phi i64 [ %76, %74 ], [ %78, %77 ]
  %81 = getelementptr inbounds float, ptr %69, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !15
  %83 = load i32, ptr %10, align 4, !tbaa !11
  %84 = add nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %85
  %87 = getelementptr inbounds [18 x float], ptr %86, i64 0, i64 17
  store float %82, ptr %87, align 4, !tbaa !15
  br label %88

88:                                               ; preds = %79, %65
  %89 = load i32, ptr %10, align 4, !tbaa !11
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %110

91:                                               ; preds = %88
  %92 = load ptr, ptr %5, align 8, !tbaa !7
  %93 = load i32, ptr %12, align 4, !tbaa !11
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %95, label %100

95:                                               ; preds = %91
  %96 = load i64, ptr %13, align 8, !tbaa !13
  %97 = load i32, ptr %8, align 4, !tbaa !11
  %98 = sext i32 %97 to i64
  %99 = sub i64 %96, %98
  br label %102

100:                                              ; preds = %91
  %101 = load i64, ptr %13, align 8, !tbaa !13
  br label %102

102:                                              ; preds = %100, %95
  %103 = phi i64 [ %99, %95 ], [ %101, %100 ]
  %104 = getelementptr inbounds float, ptr %92, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !15
  %106 = load i32, ptr %9, align 4, !tbaa !11
  %107 = add nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %108
  store float %105, ptr %109, align 4, !tbaa !15
  br label %110

110:                                              ; preds = %102, %88
  %111 = load i32, ptr %10, align 4, !tbaa !11
  %112 = icmp eq i32 %111, 15
  br i1 %112, label %113, label %134

113:                                              ; preds = %110
  %114 = load ptr, ptr %5, align 8, !tbaa !7
  %115 = load i32, ptr %12, align 4, !tbaa !11
  %116 = load i32, ptr %8, align 4, !tbaa !11
  %117 = sub nsw i32 %116, 1
  %118 = icmp slt i32 %115, %117
  br i1 %118, label %119, label %124

119:                                              ; preds = %113
  %120 = load i64, ptr %13, align 8, !tbaa !13
  %121 = load i32, ptr %8, align 4, !tbaa !11
  %122 = sext i32 %121 to i64
  %123 = add i64 %120, %122
  br label %126

124:                                              ; preds = %113
  %125 = load i64, ptr %13, align 8, !tbaa !13
  br label %126

126:                                              ; preds = %124, %119
  %127 = phi i64 [ %123, %119 ], [ %125, %124 ]
  %128 = getelementptr inbounds float, ptr %114, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !15
  %130 = load i32, ptr %9, align 4, !tbaa !11
  %131 = add nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 17), i64 0, i64 %132
  store float %129, ptr %133, align 4, !tbaa !15
  br label %134

134:                                              ; preds = %126, %110
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #5
  %135 = load i32, ptr %10, align 4, !tbaa !11
  %136 = add nsw i32 %135, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %137
  %139 = load i32, ptr %9, align 4, !tbaa !11
  %140 = add nsw i32 %139, 1
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [18 x float], ptr %138, i64 0, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !15
  store float %143, ptr %14, align 4, !tbaa !15
  %144 = load float, ptr %14, align 4, !tbaa !15
  %145 = load i32, ptr %10, align 4, !tbaa !11
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %146
  %148 = load i32, ptr %9, align 4, !tbaa !11
  %149 = add nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [18 x float], ptr %147, i64 0, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !15
  %153 = load i32, ptr %10, align 4, !tbaa !11
  %154 = add nsw i32 %153, 2
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %155
  %157 = load i32, ptr %9, align 4, !tbaa !11
  %158 = add nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [18 x float], ptr %156, i64 0, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !15
  %162 = fadd contract float %152, %161
  %163 = load float, ptr %14, align 4, !tbaa !15
  %164 = fmul contract float 2.000000e+00, %163
  %165 = fsub contract float %162, %164
  %166 = fmul contract float 0x3FC99999A0000000, %165
  %167 = fadd contract float %144, %166
  %168 = load i32, ptr %10, align 4, !tbaa !11
  %169 = add nsw i32 %168, 1
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %170
  %172 = load i32, ptr %9, align 4, !tbaa !11
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [18 x float], ptr %171, i64 0, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !15
  %176 = load i32, ptr %10, align 4, !tbaa !11
  %177 = add nsw i32 %176, 1
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotPKfS0_PfiE1t to ptr), i64 0, i64 %178
  %180 = load i32, ptr %9, align 4, !tbaa !11
  %181 = add nsw i32 %180, 2
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [18 x float], ptr %179, i64 0, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !15
  %185 = fadd contract float %175, %184
  %186 = load float, ptr %14, align 4, !tbaa !15
  %187 = fmul contract float 2.000000e+00, %186
  %188 = fsub contract float %185, %187
  %189 = fmul contract float 0x3FC99999A0000000, %188
  %190 = fadd contract float %167, %189
  %191 = load float, ptr %14, align 4, !tbaa !15
  %192 = fsub contract float 8.000000e+01, %191
  %193 = fmul contract float 0x3FA99999A0000000, %192
  %194 = fadd contract float %190, %193
  %195 = load ptr, ptr %6, align 8, !tbaa !7
  %196 = load i64, ptr %13, align 8, !tbaa !13
  %197 = getelementptr inbounds float, ptr %195, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !15
  %199 = fmul contract float 5.000000e-01, %198
  %200 = fadd contract float %194, %199
  %201 = load ptr, ptr %7, align 8, !tbaa !7
  %202 = load i64, ptr %13, align 8, !tbaa !13
  %203 = getelementptr inbounds float, ptr %201, i64 %202
  store float %200, ptr %203, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
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
define linkonce_odr dso_local noundef i32 @_ZN19__ferry_threadIdx_t13__ferry_get_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN18__ferry_blockIdx_t13__ferry_get_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

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

!0 = !{ptr @_Z7hotspotPKfS0_Pfi, !"kernel", i32 1}
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
!14 = !{!"long", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !9, i64 0}
