# The same suite's Makefile for Tesla GPUs (CUDA 2 and 3): -arch=sm_13,
# opencc options, a register limit and ptxas's resource report.
NVCC ?= nvcc
NVCCFLAGS = -O2 -arch=sm_13 -maxrregcount=32 --ptxas-options=-v -Xopencc -OPT:unroll_size=200000

all: reduce_tesla

reduce_tesla.o: reduce.cu
	$(NVCC) $(NVCCFLAGS) -DWANT_ARCH=130 -c reduce.cu -o $@

reduce_tesla: reduce_tesla.o
	$(NVCC) -arch=sm_13 reduce_tesla.o -o $@

clean:
	rm -f reduce_tesla *.o

.PHONY: all clean
