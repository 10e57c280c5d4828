import Foundation
@_implementationOnly import CCairo

extension BackBuffer {
    /// The pixels of a buffer in memory (no connection) as an opaque RGBA image: cairo's RGB24 rows, each pixel
    /// 32 bits in native (little-endian) order.
    func readMemoryImage() -> RGBAImage {
        let width = Int(width), height = Int(height)
        guard let surface = cairoSurface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            return RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
        }
        return RGBAImage.fromLittleEndianRGB32(data, stride: Int(cairo_image_surface_get_stride(surface)), width: width,
                                               height: height)
    }
}

extension BackBuffer {
    /// Calls `body` with a buffer in memory's pixels (rows of 32-bit little-endian RGB24), its width, height and
    /// bytes a row; nothing for a buffer on a server or a surface in error.
    func withMemoryPixels(_ body: (UnsafeRawPointer, Int, Int, Int) -> Void) {
        guard connection == nil, let surface = cairoSurface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        body(UnsafeRawPointer(data), Int(width), Int(height), Int(cairo_image_surface_get_stride(surface)))
    }
}
