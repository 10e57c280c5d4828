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
                // A link that loops is not "no such file": say what it is (SourceLimits).
                if let problem = SourceLimits.problem(with: path), problem.hasPrefix("a symbolic link") {
                    throw PreviewBuildError("\(argument): \(problem)")
                }
                throw PreviewBuildError("\(argument): no such file or folder")
            }
            if isFolder.boolValue {
                folders.append(path)
                let found = try Self.swiftFiles(in: path, named: argument)
                files += found
                folders += found.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            } else {
                guard path.hasSuffix(".swift") else { throw PreviewBuildError("\(argument): not a .swift file") }
                if let problem = SourceLimits.problem(with: path) { throw PreviewBuildError("\(argument): \(problem)") }
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

    /// The Swift files in `folder` (as the command line `named` it), each checked (`SourceLimits`); throws
    /// the first file's problem, or when the folder holds more files than a preview takes.
    static func swiftFiles(in folder: String, named: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        var searched = 0
        for case let url as URL in enumerator {
            searched += 1
            guard searched <= SourceLimits.mostEntriesSearched else {
                throw PreviewBuildError("\(named): more than \(SourceLimits.mostEntriesSearched) files and folders to "
                    + "search; name the Swift files, or a smaller folder")
            }
            if ["build", ".build", "DerivedData"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            found.append(url.standardizedFileURL.path)
            guard found.count <= SourceLimits.mostFiles else {
                throw PreviewBuildError("\(named): more than \(SourceLimits.mostFiles) Swift files; reflow preview "
                    + "takes at most \(SourceLimits.mostFiles): name the files, or a smaller folder")
            }
        }
        for path in found {
            if let problem = SourceLimits.problem(with: path) {
                throw PreviewBuildError("\(path.hasPrefix(folder + "/") ? named + "/" + path.dropFirst(folder.count + 1) : path): \(problem)")
            }
        }
        return found.sorted()
    }
}
