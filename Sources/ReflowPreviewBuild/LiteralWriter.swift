import Foundation

/// Writes a literal's new value, chosen in the layout inspector, into the user's file (issue 30, item 5): the
/// literal's bytes are replaced and every other byte stays as it was, and the file is replaced as editors
/// replace it (a new file renamed over it), so that the file watcher sees an ordinary save.
public enum LiteralWriter {
    /// Why a value was not written.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The file has no literal with the key (it changed since the preview's build).
        case noLiteral(String)
        /// The literal there holds another value than the one the edit started from: the file changed meanwhile.
        case changed(key: String, found: String)
        /// The new value is not of the literal's kind (an integer literal given 2.5).
        case kindMismatch(String)
        case unreadable(String)
        case unwritable(String)

        public var description: String {
            switch self {
            case .noLiteral(let key): return "no literal \(key) in the file as it is now"
            case .changed(let key, let found): return "the literal \(key) is \(found) in the file now"
            case .kindMismatch(let key): return "the new value of \(key) is not of the literal's kind"
            case .unreadable(let path): return "cannot read \(path)"
            case .unwritable(let reason): return reason
            }
        }
    }

    /// `source` (the file called `fileName`) with the literal `key` changed from `from` to `to`: a fresh scan of
    /// the text finds the literal's range, which must hold `from` still.
    public static func edited(_ source: String, fileName: String, key: String, from: LiteralValue, to: LiteralValue,
                              excludedLines: Set<Int> = []) -> Result<String, Refusal> {
        let file = LiteralFile.scan(source: source, fileName: fileName, excludedLines: excludedLines)
        guard let site = file.sites.first(where: { $0.key == key }) else { return .failure(.noLiteral(key)) }
        guard site.value == from else { return .failure(.changed(key: key, found: site.text)) }
        guard let text = text(of: to, kind: site.kind) else { return .failure(.kindMismatch(key)) }
        var bytes = Array(source.utf8)
        bytes.replaceSubrange(site.range, with: Array(text.utf8))
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Edits the file at `path` as `edited` does and replaces it: the new text goes to a file beside it, with
    /// the old one's permissions, which is then renamed over it.
    public static func write(path: String, key: String, from: LiteralValue, to: LiteralValue,
                             excludedLines: Set<Int> = []) -> Result<Void, Refusal> {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return .failure(.unreadable(path)) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        switch edited(source, fileName: name, key: key, from: from, to: to, excludedLines: excludedLines) {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let text):
            let url = URL(fileURLWithPath: path)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(name).reflow-\(getpid())")
            let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber
            do {
                try Data(text.utf8).write(to: temporary)
                if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path) }
                guard rename(temporary.path, path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    try? FileManager.default.removeItem(at: temporary)
                    return .failure(.unwritable("cannot replace \(path): \(reason)"))
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                return .failure(.unwritable("cannot write beside \(path): \(error.localizedDescription)"))
            }
            return .success(())
        }
    }

    /// The literal's new text: an integer as digits, a float with a point (`12.0`, not `12`, which would be read
    /// as an integer literal and change the code's meaning where the type is inferred).
    static func text(of value: LiteralValue, kind: LiteralSite.Kind) -> String? {
        switch (value, kind) {
        case (.integer(let number), .integer): return String(number)
        case (.float(let number), .float) where number.isFinite: return String(number)
        case (.integer(let number), .float): return String(Double(number))
        default: return nil
        }
    }
}
