/* MT19937 (Matsumoto and Nishimura 1998) with its init_genrand seeding. */
#include "rand.h"

void mt19937_seed(struct mt19937 *m, unsigned int s)
{
    m->mt[0] = s;
    for (int i = 1; i < 624; i++)
        m->mt[i] = 1812433253u * (m->mt[i - 1] ^ (m->mt[i - 1] >> 30)) + (unsigned int)i;
    m->idx = 624;
}

static void twist(struct mt19937 *m)
{
    for (int i = 0; i < 624; i++) {
        unsigned int y = (m->mt[i] & 0x80000000u) | (m->mt[(i + 1) % 624] & 0x7fffffffu);
        m->mt[i] = m->mt[(i + 397) % 624] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    m->idx = 0;
}

unsigned int mt19937_next(struct mt19937 *m)
{
    if (m->idx >= 624)
        twist(m);
    unsigned int y = m->mt[m->idx++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    return y ^ (y >> 18);
}
