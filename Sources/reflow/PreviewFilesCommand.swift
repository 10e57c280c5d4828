import ArgumentParser
import Foundation
import Reflow
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
            container's negotiation; the panel lists the numbers of the body that made the view: drag one sideways \
            to change it live (1 per 2 px, Shift finer), or Tab to select one and Left/Right to step it (Shift: 10), \
            and the new value is written into the file when let go; Escape to let go of a number, unpin and leave), i for the heads-up line, space to play a PhaseAnimator that waits for its trigger, \
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

    @Flag(help: "Animate a save that changes only literals (a padding, a spacing): it needs no build.")
    var animateLiterals = false

    @OptionGroup var window: WindowOptions

    @Option(help: "Render one preview to this PNG file and exit (needs an X display, or xvfb-run).")
    var snapshot: String?

    func run() throws {
        let files: SourceFiles
        let builder: PreviewBuilder
        do {
            files = try SourceFiles(arguments: paths)
            builder = try PreviewBuilds.builder(for: files.files)
            PreviewAssetCatalogs.export(for: files.files)
            PreviewFonts.export(for: files.files)
        } catch {
            Diagnostics.write("reflow: \(error)")
            throw ExitCode(1)
        }
        if let snapshot {
            throw ExitCode(PreviewChildRun(builder: builder, files: files.files).writeSnapshot(
                to: snapshot, size: window.size(or: .picture), preview: preview))
        }
        // A folder previewed is a folder being edited: its editor learns SwiftUI (`reflow editor-setup`).
        EditorDatabases.writeForPreview(arguments: paths, files: files.files, builder: builder)
        var options = PreviewAppOptions(size: window.size(or: .window), preview: preview, present: present,
                                        inspect: inspect)
        options.animatesLiterals = animateLiterals
        do {
            try PreviewApp(files: files, arguments: paths, builder: builder, options: options).run()
        } catch {
            Diagnostics.write("\(error)")
            throw ExitCode(1)
        }
    }
}
