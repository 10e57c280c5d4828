import Foundation
import ReflowPreviewRuntime

/// The folders a sandboxed preview process is given; everything else of the home folder, and the shared
/// temporary and runtime folders, it does not see.
public struct SandboxFolders: Sendable {
    /// Its build: the executable and what the build wrote beside it. Read-only.
    public var build: String
    /// Where it writes what `reflow preview` reads back (saved state, pictures, snapshots). Read and write.
    public var exchange: String
    /// The previewed files' folders, their asset catalogs and fonts, Reflow's kit and the toolchain's
    /// libraries. Read-only.
    public var readable: [String]

    public init(build: String, exchange: String, readable: [String]) {
        self.build = build
        self.exchange = exchange
        self.readable = readable
    }
}

/// bubblewrap's command line for a preview process (`bwrap(1)`). Each rule of docs/preview-sandbox.md §4 is
/// one group of arguments here.
enum SandboxCommand {
    /// New user, PID, network, IPC, host-name and cgroup namespaces: no network but its own loopback, no
    /// signals to or sight of other processes, no System V shared memory with them.
    static let namespaceArguments = ["--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net",
                                     "--unshare-uts", "--unshare-cgroup-try"]

    /// Folders hidden behind an empty private folder when present: homes, removable and network mounts, the
    /// shared temporary folders, and `/run`, which holds the session bus, the keyring's and the sound
    /// server's sockets.
    static let hiddenFolders = ["/home", "/root", "/media", "/mnt", "/run", "/tmp", "/var/tmp"]

    /// The largest the private temporary folder may grow, and each other hidden folder's empty stand-in (the
    /// home folder, written into by programs that keep settings): memory-backed, so bounded.
    static let temporaryBytes = 512 << 20
    static let standInBytes = 16 << 20

    /// Arguments that run `executable arguments…` sandboxed with `folders`, `home` being the user's home
    /// folder. Nothing of the X display is given: a preview process draws in memory.
    static func arguments(running executable: String, _ arguments: [String], folders: SandboxFolders,
                          home: String) -> [String] {
        var result = namespaceArguments
        // It ends with `reflow preview` (bubblewrap sets the parent-death signal through the chain), starts
        // a session of its own so it cannot push keys into the terminal (TIOCSTI), and keeps no capability.
        result += ["--die-with-parent", "--new-session", "--cap-drop", "ALL"]
        // The system, read-only; a private /dev and /proc.
        result += ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
        let realHome = resolved(home)
        var hidden = hiddenFolders.map(resolved)
        if !hidden.contains(where: { contains($0, realHome) }) { hidden.append(realHome) }
        for folder in Set(hidden).sorted() where isDirectory(folder) && !hidden.contains(where: { $0 != folder && contains($0, folder) }) {
            result += ["--perms", "0755", "--size", String(folder == "/tmp" ? temporaryBytes : standInBytes), "--tmpfs", folder]
        }
        // Given back inside the hidden folders, shallow first so that a folder inside another is bound over it.
        var binds: [(path: String, writable: Bool)] = folders.readable.map { (resolved($0), false) }
        binds.append((resolved(folders.build), false))
        binds.append((resolved(folders.exchange), true))
        binds = binds.filter { FileManager.default.fileExists(atPath: $0.path) }
        binds.sort { (depth($0.path), $0.writable ? 1 : 0, $0.path) < (depth($1.path), $1.writable ? 1 : 0, $1.path) }
        var seen = Set<String>()
        for bind in binds where seen.insert(bind.path + (bind.writable ? "+" : "")).inserted {
            // A folder outside the hidden ones is visible already; read-only ones need no bind there.
            if !bind.writable && !hidden.contains(where: { contains($0, bind.path) }) { continue }
            result += [bind.writable ? "--bind" : "--ro-bind", bind.path, bind.path]
        }
        // The kernel's own limit on its tasks, a little above the count `reflow preview` stops it at.
        result += ["--setenv", ResourceLimits.taskLimitVariable, String(ProcessTree.limit + 64)]
        result += ["--setenv", "TMPDIR", "/tmp", "--chdir", resolved(folders.build), executable]
        return result + arguments
    }

    /// `path` with its symbolic links followed, as the kernel sees it when mounting.
    static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether `inner` is `outer` or inside it.
    static func contains(_ outer: String, _ inner: String) -> Bool {
        inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    private static func depth(_ path: String) -> Int { path.split(separator: "/").count }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
