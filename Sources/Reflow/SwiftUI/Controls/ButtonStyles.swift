// The built-in button styles, drawn as iOS draws them (metrics and sources in docs/controls.md).

/// The platform's default button style: on iOS, and so in Reflow, the borderless one.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The button, borderless.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label alone, in the tint colour (red for a destructive button), faded while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The button's label, tinted.
    public func makeBody(configuration: Configuration) -> some View {
        PressableView(trigger: configuration.action) { isPressed in
            ButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed, kind: .borderless)
        }
    }
}

/// The label as it is (no tint), faded a little while pressed and by half when disabled.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The button's label, untinted.
    public func makeBody(configuration: Configuration) -> some View {
        PressableView(trigger: configuration.action) { isPressed in
            ButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed, kind: .plain)
        }
    }
}

/// The tinted label on a light tinted shape (`.buttonBorderShape` chooses the shape).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The button, on a light tinted shape.
    public func makeBody(configuration: Configuration) -> some View {
        PressableView(trigger: configuration.action) { isPressed in
            ButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed, kind: .bordered)
        }
    }
}

/// A white label on a shape filled with the tint: the prominent action of a screen.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The button, white on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        PressableView(trigger: configuration.action) { isPressed in
            ButtonLook(label: configuration.label, role: configuration.role, isPressed: isPressed,
                       kind: .borderedProminent)
        }
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless, as on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The tinted label alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The tinted label on a light tinted shape.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The shape behind a bordered button: SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The style's own shape: a rounded rectangle whose radius grows with the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the style's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

/// The metrics of a bordered button of one control size.
struct BorderedMetrics {
    let horizontal: CGFloat
    let vertical: CGFloat
    let radius: CGFloat

    /// iOS 17's, as far as they are known (docs/controls.md: regular and large remembered from screenshots,
    /// the others scaled between them).
    static func of(_ size: ControlSize) -> BorderedMetrics {
        switch size {
        case .mini: return BorderedMetrics(horizontal: 8, vertical: 3, radius: 4)
        case .small: return BorderedMetrics(horizontal: 10, vertical: 5, radius: 5)
        case .regular: return BorderedMetrics(horizontal: 12, vertical: 7, radius: 6)
        case .large: return BorderedMetrics(horizontal: 20, vertical: 14, radius: 12)
        case .extraLarge: return BorderedMetrics(horizontal: 24, vertical: 16, radius: 14)
        }
    }
}

/// How the built-in styles draw a button.
struct ButtonLook: View {
    enum Kind { case borderless, plain, bordered, borderedProminent }
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let isPressed: Bool
    let kind: Kind
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlValues) private var controls
    @Environment(\.foregroundStyles) private var foreground

    var body: some View {
        let size = controls.controlSize
        // A regular control keeps the font around it (`Button("x").font(.title)`); smaller ones set theirs.
        let font: Font? = size == .regular ? nil : ControlLook.font(size)
        let content = label.font(font)
        switch kind {
        case .plain:
            content.opacity(isEnabled ? (isPressed ? 0.75 : 1) : 0.5)
        case .borderless:
            content.foregroundStyle(labelStyle(onTint: false)).opacity(isPressed ? 0.2 : 1)
        case .bordered, .borderedProminent:
            let metrics = BorderedMetrics.of(size)
            content.foregroundStyle(labelStyle(onTint: kind == .borderedProminent))
                .padding(.horizontal, metrics.horizontal)
                .padding(.vertical, metrics.vertical)
                .background(shape(metrics).fill(fillStyle))
                .opacity(isPressed ? 0.7 : 1)
        }
    }

    /// The label's colour: what `.foregroundStyle` around the button set, else the tint (red for a
    /// destructive button; white on a prominent button's fill), grey when disabled.
    private func labelStyle(onTint: Bool) -> AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(ControlLook.disabledLabel) }
        if onTint { return AnyShapeStyle(Color.white) }
        if foreground != nil { return AnyShapeStyle(HierarchicalShapeStyle.primary) }
        if role == .destructive { return AnyShapeStyle(Color.red) }
        return AnyShapeStyle(.tint)
    }

    private var fillStyle: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(ControlLook.fill) }
        let base = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
        return kind == .borderedProminent ? base : AnyShapeStyle(base.opacity(0.15))
    }

    private func shape(_ metrics: BorderedMetrics) -> AnyShape {
        switch controls.buttonBorderShape.kind {
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: metrics.radius))
        case let .roundedRectangle(radius):
            var checked = metrics.radius
            if let radius {
                if radius.isFinite, radius >= 0 {
                    checked = radius
                } else {
                    BodyContext.warn(.controls, about: ".buttonBorderShape(.roundedRectangle(radius:))",
                                     "was given \(radius) (used the style's \(metrics.radius))")
                }
            }
            return AnyShape(RoundedRectangle(cornerRadius: checked))
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        }
    }
}
