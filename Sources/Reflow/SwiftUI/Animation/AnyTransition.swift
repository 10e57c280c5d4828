/// How a view comes in and goes out when a change of state inserts or removes it, as SwiftUI's
/// `AnyTransition` describes it: `.opacity`, `.scale`, `.slide`, `.move(edge:)`, combinations of them.
///
/// Reflow accepts transitions and does not yet animate insertions and removals: a view a change inserts is
/// there in the next frame, and one it removes is gone from it, as with `.identity` (docs/app-rules.md §4).
/// The views around it still move to their new places with the change's animation.
public struct AnyTransition {
    /// What the transition is, kept for a later renderer of insertions and removals.
    indirect enum Kind {
        case identity, opacity, scale(CGFloat, UnitPoint), slide, move(Edge), offset(CGSize), push(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
        case modifier
    }

    let kind: Kind

    /// No effect: the view is simply there, or not.
    public static let identity = AnyTransition(kind: .identity)
    /// A fade from transparent to opaque on insertion, and back on removal.
    public static let opacity = AnyTransition(kind: .opacity)
    /// A scale from nothing about the centre.
    public static var scale: AnyTransition { AnyTransition(kind: .scale(0, .center)) }
    /// A slide in from the leading edge, and out to the trailing one.
    public static var slide: AnyTransition { AnyTransition(kind: .slide) }

    /// A scale from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(scale, anchor))
    }

    /// A move in from `edge`, and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

    /// An offset by `offset` on the way in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }

    /// An offset by `x` and `y` on the way in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(kind: .offset(CGSize(width: x, height: y)))
    }

    /// A push in from `edge`, the view leaving to the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }

    /// `insertion` on the way in and `removal` on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// The transition between the view modified by `active` (out) and by `identity` (in place).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(kind: .modifier)
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(kind, other.kind))
    }

    /// This transition, run with `animation` whatever animation the change has.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// How this view comes in and goes out when a change inserts or removes it. Accepted; Reflow shows the
    /// view at once and removes it at once (docs/app-rules.md §4).
    public func transition(_ transition: AnyTransition) -> some View { self }
}
