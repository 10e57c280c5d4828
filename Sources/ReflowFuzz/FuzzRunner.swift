import Foundation

/// Runs seeds through the invariant checker in this process, shrinks what fails, and keeps the tallies a
/// fuzz report gives: checks per invariant, failures, time.
public struct FuzzRunner {
    public var checker = InvariantChecker()
    /// Every failure found, with the case it broke.
    public private(set) var failures: [(fuzzCase: FuzzCase, failure: FuzzFailure)] = []
    public private(set) var casesRun = 0

    public init() {}

    /// Runs one seed; returns its failures.
    @discardableResult
    public mutating func run(seed: UInt64) -> [FuzzFailure] {
        let fuzzCase = FuzzCase(seed: seed)
        CrashReporter.begin(fuzzCase.report + "\nreproduce: swift run -c release reflow-fuzz --seed \(seed)")
        let found = checker.check(fuzzCase)
        CrashReporter.end()
        casesRun += 1
        for failure in found { failures.append((fuzzCase, failure)) }
        return found
    }

    /// The simplest case that still breaks `failure.invariant`, checked in this process.
    public static func shrink(_ fuzzCase: FuzzCase, breaking invariant: Invariant, maxAttempts: Int = 3000) -> FuzzCase {
        var shrinker = Shrinker(maxAttempts: maxAttempts)
        var checker = InvariantChecker()
        return shrinker.shrink(fuzzCase) { candidate in
            CrashReporter.begin("while shrinking:\n" + candidate.report)
            defer { CrashReporter.end() }
            return checker.check(candidate, only: invariant).contains { $0.invariant == invariant }
        }
    }

    /// What a shrunk case shows for `invariant`: the tree and the sizes that matter to it, and where the
    /// animated update may be involved, the changed tree and the animation.
    public static func describe(_ fuzzCase: FuzzCase, _ invariant: Invariant) -> String {
        switch invariant {
        case .animationSettles, .finite, .noCrash, .noHang:
            // Anything may have gone wrong anywhere: sizes, both trees and the animation between them.
            return "host \(fuzzCase.sizeA.source) → \(fuzzCase.sizeB.source), animation \(fuzzCase.animation.source)\n"
                + "tree:\n\(fuzzCase.tree.swiftSource)\nchanged tree:\n\(fuzzCase.changed.swiftSource)"
        case .resizeEqualsFresh, .resizeRoundTrip:
            return "host \(fuzzCase.sizeA.source) → \(fuzzCase.sizeB.source)\n\(fuzzCase.tree.swiftSource)"
        default:
            return "host \(fuzzCase.sizeA.source)\n\(fuzzCase.tree.swiftSource)"
        }
    }

    /// The tallies, one line per invariant.
    public func summary(firstSeed: UInt64, seconds: Double) -> String {
        let last = firstSeed + UInt64(max(casesRun, 1)) - 1
        var lines = ["\(casesRun) trees, seeds \(firstSeed)...\(last), in \(String(format: "%.1f", seconds)) s "
            + "(\(String(format: "%.0f", Double(casesRun) / max(seconds, 1e-9))) trees/s)"]
        for invariant in Invariant.allCases {
            let runs = invariant == .noCrash || invariant == .noHang ? casesRun : checker.counts[invariant, default: 0]
            let broken = Set(failures.filter { $0.failure.invariant == invariant }.map(\.fuzzCase.seed)).count
            lines.append("  \(invariant.rawValue): \(runs) checked, \(broken) failed")
        }
        return lines.joined(separator: "\n")
    }
}
