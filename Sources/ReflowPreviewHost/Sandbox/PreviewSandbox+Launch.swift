import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowText

extension PreviewSandbox {
    /// The program and arguments that run the preview executable `executable` with `arguments`: bubblewrap
    /// around it when the sandbox is on, else the executable itself. No preview process gets the display: each
    /// draws in memory (`FrameChannel`, `CanvasTarget.memory`).
    public func command(running executable: String, _ arguments: [String], folders: SandboxFolders,
                        environment: [String: String]) -> (program: String, arguments: [String]) {
        guard isOn, let bubblewrap else { return (executable, arguments) }
        return (bubblewrap, SandboxCommand.arguments(running: executable, arguments, folders: folders,
                                                     home: environment["HOME"] ?? NSHomeDirectory()))
    }

    /// The wait status of a preview process from that of the program started: bubblewrap ends with 128 + N
    /// when the process in it was ended by signal N (as a shell does), which this turns back into the signal
    /// so that the window can say "crashed (SIGSEGV)". A preview process's own exit statuses are all below
    /// 128 (`PreviewProcess`).
    public func waitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f, code = (status >> 8) & 0xff
        guard isOn, signal == 0, code > 128, code < 128 + 65 else { return status }
        return code - 128
    }

    /// What a preview of `files` built by `builder` is given: the files' folders (a file right in the home
    /// folder or /tmp is given alone, not the folder), their asset catalogs and fonts, the builds, Reflow's kit
    /// and the toolchain's libraries, and the user's fonts and font settings, so that pixels are the same as
    /// without the sandbox. The exchange folder is made here.
    public static func folders(for files: [String], builder: PreviewBuilder,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> SandboxFolders {
        let home = SandboxCommand.resolved(environment["HOME"] ?? NSHomeDirectory())
        var readable: [String] = []
        // A folder the sandbox hides, or one above it (the home folder, /tmp, /), would give away everything in
        // it: a file right in one is given alone.
        let hidden = SandboxCommand.hiddenFolders.map(SandboxCommand.resolved) + [home]
        for file in files {
            let folder = SandboxCommand.resolved(URL(fileURLWithPath: file).deletingLastPathComponent().path)
            readable.append(hidden.contains { SandboxCommand.contains(folder, $0) } ? file : folder)
        }
        for variable in [AssetCatalogs.environmentVariable, FontConfiguration.appFontsVariable] {
            readable += (environment[variable] ?? "").split(separator: ":").map(String.init)
        }
        readable.append(URL(fileURLWithPath: builder.kit.library).deletingLastPathComponent().path)
        // The toolchain's runtime libraries: …/usr/bin/swiftc beside …/usr/lib/swift/linux.
        let compiler = URL(fileURLWithPath: SandboxCommand.resolved(builder.compiler))
        readable.append(compiler.deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift")
        let configuration = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        let data = environment["XDG_DATA_HOME"] ?? home + "/.local/share"
        let cache = environment["XDG_CACHE_HOME"] ?? home + "/.cache"
        readable += [configuration + "/fontconfig", data + "/fonts", home + "/.fonts", cache + "/fontconfig"]
        return SandboxFolders(build: builder.folder, exchange: exchangeFolder(of: builder), readable: readable)
    }

    /// The folder of `builder`'s builds that preview processes may write, made if need be: what they hand
    /// back to `reflow preview` goes there (saved state, pictures, snapshots, recordings).
    public static func exchangeFolder(of builder: PreviewBuilder) -> String {
        let exchange = builder.folder + "/exchange"
        try? FileManager.default.createDirectory(atPath: exchange, withIntermediateDirectories: true)
        return exchange
    }

}
