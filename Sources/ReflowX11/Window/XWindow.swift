import Foundation
internal import CX11

/// A top-level X11 window that behaves as desktop users expect (docs/x11-client.md): a UTF-8 title, a class,
/// its process id, a minimum size, the close button, fullscreen, and no background so that the server never
/// clears it between frames.
final class XWindow {
    let connection: XConnection
    let window: UInt
    /// The window's size in pixels, as the last ConfigureNotify reported it.
    var pixelWidth: Int32
    var pixelHeight: Int32
    let deleteWindowAtom: UInt
    let protocolsAtom: UInt
    private(set) var isFullscreen = false

    init(connection: XConnection, title: String, pixelWidth: Int32, pixelHeight: Int32, minimumPixels: (Int32, Int32)) {
        self.connection = connection
        let display = connection.display
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)

        var attributes = XSetWindowAttributes()
        // No background and north-west gravity: the server keeps the old pixels until the next frame is copied.
        attributes.background_pixmap = UInt(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.colormap = connection.colormap
        // The pointer's buttons, moves and crossings for the views' gestures and hovering; `reflow preview`
        // passes them on to the preview process that draws its frames.
        attributes.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | FocusChangeMask | ButtonPressMask
            | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWColormap | CWEventMask)
        window = XCreateWindow(display, connection.root, 0, 0, UInt32(self.pixelWidth), UInt32(self.pixelHeight), 0,
                               connection.depth, UInt32(InputOutput), connection.visual, mask, &attributes)

        deleteWindowAtom = connection.atom("WM_DELETE_WINDOW")
        protocolsAtom = connection.atom("WM_PROTOCOLS")
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(display, window, &protocols, 1)

        setClass(name: "reflow", className: "Reflow")
        setProcessID()
        setMinimumSize(width: minimumPixels.0, height: minimumPixels.1)
        setTitle(title)
    }

    deinit { XDestroyWindow(connection.display, window) }

    /// Whether `map()` was called: the window manager has been asked to show it.
    private(set) var isMapped = false

    func map() {
        isMapped = true
        XMapWindow(connection.display, window)
        connection.flush()
    }

    /// The window's top-left corner on the screen, in pixels.
    func origin(x: inout Int32, y: inout Int32) {
        var child: UInt = 0
        XTranslateCoordinates(connection.display, window, connection.root, 0, 0, &x, &y, &child)
    }

    /// Sets WM_NAME (through the locale's text property) and _NET_WM_NAME (UTF-8), as EWMH asks.
    func setTitle(_ title: String) {
        let display = connection.display
        var property = XTextProperty()
        var converted = false
        title.withCString { text in
            var list: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(mutating: text)
            if Xutf8TextListToTextProperty(display, &list, 1, XUTF8StringStyle, &property) == Success {
                XSetWMName(display, window, &property)
                XFree(property.value)
                converted = true
            }
        }
        let bytes = Array(title.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let utf8 = connection.atom("UTF8_STRING")
            _ = XChangeProperty(display, window, connection.atom("_NET_WM_NAME"), utf8, 8, PropModeReplace,
                                buffer.baseAddress, Int32(buffer.count))
            // Without a locale that converts, WM_NAME still gets the UTF-8 bytes, which window managers read.
            if !converted {
                _ = XChangeProperty(display, window, XA_WM_NAME, utf8, 8, PropModeReplace, buffer.baseAddress,
                                    Int32(buffer.count))
            }
        }
    }

    private func setClass(name: String, className: String) {
        guard let hint = XAllocClassHint() else { return }
        name.withCString { name in
            className.withCString { className in
                hint.pointee.res_name = UnsafeMutablePointer(mutating: name)
                hint.pointee.res_class = UnsafeMutablePointer(mutating: className)
                XSetClassHint(connection.display, window, hint)
            }
        }
        XFree(hint)
    }

    /// _NET_WM_PID is format 32, which in Xlib means an array of C long.
    private func setProcessID() {
        var pid = Int(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(connection.display, window, connection.atom("_NET_WM_PID"), XA_CARDINAL, 32,
                                PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    private var minimumSize: (width: Int32, height: Int32) = (1, 1)

    private func setMinimumSize(width: Int32, height: Int32, position: (x: Int32, y: Int32, width: Int32, height: Int32)? = nil) {
        minimumSize = (width, height)
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = width
        hints.pointee.min_height = height
        if let position {
            // A place the user asked for (a monitor), which window managers honour rather than choose their own.
            hints.pointee.flags |= USPosition | USSize
            hints.pointee.x = position.x
            hints.pointee.y = position.y
            hints.pointee.width = position.width
            hints.pointee.height = position.height
        }
        XSetWMNormalHints(connection.display, window, hints)
        XFree(hints)
    }

    /// Moves the window to `x`, `y` on the screen and makes it `width` × `height` pixels, fullscreen there if
    /// asked: how a presentation puts its windows on their monitors. Before the window is mapped the state goes
    /// into _NET_WM_STATE, as EWMH asks; a window manager then fullscreens it on the monitor it sits on, and
    /// without one the window already covers the monitor.
    func place(x: Int32, y: Int32, width: Int32, height: Int32, fullscreen: Bool, isMapped: Bool) {
        XMoveResizeWindow(connection.display, window, x, y, UInt32(max(1, width)), UInt32(max(1, height)))
        setMinimumSize(width: minimumSize.width, height: minimumSize.height, position: (x, y, width, height))
        if isMapped {
            if fullscreen != isFullscreen { setFullscreen(fullscreen) }
        } else {
            isFullscreen = fullscreen
            let count = fullscreen ? 1 : 0
            var states = [Int(connection.atom("_NET_WM_STATE_FULLSCREEN"))]
            states.withUnsafeMutableBytes { bytes in
                _ = XChangeProperty(connection.display, window, connection.atom("_NET_WM_STATE"), XA_ATOM, 32,
                                    PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                    Int32(count))
            }
        }
        connection.flush()
    }

    /// Asks the window manager to enter or leave fullscreen (_NET_WM_STATE with _NET_WM_STATE_FULLSCREEN).
    func setFullscreen(_ fullscreen: Bool) {
        isFullscreen = fullscreen
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atom("_NET_WM_STATE")
        event.xclient.format = 32
        event.xclient.data.l = (fullscreen ? 1 : 0, Int(connection.atom("_NET_WM_STATE_FULLSCREEN")), 0, 1, 0)
        XSendEvent(connection.display, connection.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        connection.flush()
    }

    /// Copies `buffer` to the window: the only drawing that reaches the screen.
    func present(_ buffer: BackBuffer, gc: OpaquePointer?) {
        XCopyArea(connection.display, buffer.pixmap, window, gc, 0, 0, UInt32(buffer.width), UInt32(buffer.height), 0, 0)
        connection.flush()
    }
}
