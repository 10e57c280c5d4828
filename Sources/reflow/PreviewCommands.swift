import ArgumentParser
import ReflowCommandLine

/// `reflow preview FILE.swift …`: parsed here, so that its help and errors are `reflow`'s; run by
/// `reflow-preview` (`PreviewProgram`).
struct PreviewFilesCommand: ParsableCommand {
    static let configuration = PreviewFilesArguments.configuration

    @OptionGroup var arguments: PreviewFilesArguments

    func run() throws { try PreviewProgram.run() }
}

/// `reflow editor-setup FOLDER`: parsed here, run by `reflow-preview` (`PreviewProgram`).
struct EditorSetupCommand: ParsableCommand {
    static let configuration = EditorSetupArguments.configuration

    @OptionGroup var arguments: EditorSetupArguments

    func run() throws { try PreviewProgram.run() }
}
