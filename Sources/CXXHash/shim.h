// xxHash (Debian's libxxhash-dev) used header-only: XXH_INLINE_ALL compiles the hash into
// the caller, so the binary needs no libxxhash at run time. That mode renames every xxHash
// symbol and type, so Swift calls this one wrapper instead.
#define XXH_INLINE_ALL
#include <xxhash.h>

/// XXH3, 128 bits, of `length` bytes at `bytes` (which may be NULL when `length` is 0).
static inline void tiplint_xxh3_128(const void *bytes, size_t length, unsigned long long *low, unsigned long long *high) {
    XXH128_hash_t hash = XXH3_128bits(bytes, length);
    *low = hash.low64;
    *high = hash.high64;
}
