#include "CLineBreaks.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>

/// A line break iterator for language-neutral rules, opened once (opening one loads its rules) and cloned for
/// each use, since an iterator holds the position of one walk.
static UBreakIterator *prototype;
static pthread_once_t prototypeOnce = PTHREAD_ONCE_INIT;

static void openPrototype(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return;
    }
    prototype = iterator;
}

int reflow_line_breaks(const char *text, int length, char *breaks) {
    if (length <= 0) return 0;
    memset(breaks, 0, (size_t)length);
    pthread_once(&prototypeOnce, openPrototype);
    if (!prototype) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_clone(prototype, &status);
    UText *utext = utext_openUTF8(NULL, text, length, &status);
    if (U_SUCCESS(status)) ubrk_setUText(iterator, utext, &status);
    int ok = U_SUCCESS(status);
    if (ok) {
        // Over UTF-8 text the iterator's positions are byte offsets.
        for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
            if (position > 0 && position < length && ubrk_getRuleStatus(iterator) < UBRK_LINE_HARD) {
                breaks[position - 1] = 1;
            }
        }
    }
    if (iterator) ubrk_close(iterator);
    if (utext) utext_close(utext);
    return ok;
}
