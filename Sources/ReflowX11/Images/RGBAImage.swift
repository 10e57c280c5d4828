/// An image as 8-bit red, green, blue and alpha bytes (not premultiplied), rows top to bottom: what snapshots
/// produce and what PNG files are read into.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]

    /// An image of `pixels`, which must hold `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "RGBAImage: \(pixels.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) is outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// How many pixels differ from `other`'s by more than `tolerance` in some channel; nil when the sizes differ.
    /// For comparing snapshots with reference images, which may differ by a level here and there.
    public func differingPixels(from other: RGBAImage, tolerance: Int = 0) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var count = 0
        for pixel in 0..<width * height {
            let i = pixel * 4
            for channel in i..<i + 4 where abs(Int(pixels[channel]) - Int(other.pixels[channel])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
