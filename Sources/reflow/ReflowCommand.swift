import ArgumentParser
// The size option and the preview commands' arguments are declared there for both executables; re-exported so
// that what imports this module (the command-line tests) sees `WindowSize` as it did when it was declared here.
@_exported import ReflowCommandLine

/// `reflow`: the gallery window by default, the scene list, PNG snapshots of scenes, previews of your files,
/// the layout negotiation explained, and the widths at which a layout changes.
@main
struct ReflowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reflow",
        abstract: "SwiftUI layouts on Linux: a gallery of layouts in an X11 window that reflows as you resize it.",
        // The parser's help lists a default subcommand's name but not its options; the usage and the
        // discussion say them.
        usage: GalleryHelp.topLevelUsage,
        discussion: GalleryHelp.topLevelDiscussion,
        version: "reflow \(reflowVersion)",
        subcommands: [GalleryCommand.self, SnapshotCommand.self, PreviewFilesCommand.self,
                      ExplainCommand.self, SweepCommand.self, RecordCommand.self,
                      EditorSetupCommand.self],
        defaultSubcommand: GalleryCommand.self
    )

    /// `reflow` and `reflow --scene NAME` open the gallery without the argument parser
    /// (`GalleryCommand.plainStart`); every other command line is parsed.
    static func main() {
        if let scene = GalleryCommand.plainStart(Array(CommandLine.arguments.dropFirst())) {
            return GalleryCommand.open(scene: scene, size: WindowSize.window.size)
        }
        main(nil)
    }
}
