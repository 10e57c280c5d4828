/// Shows progress: SwiftUI's `ProgressView`. With a value, a 4-point bar across the proposed width, filled in
/// the tint up to the fraction done; without one, iOS's 20-point spinner, turning on the host's clock (the host
/// wants frames while it is shown). `.progressViewStyle(.circular)` draws a value as a spinner too, as iOS does.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.controlValues) private var controls

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The label above, the bar or spinner, the current value label below.
    public var body: some View {
        let circular = fraction == nil || controls.progressStyle == .circular
        VStack(alignment: circular ? .center : .leading, spacing: 4) {
            if let label, !controls.labelsHidden { label }
            if circular {
                Spinner()
            } else {
                ProgressBar(fraction: fraction ?? 0)
            }
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }

    /// `value` of `total` as a fraction from 0 to 1; nil (indeterminate) for a nil value, with a warning for a
    /// value that is not a number or a total that is not positive.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0 else {
            BodyContext.warn(.controls, about: "ProgressView", "was given the value \(v) of \(t) (drawn as 0)")
            return 0
        }
        return min(max(v / t, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A bar `value` of `total` done (a spinner for a nil value).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    /// A bar `value` of `total` done, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar `value` of `total` done, with a label and a label of the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner labelled `title`.
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    /// A bar `value` of `total` done, labelled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

/// The kinds of progress view style Reflow draws.
enum ProgressStyleKind { case automatic, linear, circular }

/// How progress views are drawn: SwiftUI's `ProgressViewStyle`. Reflow draws the built-in styles only; a
/// style of one's own is drawn as `.automatic`.
public protocol ProgressViewStyle {}

/// The platform's default: a bar for a value, a spinner without one.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Draws the progress views inside this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressStyleKind = style is LinearProgressViewStyle ? .linear
            : style is CircularProgressViewStyle ? .circular : .automatic
        return controlSetting { $0.progressStyle = kind }
    }
}

/// The bar: a 4-point capsule across the proposed width, tinted up to the fraction done.
struct ProgressBar: View {
    let fraction: Double
    static let height: CGFloat = 4

    var body: some View {
        let fraction = self.fraction
        return GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(ControlLook.switchOff)
                Capsule().fill(.tint).frame(width: proxy.size.width * CGFloat(fraction))
            }
        }
        .frame(height: Self.height)
    }
}

/// iOS's activity indicator: eight spokes round a 20-point circle, the brightest one stepping round eight
/// times a second, on the host's clock (a continuous phase animator: the host wants frames while it runs).
struct Spinner: View {
    static let size: CGFloat = 20
    static let spokes = 8

    var body: some View {
        PhaseAnimator(0..<Self.spokes) { phase in
            ZStack {
                ForEach(0..<Self.spokes, id: \.self) { spoke in
                    Capsule()
                        .fill(Color.gray)
                        .frame(width: 2.5, height: 5.5)
                        .offset(y: -6.5)
                        .rotationEffect(.degrees(Double(spoke) * 360 / Double(Self.spokes)))
                        .opacity(Self.opacity(spoke: spoke, phase: phase))
                }
            }
            .frame(width: Self.size, height: Self.size)
        } animation: { _ in .linear(duration: 1 / Double(Self.spokes)) }
    }

    /// The spoke at the phase is brightest; those behind it fade.
    static func opacity(spoke: Int, phase: Int) -> Double {
        let behind = (phase - spoke + spokes) % spokes
        return 1 - 0.85 * Double(behind) / Double(spokes - 1)
    }
}
