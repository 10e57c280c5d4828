import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowPreviewBuild
import ReflowPreviewHost
import ReflowPreviewRuntime

/// `reflow explain FILE.swift …`: the negotiation of the first preview of the files (another with
/// --preview), built and laid out in a preview process. `reflow` explains a gallery scene itself.
struct ExplainFilesCommand: ParsableCommand {
    static let configuration = ExplainArguments.configuration

    @OptionGroup var arguments: ExplainArguments

    func run() throws {
        let targets = arguments.targets
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
            PreviewOptions(preview: arguments.preview, explain: true, json: arguments.json,
                           size: arguments.window.size(or: .picture)))
        if status != 0 { throw ExitCode(status) }
    }
}
