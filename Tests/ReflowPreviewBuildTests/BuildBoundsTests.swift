import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// What a preview refuses before the compiler sees it, in one line each, and the type checker's bound
/// (issue 32, item 4; docs/preview-sandbox.md §2).
final class BuildBoundsTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder = nil }

    private func writeBytes(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let path = folder.path + "/" + relative
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    func testEachKindOfBadFileGetsOneClearLine() throws {
        XCTAssertNil(SourceLimits.problem(with: try folder.write("Good.swift", "import SwiftUI\n")))
        // 2 MiB of text: 2,097,152 bytes is 2.1 MB, over the 1 MB limit.
        let large = try writeBytes("Large.swift", [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 21))
        XCTAssertEqual(SourceLimits.problem(with: large),
                       "is 2.1 MB; a previewed file may be at most 1 MB (is it generated, or copied in?)")
        let binary = try writeBytes("Binary.swift", Array("let a".utf8) + [0, 1, 2])
        XCTAssertEqual(SourceLimits.problem(with: binary), "is not text: it holds a NUL byte (at byte 5)")
        let latin1 = try writeBytes("Latin1.swift", Array("let café = 1".utf8.prefix(7)) + [0xE9])
        XCTAssertEqual(SourceLimits.problem(with: latin1), "is not UTF-8 text")
        // a.swift → b.swift → a.swift.
        let loop = folder.path + "/Loop.swift"
        XCTAssertEqual(symlink(folder.path + "/Pool.swift", loop), 0)
        XCTAssertEqual(symlink(loop, folder.path + "/Pool.swift"), 0)
        XCTAssertEqual(SourceLimits.problem(with: loop), "a symbolic link that loops (too many levels of links)")
        XCTAssertEqual(SourceLimits.problem(with: try folder.makeFolder("Folder.swift")), "not a regular file")
        // A named pipe: refused at once, not waited on.
        let pipe = folder.path + "/Pipe.swift"
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        XCTAssertEqual(SourceLimits.problem(with: pipe), "not a regular file")
        XCTAssertEqual(SourceLimits.problem(with: folder.path + "/Missing.swift"), "no such file")
    }

    func testAnUnreadableFileIsSaid() throws {
        // Root reads any file whatever its mode: the check has nothing to refuse there.
        guard geteuid() != 0 else { throw XCTSkip("running as root, which can read a file of mode 000") }
        let file = try folder.write("Secret.swift")
        XCTAssertEqual(chmod(file, 0), 0)
        XCTAssertEqual(SourceLimits.problem(with: file), "cannot be read: permission denied")
    }

    /// The command line's files and folders are checked as they are read: a bad file named, one inside a
    /// folder (by the folder's name as given), a folder of more Swift files than a preview takes.
    func testTheFilesGivenAreCheckedAndAFolderOfThousandsRefused() throws {
        try folder.write("app/Good.swift", "import SwiftUI\n")
        _ = try writeBytes("app/Views/Binary.swift", [0x00])
        XCTAssertThrowsError(try SourceFiles(arguments: ["app"], currentDirectory: folder.path)) { error in
            XCTAssertEqual("\(error)", "app/Views/Binary.swift: is not text: it holds a NUL byte (at byte 0)")
        }
        XCTAssertThrowsError(try SourceFiles(arguments: ["app/Views/Binary.swift"], currentDirectory: folder.path)) {
            XCTAssertEqual("\($0)", "app/Views/Binary.swift: is not text: it holds a NUL byte (at byte 0)")
        }
        let loop = folder.path + "/Loop.swift"
        XCTAssertEqual(symlink(loop, loop), 0)
        XCTAssertThrowsError(try SourceFiles(arguments: ["Loop.swift"], currentDirectory: folder.path)) {
            XCTAssertEqual("\($0)", "Loop.swift: a symbolic link that loops (too many levels of links)")
        }
        for index in 0...SourceLimits.mostFiles { try folder.write("many/File\(index).swift", "") }
        XCTAssertThrowsError(try SourceFiles(arguments: ["many"], currentDirectory: folder.path)) {
            XCTAssertEqual("\($0)", "many: more than 1000 Swift files; reflow preview takes at most 1000: name the "
                + "files, or a smaller folder")
        }
    }

    func testTheTypeCheckerIsBoundedAndAFileThatBecameBinaryIsSaidByTheBuild() throws {
        // 10 s unless asked, and what is asked kept within 1 to 600.
        let asked = ProcessInfo.processInfo.environment["REFLOW_TYPE_CHECK_SECONDS"]
        defer { if let asked { setenv("REFLOW_TYPE_CHECK_SECONDS", asked, 1) } else { unsetenv("REFLOW_TYPE_CHECK_SECONDS") } }
        unsetenv("REFLOW_TYPE_CHECK_SECONDS")
        XCTAssertEqual(PreviewBuilder.typeCheckSeconds, 10)
        for (text, seconds) in [("3", 3), ("0", 1), ("9999", 600), ("soon", 10)] {
            setenv("REFLOW_TYPE_CHECK_SECONDS", text, 1)
            XCTAssertEqual(PreviewBuilder.typeCheckSeconds, seconds, text)
        }
        unsetenv("REFLOW_TYPE_CHECK_SECONDS")
        var url = Bundle(for: BuildBoundsTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        let kit = try XCTUnwrap(PreviewKit(folder: url.path), "no preview kit beside the tests in \(url.path)")
        let builder = try PreviewBuilder(kit: kit, folder: folder.path + "/builds")
        let flags = builder.sourceFlags.joined(separator: " ")
        XCTAssertTrue(flags.contains("-Xfrontend -solver-expression-time-threshold=\(PreviewBuilder.typeCheckSeconds)"), flags)
        // A chain of mixed literals the solver cannot finish: the compiler's own words, at its line.
        let bomb = try folder.write("Bomb.swift", """
            import SwiftUI
            let total = 1 + 2.0 * 3 - 4 / 5 + 6 * 7 - 8 + 9 * 10 - 11 / 12 + 13 * 14 - 15 + 16 * 17 - 18 / 19 + 20 - 1.5 * 2 + 3 - 4 * 5 + 6
            #Preview { Text("\\(total)") }
            """)
        let result = builder.build(files: [bomb], number: 1)
        XCTAssertNil(result.executable)
        let error = try XCTUnwrap(result.errors.first, result.output)
        XCTAssertEqual(error.line, 2)
        XCTAssertTrue(error.message.contains("unable to type-check this expression in reasonable time"), error.message)
        // A file saved binary after the window opened is refused by the next build, before the compiler.
        _ = try writeBytes("Bomb.swift", [0x00, 0x01])
        let binary = builder.build(files: [bomb], number: 2)
        XCTAssertNil(binary.executable)
        XCTAssertEqual(binary.errors.map(\.message), ["the file is not text: it holds a NUL byte (at byte 0)"])
    }
}
