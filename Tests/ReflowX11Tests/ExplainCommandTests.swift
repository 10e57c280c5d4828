import Foundation
import Reflow
import ReflowGallery
import ReflowTestSupport
import ReflowText
import XCTest
@testable import ReflowX11

/// `reflow explain`: the built command on a preview file (one build per test) and on a gallery scene, run
/// without an X display, as CI and a terminal over ssh run it.
final class ExplainCommandTests: XCTestCase {
    private var folder: PreviewFolder!

    override func setUpWithError() throws { folder = try PreviewFolder() }
    override func tearDown() { folder = nil }

    /// Runs `reflow explain ARGUMENTS` with no DISPLAY; its exit status, standard output and standard error.
    private func explain(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        var environment = ProcessInfo.processInfo.environment.merging(folder.environment) { $1 }
        environment["DISPLAY"] = nil
        let run = try ProgramRun.run(ViewerProcess.executable, ["explain"] + arguments, environment: environment)
        return (run.status, run.outputText, run.errorText)
    }

    private func object(_ value: Any?) throws -> [String: Any] { try XCTUnwrap(value as? [String: Any]) }
    private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }
    /// A size or proposal as [width, height], "infinity" as .infinity and null as nil.
    private func pair(_ value: Any?) throws -> [Double?] {
        let object = try object(value)
        return ["width", "height"].map { key in
            if object[key] as? String == "infinity" { return .infinity }
            return number(object[key])
        }
    }
    private func rect(_ value: Any?) throws -> [Double?] {
        let object = try object(value)
        return ["x", "y", "width", "height"].map { number(object[$0]) }
    }

    /// The fixture: two previews; the second, "Row", is a fixed-width block beside a flexible colour.
    private let rowFile = """
        import SwiftUI

        #Preview("Label") {
            Text("not this one")
        }

        #Preview("Row") {
            HStack(spacing: 8) {
                Color.red.id("flexible")
                Color.blue.frame(width: 50).id("fixed")
            }
        }

        """

    func testJSONOfAPreviewFileMatchesTheWorkedExample() throws {
        try folder.write(rowFile, to: "Row.swift")
        let result = try explain([folder.file("Row.swift"), "--size", "300x100", "--preview", "Row", "--json"])
        XCTAssertEqual(result.status, 0, result.errors)
        let json = try object(JSONSerialization.jsonObject(with: Data(result.output.utf8)))
        XCTAssertEqual(try pair(json["size"]), [300, 100])

        // The record is of the preview's own view: the HStack, proposed the whole 300 × 100 by the host.
        // Colours are flexible, so the stack takes all of it and sits at (0, 0).
        let stack = try object(json["root"])
        XCTAssertEqual(stack["view"] as? String, "HStack")
        XCTAssertTrue(stack["id"] is NSNull)
        XCTAssertEqual(try rect(stack["frame"]), [0, 0, 300, 100])
        let stackAsked = try XCTUnwrap(stack["asked"] as? [[String: Any]])
        XCTAssertEqual(stackAsked.count, 1)
        XCTAssertEqual(try pair(stackAsked.first?["proposal"]), [300, 100])
        XCTAssertEqual(try pair(stackAsked.first?["answer"]), [300, 100])
        XCTAssertTrue(stack["placed"] is NSNull)
        // The stack's layout: its cache made as it appears, sized once, placed once (layout rules §3.2).
        let calls = try XCTUnwrap(stack["calls"] as? [[String: Any]]).compactMap { $0["call"] as? String }
        XCTAssertEqual(calls, ["makeCache", "sizeThatFits", "placeSubviews"])

        let children = try XCTUnwrap(stack["children"] as? [[String: Any]])
        XCTAssertEqual(children.map { $0["view"] as? String }, ["Color", ".frame"])
        XCTAssertEqual(children.map { $0["id"] as? String }, ["flexible", "fixed"])
        let flexible = children[0], fixed = children[1]
        let flexibleAsked = try XCTUnwrap(flexible["asked"] as? [[String: Any]])
        let fixedAsked = try XCTUnwrap(fixed["asked"] as? [[String: Any]])
        // Probes first (layout rules §5.1 b): each child's minimum and maximum width at the stack's height.
        // The colour takes what it is offered: 0 × 100, then ∞ × 100. The frame is 50 wide whatever it is
        // offered.
        XCTAssertEqual(try flexibleAsked.prefix(2).map { try pair($0["proposal"]) }, [[0, 100], [.infinity, 100]])
        XCTAssertEqual(try flexibleAsked.prefix(2).map { try pair($0["answer"]) }, [[0, 100], [.infinity, 100]])
        XCTAssertEqual(try fixedAsked.prefix(2).map { try pair($0["proposal"]) }, [[0, 100], [.infinity, 100]])
        XCTAssertEqual(try fixedAsked.prefix(2).map { try pair($0["answer"]) }, [[50, 100], [50, 100]])
        // Then the offers, least flexible first: the frame (flexibility 50 − 50 = 0) is offered half of
        // 300 − 8 = 292, 146, and takes 50; the colour is offered what is left, 292 − 50 = 242.
        XCTAssertEqual(try pair(fixedAsked[2]["proposal"]), [146, 100])
        XCTAssertEqual(try pair(fixedAsked[2]["answer"]), [50, 100])
        XCTAssertEqual(try pair(flexibleAsked[2]["proposal"]), [242, 100])
        XCTAssertEqual(try pair(flexibleAsked[2]["answer"]), [242, 100])
        // New questions are not cached; the placement's repeats (§5.1 e) are.
        XCTAssertEqual(flexibleAsked.prefix(3).map { $0["cached"] as? Bool }, [false, false, false])
        XCTAssertTrue(flexibleAsked.dropFirst(3).allSatisfy { $0["cached"] as? Bool == true })
        // Placed from the leading edge in source order: the colour at x 0, 242 wide; the frame after it and
        // the spacing, at 242 + 8 = 250, 50 wide; both the full height.
        XCTAssertEqual(try rect(flexible["frame"]), [0, 0, 242, 100])
        XCTAssertEqual(try rect(fixed["frame"]), [250, 0, 50, 100])
        for child in [flexible, fixed] {
            // A placement's point is the anchor's place: at − anchor × size is the frame's origin.
            let placed = try object(child["placed"])
            let at = try object(placed["at"]), anchor = try object(placed["anchor"]), frame = try rect(child["frame"])
            let x = try XCTUnwrap(number(at["x"])) - XCTUnwrap(number(anchor["x"])) * XCTUnwrap(frame[2])
            let y = try XCTUnwrap(number(at["y"])) - XCTUnwrap(number(anchor["y"])) * XCTUnwrap(frame[3])
            XCTAssertEqual([x, y], [frame[0], frame[1]])
            XCTAssertEqual(number(child["priority"]), 0)
        }
        XCTAssertEqual(try pair(try object(flexible["placed"])["proposal"]), [242, 100])
        // The colour in the frame is proposed the frame's 50 and the offered height.
        let inner = try XCTUnwrap((fixed["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(inner["view"] as? String, "Color")
        XCTAssertEqual(try rect(inner["frame"]), [250, 0, 50, 100])
        XCTAssertTrue(try XCTUnwrap(inner["asked"] as? [[String: Any]]).allSatisfy { try pair($0["proposal"]) == [50, 100] })
    }

    func testASizeThatFitsPreviewIsExplainedFromItsOwnViewAsText() throws {
        try folder.write("""
            import SwiftUI

            #Preview("Fits", traits: .sizeThatFitsLayout) {
                Color.red.frame(width: 40, height: 30)
            }

            """, to: "Fits.swift")
        let result = try explain([folder.file("Fits.swift"), "--size", "200x100"])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n").map(String.init)
        // The canvas proposes a size-that-fits preview nil × nil (its ideal size); the frame answers 40 × 30
        // and the host centres it in 200 × 100: (80, 35). The record starts at the user's `.frame`, not at the
        // `.fixedSize` that does the proposing.
        XCTAssertEqual(lines.first, "size 200×100")
        XCTAssertEqual(lines.dropFirst().first, ".frame  frame (80, 35) 40×30")
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("  · asked (nil, nil) → 40×30") == true, result.output)
        // The colour inside is proposed the frame's 40 × 30.
        XCTAssertTrue(lines.contains("  Color  frame (80, 35) 40×30"), result.output)
    }

    func testAFileThatDoesNotCompileExitsWithTheCompilersErrors() throws {
        try folder.write("""
            import SwiftUI

            #Preview {
                Color.red.frame(width: undefinedWidth)
            }

            """, to: "Broken.swift")
        let result = try explain([folder.file("Broken.swift"), "--size", "300x100", "--json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Broken.swift:4:") && result.errors.contains("error:"), result.errors)
        XCTAssertTrue(result.errors.contains("undefinedWidth"), result.errors)
        XCTAssertEqual(result.output, "")
    }

    func testAGallerySceneIsExplainedInProcessAsText() throws {
        let result = try explain(["grid", "--size", "480x320"])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.first, "size 480×320")
        // The scene fills the window: its outermost view's frame is the whole 480 × 320.
        XCTAssertTrue(lines.dropFirst().first?.contains("frame (0, 0) 480×320") == true, result.output)
        XCTAssertTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Grid ") }, result.output)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 100 }, result.output)
    }

    func testTextFramesAreTheWindowsWithoutADisplay() throws {
        // The window measures with XftTextMeasurer on its connection; `reflow explain`, with no display, with
        // the display-free shaper. Both in the pinned fonts, the whole record must be the same, text included.
        try requireDisplay()
        setenv(FontConfiguration.environmentVariable, "1", 1)
        let measurer = XftTextMeasurer(connection: try XConnection())
        for name in ["text", "vstack", "flow"] {
            let scene = try XCTUnwrap(GalleryScene.named(name))
            let host = ViewHost(rootView: scene.view, size: CGSize(width: 420, height: 300), textMeasurer: measurer)
            let window = try XCTUnwrap(host.recordNegotiation()).text()
            XCTAssertTrue(window.contains("Text"), window)
            let explained = try explain([name, "--size", "420x300"])
            XCTAssertEqual(explained.status, 0, explained.errors)
            XCTAssertEqual(explained.output, window, name)
        }
    }

    func testHelpSaysTextIsMeasuredAsTheWindowMeasuresItAndGivesAnExample() throws {
        let help = try explain(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("No X display is needed"), help.output)
        XCTAssertTrue(help.output.contains("as the window measures it"), help.output)
        XCTAssertTrue(help.output.contains("reflow explain flow --size 480x320"), help.output)
    }

    func testBadArgumentsGetClearMessages() throws {
        let unknown = try explain(["no-such-scene", "--size", "300x100"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.errors.contains("no file, folder or scene named 'no-such-scene'"), unknown.errors)
        let badSize = try explain(["grid", "--size", "300"])
        XCTAssertNotEqual(badSize.status, 0)
        XCTAssertTrue(badSize.errors.contains("The value '300' is invalid for '--size <size>'"), badSize.errors)
        XCTAssertTrue(badSize.errors.contains("WIDTHxHEIGHT, each from 1 to 10000"), badSize.errors)
        XCTAssertEqual(badSize.output, "")
    }
}
