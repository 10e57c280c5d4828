import Foundation
import ReflowPreviewBuild

/// Where the preview commands (`reflow preview`, `reflow explain FILE.swift`) build the user's files: with
/// the kit of the running `reflow`, in a cache folder of their own.
public enum PreviewBuilds {
    /// A builder for `files`, compiling against the kit found beside this program; throws, in words a user
    /// can act on, when there is no kit or no folder to build in.
    public static func builder(for files: [String]) throws -> PreviewBuilder {
        let kit = try PreviewKit.locate(executable: executablePath)
        return try PreviewBuilder(kit: kit, folder: cacheFolder(for: files))
    }

    /// The running `reflow`, whose kit is beside it or in `../lib/reflow` (`PreviewKit.candidates`).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// `$XDG_CACHE_HOME/reflow/previews/HASH` (or ~/.cache/…), one folder per set of files, so that two
    /// previews of different files never share builds.
    static func cacheFolder(for files: [String]) -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.cache")
        // FNV-1a over the paths: a stable name for the same files.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in files.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let previews = base + "/reflow/previews"
        removeAbandonedBuilds(in: previews)
        return previews + "/" + String(hash, radix: 16) + "-\(getpid())"
    }

    /// Removes the build folders of `reflow preview` processes that are gone without cleaning up (killed
    /// with SIGKILL, a machine that lost power): a folder is named after the process that made it.
    static func removeAbandonedBuilds(in folder: String) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let pid = name.split(separator: "-").last.flatMap({ pid_t($0) }), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? manager.removeItem(atPath: folder + "/" + name)
        }
    }
}
