import ArgumentParser

/// `reflow-preview`: the commands of `reflow` that build the user's files, in a program of their own so that
/// the gallery does not carry the preview builder and swift-syntax (`PreviewProgram` in `reflow`, and
/// docs/startup.md). `reflow` checks the arguments and then becomes this program with the same command line.
@main
struct ReflowPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reflow-preview",
        abstract: "The preview commands of reflow (preview, explain, sweep and record FILE.swift, editor-setup): run them as 'reflow …'.",
        subcommands: [PreviewFilesCommand.self, ExplainFilesCommand.self, SweepFilesCommand.self, RecordFilesCommand.self,
                      EditorSetupCommand.self, PresenterCommand.self, SandboxCheckCommand.self]
    )
}
