import Foundation
@_spi(Viewer) import Reflow
internal import CX11

/// What happened, from the window's point of view; the X events behind it stay in this file.
enum WindowEvent {
    case resized(width: Int32, height: Int32)
    case exposed
    case closeRequested
    /// The window is gone (destroyed by its owner or the window manager).
    case destroyed
    /// A key, a button, a move of the pointer or the wheel.
    case input(WindowInput)
    case other
}

/// Everything a running `ReflowWindow` holds open: the connection, the window, the back buffer, the host
/// that lays the view out, and the text and shape drawing. It lives for one `run()`.
///
/// Or, with no connection and no window, a buffer in memory whose frames are handed to `onFrame`: a preview
/// process draws so, and `reflow preview` puts the pixels on its window (issue 32, item 1).
final class WindowSession {
    let connection: XConnection?
    let window: XWindow?
    let host: ViewHost
    private let buffer: BackBuffer
    private let gc: OpaquePointer?
    private let renderer: Renderer
    /// In memory: pixels a point before the zoom, the zoom, the buffer's size, and where frames go.
    private let memoryScale: Double
    var memoryZoom = 1.0
    private(set) var memoryPixels: (width: Int32, height: Int32) = (1, 1)
    var onFrame: ((_ pixels: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) -> Void)?

    /// Pixels a point: the display's (`Xft.dpi` / 96, times its zoom), or in memory the scale given times the zoom.
    var scale: Double { connection?.scale ?? memoryScale * memoryZoom }
    /// The window's size in pixels.
    var pixelWidth: Int32 { window?.pixelWidth ?? memoryPixels.width }
    var pixelHeight: Int32 { window?.pixelHeight ?? memoryPixels.height }
    /// The input method and its context, opened at the first key press (`openInputMethod()`), not with the
    /// window: opening the local one reads the locale's whole Compose table, a fifth of the work before the
    /// first frame (docs/startup.md).
    private var inputMethod: OpaquePointer?
    private var inputContext: OpaquePointer?
    private var triedInputMethod = false

    /// Opens a window of its own titled `title`, `size` points large.
    convenience init(connection: XConnection, title: String, size: CGSize, rootView: AnyView) {
        // The locale decides how titles and typed text are converted; set it before the window exists.
        setlocale(LC_CTYPE, "")
        XSetLocaleModifiers("")
        let scale = connection.scale
        let width = PixelLimits.side(size.width * scale), height = PixelLimits.side(size.height * scale)
        let window = XWindow(connection: connection, title: title, pixelWidth: width, pixelHeight: height,
                             minimumPixels: (PixelLimits.side(160 * scale), PixelLimits.side(120 * scale)))
        self.init(connection: connection, window: window, size: size, rootView: rootView)
    }

    /// Draws `rootView`, laid out in `size` points, into `window`.
    init(connection: XConnection, window: XWindow, size: CGSize, rootView: AnyView) {
        self.connection = connection
        self.window = window
        memoryScale = 1
        // A request about the window failing with BadWindow or BadDrawable then marks it lost, not an error.
        XErrors.watch(window: window.window)
        buffer = BackBuffer(connection: connection, width: window.pixelWidth, height: window.pixelHeight)
        var values = XGCValues()
        values.graphics_exposures = 0
        gc = XCreateGC(connection.display, window.window, UInt(GCGraphicsExposures), &values)
        let text = XftTextMeasurer(connection: connection)
        renderer = Renderer(connection: connection, textDrawing: text)
        host = ViewHost(rootView: rootView, size: size, textMeasurer: text,
                        imageProvider: ImageFiles.provider(scale: CGFloat(connection.scale)))
    }

    /// Draws `rootView`, laid out in `size` points, into a buffer in memory of `pixels` at `scale` × `zoom`
    /// pixels a point: no server, no window (`CanvasTarget.memory`).
    init(memoryPixels pixels: (width: Int32, height: Int32), scale: Double, zoom: Double, size: CGSize, rootView: AnyView) {
        connection = nil
        window = nil
        gc = nil
        memoryScale = scale
        memoryZoom = zoom
        memoryPixels = pixels
        buffer = BackBuffer(connection: nil, width: pixels.width, height: pixels.height)
        let canvas = Canvas(memoryScale: scale * zoom)
        renderer = canvas.renderer
        host = ViewHost(rootView: rootView, size: size, textMeasurer: canvas.measurer,
                        imageProvider: ImageFiles.provider(scale: CGFloat(canvas.scale)))
    }

    /// Keys go through an input method where there is one (composed characters), XLookupString otherwise; a
    /// window drawn into for another client gets no keys. Opened once, before the first key press is
    /// filtered: a compose sequence starts with a key press, so none is missed.
    private func openInputMethod() {
        guard !triedInputMethod else { return }
        triedInputMethod = true
        guard let window, let connection, let inputMethod = XOpenIM(connection.display, nil, nil, nil) else { return }
        self.inputMethod = inputMethod
        inputContext = reflow_create_ic(inputMethod, window.window)
    }

    deinit {
        if let inputContext { XDestroyIC(inputContext) }
        if let inputMethod { XCloseIM(inputMethod) }
        if let connection, let gc { XFreeGC(connection.display, gc) }
    }

    var hasPendingEvents: Bool { connection.map { XPending($0.display) > 0 } ?? false }

    /// Whether a request about the window failed because the window no longer exists: destroyed by
    /// another program before this one selected its events, or while a DestroyNotify is still on its way.
    var isWindowLost: Bool { window.map { XErrors.isLost(window: $0.window) } ?? false }

    /// Descriptors besides the connection that `waitForEvents` also waits on (a preview's pipes).
    var watchedDescriptors: [Int32] = [] {
        didSet {
            descriptors = ownDescriptors + watchedDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        }
    }
    /// The poll set, kept between waits so that waiting allocates nothing.
    private lazy var descriptors = ownDescriptors
    /// What every wait watches: the server's connection, and the main queue, whose blocks the event loop runs
    /// (`MainRunLoop`).
    private var ownDescriptors: [pollfd] {
        // In memory there is no server: a descriptor of -1 is one poll skips.
        [pollfd(fd: connection?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
         pollfd(fd: MainRunLoop.queueDescriptor, events: Int16(POLLIN), revents: 0)]
    }

    /// Blocks until the server sends something, a watched descriptor can be read, or `timeout` milliseconds
    /// pass (-1: no limit); calls `readable` with each watched descriptor that can be read (a closed pipe
    /// reports POLLHUP and is passed too, so that its reader sees the end).
    func waitForEvents(timeout: Int32, readable: (Int32) -> Void) {
        connection?.flush()
        guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else { return }
        // Collected first: a reader may stop watching a descriptor, which replaces the poll set.
        ready.removeAll(keepingCapacity: true)
        for index in descriptors.indices.dropFirst(2) where descriptors[index].revents != 0 {
            ready.append(descriptors[index].fd)
        }
        for descriptor in ready { readable(descriptor) }
    }
    private var ready: [Int32] = []

    func nextEvent() -> WindowEvent {
        guard let connection, let window else { return .other }
        var event = XEvent()
        XNextEvent(connection.display, &event)
        if event.type == CX11.KeyPress { openInputMethod() }
        if XFilterEvent(&event, 0) != 0 { return .other }
        switch event.type {
        case ConfigureNotify:
            let width = event.xconfigure.width, height = event.xconfigure.height
            window.pixelWidth = width
            window.pixelHeight = height
            return .resized(width: width, height: height)
        case DestroyNotify:
            return event.xdestroywindow.window == window.window ? .destroyed : .other
        case Expose:
            return event.xexpose.count == 0 ? .exposed : .other
        case ClientMessage:
            if event.xclient.message_type == window.protocolsAtom,
               UInt(bitPattern: event.xclient.data.l.0) == window.deleteWindowAtom {
                return .closeRequested
            }
            return .other
        case CX11.KeyPress:
            return .input(.key(key(&event)))
        case ButtonPress, ButtonRelease:
            return button(event.xbutton, pressed: event.type == ButtonPress)
        case MotionNotify:
            // Only the latest of the moves queued one after another counts: a drag or a hover is shown where the
            // pointer is now, and every move would otherwise cost the views an update.
            var motion = event.xmotion
            while XEventsQueued(connection.display, QueuedAlready) > 0 {
                var next = XEvent()
                XPeekEvent(connection.display, &next)
                guard next.type == MotionNotify, next.xmotion.window == motion.window else { break }
                XNextEvent(connection.display, &next)
                motion = next.xmotion
            }
            return .input(.pointerMoved(x: Double(motion.x), y: Double(motion.y),
                                        modifiers: Self.modifiers(motion.state)))
        case EnterNotify:
            // Entering is the first hover.
            let crossing = event.xcrossing
            return .input(.pointerMoved(x: Double(crossing.x), y: Double(crossing.y),
                                        modifiers: Self.modifiers(crossing.state)))
        case LeaveNotify:
            // During a drag the pointer is grabbed for the window: moves outside it still come, and so does the
            // release, after which X reports the pointer leaving again (mode NotifyUngrab), without the button.
            return event.xcrossing.state & UInt32(Button1Mask) != 0 ? .other : .input(.pointerExited)
        default:
            return .other
        }
    }

    /// Button 1 is the pointer's; 4 to 7 are the wheel's notches (up, down, left, right), each a press and a
    /// release, of which the press is the notch. The middle and right buttons do nothing yet.
    private func button(_ event: XButtonEvent, pressed: Bool) -> WindowEvent {
        let x = Double(event.x), y = Double(event.y), modifiers = Self.modifiers(event.state)
        switch event.button {
        case UInt32(Button1):
            return .input(pressed ? .pointerPressed(x: x, y: y, modifiers: modifiers)
                          : .pointerReleased(x: x, y: y, modifiers: modifiers))
        case 4...7 where pressed:
            let (dx, dy) = [(0, -1), (0, 1), (-1, 0), (1, 0)][Int(event.button) - 4]
            return .input(.scroll(dx: dx, dy: dy, x: x, y: y, modifiers: modifiers))
        default:
            return .other
        }
    }

    /// The modifier keys in an event's state. X's Mod1 is Alt (Option on a Mac keyboard) and Mod4 is Super
    /// (the Command key of a Mac keyboard on Linux); Mod2, usually Num Lock, has no SwiftUI counterpart.
    static func modifiers(_ state: UInt32) -> EventModifiers {
        var modifiers: EventModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(LockMask) != 0 { modifiers.insert(.capsLock) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.option) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.command) }
        return modifiers
    }

    private func key(_ event: inout XEvent) -> WindowKey {
        var buffer = [CChar](repeating: 0, count: 64)
        var keysym: KeySym = 0
        var status: Int32 = 0
        var count: Int32
        if let inputContext {
            count = Xutf8LookupString(inputContext, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
        } else {
            count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
        }
        count = max(0, min(count, Int32(buffer.count - 1)))
        let text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let name = XKeysymToString(keysym).map { String(cString: $0) } ?? text
        return WindowKey(name: name, text: text, modifiers: Self.modifiers(event.xkey.state))
    }

    func resizeBuffer(width: Int32, height: Int32) {
        if window == nil { memoryPixels = (width, height) }
        buffer.resize(width: width, height: height)
    }

    /// Draws the host's display list (and the views' outlines if asked, `overlay` over everything: the
    /// inspector's, and `marks` over that: frames that changed) into the back buffer and copies it to the window.
    /// With a `camera`, the views (and their outlines) are drawn through it: zoomed onto one (`ViewZoom`).
    /// With `views`, those items are drawn instead of the host's: a frame the animation timeline kept.
    func draw(outliningViews: Bool, blank: Bool = false, overlay: DisplayList? = nil, marks: [DisplayItem] = [],
              camera: CGAffineTransform? = nil, views replayed: DisplayList? = nil) {
        if blank {
            // A blanked screen, as presentation programs show it: black, nothing drawn.
            renderer.background = .black
            renderer.render(DisplayList(), into: buffer, scale: scale)
            renderer.background = .white
            return present()
        }
        var outlines: [DisplayItem] = []
        if outliningViews {
            for frame in host.viewFrames where frame.width.isFinite && frame.height.isFinite {
                outlines.append(.stroke(.rectangle, frame: frame, color: Color.pink.opacity(0.8), lineWidth: 1))
            }
        }
        var above = camera == nil ? outlines : []
        if let overlay { above += overlay.items }
        above += marks
        var views = replayed ?? host.displayList
        if let camera {
            views = DisplayList(items: [.push(.transform(camera))] + views.items + outlines + [.pop])
        }
        renderer.render(views, into: buffer, scale: scale, above: above)
        present()
    }

    /// Copies the buffer to the window, or in memory hands it to `onFrame`.
    func present() {
        if let window {
            window.present(buffer, gc: gc)
        } else if let onFrame {
            buffer.withMemoryPixels(onFrame)
        }
    }

    /// What the window shows now, read from the window itself (a recording's frame): the pixels another
    /// process drew into it too. In memory, the buffer.
    func readWindow() -> RGBAImage {
        guard let window, let connection else { return buffer.readImage() }
        return RGBAImage.read(window.window, width: Int(window.pixelWidth), height: Int(window.pixelHeight),
                              connection: connection)
    }

    /// Puts `height` rows of `stride` bytes of 32-bit pixels (the server's 24-bit TrueColor layout) at the
    /// buffer's corner, cut to its size, and copies the buffer to the window: a preview process's frame.
    func show(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        guard let window, let connection else { return }
        buffer.put(pixels, width: width, height: height, stride: stride, gc: gc, connection: connection)
        window.present(buffer, gc: gc)
    }
}
