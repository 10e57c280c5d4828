import Foundation
import Reflow

/// What the user did in a window, in the window's pixels: what a `ReflowWindow` hands its views, and what
/// `reflow preview` passes on to the preview process that draws its window's frames (which converts the
/// pixels to its own points, zoom included).
public enum WindowInput: Equatable, Sendable {
    /// The primary button went down at (`x`, `y`).
    case pointerPressed(x: Double, y: Double, modifiers: EventModifiers)
    /// The pointer moved to (`x`, `y`), with the button held (a drag, which goes on outside the window) or not
    /// (hovering).
    case pointerMoved(x: Double, y: Double, modifiers: EventModifiers)
    /// The primary button came up at (`x`, `y`), which may lie outside the window at the end of a drag.
    case pointerReleased(x: Double, y: Double, modifiers: EventModifiers)
    /// The pointer left the window (and no button is held).
    case pointerExited
    /// The wheel turned by `dx` and `dy` notches with the pointer at (`x`, `y`): `dy` > 0 towards the user
    /// (content moves up, as a page scrolls down), `dx` > 0 to the right.
    case scroll(dx: Int, dy: Int, x: Double, y: Double, modifiers: EventModifiers)
    /// A key went down.
    case key(WindowKey)

    /// How far one notch of the wheel scrolls, in points. GTK (3 and 4) scrolls a view by its page size to the
    /// power 2/3 a notch (`_gtk_range_get_wheel_delta`, GtkScrolledWindow): 54 pixels for a 400-pixel view,
    /// 71 for a 600-pixel one. The window does not know the size of the view that scrolls, so it takes a
    /// step between the two; Qt's default, three lines of about 20 pixels, is close too.
    public static let pointsPerWheelNotch = 60.0

    /// Whether this is a key rather than the pointer or the wheel.
    public var isKey: Bool {
        if case .key = self { return true }
        return false
    }
}
