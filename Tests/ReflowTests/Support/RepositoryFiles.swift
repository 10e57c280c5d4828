import Foundation

/// The repository's own files, for the tests that check the code's shape and the docs' citations rather than
/// its behaviour (`Repository/`).
enum RepositoryFiles {
    /// The folder holding `Package.swift`, found upward from this file, wherever the tests are moved to.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The files under `folder` (relative to the root) whose names end in `suffix`, as paths relative to the
    /// root, sorted; build folders (`.build`, `.build-…`) are left out.
    static func paths(under folder: String, endingIn suffix: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let file as URL in walker {
            if file.lastPathComponent.hasPrefix(".build") { walker.skipDescendants(); continue }
            if file.lastPathComponent.hasSuffix(suffix) { found.append(relativePath(of: file)) }
        }
        return found.sorted()
    }

    /// The names of the folders directly inside `folder` (relative to the root), hidden ones left out.
    static func folders(in folder: String) throws -> [String] {
        let url = root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            return isFolder.boolValue && !name.hasPrefix(".")
        }.sorted()
    }

    /// The text of a file given relative to the root.
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Whether a path relative to the root names a file or a folder.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    private static func relativePath(of file: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }
}
