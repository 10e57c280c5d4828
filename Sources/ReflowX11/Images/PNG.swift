/// Writes PNG files (8-bit RGBA, not interlaced) with libpng, whose row filters and zlib compression make a
/// flat 480×320 interface image a few kilobytes, so reference images can be checked in.
public enum PNGEncoder {
    /// `image` as the bytes of a PNG file. Throws `PNGError.cannotWrite` with libpng's reason when libpng
    /// refuses the image (one with no pixels, say).
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        try LibPNG.write(image)
    }
}

/// Reads PNG files into RGBA with libpng: every colour type and bit depth, transparency, interlacing. Tests
/// use it to compare snapshots with checked-in reference images.
public enum PNGDecoder {
    /// The largest picture read: as many pixels as the largest snapshot Reflow makes (16384 a side), so that
    /// a damaged or hostile header cannot make the reader allocate without bound.
    static let maximumPixels = Int(PixelLimits.maximumSide) * Int(PixelLimits.maximumSide)

    /// The image in the PNG file `bytes`, as 8-bit RGBA (16-bit samples rounded to 8 bits). Throws
    /// `PNGError.cannotRead` with libpng's reason when the file is damaged, truncated or not a PNG file.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        try LibPNG.read(bytes, maximumPixels: maximumPixels)
    }

    /// `decode` with another size limit, for tests.
    static func decode(_ bytes: [UInt8], maximumPixels: Int) throws -> RGBAImage {
        try LibPNG.read(bytes, maximumPixels: maximumPixels)
    }
}

/// Why a PNG file could not be written or read, in libpng's words.
public enum PNGError: Error, CustomStringConvertible, Equatable {
    /// libpng refused to write the image.
    case cannotWrite(String)
    /// The bytes are not a PNG file libpng can read: damaged, truncated, or something else.
    case cannotRead(String)

    public var description: String {
        switch self {
        case .cannotWrite(let reason): return "cannot write the PNG file: \(reason)"
        case .cannotRead(let reason): return "cannot read the PNG file: \(reason)"
        }
    }
}
