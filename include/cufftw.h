/* cuFFTW, the toolkit's FFTW-compatible interface.  On Ferry's CPU device
 * it is FFTW itself: this header gives FFTW's own declarations (Debian's
 * libfftw3-dev, which Ferry's cuFFT is built on), and -lcufftw links FFTW
 * (lib64/libcufftw.so is a linker script naming it). */
#ifndef FERRY_CUFFTW_H
#define FERRY_CUFFTW_H
#define _CUFFTW_H_ /* the toolkit's guard */

#include <fftw3.h>

#endif
