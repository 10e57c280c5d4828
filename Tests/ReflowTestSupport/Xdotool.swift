import Foundation
import XCTest

/// Skips a test that drives windows with xdotool's XTest events when there is no display or no xdotool
/// (Scripts/test.sh installs it).
public func requireXdotool(file: StaticString = #filePath, line: UInt = #line) throws {
    try requireDisplay(file: file, line: line)
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
        throw XCTSkip("no xdotool: run the tests through Scripts/test.sh, which installs it", file: file, line: line)
    }
}

/// Runs xdotool, which sends XTest events as a user's pointer and keyboard make them; false if it failed.
@discardableResult
public func xdotool(_ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}

/// Moves the pointer to (`x`, `y`) in `window` and gives the window a moment to hear it. (xdotool's `--sync`
/// waits for the pointer to move, and so, when it is there already, for 15 s.)
public func movePointer(to x: Int, _ y: Int, in window: UInt) {
    xdotool("mousemove", "--window", String(window), String(x), String(y))
    usleep(100_000)
}
