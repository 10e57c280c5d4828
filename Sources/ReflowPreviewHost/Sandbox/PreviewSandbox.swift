import Foundation

/// Whether and how preview processes run confined (issue 32, docs/preview-sandbox.md): a previewed file is a
/// stranger's code, so each preview process runs in bubblewrap's namespaces, as Flatpak runs desktop programs.
/// It sees the system read-only, its own build and a private temporary folder, the previewed files, and
/// nothing else of the home folder; it has no network and gains no privileges.
///
/// The sandbox is on unless the user trusts the files (`--trust`, `REFLOW_PREVIEW_SANDBOX=off`). Where it
/// cannot be had (bubblewrap missing, or a kernel or container without unprivileged user namespaces), previews
/// run as before and `notice` says so, once, with what is and is not enforced.
public struct PreviewSandbox: Sendable {
    public enum State: Equatable, Sendable {
        /// Preview processes run in the sandbox.
        case on
        /// The user said to run them without it: `--trust`, or the environment variable.
        case trusted(because: String)
        /// It was wanted but cannot be had here, for the reason given.
        case unavailable(because: String)
    }

    public let state: State
    /// The bubblewrap program, when the sandbox is on.
    let bubblewrap: String?
    init(state: State, bubblewrap: String?) {
        self.state = state
        self.bubblewrap = bubblewrap
    }

    /// The environment variable that turns the sandbox off for a session (`off`), and the one that names the
    /// bubblewrap program to use instead of the `bwrap` on PATH.
    public static let switchVariable = "REFLOW_PREVIEW_SANDBOX"
    public static let programVariable = "REFLOW_BWRAP"

    /// The sandbox for this run: off when `trust` (the `--trust` flag) or the environment says so, else on if
    /// this machine allows it (`SandboxProbe`).
    public static func resolve(trust: Bool, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> PreviewSandbox {
        if trust { return PreviewSandbox(state: .trusted(because: "--trust"), bubblewrap: nil) }
        if let setting = environment[switchVariable]?.lowercased(), ["off", "0", "no", "false"].contains(setting) {
            return PreviewSandbox(state: .trusted(because: "\(switchVariable)=\(setting)"), bubblewrap: nil)
        }
        switch SandboxProbe.check(environment: environment) {
        case .success(let program): return PreviewSandbox(state: .on, bubblewrap: program)
        case .failure(let reason): return PreviewSandbox(state: .unavailable(because: reason.description), bubblewrap: nil)
        }
    }

    /// Whether preview processes run in the sandbox.
    public var isOn: Bool { state == .on }

    /// Whether the user chose to run them without it.
    public var isTrusted: Bool {
        if case .trusted = state { return true }
        return false
    }

    /// What to tell the user once, in the window and on standard error, when previews run unconfined; nil
    /// when the sandbox is on.
    public var notice: (title: String, lines: [String])? {
        switch state {
        case .on: return nil
        case .trusted(let reason):
            return ("The preview runs without the sandbox (\(reason))",
                    ["Its code can read and write what you can, and use the network."])
        case .unavailable(let reason):
            return ("The preview runs without a sandbox: \(reason)", [
                "Not enforced: hiding the home folder, a read-only system, no network, hiding other processes.",
                "Still enforced: limits on memory, file size, open files, processor time, frame time and processes.",
                "Preview only files you would run; docs/preview-sandbox.md says how to enable it.",
            ])
        }
    }

    /// The notice as one line for standard error ("reflow: the preview runs without a sandbox: …").
    public var noticeLine: String? {
        notice.map { "reflow: " + $0.title.prefix(1).lowercased() + $0.title.dropFirst() + ". " + $0.lines.joined(separator: " ") }
    }

    /// The environment a preview process gets from `environment`: what a program needs to run, find its fonts
    /// and reach the display, and Reflow's own settings; no tokens, keys or session addresses the user's shell
    /// happens to hold, and not the display, which no preview process connects to. Without the sandbox the whole
    /// environment passes, as for any program the user runs.
    public func environment(from environment: [String: String]) -> [String: String] {
        guard isOn else { return environment }
        return environment.filter { Self.passes($0.key) }
    }

    /// Variables a preview keeps: the locale, the paths, Swift's and Reflow's settings.
    static func passes(_ name: String) -> Bool {
        let exact: Set<String> = ["PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TERM", "TMPDIR",
                                  "NO_COLOR", "XDG_CACHE_HOME", "XDG_DATA_DIRS", "XDG_CONFIG_DIRS", "FONTCONFIG_FILE",
                                  "FONTCONFIG_PATH"]
        if exact.contains(name) { return true }
        return ["LC_", "REFLOW_", "SWIFT_"].contains { name.hasPrefix($0) }
    }
}
