internal import CX11
import Foundation
import ReflowText

/// An open connection to an X server: the display, its default screen, the visual and colour map windows
/// and pixmaps use, the atoms Reflow needs and the resolution fonts are scaled by. Every Xlib call of
/// Reflow goes through this module; nothing public exposes an Xlib type.
final class XConnection {
    let display: OpaquePointer
    let screen: Int32
    let root: UInt
    let visual: UnsafeMutablePointer<Visual>
    let colormap: UInt
    let depth: Int32
    /// Dots per inch from the `Xft.dpi` resource, 96 when unset, clamped to 24…960 (`DisplayResolution`).
    /// Points scale to pixels by dpi / 96.
    let dpi: Double

    /// The default screen's size in pixels: what a window can grow to.
    var screenPixels: (width: Int, height: Int) {
        (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }

    /// Opens the display named by `DISPLAY` (or `name`), or explains in one line why it cannot.
    init(name: String? = nil) throws {
        let requested = name ?? environmentVariable("DISPLAY")
        guard let requested, !requested.isEmpty else { throw ViewerError.noDisplay(nil) }
        guard let display = XOpenDisplay(requested) else { throw ViewerError.noDisplay(requested) }
        XErrors.install(on: display)
        // Render must register its close hook before Xft does: Xft frees its fonts through Render when the
        // display closes, and with the hooks the other way round a later connection at the same address
        // receives garbage requests.
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        _ = XRenderQueryExtension(display, &eventBase, &errorBase)
        self.display = display
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        visual = XDefaultVisual(display, screen)
        colormap = XDefaultColormap(display, screen)
        depth = XDefaultDepth(display, screen)
        let resolution = DisplayResolution(resource: XConnection.resource("Xft.dpi", class: "Xft.Dpi", display))
        resolution.reportOnce()
        dpi = resolution.dpi
    }

    deinit { XCloseDisplay(display) }

    /// A magnification on top of `Xft.dpi`, for a projector (`reflow preview`'s zoom keys); 1 by default.
    var zoom = 1.0

    /// The scale from points to pixels.
    var scale: Double { dpi / 96 * zoom }

    /// The atom named `name`, created if needed.
    func atom(_ name: String) -> UInt { XInternAtom(display, name, 0) }

    /// The file descriptor of the connection, for `poll`.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    func flush() { XFlush(display) }

    /// Waits until the server has handled every request sent, so that their errors have been reported.
    func sync() { XSync(display, 0) }

    /// The text of resource `name` in the server's resource database (what `xrdb` sets), as Xft-based
    /// programs read `Xft.dpi`; nil when it is not set.
    private static func resource(_ name: String, class className: String, _ display: OpaquePointer) -> String? {
        XrmInitialize()
        guard let resources = XResourceManagerString(display),
              let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, name, className, &type, &value) != 0, let address = value.addr else { return nil }
        return String(cString: address)
    }
}
