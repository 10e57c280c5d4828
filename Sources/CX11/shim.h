// Xlib, Xrender, XRandR and Xft for Swift: the headers, plus C wrappers for what Swift cannot call directly
// (function-like macros and variadic functions).
#ifndef REFLOW_CX11_SHIM_H
#define REFLOW_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/Xrandr.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>

/// XGetPixel is a macro.
static inline unsigned long reflow_get_pixel(XImage *image, int x, int y) {
    return XGetPixel(image, x, y);
}

/// XDestroyImage is a macro.
static inline void reflow_destroy_image(XImage *image) {
    XDestroyImage(image);
}

/// XCreateIC is variadic: an input context for the window, with the usual preedit/status style.
static inline XIC reflow_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

/// libdispatch's descriptor for the main queue (an eventfd on Linux), readable while blocks wait on it: what
/// Foundation's run loop polls. The window waits on it too, so that `DispatchQueue.main.async` from another thread
/// and `asyncAfter` wake it. Declared by libdispatch's private header only; Foundation links libdispatch.
extern int _dispatch_get_main_queue_handle_4CF(void);

#endif
