/* Raw 32-bit words of the pseudo generators from any position: Philox by
 * its counter, XORWOW and MRG32k3a by jumps (curand_ferry.h), MT19937 from
 * the generator's engine. */
#include <string.h>

#include "curand_ferry.h"
#include "rand.h"

/* MTGP32 is stood in for by an MT19937 engine seeded apart from the
 * MT19937 generator's (Saito and Matsumoto's MTGP parameter sets are not
 * included). */
static unsigned int mt_seed_word(curandRngType_t type, unsigned long long seed)
{
    unsigned int s = (unsigned int)seed ^ (unsigned int)(seed >> 32);
    return type == CURAND_RNG_PSEUDO_MTGP32 ? s ^ 0x4D544750u : s;
}

void rand_cursor_open(struct rand_cursor *c, const struct rand_task *t)
{
    memset(c, 0, sizeof *c);
    c->type = t->type;
    c->seed = t->seed;
    unsigned long long pos = t->pos;
    switch (t->type) {
    case CURAND_RNG_PSEUDO_PHILOX4_32_10: {
        unsigned int blk[4];
        c->block = pos / 4;
        __ferry_philox_block(c->seed, 0, c->block++, blk);
        c->have = 4;
        c->next = (unsigned int)(pos % 4);
        memcpy(c->buf, blk, sizeof blk);
        break;
    }
    case CURAND_RNG_PSEUDO_XORWOW:
        __ferry_xorwow_seed(&c->d, c->v, c->seed);
        __ferry_xorwow_jump(&c->d, c->v, pos, 0);
        break;
    case CURAND_RNG_PSEUDO_MRG32K3A:
        __ferry_mrg32k3a_seed(c->s1, c->s2, c->seed);
        __ferry_mrg32k3a_jump(c->s1, c->s2, pos, 0);
        break;
    default: { /* MT19937, MTGP32 */
        struct mt_cache *m = &t->gen->mt;
        c->mt = m;
        c->left = rand_task_span(t);
        pthread_mutex_lock(&m->lock);
        if (!m->valid || m->seed != t->seed || m->pos > pos) {
            mt19937_seed(&m->engine, mt_seed_word(t->type, t->seed));
            m->valid = 1;
            m->seed = t->seed;
            m->pos = 0;
        }
        for (; m->pos < pos; m->pos++)
            mt19937_next(&m->engine);
        break;
    }
    }
}

void rand_cursor_refill(struct rand_cursor *c)
{
    unsigned int n = sizeof c->buf / sizeof c->buf[0];
    switch (c->type) {
    case CURAND_RNG_PSEUDO_PHILOX4_32_10:
        for (unsigned int i = 0; i < n; i += 4)
            __ferry_philox_block(c->seed, 0, c->block++, c->buf + i);
        break;
    case CURAND_RNG_PSEUDO_XORWOW:
        for (unsigned int i = 0; i < n; i++)
            c->buf[i] = __ferry_xorwow_next(&c->d, c->v);
        break;
    case CURAND_RNG_PSEUDO_MRG32K3A:
        for (unsigned int i = 0; i < n; i++)
            c->buf[i] = __ferry_mrg32k3a_next(c->s1, c->s2);
        break;
    default:
        /* no words past the task's span, so that the engine stands where
         * the next task begins */
        if (c->left && c->left < n)
            n = (unsigned int)c->left;
        c->left -= c->left ? n : 0;
        for (unsigned int i = 0; i < n; i++)
            c->buf[i] = mt19937_next(&c->mt->engine);
        c->mt->pos += n;
        break;
    }
    c->have = n;
    c->next = 0;
}

void rand_cursor_close(struct rand_cursor *c)
{
    if (c->mt) {
        if (c->have != c->next)
            c->mt->valid = 0; /* stands past the task's end: restart */
        pthread_mutex_unlock(&c->mt->lock);
    }
}
