// The input every control shares: a press that highlights while held and acts on release inside, and a drag
// along a track. Controls attach them with `InputModifierView`, as `.onTapGesture` does, and make a
// `FocusTarget` so that Tab reaches them and Space or Return presses them.

/// A button's press: highlighted from the press on, acting when the press ends on the button. The press stops
/// being highlighted (and acts no more) once it leaves the button by more than `cancelMargin`; coming back
/// highlights it again, as UIKit's and SwiftUI's buttons do.
final class PressHandler: PointerHandler {
    var action: () -> Void = {}
    /// Told when the highlight changes (the button's `isPressed`).
    var pressedChanged: (Bool) -> Void = { _ in }
    private var isPressed = false
    /// How far outside its frame a press may go and still count (UIKit's touch-up-inside tolerance, about 70
    /// points; SwiftUI's is not documented).
    static let cancelMargin: CGFloat = 70

    override func began(_ sample: PointerSample) -> PointerVerdict {
        setPressed(true)
        return .undecided
    }

    override func moved(_ sample: PointerSample) -> PointerVerdict {
        setPressed(Self.isInside(sample))
        return .undecided
    }

    override func ended(_ sample: PointerSample) -> PointerVerdict {
        setPressed(false)
        guard Self.isInside(sample) else { return .failed }
        action()
        return .recognized
    }

    override func cancelled() { setPressed(false) }

    private func setPressed(_ pressed: Bool) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        pressedChanged(pressed)
    }

    static func isInside(_ sample: PointerSample) -> Bool {
        let p = sample.localLocation, m = cancelMargin
        return p.x >= -m && p.y >= -m && p.x <= sample.viewSize.width + m && p.y <= sample.viewSize.height + m
    }
}

/// A slider's drag: the press and every move set the value in proportion to where the pointer is along the
/// track, between the thumb's centre at each end.
final class TrackHandler: PointerHandler {
    /// Told the fraction of the track (0 at the leading end, 1 at the trailing end) under the pointer.
    var update: (Double) -> Void = { _ in }
    var editingChanged: (Bool) -> Void = { _ in }
    /// The distance from each end of the view to the thumb's centre at that end.
    var inset: CGFloat = 14
    /// Whether the track runs right to left.
    var isRightToLeft = false

    override func began(_ sample: PointerSample) -> PointerVerdict {
        editingChanged(true)
        update(fraction(sample))
        return .undecided
    }

    override func moved(_ sample: PointerSample) -> PointerVerdict {
        update(fraction(sample))
        return .recognized
    }

    override func ended(_ sample: PointerSample) -> PointerVerdict {
        update(fraction(sample))
        editingChanged(false)
        return .recognized
    }

    override func cancelled() { editingChanged(false) }

    private func fraction(_ sample: PointerSample) -> Double {
        let length = sample.viewSize.width - 2 * inset
        guard length > 0 else { return 0 }
        let f = Double((sample.localLocation.x - inset) / length)
        let clamped = min(max(f, 0), 1)
        return isRightToLeft ? 1 - clamped : clamped
    }
}

/// A view made pressable: `content` is drawn with whether a press is held on it; a press released on it, or
/// Space or Return while it has focus, calls `trigger`. What `ButtonStyle`s get their `isPressed` from.
struct PressableView<Content: View>: View {
    let trigger: () -> Void
    let content: (Bool) -> Content
    @State private var isPressed = false

    var body: some View {
        let pressed = $isPressed
        let trigger = self.trigger
        // The whole frame is hit, not only where the label draws, as a SwiftUI button's is.
        return InputModifierView(content: content(isPressed).contentShape(Rectangle())) { input, isEnabled in
            input.handler(PressHandler.self, make: PressHandler.init) { handler in
                handler.action = trigger
                handler.pressedChanged = { pressed.wrappedValue = $0 }
                handler.isEnabled = isEnabled
            }
            let target = FocusTarget(activate: trigger)
            target.isEnabled = isEnabled
            input.focus = target
        }
    }
}
