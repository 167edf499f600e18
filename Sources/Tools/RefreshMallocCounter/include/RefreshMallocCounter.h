#ifndef REFRESH_MALLOC_COUNTER_H
#define REFRESH_MALLOC_COUNTER_H

#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, memalign, posix_memalign,
/// aligned_alloc) made by the whole process so far. Counted only where the
/// C library is glibc, which lets this target replace malloc and forward to
/// glibc's own __libc_malloc; elsewhere it stays 0.
uint64_t refreshkit_allocation_count(void);

/// 1 where allocations are counted (glibc), 0 elsewhere.
int refreshkit_allocation_counting_available(void);

#endif
