import Foundation
@_spi(Preview) import ReflowX11
@_spi(Preview) import Reflow
import ReflowPreviewRuntime

/// The presenter view's process (`reflow-preview presenter`, started by `reflow preview` when it presents with
/// two monitors or `--presenter-window`): a window of its own, on the speaker's monitor, that shows what
/// `PresenterState` lines on standard input say and writes the keys pressed in it to standard output, one
/// `WindowInput` line each, for `reflow preview` to act on as keys of its own window (Page Down, `b`, Escape).
///
/// A process of its own because a Reflow window runs its own loop on its own X connection; it draws only
/// Reflow's views, never the previewed code, and ends with `reflow preview`.
public final class PresenterProcess {
    private let window: ReflowWindow
    private var state = PresenterState()
    private let minutes: Double?
    private var input = LineReader(fileDescriptor: STDIN_FILENO)
    /// The second the clocks show: they are built again when the wall clock passes to the next.
    private var shownSecond = 0
    private var ticks: Timer?

    /// A presenter window for a talk of `minutes` (nil: no pacing timer), fullscreen on `monitor` if given.
    public init(minutes: Double?, monitor: Monitor?) {
        self.minutes = minutes
        let state = state
        window = ReflowWindow(title: "Presenter — Reflow", size: CGSize(width: 1000, height: 640)) {
            PresenterView(state: state, now: Date(), minutes: minutes)
        }
        if let monitor { window.place(on: monitor, fullscreen: true) }
        window.onKey = { key in
            let line = Array((WindowInput.key(key).line + "\n").utf8)
            _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        }
        window.watch(fileDescriptor: STDIN_FILENO) { [unowned self] in readStates() }
    }

    /// Runs until the window is closed or `reflow preview` closes the pipe; throws when the window cannot open.
    public func run() throws {
        signal(SIGPIPE, SIG_IGN)
        // The clocks follow the wall clock, which a `TimelineView` does not (it follows the host's clock, which
        // stands still while nothing moves): a timer of the main run loop, which the window runs, checks it.
        ticks = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [unowned self] _ in tick() }
        defer { ticks?.invalidate() }
        try window.runOrThrow()
    }

    private func readStates() {
        guard let lines = input.readLines() else { return window.close() }
        guard let newState = lines.compactMap(PresenterState.init(encoded:)).last, newState != state else { return }
        if newState.pictures != state.pictures, let images = window.host?.imageProvider as? AssetImageProvider {
            // The same files, drawn again: decoded again.
            for path in [state.currentPicture, state.nextPicture, newState.currentPicture, newState.nextPicture] {
                if let path { images.forget(path) }
            }
        }
        state = newState
        show()
    }

    private func tick() {
        if Int(Date().timeIntervalSince1970) != shownSecond { show() }
    }

    private func show() {
        let now = Date()
        shownSecond = Int(now.timeIntervalSince1970)
        window.update(rootView: PresenterView(state: state, now: now, minutes: minutes))
    }
}
