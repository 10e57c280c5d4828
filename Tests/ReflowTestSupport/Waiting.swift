import Foundation
import XCTest

// Tests that wait for something to happen (a window mapped, a file written, a process gone, a pixel changed)
// poll for it against a deadline instead of sleeping a fixed time: a sleep long enough for a loaded CI machine
// is wasted everywhere else, and one short enough to be cheap fails when the machine is busy. The clock is
// the monotonic one, so that a wall clock set meanwhile neither cuts a wait short nor stretches it.

/// A moment `seconds` from now on the monotonic clock.
public struct Deadline: Sendable {
    private let end: ContinuousClock.Instant

    public init(seconds: Double) {
        end = ContinuousClock.now.advanced(by: .seconds(seconds))
    }

    public var hasPassed: Bool { ContinuousClock.now >= end }
}

/// Time measured on the monotonic clock from the moment it was made, for the tests that report how long
/// something took.
public struct Stopwatch: Sendable {
    private let start = ContinuousClock.now

    public init() {}

    /// Seconds since the stopwatch was made.
    public var seconds: Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}

/// Pauses the calling thread for `seconds` (the pause between two looks of a poll).
func pause(_ seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}

/// Calls `observe` every `poll` seconds until it returns `expected` or `timeout` seconds pass; the last value
/// it returned. An assertion on that value then shows what was seen instead of what was awaited, and a driver
/// on a thread of its own (which must not record failures) can keep it for the test's thread.
public func pollUntil<T: Equatable>(_ expected: T, timeout: Double = 20, poll: Double = 0.03,
                                    _ observe: () throws -> T) rethrows -> T {
    let deadline = Deadline(seconds: timeout)
    var value = try observe()
    while value != expected && !deadline.hasPassed {
        pause(poll)
        value = try observe()
    }
    return value
}

/// Waits until `condition` holds, looking every `poll` seconds for at most `timeout` seconds; when it never
/// does, records a failure that names `what` was awaited. Whether it held. Call it on the test's thread.
@discardableResult
public func waitUntil(_ what: @autoclosure () -> String, timeout: Double = 10, poll: Double = 0.02,
                      file: StaticString = #filePath, line: UInt = #line,
                      _ condition: () throws -> Bool) rethrows -> Bool {
    if try pollUntil(true, timeout: timeout, poll: poll, condition) { return true }
    XCTFail("waited \(timeout) s for \(what()), in vain", file: file, line: line)
    return false
}
