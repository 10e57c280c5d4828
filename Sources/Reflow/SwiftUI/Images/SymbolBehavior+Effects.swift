import Foundation

/// One `.symbolEffect` on one symbol, from build to build: when its plays began and how many it plays, or how
/// far a held effect is into its pose.
final class SymbolEffectRun {
    var request: SymbolEffectRequest
    /// When the plays began on the host's clock; nil while the effect has not played.
    private var playStart: Double?
    /// How many plays; nil while they go on (an active indefinite effect).
    private var plays: Int?
    /// A held effect: how far into its pose (0 at rest, 1 in it) it was at `heldChange`, and where it goes.
    private var heldFrom = 0.0, heldTo = 0.0, heldChange = -Double.infinity

    init(_ request: SymbolEffectRequest, time: Double) {
        self.request = request
        switch request.motion {
        case .played:
            // An indefinite effect active when the symbol appears starts at once; a discrete one waits for
            // its value to change.
            if request.trigger == nil && request.isActive { startPlays(at: time) }
        case .held(_, let whenActive):
            // A symbol appears in its held pose, without animating into it.
            heldFrom = request.isActive == whenActive ? 1 : 0
            heldTo = heldFrom
        }
    }

    /// Whether `request` is the same kind of effect, played the same way, so that this run goes on with it.
    func continues(with request: SymbolEffectRequest) -> Bool {
        switch (self.request.motion, request.motion) {
        case (.played, .played): return (self.request.trigger == nil) == (request.trigger == nil)
        case (.held(let a, let x), .held(let b, let y)): return a == b && x == y
        default: return false
        }
    }

    /// Takes the modifier of a new build: a changed value plays a discrete effect; a change of `isActive`
    /// starts or ends an indefinite one.
    func update(_ new: SymbolEffectRequest, time: Double) {
        let old = request
        request = new
        switch new.motion {
        case .played(let duration, _):
            if let trigger = new.trigger {
                if let previous = old.trigger, !previous.equals(trigger) { startPlays(at: time) }
            } else if new.isActive && !old.isActive {
                startPlays(at: time)
            } else if !new.isActive && old.isActive, let playStart, plays == nil {
                // The play under way finishes; no other follows.
                let done = ((time - playStart) * new.options.speed / duration).rounded(.down)
                plays = Int(min(done, Double(Int.max - 1))) + 1
            }
        case .held(_, let whenActive):
            guard new.isActive != old.isActive else { return }
            heldFrom = heldAmount(at: time)
            heldTo = new.isActive == whenActive ? 1 : 0
            heldChange = time
        }
    }

    private func startPlays(at time: Double) {
        playStart = time
        let options = request.options
        if request.trigger != nil {
            plays = options.repeatCount ?? 1
        } else {
            plays = options.repeatsAsSet ? options.repeatCount : nil
        }
        AnimationCompletionBatch.startedAnimations &+= 1
    }

    /// How far a held effect is into its pose at `time`, easing in and out.
    private func heldAmount(at time: Double) -> Double {
        let u = min(max((time - heldChange) * request.options.speed / SymbolMotion.holdTransition, 0), 1)
        return heldFrom + (heldTo - heldFrom) * (1 - cos(Double.pi * u)) / 2
    }

    /// The pose at `time`, and whether the effect still moves then.
    func pose(at time: Double) -> (pose: SymbolPose, moves: Bool) {
        switch request.motion {
        case .played(let duration, let pose):
            guard let playStart, duration > 0 else { return (.rest, false) }
            let local = max(time - playStart, 0) * request.options.speed
            let index = (local / duration).rounded(.down)
            if let plays, index >= Double(plays) { return (.rest, false) }
            return (pose(local - index * duration), true)
        case .held(let held, _):
            let amount = heldAmount(at: time)
            let moves = (time - heldChange) * request.options.speed < SymbolMotion.holdTransition
            return (SymbolPose(scale: 1 + (held.scale - 1) * amount, angle: held.angle * amount,
                               opacity: 1 + (held.opacity - 1) * amount,
                               offset: CGSize(width: held.offset.width * amount, height: held.offset.height * amount)),
                    moves)
        }
    }
}

/// A symbol replaced by another in an animated change under a content transition: the old symbol drawn on
/// its way out while the new one comes in.
struct SymbolReplacement {
    let old: SymbolBehavior
    let kind: ContentTransition.Kind
    let animation: Animation
    let start: Double

    /// How far the replacement is at `time` (0 to 1, a spring may overshoot), and whether it is over.
    func progress(at time: Double) -> (Double, finished: Bool) {
        let sample = animation.sample(at: time - start)
        return (1 - sample.remaining, sample.isFinished)
    }
}

/// What a symbol keeps of its effects and of a replacement under way.
final class SymbolEffectState {
    var runs: [SymbolEffectRun] = []
    var replacement: SymbolReplacement?
    /// Whether the node is in the host's list of leaves whose drawing moves.
    var isListed = false

    var isEmpty: Bool { runs.isEmpty && replacement == nil }

    /// Takes the effect modifiers of a new build, matched with the runs by position.
    func update(_ requests: [SymbolEffectRequest], time: Double) {
        var next: [SymbolEffectRun] = []
        next.reserveCapacity(requests.count)
        for (index, request) in requests.enumerated() {
            if index < runs.count, runs[index].continues(with: request) {
                runs[index].update(request, time: time)
                next.append(runs[index])
            } else {
                next.append(SymbolEffectRun(request, time: time))
            }
        }
        runs = next
    }

    /// The pose of all the effects at `time`, and whether any still moves.
    func pose(at time: Double) -> (pose: SymbolPose, moves: Bool) {
        var pose = SymbolPose.rest, moves = false
        for run in runs {
            let (own, running) = run.pose(at: time)
            pose = pose.combined(with: own)
            moves = moves || running
        }
        return (pose, moves)
    }

    /// Whether anything still moves at `time`; a finished replacement is dropped.
    func moves(at time: Double) -> Bool {
        if let replacement, replacement.progress(at: time).finished { self.replacement = nil }
        return replacement != nil || pose(at: time).moves
    }

    /// Draws `symbol` in its pose, and the symbol it replaces on its way out.
    func draw(_ symbol: SymbolBehavior, node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let time = node.graph.time
        let (pose, _) = self.pose(at: time)
        let progress = replacement?.progress(at: time)
        guard let replacement, let progress, !progress.finished else {
            return Self.draw(pose: pose, size: symbol.style.font.size, in: frame, opacity: opacity, into: &list) {
                symbol.drawGlyph(node, in: frame, opacity: 1, into: &$0)
            }
        }
        let p = progress.0, fadeIn = min(max(p, 0), 1)
        var incoming = SymbolPose(opacity: fadeIn), outgoing = SymbolPose(opacity: 1 - fadeIn)
        if case let .symbolReplace(style, _) = replacement.kind {
            // SwiftUI's replace: the new symbol scales up from half size; the old one scales down (`.downUp`)
            // or up (`.upUp`) as it fades, or goes at once (`.offUp`).
            incoming.scale = 0.5 + 0.5 * p
            switch style {
            case .downUp: outgoing.scale = 1 - 0.5 * p
            case .upUp: outgoing.scale = 1 + 0.5 * p
            case .offUp: outgoing.opacity = 0
            }
        }
        if outgoing.opacity > 0 {
            Self.draw(pose: pose.combined(with: outgoing), size: replacement.old.style.font.size, in: frame,
                      opacity: opacity, into: &list) { replacement.old.drawGlyph(node, in: frame, opacity: 1, into: &$0) }
        }
        Self.draw(pose: pose.combined(with: incoming), size: symbol.style.font.size, in: frame, opacity: opacity,
                  into: &list) { symbol.drawGlyph(node, in: frame, opacity: 1, into: &$0) }
    }

    /// The glyph `body` draws, in `pose` about the frame's centre (an em being `size` points), with `opacity`.
    private static func draw(pose: SymbolPose, size: CGFloat, in frame: CGRect, opacity: Double,
                             into list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
        let shown = opacity * min(max(pose.opacity, 0), 1)
        guard shown > 0, pose.scale > 0 else { return }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let transform = CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(CGAffineTransform(scaleX: pose.scale, y: pose.scale))
            .concatenating(CGAffineTransform(rotationAngle: pose.angle * Double.pi / 180))
            .concatenating(CGAffineTransform(translationX: centre.x + pose.offset.width * size,
                                             y: centre.y + pose.offset.height * size))
        let moved = !transform.isIdentity, faded = shown < 1
        if moved { list.items.append(.push(.transform(transform))) }
        if faded { list.items.append(.push(.layer(DrawingLayer(opacity: shown)))) }
        body(&list)
        if faded { list.items.append(.pop) }
        if moved { list.items.append(.pop) }
    }
}

extension SymbolBehavior {
    /// Whether the effects still move at `time` (`drawingMoves`); false lets the host's list drop the node.
    func effectsMove(at time: Double) -> Bool {
        guard let effects else { return false }
        let moves = effects.moves(at: time)
        effects.isListed = moves
        return moves
    }

    /// Takes the effects and content transition of a new build; `previous` is the style drawn before it.
    func updateEffects(_ requests: [SymbolEffectRequest], previous: SymbolStyle?, transition: ContentTransition,
                       animation: Animation?, node: ViewNode) {
        let time = node.graph.time
        if effects == nil && requests.isEmpty {
            guard previous != nil && transition.kind != .identity && animation != nil else { return }
        }
        let state = effects ?? SymbolEffectState()
        state.update(requests, time: time)
        if let previous, let animation, previous.drawnName != style.drawnName, transition.kind != .identity {
            state.replacement = SymbolReplacement(old: SymbolBehavior(previous), kind: transition.kind,
                                                  animation: animation, start: time)
            AnimationCompletionBatch.startedAnimations &+= 1
        }
        effects = state.isEmpty ? nil : state
        if effects != nil, !state.isListed, state.moves(at: time) {
            state.isListed = true
            node.graph.animations.leavesWithMovingDrawing.append(node)
        }
    }
}
