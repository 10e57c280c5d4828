import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// Preview builds run the driver's commands directly from the second build on (`CompilerPlan`): the driver is
/// asked once what it runs, and its own start is not paid at every save.
final class CompilerPlanTests: XCTestCase {
    func testCommandsAreSplitAsTheShellSplitsThem() {
        XCTAssertEqual(CompilerPlan.shellWords(#"/usr/bin/swift-frontend -frontend -c a.swift -o "/x y/a.o""#),
                       ["/usr/bin/swift-frontend", "-frontend", "-c", "a.swift", "-o", "/x y/a.o"])
        XCTAssertEqual(CompilerPlan.shellWords(#"-load-plugin-executable '/kit/ReflowMacros-tool#ReflowMacros'  x\ y"#),
                       ["-load-plugin-executable", "/kit/ReflowMacros-tool#ReflowMacros", "x y"])
        XCTAssertEqual(CompilerPlan.shellWords(#"-D "A=\"b\"" '' end"#), ["-D", #"A="b""#, "", "end"])
    }

    /// The kit of the debug build the tests run from (the folder of the test bundle).
    private func kit() throws -> PreviewKit {
        var url = Bundle(for: CompilerPlanTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        return try XCTUnwrap(PreviewKit(folder: url.path), "no preview kit beside the tests in \(url.path)")
    }

    func testTheSecondBuildRunsThePlannedCommandsAndTheyBuildTheSame() throws {
        let folder = NSTemporaryDirectory() + "plan-test-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        let file = folder + "/src/Card.swift"
        try """
            import SwiftUI
            struct Card: View { var body: some View { Text("one").padding(8) } }
            #Preview("Card") { Card() }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let builder = try PreviewBuilder(kit: kit(), folder: folder + "/builds")
        let first = builder.build(files: [file], number: 1)
        XCTAssertNotNil(first.executable, first.output)
        XCTAssertEqual(builder.driverRuns, 2, "the first build runs the driver to compile and to link")
        // Another save: the driver's commands are run directly, and make a program as the driver did.
        try """
            import SwiftUI
            struct Card: View { var body: some View { Text("two").padding(12) } }
            #Preview("Card") { Card() }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let second = builder.build(files: [file], number: 2)
        XCTAssertNotNil(second.executable, second.output)
        XCTAssertEqual(builder.driverRuns, 2, "no driver for the second build")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: second.executable ?? ""))
        XCTAssertTrue(second.executable?.contains("/build-2/") ?? false)
        // An error is reported from the planned compile as the driver reports it.
        try "import SwiftUI\nlet x: Int = \"text\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        let third = builder.build(files: [file], number: 3)
        XCTAssertNil(third.executable)
        XCTAssertTrue(third.errors.contains { $0.line == 2 && $0.path == file }, third.output)
        XCTAssertEqual(builder.driverRuns, 2)
    }
}
