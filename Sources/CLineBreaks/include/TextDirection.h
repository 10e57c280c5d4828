// The direction of a paragraph by the Unicode bidirectional algorithm's rule P2, from ICU's character
// directions (Debian: libicu-dev). Plain C types only, as in CLineBreaks.h.
#ifndef REFLOW_TEXTDIRECTION_H
#define REFLOW_TEXTDIRECTION_H

/// The direction of the first strong character of the `length` bytes of UTF-8 `text` (UAX #9 rule P2,
/// characters inside isolates skipped): 1 for left to right, -1 for right to left (Hebrew, Arabic, …), 0 when
/// it has none (digits, punctuation, spaces only). Safe to call from any thread.
int reflow_first_strong_direction(const char *text, int length);

#endif
