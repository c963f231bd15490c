# Convenience front end over CMake. `make` builds into build/, `make test`
# builds and runs every test, `make install PREFIX=dir` installs a tree laid
# out like a CUDA toolkit, `make deps` installs the Debian packages needed.
#
# The tree goes to its own directory, /usr/local/ferry, as NVIDIA's goes to
# /usr/local/cuda-X.Y: its include/ holds cuda_runtime.h and the rest, which
# must not mix with another toolkit's copies in /usr/local/include, and its
# lib64/ holds a libcudart.so.12.  nvcc reaches the PATH through links in
# LINKDIR (default /usr/local/bin when PREFIX is the default; LINKDIR= for
# none), or through `source PREFIX/bin/ferry-env`.  A LINKDIR/nvcc that is
# not already a link to Ferry's (NVIDIA's, say) is left alone.
PREFIX ?= /usr/local/ferry
LINKDIR ?= $(if $(filter /usr/local/ferry,$(PREFIX)),/usr/local/bin,)
BUILD ?= build
JOBS ?= $(shell nproc)
DEPS = clang-19 llvm-19-dev lld-19 llvm-19-tools libomp-19-dev cmake make gcc g++ libc6-dev python3 python3-venv qemu-user \
       ninja-build ccache libmpfr-dev python3-pip libthrust-dev libcub-dev \
       libopenblas-dev liblapacke-dev libfftw3-dev

.PHONY: all build deps test test-long install demo bench bench-compile clean mathcheck api-list

all: build

deps:
	@if ! command -v clang-19 >/dev/null || ! command -v llvm-config-19 >/dev/null \
	   || ! command -v ld.lld-19 >/dev/null || ! test -x /usr/lib/llvm-19/bin/FileCheck \
	   || ! command -v cmake >/dev/null || ! command -v g++ >/dev/null \
	   || ! command -v qemu-x86_64 >/dev/null || ! command -v ninja >/dev/null \
	   || ! command -v ccache >/dev/null || ! python3 -c 'import ensurepip' 2>/dev/null \
	   || ! test -f /usr/lib/llvm-19/lib/clang/19/include/omp.h \
	   || ! test -f /usr/include/mpfr.h || ! python3 -m pip --version >/dev/null 2>&1 \
	   || ! test -f /usr/include/thrust/version.h || ! test -f /usr/include/cub/version.cuh \
	   || ! test -f /usr/include/fftw3.h || ! test -f /usr/include/lapacke.h \
	   || ! test -f /usr/include/x86_64-linux-gnu/cblas-openblas.h; then \
	  echo "make deps: installing $(DEPS)"; \
	  SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(DEPS); \
	fi

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_INSTALL_PREFIX=$(PREFIX)

build: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -LE long

# The tests `make test` leaves out to keep CI short: the PTX differential
# tests of programs with nothing architecture-specific at sm_80 and sm_90.
test-long: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L long

install: build
	cmake --install $(BUILD) --prefix $(PREFIX)
	@if [ -n "$(LINKDIR)" ]; then \
	  mkdir -p "$(LINKDIR)"; \
	  p=$$(cd "$(PREFIX)" && pwd -P); \
	  for f in nvcc ferry-env; do \
	    l="$(LINKDIR)/$$f"; \
	    if [ -e "$$l" -o -L "$$l" ] && [ "$$(readlink "$$l")" != "$$p/bin/$$f" ]; then \
	      echo "install: $$l exists and is not Ferry's; left alone (use: source $$p/bin/ferry-env)"; \
	    else \
	      ln -sfn "$$p/bin/$$f" "$$l" && echo "install: $$l -> $$p/bin/$$f"; \
	    fi; \
	  done; \
	fi

# The main job: build Ferry, then compile and run a CUDA example on the CPU.
demo: build
	$(BUILD)/bin/nvcc -O2 examples/vector_add.cu -o $(BUILD)/vector_add
	$(BUILD)/vector_add

# The long form of the math accuracy test (tests/math/README.md): every float
# through each single-precision one-argument function (multi-threaded; hours
# on a few cores), 10^6 inputs for every other function; writes
# docs/math-accuracy.md.  MATHCHECK=... replaces the sizes, e.g.
# MATHCHECK="--n1 1000000 --n2 100000 --nd 100000 --ncr 1000000" for a moderate run.
MATHCHECK ?= --exhaustive --n2 1000000 --nd 1000000 --ncr 1000000
mathcheck: build
	bash tests/math/run.sh $(abspath $(BUILD))/bin/nvcc $(abspath $(BUILD))/mathcheck_work $(MATHCHECK) \
	  --report $(CURDIR)/docs/math-accuracy.md

# docs/api-functions.md: every runtime and driver API function and its state.
api-list: build
	python3 tests/api/api_list.py $(CURDIR) $(abspath $(BUILD))/lib64/libcudart.so > docs/api-functions.md

bench: build
	$(MAKE) -C bench NVCC=$(abspath $(BUILD))/bin/nvcc

# How each compile stage grows with program size (bench/compile/), and the
# ratios to NVIDIA's nvcc where it is installed.
bench-compile: build
	$(MAKE) -C bench compile NVCC=$(abspath $(BUILD))/bin/nvcc

clean:
	rm -rf $(BUILD)
