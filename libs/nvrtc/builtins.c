/* libnvrtc-builtins: the toolkit ships NVRTC's built-in headers as a
 * library of their own, which CMake's CUDA::nvrtc_builtins and
 * CUDA::nvrtc_builtins_static name.  Ferry's NVRTC reads Ferry's include/
 * instead, so the library only has to be there; this says which it is. */
#pragma GCC visibility push(default)
const char *ferryNvrtcBuiltins(void);
#pragma GCC visibility pop

const char *ferryNvrtcBuiltins(void)
{
    return "Ferry: NVRTC's built-in headers are Ferry's include/";
}
