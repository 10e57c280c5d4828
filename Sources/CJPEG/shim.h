// libjpeg(-turbo) for Swift: one decoding call, written in C because libjpeg reports errors by longjmp-ing out
// of the failing call from its error_exit handler, which Swift cannot survive (the Swift frames jumped over
// would never release what they hold). Here the jump lands in this function's own setjmp, which frees the
// decompressor and returns 0 with libjpeg's message. ReflowX11's LibJPEG.swift is its only caller.
#ifndef REFLOW_CJPEG_SHIM_H
#define REFLOW_CJPEG_SHIM_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct reflow_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void reflow_jpeg_error_exit(j_common_ptr info) {
    struct reflow_jpeg_error *error = (struct reflow_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (corrupt but readable data) are not printed to stderr: the image decodes as libjpeg can.
static void reflow_jpeg_output_message(j_common_ptr info) { (void)info; }

/// Decodes the JPEG file `data` (`size` bytes) into `*pixels`, a buffer this call allocates with malloc (the
/// caller frees it with free): rows of width * 4 bytes, B, G, R, A in memory (libjpeg-turbo's JCS_EXT_BGRA:
/// premultiplied ARGB32 on a little-endian machine, alpha 255). Refuses images of more than `maximum_pixels`
/// pixels before allocating them. Returns 1, or 0 with the reason in `message` (`message_size` bytes).
static inline int reflow_jpeg_decode(const unsigned char *data, unsigned long size, long maximum_pixels,
                                     unsigned char **pixels, int *width, int *height,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct reflow_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = reflow_jpeg_error_exit;
    error.manager.output_message = reflow_jpeg_output_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        snprintf(message, message_size, "%s", error.message[0] ? error.message : "libjpeg failed");
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((long)info.image_width * (long)info.image_height > maximum_pixels) {
        snprintf(message, message_size, "%u×%u pixels is more than %ld", info.image_width, info.image_height,
                 maximum_pixels);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (!buffer) {
        snprintf(message, message_size, "out of memory for %u×%u pixels", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 1;
}

#endif
