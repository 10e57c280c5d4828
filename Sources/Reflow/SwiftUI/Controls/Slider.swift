/// A control that picks a value from a range by dragging a thumb along a track: SwiftUI's `Slider`. It takes
/// the proposed width; a press or a drag anywhere on the track sets the value in proportion (rounded to
/// `step`), and the arrow keys step it while it has focus.
///
/// The `label` is not drawn (iOS uses it for accessibility only); the minimum and maximum value labels are,
/// at the ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.layoutDirection) private var layoutDirection

    /// Every initialiser ends here, with the value seen as a `Double`.
    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        var lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        if !lower.isFinite || !upper.isFinite {
            BodyContext.warn(.controls, about: "Slider", "was given the range \(lower)...\(upper) (used 0...1)")
            lower = 0
            upper = 1
        }
        self.value = Binding(get: { Double(value.wrappedValue) },
                             set: { value.wrappedValue = V($0) })
        self.bounds = lower...upper
        var checkedStep = step.map(Double.init)
        if let s = checkedStep, !(s.isFinite && s > 0) {
            BodyContext.warn(.controls, about: "Slider", "was given the step \(s) (used no step)")
            checkedStep = nil
        }
        self.step = checkedStep
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// The value labels, with the track between them.
    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(fraction: fraction, isEnabled: isEnabled, isRightToLeft: layoutDirection == .rightToLeft,
                        set: { set(fraction: $0) }, step: { self.step(by: $0) }, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    /// Where the value lies in the range, from 0 to 1.
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
    }

    /// Sets the value at `fraction` of the range, rounded to the nearest step from the lower bound.
    private func set(fraction: Double) {
        var new = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        if let step {
            new = bounds.lowerBound + ((new - bounds.lowerBound) / step).rounded() * step
            new = min(new, bounds.upperBound)
        }
        if new != value.wrappedValue { value.wrappedValue = new }
    }

    /// Moves the value `count` steps (a step, or a twentieth of the range without one) for the arrow keys.
    private func step(by count: Double) {
        let size = step ?? (bounds.upperBound - bounds.lowerBound) / 20
        let new = min(max(value.wrappedValue + count * size, bounds.lowerBound), bounds.upperBound)
        onEditingChanged(true)
        value.wrappedValue = new
        onEditingChanged(false)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds`, in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds`, in steps of `step`, with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider of `value` in `bounds`, with labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` in `bounds`, in steps of `step`, with labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: V(step), label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The track and thumb: a 4-point track, tinted up to the thumb, the 28-point white thumb, in a box 34 tall
/// that takes the proposed width (docs/controls.md).
struct SliderTrack: View {
    let fraction: Double
    let isEnabled: Bool
    let isRightToLeft: Bool
    let set: (Double) -> Void
    let step: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    static let thumb: CGFloat = 28
    static let height: CGFloat = 34
    static let trackHeight: CGFloat = 4
    /// The width asked for when none is proposed (`.fixedSize()`): not documented; a guess.
    static let idealWidth: CGFloat = 150

    var body: some View {
        let fraction = self.fraction, set = self.set, step = self.step, editing = onEditingChanged
        let rtl = isRightToLeft
        let r = Self.thumb / 2
        let drawn = GeometryReader { proxy in
            let width = proxy.size.width
            let x = r + CGFloat(rtl ? 1 - fraction : fraction) * max(width - 2 * r, 0)
            ZStack(alignment: .topLeading) {
                Capsule().fill(ControlLook.switchOff)
                    .frame(width: width, height: Self.trackHeight)
                    .offset(y: (Self.height - Self.trackHeight) / 2)
                Capsule().fill(isEnabled ? AnyShapeStyle(.tint) : AnyShapeStyle(ControlLook.disabledLabel))
                    .frame(width: rtl ? max(width - x, 0) : x, height: Self.trackHeight)
                    .offset(x: rtl ? x : 0, y: (Self.height - Self.trackHeight) / 2)
                Circle().fill(Color.white)
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: Color.black.opacity(0.2), radius: 3, x: 0, y: 1.5)
                    .offset(x: x - r, y: (Self.height - Self.thumb) / 2)
            }
        }
        .frame(minWidth: Self.thumb, idealWidth: Self.idealWidth, maxWidth: .infinity)
        .frame(height: Self.height)
        .contentShape(Rectangle())
        return InputModifierView(content: drawn) { input, isEnabled in
            input.handler(TrackHandler.self, make: TrackHandler.init) { handler in
                handler.update = set
                handler.editingChanged = editing
                handler.inset = r
                handler.isRightToLeft = rtl
                handler.isEnabled = isEnabled
            }
            let target = FocusTarget(handleKey: { press in
                switch press.key {
                case .leftArrow, .downArrow: step(rtl && press.key == .leftArrow ? 1 : -1); return true
                case .rightArrow, .upArrow: step(rtl && press.key == .rightArrow ? -1 : 1); return true
                default: return false
                }
            })
            target.isEnabled = isEnabled
            input.focus = target
        }
    }
}
