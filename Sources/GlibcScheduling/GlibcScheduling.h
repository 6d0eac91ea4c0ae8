// glibc's CPU affinity calls, which Swift's Glibc module does not import (it is built without
// _GNU_SOURCE). A system library target: nothing is compiled, the header is only imported.
// The masks are passed as bytes (a cpu_set_t is 128 bytes of bits, one per CPU). With another
// C library (macOS, musl) it declares nothing.
#include <stddef.h>
#if defined(__linux__)
#include <pthread.h>
#if defined(__GLIBC__)
int sched_getcpu(void);
int pthread_getaffinity_np(pthread_t thread, size_t size, void *mask);
int pthread_setaffinity_np(pthread_t thread, size_t size, const void *mask);
int pthread_attr_setaffinity_np(pthread_attr_t *attributes, size_t size, const void *mask);
#endif
#endif
