// Where a line may break, by the Unicode line breaking algorithm (UAX #14), from ICU's line break iterator
// (Debian: libicu-dev). Only plain C types cross this header: ICU's own headers stay in LineBreaks.c, since
// Foundation brings a copy of ICU whose type definitions Swift would otherwise see twice.
#ifndef REFLOW_CLINEBREAKS_H
#define REFLOW_CLINEBREAKS_H

/// Sets `breaks[i]` to 1 where a line may break after byte `i` of the `length` bytes of UTF-8 `text` (an
/// opportunity, not a forced break), 0 elsewhere. Returns 0, with every entry 0, when ICU could not say.
/// Safe to call from any thread.
int reflow_line_breaks(const char *text, int length, char *breaks);

#include "TextDirection.h"

#endif
