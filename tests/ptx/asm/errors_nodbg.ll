; EXPECT-FAIL
; Without debug locations the error names the source file and the
; function; a syntax error in a template with a label of its own.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: errors_nodbg.ll: error: in 'g': in asm: expected ',' or ';', got end of input (asm text 2:6: "L1 %0")
define i32 @g(i32 %a) {
  %r = call i32 asm "mov.u32 $0, $1;\0AL1 $0", "=r,r"(i32 %a)
  ret i32 %r
}
