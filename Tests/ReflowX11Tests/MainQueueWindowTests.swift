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

/// `reflow preview --snapshot` pictures a preview settled: the main queue's waiting blocks (an `.onAppear` that
/// sets state through `DispatchQueue.main.async`, as layout demos do to start from a measured size) have run,
/// as they have a moment after a window opens; work delayed into the future has not.
final class SettledSnapshotTests: XCTestCase {
    struct Appearing: View {
        @State private var isSet = false
        @State private var isLate = false
        var body: some View {
            VStack(spacing: 0) {
                (isSet ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
                (isLate ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)
            }
            .onAppear {
                DispatchQueue.main.async { isSet = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 30) { isLate = true }
            }
        }
    }

    private func colours(settled: Bool) throws -> [(red: UInt8, green: UInt8)] {
        let size = CGSize(width: 40, height: 40)
        let image = try Snapshot.image(of: Appearing(), size: size, settled: settled)
        let scale = CGFloat(image.width) / size.width
        return [10.0, 30.0].map {
            let pixel = image.pixel(x: Int(20 * scale), y: Int($0 * scale))
            return (pixel.red, pixel.green)
        }
    }

    func testTheMainQueuesImmediateWorkIsInASettledPictureOnly() throws {
        try requireDisplay()
        let first = try colours(settled: false)
        XCTAssertTrue(first[0].red > 200 && first[0].green < 50, "the first frame, before the block: \(first[0])")
        let settled = try colours(settled: true)
        XCTAssertTrue(settled[0].green > 200 && settled[0].red < 50, "the block has run: \(settled[0])")
        XCTAssertTrue(settled[1].red > 200 && settled[1].green < 50, "the delayed block has not: \(settled[1])")
    }
}
