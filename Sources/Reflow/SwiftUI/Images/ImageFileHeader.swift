import Foundation

/// The pixel size of a PNG or JPEG file, read from its header alone: what hosts without a display (tests,
/// tools) lay images out with.
///
/// Nothing is decoded: `blankBitmap` gives a transparent bitmap of the file's size, so layouts are those of the
/// real image and drawing shows nothing of it. The X11 viewer decodes the pixels (libpng, libjpeg).
public enum ImageFileHeader {
    /// The largest image laid out: 2¹⁴ pixels a side keeps a blank bitmap within 1 GiB.
    static let maximumSide = 16_384

    /// A transparent bitmap the size of the PNG or JPEG file at `path`, `scale` pixels per point.
    public static func blankBitmap(path: String, scale: CGFloat) throws -> ImageBitmap {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ImageProblem("cannot open \(path)") }
        defer { try? handle.close() }
        // The header of a PNG is in its first 24 bytes; a JPEG's frame header follows its metadata (EXIF, ICC),
        // which can run to hundreds of kilobytes.
        let bytes = [UInt8](handle.readData(ofLength: 1 << 20))
        guard let (width, height) = pixelSize(of: bytes) else {
            if path.lowercased().hasSuffix(".pdf") || path.lowercased().hasSuffix(".svg") {
                throw ImageProblem("\(path) is a vector image, which Reflow does not draw")
            }
            throw ImageProblem("\(path) is neither a PNG nor a JPEG file Reflow can read")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw ImageProblem("\(path) is \(width)×\(height) pixels, more than \(maximumSide) a side")
        }
        return ImageBitmap(width: width, height: height, scale: scale, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The width and height in pixels of a PNG (its IHDR chunk) or a JPEG (its start-of-frame segment), or nil
    /// for anything else.
    public static func pixelSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func bigEndian(_ k: Int, _ count: Int) -> Int? {
            guard k >= 0, k + count <= bytes.count else { return nil }
            return bytes[k..<k + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the 8-byte signature, then IHDR: length, "IHDR", width and height as 32-bit big-endian.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: png) {
            guard let width = bigEndian(16, 4), let height = bigEndian(20, 4), width > 0, height > 0 else { return nil }
            return (width, height)
        }
        // JPEG: SOI (FF D8), then segments FF xx with a 16-bit length; a start-of-frame marker (C0–CF but for
        // C4 DHT, C8 JPG and CC DAC) holds the precision, the height and the width.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var k = 2
        while k + 4 <= bytes.count {
            guard bytes[k] == 0xFF else { return nil }
            let marker = bytes[k + 1]
            if marker == 0xFF { k += 1; continue }  // fill bytes
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { k += 2; continue }  // no length
            guard let length = bigEndian(k + 2, 2) else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(k + 5, 2), let width = bigEndian(k + 7, 2), width > 0, height > 0 else {
                    return nil
                }
                return (width, height)
            }
            k += 2 + length
        }
        return nil
    }
}
