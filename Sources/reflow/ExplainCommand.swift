import ArgumentParser
import Foundation
import Reflow
import ReflowGallery
import ReflowPreviewBuild
import ReflowPreviewHost
import ReflowPreviewRuntime
import ReflowText

/// `reflow explain`: a layout's negotiation — each view's questions, answers, placement and frame — as
/// indented text or JSON, without a window or an X display.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a layout's negotiation: what each view was asked, what it answered, where it went.",
        discussion: """
            Lays out a gallery scene, or the first preview of your files (another with --preview), at --size, \
            and prints the view tree: for each view the size questions its container asked (proposal → \
            answer; nil is an unspecified length, ∞ an infinite one), where it was placed, its frame in \
            window coordinates, and a container's calls into its layout. --json prints the same as JSON, \
            for tools and for diffing a layout's behaviour between commits; an unspecified length is null, \
            an infinite one the string "infinity".

            No X display is needed. Text is measured as the window measures it, shaped from the same font \
            files, so every frame is the window's at 96 dpi (REFLOW_PINNED_FONTS=1 pins the fonts, as the \
            window honours it too). Files that do not compile print the compiler's errors and exit with \
            status 1.

            Examples:
              reflow explain flow --size 480x320
              reflow explain FlowLayout.swift --size 300x100 --preview Tags --json
            """
    )

    @Argument(help: "A gallery scene (see 'reflow --list'), or Swift files or folders of them.")
    var targets: [String]

    @OptionGroup var window: WindowOptions

    @Option(help: "With files: the preview to explain, by name (or number from 1).")
    var preview: String?

    @Flag(help: "Print JSON rather than indented text.")
    var json = false

    func run() throws {
        let size = window.size(or: .picture)
        if let scene = scene {
            if preview != nil {
                Diagnostics.write("reflow: --preview is for files; ignored for scene '\(scene.name)'")
            }
            // A scene is part of this program: it runs here, no build or child process needed. Text is
            // measured as the window measures it, without a display.
            let host = ViewHost(rootView: scene.view, size: size, textMeasurer: ShapingTextMeasurer())
            guard let record = host.recordNegotiation() else { throw ExitCode(1) }
            FileHandle.standardOutput.write(json ? record.jsonData() : Data(record.text().utf8))
            return
        }
        let files: SourceFiles
        let builder: PreviewBuilder
        do {
            if targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) {
                throw PreviewBuildError("no file, folder or scene named '\(targets[0])'; 'reflow --list' prints the scenes")
            }
            files = try SourceFiles(arguments: targets)
            builder = try PreviewBuilds.builder(for: files.files)
            PreviewAssetCatalogs.export(for: files.files)
            PreviewFonts.export(for: files.files)
        } catch {
            Diagnostics.write("reflow: \(error)")
            throw ExitCode(1)
        }
        let status = PreviewChildRun(builder: builder, files: files.files).run(
            PreviewOptions(preview: preview, explain: true, json: json, size: size))
        if status != 0 { throw ExitCode(status) }
    }

    /// The gallery scene named by the only argument, when it is not also a file or folder.
    private var scene: GalleryScene? {
        guard targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) else { return nil }
        return GalleryScene.named(targets[0])
    }
}
