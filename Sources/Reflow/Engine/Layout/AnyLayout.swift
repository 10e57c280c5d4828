/// A type-erased layout. Switching the layout it wraps keeps the identity of the subviews, so a container can
/// change from, say, an `HStackLayout` to a `VStackLayout` and its subviews keep their state and move
/// (layout rules §5.4).
public struct AnyLayout: Layout, OrientationProviding {
    private let box: any AnyLayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = layout as? AnyLayout == nil ? LayoutBox(layout) : (layout as! AnyLayout).box
    }

    /// The wrapped layout's cache, and which layout type made it.
    public struct Cache {
        fileprivate let storage: AnyObject
        fileprivate let layoutType: ObjectIdentifier
    }

    var orientation: Axis? { box.orientation }

    public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews) }

    /// Updates the cache if the wrapped layout is of the same type as before, else makes a new one.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == box.layoutType {
            box.updateCache(cache.storage, subviews)
        } else {
            cache = box.makeCache(subviews)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, cache.storage)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, cache.storage)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, cache.storage)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, cache.storage)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, cache.storage)
    }
}

/// The wrapped layout behind an `AnyLayout`, with its type erased.
private protocol AnyLayoutBox: AnyObject {
    var layoutType: ObjectIdentifier { get }
    var orientation: Axis? { get }
    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache
    func updateCache(_ storage: AnyObject, _ subviews: LayoutSubviews)
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ storage: AnyObject) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ storage: AnyObject)
    func spacing(_ subviews: LayoutSubviews, _ storage: AnyObject) -> ViewSpacing
    func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ storage: AnyObject) -> CGFloat?
    func explanation(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                     _ storage: AnyObject) -> ContainerExplanation?
}

/// A cache kept in a class, so that the wrapped layout mutates it in place.
private final class CacheStorage<C> {
    var value: C
    init(_ value: C) { self.value = value }
}

private final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    /// Whether the wrapped layout answers every proposal alike, asked through its conformance to
    /// `AnswersEveryProposalAlike`, looked up once, here, rather than at every build and invalidation.
    private let rigidity: ((LayoutSubviews) -> Bool)?

    init(_ layout: L) {
        self.layout = layout
        rigidity = (layout as? any AnswersEveryProposalAlike).map { deciding in
            { deciding.answersEveryProposalAlike(subviews: $0) }
        }
    }

    var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    var orientation: Axis? { L.layoutProperties.stackOrientation }

    private func storage(_ object: AnyObject) -> CacheStorage<L.Cache> {
        unsafeDowncast(object, to: CacheStorage<L.Cache>.self)
    }

    func makeCache(_ subviews: LayoutSubviews) -> AnyLayout.Cache {
        AnyLayout.Cache(storage: CacheStorage(layout.makeCache(subviews: subviews)), layoutType: layoutType)
    }

    func updateCache(_ object: AnyObject, _ subviews: LayoutSubviews) {
        layout.updateCache(&storage(object).value, subviews: subviews)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ object: AnyObject) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &storage(object).value)
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                                _ object: AnyObject) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &storage(object).value)
    }

    func spacing(_ subviews: LayoutSubviews, _ object: AnyObject) -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &storage(object).value)
    }

    func answersEveryProposalAlike(_ subviews: LayoutSubviews) -> Bool {
        rigidity?(subviews) ?? false
    }

    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                    _ subviews: LayoutSubviews, _ object: AnyObject) -> CGFloat? {
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal,
                                            subviews: subviews, cache: &storage(object).value)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &storage(object).value)
    }
}

extension LayoutBox {
    /// The wrapped layout's explanation, if it gives one (a stack's, a grid's), for a recorded pass.
    func explanation(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                     _ object: AnyObject) -> ContainerExplanation? {
        (layout as? any ExplainsArrangement)?.explanation(in: bounds, proposal: proposal, subviews: subviews,
                                                          cache: storage(object).value)
    }
}

extension AnyLayout: ExplainsArrangement {
    /// As the wrapped layout explains itself: an `AnyLayout` of an `HStackLayout` is explained as the stack.
    func explanation(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                     cache: Any) -> ContainerExplanation? {
        guard let cache = cache as? Cache, cache.layoutType == box.layoutType else { return nil }
        return box.explanation(bounds, proposal, subviews, cache.storage)
    }
}

extension AnyLayout: AnswersEveryProposalAlike {
    /// As the wrapped layout does.
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { box.answersEveryProposalAlike(subviews) }
}
