import XCTest
@testable import Reflow

/// One way for Reflow to warn: a sink per host for its views' warnings and one for the process, each giving
/// a warning once per cause, keeping it with its category and telling the process's observer.
final class DiagnosticsTests: XCTestCase {
    override func tearDown() {
        Diagnostics.observer = nil
    }

    // MARK: A sink

    func testAWarningIsGivenOncePerCauseAndKeptInOrder() {
        let sink = Diagnostics()
        sink.report(.layout, once: "HStack", "first about HStack")
        sink.report(.layout, once: "HStack", "second about HStack")
        sink.report(.images, once: "Image", "about Image")
        XCTAssertEqual(sink.reported, [Diagnostic(category: .layout, message: "first about HStack"),
                                       Diagnostic(category: .images, message: "about Image")])
    }

    func testAWarningWithoutACauseIsGivenEveryTime() {
        let sink = Diagnostics()
        sink.report(.environment, "could not open")
        sink.report(.environment, "could not open")
        XCTAssertEqual(sink.reported.map(\.message), ["could not open", "could not open"])
    }

    /// A fault repeated in every frame makes its message once: the rest cost a set lookup.
    func testTheMessageIsMadeOnlyForANewCause() {
        let sink = Diagnostics()
        var made = 0
        func message() -> String {
            made += 1
            return "made"
        }
        for _ in 0..<5 { sink.report(.layout, once: "cause", message()) }
        XCTAssertEqual(made, 1)
    }

    func testEachSinkHasItsOwnCauses() {
        let first = Diagnostics(), second = Diagnostics()
        first.report(.layout, once: "cause", "said by the first")
        second.report(.layout, once: "cause", "said by the second")
        XCTAssertEqual(first.reported.map(\.message), ["said by the first"])
        XCTAssertEqual(second.reported.map(\.message), ["said by the second"])
    }

    func testTheObserverHearsEachWarningGivenOnce() {
        let heard = Heard()
        Diagnostics.observer = { heard.append($0) }
        let sink = Diagnostics()
        sink.report(.controls, once: "Slider", "about Slider")
        sink.report(.controls, once: "Slider", "about Slider again")
        sink.report(.display, "no cause")
        XCTAssertEqual(heard.all, [Diagnostic(category: .controls, message: "about Slider"),
                                   Diagnostic(category: .display, message: "no cause")])
    }

    // MARK: A host's warnings

    /// `warnings` reads as before; `diagnostics` has the same lines with the part of Reflow each is from.
    func testAHostKeepsItsViewsWarningsWithTheirCategories() {
        let heard = Heard()
        Diagnostics.observer = { heard.append($0) }
        let host = ViewHost(rootView: VStack {
            Color.red.frame(width: .nan, height: 10)
            Color.blue.frame(width: .nan, height: 20)
            SteplessSlider()
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.diagnostics.map(\.category), [.input, .controls], "\(host.warnings)")
        guard host.warnings.count == 2 else { return }
        XCTAssertEqual(host.warnings, host.diagnostics.map(\.message))
        XCTAssertTrue(host.warnings[0].hasPrefix("Reflow: warning: .frame was given width: nan"), host.warnings[0])
        XCTAssertTrue(host.warnings[0].hasSuffix(". Further warnings about .frame are not shown."), host.warnings[0])
        XCTAssertTrue(host.warnings[1].hasPrefix("Reflow: warning: Slider was given the step -1.0"), host.warnings[1])
        XCTAssertEqual(heard.all, host.diagnostics, "the process's observer hears a host's warnings too")

        // Another host warns again: once per cause is once per host.
        let other = ViewHost(rootView: Color.red.frame(width: .nan, height: 10), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(other.diagnostics.map(\.category), [.input])
    }

    // MARK: The process's warnings

    /// Warnings no host gives are kept by the process's sink, with their category (and printed once, as
    /// before).
    func testWarningsWithoutAHostAreKeptByTheProcess() {
        let state = State(wrappedValue: 1)
        state.wrappedValue = 2
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.category == .state && $0.message.hasPrefix("Reflow: warning: a @State was set before its view was built")
        }, "\(Diagnostics.process.reported)")

        _ = gestureValue("text", as: Int.self)
        XCTAssertTrue(Diagnostics.process.reported.contains {
            $0.category == .gestures && $0.message.hasPrefix("Reflow: warning: a gesture whose Value is Int got a value of type String")
        }, "\(Diagnostics.process.reported)")

        let name = "DiagnosticsTests-\(UUID().uuidString)"
        _ = Color(name)
        _ = Color(name)
        let colours = Diagnostics.process.reported.filter { $0.message.hasPrefix("Reflow: warning: Color(\"\(name)\"): ") }
        XCTAssertEqual(colours.map(\.category), [.images], "once per name: \(colours)")
    }
}

/// A slider given a step it cannot take, in a body: a control warns the host building it.
private struct SteplessSlider: View {
    var body: some View { Slider(value: .constant(0.5), in: 0...1, step: -1) }
}

/// What an observer heard, from whichever thread reported it.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var diagnostics: [Diagnostic] = []

    func append(_ diagnostic: Diagnostic) { lock.withLock { diagnostics.append(diagnostic) } }
    var all: [Diagnostic] { lock.withLock { diagnostics } }
}
