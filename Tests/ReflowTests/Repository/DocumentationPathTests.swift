import Foundation
import XCTest

/// The map a newcomer reads, `README.md` and `docs/`, checks itself: every repository path it cites exists,
/// and every folder of `Sources/Reflow` (its tiers and their folders) has a row in the README's table. Files
/// move; these tests fail until the docs follow.
final class DocumentationPathTests: XCTestCase {
    /// Names a doc gives as examples of a user's own files, not files of this repository, and paths in other
    /// projects, each with where it is cited.
    private let notInTheRepository: Set<String> = [
        "MyApp.swift", "ContentView.swift",  // README: an app folder a user previews
        "Tags.swift",                         // README: a user's file in a preview's heads-up line
        "ReflowPreviewEntry.swift",           // docs/app-rules.md: the file a preview build generates
        "compile_commands.json", "FOLDER/compile_commands.json",  // README: what `reflow editor-setup` writes
        // Folders of the projects docs/layout-rules.md and docs/ios-metrics.md take evidence from.
        "Sources/OpenSwiftUICore", "Sources/OpenSwiftUICore/", "OpenSwiftUI/", "packages/flutter/lib/src/cupertino/",
        // docs/text-rules.md §8: the iOS 26 Dynamic Type dump in Vercantez/openuikit.
        "Sources/OpenUIKit/Resources/dynamic_type.json",
    ]

    private var documents: [String] { ["README.md"] + RepositoryFiles.paths(under: "docs", endingIn: ".md") }

    func testEveryCitedPathExists() throws {
        let index = RepositoryIndex()
        XCTAssertGreaterThan(documents.count, 10, "the docs were found")
        var missing: [String] = []
        var checked = 0
        for document in documents {
            let text = try RepositoryFiles.text(of: document)
            for citation in Self.citations(in: text) where !notInTheRepository.contains(citation.path) {
                checked += 1
                if !index.resolves(citation.path, from: document, isLink: citation.isLink) {
                    missing.append("\(document): \(citation.path)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 200, "the citations were found")
        XCTAssertEqual(missing, [], "cited paths that do not exist")
    }

    func testEveryDocACommentCitesExists() throws {
        // Code cites its rules as "docs/layout-rules.md §N": the doc must be there to read.
        let citation = try NSRegularExpression(pattern: #"docs/[A-Za-z0-9_-]+\.md"#)
        var missing: Set<String> = []
        var checked = 0
        for file in ["Sources", "Tests", "Scripts", "Benchmarks"].flatMap({ RepositoryFiles.paths(under: $0, endingIn: ".swift") }) {
            let text = try RepositoryFiles.text(of: file)
            for match in citation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let doc = String(text[Range(match.range, in: text)!])
                checked += 1
                if !RepositoryFiles.exists(doc) { missing.insert("\(file): \(doc)") }
            }
        }
        XCTAssertGreaterThan(checked, 50, "the citations were found")
        XCTAssertEqual(missing.sorted(), [], "comments cite docs that do not exist")
    }

    func testEveryFolderOfTheEngineLibraryHasARowInTheReadme() throws {
        let readme = try RepositoryFiles.text(of: "README.md")
        let tableCells = Set(readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { line in
            // The first cell of a row: its backticked paths.
            Self.citations(in: String(line.split(separator: "|").first ?? "")).map(\.path)
        })
        var folders: [String] = []
        for tier in try RepositoryFiles.folders(in: "Sources/Reflow") where tier != "Reflow.docc" {
            folders.append(tier + "/")
            for folder in try RepositoryFiles.folders(in: "Sources/Reflow/" + tier) { folders.append("\(tier)/\(folder)/") }
        }
        XCTAssertGreaterThan(folders.count, 20)
        XCTAssertEqual(folders.filter { !tableCells.contains($0) }, [], "folders of Sources/Reflow without a row in README.md's table")
    }

    func testNoDocumentCitesAFileOutsideTheRepository() throws {
        // What a doc leans on lives in the repository, in our words: a reader of the repository cannot open
        // an absolute path of this machine.
        for document in documents {
            let text = try RepositoryFiles.text(of: document)
            for marker in ["/work/", "shared/reference"] {
                XCTAssertFalse(text.contains(marker), "\(document) cites \(marker)…, outside the repository")
            }
        }
        let comments = RepositoryFiles.paths(under: "Sources", endingIn: ".swift")
        for file in comments {
            XCTAssertFalse(try RepositoryFiles.text(of: file).contains("/work/shared"), "\(file) cites /work/shared")
        }
    }

    func testTheCheckFindsCitationsAndMissesWhatIsNotAPath() {
        let text = """
            See [layout rules](docs/layout-rules.md#stacks) and `Engine/Pass/Sizing.swift`, the `Containers/`
            folder, `reflow preview --size 400x300`, `Text("a/b")` and `x.swift` in prose.
            ```
            `Inside/ACodeBlock.swift`
            ```
            """
        let found = Self.citations(in: text).map(\.path)
        XCTAssertEqual(found, ["docs/layout-rules.md", "Engine/Pass/Sizing.swift", "Containers/", "x.swift"])
        let index = RepositoryIndex()
        XCTAssertTrue(index.resolves("Engine/Pass/Sizing.swift", from: "README.md", isLink: false))
        XCTAssertTrue(index.resolves("layout-rules.md", from: "docs/engine-walk.md", isLink: true))
        XCTAssertFalse(index.resolves("Host/DisplayList.swift", from: "docs/engine-walk.md", isLink: false),
                       "a file that moved away is not found")
        XCTAssertFalse(index.resolves("Trapezoids.swift", from: "docs/engine-walk.md", isLink: false))
    }

    // MARK: Reading citations

    struct Citation: Equatable {
        let path: String
        let isLink: Bool
    }

    private static let extensions = ["swift", "md", "sh", "py", "png", "conf", "json", "h", "modulemap", "c"]
    private static let fencedBlock = try! NSRegularExpression(pattern: "```[\\s\\S]*?```")
    private static let link = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    private static let code = try! NSRegularExpression(pattern: "`([^`\\s]+)`")

    /// The repository paths a Markdown text cites: relative link targets, and code spans that read as a path
    /// (a folder ending in `/`, a file with a known extension, or a path from a top-level folder). Fenced code
    /// blocks (commands, Swift examples) are left out.
    static func citations(in markdown: String) -> [Citation] {
        let text = fencedBlock.stringByReplacingMatches(
            in: markdown, range: NSRange(markdown.startIndex..., in: markdown), withTemplate: "")
        var found: [(Int, Citation)] = []
        let range = NSRange(text.startIndex..., in: text)
        for match in link.matches(in: text, range: range) {
            let target = String(text[Range(match.range(at: 1), in: text)!])
            guard !target.hasPrefix("http"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
            let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
            if !path.isEmpty { found.append((match.range.location, Citation(path: path, isLink: true))) }
        }
        for match in code.matches(in: text, range: range) {
            let span = String(text[Range(match.range(at: 1), in: text)!])
            if readsAsPath(span) { found.append((match.range.location, Citation(path: span, isLink: false))) }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private static func readsAsPath(_ span: String) -> Bool {
        // Absolute paths are the user's machine's (`/usr/share/…`), the rest are not paths at all.
        if span.hasPrefix("/") || span.hasPrefix("-") || span.hasPrefix(".") || span.hasPrefix("$") || span.hasPrefix("~") {
            return false
        }
        if span.contains(where: { "*<>…{}=()\"',:;@".contains($0) }) { return false }
        if span.hasSuffix("/") { return span.first?.isLetter == true }
        if let dot = span.lastIndex(of: "."), extensions.contains(String(span[span.index(after: dot)...])) { return true }
        let topLevel = ["Sources/", "Tests/", "Scripts/", "Benchmarks/", "Examples/", "Resources/", "docs/"]
        return topLevel.contains { span.hasPrefix($0) }
    }

    /// The repository's files and folders (build folders left out), to resolve citations against.
    struct RepositoryIndex {
        private(set) var files: Set<String> = []
        private(set) var folders: Set<String> = []
        private var fileNames: Set<String> = []

        init() {
            for top in ["Sources", "Tests", "Scripts", "Benchmarks", "Examples", "Resources", "docs", ".ci"] {
                for file in RepositoryFiles.paths(under: top, endingIn: "") { add(file) }
            }
            for file in (try? FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.root.path)) ?? [] {
                add(file)
            }
        }

        private mutating func add(_ path: String) {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: RepositoryFiles.root.appendingPathComponent(path).path, isDirectory: &isFolder)
            if isFolder.boolValue { folders.insert(path) } else {
                files.insert(path)
                fileNames.insert((path as NSString).lastPathComponent)
            }
        }

        /// Whether `path`, cited in `document`, names a file or folder: a link relative to the document; a code
        /// span relative to the root, the document, `Sources/Reflow` or `Sources`, or else, for a path of
        /// several parts, the end of some path of the repository (a module's own `Window/XWindow.swift`), and
        /// for a bare file name, a file of that name anywhere.
        func resolves(_ path: String, from document: String, isLink: Bool) -> Bool {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            let documentFolder = (document as NSString).deletingLastPathComponent
            let bases = isLink ? [documentFolder] : ["", documentFolder, "Sources/Reflow", "Sources"]
            for base in bases {
                let candidate = ((base.isEmpty ? trimmed : base + "/" + trimmed) as NSString).standardizingPath
                if files.contains(candidate) || folders.contains(candidate) { return true }
            }
            guard !isLink else { return false }
            if !trimmed.contains("/") { return !path.hasSuffix("/") && fileNames.contains(trimmed) }
            let suffix = "/" + trimmed
            return files.contains { $0.hasSuffix(suffix) } || folders.contains { $0.hasSuffix(suffix) }
        }
    }
}
