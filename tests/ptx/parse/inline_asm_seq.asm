mov.u32 %r1, %laneid;
	add.cc.u32 %r2, %r3, %r4;
	addc.u32 %r5, %r6, %r7;
	vshr.u32.u32.u32.clamp.add %r8, %r9, %r10, %r11;
	ld.global.nc.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
	cp.async.wait_group 0;
