import Foundation
import XCTest

/// `Sources/Reflow` has three tiers: `Engine/` (the view protocol and the build, the layout protocol, the pass,
/// animation, the display list and the host), `SwiftUI/` (the surface: views, modifiers, controls, …, by
/// concern) and `Tools/` (the inspector and previews). The engine is the spine the others hang on: these tests
/// fail when a file under `Engine/` names a type declared in `SwiftUI/` or `Tools/`, unless the name is in the
/// allow-list below, with its reason. A surface type the engine needs is either moved into the engine or
/// reached through a protocol the engine declares (as the built-in layouts say whether they are rigid, beside
/// their own code).
final class LayeringTests: XCTestCase {
    /// The surface types the engine may name, and why. Keep it short: a new entry is a question to ask first.
    private let allowed: [String: String] = [
        // What a display list carries (`Engine/Draw/`): the renderer draws colours, paths, strokes, gradients,
        // fonts and effects as the surface defines them.
        "Color": "display list", "Path": "display list", "StrokeStyle": "display list", "Gradient": "display list",
        "ResolvedFont": "display list", "ViewEffect": "display list",
        // What a host plugs in for its leaves: the viewer replaces the display-free defaults.
        "TextMeasurer": "host plug-in", "FixedAdvanceTextMeasurer": "host plug-in",
        "ImageProvider": "host plug-in", "AssetImageProvider": "host plug-in",
        // The environment each view is built in, and the size classes the host puts in it from its size.
        "EnvironmentValues": "build input", "UserInterfaceSizeClass": "build input",
        // A lazy container's content is flattened through the builder's own views (`ForEach`, `Group`).
        "LazyContent": "build input",
        // The host's input state and what a node does with input, which the drawing walk hit-tests.
        "HostInputState": "host store", "NodeInput": "host store",
        // A host reads a preference value of its laid-out root (`ViewHost.preferenceValue`).
        "PreferenceKey": "host API",
        // The root of several views is a `VStack`, as SwiftUI stacks a multi-view root.
        "VStackLayout": "root",
        // Tools' hooks: the pass reports to a recorder when one is attached; the stacks and grids explain
        // themselves through it; previews restore saved state into scopes, and note which body reads which
        // literal for the inspector (one check per body, on only in a preview process).
        "NegotiationRecorder": "tool hook", "ContainerExplanation": "tool hook", "ExplainsArrangement": "tool hook",
        "SavedScope": "tool hook", "PreviewState": "tool hook", "BodyLiterals": "tool hook", "DesignTimeValues": "tool hook",
    ]

    private let graph = "Sources/Reflow/Engine"
    private let outerTiers = ["Sources/Reflow/SwiftUI", "Sources/Reflow/Tools"]

    func testTheEngineNamesNoSurfaceTypeOutsideTheAllowList() throws {
        let surface = try surfaceTypes()
        var offenders: [String] = []
        for file in RepositoryFiles.paths(under: graph, endingIn: ".swift") {
            for name in try namesUsed(in: file) where surface[name] != nil && allowed[name] == nil {
                offenders.append("\(file) names \(name) (declared in \(surface[name]!))")
            }
        }
        XCTAssertEqual(offenders, [], "the engine reaches into the surface; move the type or add a protocol")
    }

    func testTheAllowListHasNoStaleEntries() throws {
        // An entry the engine no longer needs, or that is no longer a surface type, is taken out, so that the
        // list stays as short as the engine allows.
        let surface = try surfaceTypes()
        var used = Set<String>()
        for file in RepositoryFiles.paths(under: graph, endingIn: ".swift") { used.formUnion(try namesUsed(in: file)) }
        let stale = allowed.keys.filter { surface[$0] == nil || !used.contains($0) }.sorted()
        XCTAssertEqual(stale, [], "allowed but not needed")
    }

    func testTheTiersAreWhereTheTestLooks() throws {
        // Were the tiers renamed, the tests above would compare nothing with nothing.
        XCTAssertGreaterThan(RepositoryFiles.paths(under: graph, endingIn: ".swift").count, 50)
        let surface = try surfaceTypes()
        XCTAssertGreaterThan(surface.count, 300)
        for name in ["Text", "HStackLayout", "ScrollView", "Button", "Inspector"] {
            XCTAssertNotNil(surface[name], "\(name) is declared outside the engine")
        }
        XCTAssertEqual(try Set(RepositoryFiles.folders(in: "Sources/Reflow")), ["Engine", "SwiftUI", "Tools", "Reflow.docc"])
    }

    func testTheCheckSeesAnEngineFileNamingASurfaceType() throws {
        // The check reads code, not comments or strings.
        let code = "// Text here is a comment\nlet label = \"Button\"\nlet view: ScrollView<EmptyView>\n"
        XCTAssertEqual(Self.identifiers(inCode: code).intersection(["Text", "Button", "ScrollView"]), ["ScrollView"])
    }

    /// Every type declared at the top level of a file in the outer tiers, with the file that declares it;
    /// names the engine declares too (an engine extension's helper of the same name) are left out.
    private func surfaceTypes() throws -> [String: String] {
        var declared: [String: String] = [:]
        for tier in outerTiers {
            for file in RepositoryFiles.paths(under: tier, endingIn: ".swift") {
                for name in Self.declaredTypes(in: try RepositoryFiles.text(of: file)) where declared[name] == nil {
                    declared[name] = file
                }
            }
        }
        for file in RepositoryFiles.paths(under: graph, endingIn: ".swift") {
            for name in Self.declaredTypes(in: try RepositoryFiles.text(of: file)) { declared[name] = nil }
        }
        return declared
    }

    private func namesUsed(in file: String) throws -> Set<String> {
        Self.identifiers(inCode: try RepositoryFiles.text(of: file))
    }

    private static let declaration = try! NSRegularExpression(
        pattern: #"^(?:(?:public|internal|private|fileprivate|final|open|indirect|@\w+(?:\([^)]*\))?)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#,
        options: [.anchorsMatchLines])

    static func declaredTypes(in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return declaration.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    private static let commentsAndStrings = try! NSRegularExpression(
        pattern: #"/\*[\s\S]*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*""#)
    private static let identifier = try! NSRegularExpression(pattern: #"\b[A-Z_][A-Za-z0-9_]*\b"#)

    /// The capitalised identifiers of Swift code, its comments and string literals left out.
    static func identifiers(inCode text: String) -> Set<String> {
        let code = commentsAndStrings.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
        let range = NSRange(code.startIndex..., in: code)
        return Set(identifier.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } })
    }
}
