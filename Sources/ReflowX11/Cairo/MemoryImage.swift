import Foundation
@_implementationOnly import CCairo

extension BackBuffer {
    /// The pixels of a buffer in memory (no connection) as an opaque RGBA image: cairo's RGB24 rows, each pixel
    /// 32 bits in native (little-endian) order, so B, G, R, unused in memory.
    func readMemoryImage() -> RGBAImage {
        let width = Int(width), height = Int(height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        guard let surface = cairoSurface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return RGBAImage(width: width, height: height, pixels: pixels) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                var from = y * stride, to = y * width * 4
                for _ in 0..<width {
                    target[to] = data[from + 2]
                    target[to + 1] = data[from + 1]
                    target[to + 2] = data[from]
                    from += 4
                    to += 4
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
