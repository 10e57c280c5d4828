import XCTest
@testable import Reflow

/// `NegotiationRecord.json` and `text()`: the issue's JSON shape read back with `JSONSerialization`, lengths
/// that are unspecified or infinite, and the text form's lines.
final class NegotiationRecordFormatTests: XCTestCase {
    /// Asks each subview its size at zero, unspecified and infinite proposals, then places it at (5, 6) from
    /// the top-leading corner of its bounds with a proposal of 30 × 20; answers 100 × 100.
    private struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews {
                _ = subview.sizeThatFits(.zero)
                _ = subview.sizeThatFits(.unspecified)
                _ = subview.sizeThatFits(.infinity)
            }
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY + 6), anchor: .topLeading,
                              proposal: ProposedViewSize(width: 30, height: 20))
            }
        }
    }

    private func parsed(_ record: NegotiationRecord) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: record.jsonData())
        return try XCTUnwrap(object as? [String: Any])
    }

    private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    func testTheJSONHasTheIssuesShapeWithNullAndInfinityLengths() throws {
        let host = ViewHost(rootView: Probe { Color.red.id("c") }, size: CGSize(width: 200, height: 150))
        let json = try parsed(try XCTUnwrap(host.recordNegotiation()))
        let size = try XCTUnwrap(json["size"] as? [String: Any])
        XCTAssertEqual(number(size["width"]), 200)
        XCTAssertEqual(number(size["height"]), 150)
        let root = try XCTUnwrap(json["root"] as? [String: Any])
        XCTAssertEqual(root["view"] as? String, "Probe")
        // The probe has no id of its own: null, not a missing key.
        XCTAssertTrue(root["id"] is NSNull)
        // The host proposes its size once; the probe answers 100 × 100 and is centred in 200 × 150: (50, 25).
        let rootFrame = try XCTUnwrap(root["frame"] as? [String: Any])
        XCTAssertEqual(["x", "y", "width", "height"].map { number(rootFrame[$0]) }, [50, 25, 100, 100])
        let rootAsked = try XCTUnwrap(root["asked"] as? [[String: Any]])
        XCTAssertEqual(rootAsked.count, 1)
        XCTAssertTrue(root["placed"] is NSNull, "the host centres the root; no container placed it")
        XCTAssertEqual(number(root["priority"]), 0)

        let children = try XCTUnwrap(root["children"] as? [[String: Any]])
        XCTAssertEqual(children.count, 1)
        let colour = children[0]
        XCTAssertEqual(colour["view"] as? String, "Color")
        XCTAssertEqual(colour["id"] as? String, "c")
        // A colour takes any proposed length, 10 for an unspecified one (layout rules §6.5): zero → 0 × 0,
        // unspecified → 10 × 10, infinite → ∞ × ∞, then the placement's 30 × 20.
        let asked = try XCTUnwrap(colour["asked"] as? [[String: Any]])
        let proposals = asked.map { ($0["proposal"] as? [String: Any]) ?? [:] }
        let answers = asked.map { ($0["answer"] as? [String: Any]) ?? [:] }
        XCTAssertEqual(asked.count, 4)
        XCTAssertEqual(number(proposals[0]["width"]), 0)
        XCTAssertEqual(number(proposals[0]["height"]), 0)
        // Unspecified: JSON null, a key that is present.
        XCTAssertTrue(proposals[1]["width"] is NSNull)
        XCTAssertTrue(proposals[1]["height"] is NSNull)
        XCTAssertEqual(number(answers[1]["width"]), 10)
        // Infinite, in the proposal and in the colour's answer to it: the string "infinity".
        XCTAssertEqual(proposals[2]["width"] as? String, "infinity")
        XCTAssertEqual(proposals[2]["height"] as? String, "infinity")
        XCTAssertEqual(answers[2]["width"] as? String, "infinity")
        XCTAssertEqual(answers[2]["height"] as? String, "infinity")
        XCTAssertEqual(number(proposals[3]["width"]), 30)
        XCTAssertEqual(number(answers[3]["height"]), 20)
        XCTAssertEqual(asked.map { $0["cached"] as? Bool }, [false, false, false, false])
        // Placed at (50 + 5, 25 + 6) by its top-leading corner, anchor (0, 0), proposal 30 × 20.
        let placed = try XCTUnwrap(colour["placed"] as? [String: Any])
        let at = try XCTUnwrap(placed["at"] as? [String: Any])
        let anchor = try XCTUnwrap(placed["anchor"] as? [String: Any])
        let proposal = try XCTUnwrap(placed["proposal"] as? [String: Any])
        XCTAssertEqual([number(at["x"]), number(at["y"])], [55, 31])
        XCTAssertEqual([number(anchor["x"]), number(anchor["y"])], [0, 0])
        XCTAssertEqual([number(proposal["width"]), number(proposal["height"])], [30, 20])
        let frame = try XCTUnwrap(colour["frame"] as? [String: Any])
        XCTAssertEqual(["x", "y", "width", "height"].map { number(frame[$0]) }, [55, 31, 30, 20])
        XCTAssertEqual((colour["children"] as? [Any])?.count, 0)
    }

    func testAViewInsideAnIdentifiedViewHasNoIdOfItsOwn() throws {
        // `.id` names the view it is applied to, the `.frame`; the colour inside it has none (as in SwiftUI,
        // where `.id` is a modifier of the view it follows).
        let host = ViewHost(rootView: HStack { Color.blue.frame(width: 50).id("fixed") },
                            size: CGSize(width: 300, height: 100))
        let frame = try XCTUnwrap(host.recordNegotiation()?.root.children.first)
        XCTAssertEqual(frame.view, ".frame")
        XCTAssertEqual(frame.id, "fixed")
        XCTAssertEqual(frame.children.first?.view, "Color")
        XCTAssertNil(frame.children.first?.id)
    }

    func testKeysComeInTheIssuesOrderAndWholeNumbersHaveNoFraction() throws {
        let host = ViewHost(rootView: Color.red.frame(width: 100.5, height: 40), size: CGSize(width: 300, height: 100))
        let json = try XCTUnwrap(host.recordNegotiation()).json
        // The issue's keys first, in its order, then the extra ones, children last.
        let keys = ["\"view\"", "\"id\"", "\"frame\"", "\"asked\"", "\"placed\"", "\"priority\"", "\"kind\"",
                    "\"children\""]
        let positions = keys.map { json.range(of: $0)?.lowerBound }
        XCTAssertFalse(positions.contains(nil), json)
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), json)
        // 300 and 100 as written, not 300.0; (300 − 100.5) / 2 = 99.75 with its fraction.
        XCTAssertTrue(json.contains("\"size\": {\"width\": 300, \"height\": 100}"), json)
        XCTAssertTrue(json.contains("\"x\": 99.75"), json)
        XCTAssertFalse(json.contains(".0,") || json.contains(".0}"), json)
        // The same layout recorded again writes the same text.
        XCTAssertEqual(try XCTUnwrap(host.recordNegotiation()).json, json)
    }

    func testNumbersAsJSON() {
        XCTAssertEqual(RecordJSON.number(300), "300")
        XCTAssertEqual(RecordJSON.number(-0.0), "0")
        XCTAssertEqual(RecordJSON.number(0.1), "0.1")
        XCTAssertEqual(RecordJSON.number(.infinity), "\"infinity\"")
        XCTAssertEqual(RecordJSON.number(-.infinity), "\"-infinity\"")
        XCTAssertEqual(RecordJSON.number(.nan), "null")
        XCTAssertEqual(RecordJSON.length(nil).written(), "null")
        XCTAssertEqual(RecordJSON.string("a\"b\\\n").written(), "\"a\\\"b\\\\\\n\"")
    }

    func testTheTextFormHasALineAViewIndentedByDepth() throws {
        let host = ViewHost(rootView: Probe { Color.red.id("c") }, size: CGSize(width: 200, height: 150))
        let text = try XCTUnwrap(host.recordNegotiation()).text()
        let lines = text.split(separator: "\n").map(String.init)
        // Values as in the JSON test: the root asked once on its own line; the colour's questions beneath it,
        // nil and ∞ as such, its placement by its top-leading corner.
        XCTAssertEqual(lines[0], "size 200×150")
        XCTAssertEqual(lines[1], "Probe  frame (50, 25) 100×100  asked (200, 150) → 100×100")
        // Every layout makes its cache first (a layout without one has the protocol's default, which SwiftUI
        // calls all the same); placeSubviews gets the proposal its size came from, the host's 200 × 150.
        XCTAssertEqual(lines[2], "  · calls makeCache, sizeThatFits (200, 150) → 100×100, placeSubviews (50, 25) 100×100 (200, 150)")
        XCTAssertEqual(lines[3], "  Color \"c\"  frame (55, 31) 30×20")
        XCTAssertEqual(lines[4], "    · asked (0, 0) → 0×0, (nil, nil) → 10×10, (∞, ∞) → ∞×∞, (30, 20) → 30×20")
        XCTAssertEqual(lines[5], "    · placed at (55, 31) by topLeading, proposal (30, 20)")
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 100 })
    }

    func testLongQuestionListsWrapWithin100Columns() {
        let many = (0..<20).map { _ in
            ViewRecord.SizeQuestion(proposal: ProposedViewSize(width: 123.45, height: nil),
                                    answer: CGSize(width: 123.45, height: 17.55), cached: true)
        }
        let lines = NegotiationRecord.wrapped("asked ", many.map(\.text), indent: "    · ")
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 100 }, lines.joined(separator: "\n"))
        // Every question is there once, each marked as kept.
        XCTAssertEqual(lines.joined().components(separatedBy: "(kept)").count - 1, 20)
        // Continuation lines line up under the first question.
        XCTAssertTrue(lines[1].hasPrefix(String(repeating: " ", count: "    · asked ".count) + "("))
    }
}
