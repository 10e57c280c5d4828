// HarfBuzz, FriBidi and fontconfig for Swift: what ReflowText shapes, orders and finds fonts with, without a
// display.
#ifndef REFLOW_CHARFBUZZ_SHIM_H
#define REFLOW_CHARFBUZZ_SHIM_H

#include <stddef.h>
#include <hb.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>
#include <fribidi.h>
#include <stdlib.h>

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

/// The Unicode bidirectional algorithm's embedding level of each of the `length` code points of `text` (one
/// paragraph), its direction taken from its first strong character (left to right when it has none), with
/// FriBidi's paired-bracket handling; the highest level plus one, or 0 when it could not be found. The work
/// arrays FriBidi needs are made and freed here.
static inline int reflow_bidi_levels(const FriBidiChar *text, int length, FriBidiLevel *levels) {
    if (length <= 0) return 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    int result = 0;
    if (types && brackets) {
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        FriBidiParType direction = FRIBIDI_PAR_ON;
        result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels);
    }
    free(types);
    free(brackets);
    return result;
}

/// HB_TAG is a macro.
static inline hb_tag_t reflow_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }

#endif
