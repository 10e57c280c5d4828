// cairo for Swift: the core API, plus the two calls of its Xlib and FreeType back ends that the viewer uses.
//
// Those two are declared here with untyped pointers instead of through cairo-xlib.h and cairo-ft.h, which
// include Xlib, FreeType and fontconfig: CX11 includes those headers too, and the same C declarations in two
// modules make their names ambiguous in a Swift file that imports both. The pointers are passed through
// unchanged, so the calls are the library's own (same symbols, same calling convention).
#ifndef REFLOW_CCAIRO_SHIM_H
#define REFLOW_CCAIRO_SHIM_H

#include <cairo.h>

/// cairo-xlib.h: a surface drawing on `drawable` (a window or pixmap) of `visual`, `width` × `height` pixels.
/// `display` is an Xlib `Display *`, `visual` a `Visual *`.
cairo_public cairo_surface_t *cairo_xlib_surface_create(void *display, unsigned long drawable, void *visual,
                                                        int width, int height);

/// cairo-ft.h: a font face for a fontconfig pattern already matched (it names the file, the face index, the
/// hinting and antialiasing). `pattern` is an `FcPattern *`; cairo keeps its own reference.
cairo_public cairo_font_face_t *cairo_ft_font_face_create_for_pattern(void *pattern);

#endif
