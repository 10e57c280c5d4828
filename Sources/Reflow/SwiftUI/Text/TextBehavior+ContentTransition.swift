import Foundation

/// What a text under `.contentTransition(_:)` keeps: the value a `.numericText(value:)` showed last, and the
/// transition under way from the old text to the new (drawing rules §5).
final class TextTransitionState {
    /// A transition under way: the old text, drawn on its way out, and how it goes.
    struct Running {
        let old: TextBehavior
        /// Whether the characters roll (numeric text), and which way: +1 when the new ones come up from below.
        let rollDirection: CGFloat?
        let animation: Animation
        let start: Double
    }

    var running: Running?
    /// The value of the latest `.numericText(value:)`, which the next is compared with.
    var lastValue: Double?
    /// Whether the node is in the host's list of leaves whose drawing moves.
    var isListed = false

    /// How far the transition is at `time` (0 to 1; a spring may overshoot), and whether it is over.
    func progress(at time: Double) -> (value: Double, finished: Bool) {
        guard let running else { return (1, true) }
        let sample = running.animation.sample(at: time - running.start)
        return (1 - sample.remaining, sample.isFinished)
    }

    /// Draws the old text on its way out and `text` on its way in.
    func draw(_ text: TextBehavior, node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        let (p, finished) = progress(at: node.graph.time)
        guard let running, !finished else { return text.drawText(node, in: frame, opacity: opacity, into: &list) }
        var new = DisplayList(), old = DisplayList()
        text.drawText(node, in: frame, opacity: opacity, into: &new)
        running.old.drawText(node, in: frame, opacity: opacity, into: &old)
        let fadeIn = min(max(p, 0), 1)
        // A numeric roll needs the characters' places: one line of one run each. Text in several lines or runs
        // cross-fades (documented).
        if let direction = running.rollDirection, new.items.count == 1, old.items.count == 1,
           case let .text(newRun) = new.items[0], case let .text(oldRun) = old.items[0] {
            return Self.roll(from: oldRun, to: newRun, progress: p, direction: direction,
                             measurer: node.graph.textMeasurer, into: &list)
        }
        Self.append(old.items, opacity: 1 - fadeIn, into: &list)
        Self.append(new.items, opacity: fadeIn, into: &list)
    }

    /// `items` in a layer of `opacity` (blurred by `blur` points), which nothing is drawn for at 0.
    private static func append(_ items: [DisplayItem], opacity: Double, blur: CGFloat = 0, into list: inout DisplayList) {
        guard opacity > 0, !items.isEmpty else { return }
        guard opacity < 1 || blur > 0 else { return list.items.append(contentsOf: items) }
        list.items.append(.push(.layer(DrawingLayer(opacity: opacity, blurRadius: blur))))
        list.items.append(contentsOf: items)
        list.items.append(.pop)
    }

    /// The numeric text roll. Characters are matched from the end of the line (the units of two numbers line
    /// up: 9 → 10 changes the units and adds a ten); those equal in both stay where the new text has them,
    /// drawn exactly as at rest. Counting up (`direction` +1), each changed old character moves up by a line
    /// (the font's ascent plus descent, as an odometer's wheel turns by one figure) and fades out, while its
    /// replacement rises from a line below into place and fades in; counting down reverses both. A moving
    /// character is blurred by up to a twentieth of the font's size, most when it is furthest from its place,
    /// as SwiftUI's numeric text blurs it (kept slight, so that the blur does not reach the characters that
    /// stay).
    private static func roll(from oldRun: TextRun, to newRun: TextRun, progress p: Double, direction: CGFloat,
                             measurer: TextMeasurer, into list: inout DisplayList) {
        let oldCharacters = Array(oldRun.text), newCharacters = Array(newRun.text)
        let shift = newCharacters.count - oldCharacters.count
        var newStays = [Bool](repeating: false, count: newCharacters.count)
        var oldStays = [Bool](repeating: false, count: oldCharacters.count)
        for j in newCharacters.indices {
            let i = j - shift
            if i >= 0, i < oldCharacters.count, oldCharacters[i] == newCharacters[j] {
                newStays[j] = true
                oldStays[i] = true
            }
        }
        let metrics = measurer.metrics(of: newRun.font)
        let travel = metrics.ascent + metrics.descent
        let fadeIn = min(max(p, 0), 1)
        let blur = newRun.font.size / 20
        for (start, end, stays) in pieces(oldStays) where !stays {
            let run = piece(of: oldRun, oldCharacters, start, end, dy: -direction * travel * p, measurer: measurer)
            append([.text(run)], opacity: 1 - fadeIn, blur: blur * fadeIn, into: &list)
        }
        for (start, end, stays) in pieces(newStays) {
            let run = piece(of: newRun, newCharacters, start, end, dy: stays ? 0 : direction * travel * (1 - p),
                            measurer: measurer)
            if stays {
                list.items.append(.text(run))
            } else {
                append([.text(run)], opacity: fadeIn, blur: blur * (1 - fadeIn), into: &list)
            }
        }
    }

    /// The runs of equal flags in `flags`: (start, end, flag).
    private static func pieces(_ flags: [Bool]) -> [(Int, Int, Bool)] {
        var result: [(Int, Int, Bool)] = []
        var start = 0
        for index in flags.indices where index + 1 == flags.count || flags[index + 1] != flags[index] {
            result.append((start, index + 1, flags[index]))
            start = index + 1
        }
        return result
    }

    /// Characters `start..<end` of `run` drawn where they are in it, moved down by `dy`.
    private static func piece(of run: TextRun, _ characters: [Character], _ start: Int, _ end: Int, dy: CGFloat,
                              measurer: TextMeasurer) -> TextRun {
        let before = start == 0 ? 0 : measurer.width(of: Substring(String(characters[..<start])), in: run.font)
        let text = String(characters[start..<end])
        var piece = run
        piece.text = text
        piece.origin = CGPoint(x: run.origin.x + before, y: run.origin.y + dy)
        piece.width = start == 0 && end == characters.count ? run.width : measurer.width(of: Substring(text), in: run.font)
        return piece
    }
}

extension TextBehavior {
    /// Whether the transition still moves at `time` (`drawingMoves`); false lets the host's list drop the
    /// node, and a finished transition is let go.
    func transitionMoves(at time: Double) -> Bool {
        guard let transition else { return false }
        if transition.progress(at: time).finished { transition.running = nil }
        transition.isListed = transition.running != nil
        return transition.isListed
    }

    /// Takes the content transition of a new build; `previous` is the style drawn before it. An animated
    /// change of the text's content under a transition other than `.identity` starts one.
    func updateTransition(_ contentTransition: ContentTransition, previous: TextStyle?, animation: Animation?,
                          node: ViewNode) {
        var countsDown = false
        switch contentTransition.kind {
        case .identity, .symbolReplace:
            // No transition: one under way stops, and the text is drawn as it is.
            transition = nil
            return
        case .numericValue(let value):
            if transition == nil { transition = TextTransitionState() }
            // The direction of the change of value: counting down when it fell.
            if let last = transition?.lastValue { countsDown = value < last }
            transition?.lastValue = value
        case .numericText(let down):
            countsDown = down
        case .opacity, .interpolate:
            break
        }
        guard let previous, let animation, previous.content != style.content else { return }
        let state = transition ?? TextTransitionState()
        transition = state
        let rolls: Bool = switch contentTransition.kind {
        case .numericText, .numericValue: true
        default: false
        }
        state.running = TextTransitionState.Running(old: TextBehavior(previous), rollDirection: rolls ? (countsDown ? -1 : 1) : nil,
                                                    animation: animation, start: node.graph.time)
        AnimationCompletionBatch.startedAnimations &+= 1
        if !state.isListed {
            state.isListed = true
            node.graph.animations.leavesWithMovingDrawing.append(node)
        }
    }
}
