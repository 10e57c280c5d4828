import Foundation
@_spi(Preview) import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// The main queue and main run loop in a window: what a view's `.onAppear` or a view model puts on them
/// (`DispatchQueue.main.async`, `asyncAfter`, `Timer.scheduledTimer`, a debounce on `RunLoop.main`) runs between
/// the window's events, as UIKit's run loop runs it, and the state it sets is drawn. Seen in the window's pixels:
/// three 100 × 60 blocks stacked from the top, red until their work has run.
final class MainQueueWindowTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var text = ""
        @Published var debounced = false
        private var cancellable: AnyCancellable?

        init() {
            cancellable = $text.dropFirst()
                .debounce(for: .milliseconds(200), scheduler: RunLoop.main)
                .sink { [unowned self] _ in debounced = true }
        }
    }

    struct Blocks: View {
        @State private var after = false
        @State private var timer = false
        @StateObject private var model = Model()
        var body: some View {
            VStack(spacing: 0) {
                (after ? Color.green : Color.red).frame(width: 100, height: 60)
                (timer ? Color.green : Color.red).frame(width: 100, height: 60)
                (model.debounced ? Color.green : Color.red).frame(width: 100, height: 60)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { after = true }
                Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in timer = true }
                // From another thread, as a network callback would: the main queue wakes the window.
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
                    DispatchQueue.main.async { model.text = "typed" }
                }
            }
        }
    }

    /// Whether each block's centre is green, top to bottom.
    private static func greens(of id: UInt, probe: XProbe) -> [Bool] {
        [30, 90, 150].map { y in
            guard let pixel = probe.pixels(of: id, x: 50, y: y, width: 1, height: 1).first?.first else { return false }
            return pixel.0 < 100 && pixel.1 > 150
        }
    }

    func testWorkOnTheMainQueueAndRunLoopRunsAndIsDrawn() throws {
        try requireDisplay()
        let window = ReflowWindow(title: "main queue", size: CGSize(width: 200, height: 200)) { Blocks() }
        nonisolated(unsafe) var last: [Bool] = []
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            last = pollUntil([true, true, true], timeout: 10) { Self.greens(of: id, probe: probe) }
        }
        XCTAssertEqual(last, [true, true, true], "after asyncAfter, a scheduled timer and a debounce")
    }
}
