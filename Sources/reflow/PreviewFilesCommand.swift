import ArgumentParser
import Foundation
import ReflowPreviewBuild
import ReflowPreviewHost

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

    @Option(help: "The window's size in points at first, WIDTHxHEIGHT; with --snapshot, the picture's size.")
    var size: String?

    @Option(help: "Render one preview to this PNG file and exit (needs an X display, or xvfb-run).")
    var snapshot: String?

    func validate() throws {
        if let size, WindowSize(size) == nil {
            throw ValidationError("--size takes WIDTHxHEIGHT in points, each from 1 to 10000, e.g. 800x600")
        }
    }

    func run() throws {
        let files: SourceFiles
        let builder: PreviewBuilder
        do {
            files = try SourceFiles(arguments: paths)
            builder = try PreviewBuilds.builder(for: files.files)
            PreviewAssetCatalogs.export(for: files.files)
        } catch {
            FileHandle.standardError.write(Data("reflow: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if let snapshot {
            let size = size.flatMap(WindowSize.init)?.size ?? CGSize(width: 480, height: 320)
            throw ExitCode(PreviewSnapshot(builder: builder, files: files.files).write(
                to: snapshot, size: size, preview: preview))
        }
        let options = PreviewAppOptions(size: size.flatMap(WindowSize.init)?.size ?? CGSize(width: 800, height: 600),
                                        preview: preview, present: present, inspect: inspect)
        do {
            try PreviewApp(files: files, arguments: paths, builder: builder, options: options).run()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
