import Foundation

/// Monitors, for a presentation: the speaker's view on one, the audience's on another (`reflow preview
/// --present`, docs/presenting.md).
extension ReflowWindow {
    /// The screen's monitors that hold no other (`Monitor.distinct`), once the window runs; empty before, or
    /// when the server has no XRandR 1.5.
    @_spi(Preview) public var monitors: [Monitor] {
        guard let connection = session?.connection else { return [] }
        return Monitor.distinct(connection.monitors)
    }

    /// The monitors of the display `DISPLAY` names, before a window is open (a connection of its own, closed
    /// at once); empty without a display.
    @_spi(Preview) public static func monitors() -> [Monitor] {
        guard let connection = try? XConnection() else { return [] }
        return Monitor.distinct(connection.monitors)
    }

    /// Whether the window is open (`run()` is under way).
    @_spi(Preview) public var isOpen: Bool { session != nil }

    /// Moves the window onto `monitor` and makes it as large, fullscreen if asked; before `run()`, the window
    /// opens there.
    @_spi(Preview) public func place(on monitor: Monitor, fullscreen: Bool) {
        guard let session else { return pendingPlacement = (monitor, fullscreen) }
        if let window = session.window { place(window, on: monitor, fullscreen: fullscreen) }
    }

    /// Leaves fullscreen and takes `size` (points) again, where the window is: the end of a presentation.
    @_spi(Preview) public func leaveFullscreen(restoring size: CGSize) {
        guard let session else { return pendingPlacement = nil }
        guard let window = session.window else { return }
        let scale = session.scale
        if window.isFullscreen { window.setFullscreen(false) }
        var x: Int32 = 0, y: Int32 = 0
        window.origin(x: &x, y: &y)
        window.place(x: x, y: y, width: Int32((size.width * scale).rounded()), height: Int32((size.height * scale).rounded()),
                     fullscreen: false, isMapped: true)
    }

    func place(_ window: XWindow, on monitor: Monitor, fullscreen: Bool) {
        window.place(x: Int32(monitor.x), y: Int32(monitor.y), width: Int32(monitor.width), height: Int32(monitor.height),
                     fullscreen: fullscreen, isMapped: window.isMapped)
    }
}
