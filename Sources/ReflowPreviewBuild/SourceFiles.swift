import Foundation

/// The Swift files named on the command line: files as given, folders searched for `.swift` files (hidden
/// folders and build folders skipped), each file once, in the order given and by path within a folder.
public struct SourceFiles: Equatable, Sendable {
    /// Absolute paths.
    public var files: [String]
    /// The folders to watch: every file's folder, and the folders given (a file added there joins in).
    public var folders: [String]

    public init(arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) throws {
        let manager = FileManager.default
        var files: [String] = []
        var folders: [String] = []
        for argument in arguments {
            let path = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: currentDirectory))
                .standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw PreviewBuildError("\(argument): no such file or folder")
            }
            if isFolder.boolValue {
                folders.append(path)
                let found = Self.swiftFiles(in: path)
                files += found
                folders += found.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            } else {
                guard path.hasSuffix(".swift") else { throw PreviewBuildError("\(argument): not a .swift file") }
                files.append(path)
                folders.append(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            }
        }
        var seen = Set<String>()
        self.files = files.filter { seen.insert($0).inserted }
        var seenFolders = Set<String>()
        self.folders = folders.filter { seenFolders.insert($0).inserted }
        guard !self.files.isEmpty else { throw PreviewBuildError("no .swift files in " + arguments.joined(separator: ", ")) }
    }

    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            if ["build", ".build", "DerivedData"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { found.append(url.standardizedFileURL.path) }
        }
        return found.sorted()
    }
}
