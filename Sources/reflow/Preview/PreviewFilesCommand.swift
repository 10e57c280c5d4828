import ArgumentParser
import Foundation
import Reflow
import ReflowPreviewBuild

/// `reflow preview FILE.swift …`: the previews of your own files in a window that reloads on save.
struct PreviewFilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the previews of your own SwiftUI files in a window that reloads when you save them.",
        discussion: """
            The files compile as they are, with `import SwiftUI` or `import Reflow`; no Package.swift is needed. \
            Previews are #Preview { }, #Preview("Name", traits: .sizeThatFitsLayout) { } and PreviewProvider \
            types; a file with none shows its first View that has an init(). A folder with an app (@main struct \
            MyApp: App) shows its first WindowGroup's content as a preview named after the app: the one shown \
            when the files have no previews, listed after them when they do.

            Keys: Right/Left or PageDown/PageUp for the next/previous preview, 1–9 to jump to one, b to outline \
            every view's frame, e for the layout inspector (hover to see what a view was proposed and answered, \
            click to pin it and see its record, arrows to walk the tree, s then ] and [ to step through a pinned \
            container's negotiation, Escape to unpin and leave), i for the heads-up line, space to play a PhaseAnimator that waits for its trigger, \
            f for fullscreen, p or F5 to present (fullscreen, the \
            previews as slides; Escape leaves), + - 0 to zoom, . to blank the screen, q or Escape to quit.

            Example: reflow preview FlowLayout.swift Examples/Previews --preview Tags
            """
    )

    @Argument(help: "Swift files, or folders of them.")
    var paths: [String]

    @Option(help: "The preview to open at, by name (or number from 1).")
    var preview: String?

    @Flag(help: "Open fullscreen, presenting the previews as slides.")
    var present = false

    @Flag(help: "Open with the layout inspector on (the e key).")
    var inspect = false

    @OptionGroup var window: WindowOptions

    @Option(help: "Render one preview to this PNG file and exit (needs an X display, or xvfb-run).")
    var snapshot: String?

    func run() throws {
        let files: SourceFiles
        let builder: PreviewBuilder
        do {
            files = try SourceFiles(arguments: paths)
            let kit = try PreviewKit.locate(executable: Self.executablePath)
            builder = try PreviewBuilder(kit: kit, folder: Self.cacheFolder(for: files.files))
            PreviewAssetCatalogs.export(for: files.files)
        } catch {
            Diagnostics.write("reflow: \(error)")
            throw ExitCode(1)
        }
        if let snapshot {
            throw ExitCode(PreviewSnapshot(builder: builder, files: files.files).write(
                to: snapshot, size: window.size(or: .picture), preview: preview))
        }
        let options = PreviewAppOptions(size: window.size(or: .window), preview: preview, present: present,
                                        inspect: inspect)
        do {
            try PreviewApp(files: files, arguments: paths, builder: builder, options: options).run()
        } catch {
            Diagnostics.write("\(error)")
            throw ExitCode(1)
        }
    }

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

/// `reflow preview --snapshot`: builds the files and has the preview process render one preview to a PNG.
struct PreviewSnapshot {
    let builder: PreviewBuilder
    let files: [String]

    /// The exit status: 0 when the PNG was written, 1 with the compiler's errors or the process's own.
    func write(to path: String, size: CGSize, preview: String?) -> Int32 {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return PreviewChildRun(builder: builder, files: files).run(
            ["--snapshot", absolute, "--size", "\(size.width)x\(size.height)"] + (preview.map { ["--preview", $0] } ?? []))
    }
}
