import Foundation
import XCTest

/// The engine's unchecked and unretained access lives in one file, `Sources/Reflow/Pass/Unchecked.swift`,
/// with the reasons for it; these tests fail when any other Swift file of the package uses it.
final class FenceTests: XCTestCase {
    /// What the fence keeps in: each skips a check Swift makes for safety (retains, exclusivity).
    private let fenced = ["Unmanaged", "unowned(unsafe)", "@exclusivity(unchecked)", "_withUnsafeGuaranteedRef"]
    private let fence = "Sources/Reflow/Pass/Unchecked.swift"

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every Swift file of the package's own folders, relative to its root (build folders left out).
    private func swiftFiles() throws -> [String] {
        var files: [String] = []
        for folder in ["Sources", "Tests", "Benchmarks", "Examples"] {
            let url = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker {
                if file.lastPathComponent.hasPrefix(".build") { walker.skipDescendants(); continue }
                guard file.pathExtension == "swift" else { continue }
                files.append(String(file.path.dropFirst(packageRoot.path.count + 1)))
            }
        }
        return files
    }

    func testUncheckedAccessAppearsOnlyInsideTheFence() throws {
        let files = try swiftFiles()
        XCTAssertGreaterThan(files.count, 100, "the walk found the package's files")
        var offenders: [String] = []
        // This file names the words it looks for.
        for file in files where file != fence && !file.hasSuffix("/FenceTests.swift") {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            for word in fenced where text.contains(word) { offenders.append("\(file): \(word)") }
        }
        XCTAssertEqual(offenders, [], "unchecked access outside \(fence)")
    }

    func testTheFenceHoldsWhatItIsFor() throws {
        // Were the fence renamed or emptied, the test above would pass without looking at anything.
        let text = try String(contentsOf: packageRoot.appendingPathComponent(fence), encoding: .utf8)
        for word in fenced { XCTAssertTrue(text.contains(word), "\(fence) has no \(word)") }
        // 170: the engine's unchecked access plus the one read that relies on how Swift lays out an enum.
        XCTAssertLessThan(text.split(separator: "\n").count, 170, "the fence stays small")
    }
}
