import ReflowFuzz
import XCTest

/// The fuzz suite as CI runs it: a fixed range of seeds, every invariant checked on each tree. A failure
/// names its seed and prints the tree shrunk to what still fails, as Swift source; a crash or a hang ends
/// the test process with the same report on standard error (see `CrashReporter`).
/// `Scripts/fuzz.sh` runs any number of seeds in release for soak testing.
final class FuzzInvariantTests: XCTestCase {
    /// Seeds 0..<3000: about 15 s in a debug build on two cores when every invariant holds.
    static let seeds: Range<UInt64> = 0..<3000
    /// Shrinking is slow in a debug build: the first few failures of each invariant are shrunk, the rest listed.
    static let shrunkPerInvariant = 2

    func testEveryInvariantHoldsOnAFixedRangeOfSeeds() {
        // A generous limit: a debug build is ten times slower than the release one the soak runs use.
        CrashReporter.install(timeLimit: 10, quiet: true)
        var runner = FuzzRunner()
        let start = Date()
        for seed in Self.seeds { runner.run(seed: seed) }
        print(runner.summary(firstSeed: Self.seeds.lowerBound, seconds: Date().timeIntervalSince(start)))

        var shrunk: [Invariant: Int] = [:]
        for (fuzzCase, failure) in runner.failures {
            guard shrunk[failure.invariant, default: 0] < Self.shrunkPerInvariant else {
                XCTFail("seed \(fuzzCase.seed): \(failure) (run `reflow-fuzz --seed \(fuzzCase.seed)` for its shrunk tree)")
                continue
            }
            shrunk[failure.invariant, default: 0] += 1
            let small = FuzzRunner.shrink(fuzzCase, breaking: failure.invariant, maxAttempts: 400)
            XCTFail("seed \(fuzzCase.seed): \(failure)\nshrunk:\n\(FuzzRunner.describe(small, failure.invariant))")
        }
        // Every invariant was exercised: a generator change that stopped reaching one must not pass silently.
        for invariant in Invariant.allCases where invariant != .noCrash && invariant != .noHang {
            XCTAssertGreaterThan(runner.checker.counts[invariant, default: 0], Self.seeds.count / 2, "\(invariant) was hardly checked")
        }
    }
}
