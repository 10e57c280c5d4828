import Foundation
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// `reflow preview --sandbox-report`: what the sandbox enforces on this machine, each rule tried from inside a
/// sandbox made as a preview's is (`SandboxCheck`) and judged with what is seen outside (a file written in
/// the home folder is not there, the listener on 127.0.0.1 saw no connection). docs/preview-sandbox.md §5.
public struct SandboxReport {
    /// One rule: its name, whether it held, and what was seen.
    public struct Rule: Equatable {
        public var name: String
        public var holds: Bool
        public var seen: String
    }

    public let sandbox: PreviewSandbox

    public init(trust: Bool) { sandbox = PreviewSandbox.resolve(trust: trust) }

    /// Prints the report; the exit status is 0 when the sandbox is on and every rule held.
    public func print() -> Int32 {
        var lines = ["Previews' sandbox on this machine (Linux \(Self.kernel)): " + summary]
        var allHold = sandbox.isOn
        if sandbox.isOn {
            do {
                let rules = try check()
                lines.append("Each rule, tried from inside a sandbox made as a preview's is:")
                let width = rules.map(\.name.count).max() ?? 0
                for rule in rules {
                    lines.append("  \(rule.holds ? "yes" : "NO ") \(rule.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.seen)")
                    allHold = allHold && rule.holds
                }
            } catch {
                lines.append("The rules could not be tried: \(error)")
                allHold = false
            }
        } else if let notice = sandbox.notice {
            lines += notice.lines
        }
        lines.append("Limits on every preview, with or without the sandbox: memory \(MemoryWatchdog.describe(bytes: MemoryWatchdog.limitForThisProcess())), "
            + "a file \(ResourceLimits.fileBytes >> 20) MiB, \(ResourceLimits.openFiles) open files, "
            + "\(ResourceLimits.cpuSeconds) s of processor time, \(Int(PreviewProcess.frameLimit)) s a frame, "
            + "\(ProcessTree.limit) processes and threads (counted by reflow preview).")
        lines.append("docs/preview-sandbox.md says what each rule means and how it is enforced.")
        Swift.print(lines.joined(separator: "\n"))
        return allHold ? 0 : 1
    }

    private var summary: String {
        switch sandbox.state {
        case .on: return "on (\(Self.version(of: sandbox.bubblewrap ?? "bwrap")))"
        case .trusted(let reason): return "off (\(reason))"
        case .unavailable(let reason): return "unavailable: \(reason)"
        }
    }

    /// Runs `reflow-preview sandbox-check` in a sandbox given a scratch build folder, and judges its lines.
    func check() throws -> [Rule] {
        let scratch = NSTemporaryDirectory() + "reflow-sandbox-report-\(getpid())"
        let exchange = scratch + "/exchange"
        try FileManager.default.createDirectory(atPath: exchange, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let listener = try LoopbackListener()
        let marker = ".reflow-sandbox-check-\(getpid())"
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        defer {
            for leftover in [home + "/" + marker, "/tmp/" + marker, "/usr/" + marker] {
                try? FileManager.default.removeItem(atPath: leftover)
            }
        }
        let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var readable = [URL(fileURLWithPath: program).deletingLastPathComponent().path]
        if let compiler = PreviewBuilder.findOnPath("swiftc") {
            let bin = URL(fileURLWithPath: SandboxCommand.resolved(compiler)).deletingLastPathComponent()
            readable.append(bin.deletingLastPathComponent().path + "/lib/swift")
        }
        let display = environment["DISPLAY"] ?? ":0"
        let socket = "/tmp/.X11-unix/X" + (display.split(separator: ":").last?.split(separator: ".").first ?? "0")
        let command = sandbox.command(running: program, ["sandbox-check", "--port", String(listener.port), "--marker", marker,
                                                         "--display-socket", socket],
                                      folders: SandboxFolders(build: scratch, exchange: exchange, readable: readable),
                                      environment: environment)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.program)
        process.arguments = command.arguments
        process.environment = sandbox.environment(from: environment)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var seen: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { seen[parts[0]] = parts[1] }
        }
        guard !seen.isEmpty else { throw PreviewChildError("the check printed nothing (exit status \(process.terminationStatus))") }
        return Self.judge(seen, home: home, marker: marker, outsideHomeEntries: (try? FileManager.default.contentsOfDirectory(atPath: home))?.count ?? 0,
                          connectionsSeen: listener.acceptedAny())
    }

    /// The rules from what the check saw inside and what is seen outside.
    static func judge(_ seen: [String: String], home: String, marker: String, outsideHomeEntries: Int,
                      connectionsSeen: Bool) -> [Rule] {
        let manager = FileManager.default
        func value(_ key: String) -> String { seen[key] ?? "not tried" }
        var rules: [Rule] = []
        let entries = Int(value("home-entries")) ?? -1
        rules.append(Rule(name: "home folder hidden", holds: value("ssh-folder") == "absent" && entries < outsideHomeEntries,
                          seen: "\(home) shows \(entries) entries inside, \(outsideHomeEntries) outside; ~/.ssh \(value("ssh-folder"))"))
        let homeWrite = value("write-home")
        rules.append(Rule(name: "writes to the home stay inside", holds: !manager.fileExists(atPath: home + "/" + marker),
                          seen: "writing \(marker) there: \(homeWrite); outside it is "
                              + (manager.fileExists(atPath: home + "/" + marker) ? "there" : "not there")))
        rules.append(Rule(name: "private temporary folder", holds: !manager.fileExists(atPath: "/tmp/" + marker),
                          seen: "writing /tmp/\(marker): \(value("write-tmp")); outside it is "
                              + (manager.fileExists(atPath: "/tmp/" + marker) ? "there" : "not there")))
        rules.append(Rule(name: "system read-only", holds: value("write-usr") != "ok", seen: "writing into /usr: \(value("write-usr"))"))
        rules.append(Rule(name: "no network", holds: value("loopback") != "ok" && value("internet") != "ok" && !connectionsSeen,
                          seen: "a listener on 127.0.0.1: \(value("loopback"))\(connectionsSeen ? " (it saw a connection)" : ""); 1.1.1.1:53: \(value("internet"))"))
        let display = value("display"), variable = value("display-variable")
        rules.append(Rule(name: "no X display connection", holds: display != "ok" && variable == "none",
                          seen: "the display's socket: \(display); DISPLAY: \(variable) (a preview draws in memory and hands its frames over)"))
        rules.append(Rule(name: "no new privileges", holds: value("NoNewPrivs") == "1" && value("CapEff").allSatisfy { $0 == "0" },
                          seen: "NoNewPrivs \(value("NoNewPrivs")), effective capabilities \(value("CapEff"))"))
        rules.append(Rule(name: "other processes hidden", holds: (Int(value("processes-seen")) ?? 99) < 5,
                          seen: "it sees \(value("processes-seen")) processes"))
        let binds = value("uid") != "0"
        rules.append(Rule(name: "processes and threads limited", holds: value("nproc") != "unlimited",
                          seen: "the kernel's limit in the sandbox: \(value("nproc"))"
                              + (binds ? "" : " (not binding root, so the count reflow preview keeps is the limit)")
                              + "; reflow preview stops a preview past \(ProcessTree.limit)"))
        return rules
    }

    private static var kernel: String {
        var names = utsname()
        uname(&names)
        return withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    private static func version(of program: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return program }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines) + " at " + program
    }
}
