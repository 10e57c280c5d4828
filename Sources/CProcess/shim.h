// The Linux process calls Reflow's preview processes need that Swift cannot make itself: prctl is variadic.
// No X11 here.
#ifndef REFLOW_CPROCESS_SHIM_H
#define REFLOW_CPROCESS_SHIM_H

#include <sys/prctl.h>

/// prctl is variadic: asks the kernel to send `signal` to this process when the thread that started it ends
/// (PR_SET_PDEATHSIG), so that a preview process cannot outlive `reflow preview`, even one killed with
/// SIGKILL. Returns 0 on success, -1 with errno set.
static inline int reflow_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

#endif
