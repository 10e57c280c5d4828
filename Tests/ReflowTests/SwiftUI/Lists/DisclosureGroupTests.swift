import XCTest
@testable import Reflow

/// Disclosure groups and outlines in a plain list (rows 44 tall from the top, docs/lists.md): the label is a
/// row, and each view of the content a row of its own once expanded.
final class DisclosureGroupTests: XCTestCase {
    private let size = CGSize(width: 390, height: 600)

    func testAClickOnTheLabelShowsTheContentAsRows() {
        let host = ViewHost(rootView: List {
            DisclosureGroup {
                Color.red.frame(width: 50, height: 20).id("x")
                Color.red.frame(width: 50, height: 20).id("y")
            } label: {
                Color.blue.frame(width: 50, height: 20).id("label")
            }
            Color.green.frame(width: 50, height: 20).id("after")
        }.listStyle(.plain), size: size)
        XCTAssertNil(host.frame(of: "x"), "collapsed by default")
        XCTAssertEqual(host.frame(of: "after")?.minY, 44 + 12)
        host.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertEqual(host.frame(of: "x")?.minY, 44 + 12)
        XCTAssertEqual(host.frame(of: "y")?.minY, 88 + 12)
        XCTAssertEqual(host.frame(of: "after")?.minY, 132 + 12)
        // The label fills the row's content width less the chevron; it leads at the margin.
        XCTAssertEqual(host.frame(of: "label")?.minX, 16)
        host.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertNil(host.frame(of: "x"))
    }

    func testABoundGroupFollowsItsBinding() {
        let host = ViewHost(rootView: List {
            DisclosureGroup("More", isExpanded: .constant(true)) {
                Color.red.frame(width: 50, height: 20).id("x")
            }
        }.listStyle(.plain), size: size)
        XCTAssertEqual(host.frame(of: "x")?.minY, 44 + 12)
    }

    private struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    func testAnOutlineListShowsEachLevelWhenItsParentIsExpanded() {
        let tree = [Node(id: "a", children: [Node(id: "b", children: nil), Node(id: "c", children: nil)]),
                    Node(id: "d", children: nil)]
        let host = ViewHost(rootView: List(tree, children: \.children) { node in
            Color.red.frame(width: 50, height: 20).id(node.id)
        }.listStyle(.plain), size: size)
        XCTAssertEqual(host.frame(of: "a")?.minY, 12)
        XCTAssertNil(host.frame(of: "b"))
        XCTAssertEqual(host.frame(of: "d")?.minY, 44 + 12)
        host.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertEqual(host.frame(of: "b")?.minY, 44 + 12)
        XCTAssertEqual(host.frame(of: "c")?.minY, 88 + 12)
        XCTAssertEqual(host.frame(of: "d")?.minY, 132 + 12)
    }

    func testOutsideAListTheGroupIsAColumn() {
        // Label 20 tall, then 8 of default spacing, then the content: a column of 48, centred at y = 26.
        let host = ViewHost(rootView: DisclosureGroup(isExpanded: .constant(true)) {
            Color.red.frame(width: 50, height: 20).id("x")
        } label: {
            Color.blue.frame(width: 50, height: 20).id("label")
        }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "label")?.minY, 26)
        XCTAssertEqual(host.frame(of: "x")?.minY, 54)
    }
}
