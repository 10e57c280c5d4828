// The Linux process calls Reflow's preview processes need that Swift cannot make itself: prctl is variadic, and
// passing a descriptor over a socket needs the control-message macros (CMSG_*), which Swift does not import.
// No X11 here.
#ifndef REFLOW_CPROCESS_SHIM_H
#define REFLOW_CPROCESS_SHIM_H

// No _GNU_SOURCE here: it changes how glibc's headers spell shared types (fd_set's fields), and a module that
// sees them otherwise than Dispatch's does will not build. memfd_create is reached through syscall instead.
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

/// prctl is variadic: asks the kernel to send `signal` to this process when the thread that started it ends
/// (PR_SET_PDEATHSIG), so that a preview process cannot outlive `reflow preview`, even one killed with
/// SIGKILL. Returns 0 on success, -1 with errno set.
static inline int reflow_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

/// Sends `count` bytes on the socket as one message, with `descriptor` attached (SCM_RIGHTS) unless it is -1.
/// Returns what sendmsg returns.
static inline ssize_t reflow_send_message(int socket, const void *bytes, size_t count, int descriptor) {
    struct iovec part = { (void *)bytes, count };
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    char control[CMSG_SPACE(sizeof(int))];
    if (descriptor >= 0) {
        memset(control, 0, sizeof control);
        message.msg_control = control;
        message.msg_controllen = sizeof control;
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(header), &descriptor, sizeof(int));
    }
    return sendmsg(socket, &message, MSG_NOSIGNAL);
}

/// Receives one message of at most `count` bytes; `*descriptor` is the descriptor attached to it, or -1. Returns
/// what recvmsg returns. Descriptors arrive close-on-exec.
static inline ssize_t reflow_receive_message(int socket, void *bytes, size_t count, int *descriptor, int flags) {
    struct iovec part = { bytes, count };
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    char control[CMSG_SPACE(sizeof(int))];
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    *descriptor = -1;
    ssize_t received = recvmsg(socket, &message, flags | MSG_CMSG_CLOEXEC);
    if (received < 0) return received;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
            memcpy(descriptor, CMSG_DATA(header), sizeof(int));
        }
    }
    return received;
}

/// An anonymous file in memory (memfd_create, Linux 3.17), close-on-exec (MFD_CLOEXEC, 1): what a frame's
/// pixels are shared through.
static inline int reflow_memory_file(const char *name) {
    return (int)syscall(SYS_memfd_create, name, 1U);
}

#endif
