#include "CMallocStatistics.h"
#include <malloc.h>

size_t reflow_malloc_bytes_in_use(void) {
    // glibc 2.33 and later; mallinfo2 sums every arena, so allocations on other threads count too.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
