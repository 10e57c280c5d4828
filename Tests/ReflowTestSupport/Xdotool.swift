import CX11
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

/// Moves the pointer to (`x`, `y`) in `window` and waits (up to 5 s) until the server has it there; whether it
/// got there. Events the server makes after that (a click, a key, which goes to the window under the pointer
/// while no window manager sets the focus) reach the window behind the move. xdotool's own `--sync` is not
/// used: when the pointer is there already it waits for a move that never comes, 15 s.
@discardableResult
public func movePointer(to x: Int, _ y: Int, in window: UInt) -> Bool {
    xdotool("mousemove", "--window", String(window), String(x), String(y))
    // A connection of its own: drivers call this from threads other than the test's.
    guard let display = XOpenDisplay(nil) else { return false }
    defer { XCloseDisplay(display) }
    return pollUntil(true, timeout: 5, poll: 0.005) {
        var root: UInt = 0, child: UInt = 0, rootX: Int32 = 0, rootY: Int32 = 0, windowX: Int32 = 0, windowY: Int32 = 0
        var buttons: UInt32 = 0
        return XQueryPointer(display, window, &root, &child, &rootX, &rootY, &windowX, &windowY, &buttons) != 0
            && windowX == x && windowY == y
    }
}

/// What xdotool printed, for a test's diagnostics; empty if it could not run.
public func xdotoolOutput(_ arguments: String...) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
