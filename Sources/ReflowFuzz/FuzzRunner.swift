import Foundation

/// Runs seeds through the invariant checker in this process, shrinks what fails, and keeps the tallies a
/// fuzz report gives: checks per invariant, failures, time.
public struct FuzzRunner {
    public var checker = InvariantChecker()
    /// Every failure found, with the case it broke.
    public private(set) var failures: [(fuzzCase: FuzzCase, failure: FuzzFailure)] = []
    public private(set) var casesRun = 0
    /// Whether each case's crash report is prepared in full (its trees as Swift source); a child process of an
    /// isolated run only names the seed, since its parent reports the crash from the seed.
    public var describesCrashes = true

    public init() {}

    /// Runs one seed; returns its failures.
    @discardableResult
    public mutating func run(seed: UInt64) -> [FuzzFailure] {
        let fuzzCase = FuzzCase(seed: seed)
        CrashReporter.begin(describesCrashes ? fuzzCase.report + "\nreproduce: swift run -c release reflow-fuzz --seed \(seed)"
                                             : "seed \(seed)")
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

    /// The tallies of this runner's seeds, from `firstSeed` on, one line per invariant.
    public func summary(firstSeed: UInt64, seconds: Double) -> String {
        Self.summary(trees: casesRun, seeds: firstSeed..<firstSeed + UInt64(casesRun), seconds: seconds, isolated: false,
                     checked: { $0 == .noCrash || $0 == .noHang ? casesRun : checker.counts[$0, default: 0] },
                     failed: { invariant in
            Set(failures.filter { $0.failure.invariant == invariant }.map(\.fuzzCase.seed)).count
        })
    }

    /// A fuzz run's tallies: how many trees, how fast, and per invariant how many checks ran and how many
    /// seeds broke it.
    public static func summary(trees: Int, seeds: Range<UInt64>, seconds: Double, isolated: Bool,
                               checked: (Invariant) -> Int, failed: (Invariant) -> Int) -> String {
        var lines = ["\(trees) trees, seeds \(seeds.lowerBound)..<\(seeds.upperBound), in \(String(format: "%.1f", seconds)) s "
            + "(\(String(format: "%.0f", Double(trees) / max(seconds, 1e-9))) trees/s)" + (isolated ? ", isolated" : "")]
        for invariant in Invariant.allCases {
            lines.append("  \(invariant.rawValue): \(checked(invariant)) checked, \(failed(invariant)) failed")
        }
        return lines.joined(separator: "\n")
    }
}
