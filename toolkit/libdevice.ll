; nvvm/libdevice/libdevice.10.bc is built from this file.
;
; NVIDIA's libdevice is the bitcode library of device math functions that
; its compiler links into device code.  Ferry's device math lives in its
; headers and lowering, and nothing in Ferry reads this file: it exists
; because CMake requires <toolkit>/nvvm/libdevice to exist before it accepts
; an nvcc (it looks for the directory NVVMIR_LIBRARY_DIR names), and tools
; that check for libdevice.10.bc find a real, if empty, bitcode module.
target triple = "nvptx64-nvidia-cuda"

!ferry.placeholder = !{!0}
!0 = !{!"Ferry: placeholder libdevice for build tools; holds no functions"}
