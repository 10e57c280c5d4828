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

    /// The numeric text roll. The characters two lines share are found as their longest common subsequence,
    /// preferring, among equally long ones, characters at the same place counted from the end (the units of two
    /// numbers line up: 1 → 11 keeps the units and adds a ten, $9.00 → $10.00 keeps "$" and ".00"). Shared
    /// characters stay, sliding from their old place to their new one with the animation (where both are the
    /// same, drawn exactly as at rest). Counting up (`direction` +1), each other old character moves up by a
    /// line (the font's ascent plus descent, as an odometer's wheel turns by one figure) and fades out, while
    /// each other new one rises from a line below into place and fades in; counting down reverses both. A
    /// moving character is blurred by up to a twentieth of the font's size, most when it is furthest from its
    /// place, as SwiftUI's numeric text blurs it (kept slight, so that the blur does not reach the characters
    /// that stay).
    private static func roll(from oldRun: TextRun, to newRun: TextRun, progress p: Double, direction: CGFloat,
                             measurer: TextMeasurer, into list: inout DisplayList) {
        let oldCharacters = Array(oldRun.text), newCharacters = Array(newRun.text)
        guard let shared = sharedCharacters(oldCharacters, newCharacters) else {
            // Too long a line to match character by character: a cross-fade.
            let fadeIn = min(max(p, 0), 1)
            append([.text(oldRun)], opacity: 1 - fadeIn, into: &list)
            return append([.text(newRun)], opacity: fadeIn, into: &list)
        }
        var newStays = [Bool](repeating: false, count: newCharacters.count)
        var oldStays = [Bool](repeating: false, count: oldCharacters.count)
        for (i, j) in shared {
            oldStays[i] = true
            newStays[j] = true
        }
        let metrics = measurer.metrics(of: newRun.font)
        let travel = metrics.ascent + metrics.descent
        let fadeIn = min(max(p, 0), 1)
        let blur = newRun.font.size / 20
        for (start, end, stays) in pieces(oldStays) where !stays {
            let run = piece(of: oldRun, oldCharacters, start, end, dy: -direction * travel * p, measurer: measurer)
            append([.text(run)], opacity: 1 - fadeIn, blur: blur * fadeIn, into: &list)
        }
        for (start, end, stays) in pieces(newStays) where !stays {
            let run = piece(of: newRun, newCharacters, start, end, dy: direction * travel * (1 - p), measurer: measurer)
            append([.text(run)], opacity: fadeIn, blur: blur * (1 - fadeIn), into: &list)
        }
        // The shared characters, in pieces contiguous in both lines.
        var index = 0
        while index < shared.count {
            var last = index
            while last + 1 < shared.count, shared[last + 1].0 == shared[last].0 + 1, shared[last + 1].1 == shared[last].1 + 1 {
                last += 1
            }
            let (i, j) = shared[index]
            var run = piece(of: newRun, newCharacters, j, shared[last].1 + 1, dy: 0, measurer: measurer)
            let from = piece(of: oldRun, oldCharacters, i, shared[last].0 + 1, dy: 0, measurer: measurer).origin
            if from != run.origin {
                run.origin = CGPoint(x: from.x + (run.origin.x - from.x) * p, y: from.y + (run.origin.y - from.y) * p)
            }
            list.items.append(.text(run))
            index = last + 1
        }
    }

    /// The pairs (old index, new index) of the characters two lines share: their longest common subsequence,
    /// and among those the one with most pairs at the same place counted from the end. Nil for lines too long
    /// to compare so (a number is a few characters).
    private static func sharedCharacters(_ old: [Character], _ new: [Character]) -> [(Int, Int)]? {
        let n = old.count, m = new.count
        guard n * m <= 4096 else { return nil }
        // A pair counts `weight`, and one more at the same place from the end, so that length comes first.
        let weight = n + m + 1, endShift = n - m
        func gain(_ i: Int, _ j: Int) -> Int { weight + (i - j == endShift ? 1 : 0) }
        // score[i][j]: the best for the suffixes old[i...] and new[j...].
        var score = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                var best = max(score[i + 1][j], score[i][j + 1])
                if old[i] == new[j] { best = max(best, score[i + 1][j + 1] + gain(i, j)) }
                score[i][j] = best
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if old[i] == new[j] && score[i][j] == score[i + 1][j + 1] + gain(i, j) {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if score[i][j] == score[i + 1][j] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
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
