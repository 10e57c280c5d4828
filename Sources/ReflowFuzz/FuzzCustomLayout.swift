import Reflow

/// What a `FuzzCustomLayout` does: one well-behaved flow layout, and layouts that break the `Layout`
/// contract in the ways user code does. Every behaviour is a pure function of the layout's inputs, so the
/// engine must still give the same frames for the same tree, however wrong those frames are.
public enum FuzzLayout: Codable, Equatable, Sendable {
    /// Rows that wrap at the proposed width (the resize bug shows in a nested flow of texts).
    case flow(spacing: Double)
    /// The textbook flow: rows of the subviews at their ideal sizes, placed from the bounds' origin and wrapped
    /// where `x + width > bounds.maxX`, comparing in the bounds' own coordinates as user layouts do (issue 29:
    /// such a layout moved by a resize rather than asked again wraps otherwise than a fresh one).
    case boundsFlow(spacing: Double)
    /// Rows of the subviews at their ideal sizes, measured once in `makeCache`/`updateCache` and placed with an
    /// unspecified proposal, as the gallery's `FlowLayout` does: only the rows depend on the proposal.
    case idealFlow(spacing: Double)
    /// A column that reports this size, whatever its subviews need (NaN, ∞, negative…).
    case badSize(width: Double, height: Double)
    /// A column whose subviews are all placed at this point from the bounds' origin (NaN, ∞, negative…).
    case badPosition(x: Double, y: Double)
    /// A column that places every subview twice, the second time shifted.
    case placeTwice
    /// A column that never places its odd-numbered subviews.
    case placeEveryOther
    /// A column that proposes this size to every subview when measuring and placing (nil = unspecified).
    case oddProposal(width: Double?, height: Double?)
    /// A column that measures its subviews once, in `makeCache`, and ignores `updateCache`: it forgets
    /// every later change of its subviews (a different count included).
    case forgetfulCache
    /// A column whose explicit value for every alignment guide is `value` (NaN, 1e308…).
    case explicitGuide(Double)

    /// The Swift source of the layout value.
    public var source: String {
        switch self {
        case let .flow(spacing): return ".flow(spacing: \(literal(spacing)))"
        case let .idealFlow(spacing): return ".idealFlow(spacing: \(literal(spacing)))"
        case let .boundsFlow(spacing): return ".boundsFlow(spacing: \(literal(spacing)))"
        case let .badSize(width, height): return ".badSize(width: \(literal(width)), height: \(literal(height)))"
        case let .badPosition(x, y): return ".badPosition(x: \(literal(x)), y: \(literal(y)))"
        case .placeTwice: return ".placeTwice"
        case .placeEveryOther: return ".placeEveryOther"
        case let .oddProposal(width, height): return ".oddProposal(width: \(literal(width)), height: \(literal(height)))"
        case .forgetfulCache: return ".forgetfulCache"
        case let .explicitGuide(value): return ".explicitGuide(\(literal(value)))"
        }
    }
}

/// The cache of a `FuzzCustomLayout`: the subviews' sizes for an unspecified proposal, measured when the cache
/// was made (or updated, except by `.forgetfulCache`).
public struct FuzzLayoutCache {
    var idealSizes: [CGSize]
}

/// A custom `Layout` that behaves as its `FuzzLayout` says; use it as a view: `FuzzCustomLayout(.placeTwice) { … }`.
public struct FuzzCustomLayout: Layout {
    public var behavior: FuzzLayout

    public init(_ behavior: FuzzLayout) { self.behavior = behavior }

    public func makeCache(subviews: Subviews) -> FuzzLayoutCache {
        FuzzLayoutCache(idealSizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    public func updateCache(_ cache: inout FuzzLayoutCache, subviews: Subviews) {
        // Forgetting is the point of this behaviour: the cache keeps what the first subviews measured.
        if behavior == .forgetfulCache { return }
        cache = makeCache(subviews: subviews)
    }

    /// What every subview is proposed, given the container's proposal.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if case let .oddProposal(width, height) = behavior { return ProposedViewSize(width: width.cg, height: height.cg) }
        return ProposedViewSize(width: proposal.width, height: nil)
    }

    /// The subviews' sizes in a column, and the column's size.
    private func column(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: FuzzLayoutCache)
        -> (sizes: [CGSize], size: CGSize)
    {
        var sizes: [CGSize]
        if behavior == .forgetfulCache {
            // Trusts the cache even when it has a different count from the subviews now.
            sizes = Array(cache.idealSizes.prefix(subviews.count))
        } else {
            let child = childProposal(proposal)
            sizes = subviews.map { $0.sizeThatFits(child) }
        }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.reduce(0) { $0 + $1.height }
        return (sizes, CGSize(width: width, height: height))
    }

    /// Where the flow puts each subview (relative to the origin), and the flow's size.
    private func flow(_ proposal: ProposedViewSize, _ subviews: Subviews, spacing: CGFloat)
        -> (frames: [CGRect], size: CGSize)
    {
        let limit = proposal.width ?? .infinity
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            if x > 0 && x + size.width > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            width = max(width, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (frames, CGSize(width: width, height: y + rowHeight))
    }

    /// The size of `.boundsFlow` for a width of `limit`: its rows as it places them, counted from zero.
    private func boundsFlowSize(_ limit: CGFloat, _ subviews: Subviews, spacing: CGFloat) -> CGSize {
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > limit {
                y += row + spacing
                x = 0
                row = 0
            }
            x += size.width + spacing
            row = max(row, size.height)
            widest = max(widest, x)
        }
        return CGSize(width: widest, height: y + row)
    }

    /// Where `.idealFlow` puts each subview (relative to the origin), at the ideal sizes in the cache, and the
    /// flow's size: rows broken at the proposed width, each subview on the row's top.
    private func idealFlow(_ proposal: ProposedViewSize, _ cache: FuzzLayoutCache, spacing: CGFloat)
        -> (frames: [CGRect], size: CGSize)
    {
        let limit = proposal.width ?? .infinity
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for size in cache.idealSizes {
            if x > 0 && x + size.width > limit {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            width = max(width, x + size.width)
            rowHeight = max(rowHeight, size.height)
            x += size.width + spacing
        }
        return (frames, CGSize(width: width, height: y + rowHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FuzzLayoutCache) -> CGSize {
        switch behavior {
        case let .flow(spacing): return flow(proposal, subviews, spacing: spacing).size
        case let .idealFlow(spacing): return idealFlow(proposal, cache, spacing: spacing).size
        case let .boundsFlow(spacing): return boundsFlowSize(proposal.width ?? .infinity, subviews, spacing: spacing)
        case let .badSize(width, height): return CGSize(width: width, height: height)
        default: return column(proposal, subviews, cache).size
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout FuzzLayoutCache) {
        if case let .flow(spacing) = behavior {
            for (subview, frame) in zip(subviews, flow(proposal, subviews, spacing: spacing).frames) {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(width: frame.width, height: frame.height))
            }
            return
        }
        if case let .boundsFlow(spacing) = behavior {
            var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX && x + size.width > bounds.maxX {
                    y += row + spacing
                    x = bounds.minX
                    row = 0
                }
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
                row = max(row, size.height)
            }
            return
        }
        if case let .idealFlow(spacing) = behavior {
            for (subview, frame) in zip(subviews, idealFlow(proposal, cache, spacing: spacing).frames) {
                subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: .unspecified)
            }
            return
        }
        let sizes = column(proposal, subviews, cache).sizes
        let child = childProposal(proposal)
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let height = index < sizes.count ? sizes[index].height : 0
            defer { y += height }
            switch behavior {
            case let .badPosition(x, dy):
                subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + dy), proposal: child)
            case .placeTwice:
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: child)
                subview.place(at: CGPoint(x: bounds.minX + 7, y: y + 3), anchor: .center, proposal: .unspecified)
            case .placeEveryOther:
                if index % 2 == 0 { subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: child) }
            default:
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: child)
            }
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout FuzzLayoutCache) -> CGFloat? {
        if case let .explicitGuide(value) = behavior { return value }
        return nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout FuzzLayoutCache) -> CGFloat? {
        if case let .explicitGuide(value) = behavior { return value }
        return nil
    }
}
