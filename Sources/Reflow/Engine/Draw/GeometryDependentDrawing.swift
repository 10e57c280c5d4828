import Foundation

// Effects made from a view's geometry after layout (`.visualEffect`, `.scrollTransition`): expanded each time
// the view is drawn, and animated when a build with an animation changes what they make (drawing rules §2.11).
// Only nodes that have such effects do any of this; the others pay one Bool in the drawing walk.

/// One geometry-dependent effect expanded: the effects it made, in order, and the opacity it multiplies by.
struct GeometryExpansion {
    var effects: [ViewEffect]
    var opacity: Double

    /// The animatable values, the opacity last.
    var values: [Double] { effects.flatMap(\.animatableValues) + [opacity] }

    /// Whether `other` made effects of the same kinds in the same order, so that one can animate into the other.
    func isSameKind(as other: GeometryExpansion) -> Bool {
        effects.count == other.effects.count && zip(effects, other.effects).allSatisfy { $0.isSameKind(as: $1) }
    }

    /// The expansion with its values replaced by `values` (as many as `values` has).
    func with(_ values: ArraySlice<Double>) -> GeometryExpansion {
        var start = values.startIndex, moved: [ViewEffect] = []
        for effect in effects {
            let count = effect.animatableValues.count
            moved.append(effect.with(values[start ..< start + count]))
            start += count
        }
        return GeometryExpansion(effects: moved, opacity: min(max(values[start], 0), 1))
    }
}

/// The motion of a node's geometry-dependent effects from what was drawn before a build to what it made.
struct GeometryEffectMotion {
    let motion: Motion<EffectValues>
    /// The expansions the build made, when it started: the motion applies while they keep their kinds.
    let kinds: [GeometryExpansion]
}

/// What an effect made from the view's geometry keeps from one drawing to the next, on the view's node: an
/// animated scroll transition's motion between phases.
class GeometryEffectState {
    /// Whether what it draws still moves at `time` (the host keeps its clock going while it does).
    func isMoving(at time: Double) -> Bool { false }
}

extension ViewNode {
    /// The effects to draw at the engine's time, with those made from the view's geometry expanded from where
    /// the layout put it, and the opacity those multiply the view's by.
    func drawnEffects(_ drawing: NodeDrawing) -> (effects: [ViewEffect], opacity: Double) {
        let shown = drawing.shownEffects(at: graph.time)
        guard drawing.hasGeometryDependentEffects else { return (shown, 1) }
        let expansions = geometryExpansions(drawing, shown: shown)
        var effects: [ViewEffect] = [], opacity = 1.0, next = 0
        for effect in shown {
            guard case .geometryDependent = effect else {
                effects.append(effect)
                continue
            }
            effects += expansions[next].effects
            opacity *= expansions[next].opacity
            next += 1
        }
        return (effects, opacity)
    }

    /// The geometry-dependent effects expanded, in order, moved by their animation when one is under way.
    func geometryExpansions(_ drawing: NodeDrawing, shown: [ViewEffect]? = nil) -> [GeometryExpansion] {
        let raw = rawGeometryExpansions(shown ?? drawing.effects)
        guard let moving = drawing.geometryMotion, raw.count == moving.kinds.count,
              zip(raw, moving.kinds).allSatisfy({ $0.isSameKind(as: $1) }) else { return raw }
        let (offset, _, finished) = moving.motion.offset(at: graph.time)
        guard !finished else { return raw }
        var values = EffectValues(raw.flatMap(\.values)) + offset
        values.pad(to: raw.reduce(0) { $0 + $1.values.count })
        var start = 0
        return raw.map { expansion in
            let count = expansion.values.count
            defer { start += count }
            return expansion.with(values.numbers[start ..< start + count])
        }
    }

    private func rawGeometryExpansions(_ effects: [ViewEffect]) -> [GeometryExpansion] {
        effects.compactMap { effect in
            guard case let .geometryDependent(source) = effect else { return nil }
            let parts = source.parts(self)
            return GeometryExpansion(effects: parts.effects, opacity: parts.opacity)
        }
    }

    /// After a build and its layout: starts moving the geometry-dependent effects from what was drawn before
    /// it to what they make now, when the build animates and they keep their kinds; true while they move.
    func startGeometryEffectMotion(_ drawing: NodeDrawing) -> Bool {
        guard let old = drawing.geometryEffectsBeforeBuild else { return false }
        drawing.geometryEffectsBeforeBuild = nil
        let new = rawGeometryExpansions(drawing.effects)
        guard let animation, !isNew, drawing.hasGeometryDependentEffects, old.count == new.count,
              zip(old, new).allSatisfy({ $0.isSameKind(as: $1) }) else {
            drawing.geometryMotion = nil
            return false
        }
        let delta = EffectValues(old.flatMap(\.values)) - EffectValues(new.flatMap(\.values))
        guard delta != .zero else { return geometryEffectsAreMoving(drawing) }
        drawing.geometryMotion = GeometryEffectMotion(
            motion: Motion(animation: animation, start: graph.time, delta: delta, velocity: .zero), kinds: new)
        return true
    }

    /// Whether the geometry-dependent effects still move at the engine's time; drops the motion once settled.
    func geometryEffectsAreMoving(_ drawing: NodeDrawing) -> Bool {
        guard let moving = drawing.geometryMotion else { return false }
        if moving.motion.offset(at: graph.time).isFinished {
            drawing.geometryMotion = nil
            return false
        }
        return true
    }
}
