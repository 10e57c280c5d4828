import Foundation
@_spi(Viewer) import Reflow

extension ReflowWindow {
    /// Whether the ruler of the widths where the layout changes is shown along the bottom edge (`SweepRuler`):
    /// a tick at each width where a text wraps, a view switches, comes, goes or jumps, and the nearest such
    /// widths either side of the window's own named. It sweeps a slice of widths each frame until it has them
    /// all, and again when the views or the window's height change.
    public var showsSweepRuler: Bool {
        get { sweepRuler != nil }
        set {
            guard newValue != showsSweepRuler else { return }
            sweepRuler = newValue ? SweepRuler(textMeasurer: host?.textMeasurer ?? FixedAdvanceTextMeasurer()) : nil
            requestDraw()
        }
    }

    /// The widths found so far where the layout changes, for tests and tools; empty while the ruler is off.
    @_spi(Preview) public var sweepRulerMarks: [Int] { sweepRuler?.marks.map(\.width) ?? [] }

    /// The window's session ended: the ruler's hosts and the window's text measurer, which holds the X
    /// connection open (and with it the window on the screen), go with it; the ruler stays on and sweeps again
    /// in the next `run()`.
    func sweepRulerSessionEnded() {
        guard sweepRuler != nil else { return }
        sweepRuler = SweepRuler(textMeasurer: FixedAdvanceTextMeasurer())
    }

    /// Whether the ruler is still sweeping widths: frames keep coming until it has them all.
    var isSweeping: Bool { sweepRuler?.isSweeping ?? false }

    /// Sweeps a few more widths (about 8 ms' worth, timed by the preview's watchdog as a frame is) and returns
    /// the ruler to draw over the views; nil while it is off. Asks for another frame while widths are left.
    func sweepRulerOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let ruler = sweepRuler else { return nil }
        if ruler.textMeasurer !== host.textMeasurer { ruler.textMeasurer = host.textMeasurer }
        ruler.sweep(rootView, update: rootViewUpdates, height: size.height,
                    widest: max(SweepRuler.widest, Int(size.width.rounded(.up)) * 2), images: host.imageProvider,
                    at: FramePacer.now())
        onBusy?(true)
        ruler.advance(for: 0.008)
        onBusy?(false)
        return ruler.overlay(size: size)
    }
}
