// HarfBuzz and fontconfig for Swift: what ReflowText shapes and finds fonts with, without a display.
#ifndef REFLOW_CHARFBUZZ_SHIM_H
#define REFLOW_CHARFBUZZ_SHIM_H

#include <stddef.h>
#include <hb.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>

/// A copy of `request` that also asks for a scalable font covering `codepoint`, in colour when `color` is
/// set: the request for a fallback face. Charsets are built in C for brevity. The caller destroys it.
static inline FcPattern *reflow_text_pattern_with_codepoint(FcPattern *request, FcChar32 codepoint, int color) {
    FcPattern *pattern = FcPatternDuplicate(request);
    if (!pattern) return NULL;
    FcCharSet *set = FcCharSetCreate();
    if (!set) { FcPatternDestroy(pattern); return NULL; }
    FcCharSetAddChar(set, codepoint);
    FcPatternDel(pattern, FC_CHARSET);
    FcPatternAddCharSet(pattern, FC_CHARSET, set);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    if (color) {
        FcPatternDel(pattern, FC_COLOR);
        FcPatternAddBool(pattern, FC_COLOR, FcTrue);
    }
    FcCharSetDestroy(set);
    return pattern;
}

/// HB_TAG is a macro.
static inline hb_tag_t reflow_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }

#endif
