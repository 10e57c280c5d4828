import ArgumentParser
import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowPreviewHost

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
