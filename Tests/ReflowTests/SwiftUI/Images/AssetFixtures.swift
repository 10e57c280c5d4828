import Foundation
import XCTest
@testable import Reflow

/// A temporary folder of asset catalogs and image files for the image tests, removed when it goes.
final class AssetFixtures {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "reflow-images-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// The first 24 bytes of a PNG file of `width`×`height` pixels: the signature and the IHDR chunk's
    /// length, type, width and height, which is all a header reader looks at.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0]
    }

    /// A JPEG file's start: SOI, an APP0 segment of 16 bytes, then SOF0 with `width`×`height`.
    static func jpegHeader(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), 3]
    }

    @discardableResult
    func write(_ bytes: [UInt8], to relative: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    /// An image set `folder` (e.g. "A/Assets.xcassets/star.imageset") with one file per (scale, width, height);
    /// a nil scale writes a single universal file without one.
    func imageSet(_ folder: String, files: [(scale: String?, width: Int, height: Int)]) throws {
        var entries: [String] = []
        for (k, file) in files.enumerated() {
            let name = "image\(k).png"
            try write(Self.pngHeader(width: file.width, height: file.height), to: folder + "/" + name)
            let scale = file.scale.map { ", \"scale\" : \"\($0)\"" } ?? ""
            entries.append("{ \"filename\" : \"\(name)\", \"idiom\" : \"universal\"\(scale) }")
        }
        try write("{ \"images\" : [ \(entries.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
                  to: folder + "/Contents.json")
    }

    /// A colour set with `components` (as Xcode writes them) in the light appearance, and black for dark.
    func colorSet(_ folder: String, red: String, green: String, blue: String, alpha: String = "1.000",
                  darkFirst: Bool = false) throws {
        let light = """
            { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : \
            { "red" : "\(red)", "green" : "\(green)", "blue" : "\(blue)", "alpha" : "\(alpha)" } } }
            """
        let dark = """
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], \
            "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1.000" } } }
            """
        let colors = darkFirst ? [dark, light] : [light, dark]
        try write("{ \"colors\" : [ \(colors.joined(separator: ", ")) ], \"info\" : { \"version\" : 1 } }",
                  to: folder + "/Contents.json")
    }
}
