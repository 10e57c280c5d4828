import Foundation

/// What a language server needs to know SwiftUI in a folder of files that is not a package: a compilation
/// database (`compile_commands.json`, which sourcekit-lsp reads for a folder without a `Package.swift`), holding
/// for every file the compiler arguments a preview build uses (Reflow's modules as `SwiftUI`, the `#Preview`
/// macro's plugin, the implicit imports). With it, VS Code's Swift extension, Neovim and Emacs complete SwiftUI
/// names, jump to Reflow's declarations and show the compiler's errors as the preview would.
public enum EditorSetup {
    /// The file sourcekit-lsp reads at a workspace's root.
    public static let databaseName = "compile_commands.json"

    /// What `write` did.
    public enum Outcome: Equatable, Sendable {
        /// The database was written at this path.
        case written(String)
        /// A database not written by Reflow was there, and was kept.
        case keptOwn(String)
        /// The folder is a package, whose `Package.swift` the language server reads instead.
        case package(String)
    }

    /// The compilation database for `files` (absolute paths), each compiled with `arguments` (compiler first).
    static func database(files: [String], arguments: [String], directory: String) throws -> Data {
        let entries = files.map { ["directory": directory, "file": $0, "arguments": arguments] as [String: Any] }
        return try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// Writes the compilation database of `files` into `folder`, compiled as `builder` compiles them. A
    /// database already there is replaced only if Reflow wrote it (it names Reflow's macro plugin); a folder with
    /// a `Package.swift` gets none.
    public static func write(files: [String], into folder: String, builder: PreviewBuilder) throws -> Outcome {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder + "/Package.swift") { return .package(folder + "/Package.swift") }
        let path = folder + "/" + databaseName
        if let existing = manager.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(PreviewKit.pluginName) {
            return .keptOwn(path)
        }
        let data = try database(files: files, arguments: builder.compilationArguments(files: files), directory: folder)
        if manager.contents(atPath: path) != data { try data.write(to: URL(fileURLWithPath: path), options: .atomic) }
        return .written(path)
    }
}
