// libpng for Swift. ReflowX11 uses only its simplified API (png_image), which reports errors through the
// png_image structure instead of longjmp, so no C wrappers for calls are needed.
#ifndef REFLOW_CPNG_SHIM_H
#define REFLOW_CPNG_SHIM_H

#include <png.h>

/// PNG_FORMAT_RGBA is a macro made of other macros, which Swift does not import: 8-bit red, green, blue and
/// alpha, sRGB, not premultiplied (RGBAImage's layout).
static const png_uint_32 reflow_png_format_rgba = PNG_FORMAT_RGBA;

#endif
