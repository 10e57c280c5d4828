import XCTest
import Reflow
@testable import ReflowPreviewRuntime
import ReflowX11

/// The lines `reflow preview` and a preview process exchange: each value travels as one line and comes back
/// equal.
final class PreviewMessagesTests: XCTestCase {
    private func roundTrip(_ command: PreviewCommand, file: StaticString = #filePath, line: UInt = #line) {
        let text = command.line
        XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
        XCTAssertFalse(text.contains("\r"), text, file: file, line: line)
        XCTAssertEqual(PreviewCommand(line: Substring(text)), command, text, file: file, line: line)
    }

    private func roundTrip(_ status: PreviewStatus, file: StaticString = #filePath, line: UInt = #line) {
        let text = status.line
        XCTAssertFalse(text.contains("\n"), text, file: file, line: line)
        XCTAssertEqual(PreviewStatus(line: Substring(text)), status, text, file: file, line: line)
    }

    func testCommandsRoundTrip() {
        let commands: [PreviewCommand] = [
            .show, .select(0), .select(7), .select(123), .outlines(true), .outlines(false), .sweepRuler(true), .sweepRuler(false), .timeline(true), .timeline(false), .keys(true), .keys(false), .headsUp(true),
            .headsUp(false), .blank(true), .blank(false), .zoom(1), .zoom(1.5), .zoom(0.75), .zoom(2.0 / 3.0),
            .message(nil), .quit, .saveState("/tmp/a b/state.json"), .stateWritten(true), .stateWritten(false), .inspect(true), .inspect(false),
            .literalCatalog([]),
            .literalCatalog([DesignTimeLiteral(key: "Über Tags.swift:3.2", role: "frame width", file: "Über Tags.swift",
                                               line: 75, column: 12, value: .float(120.5)),
                             DesignTimeLiteral(key: "T.swift:0.1", role: nil, file: "T.swift", line: 1, column: 1,
                                               value: .integer(-4))]),
        ]
        for command in commands { roundTrip(command) }
    }

    func testMessagesRoundTrip() {
        let messages = [
            PreviewMessage(kind: .error, title: "Build failed: 2 errors", lines: [
                "Tags.swift:12:5: error: cannot find 'x' in scope",
                "Tags.swift:14:1: error: expected '}'\tat end of brace statement",
                "",
                "Fix the file and save: the preview reloads.",
            ]),
            PreviewMessage(kind: .crash, title: "The preview crashed — “Fatal error” 💥", lines: [
                "Fatal error: Index out of range: Über/Tags.swift:3",
                "日本語のテキスト, café, naïve, 🎉",
                "  indented\twith tabs\t",
            ]),
            PreviewMessage(kind: .info, title: "Building…"),
            PreviewMessage(kind: .info, title: "", lines: []),
            PreviewMessage(kind: .error, title: "Only empty lines", lines: ["", ""]),
            PreviewMessage(kind: .error, title: "message quit select 1", lines: ["message", "show"]),
        ]
        for message in messages { roundTrip(.message(message)) }
    }

    /// "A message of any text travels as one command": a title or line that holds a line break as well.
    func testMessageWithLineBreaksInsideTitleAndLines() throws {
        let message = PreviewMessage(kind: .crash, title: "The preview\ncrashed", lines: ["first\nsecond", "\r\n"])
        let command = PreviewCommand.message(message)
        XCTAssertFalse(command.line.contains("\n"))
        XCTAssertEqual(PreviewCommand(line: Substring(command.line)), command)
    }

    func testUnknownOrMalformedCommands() {
        for text in ["", "bogus", "select", "select x", "zoom", "zoom wide", "Show", "savestate"] {
            XCTAssertNil(PreviewCommand(line: Substring(text)), text)
        }
    }

    func testStatusesRoundTrip() {
        let statuses: [PreviewStatus] = [
            .previews([]),
            .previews([PreviewListing(name: "Preview", file: "Tags.swift", line: 3)]),
            .previews([
                PreviewListing(name: "Tags", file: "Tags.swift", line: 3),
                PreviewListing(name: "Préview “1” 🎉 — 日本", file: "Über Tags.swift", line: 120),
                PreviewListing(name: "", file: "Empty.swift", line: 1),
            ]),
            .ready(0), .ready(4), .shown(0.25), .shown(1.234567), .selected(2), .hung(2), .hung(0.5),
            .memoryExceeded(2 << 30), .memoryExceeded(157_286_400), .stateSaved("/tmp/a b/state.json"),
            .inspecting(true), .inspecting(false),
            .literalEdited(DesignTimeEdit(key: "Tags.swift:3.2", from: .integer(10), to: .integer(24), phase: .settled)),
            .literalEdited(DesignTimeEdit(key: "T b.swift:0.1", from: .float(1.5), to: .float(-2), phase: .stepped)),
        ]
        for status in statuses { roundTrip(status) }
    }

    func testListingSeparatorsInNamesBecomeSpaces() {
        let status = PreviewStatus.previews([PreviewListing(name: "a\tb\nc\u{1f}d", file: "x\ty.swift", line: 2),
                                             PreviewListing(name: "next", file: "N.swift", line: 5)])
        XCTAssertFalse(status.line.contains("\n"))
        XCTAssertEqual(PreviewStatus(line: Substring(status.line)),
                       .previews([PreviewListing(name: "a b c d", file: "x y.swift", line: 2),
                                  PreviewListing(name: "next", file: "N.swift", line: 5)]))
    }

    func testUnknownOrMalformedStatuses() {
        for text in ["", "ready", "ready x", "shown", "hung soon", "memory", "memory lots", "memory -1", "statesaved", "bogus 1"] {
            XCTAssertNil(PreviewStatus(line: Substring(text)), text)
        }
    }

    /// The window's input travels to the preview process as one line each and comes back equal: pixels with
    /// fractions, every modifier, wheel notches both ways, and keys whose name or text holds any character.
    func testInputRoundTrips() {
        let all: EventModifiers = [.shift, .control, .option, .command, .capsLock, .numericPad, .function]
        let inputs: [WindowInput] = [
            .pointerPressed(x: 12, y: 34, modifiers: []), .pointerPressed(x: 0.5, y: 799.25, modifiers: all),
            .pointerMoved(x: -40, y: 1200, modifiers: .shift), .pointerReleased(x: 3, y: 4, modifiers: .control),
            .pointerExited, .scroll(dx: 0, dy: 1, x: 10, y: 20, modifiers: []),
            .scroll(dx: -1, dy: 0, x: 10.5, y: 20, modifiers: [.shift, .control]),
            .key(WindowKey(name: "Right", text: "")), .key(WindowKey(name: "space", text: " ")),
            .key(WindowKey(name: "a", text: "\u{1}", modifiers: .control)),
            .key(WindowKey(name: "ISO_Left_Tab", text: "", modifiers: .shift)),
            .key(WindowKey(name: "eacute", text: "é")), .key(WindowKey(name: "", text: "🎉\n\t")),
            .key(WindowKey(name: "KP_Enter", text: "\r")),
        ]
        for input in inputs { roundTrip(.input(input)) }
        roundTrip(.keyTaken(true))
        roundTrip(.keyTaken(false))
    }

    /// A warning travels to `reflow preview` as one line, with its category, whatever its message holds; the
    /// note `reflow preview` sends back for the heads-up line travels the same way.
    func testDiagnosticsAndHeadsUpNotesRoundTrip() {
        let messages = [
            "Reflow: warning: Slider was given the range 1.0...0.0 (used 0...1). Further warnings about Slider are not shown.",
            "Reflow: warning: Color(\"brand\"): no colour set named \"brand\" in Assets.xcassets; drawn as clear",
            "reflow: the font \"Noto Color Emoji\" is not installed\n\ton two lines — “quoted” 🎉",
            "diagnostic layout ready 1",
            "",
        ]
        for category in Diagnostic.Category.allCases {
            for message in messages { roundTrip(.diagnostic(Diagnostic(category: category, message: message))) }
        }
        for note in ["1 warning · .frame was given width: nan (ignored it)", "3 warnings · a\tb\nc", "hudnote"] {
            roundTrip(.headsUpNote(note))
        }
        roundTrip(.headsUpNote(nil))
    }

    func testMalformedDiagnosticsAreNoStatus() {
        for text in ["diagnostic", "diagnostic layout", "diagnostic weather V2FybQ==", "diagnostic layout !!!",
                     "diagnostic layout V2FybQ== extra"] {
            XCTAssertNil(PreviewStatus(line: Substring(text)), text)
        }
        XCTAssertNil(PreviewCommand(line: "hudnote !!!"))
    }

    func testMalformedInputIsNoCommand() {
        for text in ["press", "press 1 2", "press x 2 0", "press 1 2 0.5", "scroll 0 1 2 3", "scroll 0.5 1 2 3 0",
                     "key 0 !!! =", "key", "exit 1", "move 1 2 3 4"] {
            XCTAssertNil(PreviewCommand(line: Substring(text)), text)
        }
    }
}
