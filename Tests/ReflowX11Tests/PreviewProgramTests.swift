import Foundation
import XCTest

/// `reflow preview`, `reflow editor-setup` and `reflow explain FILE.swift` run in `reflow-preview`, which `reflow`
/// becomes once it has checked their arguments, so that the gallery's process holds no swift-syntax
/// (docs/startup.md). The preview window tests run the commands themselves through `reflow`.
final class PreviewProgramTests: XCTestCase {
    /// The preview builder reads Swift with swift-syntax; the gallery must not carry it. Every Swift symbol of
    /// the SwiftSyntax module is mangled with this prefix, and the executable's symbol table names each one the
    /// program holds.
    func testTheGalleryProgramHoldsNoSwiftSyntax() throws {
        let gallery = try Data(contentsOf: ViewerProcess.executable, options: .alwaysMapped)
        XCTAssertNil(gallery.range(of: Data("$s11SwiftSyntax".utf8)), "reflow links swift-syntax")
        let previews = try Data(contentsOf: ViewerProcess.executable.deletingLastPathComponent()
            .appendingPathComponent("reflow-preview"), options: .alwaysMapped)
        XCTAssertNotNil(previews.range(of: Data("$s11SwiftSyntax".utf8)), "the check above would see swift-syntax")
    }

    /// A `reflow` copied alone, without `reflow-preview` beside it, says what is missing and where it looked,
    /// and exits with status 1; the gallery's own commands still work.
    func testAReflowWithoutItsPreviewProgramSaysWhatIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-alone-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("reflow")
        try FileManager.default.copyItem(at: ViewerProcess.executable, to: alone)
        let file = folder.appendingPathComponent("Tags.swift")
        try Data("import SwiftUI\n".utf8).write(to: file)

        for command in [["preview", file.path], ["editor-setup", folder.path], ["explain", file.path]] {
            let (status, errors) = try run(alone, command)
            XCTAssertEqual(status, 1, "\(command): \(errors)")
            XCTAssertTrue(errors.hasPrefix("reflow: 'reflow \(command[0])' runs in reflow-preview, which is not beside "
                + "reflow (looked for \(folder.path)/reflow-preview and "), "\(command): \(errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("compile_commands.json").path))
        XCTAssertEqual(try run(alone, ["--list"]).status, 0)
    }

    /// Runs `executable` with `arguments` and no display: its exit status and standard error.
    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ""
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
