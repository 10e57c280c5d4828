import Foundation
import XCTest
@testable import ReflowX11

/// The PNG writer and reader (libpng), without a display: round trips, files from another encoder, and
/// damaged files refused with libpng's reason.
final class PNGTests: XCTestCase {
    func testEncodedFileIsAPNGFileEndingWithIEND() throws {
        let file = try PNGEncoder.encode(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]))
        XCTAssertEqual(Array(file.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // An empty IEND chunk, whose CRC is always AE 42 60 82.
        XCTAssertEqual(Array(file.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    // MARK: PNG files

    private func gradient(width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)),
                           UInt8((x * y) & 0xFF), UInt8(255 - (x + y) % 256)]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testWriteThenReadGivesTheSamePixels() throws {
        for image in [gradient(width: 1, height: 1), gradient(width: 37, height: 23), gradient(width: 256, height: 3)] {
            XCTAssertEqual(try PNGDecoder.decode(try PNGEncoder.encode(image)), image)
        }
        var random = SystemRandomNumberGenerator()
        let noise = RGBAImage(width: 64, height: 64,
                              pixels: (0..<64 * 64 * 4).map { _ in UInt8.random(in: 0...255, using: &random) })
        XCTAssertEqual(try PNGDecoder.decode(try PNGEncoder.encode(noise)), noise)
    }

    func testFlatInterfaceImageCompressesBelowTenKilobytes() throws {
        // A white 480×320 window with a few flat panels, as a layout snapshot looks.
        var pixels = [UInt8](repeating: 255, count: 480 * 320 * 4)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ rgb: (UInt8, UInt8, UInt8)) {
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let i = (y * 480 + x) * 4
                    pixels[i] = rgb.0
                    pixels[i + 1] = rgb.1
                    pixels[i + 2] = rgb.2
                }
            }
        }
        fill(20, 20, 460, 60, (0, 122, 255))
        fill(20, 80, 220, 300, (255, 59, 48))
        fill(240, 80, 460, 300, (52, 199, 89))
        let image = RGBAImage(width: 480, height: 320, pixels: pixels)
        let file = try PNGEncoder.encode(image)
        XCTAssertLessThan(file.count, 10_000, "\(file.count) bytes")
        XCTAssertLessThan(file.count * 20, pixels.count, "at least 20× smaller than the raw pixels")
        XCTAssertEqual(try PNGDecoder.decode(file), image)
    }

    func testReadsFilesFromAnotherEncoder() throws {
        // Written with Python's zlib: 3×2 RGB, 8-bit, rows filtered None and Up.
        let rgb = try PNGDecoder.decode(Array(Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAGUlEQVR42mP4z8DAAMZMDP//MzAyNDQ0AgA+8gaAi5V4XQAAAABJRU5ErkJggg==")!))
        XCTAssertEqual(rgb.width, 3)
        XCTAssertEqual(rgb.height, 2)
        XCTAssertEqual(rgb.pixels, [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                    255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255])
        // 5×1, 2-bit palette (red, green, blue, black) with tRNS making red half transparent.
        let palette = try PNGDecoder.decode(Array(Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAUAAAABAgMAAABrkIxgAAAADFBMVEX/AAAA/wAAAP8AAAD7vkbkAAAAAXRSTlOArV5bRgAAAAtJREFUeNpjkHYAAAB5AFyc0DD1AAAAAElFTkSuQmCC")!))
        XCTAssertEqual(palette.pixels, [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255, 0, 255, 0, 255])
        // 2×1 grey with alpha, 16-bit, no gamma chunk: rounded to 8 bits as sRGB, not brightened as linear light.
        let grey = try PNGDecoder.decode(Array(Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAQAAAAOu2tCAAAAEUlEQVR42mMQMvn/f/VZBgYAEg0DvUo6OoAAAAAASUVORK5CYII=")!))
        XCTAssertEqual(grey.pixels, [0x12, 0x12, 0x12, 0xFF, 0xAB, 0xAB, 0xAB, 0x00])
    }

    func testAFileTooLargeForItsBufferIsWrittenWhole() throws {
        // libpng cannot grow the buffer it writes into: one too small is replaced by one of the size it asks.
        let image = gradient(width: 37, height: 23)
        let file = try LibPNG.write(image, capacity: 16)
        XCTAssertGreaterThan(file.count, 16)
        XCTAssertEqual(file, try PNGEncoder.encode(image))
        XCTAssertEqual(try PNGDecoder.decode(file), image)
    }

    func testAnImageWithoutPixelsIsRefusedWithLibpngsReason() {
        XCTAssertThrowsError(try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: []))) { error in
            XCTAssertEqual(error as? PNGError, .cannotWrite("Invalid IHDR data"))
            XCTAssertEqual("\(error)", "cannot write the PNG file: Invalid IHDR data")
        }
    }

    func testDamagedFilesAreRejectedWithLibpngsReason() throws {
        func assertRefused(_ bytes: [UInt8], _ reason: String, line: UInt = #line) {
            XCTAssertThrowsError(try PNGDecoder.decode(bytes), line: line) { error in
                XCTAssertEqual(error as? PNGError, .cannotRead(reason), line: line)
            }
        }
        var file = try PNGEncoder.encode(gradient(width: 8, height: 8))
        assertRefused([], "png_image_begin_read_from_memory: invalid argument")
        assertRefused(Array("GIF89a, not a PNG file".utf8), "Not a PNG file")
        assertRefused(Array(file.prefix(7)), "read beyond end of data")
        // Cut inside the image data: the header reads, the rows do not.
        assertRefused(Array(file.prefix(file.count - 20)), "read beyond end of data")
        file[20] ^= 0x40 // inside IHDR: its CRC no longer matches
        assertRefused(file, "IHDR: CRC error")
    }

    func testImagesLargerThanTheLimitAreRefusedBeforeReading() throws {
        let file = try PNGEncoder.encode(gradient(width: 20, height: 10))
        XCTAssertEqual(try PNGDecoder.decode(file, maximumPixels: 200).width, 20)
        XCTAssertThrowsError(try PNGDecoder.decode(file, maximumPixels: 199)) { error in
            XCTAssertEqual(error as? PNGError, .cannotRead("20×10 pixels is more than 199"))
        }
    }
}
