import Foundation

/// The copies of the user's files that a preview build compiles when it reads literals at run time: each
/// file with its literals as `__designTime…` calls (`LiteralFile.rewritten`), under the same name in a
/// folder of the build, so that `#fileID` and every line are the file's own (docs/preview-reloads.md).
struct RewrittenSources {
    /// The user's files, their copies, and the literals of each (by the user's path).
    let originals: [String]
    let copies: [String]
    let literals: [String: LiteralFile]

    /// Writes the copies of `originals`, whose texts are `sources`, into `folder`; the literals on a file's
    /// `excluded` lines stay literals.
    static func write(originals: [String], sources: [String], into folder: String,
                      excluded: [String: Set<Int>]) -> RewrittenSources {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var copies: [String] = [], literals: [String: LiteralFile] = [:]
        for (path, source) in zip(originals, sources) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let file = LiteralFile.scan(source: source, fileName: name, excludedLines: excluded[path] ?? [])
            let copy = folder + "/" + name
            _ = FileManager.default.createFile(atPath: copy, contents: Data(file.rewritten(source).utf8))
            copies.append(copy)
            literals[path] = file
        }
        return RewrittenSources(originals: originals, copies: copies, literals: literals)
    }

    /// Whether a file has a syntax error: its errors are the user's, whatever the literals.
    var hasSyntaxErrors: Bool { literals.values.contains { $0.hasSyntaxErrors } }

    /// The compiler's output as the user's files would have given it: each diagnostic's header names the
    /// user's file at the column of its own text, and the source excerpts under headers, which show the
    /// copies' text, are left out.
    func userOutput(_ output: String) -> String {
        guard !output.isEmpty else { return output }
        let byCopy = Dictionary(zip(copies, originals)) { first, _ in first }
        var lines: [Substring] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if Self.isExcerpt(line) { continue }
            guard let diagnostic = CompilerDiagnostic(header: line), let original = byCopy[diagnostic.path],
                  let file = literals[original] else {
                lines.append(line)
                continue
            }
            let column = file.originalColumn(line: diagnostic.line, column: diagnostic.column)
            var mapped = diagnostic
            mapped.path = original
            mapped.column = column
            lines.append(Substring(mapped.summary()))
        }
        return lines.joined(separator: "\n")
    }

    /// The lines of each user file where an error of `diagnostics` falls on a literal read at run time: where
    /// a call in place of the literal may be what did not compile (a `Character` from a string literal, an
    /// expression too complex for the type checker with calls in it).
    func linesWithLiteralErrors(_ diagnostics: [CompilerDiagnostic]) -> [String: Set<Int>] {
        let byCopy = Dictionary(zip(copies, originals)) { first, _ in first }
        var found: [String: Set<Int>] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let original = byCopy[diagnostic.path], let file = literals[original],
                  file.sites.contains(where: { $0.line == diagnostic.line }) else { continue }
            found[original, default: []].insert(diagnostic.line)
        }
        return found
    }

    /// "12 | let x = 8", "   |     `- error: …", "   :": the compiler's source excerpts (Swift's diagnostic
    /// style), which would show the copies' text.
    private static func isExcerpt(_ line: Substring) -> Bool {
        var rest = Substring(line)
        for skipped in [{ (c: Character) in c == " " }, { $0.isNumber }, { $0 == " " }] {
            while let first = rest.first, skipped(first) { rest = rest.dropFirst() }
        }
        return rest.hasPrefix("|") || (rest == ":" && line.count > 1)
    }
}
