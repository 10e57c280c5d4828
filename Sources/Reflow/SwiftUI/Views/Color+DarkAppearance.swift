/// iOS's system colours are dynamic: each has a light and a dark appearance, and a view shows the one of its
/// environment's colour scheme (`.preferredColorScheme(.dark)`, the dark panel of `reflow preview --variants
/// scheme`). A `Color` made from one (`Color.blue`, `Color(.systemBackground)`, `Color.blue.opacity(0.5)`)
/// remembers which, and is resolved where it is drawn (`resolved(in:)`); a colour made from numbers, even the
/// same numbers, has one appearance, as in SwiftUI. The values and their sources are docs/drawing-rules.md §1.8's.
enum SystemColorName: UInt8, Sendable {
    case red = 1, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case gray2, gray3, gray4, gray5, gray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill

    /// The dark appearance: sRGB levels out of 255 and opacity.
    var dark: (red: Int, green: Int, blue: Int, opacity: Double) {
        switch self {
        case .red: return (255, 69, 58, 1)
        case .orange: return (255, 159, 10, 1)
        case .yellow: return (255, 214, 10, 1)
        case .green: return (48, 209, 88, 1)
        case .mint: return (99, 230, 226, 1)
        case .teal: return (64, 200, 224, 1)
        case .cyan: return (100, 210, 255, 1)
        case .blue: return (10, 132, 255, 1)
        case .indigo: return (94, 92, 230, 1)
        case .purple: return (191, 90, 242, 1)
        case .pink: return (255, 55, 95, 1)
        case .brown: return (172, 142, 104, 1)
        case .gray: return (142, 142, 147, 1)
        case .gray2: return (99, 99, 102, 1)
        case .gray3: return (72, 72, 74, 1)
        case .gray4: return (58, 58, 60, 1)
        case .gray5: return (44, 44, 46, 1)
        case .gray6: return (28, 28, 30, 1)
        case .label: return (255, 255, 255, 1)
        case .secondaryLabel: return (235, 235, 245, 0.6)
        case .tertiaryLabel: return (235, 235, 245, 0.3)
        case .quaternaryLabel: return (235, 235, 245, 0.16)
        case .separator: return (84, 84, 88, 0.6)
        case .opaqueSeparator: return (56, 56, 58, 1)
        case .systemBackground, .systemGroupedBackground: return (0, 0, 0, 1)
        case .secondarySystemBackground, .secondarySystemGroupedBackground: return (28, 28, 30, 1)
        case .tertiarySystemBackground, .tertiarySystemGroupedBackground: return (44, 44, 46, 1)
        case .systemFill: return (120, 120, 128, 0.36)
        case .secondarySystemFill: return (120, 120, 128, 0.32)
        case .tertiarySystemFill: return (118, 118, 128, 0.24)
        case .quaternarySystemFill: return (118, 118, 128, 0.18)
        }
    }
}

extension Color {
    /// This colour as the system colour `name`: dark where the scheme is.
    func named(_ name: SystemColorName) -> Color {
        var color = self
        color.systemName = name
        return color
    }

    /// The appearance of this colour in `environment`'s colour scheme; a colour made from numbers is returned
    /// without looking the scheme up (a `Color` view resolves this on every build).
    func resolved(in environment: EnvironmentValues) -> Color {
        systemName == nil ? self : resolved(in: environment.colorScheme)
    }

    /// The appearance of this colour in `scheme`: a system colour's dark one, its opacity multiplied by what
    /// was done to the light one's (`Color.blue.opacity(0.5)` is the dark blue at half); any other colour as it
    /// is.
    func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let systemName else { return self }
        let dark = systemName.dark
        // The light appearance's own opacity, from which this colour's was derived (1 for the opaque ones).
        let base = Color.lightOpacity[systemName] ?? 1
        return Color(red: Double(dark.red) / 255, green: Double(dark.green) / 255, blue: Double(dark.blue) / 255,
                     opacity: dark.opacity * (base > 0 ? opacity / base : 1))
    }

    /// The light appearances that are not opaque.
    private static let lightOpacity: [SystemColorName: Double] = [
        .secondaryLabel: 0.6, .tertiaryLabel: 0.3, .quaternaryLabel: 0.18, .separator: 0.29, .systemFill: 0.2,
        .secondarySystemFill: 0.16, .tertiarySystemFill: 0.12, .quaternarySystemFill: 0.08,
    ]
}
