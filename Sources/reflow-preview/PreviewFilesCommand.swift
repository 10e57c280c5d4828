import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowPreviewBuild
import ReflowPreviewHost

/// `reflow preview FILE.swift …`: the previews of your own files in a window that reloads on save.
struct PreviewFilesCommand: ParsableCommand {
    static let configuration = PreviewFilesArguments.configuration

    @OptionGroup var arguments: PreviewFilesArguments

    func run() throws {
        if arguments.sandboxReport { throw ExitCode(SandboxReport(trust: arguments.sandbox.trust).print()) }
        let paths = arguments.paths, window = arguments.window
        let (files, builder) = try previewedFiles(paths)
        if let snapshot = arguments.snapshot {
            throw ExitCode(PreviewChildRun(builder: builder, files: files.files, trust: arguments.sandbox.trust).writeSnapshot(
                to: snapshot, size: window.size(or: .picture), preview: arguments.preview,
                variants: arguments.variants?.rawValue))
        }
        // A folder previewed is a folder being edited: its editor learns SwiftUI (`reflow editor-setup`).
        EditorDatabases.writeForPreview(arguments: paths, files: files.files, builder: builder)
        var options = PreviewAppOptions(size: window.size(or: .window), preview: arguments.preview,
                                        present: arguments.present, inspect: arguments.inspect)
        options.animatesLiterals = arguments.animateLiterals
        options.keys = arguments.keys
        options.variants = arguments.variants?.rawValue
        options.presenterWindow = arguments.presenterWindow
        options.minutes = arguments.minutes
        options.trust = arguments.sandbox.trust
        do {
            try PreviewApp(files: files, arguments: paths, builder: builder, options: options).run()
        } catch {
            Diagnostics.write("\(error)")
            throw ExitCode(1)
        }
    }
}
