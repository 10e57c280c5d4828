import Foundation
@_spi(Preview) import Reflow
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// Numbers dragged in the layout inspector (issue 30, item 5): the preview process tells what each literal of
/// the running files is (`literalCatalog`), and writes back into the user's file each value the inspector
/// settles on. The file watcher then sees an ordinary save, which comes back as a tier-0 reload of values the
/// preview shows already.
extension PreviewApp {
    /// How long the keys that step a literal must pause before its value is written: one save for a run of
    /// presses, not one each.
    static let steppedWriteDelay = 0.6

    /// Tells `child` what the numeric literals of `files` (by path) are, as the files are now.
    func sendCatalog(to child: PreviewChild, files: [String: LiteralFile]) {
        var literals: [DesignTimeLiteral] = []
        for (path, file) in files {
            let name = URL(fileURLWithPath: path).lastPathComponent
            for site in file.sites where site.kind == .integer || site.kind == .float {
                literals.append(DesignTimeLiteral(key: site.key, role: site.role, file: name, line: site.line,
                                                  column: site.column, value: DesignTimeValues.Value(site.value)))
            }
        }
        child.send(.literalCatalog(literals))
    }

    /// The preview settled a literal on a new value (a drag let go: written now) or stepped it (a key: written
    /// once the keys pause). Edits of one literal in a row are written as one, from the first's old value.
    func literalEdited(_ edit: DesignTimeEdit) {
        var edit = edit
        if let earlier = pendingLiteralEdits[edit.key] { edit.from = earlier.from }
        pendingLiteralEdits[edit.key] = edit
        literalEditGeneration += 1
        if edit.phase == .settled { return writePendingLiterals() }
        let generation = literalEditGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.steppedWriteDelay) { [weak self] in
            guard let self, literalEditGeneration == generation else { return }
            writePendingLiterals()
        }
    }

    /// Writes every literal edit not yet written into its file.
    func writePendingLiterals() {
        let edits = pendingLiteralEdits.values.sorted { $0.key < $1.key }
        pendingLiteralEdits = [:]
        for edit in edits where edit.from != edit.to {
            // "Tags.swift:3.2": the file's name, then the literal's place in it.
            guard let colon = edit.key.lastIndex(of: ":") else { continue }
            let name = String(edit.key[..<colon])
            guard let path = self.files.files.first(where: { URL(fileURLWithPath: $0).lastPathComponent == name }) else {
                Diagnostics.write("reflow: the literal \(edit.key) is in no file previewed; not written")
                continue
            }
            let excluded = current?.literals[path]?.excludedLines ?? []
            let result = LiteralWriter.write(path: path, key: edit.key, from: LiteralValue(edit.from),
                                             to: LiteralValue(edit.to), excludedLines: excluded)
            if case .failure(let refusal) = result {
                Diagnostics.write("reflow: the new value of a literal was not written to \(path): \(refusal)")
            }
        }
    }
}
