import Foundation
@_spi(Viewer) import Reflow

/// The window's side of zooming onto a view for an audience (`ViewZoom`): the input that starts and ends it,
/// the camera the views are drawn through, and the card drawn over them.
extension ReflowWindow {
    /// Whether Alt- or Control-click, or `z`, zooms onto a view and shows its negotiation card: on while
    /// `reflow preview` presents. While zoomed, the pointer goes to no view (they are not where they are drawn);
    /// the same click or key, or Escape, zooms back.
    @_spi(Preview) public var zoomsOntoViews: Bool {
        get { viewZoom != nil }
        set {
            guard newValue != zoomsOntoViews else { return }
            viewZoom = newValue ? ViewZoom(textMeasurer: host?.textMeasurer ?? FixedAdvanceTextMeasurer()) : nil
            requestDraw()
        }
    }

    /// The view zoomed onto, while zoomed in, for tests and tools.
    @_spi(Preview) public var zoomedView: ViewRecord? { viewZoom?.isZoomedIn == true ? viewZoom?.target : nil }

    /// Whether the camera is moving, or has arrived and the frame showing it is yet to be drawn.
    var isZoomMoving: Bool { viewZoom?.needsFrame(at: FramePacer.now()) ?? false }

    /// The window's session ended: the card's host and the window's text measurer, which holds the X connection
    /// open, go with it.
    func viewZoomSessionEnded() {
        guard viewZoom != nil else { return }
        viewZoom = ViewZoom(textMeasurer: FixedAdvanceTextMeasurer())
    }

    /// The camera to draw the views through now; nil when not zoomed.
    func viewZoomCamera(size: CGSize) -> CGAffineTransform? {
        viewZoom?.camera(at: FramePacer.now(), size: size)
    }

    /// The negotiation card to draw over the views now; nil when not zoomed.
    func viewZoomOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let zoom = viewZoom else { return nil }
        if zoom.textMeasurer !== host.textMeasurer { zoom.textMeasurer = host.textMeasurer }
        return zoom.overlay(at: FramePacer.now(), size: size)
    }

    /// Gives `input` (window pixels, `scale` pixels a point) to the zoom first: true when it took it, nil when
    /// the views (or the inspector) should have it.
    func viewZoomTakes(_ input: WindowInput, scale: Double, host: ViewHost) -> Bool? {
        guard let zoom = viewZoom else { return nil }
        let now = FramePacer.now(), showing = zoom.isShowing(at: now)
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x / scale, y: y / scale) }
        func toggle(at point: CGPoint?) -> Bool {
            // Recording lays the views out again: a preview's watchdog times it as a frame.
            onBusy?(true)
            let record = zoom.isZoomedIn ? nil : host.recordNegotiation()
            onBusy?(false)
            guard zoom.toggle(at: point, in: record, subtreeID: inspectedSubtreeID, size: size, time: now) else {
                return false
            }
            requestDraw()
            return true
        }
        switch input {
        case .pointerMoved(let x, let y, _):
            zoom.pointer = point(x, y)
            return showing ? true : nil
        case .pointerPressed(let x, let y, let modifiers) where !modifiers.isDisjoint(with: [.option, .control]):
            return toggle(at: point(x, y)) || showing
        case .pointerPressed, .pointerReleased, .scroll:
            return showing ? true : nil
        case .pointerExited:
            zoom.pointer = nil
            return nil
        case .key(let key) where key.name == "z" && key.modifiers.isDisjoint(with: [.command, .control, .option]):
            if !zoom.isZoomedIn, let pinned = inspector?.pinned {
                guard zoom.zoom(onto: pinned, size: size, time: now) else { return nil }
                requestDraw()
                return true
            }
            return toggle(at: zoom.pointer) ? true : nil
        case .key(let key) where key.name == "Escape" && zoom.isZoomedIn:
            return toggle(at: nil)
        case .key:
            return nil
        }
    }
}
