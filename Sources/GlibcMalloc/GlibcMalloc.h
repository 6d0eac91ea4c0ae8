// glibc's allocator interface (`malloc_trim`), which Swift's Glibc module does not import.
// A system library target: nothing is compiled, the header is only imported. With another C
// library (macOS, musl) it declares nothing more than <stdlib.h>.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
