import Foundation
@_spi(Preview) import ReflowX11
@_spi(Viewer) import Reflow
@testable import ReflowPreviewHost
import XCTest

/// The presenter view's parts without a window (issue 31, item 1): the pacing timer's arithmetic, the notes'
/// markdown blocks, what the view says, and which monitor gets which window.
final class PresenterTests: XCTestCase {
    // MARK: Pace

    /// A 10-minute talk of 5 previews gives each 2 minutes: the first should be over by 2:00, the second by 4:00.
    func testThePaceSharesTheTalkEvenlyAmongThePreviews() {
        let early = PresenterPace(elapsed: 100, minutes: 10, index: 0, count: 5)
        XCTAssertEqual(early.standing, .onPace)
        XCTAssertEqual(early.text, "8:20 left · 0:20 for this preview")
        // 30 s past the first preview's 2:00, less than a share (2:00) behind: orange.
        let behind = PresenterPace(elapsed: 150, minutes: 10, index: 0, count: 5)
        XCTAssertEqual(behind.standing, .behind)
        XCTAssertEqual(behind.text, "7:30 left · 0:30 behind")
        // The second preview at 2:30 is on pace (due at 4:00).
        XCTAssertEqual(PresenterPace(elapsed: 150, minutes: 10, index: 1, count: 5).text, "7:30 left · 1:30 for this preview")
        // More than a share behind: red.
        let late = PresenterPace(elapsed: 241, minutes: 10, index: 0, count: 5)
        XCTAssertEqual(late.standing, .late)
        XCTAssertEqual(late.text, "5:59 left · 2:01 behind")
        // Past the talk's end, whatever the preview.
        let over = PresenterPace(elapsed: 605, minutes: 10, index: 4, count: 5)
        XCTAssertEqual(over.standing, .late)
        XCTAssertEqual(over.text, "0:05 over time")
    }

    func testClocksCountWholeSeconds() {
        XCTAssertEqual(PresenterPace.clock(59.9), "0:59")
        XCTAssertEqual(PresenterPace.clock(61), "1:01")
        XCTAssertEqual(PresenterPace.clock(3600 + 62), "1:01:02")
        XCTAssertEqual(PresenterPace.clock(-3), "0:00")
    }

    // MARK: Notes

    func testNotesAreSplitIntoMarkdownBlocks() {
        let blocks = NotesBlock.parse("""
            # Cards
            They wrap at **375 pt**,
            not before.

            - narrow
              and then
            * wide
            12. last
            ```
            .frame(width: 375)
            ```
            """)
        XCTAssertEqual(blocks, [
            .heading(level: 1, text: "Cards"),
            .paragraph("They wrap at **375 pt**, not before."),
            .item(marker: "•", text: "narrow and then"),
            .item(marker: "•", text: "wide"),
            .item(marker: "12.", text: "last"),
            .code(".frame(width: 375)"),
        ])
        XCTAssertEqual(NotesBlock.parse("#Not a heading"), [.paragraph("#Not a heading")])
    }

    // MARK: The view

    /// The texts drawn, a text of several styles (bold in the middle) as one.
    private func texts(_ host: ViewHost) -> [String] {
        var texts: [String] = []
        var end: CGPoint?
        for case .text(let run) in host.displayList.items {
            // The runs of one line of one text follow each other on the same baseline, each where the last ended.
            if let end, abs(end.y - run.origin.y) < 0.5, abs(end.x - run.origin.x) < 0.5, let last = texts.popLast() {
                texts.append(last + run.text)
            } else {
                texts.append(run.text)
            }
            end = CGPoint(x: run.origin.x + run.width, y: run.origin.y)
        }
        return texts
    }

    /// What the speaker reads: where they are, the notes (markdown drawn, markers gone), what comes next and
    /// the clocks; with no notes, how to write them; at the last preview, that it is the last.
    func testTheViewSaysWhereTheSpeakerIsAndWhatComesNext() {
        var state = PresenterState()
        (state.index, state.count, state.name, state.file, state.line) = (0, 3, "Red", "Talk.swift", 13)
        state.notes = "The **first** preview.\n- a red badge"
        state.nextName = "Blue"
        let now = Date(timeIntervalSince1970: 1_000_000)
        state.startedAt = now.timeIntervalSince1970 - 75
        let size = CGSize(width: 1280, height: 800)
        let first = texts(ViewHost(rootView: PresenterView(state: state, now: now, minutes: 10), size: size))
        XCTAssertTrue(first.contains("1 of 3 · Red · Talk.swift:13"), "\(first)")
        XCTAssertTrue(first.contains("The first preview."), "the bold text without its asterisks: \(first)")
        XCTAssertTrue(first.contains("a red badge") && first.contains("•"), "\(first)")
        XCTAssertTrue(first.contains("NEXT: BLUE"), "\(first)")
        XCTAssertTrue(first.contains("Elapsed 1:15"), "\(first)")
        // 10 minutes over 3 previews: the first is due at 3:20, 2:05 from now.
        XCTAssertTrue(first.contains("8:45 left · 2:05 for this preview"), "\(first)")
        XCTAssertTrue(first.contains(PresenterPace.wallClock(now)))

        (state.index, state.name, state.notes, state.nextName, state.startedAt) = (2, "Green", nil, nil, nil)
        state.isBlanked = true
        let last = texts(ViewHost(rootView: PresenterView(state: state, now: now, minutes: nil), size: size))
        XCTAssertTrue(last.contains { $0.hasPrefix("No notes.") }, "\(last)")
        XCTAssertTrue(last.contains("The last preview"), "\(last)")
        XCTAssertTrue(last.contains("Elapsed 0:00"), "the clocks wait for the talk's start: \(last)")
        XCTAssertFalse(last.contains { $0.contains("left") }, "no pacing timer without --minutes: \(last)")
        XCTAssertTrue(last.contains { $0.hasPrefix("The audience's screen is black") }, "\(last)")
    }

    func testTheStateCrossesThePipeAsOneLine() throws {
        var state = PresenterState()
        state.notes = "two\nlines"
        state.pictures = 3
        XCTAssertFalse(state.encoded.contains("\n"))
        XCTAssertEqual(PresenterState(encoded: Substring(state.encoded)), state)
        XCTAssertNil(PresenterState(encoded: "not json"))
    }

    // MARK: Monitors

    /// `xrandr --setmonitor` over halves of a screen leaves the screen's own monitor listed too; the halves
    /// are the monitors to use. Without a primary the speaker gets the leftmost, as a laptop's panel usually
    /// is; with one, the primary; the audience the largest other.
    func testThePresenterGoesOnThePrimaryOrLeftmostMonitor() {
        let screen = Monitor(name: "screen", x: 0, y: 0, width: 1600, height: 600)
        let left = Monitor(name: "left", x: 0, y: 0, width: 800, height: 600)
        let right = Monitor(name: "right", x: 800, y: 0, width: 800, height: 600)
        XCTAssertEqual(Monitor.distinct([left, right, screen]), [left, right])
        XCTAssertNil(Monitor.presentation(on: [screen]), "one monitor: no presenter view of its own")
        let plain = Monitor.presentation(on: [right, left])
        XCTAssertEqual(plain?.presenter, left)
        XCTAssertEqual(plain?.audience, right)
        var primary = right
        primary.isPrimary = true
        let projector = Monitor(name: "HDMI-1", x: 0, y: 0, width: 1920, height: 1080)
        let small = Monitor(name: "DP-2", x: 0, y: 1080, width: 1024, height: 768)
        let chosen = Monitor.presentation(on: [projector, primary, small])
        XCTAssertEqual(chosen?.presenter, primary)
        XCTAssertEqual(chosen?.audience, projector)
    }
}
