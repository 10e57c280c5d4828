import Foundation
import XCTest
@testable import ReflowPreviewBuild

/// `SourceFiles`: the Swift files named on the command line, folders searched.
final class SourceFilesTests: XCTestCase {
    private var temporary: TemporaryFolder!

    override func setUpWithError() throws {
        temporary = try TemporaryFolder()
        // project/
        //   B.swift, a.swift, notes.txt
        //   Sub/C.swift, Sub/Deeper/D.swift, Sub/readme.md
        //   .hidden/H.swift, .build/debug/X.swift
        //   Empty/
        for file in ["B.swift", "a.swift", "Sub/C.swift", "Sub/Deeper/D.swift", ".hidden/H.swift", ".build/debug/X.swift"] {
            try temporary.write("project/" + file)
        }
        try temporary.write("project/notes.txt", "notes")
        try temporary.write("project/Sub/readme.md", "readme")
        _ = try temporary.makeFolder("project/Empty")
    }

    override func tearDown() { temporary = nil }

    private var root: String { temporary.path }
    private var project: String { temporary.path + "/project" }

    func testFolderIsSearchedRecursivelyAndSorted() throws {
        let files = try SourceFiles(arguments: ["project"], currentDirectory: root)
        // Sorted by path, byte by byte: "B" < "S" < "a". Hidden and .build folders are skipped.
        XCTAssertEqual(files.files, [
            project + "/B.swift",
            project + "/Sub/C.swift",
            project + "/Sub/Deeper/D.swift",
            project + "/a.swift",
        ])
        // The folder given and every folder a file is in are watched, each once.
        XCTAssertEqual(Set(files.folders), [project, project + "/Sub", project + "/Sub/Deeper"])
        XCTAssertEqual(files.folders.count, 3)
        XCTAssertEqual(files.folders.first, project)
    }

    func testFilesAreAbsoluteWhateverTheirSpelling() throws {
        let relative = try SourceFiles(arguments: ["Sub/../a.swift", "./Sub/C.swift"], currentDirectory: project)
        XCTAssertEqual(relative.files, [project + "/a.swift", project + "/Sub/C.swift"])
        XCTAssertEqual(relative.folders, [project, project + "/Sub"])
        let absolute = try SourceFiles(arguments: [project + "/Sub/Deeper/D.swift"], currentDirectory: "/")
        XCTAssertEqual(absolute.files, [project + "/Sub/Deeper/D.swift"])
        XCTAssertEqual(absolute.folders, [project + "/Sub/Deeper"])
    }

    func testFilesKeepTheOrderGivenAndDuplicatesAreRemoved() throws {
        let files = try SourceFiles(arguments: ["project/a.swift", "project", "./project/a.swift", "project/Sub"],
                                    currentDirectory: root)
        XCTAssertEqual(files.files, [
            project + "/a.swift",
            project + "/B.swift",
            project + "/Sub/C.swift",
            project + "/Sub/Deeper/D.swift",
        ])
        XCTAssertEqual(Set(files.folders), [project, project + "/Sub", project + "/Sub/Deeper"])
        XCTAssertEqual(files.folders.count, 3)
    }

    func testAFileInAHiddenFolderCanStillBeNamed() throws {
        let files = try SourceFiles(arguments: ["project/.hidden/H.swift"], currentDirectory: root)
        XCTAssertEqual(files.files, [project + "/.hidden/H.swift"])
    }

    func testMissingPathIsAnError() {
        XCTAssertThrowsError(try SourceFiles(arguments: ["project/Missing.swift"], currentDirectory: root)) { error in
            XCTAssertTrue("\(error)".contains("project/Missing.swift"), "\(error)")
        }
        XCTAssertThrowsError(try SourceFiles(arguments: ["project/a.swift", "nowhere"], currentDirectory: root)) { error in
            XCTAssertTrue("\(error)".contains("nowhere"), "\(error)")
        }
    }

    func testFileThatIsNotSwiftIsAnError() {
        XCTAssertThrowsError(try SourceFiles(arguments: ["project/notes.txt"], currentDirectory: root)) { error in
            XCTAssertTrue("\(error)".contains("notes.txt"), "\(error)")
        }
    }

    func testFolderWithoutSwiftFilesIsAnError() {
        XCTAssertThrowsError(try SourceFiles(arguments: ["project/Empty"], currentDirectory: root))
        XCTAssertThrowsError(try SourceFiles(arguments: [], currentDirectory: root))
    }
}
