# ferry_llvm: how Ferry's tools link LLVM.  Statically where llvm-19-dev has
# its component archives (it does on Debian): a tool that maps the shared
# libLLVM spends about 10 ms starting (its relocations and static
# constructors), and ferry-lower runs once for every .cu compiled, where a
# small file compiles in about 110 ms.  FERRY_STATIC_LLVM=OFF links the
# shared library instead.
execute_process(COMMAND ${LLVM_CONFIG} --libdir OUTPUT_VARIABLE FERRY_LLVM_LIBDIR_ OUTPUT_STRIP_TRAILING_WHITESPACE)
set(FERRY_LLVM_COMPONENTS x86 nvptx passes irreader bitreader bitwriter linker)
if(EXISTS ${FERRY_LLVM_LIBDIR_}/libLLVMCore.a)
  option(FERRY_STATIC_LLVM "link LLVM's static component libraries into Ferry's tools" ON)
else()
  set(FERRY_STATIC_LLVM OFF)
endif()

add_library(ferry_llvm INTERFACE)
target_link_directories(ferry_llvm INTERFACE ${FERRY_LLVM_LIBDIR_})
if(FERRY_STATIC_LLVM)
  execute_process(COMMAND ${LLVM_CONFIG} --link-static --libs ${FERRY_LLVM_COMPONENTS}
                  OUTPUT_VARIABLE libs OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "llvm-config --link-static --libs failed")
  endif()
  separate_arguments(libs UNIX_COMMAND "${libs}")
  # LLVM's support library compresses with zlib and zstd; Debian ships
  # zstd's shared object without the -dev link name
  find_library(FERRY_ZSTD NAMES zstd libzstd.so.1 REQUIRED)
  find_library(FERRY_ZLIB NAMES z libz.so.1 REQUIRED)
  find_package(Threads REQUIRED)
  target_link_libraries(ferry_llvm INTERFACE ${libs} ${FERRY_ZLIB} ${FERRY_ZSTD} Threads::Threads
                        ${CMAKE_DL_LIBS} rt m stdc++)
else()
  target_link_libraries(ferry_llvm INTERFACE LLVM-19)
endif()
