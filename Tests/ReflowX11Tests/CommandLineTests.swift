import Foundation
@testable import reflow
import XCTest

/// `reflow --version` and `reflow --help` as a user runs them: both answer on standard output, exit 0 and
/// need no X display (they run with DISPLAY empty).
final class CommandLineTests: XCTestCase {
    /// Runs the built `reflow` with `arguments` and no display: its exit status, standard output and standard
    /// error.
    private func runReflow(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = ViewerProcess.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ""
        // A fixed width, so that the parser wraps help the same way whatever terminal runs the tests.
        environment["COLUMNS"] = "100"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both read before waiting, standard error on another thread: help, or errors, longer than a pipe's
        // buffer would otherwise block the process.
        let errorReading = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        DispatchQueue.global().async(group: errorReading) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorReading.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData, as: UTF8.self))
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try runReflow(arguments)
        return (result.status, result.output)
    }

    private func runForErrors(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let result = try runReflow(arguments)
        return (result.status, result.errors)
    }

    func testVersionPrintsTheCommandsNameAndVersion() throws {
        let (status, output) = try run(["--version"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, "reflow \(reflowVersion)\n")
        XCTAssertNotNil(reflowVersion.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), reflowVersion)
    }

    /// The subcommands answer --version too, even with their required arguments missing.
    func testEverySubcommandAcceptsVersion() throws {
        for subcommand in ["gallery", "snapshot", "preview", "explain"] {
            let (status, output) = try run([subcommand, "--version"])
            XCTAssertEqual(status, 0, subcommand)
            XCTAssertEqual(output, "reflow \(reflowVersion)\n", subcommand)
        }
    }

    /// The top-level help says what `reflow` alone does and lists every option that `reflow gallery --help`
    /// lists, the subcommands, and the gallery window's keys.
    func testTopLevelHelpShowsTheGallerysOptionsAndKeys() throws {
        let (status, help) = try run(["--help"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(help.contains("With no subcommand, reflow opens the gallery window"), help)

        let (galleryStatus, galleryHelp) = try run(["gallery", "--help"])
        XCTAssertEqual(galleryStatus, 0)
        let galleryOptions = Set(optionNames(in: galleryHelp)).subtracting(["--help", "--version"])
        XCTAssertEqual(galleryOptions, ["--scene", "--list", "--inspect", "--size"], galleryHelp)
        for option in galleryOptions {
            XCTAssertTrue(help.contains("  \(option)"), "\(option) missing from reflow --help:\n\(help)")
        }

        for subcommand in ["gallery", "snapshot", "preview", "explain"] {
            XCTAssertTrue(help.contains("  \(subcommand) "), "\(subcommand) missing:\n\(help)")
        }
        let lines = help.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("Escape") && $0.contains("quit") }, help)
        XCTAssertTrue(lines.contains { $0.contains("space") && $0.contains("demo") }, help)
    }

    /// Every command that takes `--size` refuses a bad one before doing anything, with the same error: the
    /// parser's, naming the value, then the option's help, which says what a size is. (The preview file
    /// need not exist: the arguments are checked first.)
    func testABadSizeGetsTheSameErrorFromEveryCommand() throws {
        let commands: [[String]] = [[], ["gallery"], ["snapshot", "flow", "-o", "/tmp/never-written.png"],
                                    ["explain", "flow"], ["preview", "NoSuchFile.swift"],
                                    ["preview", "NoSuchFile.swift", "--snapshot", "/tmp/never-written.png"]]
        for bad in ["0x0", "300", "wide", "10001x5", "600x0", "nanxnan", "800x600x2"] {
            for command in commands {
                let (status, errors) = try runForErrors(command + ["--size", bad])
                let lines = errors.split(separator: "\n")
                XCTAssertEqual(status, 64, "\(command) --size \(bad): \(errors)")
                XCTAssertEqual(lines.first, "Error: The value '\(bad)' is invalid for '--size <size>'",
                               "\(command) --size \(bad): \(errors)")
                XCTAssertEqual(lines.dropFirst().first, "Help:  --size <size>  The size in points, WIDTHxHEIGHT, each "
                               + "from 1 to 10000 (default: 800x600 for a window, 480x320 for a picture or a layout "
                               + "explained).", "\(command) --size \(bad)")
            }
        }
    }

    /// A scene name no scene has is refused before a window opens, with the same error however the scene is
    /// asked for: `reflow --scene NAME` with a scene's name opens the gallery without the argument parser
    /// (docs/startup.md), but any other name goes through it.
    func testAnUnknownSceneGetsTheParsersErrorEitherWay() throws {
        for command in [["--scene", "nosuch"], ["gallery", "--scene", "nosuch"], ["--scene", "Flow"]] {
            let (status, errors) = try runForErrors(command)
            XCTAssertEqual(status, 64, "\(command): \(errors)")
            XCTAssertEqual(errors.split(separator: "\n").first,
                           "Error: no scene named '\(command.last!)'; 'reflow --list' prints the names", "\(command)")
        }
    }

    /// A size is two numbers from 1 to 10000 joined by an x (either case); fractions are fine.
    func testSizesTheCommandsAccept() {
        let accepted = ["800x600": CGSize(width: 800, height: 600), "800X600": CGSize(width: 800, height: 600),
                        "1x10000": CGSize(width: 1, height: 10_000), "480.5x320.25": CGSize(width: 480.5, height: 320.25)]
        for (text, size) in accepted { XCTAssertEqual(WindowSize(argument: text)?.size, size, text) }
        for text in ["", "x", "800x", "x600", "0.5x10", "10x10000.5", "infxinf", "800 x 600", "0x800"] {
            XCTAssertNil(WindowSize(argument: text), text)
        }
    }

    /// The `--name`s a help message lists at the start of its option lines.
    private func optionNames(in help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--") else { return nil }
            return String(trimmed.prefix { $0 != " " && $0 != "," })
        }
    }
}
