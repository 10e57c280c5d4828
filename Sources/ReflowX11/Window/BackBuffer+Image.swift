import Foundation
internal import CX11

extension BackBuffer {
    /// The buffer's pixels as an opaque RGBA image, for snapshots and tests.
    ///
    /// The channel masks come from the connection's visual: an XImage taken from a pixmap leaves its own masks
    /// at zero, since a pixmap has a depth but no visual. The common 32-bit little-endian TrueColor layout
    /// (every X server on a PC) is copied row by row; anything else goes pixel by pixel through XGetPixel.
    func readImage() -> RGBAImage {
        guard let connection else { return readMemoryImage() }
        return RGBAImage.read(pixmap, width: Int(width), height: Int(height), connection: connection)
    }
}

extension RGBAImage {
    /// An opaque RGBA image from rows of 32-bit pixels with red in bits 16–23, green in 8–15 and blue in 0–7,
    /// stored little-endian (memory order B, G, R, unused): the server's 24-bit TrueColor images on a PC, and
    /// cairo's RGB24 image surfaces.
    static func fromLittleEndianRGB32(_ source: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                var from = y * stride, to = y * width * 4
                for _ in 0..<width {
                    target[to] = source[from + 2]
                    target[to + 1] = source[from + 1]
                    target[to + 2] = source[from]
                    from += 4
                    to += 4
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The pixels of `drawable` (a pixmap, or a window: what it shows), `width` × `height` from its corner,
    /// as an opaque RGBA image; white where they could not be read.
    static func read(_ drawable: UInt, width: Int, height: Int, connection: XConnection) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let display = connection.display
        guard let image = XGetImage(display, drawable, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap) else {
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        defer { reflow_destroy_image(image) }
        let visual = connection.visual.pointee
        let masks = (visual.red_mask, visual.green_mask, visual.blue_mask)
        if image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst,
           masks == (0xFF0000, 0xFF00, 0xFF), let data = image.pointee.data {
            let stride = Int(image.pointee.bytes_per_line)
            return data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { source in
                fromLittleEndianRGB32(source, stride: stride, width: width, height: height)
            }
        }
        func channel(_ pixel: UInt, _ mask: UInt) -> UInt8 {
            guard mask != 0 else { return 0 }
            let shift = UInt(mask.trailingZeroBitCount)
            return UInt8(((pixel & mask) >> shift) * 255 / (mask >> shift))
        }
        for y in 0..<height {
            for x in 0..<width {
                let pixel = reflow_get_pixel(image, Int32(x), Int32(y))
                let i = (y * width + x) * 4
                pixels[i] = channel(pixel, masks.0)
                pixels[i + 1] = channel(pixel, masks.1)
                pixels[i + 2] = channel(pixel, masks.2)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

extension BackBuffer {
    /// Puts `height` rows of `stride` bytes of 32-bit pixels (the 24-bit TrueColor layout, as cairo's RGB24 in
    /// memory) on the pixmap at its corner, cut to its size: one XPutImage, which reads the rows where they are.
    func put(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int, gc: OpaquePointer?, connection: XConnection) {
        let width = min(width, Int(self.width)), height = min(height, Int(self.height))
        guard pixmap != 0, width > 0, height > 0, connection.depth == 24 || connection.depth == 32,
              let image = XCreateImage(connection.display, connection.visual, UInt32(connection.depth), ZPixmap, 0,
                                       UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self)),
                                       UInt32(width), UInt32(height), 32, Int32(stride)) else { return }
        // Little-endian rows, whatever the machine: cairo writes its pixels in native order, as x86 and ARM are.
        image.pointee.byte_order = LSBFirst
        XPutImage(connection.display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The rows are the caller's: the image must not free them.
        image.pointee.data = nil
        reflow_destroy_image(image)
    }
}
