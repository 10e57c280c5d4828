import Foundation
import Glibc

/// One warning Reflow gave: what part of Reflow it comes from, and the line it printed on standard error.
///
/// A host keeps the warnings about its views (``ViewHost/diagnostics``); `reflow preview` shows those of the
/// preview on screen in its heads-up line.
public struct Diagnostic: Equatable, Sendable {
    /// The part of Reflow a warning comes from.
    public enum Category: String, Sendable, CaseIterable {
        /// A layout's answers or placements, a container's values.
        case layout
        /// `@State` and the updates it starts.
        case state
        /// Gestures and `@GestureState`.
        case gestures
        /// Images, symbols and named colours.
        case images
        /// The values controls are given.
        case controls
        /// The values modifiers are given (`.frame`, `.padding`, `.stroke`, …).
        case input
        /// Navigation stacks, links and paths.
        case navigation
        /// Scroll views and `ScrollViewProxy`.
        case scrolling
        /// Animations and animators.
        case animation
        /// Preferences and what `onPreferenceChange` starts.
        case preferences
        /// Environment actions, such as `openURL`.
        case environment
        /// Apps and their scenes.
        case app
        /// The window, its drawing and the X display.
        case display
        /// Fonts the window draws text with.
        case fonts
        /// A preview process and its limits.
        case preview
    }

    /// The part of Reflow the warning comes from.
    public var category: Category
    /// The warning as printed, e.g. `Reflow: warning: Slider was given the range 1.0...0.0 (used 0...1). …`.
    public var message: String

    /// A warning from `category` that reads `message`.
    public init(category: Category, message: String) {
        self.category = category
        self.message = message
    }
}

/// Where Reflow's warnings go: each host has one, for the warnings about its views, and the process has one
/// (`Diagnostics.process`) for those that no host gives (a `@State` set outside a view, a colour set missing
/// from every catalog, the X display). A warning is kept, so that tests and tools can read it, and printed
/// on standard error; one with a cause is given once per cause and sink, so that a fault repeated in every
/// frame or by every view is said once.
///
/// Warnings are off the hot path: a layout pass reports only what went wrong, and a message is made only
/// when a cause is new.
package final class Diagnostics: @unchecked Sendable {
    /// The sink for warnings that no host gives.
    package static let process = Diagnostics()

    // Warnings come from any thread: a colour made off the main thread, a watchdog, the X error handler.
    private let lock = NSLock()
    private var causes: Set<String> = []
    private var kept: [Diagnostic] = []

    package init() {}

    /// The warnings reported here so far, oldest first.
    package var reported: [Diagnostic] { lock.withLock { kept } }

    /// Reports the warning `message` makes, unless one with the same `cause` was reported here before.
    /// `message` is only made for a new cause.
    package func report(_ category: Diagnostic.Category, once cause: String, _ message: @autoclosure () -> String) {
        let isNew = lock.withLock { causes.insert(cause).inserted }
        guard isNew else { return }
        report(category, message())
    }

    /// Reports `message` every time: a warning whose cause cannot repeat, or that the caller gives once itself.
    package func report(_ category: Diagnostic.Category, _ message: String) {
        let diagnostic = Diagnostic(category: category, message: message)
        lock.withLock { kept.append(diagnostic) }
        Self.write(message)
        Self.observer?(diagnostic)
    }

    private static let observerLock = NSLock()
    nonisolated(unsafe) private static var observerStorage: (@Sendable (Diagnostic) -> Void)?

    /// Told of every warning any sink of the process reports, on the thread that reports it, after it is
    /// printed: a preview process sends them to `reflow preview`.
    package static var observer: (@Sendable (Diagnostic) -> Void)? {
        get { observerLock.withLock { observerStorage } }
        set { observerLock.withLock { observerStorage = newValue } }
    }

    /// Writes `text` and `terminator` to standard error, unkept: the one place Reflow's modules write there,
    /// also for what is not a warning (a trace, a fatal error's last words, a child's output passed on). It
    /// takes no lock, so that a watchdog may call it while the thread it watches holds one.
    package static func write(_ text: String, terminator: String = "\n") {
        // One write(2) per line, so that lines from two threads do not interleave, straight to the descriptor:
        // a frame trace written with every frame should cost the viewer neither a lock nor Foundation's file
        // handles (docs/startup.md).
        var line = text + terminator
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

extension BodyContext {
    /// Warns the host whose body is being built about `name` (a control or modifier as written), as
    /// `ViewGraph.warn` does, for code that has no resolver at hand (a control's initializer). Outside a
    /// build no host is at hand, and nothing is said.
    static func warn(_ category: Diagnostic.Category, about name: String, _ message: @autoclosure () -> String) {
        current?.graph.warn(category, about: name, message())
    }
}
