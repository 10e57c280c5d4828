import Reflow

/// The properties every view tree must have, whatever it contains.
public enum Invariant: String, CaseIterable, Codable, Sendable {
    /// Building, laying out, resizing, updating and animating never traps.
    case noCrash = "no crash"
    /// Each case finishes within the time limit (the watchdog enforces it).
    case noHang = "no hang"
    /// Every frame and every number in the display list is finite, at every size and every animation frame.
    case finite = "every drawn value finite"
    /// Two fresh hosts of the same tree and size show exactly the same.
    case deterministic = "same tree twice, same frames"
    /// A host resized from A to B shows what a fresh host at B does.
    case resizeEqualsFresh = "resize A → B equals fresh B"
    /// A host resized A → B → A shows what it showed at A.
    case resizeRoundTrip = "A → B → A gives A back"
    /// `update(rootView:)` with an equal tree changes nothing.
    case equalUpdate = "update with an equal tree changes nothing"
    /// An animated update settles (unless it repeats for ever), to what a fresh host of the new tree shows.
    case animationSettles = "animations settle"
}

/// One broken invariant.
public struct FuzzFailure: Equatable, CustomStringConvertible {
    public var invariant: Invariant
    public var detail: String

    public var description: String { "\(invariant.rawValue): \(detail)" }
}

/// Checks the invariants on cases and counts how many checks of each ran (for the fuzz report).
public struct InvariantChecker {
    /// Resize results may differ from a fresh layout by rounding only: 1e-9 (relative for huge values; see
    /// `LayoutSnapshot.difference`).
    public var tolerance = 1e-9
    /// How many times each invariant was checked: for the resize invariants, cases whose two sizes differ; for
    /// the animation, cases whose animation ends (a `repeatForever` one is only checked for finite values).
    public private(set) var counts: [Invariant: Int] = [:]

    public init() {}

    /// Checks every invariant on `fuzzCase` (or only `only`), returning what broke. Crashes and hangs are not
    /// returned: they end the process, which the crash reporter and the watchdog report.
    public mutating func check(_ fuzzCase: FuzzCase, only: Invariant? = nil) -> [FuzzFailure] {
        var failures: [FuzzFailure] = []
        func wants(_ invariant: Invariant) -> Bool { only == nil || only == invariant }
        func checked(_ invariant: Invariant) { counts[invariant, default: 0] += 1 }
        func fail(_ invariant: Invariant, _ detail: String) {
            if !failures.contains(where: { $0.invariant == invariant }) { failures.append(FuzzFailure(invariant: invariant, detail: detail)) }
        }
        let checkFinite = only == nil || only == .finite
        func finite(_ snapshot: LayoutSnapshot, _ when: String) {
            if checkFinite, let problem = snapshot.firstNonFinite { fail(.finite, "\(when): \(problem)") }
        }
        if checkFinite { counts[.finite, default: 0] += 1 }
        let tree = fuzzCase.tree
        let a = fuzzCase.sizeA.size, b = fuzzCase.sizeB.size
        let scale = max(a.width, a.height, b.width, b.height)

        let host = ViewHost(rootView: tree.view, size: a)
        let atA = LayoutSnapshot(host)
        finite(atA, "fresh host at \(fuzzCase.sizeA.source)")

        let second = ViewHost(rootView: tree.view, size: a)
        if wants(.deterministic) {
            checked(.deterministic)
            if let difference = LayoutSnapshot(second).difference(from: atA, tolerance: 0) {
                fail(.deterministic, "a second fresh host at \(fuzzCase.sizeA.source) differs: \(difference)")
            }
        }

        let needsResize = only == nil || only == .resizeEqualsFresh || only == .resizeRoundTrip || only == .finite
        if needsResize {
            host.resize(to: b)
            let resized = LayoutSnapshot(host)
            finite(resized, "resized to \(fuzzCase.sizeB.source)")
            if wants(.resizeEqualsFresh) {
                if a != b { checked(.resizeEqualsFresh) }
                let fresh = LayoutSnapshot(ViewHost(rootView: tree.view, size: b))
                finite(fresh, "fresh host at \(fuzzCase.sizeB.source)")
                if let difference = resized.difference(from: fresh, tolerance: tolerance, scale: scale) {
                    fail(.resizeEqualsFresh, "\(fuzzCase.sizeA.source) → \(fuzzCase.sizeB.source) vs fresh: \(difference)")
                }
            }
            host.resize(to: a)
            if wants(.resizeRoundTrip) {
                if a != b { checked(.resizeRoundTrip) }
                if let difference = LayoutSnapshot(host).difference(from: atA, tolerance: tolerance, scale: scale) {
                    fail(.resizeRoundTrip, "\(fuzzCase.sizeA.source) → \(fuzzCase.sizeB.source) → back vs before: \(difference)")
                }
            }
        }

        if wants(.equalUpdate) {
            checked(.equalUpdate)
            second.update(rootView: tree.view)
            if let difference = LayoutSnapshot(second).difference(from: atA, tolerance: 0) {
                fail(.equalUpdate, "after update(rootView:) with an equal tree: \(difference)")
            }
        }

        if only == nil || only == .animationSettles || only == .finite {
            let settles = wants(.animationSettles) && !fuzzCase.animation.isForever
            if settles { checked(.animationSettles) }
            animate(fuzzCase, host: second, checksSettling: settles, finite: finite, fail: fail)
        }
        return failures
    }

    /// Animates `host` (showing `fuzzCase.tree`) to the changed tree and steps the clock: a few frames, then
    /// steps ten times longer each time, so that any finite timing (up to about 1e307 s) ends.
    private func animate(_ fuzzCase: FuzzCase, host: ViewHost, checksSettling: Bool,
                         finite: (LayoutSnapshot, String) -> Void, fail: (Invariant, String) -> Void) {
        let animation = fuzzCase.animation
        host.update(rootView: fuzzCase.changed.view, animation: animation.animation)
        finite(LayoutSnapshot(host), "animation start")
        var step = 1.0 / 60
        // Up to steps of about 1e305 s: the clock's sum stays finite.
        for frame in 0..<330 where step < 1e306 {
            if !animation.isForever && !host.isAnimating { break }
            host.advance(by: step)
            finite(LayoutSnapshot(host), "animation frame \(frame), t = \(host.time)")
            if frame >= 10 { step *= 10 }
            // A forever-repeating animation is never done: a few frames and some huge steps are enough.
            if animation.isForever && frame >= 14 { return }
        }
        guard checksSettling else { return }
        if host.isAnimating {
            fail(.animationSettles, "still animating at t = \(host.time)")
            return
        }
        // A layout that ignores updateCache keeps what it measured before the update: its result after an
        // update is its own bug, so the final frames are only compared when the new tree has none.
        let forgetful = fuzzCase.changed.contains {
            if case .custom(.forgetfulCache, _) = $0 { return true }
            return false
        }
        guard !forgetful else { return }
        let size = fuzzCase.sizeA.size
        let fresh = LayoutSnapshot(ViewHost(rootView: fuzzCase.changed.view, size: size))
        if let difference = LayoutSnapshot(host).difference(from: fresh, tolerance: tolerance, scale: max(size.width, size.height)) {
            fail(.animationSettles, "settled at t = \(host.time) but differs from a fresh host of the changed tree: \(difference)")
        }
    }
}

extension FuzzTree {
    /// Whether this tree or any tree inside it satisfies `predicate`.
    public func contains(where predicate: (FuzzTree) -> Bool) -> Bool {
        predicate(self) || subtrees.contains { $0.contains(where: predicate) }
    }
}
