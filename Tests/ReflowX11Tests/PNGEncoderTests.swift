import Foundation
import XCTest
@testable import ReflowX11

/// The PNG writer and reader, without a display: checksums against published values, deflate streams made by
/// zlib (stored, fixed and dynamic blocks) and PNG files from another encoder, and round trips.
final class PNGEncoderTests: XCTestCase {
    // MARK: Checksums

    func testCRC32OfKnownInputs() {
        // Every PNG ends with an IEND chunk whose CRC is AE 42 60 82.
        XCTAssertEqual(Checksum.crc32(Array("IEND".utf8)), 0xAE42_6082)
        // The standard check value of CRC-32.
        XCTAssertEqual(Checksum.crc32(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(Checksum.crc32(Array("6789".utf8), continuing: Checksum.crc32(Array("12345".utf8))), 0xCBF4_3926)
        XCTAssertEqual(Checksum.crc32([UInt8]()), 0)
    }

    func testAdler32OfKnownInputs() {
        XCTAssertEqual(Checksum.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(Checksum.adler32([]), 1)
        // Long enough to need the modulus reductions.
        let ones = [UInt8](repeating: 0xFF, count: 100_000)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in ones {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        XCTAssertEqual(Checksum.adler32(ones), b << 16 | a)
    }

    func testEncodedFileEndsWithTheIENDChunk() {
        let file = PNGEncoder.encode(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]))
        XCTAssertEqual(Array(file.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(file.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    // MARK: Deflate

    private func roundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let compressed = Deflate.zlibCompress(bytes)
        XCTAssertEqual(try Inflate.zlibDecompress(compressed, limit: bytes.count), bytes, file: file, line: line)
    }

    func testDeflateRoundTrips() {
        var random = SystemRandomNumberGenerator()
        roundTrip([])
        roundTrip([42])
        roundTrip([UInt8](repeating: 7, count: 100_000))
        roundTrip(Array(String(repeating: "layout, measure, place; ", count: 500).utf8))
        roundTrip((0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) })
        // Short runs of few values: dynamic codes with many matches near the window's far end.
        roundTrip((0..<200_000).map { UInt8(($0 / 3 + $0 / 40_000) % 5) })
    }

    func testIncompressibleDataIsStored() {
        var random = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        // Stored blocks cost five bytes each, and the zlib wrapper six.
        XCTAssertLessThanOrEqual(Deflate.zlibCompress(bytes).count, bytes.count + 16)
    }

    func testInflateReadsZlibStoredFixedAndDynamicBlocks() throws {
        // zlib.compress(b"stored, not compressed", 0): one stored block.
        let stored = Array(Data(base64Encoded: "eAEBFgDp/3N0b3JlZCwgbm90IGNvbXByZXNzZWRgqAiE")!)
        XCTAssertEqual(try Inflate.zlibDecompress(stored, limit: 100), Array("stored, not compressed".utf8))
        // zlib.compress(b"hello hello hello hello", 9): fixed codes with a match.
        let fixed = Array(Data(base64Encoded: "eNrLSM3JyVfIQCcBaAMIsQ==")!)
        XCTAssertEqual(try Inflate.zlibDecompress(fixed, limit: 100), Array("hello hello hello hello".utf8))
        // zlib.compress(500 random words, 9): one dynamic block; 3,477 bytes with CRC-32 0xBA1C445B.
        let dynamic = Array(Data(base64Encoded: Self.dynamicStream)!)
        XCTAssertEqual(dynamic[2] >> 1 & 3, 2, "the vector starts with a dynamic block")
        let words = try Inflate.zlibDecompress(dynamic, limit: 10_000)
        XCTAssertEqual(words.count, 3477)
        XCTAssertEqual(Checksum.crc32(words), 0xBA1C_445B)
    }

    func testInflateRejectsDamage() {
        var stream = Deflate.zlibCompress(Array(String(repeating: "abc", count: 100).utf8))
        XCTAssertThrowsError(try Inflate.zlibDecompress(stream, limit: 299), "more output than the limit")
        stream[stream.count - 1] ^= 1
        XCTAssertThrowsError(try Inflate.zlibDecompress(stream, limit: 1000), "Adler-32 mismatch")
        XCTAssertThrowsError(try Inflate.zlibDecompress(Array(stream.prefix(5)), limit: 1000), "truncated")
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
            XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image)), image)
        }
        var random = SystemRandomNumberGenerator()
        let noise = RGBAImage(width: 64, height: 64,
                              pixels: (0..<64 * 64 * 4).map { _ in UInt8.random(in: 0...255, using: &random) })
        XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(noise)), noise)
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
        let file = PNGEncoder.encode(image)
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
        // 2×1 grey with alpha, 16-bit: high bytes kept.
        let grey = try PNGDecoder.decode(Array(Data(base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABEAQAAAAOu2tCAAAAEUlEQVR42mMQMvn/f/VZBgYAEg0DvUo6OoAAAAAASUVORK5CYII=")!))
        XCTAssertEqual(grey.pixels, [0x12, 0x12, 0x12, 0xFF, 0xAB, 0xAB, 0xAB, 0x00])
    }

    func testDamagedFilesAreRejected() {
        var file = PNGEncoder.encode(gradient(width: 8, height: 8))
        XCTAssertThrowsError(try PNGDecoder.decode(Array(file.prefix(7))))
        XCTAssertThrowsError(try PNGDecoder.decode(Array(file.prefix(40))))
        file[20] ^= 0x40 // inside IHDR: its CRC no longer matches
        XCTAssertThrowsError(try PNGDecoder.decode(file)) { error in
            XCTAssertEqual(error as? PNGError, .corrupt("chunk IHDR checksum mismatch"))
        }
    }

    private static let dynamicStream = """
        eNp1V1tygzAMvEquRinNMCWYAdK0t2+RJXlXcn9CYpv1Slo9Mpbl+VhvwzLf18e0nreP8vdxnMP4efvYh8d0O7ZhnNf77Zy+beN4vn3N04uO\
        vQ3HtMwrfKnr2z6XfT5/4jFFUnA/pZCNRNhpRPfyamht2RCv7W0vWzmGxReNeLVFF9VMsmybv6elwY/VS/u0vk+7PQSkXqMU/b5gtBwSxAD0\
        t85O9hsdaowBCtQwBnpWH8Kvntb76qn6ed/nd91FB1yUkN0VCAFahp/yPMn25N4Kx568UIC8O6aY1pCDIxrh64AwbRBuuaz7L2FUAe0OEDWj\
        d/j4F7WzsvI35K7LFN3u0BECKVrqVTAnfLDvQPjmQI2OubMiJdfrxZxViSzlsu4yvhBoL4jdchrU5NlE1I1ZdVxdcn1nCkoYZOg2KTFK1gZg\
        QnTsxtER9JeGVK9qlcSSnMSYt4UVukofwFm+ElFMkKpJLoOp4qlPFcPiSBxIkwDqFUxUQ6+4K2IN0xpwvUGq5AzppEoSk74eK1MIVwKw6Cr3\
        TiZ5e9Enuh3LSgwwF4SYgxidzqEssJBpyf5eOeH8kHtNfZ2tJLlqIuWw0qBk1bWglVqjKAsNn10X49Ycj3riS4KKQ5PHqOTABkWEeu5+DgkC\
        zSH31SxvOa5kk5KwNlfGmNbd7m4OB9jcrjPpVpEgltxG/mtlofTSwAC4ATJEQo6QWCp2bxarcF2dRUcG4lG+7g60MxBFjYhO8HfItVbSKfcF\
        MJSRUPWUkQLmsap1WeQQK4mth7EYRuBULsCleYjDIc0vb2TLi+eEXIYxt9ElKOzU5nygozSIBc0UBl0gt7Y4HiVp9f9AFO7XZHX3PSqWPOtH\
        9XVquPVJvsKUEuLG/wGg4pHMQpvG9OoM1cl/OGv/O35Qzb6Y/AJnOSwg
        """
}
