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
        // The link is planned down to the linker: clang, which only starts it, is not among the commands.
        let planned = builder.plans.values.compactMap { $0 }.flatMap(\.jobs).map { URL(fileURLWithPath: $0[0]).lastPathComponent }
        XCTAssertTrue(planned.contains { $0.hasPrefix("ld") }, "\(planned)")
        XCTAssertFalse(planned.contains { $0.hasPrefix("clang") }, "\(planned)")
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

/// The libraries an object asks for are read from its ELF section in the builder's process (`AutolinkEntries`)
/// instead of by the toolchain's `swift-autolink-extract`, and clang's link job becomes the linker's own command.
final class AutolinkEntriesTests: XCTestCase {
    /// A 64-bit little-endian ELF file laid out by hand from the ELF specification: a header, the sections'
    /// contents, then a table of `sections` (name, contents) after a null section, with the names' table last.
    private func elf(sections: [(String, [UInt8])]) -> [UInt8] {
        func bytes(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        var names: [UInt8] = [0], nameOffsets: [Int] = []
        for (name, _) in sections + [(".shstrtab", [])] {
            nameOffsets.append(names.count)
            names += Array(name.utf8) + [0]
        }
        var body: [UInt8] = [], offsets: [Int] = []
        for (_, contents) in sections + [(".shstrtab", names)] {
            offsets.append(64 + body.count)
            body += contents
        }
        let tableOffset = 64 + body.count
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 9)
        header += bytes(1, 2) + bytes(62, 2) + bytes(1, 4) + bytes(0, 8) + bytes(0, 8) + bytes(tableOffset, 8)
        header += bytes(0, 4) + bytes(64, 2) + bytes(0, 2) + bytes(0, 2) + bytes(64, 2)
        header += bytes(sections.count + 2, 2) + bytes(sections.count + 1, 2)
        XCTAssertEqual(header.count, 64)
        var table = [UInt8](repeating: 0, count: 64)
        for (index, (_, contents)) in (sections + [(".shstrtab", names)]).enumerated() {
            var entry = bytes(nameOffsets[index], 4) + bytes(1, 4) + bytes(0, 8) + bytes(0, 8)
            entry += bytes(offsets[index], 8) + bytes(contents.count, 8) + [UInt8](repeating: 0, count: 24)
            table += entry
        }
        return header + body + table
    }

    func testTheFlagsOfEveryAutolinkSectionAreReadInOrderOnce() {
        let first = Array("-lswiftCore\0-lFoundation\0".utf8), second = Array("-lm\0-lswiftCore\0".utf8)
        let object = elf(sections: [(".text", [0x90, 0xC3]), (AutolinkEntries.sectionName, first),
                                    (".swift1_autolink_entriesX", Array("-lnot\0".utf8)),
                                    (AutolinkEntries.sectionName, second)])
        XCTAssertEqual(AutolinkEntries.read(object: object), ["-lswiftCore", "-lFoundation", "-lm"])
        XCTAssertEqual(AutolinkEntries.read(object: elf(sections: [(".text", [0xC3])])), [])
    }

    func testAFileThatIsNotASoundObjectIsLeftToTheToolchain() {
        XCTAssertNil(AutolinkEntries.read(object: Array("#!/bin/sh\necho not an object\n".utf8)))
        var object = elf(sections: [(AutolinkEntries.sectionName, Array("-lm\0".utf8))])
        XCTAssertNotNil(AutolinkEntries.read(object: object))
        object[0x28] = 0xF0; object[0x29] = 0xFF  // the section table past the end of the file
        XCTAssertNil(AutolinkEntries.read(object: object))
        XCTAssertNil(AutolinkEntries.read(object: Array(object.prefix(40))))
        XCTAssertFalse(AutolinkEntries.extract(arguments: ["-o", "/dev/null"]))
    }

    /// The toolchain's own program is the reference: the same libraries for an object the compiler made.
    func testTheLibrariesAreTheToolchainProgramsForACompiledObject() throws {
        guard let compiler = PreviewBuilder.findOnPath("swiftc") else { throw XCTSkip("no swiftc on PATH") }
        let tool = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-autolink-extract").path
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("no swift-autolink-extract") }
        let folder = NSTemporaryDirectory() + "autolink-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import Foundation\nimport Dispatch\nprint(Date(), DispatchQueue.main)\n"
            .write(toFile: folder + "/a.swift", atomically: true, encoding: .utf8)
        func run(_ executable: String, _ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(executable) \(arguments)")
        }
        try run(compiler, ["-c", folder + "/a.swift", "-o", folder + "/a.o", "-module-name", "A"])
        try run(tool, [folder + "/a.o", "-o", folder + "/tool.autolink"])
        XCTAssertTrue(AutolinkEntries.extract(arguments: [folder + "/a.o", "-o", folder + "/ours.autolink"]))
        let lines = { (name: String) in
            try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        let ours = try lines("ours.autolink"), theirs = try lines("tool.autolink")
        XCTAssertTrue(ours.contains("-lFoundation"), ours.joined(separator: " "))
        XCTAssertEqual(Set(ours), Set(theirs))
        XCTAssertEqual(ours.count, Set(ours).count, "each library once")
    }
}
