/// A description of a view tree: plain data that the generator makes from a seed, the shrinker simplifies, a
/// failure report prints as Swift source (`swiftSource`) and a child process receives as JSON. `view` builds
/// the Reflow view it describes; building it twice gives two equal trees, which the invariants rely on.
public indirect enum FuzzTree: Codable, Equatable, Sendable {
    /// `Color` from a small palette (index into `FuzzTree.palette`).
    case color(Int)
    /// A shape, filled, stroked or bordered.
    case shape(FuzzShape, FuzzPaint)
    /// `Text(verbatim:)`, with `.font(.system(size:))` on the text itself when `fontSize` is set.
    case text(String, fontSize: Double?)
    case spacer(minLength: Double?)
    case divider
    case empty
    /// HStack, VStack or ZStack, or the same layout through `AnyLayout`.
    case stack(FuzzStack, [FuzzTree])
    /// `Grid`, or `AnyLayout(GridLayout(…))`; its children are usually `gridRow`s.
    case grid(FuzzGrid, [FuzzTree])
    case gridRow(FuzzVertical?, [FuzzTree])
    /// One of the fuzz module's own layouts, well or badly behaved (`FuzzLayout`).
    case custom(FuzzLayout, [FuzzTree])
    /// The children through `ForEach` instead of a view builder's list.
    case forEach([FuzzTree])
    /// A view with one modifier applied.
    case modified(FuzzTree, FuzzModifier)

    /// The trees directly inside this one: children, the modified view, backgrounds and overlays.
    public var subtrees: [FuzzTree] {
        switch self {
        case .color, .shape, .text, .spacer, .divider, .empty: return []
        case let .stack(_, children), let .grid(_, children), let .gridRow(_, children),
             let .custom(_, children), let .forEach(children):
            return children
        case let .modified(content, modifier):
            switch modifier {
            case let .background(other, _), let .overlay(other, _): return [content, other]
            default: return [content]
            }
        }
    }

    /// The containers' child lists, nil for a tree that has none.
    public var children: [FuzzTree]? {
        switch self {
        case let .stack(_, children), let .grid(_, children), let .gridRow(_, children),
             let .custom(_, children), let .forEach(children):
            return children
        default: return nil
        }
    }

    /// This container with `children` instead of its own (self if it is no container).
    public func replacingChildren(_ children: [FuzzTree]) -> FuzzTree {
        switch self {
        case let .stack(stack, _): return .stack(stack, children)
        case let .grid(grid, _): return .grid(grid, children)
        case let .gridRow(alignment, _): return .gridRow(alignment, children)
        case let .custom(layout, _): return .custom(layout, children)
        case .forEach: return .forEach(children)
        default: return self
        }
    }

    /// How many views the description has, modifiers counted as views (as SwiftUI's modified content is).
    public var nodeCount: Int { 1 + subtrees.reduce(0) { $0 + $1.nodeCount } }
}

/// A shape kind.
public enum FuzzShape: Codable, Equatable, Sendable {
    case rectangle, circle, ellipse, capsule
    case roundedRectangle(cornerRadius: Double)
}

/// How a shape is drawn.
public enum FuzzPaint: Codable, Equatable, Sendable {
    /// The shape as a view, in the default style.
    case plain
    case fill(color: Int)
    case stroke(color: Int, lineWidth: Double)
    case strokeBorder(color: Int, lineWidth: Double)
}

/// A stack's kind and parameters; `HStack` reads `alignment.vertical`, `VStack` `alignment.horizontal`.
public struct FuzzStack: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case h, v, z }
    public var kind: Kind
    public var alignment: FuzzAlignment
    /// Ignored by ZStack.
    public var spacing: Double?
    /// Built as `AnyLayout(HStackLayout(…)) { … }` instead of `HStack(…) { … }`.
    public var anyLayout: Bool

    public init(kind: Kind, alignment: FuzzAlignment = .center, spacing: Double? = nil, anyLayout: Bool = false) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.anyLayout = anyLayout
    }
}

/// A grid's parameters.
public struct FuzzGrid: Codable, Equatable, Sendable {
    public var alignment: FuzzAlignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// Built as `AnyLayout(GridLayout(…)) { … }` instead of `Grid(…) { … }`.
    public var anyLayout: Bool

    public init(alignment: FuzzAlignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                anyLayout: Bool = false) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.anyLayout = anyLayout
    }
}

/// What an `.alignmentGuide` closure returns.
public enum FuzzGuideValue: Codable, Equatable, Sendable {
    /// A constant (finite, huge or NaN).
    case constant(Double)
    /// `fraction` × the view's width (horizontal guides) or height (vertical guides).
    case fraction(Double)
}

/// One modifier.
public enum FuzzModifier: Codable, Equatable, Sendable {
    case frame(width: Double?, height: Double?, alignment: FuzzAlignment)
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                       minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: FuzzAlignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.padding(edges, length)`; `edges` is `Edge.Set`'s raw value.
    case padding(edges: Int8, length: Double?)
    case paddingInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
    case offset(x: Double, y: Double)
    case layoutPriority(Double)
    case horizontalGuide(FuzzHorizontal, FuzzGuideValue)
    case verticalGuide(FuzzVertical, FuzzGuideValue)
    case gridCellColumns(Int)
    case gridCellAnchor(x: Double, y: Double)
    case gridColumnAlignment(FuzzHorizontal)
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
    case background(FuzzTree, FuzzAlignment)
    case overlay(FuzzTree, FuzzAlignment)
    case id(Int)
    case lineLimit(Int?)
    case font(size: Double)
    case opacity(Double)
    case rightToLeft
    case multilineTextAlignment(trailing: Bool)
    case border(width: Double)
}
