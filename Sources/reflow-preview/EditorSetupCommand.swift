import ArgumentParser
import Foundation
import Reflow
import ReflowCommandLine
import ReflowPreviewBuild
import ReflowPreviewHost

/// `reflow editor-setup FOLDER`: what an editor's language server needs to know SwiftUI in a folder of files.
struct EditorSetupCommand: ParsableCommand {
    static let configuration = EditorSetupArguments.configuration

    @OptionGroup var arguments: EditorSetupArguments

    func run() throws {
        let paths = arguments.paths
        do {
            let files = try SourceFiles(arguments: paths)
            let builder = try PreviewBuilds.builder(for: files.files)
            for folder in EditorDatabases.folders(of: paths) {
                print(EditorDatabases.describe(try EditorSetup.write(files: files.files, into: folder, builder: builder)))
            }
        } catch {
            Diagnostics.write("reflow: \(error)")
            throw ExitCode(1)
        }
    }
}

/// The editor databases `reflow preview` and `reflow editor-setup` write.
enum EditorDatabases {
    /// The folders among `paths` (absolute), and the folders of the files among them.
    static func folders(of paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.compactMap { argument in
            let url = URL(fileURLWithPath: argument).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
            let folder = isFolder.boolValue ? url.path : url.deletingLastPathComponent().path
            return seen.insert(folder).inserted ? folder : nil
        }
    }

    /// One line for what was done.
    static func describe(_ outcome: EditorSetup.Outcome) -> String {
        switch outcome {
        case .written(let path): return "reflow: wrote \(path) for your editor's language server (sourcekit-lsp)"
        case .keptOwn(let path): return "reflow: kept \(path), which Reflow did not write"
        case .package(let path): return "reflow: \(path) is there; the language server reads the package"
        }
    }

    /// Writes the database for the folders given to `reflow preview` (a folder, not single files: a file
    /// given alone leaves its folder as it was), saying so on standard error; a failure is said, not fatal.
    static func writeForPreview(arguments: [String], files: [String], builder: PreviewBuilder) {
        let folders = arguments.compactMap { argument -> String? in
            var isFolder: ObjCBool = false
            let path = URL(fileURLWithPath: argument).standardizedFileURL.path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : nil
        }
        for folder in folders {
            do {
                _ = try EditorSetup.write(files: files, into: folder, builder: builder)
            } catch {
                Diagnostics.write("reflow: could not write \(folder)/\(EditorSetup.databaseName) for your editor: \(error)")
            }
        }
    }
}
