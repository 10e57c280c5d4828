/// One diagnostic of the compiler's, read from its output: `path:line:column: error: message`.
public struct CompilerDiagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// "Tags.swift:12:5: error: cannot find 'x' in scope", with the path shortened by `relativeTo`'s prefix.
    public func summary(relativeTo folder: String? = nil) -> String {
        var shown = path
        if let folder, path.hasPrefix(folder + "/") { shown = String(path.dropFirst(folder.count + 1)) }
        return "\(shown):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// The diagnostics in the compiler's output, in order, each once (the compiler's source excerpts, which
    /// repeat the message under a caret, are not headers and are skipped).
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard let diagnostic = CompilerDiagnostic(header: line), !found.contains(diagnostic) else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// Reads a header line; nil for anything else. The path may itself hold colons and the message may name
    /// a severity again ("TODO: error: …"), so the header's severity is the first marker after which the
    /// line's start reads as `path:line:column`.
    init?(header line: Substring) {
        let markers = [Severity.error, .warning, .note].flatMap { severity in
            line.ranges(of: ": \(severity.rawValue): ").map { (range: $0, severity: severity) }
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for marker in markers {
            let location = line[..<marker.range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            // "macro expansion #Preview:7:5: error: …" repeats, inside the expansion, an error already reported
            // at its place in the file.
            guard !path.isEmpty, !path.hasPrefix(" "), !path.contains("|"), !path.hasPrefix("macro expansion ")
            else { return nil }
            self.init(path: path, line: lineNumber, column: column, severity: marker.severity,
                      message: String(line[marker.range.upperBound...]))
            return
        }
        return nil
    }
}
