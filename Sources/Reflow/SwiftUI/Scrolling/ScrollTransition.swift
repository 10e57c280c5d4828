import Foundation

/// Where a view is in its scroll transition, as SwiftUI's `ScrollTransitionPhase` (iOS 17): coming in at the
/// top (or leading) edge, visible, or coming in at the bottom (or trailing) edge (layout rules §16.13).
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is about to come into the visible area at the top edge of a vertical scroll view, or the
    /// leading edge of a horizontal one.
    case topLeading
    /// The view is visible: the transition should change nothing.
    case identity
    /// The view is about to come into the visible area at the bottom edge of a vertical scroll view, or the
    /// trailing edge of a horizontal one.
    case bottomTrailing

    /// Whether this is the identity phase.
    public var isIdentity: Bool { self == .identity }

    /// −1 in the top-leading phase, 0 in the identity phase, 1 in the bottom-trailing phase, as Apple documents
    /// it. The phase is one of three, so the value is too: between the thresholds an interactive transition
    /// interpolates the effects the closure makes for two phases, not this value (layout rules §16.13).
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition goes as its view scrolls through the visible region of its scroll view, as
/// SwiftUI's `ScrollTransitionConfiguration` (iOS 17): interactively (the effects follow the scroll),
/// discretely (`animated`), or not at all (`identity`); and from which point the view counts as visible.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated(Animation)
    }

    var mode: Mode
    var visibleThreshold: Threshold = .visible

    /// A point in a view's way from hidden (wholly outside the scroll view) to visible, as SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`. Reflow keeps it as weights of three such points along the
    /// scrolled axis (hidden, wholly visible, centred) and a distance towards the centre, so that thresholds
    /// interpolate exactly (layout rules §16.13).
    public struct Threshold: Sendable {
        /// The weight of "wholly visible" (the rest of 1, less `centered`, is "hidden").
        var visible: Double
        /// The weight of "centred in the scroll view".
        var centered: Double
        /// Points closer to the centre.
        var inset: Double

        /// The view is wholly visible.
        public static let visible = Threshold(visible: 1, centered: 0, inset: 0)
        /// The view is wholly hidden: just outside the scroll view's edge.
        public static let hidden = Threshold(visible: 0, centered: 0, inset: 0)
        /// The view is centred in the scroll view.
        public static var centered: Threshold { Threshold(visible: 0, centered: 1, inset: 0) }

        /// The view is visible by `amount`: 0 wholly hidden, 1 wholly visible (clamped to 0…1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(visible: amount.isNaN ? 1 : min(max(amount, 0), 1), centered: 0, inset: 0)
        }

        /// This threshold, met when the view is `distance` closer to the scroll view's centre (negative:
        /// farther from it).
        public func inset(by distance: Double) -> Threshold {
            Threshold(visible: visible, centered: centered, inset: inset + (distance.isFinite ? distance : 0))
        }

        /// The threshold `amount` of the way from this one to `other` (0 this one, 1 `other`).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let t = amount.isFinite ? amount : 0
            return Threshold(visible: visible + (other.visible - visible) * t,
                             centered: centered + (other.centered - centered) * t,
                             inset: inset + (other.inset - inset) * t)
        }
    }

    /// A transition that changes nothing: the view is always in the identity phase.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// The phase changes at once when the view crosses the threshold, animated with `.default`.
    public static let animated = ScrollTransitionConfiguration.animated(.default)

    /// The phase changes at once when the view crosses the threshold, its effects moving to the new phase's
    /// with `animation` (layout rules §16.13).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// The effects follow the scroll: from the edge phase's when the view is just hidden to the identity's
    /// when it reaches the threshold, paced by `.easeInOut`.
    public static let interactive = ScrollTransitionConfiguration.interactive(timingCurve: .easeInOut)

    /// The effects follow the scroll, paced by `timingCurve`: its time 0 is the view just hidden, its time 1
    /// the view at the threshold (run backwards as the view leaves).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// This configuration with the animation of its discrete phase changes set to `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .animated = mode { copy.mode = .animated(animation) }
        return copy
    }

    /// This configuration, the view counting as visible (the identity phase) from `threshold` on.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleThreshold = threshold
        return copy
    }
}

extension View {
    /// Applies `transition`'s effects for the phase the view is in as it scrolls through the visible region of
    /// its scroll view, as SwiftUI's `scrollTransition(_:axis:transition:)` (iOS 17): the closure gets a
    /// placeholder for the view and the phase, and chains effects (`content.opacity(phase.isIdentity ? 1 : 0)`).
    /// `axis` is the scroll view's own when nil. Layout rules §16.13.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` as `scrollTransition(_:axis:transition:)` does, with `topLeading` configuring the
    /// transition at the top (leading) edge and `bottomTrailing` at the bottom (trailing) edge.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        geometryDependentEffect { node in
            var (phase, amount, animation) = ScrollTransitionGeometry(of: node, axis: axis)
                .phase(topLeading: topLeading, bottomTrailing: bottomTrailing)
            if let animation { (phase, amount) = ScrollTransitionMotion.shown(on: node, phase, amount, animation) }
            let edge = transition(EmptyVisualEffect(), phase).resolvedParts
            guard phase != .identity, amount != 1 else { return edge }
            return VisualEffectParts.interpolating(transition(EmptyVisualEffect(), .identity).resolvedParts,
                                                   edge, by: amount)
        }
    }
}

/// A view's extent and its scroll view's visible extent along the transition's axis, in host coordinates,
/// and the phase they put the view in (layout rules §16.13).
struct ScrollTransitionGeometry {
    /// The view's start and end along the axis (top and bottom, or leading and trailing).
    let view: ClosedRange<Double>
    /// The visible region's.
    let container: ClosedRange<Double>

    /// The geometry of `node`, in its innermost scroll view (the host when none encloses it); along `axis`, or
    /// the scroll view's axis (vertical when it scrolls both ways or there is none).
    init(of node: ViewNode, axis: Axis?) {
        var region = node.graph.hostBounds, axes: Axis.Set = .vertical
        var ancestor = node.parent
        while let current = ancestor {
            if let scrolled = current.scrollViewAxes {
                region = current.frameInHost
                axes = scrolled
                break
            }
            ancestor = current.parent
        }
        let vertical = axis.map { $0 == .vertical } ?? axes.contains(.vertical)
        let frame = node.frameInHost
        view = vertical ? Double(frame.minY)...Double(frame.maxY) : Double(frame.minX)...Double(frame.maxX)
        container = vertical ? Double(region.minY)...Double(region.maxY) : Double(region.minX)...Double(region.maxX)
    }

    /// Where the view's near edge is when it meets `threshold` at the bottom-trailing edge: its top (leading)
    /// edge, `visible` of its length inside the container's bottom edge, moved towards where it would be
    /// centred by `centered`, and `inset` closer to the centre.
    func bottomTrailingPosition(_ threshold: ScrollTransitionConfiguration.Threshold) -> Double {
        let length = view.upperBound - view.lowerBound, end = container.upperBound
        let centred = (container.lowerBound + container.upperBound - length) / 2
        return end - threshold.visible * length + threshold.centered * (centred - end) - threshold.inset
    }

    /// The same at the top-leading edge, for the view's bottom (trailing) edge, mirrored.
    func topLeadingPosition(_ threshold: ScrollTransitionConfiguration.Threshold) -> Double {
        let length = view.upperBound - view.lowerBound, start = container.lowerBound
        let centred = (container.lowerBound + container.upperBound + length) / 2
        return start + threshold.visible * length + threshold.centered * (centred - start) + threshold.inset
    }

    /// The phase, how far the effects are from the identity phase's towards that phase's (0…1), and for an
    /// animated transition its animation: the view takes the configuration of the edge its centre is nearer;
    /// between hidden and the threshold an interactive transition's amount is 1 − curve(progress), progress 0
    /// at hidden and 1 at the threshold.
    func phase(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration)
        -> (phase: ScrollTransitionPhase, amount: Double, animation: Animation?) {
        let below = view.lowerBound + view.upperBound > container.lowerBound + container.upperBound
        let configuration = below ? bottomTrailing : topLeading
        let edgePhase: ScrollTransitionPhase = below ? .bottomTrailing : .topLeading
        // How far the view is from hidden towards the threshold, along the way it comes in.
        let hidden = below ? bottomTrailingPosition(.hidden) : topLeadingPosition(.hidden)
        let threshold = below ? bottomTrailingPosition(configuration.visibleThreshold)
                              : topLeadingPosition(configuration.visibleThreshold)
        let position = below ? view.lowerBound : view.upperBound
        let progress: Double
        if below ? position <= threshold : position >= threshold {
            progress = 1
        } else if below ? position >= hidden : position <= hidden {
            progress = 0
        } else {
            progress = (position - hidden) / (threshold - hidden)
        }
        switch configuration.mode {
        case .identity:
            return (.identity, 0, nil)
        case let .animated(animation):
            return progress >= 1 ? (.identity, 0, animation) : (edgePhase, 1, animation)
        case let .interactive(curve):
            let amount = 1 - curve.value(at: progress)
            return amount <= 0 ? (.identity, 0, nil) : (edgePhase, amount, nil)
        }
    }
}

/// An animated scroll transition's motion, kept on the view's node from one drawing to the next: when the
/// phase the geometry gives changes, the effects move from where they are drawn to the new phase's with the
/// configuration's animation, on the host's clock (layout rules §16.13).
final class ScrollTransitionMotion: GeometryEffectState {
    /// How far towards `edge`'s effects the phase the geometry gave last puts them: 0 or 1.
    private var target: Double
    /// The edge phase whose effects are drawn while the amount is not 0.
    private var edge: ScrollTransitionPhase
    private var motion: Motion<Double>?

    private init(target: Double, edge: ScrollTransitionPhase) {
        self.target = target
        self.edge = edge
    }

    override func isMoving(at time: Double) -> Bool {
        guard let motion else { return false }
        return !motion.offset(at: time).isFinished
    }

    private func amount(at time: Double) -> Double { target + (motion?.offset(at: time).offset ?? 0) }

    /// The phase and amount to draw `node` with, now that its geometry gives `phase` and `amount`: at once the
    /// first time it is drawn, then moving there with `animation` whenever they change. A spring may carry the
    /// amount past 0 or 1, as it carries any animated value past its target.
    static func shown(on node: ViewNode, _ phase: ScrollTransitionPhase, _ amount: Double,
                      _ animation: Animation) -> (ScrollTransitionPhase, Double) {
        let drawing = node.drawing, time = node.graph.time
        guard let state = drawing.geometryEffectState as? ScrollTransitionMotion else {
            drawing.geometryEffectState = ScrollTransitionMotion(target: amount, edge: phase)
            return (phase, amount)
        }
        if phase != .identity { state.edge = phase }
        if amount != state.target {
            let current = state.amount(at: time)
            state.motion = Motion(animation: animation, start: time, delta: current - amount, velocity: 0)
            state.target = amount
            let moving = node.graph.animations.nodesWithMovingEffects
            if !moving.contains(where: { $0 === node }) { node.graph.animations.nodesWithMovingEffects.append(node) }
        }
        let shown = state.amount(at: time)
        if state.edge == .identity || (shown == 0 && !state.isMoving(at: time)) { return (.identity, 0) }
        return (state.edge, shown)
    }
}

extension VisualEffectParts {
    /// The parts `amount` of the way from `a` to `b`: the animatable values of effects of the same kinds in the
    /// same order, colour matrices and the opacity, interpolated linearly; `b` when the effects differ in kind.
    static func interpolating(_ a: VisualEffectParts, _ b: VisualEffectParts, by amount: Double) -> VisualEffectParts {
        guard a.effects.count == b.effects.count, zip(a.effects, b.effects).allSatisfy({ $0.isSameKind(as: $1) }) else {
            return b
        }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * amount }
        var parts = VisualEffectParts(effects: [], opacity: mix(a.opacity, b.opacity))
        for (from, to) in zip(a.effects, b.effects) {
            let values = zip(from.animatableValues, to.animatableValues).map { mix($0, $1) }
            var effect = to.with(values[...])
            if case .layer(var layer) = effect, case let .layer(start) = from,
               let startMatrix = start.colorMatrix, let endMatrix = layer.colorMatrix {
                layer.colorMatrix = ColorMatrix(zip(startMatrix.values, endMatrix.values).map { mix($0, $1) })
                effect = .layer(layer)
            }
            parts.effects.append(effect)
        }
        return parts
    }
}
