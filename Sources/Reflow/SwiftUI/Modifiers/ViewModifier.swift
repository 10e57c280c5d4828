/// A modifier you apply to a view to make a different version of it: `content.modifier(MyModifier())`.
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as the modifier's `body` sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolveContent: (inout Resolver) -> Void

    func resolve(into resolver: inout Resolver) { resolveContent(&resolver) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolve(into resolver: inout Resolver) {
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier>(resolveContent: { $0.resolve(content, component: 0) })
        // The modifier's `@Environment` properties read the environment at its position (`BodyContext`).
        let saved = BodyContext.current
        // A modifier's state is kept as a view's is.
        BodyContext.current = BodyContext(environmentSnapshot: resolver.sharedEnvironment(), graph: resolver.graph,
                                          scope: nil, key: resolver.scopeKey(of: Modifier.self),
                                          idPath: resolver.currentIDPath, type: ObjectIdentifier(Modifier.self),
                                          viewType: Modifier.self)
        // Linked first, then stored: linking reads the context (`@Environment` keeps it), which must not happen
        // while the context is being written.
        let scope = resolver.linkState(of: modifier)
        BodyContext.current?.scope = scope
        let modifier = self.modifier
        // Observable properties the modifier's body reads rebuild it, as a view's body (state rules §3).
        resolver.resolve(ObservedBody.evaluate(isBody: true) { modifier.body(content: placeholder) }, component: 1)
        BodyContext.current = saved
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view that a layout modifier (frame, padding, …) wraps: each view of `content` gets a node of its own laid
/// out by `layout`, optionally with secondary views (background, overlay).
///
/// Usable from inlinable code, with its initialiser inlinable, so that the most common modifiers (`.frame`,
/// `.padding`) make it in the user's module, specialised for the user's view: made here, from the type
/// parameters alone, it cost the runtime a metadata lookup and a copy through value witnesses per modifier.
@usableFromInline
struct WrappedView<L: Layout, Content: View>: View, PrimitiveView {
    @usableFromInline typealias Body = Never
    @usableFromInline let layout: L
    @usableFromInline let content: Content
    @usableFromInline var configure: ((ViewNode) -> Void)?
    /// Views laid out with the content in the same node: a background's or an overlay's.
    @usableFromInline var secondary: ((inout Resolver) -> Void)?
    @usableFromInline var secondaryFirst: Bool
    /// What the modifier replaced among the values it was given, told when the view is built.
    @usableFromInline var warning: InputWarning?

    @inlinable
    init(_ layout: L, _ content: Content, warning: InputWarning? = nil, configure: ((ViewNode) -> Void)? = nil) {
        self.layout = layout
        self.content = content
        self.warning = warning
        self.configure = configure
        secondary = nil
        secondaryFirst = false
    }

    func resolve(into resolver: inout Resolver) {
        resolver.warn(warning)
        let start = resolver.nodes.count
        // The content alone is captured, not the whole view (whose generic metadata the closure would look up).
        let content = self.content
        resolver.appendWrapped(layout, content: { $0.resolve(content) }, secondary: secondary,
                               secondaryFirst: secondaryFirst)
        if let configure {
            for node in resolver.nodes[start...] { configure(node) }
        }
    }
}

/// A view that applies `apply` to each node its content makes: how trait modifiers (priority, layout values,
/// alignment guides, opacity) work.
struct TraitWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// What the modifier replaced among the values it was given, told when the view is built.
    var warning: InputWarning? = nil
    let apply: (ViewNode) -> Void

    func resolve(into resolver: inout Resolver) {
        resolver.warn(warning)
        resolver.forEachNode(of: { $0.resolve(content) }, apply)
    }
}

/// A layout of one subview that takes the subview's size and puts it where the container is: the base of
/// `.offset`, whose effect is on drawing only (layout rules §6.8).
struct PassThroughLayout: Layout, BuiltInLayout {
    static var nameInWarnings: String { ".offset" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

extension LayoutSubview {
    /// Places the subview, sized for `proposal`, so that its `alignment` guides meet the same guides of a
    /// container of `bounds` (a frame, a background's primary view, a ZStack).
    func place(aligning alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        node.place(aligning: alignment, in: bounds, proposal: proposal)
    }
}

extension ViewNode {
    /// Places the node, sized for `proposal`, so that its `alignment` guides meet the same guides of a
    /// container of `bounds` (a frame, a background's primary view, a ZStack).
    func place(aligning alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        place(aligning: alignment, in: bounds, sanitizedProposal: proposal.sanitized)
    }

    /// `place(aligning:in:proposal:)` with a proposal already sanitized.
    @inline(__always)
    func place(aligning alignment: Alignment, in bounds: CGRect, sanitizedProposal proposal: ProposedViewSize) {
        let h = alignment.horizontal.key, v = alignment.vertical.key
        // Built-in guides on a view without explicit ones: the offset is a fraction of the difference in size.
        if let fx = h.fraction, let fy = v.fraction, hasDefaultValue(for: h), hasDefaultValue(for: v) {
            place(atFractions: fx, fy, of: bounds, sanitizedProposal: proposal)
            return
        }
        place(byGuidesOf: alignment, in: bounds, sanitizedProposal: proposal)
    }

    /// Places the node, sized for `proposal`, so that the point at the fractions `fx`, `fy` of its size meets
    /// the same point of `bounds`: `place(aligning:in:proposal:)` for built-in guides the node has no
    /// explicit value for (the offset is a fraction of the difference in size).
    @inline(__always)
    func place(atFractions fx: CGFloat, _ fy: CGFloat, of bounds: CGRect, sanitizedProposal proposal: ProposedViewSize) {
        let size = size(forSanitized: proposal)
        let origin = CGPoint(x: bounds.minX + (bounds.width - size.width) * fx,
                             y: bounds.minY + (bounds.height - size.height) * fy)
        // The placement sizes the node for the same proposal: it is given the answer rather than asking
        // again, except in a recorded pass, whose record lists the question the placement asks.
        if _slowPath(clock.isRecording) {
            place(at: origin, anchor: .topLeading, proposal: proposal)
        } else {
            place(at: origin, anchor: .topLeading, size: size, sanitizedProposal: proposal)
        }
    }

    /// `place(aligning:in:sanitizedProposal:)` for explicit or custom guides: out of line, so that the common
    /// case, inlined into a frame's placement, carries none of this (the optimiser hoisted its set-up out of
    /// the loop over the subviews, where every frame paid for it).
    @inline(never)
    private func place(byGuidesOf alignment: Alignment, in bounds: CGRect, sanitizedProposal proposal: ProposedViewSize) {
        let child = dimensions(for: proposal)
        let container = ViewDimensions(size: bounds.size, node: nil, proposal: proposal, guideLimit: 0)
        let x = bounds.minX + container[alignment.horizontal] - child[alignment.horizontal]
        let y = bounds.minY + container[alignment.vertical] - child[alignment.vertical]
        place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
    }
}

// Rigidity (`Engine/Pass/Rigidity.swift`): whether this layout answers every proposal alike.
extension PassThroughLayout: AnswersEveryProposalAlike {
    func answersEveryProposalAlike(subviews: Subviews) -> Bool { subviews.areAllRigid }
}
