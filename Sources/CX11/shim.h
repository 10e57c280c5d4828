// Xlib, Xrender and Xft for Swift: the headers, plus C wrappers for what Swift cannot call directly
// (function-like macros and variadic functions).
#ifndef REFLOW_CX11_SHIM_H
#define REFLOW_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include FT_ADVANCES_H

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

/// FcPatternAddCharSet-based lookup is fine from Swift, but FcPatternBuild is variadic; this adds one
/// code point's charset to a copy of `pattern`, the seed for a fallback font that has that character.
static inline FcPattern *reflow_pattern_with_codepoint(FcPattern *pattern, FcChar32 codepoint) {
    FcPattern *copy = FcPatternDuplicate(pattern);
    FcCharSet *charset = FcCharSetCreate();
    FcCharSetAddChar(charset, codepoint);
    FcPatternAddCharSet(copy, FC_CHARSET, charset);
    FcPatternAddBool(copy, FC_SCALABLE, FcTrue);
    FcCharSetDestroy(charset);
    return copy;
}

/// The unscaled advance of `glyph` in `font`'s face, in design units, and the face's units per em: exact
/// fractional advances, where Xft's XGlyphInfo.xOff is whole pixels. Returns 0 (and sets nothing) when the face
/// is not scalable; the caller then falls back to Xft's advance.
static inline int reflow_design_advance(XftFont *font, FT_UInt glyph, long *advance, int *units_per_em) {
    FT_Face face = XftLockFace(font);
    if (!face) return 0;
    int found = 0;
    FT_Fixed value = 0;
    if ((face->face_flags & FT_FACE_FLAG_SCALABLE) && face->units_per_EM > 0
        && FT_Get_Advance(face, glyph, FT_LOAD_NO_SCALE, &value) == 0) {
        *advance = value;
        *units_per_em = face->units_per_EM;
        found = 1;
    }
    XftUnlockFace(font);
    return found;
}

#endif
