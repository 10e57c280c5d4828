import XCTest
@testable import ReflowPreviewBuild

/// `LiteralFile`: which literals of a file a preview build reads at run time, which edits change only them
/// (tier 0 of a reload, docs/preview-reloads.md), and the rewritten source the build compiles.
final class LiteralSitesTests: XCTestCase {
    private let source = """
        import SwiftUI

        struct Card: View {
            var spacing: CGFloat = 8
            var body: some View {
                VStack(spacing: spacing) {
                    Text("Hello, **world**")
                        .padding(-4)
                    Color.red.frame(width: 2.5, height: 10).opacity(0.5).hidden(false)
                }
            }
        }

        #Preview("Card") {
            Card().padding(12)
        }
        """

    private func scan(_ text: String) -> LiteralFile { LiteralFile.scan(source: text, fileName: "Card.swift") }

    func testFindsTheLiteralsOfBodiesValuesAndPreviewClosures() {
        let sites = scan(source).sites
        XCTAssertEqual(sites.map(\.text), ["8", "\"Hello, **world**\"", "-4", "2.5", "10", "0.5", "false", "12"])
        XCTAssertEqual(sites.map(\.value), [.integer(8), .string("Hello, **world**"), .integer(-4), .float(2.5),
                                            .integer(10), .float(0.5), .boolean(false), .integer(12)])
        // Keys: the stored property is declaration 0, `body` 1, the preview 2; the preview's name is not a site.
        XCTAssertEqual(sites.map(\.key), ["Card.swift:0.1", "Card.swift:1.1", "Card.swift:1.2", "Card.swift:1.3",
                                          "Card.swift:1.4", "Card.swift:1.5", "Card.swift:1.6", "Card.swift:2.1"])
        XCTAssertEqual(sites.map(\.line), [4, 7, 8, 9, 9, 9, 9, 15])
    }

    func testLeavesLiteralsTheLanguageNeedsAsLiterals() {
        let file = scan("""
            enum Size: Int { case small = 1, large = 2 }
            struct V {
                @AppStorage("name") var name = "a"
                func f(_ x: Int) -> Int {
                    switch x {
                    case 0: return 5
                    default: return x
                    }
                }
                func g() -> String {
                    if case 3 = 3 { }
                    if #available(iOS 17, *) { }
                    #if swift(>=5.9)
                    let y = 7
                    #endif
                    let k = \\[Int].[0]
                    return "n = \\(40 + 2)"
                }
            }
            """)
        XCTAssertEqual(file.sites.map(\.text), ["\"a\"", "5", "7"])
    }

    func testAnEditOfValuesAloneGivesTheNewValuesByKey() {
        let edited = source.replacingOccurrences(of: "padding(-4)", with: "padding(4)")
            .replacingOccurrences(of: "width: 2.5", with: "width: 40.25")
            .replacingOccurrences(of: "Hello, **world**", with: "Bonjour")
            .replacingOccurrences(of: "hidden(false)", with: "hidden(true)")
        let changes = scan(source).changedValues(in: scan(edited))
        XCTAssertEqual(changes, ["Card.swift:1.2": .integer(4), "Card.swift:1.3": .float(40.25),
                                 "Card.swift:1.1": .string("Bonjour"), "Card.swift:1.6": .boolean(true)])
        // The same text again, or only a comment and spaces within a line changed: nothing to send.
        XCTAssertEqual(scan(source).changedValues(in: scan(source)), [:])
        let spaced = source.replacingOccurrences(of: "Card().padding(12)", with: "Card().padding( 12 ) // wider")
        XCTAssertEqual(scan(source).changedValues(in: scan(spaced)), [:])
        XCTAssertEqual(scan(source).changedValues(in: scan(source + "\n// saved again\n")), [:])
    }

    func testAnyOtherEditIsNotALiteralEdit() {
        let base = scan(source)
        let edits = [
            source.replacingOccurrences(of: "width: 2.5", with: "width: 2"),        // a float became an integer
            source.replacingOccurrences(of: ".padding(-4)", with: ".padding(-4).bold()"),
            source.replacingOccurrences(of: "var spacing", with: "let spacing"),
            source.replacingOccurrences(of: "VStack(", with: "\nVStack("),           // lines moved
            source.replacingOccurrences(of: "padding(12)", with: "padding(12"),      // a syntax error
            source + "\nstruct Other {}",
        ]
        for edit in edits { XCTAssertNil(base.changedValues(in: scan(edit)), edit) }
    }

    func testTheRewrittenSourceKeepsEveryLineAndCallsTheValuesByKey() {
        let file = scan(source)
        let rewritten = file.rewritten(source)
        XCTAssertEqual(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count,
                       source.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertTrue(rewritten.contains(".padding(__designTimeInteger(\"Card.swift:1.2\", fallback: -4))"))
        XCTAssertTrue(rewritten.contains("Text(__designTimeString(\"Card.swift:1.1\", fallback: \"Hello, **world**\"))"))
        XCTAssertTrue(rewritten.contains(".hidden(__designTimeBoolean(\"Card.swift:1.6\", fallback: false))"))
        XCTAssertTrue(rewritten.contains("#Preview(\"Card\") {"))
        // Lines excluded (where a rewritten build did not compile) keep their literals, which then count as shape.
        let excluded = LiteralFile.scan(source: source, fileName: "Card.swift", excludedLines: [9])
        XCTAssertFalse(excluded.rewritten(source).contains("fallback: 2.5"))
        XCTAssertNil(excluded.changedValues(in: LiteralFile.scan(
            source: source.replacingOccurrences(of: "2.5", with: "3.5"), fileName: "Card.swift", excludedLines: [9])))
    }
}
