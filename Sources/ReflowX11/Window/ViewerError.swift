import Foundation

/// Why the viewer could not do what was asked, in words a user can act on.
public enum ViewerError: Error, CustomStringConvertible {
    /// No X display: `DISPLAY` unset (nil) or the named display refused the connection.
    case noDisplay(String?)
    /// A file could not be written: its path and the system's reason (`strerror`).
    case cannotWrite(String, reason: String)
    /// The window was destroyed under the process, by another program.
    case windowDestroyed(UInt)
    /// A snapshot would not have the size asked for: `points` at `scale` pixels a point is `pixels`, and each
    /// side must be 1 to `PixelLimits.maximumSide` pixels.
    case snapshotSize(points: CGSize, scale: Double, dpi: Double, pixels: CGSize)
    /// The X server refused a request while a snapshot was drawn (the X error was printed): no picture.
    case drawingFailed

    public var description: String {
        switch self {
        case .noDisplay(nil):
            return "reflow: no X display (DISPLAY is not set); run it in a desktop session, or under a virtual display: xvfb-run -a reflow …"
        case .noDisplay(let name?):
            return "reflow: cannot open the X display \(name); start a desktop session or an X server there, or use: xvfb-run -a reflow …"
        case .cannotWrite(let path, let reason):
            return "reflow: cannot write \(path): \(reason)"
        case .windowDestroyed:
            return "reflow: the window was closed by another program (destroyed); exiting"
        case let .snapshotSize(points, scale, dpi, pixels):
            func number(_ value: Double) -> String { String(format: "%g", value) }
            return "reflow: \(number(points.width))×\(number(points.height)) points at \(number(scale)) pixels a "
                + "point (Xft.dpi \(number(dpi))) is \(number(pixels.width))×\(number(pixels.height)) pixels; each "
                + "side of a snapshot must be 1 to \(PixelLimits.maximumSide) pixels; nothing written"
        case .drawingFailed:
            return "reflow: the X server refused to draw the snapshot (the X error is above); nothing written"
        }
    }
}
