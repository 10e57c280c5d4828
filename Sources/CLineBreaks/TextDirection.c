#include "TextDirection.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

int reflow_first_strong_direction(const char *text, int length) {
    int32_t offset = 0;
    int isolates = 0;  // how deep inside LRI/RLI/FSI … PDI the walk is: rule P2 skips what they hold
    while (offset < length) {
        UChar32 c;
        U8_NEXT((const uint8_t *)text, offset, length, c);
        if (c < 0) continue;
        switch (u_charDirection(c)) {
        case U_LEFT_TO_RIGHT_ISOLATE:
        case U_RIGHT_TO_LEFT_ISOLATE:
        case U_FIRST_STRONG_ISOLATE:
            isolates += 1;
            break;
        case U_POP_DIRECTIONAL_ISOLATE:
            if (isolates > 0) isolates -= 1;
            break;
        case U_LEFT_TO_RIGHT:
            if (isolates == 0) return 1;
            break;
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
            if (isolates == 0) return -1;
            break;
        default:
            break;
        }
    }
    return 0;
}
