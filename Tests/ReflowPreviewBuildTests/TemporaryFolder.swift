import Foundation
import XCTest

/// A folder of its own under the system's temporary folder, deleted with the test case.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        path = base + "/reflow-preview-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` to `relative` (folders made as needed) and gives the file's absolute path.
    @discardableResult
    func write(_ relative: String, _ contents: String = "// file\n") throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file, contents: Data(contents.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return file
    }

    func makeFolder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
