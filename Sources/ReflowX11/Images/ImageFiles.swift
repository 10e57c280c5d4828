import Foundation
import Reflow

/// Decodes image files for the viewer: PNG with libpng, JPEG with libjpeg(-turbo), into the premultiplied
/// ARGB32 bitmaps the display list carries.
///
/// `ReflowWindow`, `Snapshot` and previews give their hosts `ImageFiles.provider(scale:)`, which finds images in
/// asset catalogs and files and decodes each once. A host of your own can have one too:
///
/// ```swift
/// let host = ViewHost(rootView: content, size: size, textMeasurer: measurer,
///                     imageProvider: ImageFiles.provider(scale: 2, catalogs: ["/path/to/Assets.xcassets"]))
/// ```
public enum ImageFiles {
    /// The largest image decoded: 2¹⁴ × 2¹⁴ pixels, 1 GiB of pixels.
    static let maximumPixels = 16_384 * 16_384

    /// A provider for a display of `scale` pixels per point that decodes with `decode(path:scale:)`.
    public static func provider(scale: CGFloat, catalogs: [String] = []) -> AssetImageProvider {
        AssetImageProvider(scale: scale, catalogs: catalogs, decoder: decode)
    }

    /// The PNG or JPEG file at `path` as a bitmap of `scale` pixels per point. Throws `ImageProblem` with the
    /// reason for a file that cannot be read or is neither.
    public static func decode(path: String, scale: CGFloat) throws -> ImageBitmap {
        guard let data = FileManager.default.contents(atPath: path) else { throw ImageProblem("cannot read \(path)") }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            let image: RGBAImage
            do { image = try PNGDecoder.decode(bytes, maximumPixels: maximumPixels) } catch {
                throw ImageProblem("\(path): \(error)")
            }
            return ImageBitmap(width: image.width, height: image.height, scale: scale, pixels: premultipliedBGRA(image.pixels))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            let decoded: (width: Int, height: Int, pixels: [UInt8])
            do { decoded = try LibJPEG.read(bytes, maximumPixels: maximumPixels) } catch {
                throw ImageProblem("\(path): \(error)")
            }
            return ImageBitmap(width: decoded.width, height: decoded.height, scale: scale, pixels: decoded.pixels)
        }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".pdf") || lowered.hasSuffix(".svg") {
            throw ImageProblem("\(path) is a vector image, which Reflow does not draw")
        }
        throw ImageProblem("\(path) is neither a PNG nor a JPEG file")
    }

    /// 8-bit RGBA, not premultiplied, to premultiplied ARGB32 in native byte order: B, G, R, A in memory on a
    /// little-endian machine (every machine Swift on Linux runs on), each colour scaled by alpha / 255, rounded.
    static func premultipliedBGRA(_ rgba: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rgba.count)
        rgba.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                var k = 0
                while k + 3 < source.count {
                    let a = UInt32(source[k + 3])
                    func scaled(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
                    target[k] = scaled(source[k + 2])
                    target[k + 1] = scaled(source[k + 1])
                    target[k + 2] = scaled(source[k])
                    target[k + 3] = UInt8(a)
                    k += 4
                }
            }
        }
        return out
    }
}
