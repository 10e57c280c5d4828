import Foundation
import Reflow
import ReflowPreviewRuntime
import XCTest

/// `PreviewRoot`: the preview is laid out exactly as if it were the window's root alone (proposed the whole
/// window, centred), with or without a message panel and the heads-up line over it.
final class PreviewRootTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)
    private let message = PreviewMessage(kind: .error, title: "Build failed: 1 error", lines: [
        "Tags.swift:12:5: error: cannot find 'x' in scope",
        String(repeating: "a long line that wraps ", count: 20),
        "Fix the file and save: the preview reloads.",
    ])
    private let tallMessage = PreviewMessage(kind: .crash, title: "The preview crashed",
                                             lines: (1...40).map { "line \($0)" })

    private func alone(_ content: some View) -> CGRect? {
        ViewHost(rootView: content, size: size).frame(of: "content")
    }

    /// The content's frame under PreviewRoot for every combination of message and heads-up line.
    private func framesInRoot(_ content: some View) -> [CGRect?] {
        var frames: [CGRect?] = []
        for message in [nil, message, tallMessage] {
            for headsUp in [nil, "Tags.swift:3 · Preview 1 of 2 · 400×300"] {
                let root = PreviewRoot(content: AnyView(content), message: message, headsUp: headsUp)
                frames.append(ViewHost(rootView: root, size: size).frame(of: "content"))
            }
        }
        return frames
    }

    private func check(_ content: some View, expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(alone(content), expected, "alone", file: file, line: line)
        for (index, frame) in framesInRoot(content).enumerated() {
            XCTAssertEqual(frame, expected, "combination \(index)", file: file, line: line)
        }
    }

    func testFixedSizeContentIsCentred() {
        // ((400 − 120) / 2, (300 − 80) / 2).
        check(Color.red.frame(width: 120, height: 80).id("content"), expected: CGRect(x: 140, y: 110, width: 120, height: 80))
    }

    func testFlexibleContentFillsTheHost() {
        check(Color.red.id("content"), expected: CGRect(x: 0, y: 0, width: 400, height: 300))
        // Proposed 400×300, a view with only ideal sizes takes the proposal.
        check(Color.red.frame(idealWidth: 120, idealHeight: 80).id("content"),
              expected: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    func testContentLargerThanTheHostOverflowsCentred() {
        // ((400 − 600) / 2, (300 − 500) / 2).
        check(Color.red.frame(width: 600, height: 500).id("content"),
              expected: CGRect(x: -100, y: -100, width: 600, height: 500))
    }

    func testContentWiderThanTheHostButShorter() {
        check(Color.red.frame(width: 500, height: 100).id("content"),
              expected: CGRect(x: -50, y: 100, width: 500, height: 100))
    }

    func testPreviewRootViewsAreLaidOutAsAlone() {
        // What the preview process puts in a PreviewRoot: a preview's root view.
        let sized = Preview(name: nil, traits: [.sizeThatFitsLayout], fileID: "M/T.swift", line: 1) {
            Color.red.frame(idealWidth: 120, idealHeight: 80).id("content")
        }
        let fixed = Preview(name: nil, traits: [.fixedLayout(width: 200, height: 100)], fileID: "M/T.swift", line: 1) {
            Color.red.id("content")
        }
        check(sized.makeRootView(), expected: CGRect(x: 140, y: 110, width: 120, height: 80))
        check(fixed.makeRootView(), expected: CGRect(x: 100, y: 100, width: 200, height: 100))
    }

    func testTextContentIsLaidOutAsAlone() {
        let content = VStack(spacing: 4) {
            Text("A preview with some text in it that is long enough to wrap in a window this narrow")
            Text("Second")
        }.id("content")
        let expected = alone(content)
        XCTAssertNotNil(expected)
        for frame in framesInRoot(content) { XCTAssertEqual(frame, expected) }
    }
}
