internal import CX11
import Foundation
import Reflow

/// The process's one place for X errors: a protocol error handler and a lost-connection handler, installed by
/// every `XConnection` (Xlib keeps one of each per process).
///
/// A protocol error is judged as a window manager such as dwm judges them (its `xerror`), in Reflow's terms:
/// - `BadWindow` or `BadDrawable` naming a window Reflow shows or draws into means that window is gone
///   (destroyed by another program before its DestroyNotify came, or while this process still drew into it).
///   That is an expected race: nothing is printed, the window is marked lost and its event loop ends with one
///   clear message (`ReflowWindow`).
/// - Anything else is printed once per kind (error and request), naming the request, and the process goes on:
///   a failed drawing request spoils a frame, not the session. `failureCount` lets a snapshot, which must not
///   write a spoiled picture, notice.
/// - A lost connection ends the process with one line, status 1 (Xlib exits when that handler returns).
enum XErrors {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var watchedWindows: Set<UInt> = []
    nonisolated(unsafe) private static var lostWindows: Set<UInt> = []
    nonisolated(unsafe) private static var reportedKinds: Set<Int> = []
    nonisolated(unsafe) private static var failures = 0
    nonisolated(unsafe) private static var extensionNames: [Int: String] = [:]
    /// Where reports go: the process's diagnostics, which print them (each kind is reported once here);
    /// tests may look.
    nonisolated(unsafe) static var output: (String) -> Void = { Diagnostics.process.report(.display, $0) }

    /// Installs the handlers for the process and learns the major opcodes of the extensions Reflow uses on
    /// `display`, so that a failed request of theirs can be named (an error handler may not ask the server).
    static func install(on display: OpaquePointer) {
        for name in ["RENDER", "XInputExtension", "XKEYBOARD"] {
            var major: Int32 = 0, event: Int32 = 0, error: Int32 = 0
            if XQueryExtension(display, name, &major, &event, &error) != 0 {
                locked { extensionNames[Int(major)] = name }
            }
        }
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            XErrors.handle(event.pointee, on: display)
            return 0
        }
        XSetIOErrorHandler { _ in
            XErrors.output("reflow: the connection to the X server was lost")
            exit(1)
        }
    }

    // MARK: Windows

    /// Treats protocol errors about `window` as the window being gone.
    static func watch(window: UInt) { locked { _ = watchedWindows.insert(window) } }

    /// Whether a request about `window` failed because the window no longer exists.
    static func isLost(window: UInt) -> Bool { locked { lostWindows.contains(window) } }

    /// How many protocol errors were reported so far (window races not counted).
    static var failureCount: Int { locked { failures } }

    /// Forgets which kinds of error were printed, so that the next of each is printed again (for tests).
    static func forgetReports() { locked { reportedKinds.removeAll() } }

    // MARK: Judging an error

    private static func handle(_ event: XErrorEvent, on display: OpaquePointer) {
        let code = Int32(event.error_code), request = Int(event.request_code), minor = Int(event.minor_code)
        let aboutWindow = code == BadWindow || code == BadDrawable
        if aboutWindow, locked({ watchedWindows.contains(event.resourceid) }) {
            locked { _ = lostWindows.insert(event.resourceid) }
            return
        }
        // One line per kind: a broken request repeated every frame must not flood the terminal.
        let kind = Int(code) << 24 | request << 8 | minor
        let first = locked { () -> Bool in
            failures += 1
            return reportedKinds.insert(kind).inserted
        }
        guard first else { return }
        output("reflow: X error: \(errorText(code, display)) from request \(requestName(request, minor, display)) "
            + "(\(request).\(minor)), resource 0x\(String(event.resourceid, radix: 16)); going on")
    }

    /// "BadValue (integer parameter out of range for operation)", as Xlib words it.
    private static func errorText(_ code: Int32, _ display: OpaquePointer) -> String {
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, code, &text, Int32(text.count))
        return string(text)
    }

    /// "X_CreatePixmap" for a core request, "RenderCreatePicture" for one of a known extension, from Xlib's
    /// error database (a local file: no request to the server); the numbers alone when it has no name.
    private static func requestName(_ major: Int, _ minor: Int, _ display: OpaquePointer) -> String {
        let key: String
        if major < 128 {
            key = String(major)
        } else if let name = locked({ extensionNames[major] }) {
            key = "\(name).\(minor)"
        } else {
            return "of an extension"
        }
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorDatabaseText(display, "XRequest", key, "", &text, Int32(text.count))
        let name = string(text)
        return name.isEmpty ? key : name
    }

    private static func string(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
