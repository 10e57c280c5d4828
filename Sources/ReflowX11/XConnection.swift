internal import CX11
import Foundation

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
    /// Dots per inch from the `Xft.dpi` resource, 96 when unset. Points scale to pixels by dpi / 96.
    let dpi: Double

    /// Opens the display named by `DISPLAY` (or `name`), or explains in one line why it cannot.
    init(name: String? = nil) throws {
        let requested = name ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let requested, !requested.isEmpty else { throw ViewerError.noDisplay(nil) }
        guard let display = XOpenDisplay(requested) else { throw ViewerError.noDisplay(requested) }
        XConnection.installErrorHandlers()
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
        dpi = XConnection.resourceDPI(display) ?? 96
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

    /// Reads `Xft.dpi` from the server's resource database, as Xft-based programs do.
    private static func resourceDPI(_ display: OpaquePointer) -> Double? {
        XrmInitialize()
        guard let resources = XResourceManagerString(display),
              let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr,
              let dpi = Double(String(cString: address)), dpi > 0 else { return nil }
        return dpi
    }

    /// Protocol errors are reported and survived (a window that vanished, a failed allocation); a lost
    /// connection ends the process with one clear line, as Xlib would exit anyway.
    private static func installErrorHandlers() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            var text = [CChar](repeating: 0, count: 256)
            XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            FileHandle.standardError.write(Data("reflow: X error: \(message) (request \(event.pointee.request_code))\n".utf8))
            return 0
        }
        XSetIOErrorHandler { _ in
            FileHandle.standardError.write(Data("reflow: the connection to the X server was lost\n".utf8))
            exit(1)
        }
    }
}

/// Why the viewer could not do what was asked, in words a user can act on.
public enum ViewerError: Error, CustomStringConvertible {
    /// No X display: `DISPLAY` unset (nil) or the named display refused the connection.
    case noDisplay(String?)
    /// A file could not be written.
    case cannotWrite(String)
    /// The window to draw into (a preview's) does not exist.
    case noWindow(UInt)

    public var description: String {
        switch self {
        case .noDisplay(nil):
            return "reflow: no X display (DISPLAY is not set); run it in a desktop session, or under a virtual display: xvfb-run -a reflow …"
        case .noDisplay(let name?):
            return "reflow: cannot open the X display \(name); start a desktop session or an X server there, or use: xvfb-run -a reflow …"
        case .cannotWrite(let path):
            return "reflow: cannot write \(path)"
        case .noWindow(let id):
            return "reflow: there is no window 0x\(String(id, radix: 16)) to draw into"
        }
    }
}
