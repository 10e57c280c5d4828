import XCTest
@testable import ReflowPreviewBuild

/// `CompilerDiagnostic`: the headers of swiftc's output (`path:line:column: severity: message`), read out of the
/// source excerpts swiftc 6 prints under them.
final class CompilerDiagnosticTests: XCTestCase {
    /// What swiftc 6.3 printed for files in a folder whose name holds a space and a colon (captured from real
    /// runs of `swiftc -typecheck`, put together), with one header repeated as a batch build repeats it, and a
    /// line of the driver's.
    private let sample = """
        /tmp/diag sample:1/Tags.swift:2:9: warning: initialization of immutable value 'unused' was never used; \
        consider replacing with assignment to '_' or removing it [#no-usage]
        1 | func tags() -> [String] {
        2 |     let unused = 3
          |         `- warning: initialization of immutable value 'unused' was never used; consider replacing \
        with assignment to '_' or removing it [#no-usage]
        3 |     return []
        4 | }
        /tmp/diag sample:1/Other.swift:5:31: error: invalid redeclaration of 'm()'
        3 |     tags(1)
        4 | }
        5 | struct S { func m() {} ; func m() {} }
          |                 |             `- error: invalid redeclaration of 'm()'
          |                 `- note: 'm()' previously declared here
        6 |\u{20}

        /tmp/diag sample:1/Other.swift:3:10: error: argument passed to call that takes no arguments
        1 | func h() {
        2 |     let value = 3
        3 |     tags(1)
          |          `- error: argument passed to call that takes no arguments
        4 | }
        5 | struct S { func m() {} ; func m() {} }

        /tmp/diag sample:1/B.swift:2:5: error: 'old()' is unavailable
        1 | func use() {
        2 |     old()
          |     `- error: 'old()' is unavailable
        3 | }
        4 |\u{20}

        /tmp/diag sample:1/A.swift:2:6: note: 'old()' has been explicitly marked unavailable here
        1 | @available(*, unavailable)
        2 | func old() {}
          |      `- note: 'old()' has been explicitly marked unavailable here
        3 |\u{20}

        /tmp/diag sample:1/Other.swift:5:31: error: invalid redeclaration of 'm()'
        3 |     tags(1)
        4 | }
        5 | struct S { func m() {} ; func m() {} }
          |                 |             `- error: invalid redeclaration of 'm()'
          |                 `- note: 'm()' previously declared here
        6 |\u{20}
        error: emit-module command failed with exit code 1 (use -v to see invocation)

        """

    func testRealisticSwiftc6Output() {
        let folder = "/tmp/diag sample:1"
        XCTAssertEqual(CompilerDiagnostic.parse(sample), [
            CompilerDiagnostic(path: folder + "/Tags.swift", line: 2, column: 9, severity: .warning,
                               message: "initialization of immutable value 'unused' was never used; consider "
                                   + "replacing with assignment to '_' or removing it [#no-usage]"),
            CompilerDiagnostic(path: folder + "/Other.swift", line: 5, column: 31, severity: .error,
                               message: "invalid redeclaration of 'm()'"),
            CompilerDiagnostic(path: folder + "/Other.swift", line: 3, column: 10, severity: .error,
                               message: "argument passed to call that takes no arguments"),
            CompilerDiagnostic(path: folder + "/B.swift", line: 2, column: 5, severity: .error,
                               message: "'old()' is unavailable"),
            CompilerDiagnostic(path: folder + "/A.swift", line: 2, column: 6, severity: .note,
                               message: "'old()' has been explicitly marked unavailable here"),
        ])
    }

    func testPlainHeadersWithoutExcerpts() {
        let output = """
            Tags.swift:12:5: error: cannot find 'x' in scope
            Tags.swift:3:1: warning: 'old' is deprecated
            Chips.swift:7:20: note: did you mean 'y'?
            """
        XCTAssertEqual(CompilerDiagnostic.parse(output), [
            CompilerDiagnostic(path: "Tags.swift", line: 12, column: 5, severity: .error,
                               message: "cannot find 'x' in scope"),
            CompilerDiagnostic(path: "Tags.swift", line: 3, column: 1, severity: .warning, message: "'old' is deprecated"),
            CompilerDiagnostic(path: "Chips.swift", line: 7, column: 20, severity: .note, message: "did you mean 'y'?"),
        ])
    }

    func testPathsWithColonsThatLookLikePositions() {
        let output = "/work/b:12:3/x:y.swift:4:5: error: expected expression\n"
        XCTAssertEqual(CompilerDiagnostic.parse(output), [
            CompilerDiagnostic(path: "/work/b:12:3/x:y.swift", line: 4, column: 5, severity: .error,
                               message: "expected expression"),
        ])
    }

    func testDuplicateHeadersAreKeptOnce() {
        let header = "/p/Tags.swift:1:1: error: expected declaration"
        let other = "/p/Tags.swift:1:1: warning: expected declaration"
        XCTAssertEqual(CompilerDiagnostic.parse([header, header, other, header, other].joined(separator: "\n")), [
            CompilerDiagnostic(path: "/p/Tags.swift", line: 1, column: 1, severity: .error, message: "expected declaration"),
            CompilerDiagnostic(path: "/p/Tags.swift", line: 1, column: 1, severity: .warning, message: "expected declaration"),
        ])
    }

    func testLinesThatAreNotHeaders() {
        let output = """
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            [1/3] Compiling Tags.swift
            3 |     let s = "a:1:2: error: b"
              |             `- error: not a header
            Tags.swift:x:2: error: not a line number
            Tags.swift:2: error: no column
            : error: no path
            """
        XCTAssertEqual(CompilerDiagnostic.parse(output), [])
        XCTAssertEqual(CompilerDiagnostic.parse(""), [])
    }

    /// A message may itself hold another severity's marker: `#warning("TODO: error: fix")` is a warning.
    func testMessageHoldingAnotherSeverity() throws {
        let output = """
            /p/Tags.swift:5:10: warning: TODO: error: fix this
            /p/Tags.swift:6:1: note: see: warning: here
            """
        let expected = [
            CompilerDiagnostic(path: "/p/Tags.swift", line: 5, column: 10, severity: .warning,
                               message: "TODO: error: fix this"),
            CompilerDiagnostic(path: "/p/Tags.swift", line: 6, column: 1, severity: .note, message: "see: warning: here"),
        ]
        let parsed = CompilerDiagnostic.parse(output)
        XCTAssertEqual(parsed, expected)
    }

    func testSummary() {
        let diagnostic = CompilerDiagnostic(path: "/work/app/Sources/Tags.swift", line: 12, column: 5, severity: .error,
                                            message: "cannot find 'x' in scope")
        XCTAssertEqual(diagnostic.summary(), "/work/app/Sources/Tags.swift:12:5: error: cannot find 'x' in scope")
        XCTAssertEqual(diagnostic.summary(relativeTo: "/work/app"), "Sources/Tags.swift:12:5: error: cannot find 'x' in scope")
        XCTAssertEqual(diagnostic.summary(relativeTo: "/work/app/Sources"), "Tags.swift:12:5: error: cannot find 'x' in scope")
        // Only a folder of the path shortens it, not a name that begins the same.
        XCTAssertEqual(diagnostic.summary(relativeTo: "/work/ap"),
                       "/work/app/Sources/Tags.swift:12:5: error: cannot find 'x' in scope")
        XCTAssertEqual(diagnostic.summary(relativeTo: "/elsewhere"),
                       "/work/app/Sources/Tags.swift:12:5: error: cannot find 'x' in scope")
        let note = CompilerDiagnostic(path: "Tags.swift", line: 1, column: 2, severity: .note, message: "here")
        XCTAssertEqual(note.summary(relativeTo: "/work/app"), "Tags.swift:1:2: note: here")
        let warning = CompilerDiagnostic(path: "/work/app/A.swift", line: 3, column: 4, severity: .warning, message: "w")
        XCTAssertEqual(warning.summary(relativeTo: "/work/app"), "A.swift:3:4: warning: w")
    }

    func testSummaryOfAParsedHeaderGivesTheHeaderBack() {
        let header = "/tmp/diag sample:1/Other.swift:5:31: error: invalid redeclaration of 'm()'"
        XCTAssertEqual(CompilerDiagnostic.parse(header).map { $0.summary() }, [header])
    }
}
