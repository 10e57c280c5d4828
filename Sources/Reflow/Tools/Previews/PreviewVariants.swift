/// What `reflow preview --variants` lays a preview out in, several times side by side, as Xcode's Variants
/// mode and Compose's multipreview annotations do.
public enum PreviewVariantKind: String, CaseIterable, Sendable {
    /// iPhone and iPad screens, in points (`PreviewVariant.devices`).
    case sizes
    /// Dynamic Type from xSmall to AX5.
    case type
    /// Light and dark.
    case scheme
    /// Left to right and right to left.
    case direction
    /// Every panel of the others.
    case all
}

/// One panel of the variants: its label, the screen its views are laid out on (nil: the panel's own share of
/// the window), and what it sets in their environment.
public struct PreviewVariant: Equatable, Sendable {
    public let label: String
    public let device: CGSize?
    public var dynamicTypeSize: DynamicTypeSize?
    public var colorScheme: ColorScheme?
    public var layoutDirection: LayoutDirection?

    init(label: String, device: CGSize? = nil) {
        self.label = label
        self.device = device
    }

    /// Portrait screens in points, from the smallest iPhone still common to the largest iPad, as Apple's Human
    /// Interface Guidelines list them (docs/layout-rules.md §12 has the size classes they fall in).
    public static let devices: [(name: String, size: CGSize)] = [
        ("iPhone SE", CGSize(width: 375, height: 667)),
        ("iPhone 15", CGSize(width: 393, height: 852)),
        ("iPhone 15 Pro Max", CGSize(width: 430, height: 932)),
        ("iPad Pro 11\"", CGSize(width: 834, height: 1194)),
        ("iPad Pro 12.9\"", CGSize(width: 1024, height: 1366)),
    ]

    /// The panels of `kind`, in the order they are shown.
    public static func panels(for kind: PreviewVariantKind) -> [PreviewVariant] {
        switch kind {
        case .sizes:
            return devices.map {
                PreviewVariant(label: "\($0.name) · \(Int($0.size.width))×\(Int($0.size.height))", device: $0.size)
            }
        case .type:
            return DynamicTypeSize.allCases.map { size in
                var variant = PreviewVariant(label: size.label)
                variant.dynamicTypeSize = size
                return variant
            }
        case .scheme:
            return ColorScheme.allCases.map { scheme in
                var variant = PreviewVariant(label: scheme == .light ? "light" : "dark")
                variant.colorScheme = scheme
                return variant
            }
        case .direction:
            return [LayoutDirection.leftToRight, .rightToLeft].map { direction in
                var variant = PreviewVariant(label: direction == .leftToRight ? "left to right" : "right to left")
                variant.layoutDirection = direction
                return variant
            }
        case .all:
            return [.sizes, .type, .scheme, .direction].flatMap { panels(for: $0) }
        }
    }
}

extension DynamicTypeSize {
    /// The size's name as Xcode's variants label it: xSmall … xxxLarge, AX1 … AX5.
    var label: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large (default)"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "AX1"
        case .accessibility2: return "AX2"
        case .accessibility3: return "AX3"
        case .accessibility4: return "AX4"
        case .accessibility5: return "AX5"
        }
    }
}

/// The panels of a preview side by side in a grid that fills what it is offered, each labelled above. A panel
/// with a device lays the views out on that screen and scales the screen down to fit its cell (never up); the
/// others lay them out in the cell itself. Resizing the window re-flows the grid and rescales the screens.
public struct PreviewVariantsView: View {
    let panels: [PreviewVariant]
    let content: AnyView

    /// The height of a panel's label, and the gap around and between panels.
    static let labelHeight: CGFloat = 18
    static let gap: CGFloat = 12

    public init(kind: PreviewVariantKind, content: AnyView) {
        panels = PreviewVariant.panels(for: kind)
        self.content = content
    }

    public var body: some View {
        VariantGrid(devices: panels.map(\.device), labelHeight: Self.labelHeight, gap: Self.gap) {
            ForEach(panels.indices, id: \.self) { index in
                VariantPanel(variant: panels[index], content: content)
            }
        }
        .background(Color(white: 0.93))
    }
}

/// One panel: its label, then the views in its environment.
struct VariantPanel: View {
    let variant: PreviewVariant
    let content: AnyView

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(variant.label)
                .font(.system(size: 11))
                .foregroundColor(Color(white: 0.35))
                .lineLimit(1)
                .frame(height: PreviewVariantsView.labelHeight - 2, alignment: .bottomLeading)
            if let device = variant.device {
                GeometryReader { proxy in
                    let scale = min(1, proxy.size.width / device.width, proxy.size.height / device.height)
                    screen
                        .frame(width: device.width, height: device.height)
                        .clipped()
                        .scaleEffect(scale, anchor: .topLeading)
                        .frame(width: device.width * scale, height: device.height * scale, alignment: .topLeading)
                }
            } else {
                screen.clipped()
            }
        }
    }

    /// The views on the panel's screen: its background in the panel's scheme, and the environment set.
    private var screen: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(variant.colorScheme == .dark ? Color(white: 0) : Color(white: 1))
            .modifier(VariantEnvironment(variant: variant))
    }
}

/// Sets what a variant sets in the environment, and nothing else.
struct VariantEnvironment: ViewModifier {
    let variant: PreviewVariant

    func body(content: Content) -> some View {
        EnvironmentWriter(content: content) { environment in
            if let size = variant.dynamicTypeSize { environment.dynamicTypeSize = size }
            if let scheme = variant.colorScheme { environment.colorScheme = scheme }
            if let direction = variant.layoutDirection { environment.layoutDirection = direction }
        }
    }
}

/// The grid of panels: the number of columns that lets the screens be largest (panels with a device) or the
/// cells most square (panels without), every cell alike, with `gap` around and between them.
struct VariantGrid: Layout {
    let devices: [CGSize?]
    let labelHeight: CGFloat
    let gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 800, height: 600))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let columns = bestColumns(count: subviews.count, in: bounds.size)
        let cell = cellSize(columns: columns, count: subviews.count, in: bounds.size)
        for index in subviews.indices {
            let column = index % columns, row = index / columns
            let origin = CGPoint(x: bounds.minX + gap + CGFloat(column) * (cell.width + gap),
                                 y: bounds.minY + gap + CGFloat(row) * (cell.height + gap))
            subviews[index].place(at: origin, proposal: ProposedViewSize(cell))
        }
    }

    /// The size of every cell with `columns` columns.
    func cellSize(columns: Int, count: Int, in size: CGSize) -> CGSize {
        let rows = (count + columns - 1) / columns
        return CGSize(width: max(0, (size.width - gap * CGFloat(columns + 1)) / CGFloat(columns)),
                      height: max(0, (size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)))
    }

    /// The column count whose cells show the panels largest: the smallest scale of a device's screen, or the
    /// shorter side of a cell's screen when no panel has a device; the fewer columns on a tie.
    func bestColumns(count: Int, in size: CGSize) -> Int {
        var best = 1, bestScore = -CGFloat.infinity
        for columns in 1...count {
            let cell = cellSize(columns: columns, count: count, in: size)
            let screen = CGSize(width: cell.width, height: max(0, cell.height - labelHeight))
            let score: CGFloat
            let sizes = devices.compactMap { $0 }
            if sizes.isEmpty {
                score = min(screen.width, screen.height)
            } else {
                score = sizes.map { min(screen.width / $0.width, screen.height / $0.height) }.min()!
            }
            if score > bestScore {
                best = columns
                bestScore = score
            }
        }
        return best
    }
}
