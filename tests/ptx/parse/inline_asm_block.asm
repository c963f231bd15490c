{ .reg .pred p; setp.ne.b32 p, %r1, 0; selp.u32 %r2, 1, 0, p; }
