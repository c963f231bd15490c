; Bodies that branch: the call's block is split, the code after the call
; moves to asm.cont, and phis of the successors are rebuilt to name it.
; Labels are scoped per asm statement (the same name in two statements;
; ${:uid} from %=), registers and predicates declared in the body are
; scoped to it ({ } or not), guards become branches.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @guard_phi(
; CHECK: entry:
; CHECK: %p = alloca i1
; CHECK: icmp sgt i32
; CHECK: store i1 %{{.*}}, ptr %p
; CHECK: [[C:%.*]] = load i1, ptr %p
; CHECK: br i1 [[C]], label %guarded, label %cont
; CHECK: guarded:
; CHECK: br label %cont
; CHECK: cont:
; CHECK: [[R:%.*]] = load i32, ptr %asm0.0
; CHECK: br label %asm.cont
; CHECK: asm.cont:
; CHECK-NEXT: br i1 %c, label %join, label %other
; CHECK: join:
; CHECK-NEXT: %v = phi i32 [ [[R]], %asm.cont ], [ 0, %other ]
define i32 @guard_phi(i32 %x, i1 %c) {
entry:
  %r = call i32 asm "{ .reg .pred p;\0A\09setp.gt.s32 p, $1, 0;\0A\09mov.u32 $0, 0;\0A\09@p mov.u32 $0, $1; }", "=&r,r"(i32 %x)
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %v = phi i32 [ %r, %entry ], [ 0, %other ]
  ret i32 %v
}

; A loop in the asm, with labels named through %= (${:uid}); the same
; plain label L in two statements; a self-loop block holding asm keeps
; its back edge and its phi.
; CHECK-LABEL: define i32 @loops(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i.next, %asm.cont{{[0-9]*}} ]
; CHECK: LOOP_1:
; CHECK: br i1 %{{.*}}, label %END_1, label %fall
; CHECK: END_1:
; CHECK: L:
; CHECK: {{L[0-9]+}}:
; CHECK: asm.cont{{[0-9]*}}:
; CHECK: %i.next = add i32 %i, 1
; CHECK: br i1 %done, label %exit, label %loop
define i32 @loops(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %n = call i32 asm "{ .reg .pred z; .reg .u32 t;\0A\09mov.u32 $0, 0;\0A\09mov.u32 t, $1;\0ALOOP_${:uid}:\0A\09setp.eq.u32 z, t, 0;\0A\09@z bra END_${:uid};\0A\09shr.u32 t, t, 1;\0A\09add.u32 $0, $0, 1;\0A\09bra LOOP_${:uid};\0AEND_${:uid}:\0A\09}", "=&r,r"(i32 %x)
  %a = call i32 asm "bra L;\0AL:\0A\09mov.u32 $0, 1;", "=r"()
  %b = call i32 asm "bra L;\0AL:\0A\09mov.u32 $0, 2;", "=r"()
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, 4
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %n
}

; Declarations without braces are scoped to their statement too.
; CHECK-LABEL: define i32 @unbraced(
; CHECK: %q = alloca i1
; CHECK: %q1 = alloca i1
define i32 @unbraced(i32 %x) {
  %a = call i32 asm ".reg .pred q;\0A\09setp.ne.u32 q, $1, 0;\0A\09selp.u32 $0, 1, 0, q;", "=r,r"(i32 %x)
  %b = call i32 asm ".reg .pred q;\0A\09setp.eq.u32 q, $1, 0;\0A\09selp.u32 $0, 1, 0, q;", "=r,r"(i32 %a)
  ret i32 %b
}

; exit in a kernel's own body returns from the kernel.
; CHECK-LABEL: define void @k(
; CHECK: ret void
; CHECK: ret void
define void @k(i32 %x) {
  call void asm sideeffect "{ .reg .pred p;\0A\09setp.eq.u32 p, $0, 0;\0A\09@p exit; }", "r"(i32 %x)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
