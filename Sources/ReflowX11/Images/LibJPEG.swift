import Foundation
import Reflow
// Implementation-only, as CPNG (see LibPNG.swift): no CJPEG type appears in ReflowX11's declarations, so a
// preview build needs no libjpeg headers.
@_implementationOnly import CJPEG

/// Every call into libjpeg: one C function (`reflow_jpeg_decode` in CJPEG's shim.h) that catches libjpeg's
/// errors itself, since libjpeg reports them by longjmp, which must not cross Swift frames.
enum LibJPEG {
    /// The JPEG file `bytes` as premultiplied ARGB32 pixels in native byte order (B, G, R, A in memory; JPEG
    /// has no alpha, so every pixel is opaque). Refuses images of more than `maximumPixels` pixels.
    static func read(_ bytes: [UInt8], maximumPixels: Int) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        var output: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        let messageSize = 256
        var message = [CChar](repeating: 0, count: messageSize)
        let decoded = bytes.withUnsafeBufferPointer { data in
            reflow_jpeg_decode(data.baseAddress, UInt(data.count), maximumPixels, &output, &width, &height,
                               &message, messageSize)
        }
        guard decoded != 0, let output else {
            throw ImageProblem("libjpeg cannot read it: " + String(cString: message))
        }
        defer { free(output) }
        let count = Int(width) * Int(height) * 4
        return (Int(width), Int(height), Array(UnsafeBufferPointer(start: output, count: count)))
    }
}
