# CCCL (Thrust, CUB, libcu++) for Ferry's nvcc, as the toolkit ships it:
# the C++ headers of PyPI's cuda-cccl wheel, unpacked into
# lib/cccl/cuda/cccl/headers (the wheel's own layout, which its CMake
# package files expect), searched by nvcc after Ferry's own headers.  Nothing
# of CCCL is in this repository.  Debian's libthrust-dev/libcub-dev (1.17,
# /usr/include) are what `nvcc --ferry-cccl=system` uses instead.
#   -DFERRY_CCCL_WHEEL=FILE   use a downloaded wheel (offline builds)
#   -DFERRY_CCCL=OFF          no CCCL 3 (nvcc falls back to Debian's)
option(FERRY_CCCL "fetch CCCL's headers from PyPI's cuda-cccl wheel" ON)
set(FERRY_CCCL_PYPI "cuda-cccl==1.2.1" CACHE STRING "the pip requirement that names the wheel")
set(FERRY_CCCL_WHEEL "" CACHE FILEPATH "a cuda-cccl wheel to unpack instead of downloading")
set(FERRY_CCCL_ROOT ${CMAKE_BINARY_DIR}/lib/cccl)
set(FERRY_CCCL_HEADERS ${FERRY_CCCL_ROOT}/cuda/cccl/headers)

function(ferry_fetch_cccl)
  set(deps ${CMAKE_BINARY_DIR}/deps/cccl)
  set(wheel "${FERRY_CCCL_WHEEL}")
  if(NOT wheel)
    find_package(Python3 COMPONENTS Interpreter)
    file(REMOVE_RECURSE ${deps})
    # The headers are the same in every wheel of a release: name one
    # platform so that the same file comes down everywhere.
    execute_process(
      COMMAND ${Python3_EXECUTABLE} -m pip download --quiet --no-deps --only-binary=:all:
              --python-version 3.11 --platform manylinux_2_26_x86_64 -d ${deps} ${FERRY_CCCL_PYPI}
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
    file(GLOB wheel ${deps}/cuda_cccl-*.whl)
    if(NOT rc EQUAL 0 OR NOT wheel)
      message(WARNING "CCCL: pip could not download ${FERRY_CCCL_PYPI} (${err}); "
                      "Thrust and CUB will come from Debian's libthrust-dev/libcub-dev only")
      return()
    endif()
  endif()
  set(unpack ${CMAKE_BINARY_DIR}/deps/cccl-unpack)
  file(REMOVE_RECURSE ${unpack} ${FERRY_CCCL_ROOT})
  file(MAKE_DIRECTORY ${unpack})
  execute_process(COMMAND ${CMAKE_COMMAND} -E tar xf ${wheel} cuda/cccl/headers
                  WORKING_DIRECTORY ${unpack} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT EXISTS ${unpack}/cuda/cccl/headers/include/cuda/version)
    message(WARNING "CCCL: ${wheel} has no cuda/cccl/headers/include")
    return()
  endif()
  file(MAKE_DIRECTORY ${FERRY_CCCL_ROOT}/cuda/cccl)
  file(RENAME ${unpack}/cuda/cccl/headers ${FERRY_CCCL_HEADERS})
  file(REMOVE_RECURSE ${unpack})
endfunction()

if(FERRY_CCCL AND NOT EXISTS ${FERRY_CCCL_HEADERS}/include/cuda/version)
  ferry_fetch_cccl()
endif()
if(EXISTS ${FERRY_CCCL_HEADERS}/include/cuda/version)
  file(STRINGS ${FERRY_CCCL_HEADERS}/include/cuda/version v REGEX "#define CCCL_VERSION [0-9]+")
  string(REGEX MATCH "[0-9]+" v "${v}")
  message(STATUS "CCCL ${v} in ${FERRY_CCCL_HEADERS}")
  # find_package(CCCL/Thrust/CUB/libcudacxx) finds these where the
  # toolkit keeps them (lib64/cmake/<name>): through nvcc's place on PATH,
  # or with HINTS ${CUDAToolkit_LIBRARY_DIR}/cmake.
  foreach(pkg cccl thrust cub libcudacxx)
    foreach(part config config-version)
      file(WRITE ${CMAKE_BINARY_DIR}/lib64/cmake/${pkg}/${pkg}-${part}.cmake
           "# Ferry: CCCL's own package file, where the wheel's layout keeps it.\n"
           "include(\"\${CMAKE_CURRENT_LIST_DIR}/../../../lib/cccl/cuda/cccl/headers/lib/cmake/${pkg}/${pkg}-${part}.cmake\")\n")
    endforeach()
  endforeach()
  install(DIRECTORY ${FERRY_CCCL_ROOT} DESTINATION lib USE_SOURCE_PERMISSIONS)
  install(DIRECTORY ${CMAKE_BINARY_DIR}/lib64/cmake DESTINATION lib64)
endif()
