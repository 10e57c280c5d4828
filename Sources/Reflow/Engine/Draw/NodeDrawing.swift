import Foundation

/// What a node's drawing effects are: allocated only for the nodes that have any, so that a view without
/// effects pays one nil pointer for them (kept with the record's rarer fields, away from what a layout pass
/// reads).
final class NodeDrawing {
    /// The effects, innermost (applied first) first; the walk pushes them outermost first.
    var effects: [ViewEffect] = []
    /// The drawing order among siblings (`.zIndex`): higher is drawn later, on top; equal keeps the order of
    /// the code.
    var zIndex: Double = 0
    /// Whether the node's last subview is a mask for the others (`.mask`): the node is drawn as a masked layer.
    var masksWithLastSubview = false
    /// The effects shown before the latest build: where an animated change starts from.
    var previousEffects: [ViewEffect] = []
    /// The animatable values on their way to those of `effects`.
    var motion: Motion<EffectValues>?
    /// Whether `effects` holds effects made from the view's geometry (`.visualEffect`, `.scrollTransition`),
    /// which are expanded when drawn: false for every other view, which then pays nothing for them.
    var hasGeometryDependentEffects = false
    /// What those effects keep from one drawing to the next (an animated scroll transition's motion), kept
    /// from build to build.
    var geometryEffectState: GeometryEffectState?
    /// Those effects as drawn before the latest build, when it may animate: where an animated change starts.
    var geometryEffectsBeforeBuild: [GeometryExpansion]?
    /// Those effects' animatable values on their way to the ones the latest build made.
    var geometryMotion: GeometryEffectMotion?
    /// What the view does with input (`SwiftUI/Input/NodeInput.swift`), kept from build to build.
    var input: NodeInput?

    /// Whether anything here changes the drawing.
    var isEmpty: Bool { effects.isEmpty && !masksWithLastSubview }

    /// The effects as drawn at `time`: the built ones, or on their way there.
    func shownEffects(at time: Double) -> [ViewEffect] {
        guard let motion else { return effects }
        let (offset, _, finished) = motion.offset(at: time)
        if finished { return effects }
        let built = effects.flatMap(\.animatableValues)
        var values = EffectValues(built) + offset
        values.pad(to: built.count)
        var shown: [ViewEffect] = []
        shown.reserveCapacity(effects.count)
        var start = 0
        for effect in effects {
            let count = effect.animatableValues.count
            shown.append(effect.with(values.numbers[start ..< start + count]))
            start += count
        }
        return shown
    }
}

/// The animatable numbers of a view's effects, in order: what an effect animation interpolates.
struct EffectValues: VectorArithmetic {
    var numbers: [Double]

    init(_ numbers: [Double]) { self.numbers = numbers }

    static var zero: EffectValues { EffectValues([]) }

    mutating func pad(to count: Int) {
        if numbers.count < count { numbers += Array(repeating: 0, count: count - numbers.count) }
    }

    private static func combine(_ a: EffectValues, _ b: EffectValues, _ op: (Double, Double) -> Double) -> EffectValues {
        let count = max(a.numbers.count, b.numbers.count)
        var result = [Double](repeating: 0, count: count)
        for i in 0..<count {
            result[i] = op(i < a.numbers.count ? a.numbers[i] : 0, i < b.numbers.count ? b.numbers[i] : 0)
        }
        return EffectValues(result)
    }

    static func + (a: EffectValues, b: EffectValues) -> EffectValues { combine(a, b, +) }
    static func - (a: EffectValues, b: EffectValues) -> EffectValues { combine(a, b, -) }
    static func == (a: EffectValues, b: EffectValues) -> Bool {
        let count = max(a.numbers.count, b.numbers.count)
        for i in 0..<count where (i < a.numbers.count ? a.numbers[i] : 0) != (i < b.numbers.count ? b.numbers[i] : 0) {
            return false
        }
        return true
    }
    mutating func scale(by rhs: Double) { numbers = numbers.map { $0 * rhs } }
    var magnitudeSquared: Double { numbers.reduce(0) { $0 + $1 * $1 } }
}

extension ViewNode {
    /// The node's drawing effects, made when a modifier first writes one.
    var drawing: NodeDrawing {
        if let drawing = record.drawing { return drawing }
        let drawing = NodeDrawing()
        record.drawing = drawing
        return drawing
    }

    /// Adds an effect a modifier wrote (modifiers are applied innermost first).
    func addEffect(_ effect: ViewEffect) {
        drawing.effects.append(effect)
    }

    /// Forgets the effects of the previous build, keeping what was shown for an animation to start from.
    func resetDrawing() {
        guard let drawing = record.drawing else { return }
        drawing.previousEffects = drawing.shownEffects(at: graph.time)
        if drawing.hasGeometryDependentEffects { drawing.geometryEffectsBeforeBuild = geometryExpansions(drawing) }
        drawing.effects = []
        drawing.zIndex = 0
        drawing.masksWithLastSubview = false
        drawing.hasGeometryDependentEffects = false
        drawing.input?.beginBuild()
    }

    /// Starts animating the effects from those shown before the build, when the build animates and the
    /// effects are of the same kinds; true while they move.
    func startEffectMotion() -> Bool {
        guard let drawing = record.drawing else { return false }
        let built = startBuiltEffectMotion(drawing)
        let geometry = startGeometryEffectMotion(drawing)
        // A motion the drawing started (an animated scroll transition) goes on through a build.
        return built || geometry || drawing.geometryEffectState?.isMoving(at: graph.time) == true
    }

    private func startBuiltEffectMotion(_ drawing: NodeDrawing) -> Bool {
        let old = drawing.previousEffects
        drawing.previousEffects = []
        let sameKinds = old.count == drawing.effects.count
            && zip(old, drawing.effects).allSatisfy { $0.isSameKind(as: $1) }
        guard let animation, !isNew, sameKinds else {
            drawing.motion = nil
            return false
        }
        let delta = EffectValues(old.flatMap(\.animatableValues)) - EffectValues(drawing.effects.flatMap(\.animatableValues))
        guard delta != .zero else {
            // Nothing changed: a motion under way goes on.
            return drawing.motion != nil
        }
        drawing.motion = Motion(animation: animation, start: graph.time, delta: delta, velocity: .zero)
        return true
    }

    /// Whether the effects still move at the engine's time; drops the motion once it has settled.
    func effectsAreMoving() -> Bool {
        guard let drawing = record.drawing else { return false }
        let stateMoves = drawing.geometryEffectState?.isMoving(at: graph.time) == true
            || geometryEffectsAreMoving(drawing)
        guard let motion = drawing.motion else { return stateMoves }
        if motion.offset(at: graph.time).isFinished {
            drawing.motion = nil
            return stateMoves
        }
        return true
    }
}
