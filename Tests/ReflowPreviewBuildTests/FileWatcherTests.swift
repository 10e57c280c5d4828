import Foundation
import XCTest
@testable import ReflowPreviewBuild

/// `FileWatcher`: the Swift files saved in watched folders, however an editor saves them. inotify queues an
/// event while the call that causes it runs, so `changedFiles()` sees it at once.
final class FileWatcherTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: String!
    private var tags: String!
    private var watcher: FileWatcher!

    override func setUpWithError() throws {
        temporary = try TemporaryFolder()
        folder = try temporary.makeFolder("Sources")
        tags = try temporary.write("Sources/Tags.swift", "struct Tags {}\n")
        watcher = try FileWatcher(folders: [folder])
        XCTAssertEqual(watcher.changedFiles(), [])
    }

    override func tearDown() {
        watcher = nil
        temporary = nil
    }

    /// Opens `path` for writing (truncating it, as an editor that saves in place does), writes and closes.
    private func writeInPlace(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        XCTAssertEqual(written, text.utf8.count)
        XCTAssertEqual(close(descriptor), 0)
    }

    func testWriteInPlaceThenClose() throws {
        try writeInPlace(tags, "struct Tags { var a = 1 }\n")
        XCTAssertEqual(watcher.changedFiles(), [tags])
        // Read once: nothing is left over.
        XCTAssertEqual(watcher.changedFiles(), [])
    }

    func testWriteToATemporaryFileRenamedOverTheOriginal() throws {
        // As vim and most IDEs save: a new file beside the old one, renamed over it.
        let temporaryFile = try temporary.write("Sources/Tags.swift.tmp", "struct Tags { var b = 2 }\n")
        XCTAssertEqual(rename(temporaryFile, tags), 0)
        XCTAssertEqual(watcher.changedFiles(), [tags])
        XCTAssertEqual(try String(contentsOfFile: tags, encoding: .utf8), "struct Tags { var b = 2 }\n")

        // A hidden temporary file, as some editors name theirs, is not a file of the user's either.
        let hidden = try temporary.write("Sources/.Tags.swift", "struct Tags { var c = 3 }\n")
        XCTAssertEqual(rename(hidden, tags), 0)
        XCTAssertEqual(watcher.changedFiles(), [tags])
    }

    func testAtomicWriteThroughFoundation() throws {
        try Data("struct Tags { var d = 4 }\n".utf8).write(to: URL(fileURLWithPath: tags), options: .atomic)
        XCTAssertEqual(watcher.changedFiles(), [tags])
    }

    func testNewFileInTheFolder() throws {
        let new = try temporary.write("Sources/Chips.swift", "struct Chips {}\n")
        // Created, written and closed: one path.
        XCTAssertEqual(watcher.changedFiles(), [new])
    }

    func testRemovedAndRenamedFiles() throws {
        let chips = try temporary.write("Sources/Chips.swift")
        _ = watcher.changedFiles()
        try FileManager.default.removeItem(atPath: chips)
        XCTAssertEqual(watcher.changedFiles(), [chips])
        let renamed = folder + "/Renamed.swift"
        XCTAssertEqual(rename(tags, renamed), 0)
        XCTAssertEqual(Set(watcher.changedFiles()), [tags, renamed])
    }

    func testFilesThatAreNotSwiftAreIgnored() throws {
        try temporary.write("Sources/notes.txt", "notes")
        try temporary.write("Sources/Tags.swift~", "backup")
        try temporary.write("Sources/.Tags.swift.swp", "swap")
        try temporary.write("Sources/4913", "")
        try temporary.write("Sources/Tags.swiftx", "")
        _ = try temporary.makeFolder("Sources/Folder.swift.d")
        XCTAssertEqual(watcher.changedFiles(), [])
    }

    func testEachPathOnce() throws {
        try writeInPlace(tags, "struct Tags { var a = 1 }\n")
        try writeInPlace(tags, "struct Tags { var a = 2 }\n")
        let chips = try temporary.write("Sources/Chips.swift")
        try writeInPlace(chips, "struct Chips { var a = 3 }\n")
        try writeInPlace(tags, "struct Tags { var a = 4 }\n")
        let changed = watcher.changedFiles()
        XCTAssertEqual(changed.count, 2, "\(changed)")
        XCTAssertEqual(Set(changed), [tags, chips])
    }

    func testOnlyWatchedFoldersUntilAdded() throws {
        let sub = try temporary.makeFolder("Sources/Sub")
        _ = watcher.changedFiles()
        let inner = try temporary.write("Sources/Sub/Inner.swift")
        let outside = try temporary.write("Elsewhere.swift")
        XCTAssertEqual(watcher.changedFiles(), [])
        watcher.add(sub)
        watcher.add(sub)
        try writeInPlace(inner, "struct Inner {}\n")
        try writeInPlace(outside, "struct Outside {}\n")
        XCTAssertEqual(watcher.changedFiles(), [inner])
    }

    func testSeveralFoldersAtOnce() throws {
        let other = try temporary.makeFolder("Other")
        let watcher = try FileWatcher(folders: [folder, other, folder])
        let a = try temporary.write("Other/A.swift")
        try writeInPlace(tags, "struct Tags { var e = 5 }\n")
        XCTAssertEqual(Set(watcher.changedFiles()), [a, tags])
    }

    func testDescriptorIsReadableWhenSomethingHappened() throws {
        var poller = pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&poller, 1, 0), 0)
        try writeInPlace(tags, "struct Tags { var f = 6 }\n")
        XCTAssertEqual(poll(&poller, 1, 1000), 1)
        XCTAssertEqual(watcher.changedFiles(), [tags])
    }
}
