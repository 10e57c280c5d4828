import Foundation
import Reflow
import ReflowGallery
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// A picture drawn in memory, with no X server (cairo alone, text from the patterns Xft opens, colour emoji
/// scaled as Xft scales them), is the picture the server draws within the reference images' tolerance
/// (`SnapshotTests`: 24 levels a channel, 0.2 % of the pixels past it), for every gallery scene; text in every
/// script and colour emoji pixel for pixel. What lets a preview process draw without a connection (issue 32,
/// item 1).
///
/// Not pixel for pixel everywhere: on Xvfb, antialiased shape edges differ by up to 27 levels (cairo rasterizes
/// its paths itself where the server gets trapezoids); the counts are printed.
final class MemorySnapshotTests: XServerTestCase {
    private let tolerance = ImageTolerance(levels: 24, differingShare: 0.002)

    /// Asserts `view` drawn in memory is the server's picture within the tolerance, or, `exactly`, pixel for
    /// pixel; returns the two pictures.
    @discardableResult
    private func compare<V: View>(_ view: V, named name: String, size: CGSize = CGSize(width: 480, height: 320),
                                  exactly: Bool = false, line: UInt = #line) throws -> (server: RGBAImage, memory: RGBAImage) {
        let scale = try XConnection(name: nil).scale
        let server = try Snapshot.image(of: view, size: size)
        let memory = try Snapshot.imageInMemory(of: view, size: size, scale: scale)
        XCTAssertEqual(memory.width, server.width, name, line: line)
        XCTAssertEqual(memory.height, server.height, name, line: line)
        let any = try XCTUnwrap(memory.differingPixels(from: server, tolerance: 0), name, line: line)
        let beyond = try XCTUnwrap(memory.differingPixels(from: server, tolerance: tolerance.levels), name, line: line)
        print("memory snapshot \(name): \(any) pixels differ at all, \(beyond) by more than \(tolerance.levels) levels")
        if exactly {
            XCTAssertEqual(any, 0, "\(name): pixels differing", line: line)
        } else {
            XCTAssertLessThanOrEqual(Double(beyond), tolerance.differingShare * Double(server.width * server.height),
                                     "\(name): \(beyond) pixels differ by more than \(tolerance.levels) levels", line: line)
        }
        return (server, memory)
    }

    func testEverySceneDrawnInMemoryMatchesTheServerWithinTheReferenceTolerance() throws {
        for scene in Gallery.scenes {
            try compare(scene.view, named: scene.name)
        }
    }

    /// Outline fonts in every script the text scene shows, in weights and styles, drawn by cairo from the
    /// patterns Xft opens: the same pixels.
    func testTextInEveryScriptDrawnInMemoryIsTheServersPixelForPixel() throws {
        let lines = ["Markdown: italic, code, struck and a link", "Kerned pairs: AV Ta To Wa Yo",
                     "你好，世界 · こんにちは · 안녕 · नमस्ते · สวัสดี · שלום · مرحبا", "Tap Save to keep it, or read the guide."]
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(lines, id: \.self) { Text($0).font(.system(size: 17)) }
            Text("Bold, and italic").font(.system(size: 20, weight: .bold)).italic()
            Text("small grey caption").font(.caption).foregroundColor(.gray)
        }
        try compare(view.padding(12), named: "scripts", exactly: true)
    }

    /// Colour emoji (Noto Color Emoji's bitmaps, scaled from their one strike) at several sizes, with skin tones
    /// and a flag: the same pixels as Xft's, whose scaling `ColorBitmapGlyphs` follows.
    func testColourEmojiDrawnInMemoryAreTheServersPixelForPixel() throws {
        for size in [11.0, 17, 24, 40] {
            let (_, memory) = try compare(Text("👍🏽🐱❤️🏳️‍🌈👨‍👩‍👧").font(.system(size: size)), named: "emoji \(Int(size))",
                                          size: CGSize(width: 8 * size, height: 2 * size), exactly: true)
            let coloured = stride(from: 0, to: memory.pixels.count, by: 4).filter { index in
                let (r, g, b) = (Int(memory.pixels[index]), Int(memory.pixels[index + 1]), Int(memory.pixels[index + 2]))
                return max(r, g, b) - min(r, g, b) > 60
            }.count
            XCTAssertGreaterThan(coloured, Int(size * size), "coloured pixels of the emoji at \(Int(size)) points")
        }
    }
}
