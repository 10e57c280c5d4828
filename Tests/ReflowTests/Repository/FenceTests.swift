import Foundation
import XCTest

/// The engine's unchecked and unretained access lives in one file, `Sources/Reflow/Engine/Pass/Unchecked.swift`,
/// with the reasons for it; these tests fail when any other Swift file of the package uses it.
final class FenceTests: XCTestCase {
    /// What the fence keeps in: each skips a check Swift makes for safety (retains, exclusivity).
    private let fenced = ["Unmanaged", "unowned(unsafe)", "@exclusivity(unchecked)", "_withUnsafeGuaranteedRef"]
    private let fence = "Sources/Reflow/Engine/Pass/Unchecked.swift"

    /// Every Swift file of the package's own folders, relative to its root (build folders left out).
    private func swiftFiles() -> [String] {
        ["Sources", "Tests", "Benchmarks", "Examples"].flatMap { RepositoryFiles.paths(under: $0, endingIn: ".swift") }
    }

    func testUncheckedAccessAppearsOnlyInsideTheFence() throws {
        let files = swiftFiles()
        XCTAssertGreaterThan(files.count, 100, "the walk found the package's files")
        var offenders: [String] = []
        // This file names the words it looks for.
        for file in files where file != fence && !file.hasSuffix("/FenceTests.swift") {
            let text = try RepositoryFiles.text(of: file)
            for word in fenced where text.contains(word) { offenders.append("\(file): \(word)") }
        }
        XCTAssertEqual(offenders, [], "unchecked access outside \(fence)")
    }

    func testTheFenceHoldsWhatItIsFor() throws {
        // Were the fence renamed or emptied, the test above would pass without looking at anything.
        let text = try RepositoryFiles.text(of: fence)
        for word in fenced { XCTAssertTrue(text.contains(word), "\(fence) has no \(word)") }
        // 170: the engine's unchecked access plus the one read that relies on how Swift lays out an enum.
        XCTAssertLessThan(text.split(separator: "\n").count, 170, "the fence stays small")
    }
}
