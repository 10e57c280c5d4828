import Foundation
@_spi(Viewer) import Reflow
import ReflowText
internal import CX11

/// A window that shows a view and lays it out again whenever the window changes size, as a SwiftUI window
/// does: the view is proposed the window's size (in points) and centred in it.
///
/// ```swift
/// import Reflow
/// import ReflowX11
///
/// ReflowWindow(title: "Flow") {
///     MyFlowLayout { ForEach(0..<20) { Text("Item \($0)") } }
/// }.run()
/// ```
///
/// `run()` returns when the window is closed. Without an X display it prints one line saying what to do and
/// exits with status 1; so it does when another program destroys the window (`xdotool windowclose`, `xkill`
/// ends the connection instead), since that is not the close a user asks for.
///
/// Changes animate as in SwiftUI: `update(rootView:animation:)`, or `update(rootView:)` inside `withAnimation`.
/// Animations run on the monotonic clock at 60 frames per second; when nothing moves the window waits for the
/// X server without a timeout and uses no CPU.
public final class ReflowWindow {
    /// The window's title.
    public private(set) var title: String
    /// The window's size in points: the proposal the root view gets.
    public private(set) var size: CGSize
    /// Called for every key press that no view took (a focused control, `.onKeyPress`): the window's own
    /// keys, such as the gallery's. The window itself handles no keys.
    public var onKey: ((WindowKey) -> Void)?
    /// Called first with every key and pointer event; returning true keeps it from the window's views and
    /// from `onKey` (`reflow preview` passes it on to the preview process drawing into the window).
    @_spi(Preview) public var onInput: ((WindowInput) -> Bool)?
    /// Called when the window takes a new size, before the new layout; `update(rootView:)` may be called from it.
    public var onResize: ((CGSize) -> Void)?
    /// Whether every view's frame is outlined, as the tutorials do with `.border`.
    public var showsViewFrames = false {
        didSet { if showsViewFrames != oldValue { needsDraw = true } }
    }
    /// Seconds the last frame's layout took: moving the animations on, and the layout pass (sizing and placing the
    /// whole tree).
    public private(set) var lastLayoutDuration: Double = 0
    /// Seconds the last frame took to draw and copy to the window.
    public private(set) var lastDrawDuration: Double = 0
    /// Called once the first frame has been copied to the window, with the seconds since the process started.
    public var onFirstFrame: ((Double) -> Void)?
    /// Called once, after the next frame that draws something has been copied to the window: when a change
    /// reached the screen (`reflow preview` times a literal's new value from the save to here).
    @_spi(Preview) public var onNextFrame: (() -> Void)?
    /// Called after the frame in which the last animation settled (or in which an animated update turned out
    /// to move nothing); `update(rootView:animation:)` may be called from it to start the next animation.
    public var onAnimationsFinished: (() -> Void)?
    /// Whether an animation is under way in the window.
    public var isAnimating: Bool { session?.host.isAnimating ?? false }
    /// Outlines over the views whose frames changed, for a moment (`ReflowWindow+Changes.swift`).
    public let changeMarks = FrameChangeMarks()

    private(set) var rootView: AnyView
    /// How many times the views were replaced (`update(rootView:)`): the sweep ruler sweeps again after one.
    private(set) var rootViewUpdates = 0
    private var viewChanged = false
    /// The animation of the updates since the last frame: the latest one given, nil if none was.
    private(set) var pendingAnimation: Animation?
    /// The monotonic time the host's clock was last brought up to.
    private var clockTime = 0.0
    /// The host's `changeCount` when its views were last drawn: input that changes it asks for a frame.
    private var drawnChangeCount = 0
    private var pacer = FramePacer()
    private var needsLayout = true
    private var needsDraw = true
    private var needsCopy = false
    private var isRunning = false
    /// Set when the loop ended because the window was destroyed under it; `runOrThrow` then throws.
    private var wasDestroyed = false
    private var wantsFullscreen: Bool?
    private(set) var session: WindowSession? {
        didSet {
            session?.watchedDescriptors = Array(watchers.keys)
            if session == nil {
                inspection.sessionEnded()
                sweepRulerSessionEnded()
                timelineSessionEnded()
                keyCaptionsSessionEnded()
                recordingSessionEnded()
                viewZoomSessionEnded()
            }
        }
    }
    /// Set for a window drawn in memory: its size in pixels and its scale (`init(drawingInMemory:scale:content:)`).
    private var memoryTarget: (width: Int32, height: Int32, scale: Double)?
    private var zoomFactor = 1.0
    private var watchers: [Int32: () -> Void] = [:] {
        didSet { if watchers.keys != oldValue.keys { session?.watchedDescriptors = Array(watchers.keys) } }
    }
    /// The layout inspector's state (`ReflowWindow+Inspector.swift`).
    let inspection = WindowInspection()
    /// The ruler of widths where the layout changes, while it is shown (`showsSweepRuler`).
    var sweepRuler: SweepRuler?
    /// The recording of what the window shows, while one runs (`startRecording(to:)`).
    var recording: WindowRecording?
    /// The animation timeline, while it is shown (`showsTimeline`).
    var timeline: AnimationTimeline?
    /// The keys pressed lately, while they are shown (`showsKeys`).
    var keyCaptions: KeyCaptions?
    /// Whether a press on the timeline's graph is being dragged: the pointer scrubs until it is let go.
    var isScrubbingTimeline = false
    /// Zooming onto a view, while it is allowed (`zoomsOntoViews`).
    var viewZoom: ViewZoom?
    /// The monitor the window opens on, fullscreen or not (`place(on:fullscreen:)` before `run()`).
    var pendingPlacement: (Monitor, Bool)?
    /// Set with REFLOW_TRACE_FRAMES=1: one line per finished frame on standard error, for the viewer benchmark.
    private var frameTrace = FrameTrace.fromEnvironment()

    /// Whether finished frames are traced (REFLOW_TRACE_FRAMES=1). `reflow preview` turns its own window's off:
    /// the frames traced are its preview process's, which draws the views.
    @_spi(Preview) public var tracesFrames: Bool {
        get { frameTrace != nil }
        set { frameTrace = newValue ? (frameTrace ?? FrameTrace()) : nil }
    }

    /// A window titled `title`, `size` points large at first, showing `content`.
    public init<Content: View>(title: String, size: CGSize = CGSize(width: 800, height: 600),
                               @ViewBuilder content: () -> Content) {
        self.title = title
        self.size = size
        rootView = AnyView(content())
    }

    /// A window with no display: the views are drawn in memory, `pixels` large at `scale` pixels a point, and
    /// each frame is handed to `onFramePixels`; its size and input come from its owner (`resize(toPixels:)`,
    /// `deliver(_:)`). A preview process draws so, with no connection to the X server, and `reflow preview`
    /// puts its frames on the window (issue 32, item 1).
    @_spi(Preview)
    public init<Content: View>(drawingInMemory pixels: (width: Int, height: Int), scale: Double,
                               @ViewBuilder content: () -> Content) {
        title = ""
        let width = PixelLimits.side(Double(pixels.width)), height = PixelLimits.side(Double(pixels.height))
        memoryTarget = (width, height, scale)
        size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
        rootView = AnyView(content())
    }

    /// Where frames drawn in memory go: their pixels (32-bit little-endian RGB24 rows), width, height and bytes a
    /// row, valid during the call.
    @_spi(Preview) public var onFramePixels: ((UnsafeRawPointer, Int, Int, Int) -> Void)? {
        didSet { session?.onFrame = onFramePixels }
    }

    /// A window drawn in memory takes the size its owner's window has now, in pixels.
    @_spi(Preview) public func resize(toPixels width: Int, height: Int) {
        guard memoryTarget != nil, let session else { return }
        handle(.resized(width: PixelLimits.side(Double(width)), height: PixelLimits.side(Double(height))), in: session)
    }

    /// Puts a frame another process drew (`onFramePixels` of a window drawn in memory) on this window: its
    /// pixels, width, height and bytes a row. Nothing before the window opens.
    @_spi(Preview) public func show(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        session?.show(pixels, width: width, height: height, stride: stride)
    }

    /// Called once the display is connected and the window made, just before the views are first built: a
    /// preview process waits there for the state of the process it replaces, which is saved while this one
    /// starts.
    @_spi(Preview) public var beforeViewsAreBuilt: (() -> Void)?

    /// The window's size in pixels, 1 × 1 before it opens.
    @_spi(Preview) public var pixelSize: (width: Int, height: Int) {
        session.map { (Int($0.pixelWidth), Int($0.pixelHeight)) } ?? (1, 1)
    }
    /// Pixels a point on the window's display (its zoom included), 1 before it opens.
    @_spi(Preview) public var pixelScale: Double { session?.scale ?? 1 }

    /// The host of the views shown, once `run()` has opened the window: a preview process saves its views'
    /// state from it (`PreviewState`).
    @_spi(Preview) public var host: ViewHost? { session?.host }

    /// While false, frames are laid out but not drawn: another process draws the window's frames (a preview),
    /// or a new preview waits for its turn to replace the old one without a blank frame.
    @_spi(Preview) public var drawsFrames = true {
        didSet { if drawsFrames && !oldValue { needsDraw = true } }
    }

    /// Whether the window shows black instead of its view, as presentation programs blank the screen.
    @_spi(Preview) public var isBlanked = false {
        didSet { if isBlanked != oldValue { needsDraw = true } }
    }

    /// A magnification on top of `Xft.dpi`, for a projector: the window keeps its pixels and gets fewer,
    /// larger points. Text is measured again at the new scale.
    @_spi(Preview) public var zoom: Double {
        get { zoomFactor }
        set {
            guard newValue.isFinite, newValue > 0, newValue != zoomFactor else { return }
            zoomFactor = newValue
            guard let session else { return }
            session.connection?.zoom = newValue
            session.memoryZoom = newValue
            size = CGSize(width: Double(session.pixelWidth) / session.scale,
                          height: Double(session.pixelHeight) / session.scale)
            // Fonts are opened at a pixel size, so the measurer, and with it the host, start again.
            onBusy?(true)
            self.session = makeSession(like: session)
            onBusy?(false)
            needsDraw = true
        }
    }

    /// A session like `session` (the same connection and window, or the same memory) made anew: after a zoom,
    /// since fonts are opened at a pixel size.
    private func makeSession(like session: WindowSession) -> WindowSession {
        if let connection = session.connection, let window = session.window {
            return WindowSession(connection: connection, window: window, size: size, rootView: rootView)
        }
        let made = WindowSession(memoryPixels: (session.pixelWidth, session.pixelHeight), scale: memoryTarget?.scale ?? 1,
                                 zoom: zoomFactor, size: size, rootView: rootView)
        made.onFrame = onFramePixels
        return made
    }

    /// Runs the phase animators that wait for a trigger through their phases (`ViewHost.playPhaseAnimations`);
    /// false when the view has none.
    @_spi(Preview) @discardableResult
    public func playPhaseAnimations() -> Bool {
        guard let host = session?.host, host.hasTriggeredPhaseAnimations else { return false }
        // The host's clock starts from now, not from the last frame, which may be long ago.
        clockTime = FramePacer.now()
        host.playPhaseAnimations()
        needsDraw = true
        return true
    }

    /// Hands `input` to the window's views as if it had happened in the window (a preview process gets its
    /// window's input from `reflow preview`); true when a view took it: for a key, a view that handled it,
    /// for the pointer always. False before the window runs.
    @_spi(Preview) @discardableResult
    public func deliver(_ input: WindowInput) -> Bool {
        guard let session else { return false }
        return deliver(input, in: session)
    }

    /// Calls `onReadable` on the window's thread whenever `fileDescriptor` can be read (or is closed) while
    /// the window runs.
    @_spi(Preview) public func watch(fileDescriptor: Int32, onReadable: @escaping () -> Void) {
        watchers[fileDescriptor] = onReadable
    }

    @_spi(Preview) public func stopWatching(fileDescriptor: Int32) { watchers[fileDescriptor] = nil }

    /// Called with true before the window runs code of the view's (bodies, layouts) and with false after, so
    /// that a preview process can stop a layout that never returns.
    @_spi(Preview) public var onBusy: ((Bool) -> Void)?

    /// Replaces the view shown; views that keep their identity keep their layout caches. Inside
    /// `withAnimation` the change animates.
    public func update<V: View>(rootView: V) {
        update(rootView: rootView, animation: ViewHost.transactionAnimation)
    }

    /// Replaces the view shown and animates the change with `animation` (nil: views jump, except where an
    /// `.animation(_:value:)` modifier asks otherwise). Updates made before the next frame are shown together,
    /// with the latest animation given, so an animated change followed at once by a plain one still animates.
    public func update<V: View>(rootView: V, animation: Animation?) {
        self.rootView = AnyView(rootView)
        rootViewUpdates += 1
        viewChanged = true
        if let animation { pendingAnimation = animation }
    }

    /// Changes the window's title.
    public func setTitle(_ title: String) {
        self.title = title
        session?.window?.setTitle(title)
    }

    /// Enters or leaves fullscreen, for presentations.
    public func toggleFullscreen() {
        if let window = session?.window { window.setFullscreen(!window.isFullscreen) } else { wantsFullscreen = true }
    }

    /// Whether the window is, or asked the window manager to be, fullscreen.
    public var isFullscreen: Bool { session?.window?.isFullscreen ?? (wantsFullscreen == true) }

    /// Closes the window; `run()` returns after the current event.
    public func close() { isRunning = false }

    /// Opens the window and runs until it is closed. Without a display, or when another program destroys the
    /// window (rather than asking it to close), prints why and exits with status 1.
    public func run() {
        do {
            try runOrThrow()
        } catch {
            Diagnostics.process.report(.display, "\(error)")
            exit(1)
        }
    }

    /// Opens the window and runs until it is closed, or throws `ViewerError`: `.noDisplay` without a display,
    /// `.windowDestroyed` when the window was destroyed under it (an abnormal end, unlike a close request).
    public func runOrThrow() throws {
        // fontconfig loads while the display is opened and the views are made; the first text measured waits.
        FontConfiguration.prepareInBackground()
        let connection = memoryTarget == nil ? try XConnection() : nil
        connection?.zoom = zoomFactor
        onBusy?(true)
        if let (width, height, scale) = memoryTarget {
            beforeViewsAreBuilt?()
            let session = WindowSession(memoryPixels: (width, height), scale: scale, zoom: zoomFactor, size: size,
                                        rootView: rootView)
            session.onFrame = onFramePixels
            self.session = session
        } else if let connection {
            // A window is at most PixelLimits.maximumSide pixels a side: lay out at the size it will have.
            let largest = Double(PixelLimits.maximumSide) / connection.scale
            size = CGSize(width: min(size.width, largest), height: min(size.height, largest))
            beforeViewsAreBuilt?()
            session = WindowSession(connection: connection, title: title, size: size, rootView: rootView)
        }
        onBusy?(false)
        needsLayout = false
        defer { self.session = nil }
        if let window = session?.window {
            if let (monitor, fullscreen) = pendingPlacement { place(window, on: monitor, fullscreen: fullscreen) }
            pendingPlacement = nil
            if wantsFullscreen == true { window.setFullscreen(true) }
            window.map()
        }
        isRunning = true
        wasDestroyed = false
        viewChanged = false
        pendingAnimation = nil
        while isRunning, let session {
            while isRunning && session.hasPendingEvents { handle(session.nextEvent(), in: session) }
            if session.isWindowLost { handle(.destroyed, in: session) }
            guard isRunning, let session = self.session else { break }
            let nextTimer = runMainRunLoop(in: session)
            if needsLayout || viewChanged || needsDraw || pacer.isDue(at: FramePacer.now()) {
                drawFrame(in: session)
            } else if needsCopy {
                if drawsFrames { session.present() }
                needsCopy = false
            }
            if recording != nil { recordWindowIfDue(in: session) }
            // Wait for the server until the next animation frame is due, or, with nothing moving, for as long as
            // it takes: no busy loop. A callback of the last frame may have asked for another one already.
            if isRunning && !session.hasPendingEvents && !(needsLayout || viewChanged || needsDraw) {
                var timeout = pacer.timeout(at: FramePacer.now())
                if let nextTimer {
                    let timerTimeout = Int32(min(nextTimer * 1000, 86_400_000).rounded(.up))
                    timeout = timeout < 0 ? timerTimeout : min(timeout, timerTimeout)
                }
                if let recording {
                    let recordingTimeout = recording.timeout(at: FramePacer.now())
                    timeout = timeout < 0 ? recordingTimeout : min(timeout, recordingTimeout)
                }
                session.waitForEvents(timeout: timeout) { watchers[$0]?() }
            }
        }
        if wasDestroyed, let window = session?.window {
            throw ViewerError.windowDestroyed(window.window)
        }
    }

    private func drawFrame(in session: WindowSession) {
        let host = session.host
        let start = FramePacer.now()
        // The host's clock follows the monotonic clock while something moves or the views want frames (a
        // `TimelineView`, a running task); time spent idle does not count.
        let wasAnimating = host.isAnimating
        let wasTicking = wasAnimating || host.wantsFrames
        if changeMarks.isActive || isSweeping || isShowingKeys || isZoomMoving { needsDraw = true }
        // A frame due only because the views want frames is drawn only if something in them changed.
        let mayBeUnchanged = !wasAnimating && !needsDraw && !needsCopy && !needsLayout && !viewChanged
        if wasTicking { host.advance(by: hostSeconds(for: start - clockTime)) }
        clockTime = start
        let animation = viewChanged ? pendingAnimation : nil
        onBusy?(true)
        if viewChanged {
            if animation != nil { changeMarks.animatedUpdateStarting(host, alreadyAnimating: wasAnimating) }
            host.update(rootView: rootView, size: size, animation: animation)
        } else if needsLayout {
            // The layout keeps its animations: frames in flight move on towards their new places.
            host.resize(to: size)
        }
        viewChanged = false
        needsLayout = false
        pendingAnimation = nil
        onBusy?(false)
        let laidOut = FramePacer.now()
        let unchanged = mayBeUnchanged && host.changeCount == drawnChangeCount && !host.isAnimating
        let draws = drawsFrames && !unchanged
        if draws {
            // The inspector records the views again if they changed; the tools' overlays (the inspector's, the
            // sweep ruler, the timeline, the keys pressed), then the change marks, are drawn over them.
            // Zoomed onto a view, the views are drawn through the zoom's camera and its card replaces the
            // inspector's overlay, whose outlines would no longer lie over the views.
            let camera = viewZoomCamera(size: size).flatMap { isBlanked ? nil : $0 }
            let overlays = isBlanked ? [] : [camera == nil ? inspectorOverlay(host: host, size: size) : nil,
                                             sweepRulerOverlay(host: host, size: size),
                                             timelineOverlay(host: host, size: size),
                                             viewZoomOverlay(host: host, size: size),
                                             keyCaptionsOverlay(host: host, size: size)].compactMap { $0 }
            let overlay = overlays.isEmpty ? nil : DisplayList(items: overlays.flatMap(\.items))
            session.draw(outliningViews: showsViewFrames, blank: isBlanked, overlay: overlay,
                         marks: changeMarks.items(at: start), camera: camera, views: timelineReplay)
        }
        drawnChangeCount = host.changeCount
        let drawn = FramePacer.now()
        needsDraw = false
        needsCopy = false
        let animating = host.isAnimating
        pacer.frameDrawn(at: start, animating: animating || host.wantsFrames || changeMarks.isActive || isSweeping
                            || isShowingKeys || isZoomMoving)
        guard !unchanged else { return }
        lastLayoutDuration = laidOut - start
        lastDrawDuration = drawn - laidOut
        if drawsFrames, let onFirstFrame {
            self.onFirstFrame = nil
            onFirstFrame(ProcessClock.secondsSinceStart())
        }
        if drawsFrames, let onNextFrame {
            self.onNextFrame = nil
            onNextFrame()
        }
        frameTrace?.frameFinished(size: size, layout: lastLayoutDuration, draw: lastDrawDuration,
                                  animated: wasAnimating || animating)
        if (wasAnimating || animation != nil) && !animating {
            changeMarks.animationsSettled(host)
            onAnimationsFinished?()
        }
    }

    /// Runs the main queue's blocks and the main run loop's due timers, as UIKit's run loop does between events,
    /// and asks for a frame if what they ran changed the views or set the host's clock going (a state set after
    /// `asyncAfter`, a debounce scheduled from another thread); returns the seconds until the next timer.
    private func runMainRunLoop(in session: WindowSession) -> Double? {
        let host = session.host
        // Work may start an animation at the host's time, which stands still while nothing moves: the time idle
        // since the last frame must not count towards it.
        if !(host.isAnimating || host.wantsFrames) { clockTime = FramePacer.now() }
        onBusy?(true)
        let next = MainRunLoop.runDue()
        onBusy?(false)
        if host.changeCount != drawnChangeCount || (pacer.deadline == nil && (host.isAnimating || host.wantsFrames)) {
            needsDraw = true
        }
        return next
    }

    /// Asks for a frame without a change of the views (the inspector's overlay changed, marks were shown).
    @_spi(Preview) public func requestDraw() { needsDraw = true }

    // MARK: Events

    private func handle(_ event: WindowEvent, in session: WindowSession) {
        switch event {
        case .resized(let width, let height):
            let points = CGSize(width: Double(width) / session.scale,
                                height: Double(height) / session.scale)
            guard points != size else { return }
            size = points
            session.resizeBuffer(width: width, height: height)
            needsLayout = true
            onResize?(points)
        case .exposed:
            needsCopy = true
        case .closeRequested:
            isRunning = false
        case .destroyed:
            isRunning = false
            wasDestroyed = true
        case .input(let input):
            if onInput?(input) == true { return }
            if !deliver(input, in: session), case .key(let key) = input { onKey?(key) }
        case .other:
            break
        }
    }

    /// Hands `input` to the host, in points; whether a view took it (a key), or true (the pointer).
    private func deliver(_ input: WindowInput, in session: WindowSession) -> Bool {
        // The views are hit where they are drawn: a resize or an update not yet laid out is shown first.
        if needsLayout || viewChanged { drawFrame(in: session) }
        noteKey(input)
        // While the inspector is on, it takes the pointer and its keys before the views.
        if let taken = timelineTakes(input, scale: session.scale) { return taken }
        if let taken = viewZoomTakes(input, scale: session.scale, host: session.host) { return taken }
        if let taken = inspectorTakes(input, scale: session.scale) { return taken }
        let host = session.host
        // Input may start an animation at the host's time, which stands still while nothing moves: the time
        // idle since the last frame must not count towards it.
        if !(host.isAnimating || host.wantsFrames) { clockTime = FramePacer.now() }
        // Window pixels to the host's points: the scale holds Xft.dpi and the zoom.
        let scale = session.scale
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x / scale, y: y / scale) }
        var taken = true
        // Gestures' actions are the views' code, which a preview's watchdog times as it times their bodies.
        onBusy?(true)
        switch input {
        case .pointerPressed(let x, let y, let modifiers):
            host.pointerPressed(at: point(x, y), modifiers: modifiers)
        case .pointerMoved(let x, let y, let modifiers):
            host.pointerMoved(to: point(x, y), modifiers: modifiers)
        case .pointerReleased(let x, let y, let modifiers):
            host.pointerReleased(at: point(x, y), modifiers: modifiers)
        case .pointerExited:
            host.pointerExited()
        case .scroll(let dx, let dy, let x, let y, let modifiers):
            // The engine decides what the modifiers mean (Shift scrolls sideways, Control magnifies).
            let step = WindowInput.pointsPerWheelNotch
            host.scroll(by: CGSize(width: Double(dx) * step, height: Double(dy) * step), at: point(x, y),
                        modifiers: modifiers)
        case .key(let key):
            // Keys SwiftUI has no name for (a modifier alone, F1) are the window's.
            if let equivalent = key.keyEquivalent {
                taken = host.keyPressed(equivalent, characters: key.text, modifiers: key.modifiers)
            } else {
                taken = false
            }
        }
        onBusy?(false)
        if host.changeCount != drawnChangeCount || (pacer.deadline == nil && (host.isAnimating || host.wantsFrames)) {
            needsDraw = true
        }
        return taken
    }
}
