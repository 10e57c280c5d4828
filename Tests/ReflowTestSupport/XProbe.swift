import CX11
import Foundation
import XCTest

/// A connection of the test's own to the display, to look at and drive a `reflow` window from outside, as a
/// window manager or a user would. Closed when it goes.
public final class XProbe {
    public let display: OpaquePointer
    public let root: UInt

    /// Opens the display `DISPLAY` names.
    public init() throws {
        try requireDisplay()
        guard let display = XOpenDisplay(nil) else {
            throw XProbeError("the X display \(TestDisplay.name ?? "") was there a moment ago but cannot be opened now")
        }
        // A window that vanished must fail the test that uses it, not end the test process.
        XSetErrorHandler { _, _ in 0 }
        self.display = display
        root = XDefaultRootWindow(display)
    }

    deinit { XCloseDisplay(display) }

    public func atom(_ name: String) -> UInt { XInternAtom(display, name, 0) }

    /// The top-level window whose _NET_WM_PID is `pid` and which is mapped, waiting up to `timeout` seconds.
    public func mappedWindow(pid: Int32, timeout: Double) -> UInt? {
        var window: UInt?
        _ = pollUntil(true, timeout: timeout, poll: 0.02) {
            window = topLevelWindows().first { self.pid(of: $0) == pid && isViewable($0) }
            return window != nil
        }
        return window
    }

    /// The mapped top-level window titled `title` (_NET_WM_NAME), waiting up to `timeout` seconds.
    public func mappedWindow(titled title: String, timeout: Double) -> UInt? {
        var window: UInt?
        _ = pollUntil(true, timeout: timeout, poll: 0.02) {
            window = topLevelWindows().first { utf8Property($0, "_NET_WM_NAME") == title && isViewable($0) }
            return window != nil
        }
        return window
    }

    /// Whether `window` exists and is mapped.
    public func isMapped(_ window: UInt) -> Bool { isViewable(window) }

    /// The window's top-left corner on the screen, in pixels.
    public func origin(of window: UInt) -> (Int32, Int32) {
        var x: Int32 = 0, y: Int32 = 0, child: UInt = 0
        XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child)
        return (x, y)
    }

    private func topLevelWindows() -> [UInt] {
        var rootReturn: UInt = 0, parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    private func isViewable(_ window: UInt) -> Bool {
        var attributes = XWindowAttributes()
        return XGetWindowAttributes(display, window, &attributes) != 0 && attributes.map_state == IsViewable
    }

    /// The bytes of a window property, with its format.
    public func property(_ window: UInt, _ name: String) -> (bytes: [UInt8], format: Int32)? {
        var type: UInt = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom(name), 0, 1024, 0, UInt(AnyPropertyType), &type, &format,
                                 &count, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        // Format 32 properties are arrays of C long.
        let size = format == 32 ? MemoryLayout<Int>.size : Int(format / 8)
        return (Array(UnsafeBufferPointer(start: data, count: Int(count) * size)), format)
    }

    public func pid(of window: UInt) -> Int32? {
        guard let (bytes, format) = property(window, "_NET_WM_PID"), format == 32, bytes.count >= 8 else { return nil }
        return Int32(truncatingIfNeeded: bytes.withUnsafeBytes { $0.load(as: Int.self) })
    }

    public func utf8Property(_ window: UInt, _ name: String) -> String? {
        property(window, name).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// WM_CLASS: the instance name and the class name.
    public func windowClass(_ window: UInt) -> (String, String)? {
        guard let bytes = property(window, "WM_CLASS")?.bytes else { return nil }
        let parts = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return parts.count >= 2 ? (parts[0], parts[1]) : nil
    }

    /// The minimum size from WM_NORMAL_HINTS.
    public func minimumSize(_ window: UInt) -> (Int32, Int32)? {
        guard let hints = XAllocSizeHints() else { return nil }
        defer { XFree(hints) }
        var supplied = 0
        guard XGetWMNormalHints(display, window, hints, &supplied) != 0, hints.pointee.flags & PMinSize != 0 else { return nil }
        return (hints.pointee.min_width, hints.pointee.min_height)
    }

    public func size(of window: UInt) -> (Int32, Int32) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return (attributes.width, attributes.height)
    }

    public func resize(_ window: UInt, width: UInt32, height: UInt32) {
        XResizeWindow(display, window, width, height)
        XSync(display, 0)
    }

    /// The window's pixels as RGB triples, rows top to bottom.
    public func pixels(of window: UInt) -> (width: Int, height: Int, rgb: [UInt8]) {
        let (width, height) = size(of: window)
        guard let image = XGetImage(display, window, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap) else {
            return (0, 0, [])
        }
        defer { reflow_destroy_image(image) }
        var rgb: [UInt8] = []
        rgb.reserveCapacity(Int(width * height * 3))
        for y in 0..<height {
            for x in 0..<width {
                let pixel = reflow_get_pixel(image, x, y)
                rgb += [UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF)]
            }
        }
        return (Int(width), Int(height), rgb)
    }

    /// Asks the window to close, as a window manager's close button does.
    public func requestClose(_ window: UInt) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l = (Int(atom("WM_DELETE_WINDOW")), Int(CurrentTime), 0, 0, 0)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    /// Destroys the window from this connection, as `xdotool windowclose` or a window manager's "destroy"
    /// does: the window's owner is not asked, it only hears that its window is gone.
    public func destroy(_ window: UInt) {
        XDestroyWindow(display, window)
        XSync(display, 0)
    }

    /// Takes the window manager's part: client messages sent to the root window with substructure redirect
    /// (how EWMH requests such as fullscreen travel) come to this connection. Xvfb has no window manager.
    public func actAsWindowManager(_ active: Bool) {
        XSelectInput(display, root, active ? SubstructureRedirectMask | SubstructureNotifyMask : NoEventMask)
        XSync(display, 0)
    }

    /// The next client message this connection receives within `timeout` seconds: its type's name and data.
    public func nextClientMessage(timeout: Double) -> (type: String, data: [Int])? {
        var message: (type: String, data: [Int])?
        _ = pollUntil(true, timeout: timeout, poll: 0.01) {
            message = pendingClientMessage()
            return message != nil
        }
        return message
    }

    /// The first client message among the events that have arrived, the others before it dropped.
    private func pendingClientMessage() -> (type: String, data: [Int])? {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == ClientMessage {
                let name = XGetAtomName(display, event.xclient.message_type).map { pointer -> String in
                    defer { XFree(pointer) }
                    return String(cString: pointer)
                } ?? ""
                let l = event.xclient.data.l
                return (name, [l.0, l.1, l.2, l.3, l.4])
            }
        }
        return nil
    }

    /// Sets the server's resource database (what `xrdb` does), e.g. "Xft.dpi:\t192\n"; nil removes it.
    public func setResources(_ resources: String?) {
        let property = atom("RESOURCE_MANAGER")
        if let resources {
            let bytes = Array(resources.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                _ = XChangeProperty(display, root, property, XA_STRING, 8, PropModeReplace, buffer.baseAddress,
                                    Int32(buffer.count))
            }
        } else {
            XDeleteProperty(display, root, property)
        }
        XSync(display, 0)
    }

    /// Sends a key press and release to the window (XTest is not needed: the window takes synthetic events).
    public func press(_ keysymName: String, in window: UInt) {
        let keysym = XStringToKeysym(keysymName)
        let keycode = XKeysymToKeycode(display, keysym)
        for type in [KeyPress, KeyRelease] {
            var event = XEvent()
            event.xkey.type = type
            event.xkey.display = display
            event.xkey.window = window
            event.xkey.root = root
            event.xkey.keycode = UInt32(keycode)
            event.xkey.same_screen = 1
            XSendEvent(display, window, 1, type == KeyPress ? KeyPressMask : KeyReleaseMask, &event)
        }
        XSync(display, 0)
    }
}

/// Presses `key` in `window` with the probe acting as the window manager, and checks that the window asked for
/// fullscreen as EWMH says: a _NET_WM_STATE message to the root window that adds (1)
/// _NET_WM_STATE_FULLSCREEN, source indication 1 (an application).
public func assertKeyRequestsFullscreen(_ key: String, in window: UInt, probe: XProbe,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
    probe.actAsWindowManager(true)
    defer { probe.actAsWindowManager(false) }
    probe.press(key, in: window)
    let message = try XCTUnwrap(probe.nextClientMessage(timeout: 10), file: file, line: line)
    XCTAssertEqual(message.type, "_NET_WM_STATE", file: file, line: line)
    XCTAssertEqual(message.data[0], 1, file: file, line: line)
    XCTAssertEqual(message.data[1], Int(probe.atom("_NET_WM_STATE_FULLSCREEN")), file: file, line: line)
    XCTAssertEqual(message.data[3], 1, file: file, line: line)
}

/// What a probe could not do or find (a display to open, a window to look at), thrown to fail the test with
/// that message.
public struct XProbeError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
