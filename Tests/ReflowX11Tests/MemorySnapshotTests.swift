import Foundation
import Reflow
import ReflowGallery
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// A picture drawn in memory, with no X server (cairo alone, text from the patterns Xft opens), is the picture
/// the server draws within the reference images' tolerance (`SnapshotTests`: 24 levels a channel, 0.2 % of the
/// pixels past it): every gallery scene but the text one, and that one's text in every script. What lets a
/// preview process draw without a connection (issue 32, item 1).
///
/// Not pixel for pixel: on Xvfb, antialiased edges differ by up to 27 levels (cairo rasterizes its paths itself
/// where the server gets trapezoids); the counts are printed. Colour emoji differ more (their one bitmap strike
/// scaled with another filter, by up to 109 levels): the text scene's line of them alone puts it past the
/// tolerance, so they are checked to be drawn, in colour, and their difference printed.
final class MemorySnapshotTests: XServerTestCase {
    private let tolerance = ImageTolerance(levels: 24, differingShare: 0.002)

    /// Asserts `view` drawn in memory is the server's picture within the tolerance (unless `tolerated` is
    /// false, when the difference is only printed); returns the two pictures.
    @discardableResult
    private func compare<V: View>(_ view: V, named name: String, size: CGSize = CGSize(width: 480, height: 320),
                                  tolerated: Bool = true, line: UInt = #line) throws -> (server: RGBAImage, memory: RGBAImage) {
        let scale = try XConnection(name: nil).scale
        let server = try Snapshot.image(of: view, size: size)
        let memory = try Snapshot.imageInMemory(of: view, size: size, scale: scale)
        XCTAssertEqual(memory.width, server.width, name, line: line)
        XCTAssertEqual(memory.height, server.height, name, line: line)
        let any = memory.differingPixels(from: server, tolerance: 0) ?? -1
        let beyond = try XCTUnwrap(memory.differingPixels(from: server, tolerance: tolerance.levels), name, line: line)
        print("memory snapshot \(name): \(any) pixels differ at all, \(beyond) by more than \(tolerance.levels) levels")
        if tolerated {
            XCTAssertLessThanOrEqual(Double(beyond), tolerance.differingShare * Double(server.width * server.height),
                                     "\(name): \(beyond) pixels differ by more than \(tolerance.levels) levels", line: line)
        }
        return (server, memory)
    }

    func testEverySceneButTextDrawnInMemoryMatchesTheServerWithinTheReferenceTolerance() throws {
        for scene in Gallery.scenes where scene.name != "text" {
            try compare(scene.view, named: scene.name)
        }
    }

    /// Outline fonts in every script the text scene shows, in weights and styles, drawn by cairo from the
    /// patterns Xft opens.
    func testTextInEveryScriptDrawnInMemoryMatchesTheServer() throws {
        let lines = ["Markdown: italic, code, struck and a link", "Kerned pairs: AV Ta To Wa Yo",
                     "你好，世界 · こんにちは · 안녕 · नमस्ते · สวัสดี · שלום · مرحبا", "Tap Save to keep it, or read the guide."]
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(lines, id: \.self) { Text($0).font(.system(size: 17)) }
            Text("Bold, and italic").font(.system(size: 20, weight: .bold)).italic()
            Text("small grey caption").font(.caption).foregroundColor(.gray)
        }
        try compare(view.padding(12), named: "scripts")
    }

    /// Colour emoji (Noto Color Emoji's bitmaps) are drawn in memory, in colour, where the server draws them.
    func testColourEmojiAreDrawnInMemory() throws {
        let (server, memory) = try compare(Text("👍🏽🐱❤️").font(.system(size: 24)), named: "emoji",
                                           size: CGSize(width: 120, height: 40), tolerated: false)
        func coloured(_ image: RGBAImage) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).filter { index in
                let (r, g, b) = (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
                return max(r, g, b) - min(r, g, b) > 60
            }.count
        }
        XCTAssertGreaterThan(coloured(memory), 200, "coloured pixels of the emoji")
        XCTAssertEqual(Double(coloured(memory)), Double(coloured(server)), accuracy: Double(coloured(server)) * 0.1)
    }
}
