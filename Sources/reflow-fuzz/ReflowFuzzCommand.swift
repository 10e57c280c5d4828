import ArgumentParser
import Foundation
import ReflowFuzz

/// `reflow-fuzz`: checks the engine's invariants on seeded random view trees (see `Invariant`).
///
///     reflow-fuzz --first-seed 0 --count 100000       every seed in this process; a crash or hang ends the run
///     reflow-fuzz --count 100000 --isolate            batches in child processes: a crash or hang is recorded,
///                                                     shrunk in child processes, and the run goes on
///     reflow-fuzz --seed 1234                         one seed: its case, its failures shrunk
@main
struct ReflowFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reflow-fuzz",
        abstract: "Checks Reflow's layout invariants on seeded random view trees; failures print their seed and a shrunk tree."
    )

    @Option(help: "The first seed of the range.") var firstSeed: UInt64 = 0
    @Option(help: "How many seeds to run.") var count: Int = 1000
    @Option(help: "Run only this seed, printing its case.") var seed: UInt64?
    @Option(help: "Seconds one case may take before it counts as a hang.") var timeLimit: Double = 2
    @Flag(help: "Run batches in child processes, so that a crash or hang is recorded and the run goes on.")
    var isolate = false
    @Option(help: "With --isolate: seeds per child process.") var batch: Int = 2000
    @Option(help: "Shrink at most this many failures per invariant (0: none).") var shrinkLimit: Int = 3
    @Option(help: "Shrink at most this many crashes and hangs each (slow: every candidate runs in a child process).")
    var shrinkCrashLimit: Int = 2
    @Option(help: "Internal: run the case in this JSON file (exit 0 passes, 1 fails).") var caseFile: String?
    @Flag(help: "Show the engine's warnings (on standard error); hidden by default, as fuzz trees are full of them.")
    var showWarnings = false
    @Flag(help: "Internal: run seeds for an --isolate parent, one machine-readable line each.") var child = false

    func run() throws {
        // Lines as they come, also into a file or pipe: a long run's progress, and nothing lost if it is killed.
        setvbuf(stdout, nil, _IOLBF, 0)
        CrashReporter.install(timeLimit: timeLimit, quiet: !showWarnings)
        if let caseFile { return try runCaseFile(caseFile) }
        if child { return runChild() }
        if let seed { return runOne(seed) }
        if isolate { return try runIsolated() }
        runInProcess()
    }

    // MARK: Modes

    private func runInProcess() {
        var runner = FuzzRunner()
        let start = Date()
        for offset in 0..<count {
            let seed = firstSeed + UInt64(offset)
            for failure in runner.run(seed: seed) { print("seed \(seed): \(failure)") }
            if offset % 1000 == 999 { print("… \(offset + 1) trees, \(runner.failures.count) failures") }
        }
        let seconds = Date().timeIntervalSince(start)
        report(runner.failures.map { ($0.fuzzCase, $0.failure.invariant, $0.failure.detail) }, crashes: [])
        print(runner.summary(firstSeed: firstSeed, seconds: seconds))
        if !runner.failures.isEmpty { Foundation.exit(1) }
    }

    private func runOne(_ seed: UInt64) {
        var runner = FuzzRunner()
        let fuzzCase = FuzzCase(seed: seed)
        print(fuzzCase.report)
        let failures = runner.run(seed: seed)
        if failures.isEmpty { print("seed \(seed): every invariant holds") }
        report(failures.map { (fuzzCase, $0.invariant, $0.detail) }, crashes: [])
        if !failures.isEmpty { Foundation.exit(1) }
    }

    /// One case from a file: what the crash shrinker runs in a child process.
    private func runCaseFile(_ path: String) throws {
        let fuzzCase = try FuzzCase(json: Data(contentsOf: URL(fileURLWithPath: path)))
        var checker = InvariantChecker()
        CrashReporter.begin(fuzzCase.report)
        let failures = checker.check(fuzzCase)
        CrashReporter.end()
        Foundation.exit(failures.isEmpty ? 0 : 1)
    }

    /// Seeds for an `--isolate` parent: "begin SEED" before each, "fail SEED INVARIANT\tDETAIL" per failure,
    /// and at the end "checked N INVARIANT" for each invariant. The parent learns which seed crashed from the
    /// last "begin", and reports crashes itself: the child need not prepare a report for each case.
    private func runChild() {
        var runner = FuzzRunner()
        runner.describesCrashes = false
        for offset in 0..<count {
            let seed = firstSeed + UInt64(offset)
            print("begin \(seed)")
            for failure in runner.run(seed: seed) {
                print("fail \(seed) \(failure.invariant.rawValue)\t\(failure.detail.replacingOccurrences(of: "\n", with: " "))")
            }
        }
        for invariant in Invariant.allCases {
            print("checked \(runner.checker.counts[invariant, default: 0]) \(invariant.rawValue)")
        }
    }

    private func runIsolated() throws {
        let start = Date()
        var failures: [(FuzzCase, Invariant, String)] = []
        var crashes: [(FuzzCase, Invariant, Int32)] = []
        // Checks per invariant, as the children that finished counted them (every tree counts for "no crash" and
        // "no hang").
        var checked: [Invariant: Int] = [:]
        var next = firstSeed
        let end = firstSeed + UInt64(count)
        while next < end {
            let size = min(UInt64(batch), end - next)
            let (lines, status, signaled) = try runSelf(["--child", "--first-seed", "\(next)", "--count", "\(size)",
                                                         "--time-limit", "\(timeLimit)"])
            var lastBegun: UInt64?
            for line in lines {
                let parts = line.split(separator: " ", maxSplits: 2)
                guard parts.count >= 2 else { continue }
                switch parts[0] {
                case "begin":
                    lastBegun = UInt64(parts[1])
                case "checked":
                    if parts.count == 3, let runs = Int(parts[1]), let invariant = Invariant(rawValue: String(parts[2])) {
                        checked[invariant, default: 0] += runs
                    }
                case "fail":
                    guard let seed = UInt64(parts[1]), parts.count == 3 else { continue }
                    let rest = parts[2].split(separator: "\t", maxSplits: 1)
                    if let invariant = Invariant(rawValue: String(rest[0])) {
                        failures.append((FuzzCase(seed: seed), invariant, rest.count > 1 ? String(rest[1]) : ""))
                    }
                default: break
                }
            }
            if status == 0 && !signaled {
                next += size
                continue
            }
            // The child died in the last seed it began: a crash (a signal) or a hang (the watchdog's exit code).
            guard let dead = lastBegun else { throw ValidationError("a child process died before its first seed") }
            let invariant: Invariant = signaled ? .noCrash : .noHang
            print("seed \(dead): \(invariant.rawValue) broken (\(signaled ? "signal \(status)" : "exit code \(status)"))")
            crashes.append((FuzzCase(seed: dead), invariant, status))
            next = dead + 1
        }
        let seconds = Date().timeIntervalSince(start)
        for failure in failures { print("seed \(failure.0.seed): \(failure.1.rawValue): \(failure.2)") }
        report(failures, crashes: crashes)
        let ran = Int(end - firstSeed)
        print(FuzzRunner.summary(trees: ran, seeds: firstSeed..<end, seconds: seconds, isolated: true,
                                 checked: { $0 == .noCrash || $0 == .noHang ? ran : checked[$0, default: 0] },
                                 failed: { invariant in
            Set(failures.filter { $0.1 == invariant }.map(\.0.seed)).union(crashes.filter { $0.1 == invariant }.map(\.0.seed)).count
        }))
        if !failures.isEmpty || !crashes.isEmpty { Foundation.exit(1) }
    }

    // MARK: Reports

    /// Prints the failures shrunk, at most `shrinkLimit` per invariant; crashes and hangs are shrunk in child
    /// processes, since trying a candidate may end the process.
    private func report(_ failures: [(FuzzCase, Invariant, String)], crashes: [(FuzzCase, Invariant, Int32)]) {
        var shrunk: [Invariant: Int] = [:]
        // Failures that shrink to the same tree share a cause: each shrunk tree is printed once, with its seeds.
        var groups: [(key: String, seeds: [UInt64], text: String)] = []
        for (fuzzCase, invariant, detail) in failures where shrunk[invariant, default: 0] < shrinkLimit {
            shrunk[invariant, default: 0] += 1
            let small = FuzzRunner.shrink(fuzzCase, breaking: invariant)
            var checker = InvariantChecker()
            let now = checker.check(small, only: invariant).first?.detail ?? detail
            let key = invariant.rawValue + FuzzRunner.describe(small, invariant)
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].seeds.append(fuzzCase.seed)
            } else {
                groups.append((key, [fuzzCase.seed], "\(invariant.rawValue)\n\(now)\nshrunk:\n" + FuzzRunner.describe(small, invariant)))
            }
        }
        for group in groups {
            print("\n=== seeds \(group.seeds.map(String.init).joined(separator: ", ")): \(group.text)")
        }
        // Crashes by different signals (a trap, an abort, a bad pointer) have different causes: each is shrunk.
        var shrunkCrashes: [Int32: Int] = [:]
        for (fuzzCase, invariant, status) in crashes where shrunkCrashes[status, default: 0] < shrinkCrashLimit {
            shrunkCrashes[status, default: 0] += 1
            let small = shrinkInChildren(fuzzCase, invariant, status: status)
            let how = invariant == .noCrash ? " (signal \(status))" : ""
            print("\n=== seed \(fuzzCase.seed): \(invariant.rawValue)\(how)\nshrunk:\n" + FuzzRunner.describe(small, invariant))
        }
    }

    /// The simplest case that still ends a child process the same way: by the same signal, or as a hang.
    private func shrinkInChildren(_ fuzzCase: FuzzCase, _ invariant: Invariant, status original: Int32) -> FuzzCase {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-fuzz-\(getpid())-case.json")
        defer { try? FileManager.default.removeItem(at: path) }
        var shrinker = Shrinker(maxAttempts: 1500)
        // A candidate that hangs costs its whole time limit: shrinking a hang uses a shorter one.
        let limit = invariant == .noHang ? min(timeLimit, 0.5) : timeLimit
        return shrinker.shrink(fuzzCase) { candidate in
            guard (try? candidate.json().write(to: path)) != nil,
                  let (_, status, signaled) = try? runSelf(["--case-file", path.path, "--time-limit", "\(limit)"])
            else { return false }
            return invariant == .noCrash ? signaled && status == original : (!signaled && status == CrashReporter.hangExitCode)
        }
    }

    /// Runs this executable with `arguments`; its stdout lines, exit status or signal, and whether it was a signal.
    private func runSelf(_ arguments: [String]) throws -> ([String], Int32, Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        // The child's crash report and backtrace would repeat what the parent prints about the seed.
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return (lines, process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }
}
