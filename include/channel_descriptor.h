/* cudaCreateChannelDesc<T>(): the channel format of an element type, for
 * C++ (the C function cudaCreateChannelDesc(x, y, z, w, f) is in
 * ferry/rt_texture.h, reached through cuda_runtime_api.h). */
#ifndef FERRY_CHANNEL_DESCRIPTOR_H
#define FERRY_CHANNEL_DESCRIPTOR_H
#define __CHANNEL_DESCRIPTOR_H__ /* the toolkit's guard */

#include "cuda_runtime_api.h"

#if defined(__cplusplus)

/* A type without a channel format: all channels empty. */
template <class T> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void)
{
    return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf1(void)
{
    return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf2(void)
{
    return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDescHalf4(void)
{
    return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

#define __FERRY_CHANNEL(T, n, b, k)                                                                                   \
    template <> __inline__ __host__ cudaChannelFormatDesc cudaCreateChannelDesc<T>(void)                              \
    {                                                                                                                 \
        return cudaCreateChannelDesc(b, (n) > 1 ? (b) : 0, (n) > 2 ? (b) : 0, (n) > 3 ? (b) : 0, k);                  \
    }
/* The scalar type and its 1-, 2- and 4-vectors. */
#define __FERRY_CHANNELS(S, V, b, k)                                                                                  \
    __FERRY_CHANNEL(S, 1, b, k)                                                                                       \
    __FERRY_CHANNEL(V##1, 1, b, k)                                                                                    \
    __FERRY_CHANNEL(V##2, 2, b, k)                                                                                    \
    __FERRY_CHANNEL(V##4, 4, b, k)

/* Plain char is signed or not as the host ABI says. */
__FERRY_CHANNEL(char, 1, 8, ((char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned))
__FERRY_CHANNELS(signed char, char, 8, cudaChannelFormatKindSigned)
__FERRY_CHANNELS(unsigned char, uchar, 8, cudaChannelFormatKindUnsigned)
__FERRY_CHANNELS(short, short, 16, cudaChannelFormatKindSigned)
__FERRY_CHANNELS(unsigned short, ushort, 16, cudaChannelFormatKindUnsigned)
__FERRY_CHANNELS(int, int, 32, cudaChannelFormatKindSigned)
__FERRY_CHANNELS(unsigned int, uint, 32, cudaChannelFormatKindUnsigned)
__FERRY_CHANNELS(float, float, 32, cudaChannelFormatKindFloat)

#undef __FERRY_CHANNELS
#undef __FERRY_CHANNEL

#endif

#endif
