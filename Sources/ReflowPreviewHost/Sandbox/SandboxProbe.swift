import Foundation
import ReflowPreviewBuild

/// Whether bubblewrap can make a sandbox on this machine: it is installed, and the kernel (or the container)
/// lets an unprivileged process make user, network and PID namespaces. Asked once per run, by starting bwrap
/// on `true` in the namespaces a preview gets: the answer is the kernel's, not a guess from `/proc` settings
/// that differ between distributions (Debian's `unprivileged_userns_clone`, Ubuntu's AppArmor restriction).
enum SandboxProbe {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The bubblewrap program if a sandbox can be made, else why not, in words.
    static func check(environment: [String: String]) -> Result<String, Refusal> {
        guard let program = program(environment: environment) else {
            return .failure(Refusal(description: environment[PreviewSandbox.programVariable] != nil
                ? "\(PreviewSandbox.programVariable) names no program (\(environment[PreviewSandbox.programVariable]!))"
                : "bubblewrap is not installed (Debian: apt-get install bubblewrap)"))
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: program)
        probe.arguments = SandboxCommand.namespaceArguments + ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "true"]
        let errors = Pipe()
        probe.standardError = errors
        probe.standardOutput = FileHandle.nullDevice
        do {
            try probe.run()
        } catch {
            return .failure(Refusal(description: "bubblewrap (\(program)) cannot be started: \(error)"))
        }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            let line = said.split(separator: "\n").last.map { " (bwrap: \($0))" } ?? ""
            return .failure(Refusal(description: "this system does not let programs make user namespaces\(line)"))
        }
        return .success(program)
    }

    /// `REFLOW_BWRAP` if it names an executable, else `bwrap` on PATH.
    static func program(environment: [String: String]) -> String? {
        if let named = environment[PreviewSandbox.programVariable] {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        return PreviewBuilder.findOnPath("bwrap")
    }
}
