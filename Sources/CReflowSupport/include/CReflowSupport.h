// What the layout engine needs from C that Swift does not offer: a hint to the processor to start fetching
// memory that the engine will read soon. No X11 here; the engine stays display-free.
#ifndef REFLOW_SUPPORT_H
#define REFLOW_SUPPORT_H

/// Starts fetching the cache line at `address` for reading; never faults, whatever the address.
static inline void reflow_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
