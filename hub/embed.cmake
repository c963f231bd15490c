# cmake -DIN=file.bc -DOUT=file.c -DNAME=symbol -P embed.cmake: the bytes
# of IN as a C array NAME and its size NAME_size.
file(READ ${IN} hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
file(WRITE ${OUT} "/* Generated from ${IN} by hub/embed.cmake. */\n#include <stddef.h>\n"
  "extern const unsigned char ${NAME}[];\nextern const size_t ${NAME}_size;\n"
  "_Alignas(16) const unsigned char ${NAME}[] = {${body}};\n"
  "const size_t ${NAME}_size = sizeof ${NAME};\n")
