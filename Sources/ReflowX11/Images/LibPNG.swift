// Implementation-only: a preview build compiles against ReflowX11's module with only CX11's and
// CReflowSupport's module maps at hand (`PreviewKit`); a plain or `internal` import would make it load CPNG
// as well. It is safe because no CPNG type appears in ReflowX11's declarations or stored properties.
@_implementationOnly import CPNG

/// Every call into libpng: the one file of ReflowX11 that hands libpng pointers. `PNGEncoder` and
/// `PNGDecoder` are its safe faces.
///
/// It uses libpng's simplified API (`png_image`). libpng's full API reports an error by `longjmp`ing out of
/// the failing call, which Swift cannot survive (the frames jumped over never release what they hold); the
/// simplified API catches that jump inside libpng, returns 0 and leaves the reason in `png_image.message`.
///
/// The pointers given to libpng are those of `withUnsafeBytes` and of buffers this file allocates and frees;
/// none outlives the call it is passed to. Each `png_image` is freed by `png_image_free`, which does nothing
/// when libpng has already freed it (as it does after a failure or a finished read).
enum LibPNG {
    /// `image` as the bytes of an 8-bit RGBA PNG file, compressed by zlib with libpng's default filters.
    /// `capacity`, the size of the first buffer tried, is for tests of a buffer that turns out too small.
    static func write(_ image: RGBAImage, capacity first: Int? = nil) throws -> [UInt8] {
        guard let width = png_uint_32(exactly: image.width), let height = png_uint_32(exactly: image.height) else {
            throw PNGError.cannotWrite("an image of \(image.width)×\(image.height) pixels")
        }
        // libpng writes into memory it is given and cannot grow it. A quarter more than the filtered rows
        // holds any file (deflate adds under a sixth to data it cannot compress, as PNG_IMAGE_PNG_SIZE_MAX
        // reckons); should it not, libpng says how much it needs and the write is done again.
        var capacity = first ?? (image.width * 4 + 1) * image.height * 5 / 4 + 1024
        while true {
            var png = newImage()
            defer { png_image_free(&png) }
            png.width = width
            png.height = height
            png.format = reflow_png_format_rgba
            let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
            defer { memory.deallocate() }
            var size = capacity
            let written = image.pixels.withUnsafeBytes { pixels in
                // Not converted to 8 bits (they are), rows of `width × 4` bytes (stride 0), no colour map.
                png_image_write_to_memory(&png, memory.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
            }
            if written != 0 { return Array(memory.prefix(size)) }
            // A failure that left `size` larger was only the buffer being too small.
            guard size > capacity else { throw PNGError.cannotWrite(message(of: &png)) }
            capacity = size
        }
    }

    /// The image in the PNG file `bytes`, of any colour type and bit depth, as 8-bit RGBA. Refuses, before
    /// allocating anything for them, images of more than `maximumPixels` pixels.
    static func read(_ bytes: [UInt8], maximumPixels: Int) throws -> RGBAImage {
        var png = newImage()
        defer { png_image_free(&png) }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw PNGError.cannotRead(message(of: &png)) }
        let width = Int(png.width), height = Int(png.height)
        guard width * height <= maximumPixels else {
            throw PNGError.cannotRead("\(width)×\(height) pixels is more than \(maximumPixels)")
        }
        png.format = reflow_png_format_rgba
        // A 16-bit file without gamma information is taken as sRGB, as 8-bit ones are, so cutting it to
        // 8 bits keeps each sample's level; libpng would otherwise take it as linear and brighten it.
        png.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var failure: String?
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            // No background (alpha is kept), rows of `width × 4` bytes (stride 0), no colour map.
            if png_image_finish_read(&png, nil, buffer.baseAddress, 0, nil) != 0 {
                count = buffer.count
            } else {
                failure = message(of: &png)
            }
        }
        if let failure { throw PNGError.cannotRead(failure) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A `png_image` prepared as libpng asks: all zero, then the version of the structure.
    private static func newImage() -> png_image {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        return png
    }

    /// libpng's words for what went wrong with `png`: the NUL-terminated text in its 64-byte `message`.
    private static func message(of png: inout png_image) -> String {
        let text = withUnsafeBytes(of: &png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed without saying why" : text
    }
}
