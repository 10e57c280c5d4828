// What the tests need from glibc's malloc that Swift's Glibc module does not offer (it leaves out malloc.h):
// how many bytes are allocated right now, to count what a table frees when it is replaced.
#ifndef REFLOW_MALLOC_STATISTICS_H
#define REFLOW_MALLOC_STATISTICS_H

#include <stddef.h>

/// The bytes malloc has handed out and not had back, over all arenas: the chunks in use (mallinfo2's uordblks)
/// and the large allocations malloc maps by themselves (hblkhd).
size_t reflow_malloc_bytes_in_use(void);

#endif
