// Counts heap allocations for refreshkit-benchmark by replacing malloc and its
// relatives with functions that count and forward to glibc's implementation.
// Linked into the benchmark only; on other C libraries it counts nothing.
#include "RefreshMallocCounter.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;

static inline void count_one(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t refreshkit_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int refreshkit_allocation_counting_available(void) { return 1; }

#else

uint64_t refreshkit_allocation_count(void) { return 0; }

int refreshkit_allocation_counting_available(void) { return 0; }

#endif
