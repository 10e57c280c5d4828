import Foundation
import ReflowPreviewRuntime
import XCTest

/// The command line `reflow preview` writes for a preview process and the process reads: what one side
/// writes, the other reads back equal, and what it cannot read is an error that names the flag.
final class PreviewOptionsTests: XCTestCase {
    /// Every field away from its default.
    private let everything = PreviewOptions(
        parent: 4321, restoreState: "/tmp/a b/state.json", stateFollows: true, preview: "Tags, wide",
        keep: PreviewOptions.Selection(name: "Chips", index: 3), zoom: 1.5625, outlines: true, sweepRuler: true, timeline: true, keys: true, inspect: true,
        headsUp: true, list: true, snapshot: "/tmp/a b/tags.png", variants: "type", explain: true,
        sweep: PreviewOptions.Sweep(isVertical: true, from: 600, to: 280, jump: 2.5),
        record: PreviewOptions.Record(from: CGSize(width: 320, height: 568), to: CGSize(width: 1024.5, height: 568),
                                      duration: 2.5, fps: 30, plays: true, output: "/tmp/a b/flow.gif"), json: true,
        size: CGSize(width: 300.5, height: 200.25), scale: 1.5, frames: CGSize(width: 1600, height: 1200))

    func testEveryFieldSurvivesWritingAndReading() throws {
        // A field added later and left out of this test fails here, rather than passing unchecked.
        let defaults = Mirror(reflecting: PreviewOptions()).children.map { "\($0.value)" }
        for (field, defaultValue) in zip(Mirror(reflecting: everything).children, defaults) {
            XCTAssertNotEqual("\(field.value)", defaultValue, "\(field.label ?? "?") is at its default")
        }
        XCTAssertEqual(try PreviewOptions(arguments: everything.arguments), everything, "\(everything.arguments)")
    }

    func testEachFieldAloneSurvivesWritingAndReading() throws {
        // One field at a time: a flag that reads into the wrong field, or only works beside another, shows here.
        let alone = [
            PreviewOptions(), PreviewOptions(parent: everything.parent),
            PreviewOptions(restoreState: everything.restoreState), PreviewOptions(stateFollows: true),
            PreviewOptions(preview: everything.preview),
            PreviewOptions(keep: everything.keep), PreviewOptions(zoom: everything.zoom),
            PreviewOptions(outlines: true), PreviewOptions(sweepRuler: true), PreviewOptions(timeline: true), PreviewOptions(keys: true),
            PreviewOptions(inspect: true), PreviewOptions(headsUp: true),
            PreviewOptions(list: true), PreviewOptions(snapshot: everything.snapshot), PreviewOptions(explain: true),
            PreviewOptions(sweep: everything.sweep), PreviewOptions(record: everything.record),
            PreviewOptions(variants: everything.variants),
            PreviewOptions(sweep: PreviewOptions.Sweep(isVertical: false, from: 280, to: 1200, jump: 4)),
            PreviewOptions(json: true), PreviewOptions(size: everything.size), PreviewOptions(scale: everything.scale),
            PreviewOptions(frames: everything.frames),
        ]
        for options in alone {
            XCTAssertEqual(try PreviewOptions(arguments: options.arguments), options, "\(options.arguments)")
        }
    }

    /// A value is the argument after its flag, whatever it looks like: a preview may be called "--hud".
    func testAValueThatLooksLikeAFlagIsAValue() throws {
        let options = PreviewOptions(preview: "--hud", keep: PreviewOptions.Selection(name: "--zoom", index: 0))
        XCTAssertEqual(try PreviewOptions(arguments: options.arguments), options)
        XCTAssertEqual(try PreviewOptions(arguments: ["--preview", "--hud"]).headsUp, false)
    }

    func testAnUnknownFlagIsAnErrorNamingIt() {
        XCTAssertThrowsError(try PreviewOptions(arguments: ["--hud", "--heads-up"])) { error in
            XCTAssertEqual(error as? PreviewOptionsError, .unknownFlag("--heads-up"))
            XCTAssertTrue("\(error)".contains("'--heads-up'"), "\(error)")
        }
        // A stray value, not after the flag that takes it, is no flag either.
        XCTAssertThrowsError(try PreviewOptions(arguments: ["--zoom", "2", "3"])) { error in
            XCTAssertEqual(error as? PreviewOptionsError, .unknownFlag("3"))
        }
    }

    func testAMissingValueIsAnErrorNamingTheFlag() {
        for flag in ["--frames", "--parent", "--restore-state", "--preview", "--zoom", "--snapshot", "--size", "--scale"] {
            XCTAssertThrowsError(try PreviewOptions(arguments: ["--inspect", flag])) { error in
                XCTAssertEqual(error as? PreviewOptionsError, .missingValue(flag: flag))
                XCTAssertTrue("\(error)".contains("'\(flag)'"), "\(error)")
            }
        }
        // --keep takes two: a name alone lacks its index.
        XCTAssertThrowsError(try PreviewOptions(arguments: ["--keep", "Tags"])) { error in
            XCTAssertEqual(error as? PreviewOptionsError, .missingValue(flag: "--keep"))
        }
    }

    func testAValueOfTheWrongKindIsAnErrorNamingTheFlag() {
        let wrong = [("--frames", "main"), ("--parent", "1.5"), ("--zoom", "big"), ("--size", "300"),
                     ("--size", "300x"), ("--size", "wide"), ("--scale", "0"), ("--scale", "huge")]
        for (flag, value) in wrong {
            XCTAssertThrowsError(try PreviewOptions(arguments: [flag, value])) { error in
                XCTAssertEqual(error as? PreviewOptionsError, .badValue(flag: flag, value: value))
                XCTAssertTrue("\(error)".contains("'\(flag)'"), "\(error)")
            }
        }
        XCTAssertThrowsError(try PreviewOptions(arguments: ["--keep", "Tags", "first"])) { error in
            XCTAssertEqual(error as? PreviewOptionsError, .badValue(flag: "--keep", value: "first"))
        }
    }
}
