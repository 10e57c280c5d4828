import ArgumentParser
import Foundation
import Reflow

/// The program that builds and shows previews of the user's files: `reflow preview`, `reflow editor-setup` and
/// `reflow explain FILE.swift` run there, not in `reflow`.
///
/// The preview builder reads Swift with swift-syntax, whose 5,000 protocol conformance records would sit in the
/// gallery's process too: every first "does this type conform?" the Swift runtime answers scans all the records
/// of the process, and the gallery asks about a thousand of them before its first frame (docs/startup.md).
/// `reflow` checks the arguments (its help, its errors), then becomes `reflow-preview` with the same command
/// line: one process, the same pid (a preview's build folder is named after it), streams and signals.
enum PreviewProgram {
    static let name = "reflow-preview"

    /// Beside this executable (a build folder), then in `../lib/reflow` (installed by Scripts/install.sh).
    static var candidates: [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [folder.appendingPathComponent(name).path,
                folder.deletingLastPathComponent().appendingPathComponent("lib/reflow/" + name).path]
    }

    /// Replaces this process with `reflow-preview` given this process's arguments; throws (exit status 1,
    /// having said why) only if it cannot.
    static func run() throws -> Never {
        guard let path = candidates.first(where: { access($0, X_OK) == 0 }) else {
            let command = CommandLine.arguments.dropFirst().first ?? "preview"
            Diagnostics.write("reflow: 'reflow \(command)' runs in \(name), which is not beside reflow (looked for "
                + candidates.joined(separator: " and ") + "); build it with 'swift build --product \(name)', "
                + "or install both with Scripts/install.sh")
            throw ExitCode(1)
        }
        // execv's argument vector: C strings that live until the call, which only returns if it failed.
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var vector: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(path, &vector)
        let reason = String(cString: strerror(errno))
        vector.forEach { free($0) }
        Diagnostics.write("reflow: cannot start \(path): \(reason)")
        throw ExitCode(1)
    }
}
