import PreviewSymbols
import XCTest
@testable import ReflowPreviewBuild

/// `PreviewScanner.scan`: which previews a file holds, as the compiler of a preview build sees it (Linux, DEBUG,
/// SwiftUI and Reflow importable), and the symbol each `#Preview` is linked under.
final class PreviewScannerTests: XCTestCase {
    private let path = "/work/app/Sources/Tags.swift"

    private func scan(_ source: String) -> FileScan {
        PreviewScanner.scan(source: source, path: path, moduleName: "App")
    }

    /// The symbol the macro at `line`:`column` of this file is linked under: `#fileID` is "App/Tags.swift".
    private func symbol(_ line: Int, _ column: Int) -> String {
        PreviewSymbol.name(fileID: "App/Tags.swift", line: line, column: column)
    }

    private func macro(_ name: String?, line: Int, column: Int) -> FoundPreview {
        FoundPreview(source: .macro(symbol: symbol(line, column)), name: name, file: path, line: line)
    }

    /// The 1-based line and column (in UTF-8 bytes, as the compiler counts) where `text` first starts.
    private func position(of text: String, in source: String) -> (line: Int, column: Int) {
        guard let range = source.range(of: text) else {
            XCTFail("\(text) is not in the source")
            return (0, 0)
        }
        let before = source[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return (line, source[lineStart..<range.lowerBound].utf8.count + 1)
    }

    private func names(_ scan: FileScan) -> [String?] { scan.previews.map(\.name) }

    // MARK: #Preview

    func testUnnamedAndNamedPreviews() {
        let source = """
            import SwiftUI

            #Preview {
                Text("a")
            }

            #Preview("Tags") {
                Text("b")
            }
            """
        let scan = scan(source)
        XCTAssertEqual(scan.previews, [macro(nil, line: 3, column: 1), macro("Tags", line: 7, column: 1)])
        XCTAssertEqual(scan.notes, [])
        // The symbol is PreviewSymbol's for "App/Tags.swift", the line and the column of `#`.
        XCTAssertEqual(scan.previews.first?.source,
                       .macro(symbol: "reflow_preview_App_2fTags_2eswift_3a3_3a1"))
    }

    func testColumnIsTheColumnOfTheHashAfterIndentationAndComments() {
        let source = """
            #if DEBUG
                #Preview("Indented") { Text("a") }
            #endif
            /* a comment */ #Preview("After a comment") { Text("b") }
            \t#Preview("Tab") { Text("c") }
            """
        XCTAssertEqual(scan(source).previews, [
            macro("Indented", line: 2, column: 5),
            macro("After a comment", line: 4, column: 17),
            macro("Tab", line: 5, column: 2),
        ])
    }

    func testColumnCountsUTF8Bytes() {
        // "/* é */ " is 3 + 2 + 4 bytes: the `#` is at byte column 10, as the compiler's `#column` counts.
        XCTAssertEqual(scan("/* é */ #Preview(\"Accent\") { Text(\"a\") }").previews,
                       [macro("Accent", line: 1, column: 10)])
    }

    /// The scanner's symbols for Tests/ReflowTests/Tools/Previews/PreviewTests.swift, whose test calls the first two
    /// `#Preview`s through the same symbols written out: the scanner and the macro agree on a file that is compiled.
    func testSymbolsOfACompiledFileMatchTheMacros() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ReflowTests/Tools/Previews/PreviewTests.swift").path
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let previews = PreviewScanner.scan(source: source, path: file, moduleName: "ReflowTests").previews
        XCTAssertEqual(previews.map(\.name), ["Compiles in an ordinary package", "After a comment", nil, "Labelled body"])
        XCTAssertEqual(previews.map(\.line), [7, 11, 13, 17])
        XCTAssertEqual(previews.prefix(2).map(\.source), [
            .macro(symbol: "reflow_preview_ReflowTests_2fPreviewTests_2eswift_3a7_3a1"),
            .macro(symbol: "reflow_preview_ReflowTests_2fPreviewTests_2eswift_3a11_3a10"),
        ])
    }

    func testSymbolUsesTheFileNameNotItsFolder() {
        let a = PreviewScanner.scan(source: "#Preview { Text(\"a\") }", path: "/one/Tags.swift", moduleName: "App")
        let b = PreviewScanner.scan(source: "#Preview { Text(\"a\") }", path: "relative/Tags.swift",
                                    moduleName: "App")
        let other = PreviewScanner.scan(source: "#Preview { Text(\"a\") }", path: "/one/Tags.swift", moduleName: "Lib")
        let expected = FoundPreview.Source.macro(symbol: PreviewSymbol.name(fileID: "App/Tags.swift", line: 1, column: 1))
        XCTAssertEqual(a.previews.map(\.source), [expected])
        XCTAssertEqual(b.previews.map(\.source), [expected])
        XCTAssertEqual(b.previews.first?.file, "relative/Tags.swift")
        XCTAssertEqual(other.previews.map(\.source),
                       [.macro(symbol: PreviewSymbol.name(fileID: "Lib/Tags.swift", line: 1, column: 1))])
    }

    func testTraitsAndBodyLabelledForms() {
        let source = """
            #Preview("Sized", traits: .sizeThatFitsLayout) { Text("a") }
            #Preview(traits: .fixedLayout(width: 200, height: 100)) { Text("b") }
            #Preview("Body", body: { Text("c") })
            #Preview(body: { Text("d") })
            #Preview("Both", traits: .landscapeLeft, .sizeThatFitsLayout, body: { Text("e") })
            #Preview(
                "Spread",
                traits: .defaultLayout
            ) {
                Text("f")
            }
            """
        XCTAssertEqual(scan(source).previews, [
            macro("Sized", line: 1, column: 1),
            macro(nil, line: 2, column: 1),
            macro("Body", line: 3, column: 1),
            macro(nil, line: 4, column: 1),
            macro("Both", line: 5, column: 1),
            macro("Spread", line: 6, column: 1),
        ])
    }

    func testNameIsTheLiteralsValue() {
        let source = #"""
            #Preview("Tab\there \"quoted\" café 🎉") { Text("a") }
            #Preview("Item \(3)") { Text("b") }
            #Preview("A" + "B") { Text("c") }
            """#
        XCTAssertEqual(names(scan(source)), ["Tab\there \"quoted\" café 🎉", nil, nil])
    }

    func testPreviewsNestedInTypesFunctionsAndClosuresAreNotCounted() {
        let source = """
            import SwiftUI

            struct Card: View {
                var body: some View { Text("card") }
                #Preview("InStruct") { Text("a") }
            }
            extension Card {
                #Preview("InExtension") { Text("b") }
            }
            enum Namespace {
                #Preview("InEnum") { Text("c") }
            }
            final class Model {
                #Preview("InClass") { Text("d") }
            }
            actor Worker {
                #Preview("InActor") { Text("e") }
            }
            func helper() {
                #Preview("InFunction") { Text("f") }
            }
            let closure = {
                #Preview("InClosure") { Text("g") }
            }
            #Preview("Outer") {
                #Preview("InPreview") { Text("h") }
                Text("i")
            }
            """
        let outer = position(of: "#Preview(\"Outer\")", in: source)
        XCTAssertEqual(scan(source).previews, [macro("Outer", line: outer.line, column: outer.column)])
    }

    // MARK: #if

    func testIfConfigIsEvaluatedAsForAPreviewBuild() {
        let source = """
            import SwiftUI

            #if os(iOS)
            #Preview("iOS") { Text("a") }
            #endif
            #if !DEBUG
            #Preview("Release") { Text("a") }
            #endif
            #if canImport(UIKit)
            #Preview("UIKit") { Text("a") }
            #endif
            #if canImport(SwiftUI)
            #Preview("SwiftUI") { Text("a") }
            #endif
            #if DEBUG
            #Preview("Debug") { Text("a") }
            #endif
            #if os(macOS)
            #Preview("macOS") { Text("a") }
            #elseif os(Linux)
            #Preview("Linux") { Text("a") }
            #else
            #Preview("Elsewhere") { Text("a") }
            #endif
            #if canImport(AppKit)
            #Preview("AppKit") { Text("a") }
            #else
            #Preview("NotAppKit") { Text("a") }
            #endif
            #if DEBUG
            #Preview("DebugBranch") { Text("a") }
            #else
            #Preview("ReleaseBranch") { Text("a") }
            #endif
            #if canImport(Reflow) && canImport(Foundation)
            #Preview("ReflowAndFoundation") { Text("a") }
            #endif
            #if os(iOS) || os(Linux)
            #Preview("iOSOrLinux") { Text("a") }
            #endif
            #if targetEnvironment(simulator)
            #Preview("Simulator") { Text("a") }
            #endif
            #if SOME_FLAG_NOBODY_SETS
            #Preview("Flag") { Text("a") }
            #endif
            #if DEBUG
              #if os(watchOS)
              #Preview("NestedWatch") { Text("a") }
              #else
              #Preview("NestedElse") { Text("a") }
              #endif
            #endif
            """
        // UIKit is importable (Reflow's stand-in, docs/platform-modules.md), as the compiler finds it.
        XCTAssertEqual(names(scan(source)), ["UIKit", "SwiftUI", "Debug", "Linux", "NotAppKit", "DebugBranch",
                                            "ReflowAndFoundation", "iOSOrLinux", "NestedElse"])
    }

    func testIfConfigHidesProvidersAndViews() {
        let hidden = """
            #if os(iOS)
            struct Tags_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            struct Tags: View {
                var body: some View { Text("b") }
            }
            #endif
            """
        XCTAssertEqual(scan(hidden), FileScan())

        let shown = """
            #if DEBUG
            struct Tags_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            #endif
            """
        XCTAssertEqual(scan(shown).previews,
                       [FoundPreview(source: .provider(typeName: "Tags_Previews"), name: "Tags", file: path, line: 2)])
    }

    // MARK: PreviewProvider

    func testProvidersNestedInAViewAreFound() {
        // As Xcode finds them: a provider declared inside the view it previews, named by its own name. One inside
        // a private view cannot be reached; one inside a generic view cannot be named.
        let source = """
            struct RadialIcons: View {
                var body: some View { Text("a") }

                struct RadialIcons_Previews: PreviewProvider {
                    static var previews: some View { RadialIcons() }
                }
            }

            struct Box<T>: View {
                var body: some View { Text("b") }
                struct Box_Previews: PreviewProvider {
                    static var previews: some View { Text("c") }
                }
            }
            """
        XCTAssertEqual(scan(source).previews, [
            FoundPreview(source: .provider(typeName: "RadialIcons.RadialIcons_Previews"), name: "RadialIcons",
                         file: path, line: 4),
        ])
        let hidden = """
            private struct Hidden: View {
                var body: some View { Text("a") }
                struct Hidden_Previews: PreviewProvider {
                    static var previews: some View { Hidden() }
                }
            }
            """
        XCTAssertEqual(scan(hidden).previews, [])
        XCTAssertEqual(scan(hidden).notes.count, 1)
    }

    func testProviders() {
        let source = """
            import SwiftUI

            struct Tags_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }

            struct Chips_Previews {
                static var previews: some View { Text("b") }
            }

            extension Chips_Previews: PreviewProvider {}

            struct Qualified_Previews: SwiftUI.PreviewProvider {
                static var previews: some View { Text("c") }
            }

            struct Gallery: PreviewProvider, Equatable {
                static var previews: some View { Text("d") }
            }

            enum Badges_Previews: PreviewProvider {
                static var previews: some View { Text("e") }
            }
            """
        func provider(_ type: String, _ name: String, _ line: Int) -> FoundPreview {
            FoundPreview(source: .provider(typeName: type), name: name, file: path, line: line)
        }
        let scan = scan(source)
        XCTAssertEqual(scan.previews, [
            provider("Tags_Previews", "Tags", 3),
            // The extension makes Chips_Previews a provider; its line is the extension's.
            provider("Chips_Previews", "Chips", 11),
            provider("Qualified_Previews", "Qualified", 13),
            // Without the suffix the name is the type's.
            provider("Gallery", "Gallery", 17),
            provider("Badges_Previews", "Badges", 21),
        ])
        XCTAssertEqual(scan.notes, [])
    }

    func testPrivateProviderGivesANoteNotAPreview() {
        let source = """
            import SwiftUI

            private struct Hidden_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            fileprivate struct Secret_Previews: PreviewProvider {
                static var previews: some View { Text("b") }
            }
            """
        let scan = scan(source)
        XCTAssertEqual(scan.previews, [])
        XCTAssertEqual(scan.notes.count, 2)
        XCTAssertTrue(scan.notes[0].hasPrefix("\(path):3:"), scan.notes[0])
        XCTAssertTrue(scan.notes[0].contains("Hidden_Previews"), scan.notes[0])
        XCTAssertTrue(scan.notes[0].contains("private"), scan.notes[0])
        XCTAssertTrue(scan.notes[1].hasPrefix("\(path):6:"), scan.notes[1])
        XCTAssertTrue(scan.notes[1].contains("Secret_Previews"), scan.notes[1])
    }

    /// A provider whose type is private reached through an extension is just as unreachable from the generated entry point.
    func testProviderMadeByAnExtensionOfAPrivateType() throws {
        let source = """
            private struct Hidden_Previews {
                static var previews: some View { Text("a") }
            }
            extension Hidden_Previews: PreviewProvider {}
            """
        let scan = scan(source)
        XCTAssertEqual(scan.previews, [], "the generated entry point could not see the provider of a private type")
        XCTAssertEqual(scan.notes.count, 1)
    }

    func testMacrosAndProvidersAreListedByLine() {
        let source = """
            struct First_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            #Preview("Second") { Text("b") }
            struct Third_Previews: PreviewProvider {
                static var previews: some View { Text("c") }
            }
            #Preview("Fourth") { Text("d") }
            """
        XCTAssertEqual(names(scan(source)), ["First", "Second", "Third", "Fourth"])
        XCTAssertEqual(scan(source).previews.map(\.line), [1, 4, 5, 8])
    }

    // MARK: A file without previews: its first view with init()

    /// The view the scanner shows for `source`, or nil; checks the note that says so.
    private func defaultView(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let scan = scan(source)
        guard let first = scan.previews.first else {
            XCTAssertEqual(scan.notes, [], file: file, line: line)
            return nil
        }
        XCTAssertEqual(scan.previews.count, 1, file: file, line: line)
        guard case .view(let type) = first.source else {
            XCTFail("not a view: \(first.source)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(first.name, type, file: file, line: line)
        XCTAssertEqual(first.file, path, file: file, line: line)
        XCTAssertEqual(scan.notes.count, 1, file: file, line: line)
        XCTAssertTrue(scan.notes.first?.contains(type) ?? false, "\(scan.notes)", file: file, line: line)
        XCTAssertTrue(scan.notes.first?.hasPrefix(path) ?? false, "\(scan.notes)", file: file, line: line)
        return type
    }

    func testViewWithExplicitInit() {
        XCTAssertEqual(defaultView("""
            struct Explicit: View {
                let title: String
                init() { title = "x" }
                var body: some View { Text(title) }
            }
            """), "Explicit")
    }

    func testViewWithAnInitWhoseParametersAllHaveDefaults() {
        XCTAssertEqual(defaultView("""
            struct Defaults: View {
                let title: String
                let count: Int
                init(title: String = "x", count: Int = 2) { self.title = title; self.count = count }
                var body: some View { Text(title) }
            }
            """), "Defaults")
    }

    func testExplicitInitsWithoutAnEmptyOneHideTheImplicitOnes() {
        // Any initializer in the type's body removes the memberwise and default ones, even with every
        // property defaulted.
        XCTAssertNil(defaultView("""
            struct NeedsTitle: View {
                var title = "x"
                init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            """))
        XCTAssertNil(defaultView("""
            struct Failable: View {
                var title = "x"
                init?() { return nil }
                var body: some View { Text(title) }
            }
            """))
        XCTAssertNil(defaultView("""
            struct PrivateInit: View {
                var title = "x"
                private init() {}
                var body: some View { Text(title) }
            }
            """))
        // One usable initializer among others is enough.
        XCTAssertEqual(defaultView("""
            struct Several: View {
                var title: String
                init(title: String) { self.title = title }
                init() { title = "x" }
                var body: some View { Text(title) }
            }
            """), "Several")
    }

    /// `TypeName()` in the generated entry point cannot call an initializer that throws or is async.
    func testThrowingOrAsyncInitIsNotAnEmptyInit() throws {
        let throwing = defaultView("""
            struct Throwing: View {
                init() throws {}
                var body: some View { Text("a") }
            }
            """)
        let async = defaultView("""
            struct Waiting: View {
                init() async {}
                var body: some View { Text("a") }
            }
            """)
        XCTAssertNil(throwing, "`Throwing()` does not compile: its init() throws")
        XCTAssertNil(async, "`Waiting()` does not compile outside async code")
    }

    /// Stored properties and initializers inside an active `#if` in the type are the type's as well.
    func testMembersInsideIfConfigCount() throws {
        let chosen = defaultView("""
            struct DebugTitled: View {
                #if DEBUG
                let title: String
                #endif
                var body: some View { Text("a") }
            }
            """)
        XCTAssertNil(chosen, "a `let` without a value under an active `#if` leaves no init()")
        XCTAssertEqual(defaultView("""
            struct DebugInit: View {
                let title: String
                #if DEBUG
                init() { title = "x" }
                #endif
                var body: some View { Text(title) }
            }
            """), "DebugInit")
    }

    func testMemberwiseViewWithDefaultsAndOptionalVars() {
        XCTAssertEqual(defaultView("""
            struct Memberwise: View {
                var title = "x"
                let count: Int = 3
                var subtitle: String?
                var detail: String!
                @State private var isOn = false
                var body: some View { Text(title) }
            }
            """), "Memberwise")
    }

    func testLetWithoutValueIsNotChosen() {
        XCTAssertNil(defaultView("""
            struct Titled: View {
                let title: String
                var body: some View { Text(title) }
            }
            """))
        // An optional `let` gets no implicit nil.
        XCTAssertNil(defaultView("""
            struct MaybeTitled: View {
                let title: String?
                var body: some View { Text(title ?? "") }
            }
            """))
        // Nor does a non-optional `var`, nor the second of two bindings.
        XCTAssertNil(defaultView("""
            struct Counted: View {
                var count: Int
                var body: some View { Text("\\(count)") }
            }
            """))
        XCTAssertNil(defaultView("""
            struct Pair: View {
                var first = 1, second: Int
                var body: some View { Text("pair") }
            }
            """))
    }

    func testBindingWithoutValueIsNotChosen() {
        XCTAssertNil(defaultView("""
            struct Toggle: View {
                @Binding var isOn: Bool
                var body: some View { Text("toggle") }
            }
            """))
    }

    func testComputedPropertiesAreIgnoredButObservedOnesAreStored() {
        XCTAssertEqual(defaultView("""
            struct Computed: View {
                var title: String { "x" }
                var count: Int {
                    get { 1 }
                    set { }
                }
                var body: some View { Text(title) }
            }
            """), "Computed")
        // willSet/didSet observe a stored property, which needs a value.
        XCTAssertNil(defaultView("""
            struct Observed: View {
                var count: Int { didSet { print(count) } }
                var body: some View { Text("observed") }
            }
            """))
        XCTAssertEqual(defaultView("""
            struct ObservedWithValue: View {
                var count: Int = 0 { didSet { print(count) } }
                var body: some View { Text("observed") }
            }
            """), "ObservedWithValue")
    }

    func testStaticPropertiesAreIgnored() {
        // The scanner reads syntax only: a static property, with or without a value, is no instance's.
        XCTAssertEqual(defaultView("""
            struct WithStatics: View {
                static let limit: Int
                static var title: String { "x" }
                static let shared = 3
                var body: some View { Text(Self.title) }
            }
            """), "WithStatics")
    }

    func testPrivateAndGenericViewsAreSkipped() {
        let source = """
            import SwiftUI

            private struct Hidden: View {
                var body: some View { Text("a") }
            }
            fileprivate struct AlsoHidden: View {
                var body: some View { Text("b") }
            }
            struct Box<Content: View>: View {
                var body: some View { Text("c") }
            }
            struct NotAView {
                init() {}
            }
            enum Namespace {
                struct Inner: View {
                    var body: some View { Text("d") }
                }
            }
            struct Shown: View {
                var body: some View { Text("e") }
            }
            struct Later: View {
                var body: some View { Text("f") }
            }
            """
        XCTAssertEqual(defaultView(source), "Shown")
        XCTAssertEqual(scan(source).previews.first?.line, 20)
    }

    func testQualifiedViewConformance() {
        XCTAssertEqual(defaultView("""
            struct Qualified: SwiftUI.View {
                var body: some SwiftUI.View { Text("a") }
            }
            """), "Qualified")
    }

    func testFirstViewIsOnlyUsedWithoutPreviews() {
        let withMacro = """
            struct Card: View {
                var body: some View { Text("a") }
            }
            #Preview("Card") { Card() }
            """
        let scan = scan(withMacro)
        XCTAssertEqual(scan.previews, [macro("Card", line: 4, column: 1)])
        XCTAssertEqual(scan.notes, [])

        let withProvider = """
            struct Card: View {
                var body: some View { Text("a") }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            """
        XCTAssertEqual(self.scan(withProvider).previews,
                       [FoundPreview(source: .provider(typeName: "Card_Previews"), name: "Card", file: path, line: 4)])
        XCTAssertEqual(self.scan(withProvider).notes, [])
    }

    func testFileWithNothingToShow() {
        XCTAssertEqual(scan("""
            import Foundation

            struct Model {
                var name = "x"
            }
            func helper() -> Int { 1 }
            """), FileScan())
        XCTAssertEqual(scan(""), FileScan())
    }
}
