import Foundation
import Reflow
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// `reflow sweep` (issue 31, item 5): the built command on a preview file and on a gallery scene, run without
/// an X display, as CI and a terminal over ssh run it.
final class SweepCommandTests: XCTestCase {
    private var folder: PreviewFolder!

    override func setUpWithError() throws { folder = try PreviewFolder() }
    override func tearDown() { folder = nil }

    /// Runs `reflow sweep ARGUMENTS` with no DISPLAY; its exit status, standard output and standard error.
    private func sweep(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        var environment = ProcessInfo.processInfo.environment.merging(folder.environment) { $1 }
        environment["DISPLAY"] = nil
        let run = try ProgramRun.run(ViewerProcess.executable, ["sweep"] + arguments, environment: environment)
        return (run.status, run.outputText, run.errorText)
    }

    /// Two previews; the second switches between a 300-point and a 200-point block (`ViewThatFits`).
    private let switchFile = """
        import SwiftUI

        #Preview("Label") {
            Text("not this one")
        }

        #Preview("Switch") {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 20)
                Color.blue.frame(width: 200, height: 20)
            }
        }

        """

    func testAPreviewFilesViewThatFitsSwitchesAtItsFirstCandidatesWidth() throws {
        try folder.write(switchFile, to: "Switch.swift")
        // The first candidate's ideal width is 300: shown from 300, the second below (layout rules §9).
        let result = try sweep([folder.file("Switch.swift"), "--preview", "Switch", "--from", "250", "--to", "350",
                                "--size", "400x100", "--json"])
        XCTAssertEqual(result.status, 0, result.errors)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(json["axis"] as? String, "width")
        XCTAssertEqual((json["across"] as? NSNumber)?.doubleValue, 100)
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.count, 1, result.output)
        XCTAssertEqual(changes.first?["at"] as? Int, 300)
        XCTAssertEqual(changes.first?["kind"] as? String, "switches")
        XCTAssertEqual(changes.first?["detail"] as? String, "candidate 2 → 1")
    }

    func testAGallerySceneIsSweptInProcessAsText() throws {
        // The flow scene's tags wrap into more rows as the window narrows: tags jump to the next row.
        let result = try sweep(["flow", "--from", "300", "--to", "600"])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("width 300…600 pt (height 320 pt): ") == true, result.output)
        XCTAssertTrue(lines.dropFirst().contains { $0.contains(" jumps ") }, result.output)
    }

    func testBadArgumentsGetClearMessages() throws {
        let unknown = try sweep(["no-such-scene"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.errors.contains("no file, folder or scene named 'no-such-scene'"), unknown.errors)
        let tooWide = try sweep(["flow", "--to", "20000"])
        XCTAssertNotEqual(tooWide.status, 0)
        XCTAssertTrue(tooWide.errors.contains("--to must be from 1 to 10000 points"), tooWide.errors)
        let badAxis = try sweep(["flow", "--axis", "depth"])
        XCTAssertNotEqual(badAxis.status, 0)
        XCTAssertTrue(badAxis.errors.contains("depth"), badAxis.errors)
    }
}
