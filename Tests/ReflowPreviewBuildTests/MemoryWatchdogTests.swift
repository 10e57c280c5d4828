import Foundation
import XCTest
@testable import ReflowPreviewRuntime

/// The memory limit of a preview process: 2 GiB or a quarter of the machine's memory, whichever is less, and
/// the watchdog that reports a process past it.
final class MemoryWatchdogTests: XCTestCase {
    /// MemTotal is in KiB. 24 684 092 KiB / 4 = 6 171 023 KiB ≈ 5.9 GiB, more than 2 GiB: 2 GiB
    /// (2 147 483 648 bytes). 4 000 000 KiB / 4 = 1 000 000 KiB = 1 024 000 000 bytes, less than 2 GiB.
    /// 8 GiB exactly (8 388 608 KiB) gives a quarter of exactly 2 GiB.
    func testTheLimitIsTwoGiBOrAQuarterOfMemTotalWhicheverIsLess() {
        XCTAssertEqual(MemoryWatchdog.limit(meminfo: "MemTotal:       24684092 kB\nMemFree:  100 kB\n"), 2_147_483_648)
        XCTAssertEqual(MemoryWatchdog.limit(meminfo: "MemFree:  100 kB\nMemTotal:        4000000 kB\n"), 1_024_000_000)
        XCTAssertEqual(MemoryWatchdog.limit(meminfo: "MemTotal: 8388608 kB\n"), 2_147_483_648)
        // Unreadable: the 2 GiB ceiling.
        XCTAssertEqual(MemoryWatchdog.limit(meminfo: ""), 2_147_483_648)
        XCTAssertEqual(MemoryWatchdog.limit(meminfo: "MemTotal: lots kB\n"), 2_147_483_648)
    }

    /// This machine's limit follows its own /proc/meminfo.
    func testThisProcessUsesTheMachinesMemTotal() throws {
        let meminfo = try String(contentsOfFile: "/proc/meminfo", encoding: .utf8)
        let line = try XCTUnwrap(meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") })
        let kib = try XCTUnwrap(UInt64(line.split(separator: " ")[1]))
        XCTAssertEqual(MemoryWatchdog.limitForThisProcess(environment: [:]), min(2 << 30, kib * 1024 / 4))
    }

    /// REFLOW_PREVIEW_MEMORY_LIMIT is in MiB: 300 MiB is 300 × 1 048 576 = 314 572 800 bytes. Anything but a
    /// positive whole number is warned about and the default used.
    func testTheEnvironmentSetsTheLimitInMiB() {
        let standard = MemoryWatchdog.limitForThisProcess(environment: [:])
        XCTAssertEqual(MemoryWatchdog.limitForThisProcess(environment: ["REFLOW_PREVIEW_MEMORY_LIMIT": "300"]), 314_572_800)
        for bad in ["0", "-5", "lots", "1.5"] {
            XCTAssertEqual(MemoryWatchdog.limitForThisProcess(environment: ["REFLOW_PREVIEW_MEMORY_LIMIT": bad]), standard, bad)
        }
    }

    /// The resident size read from /proc/self/statm: this test process holds more than a megabyte (its code
    /// and XCTest's) and less than the machine has; 64 MiB more, touched, shows in it.
    func testResidentBytesFollowsTouchedMemory() throws {
        let before = try XCTUnwrap(MemoryWatchdog.residentBytes())
        XCTAssertGreaterThan(before, 1 << 20)
        // Fresh pages straight from the kernel: memory from the allocator may be resident already (a block
        // another test freed), and would not grow the resident size.
        let raw = mmap(nil, 64 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { throw XCTSkip("mmap failed") }
        defer { munmap(raw, 64 << 20) }
        // Touching every page makes it resident; untouched it would only be reserved.
        raw.initializeMemory(as: UInt8.self, repeating: 7, count: 64 << 20)
        let after = try XCTUnwrap(MemoryWatchdog.residentBytes())
        // At least most of the 64 MiB (other threads may free a little meanwhile).
        XCTAssertGreaterThan(Int64(after) - Int64(before), 56 << 20)
    }

    /// Readings of 10, 20, 30… bytes against a limit of 45: the first past it is 50, reported once; readings
    /// at or under the limit (45 would be) are not.
    func testTheWatchdogReportsTheFirstReadingPastTheLimitOnce() {
        let readings = Readings()
        let reported = expectation(description: "reported")
        let reports = Readings()
        _ = MemoryWatchdog(limit: 45, interval: 0.001, resident: { readings.next() }) { bytes in
            reports.record(bytes)
            reported.fulfill()
        }
        wait(for: [reported], timeout: 5)
        usleep(50_000)
        XCTAssertEqual(reports.values, [50])
        XCTAssertEqual(readings.count, 5, "it stops reading once it has reported")
    }

    func testLimitsInWords() {
        XCTAssertEqual(MemoryWatchdog.describe(bytes: 2 << 30), "2 GiB")
        XCTAssertEqual(MemoryWatchdog.describe(bytes: 3 << 29), "1.5 GiB")
        XCTAssertEqual(MemoryWatchdog.describe(bytes: 150 << 20), "150 MiB")
        XCTAssertEqual(MemoryWatchdog.describe(bytes: 1_024_000_000), "977 MiB")
    }
}

/// Readings 10, 20, 30… from any thread, and what was recorded.
private final class Readings: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private var recorded: [UInt64] = []

    func next() -> UInt64? {
        lock.lock(); defer { lock.unlock() }
        taken += 1
        return UInt64(taken * 10)
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return taken }

    func record(_ value: UInt64) { lock.lock(); recorded.append(value); lock.unlock() }

    var values: [UInt64] { lock.lock(); defer { lock.unlock() }; return recorded }
}
