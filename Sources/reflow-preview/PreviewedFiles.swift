import ArgumentParser
import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowPreviewHost
import ReflowPreviewRuntime

/// The files a preview command was given, with a builder for them and their asset catalogs and fonts made known
/// to the preview process; when they cannot be had, says why on standard error and ends with status 1.
func previewedFiles(_ paths: [String]) throws -> (files: SourceFiles, builder: PreviewBuilder) {
    do {
        let files = try SourceFiles(arguments: paths)
        let builder = try PreviewBuilds.builder(for: files.files)
        PreviewAssetCatalogs.export(for: files.files)
        PreviewFonts.export(for: files.files)
        return (files, builder)
    } catch {
        Diagnostics.write("reflow: \(error)")
        throw ExitCode(1)
    }
}

/// Builds the files `targets` name and runs one preview process of the build with `options` (`reflow explain`,
/// `sweep` and `record` on files), its output going to this process's; ends with its exit status when that is
/// not 0; in the sandbox unless `trust`. A lone target that is neither a file nor a folder was meant as a gallery scene: said so.
func runPreviewProcess(_ targets: [String], options: PreviewOptions, trust: Bool) throws {
    if targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]) {
        Diagnostics.write("reflow: no file, folder or scene named '\(targets[0])'; 'reflow --list' prints the scenes")
        throw ExitCode(1)
    }
    let (files, builder) = try previewedFiles(targets)
    let status = PreviewChildRun(builder: builder, files: files.files, trust: trust).run(options)
    if status != 0 { throw ExitCode(status) }
}
