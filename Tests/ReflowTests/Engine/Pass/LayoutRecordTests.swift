@testable import Reflow
import XCTest

/// `LayoutRecord`'s fields are ordered so that each step of a pass touches as few 64-byte cache lines of a node
/// as it can (its doc comment lists which). Nothing in the compiler keeps that order, so these tests do: they
/// fail when a field added or moved pushes a hot field onto another line.
final class LayoutRecordTests: XCTestCase {
    /// What comes before the record in a node: the object header (16 bytes on 64-bit platforms: its class and
    /// its reference counts), then `NodeStorage`'s clock, parent and behaviour (8 bytes each).
    private let recordStart = 16 + 3 * 8
    private let line = 64

    /// The cache line of the node that the record's field at `key` starts on, and the one it ends on.
    private func lines<T>(_ key: PartialKeyPath<LayoutRecord>, _ type: T.Type) -> ClosedRange<Int> {
        guard let offset = MemoryLayout<LayoutRecord>.offset(of: key) else { return -1 ... -1 }
        let start = recordStart + offset
        return start / line ... (start + MemoryLayout<T>.size - 1) / line
    }

    func testTheRecordStartsWhereTheseTestsAssume() {
        let graph = ViewGraph(textMeasurer: FixedAdvanceTextMeasurer())
        let node = ViewNode(graph: graph, kind: ObjectIdentifier(NodeBehavior.self), key: 0, idPath: [],
                            behavior: NodeBehavior())
        let object = UInt(bitPattern: ObjectIdentifier(node))
        let record = withUnsafeMutablePointer(to: &node.record) { UInt(bitPattern: $0) }
        XCTAssertEqual(Int(record - object), recordStart)
    }

    func testSizingReadsOnlyTheFirstTwoLines() {
        // Sizing: the flags, the generation the sizes belong to, and the size table.
        XCTAssertEqual(lines(\.isRigid, Bool.self), 0 ... 0)
        XCTAssertEqual(lines(\.sizesGeneration, UInt64.self), 0 ... 0)
        XCTAssertEqual(lines(\.sizes, SizeTable.self).upperBound, 1)
    }

    func testMovingAnUnchangedNodeReadsOnlyTheFirstThreeLines() {
        XCTAssertEqual(lines(\.placedGeneration, UInt64.self).upperBound, 1)
        XCTAssertEqual(lines(\.frame, CGRect.self), 2 ... 2)
        XCTAssertEqual(lines(\.drawingShift, CGSize.self), 2 ... 2)
        XCTAssertEqual(lines(\.pendingMove, CGSize.self), 2 ... 2)
    }

    func testLayingOutAndTheContainersReadsStayOnLinesThreeAndFour() {
        XCTAssertEqual(lines(\.frameProposal, PackedProposal.self), 3 ... 3)
        XCTAssertEqual(lines(\.subviews, LayoutSubviews.self), 3 ... 3)
        XCTAssertEqual(lines(\.latestRound, UInt64.self), 3 ... 3)
        XCTAssertEqual(lines(\.realRound, UInt64.self), 3 ... 3)
        XCTAssertEqual(lines(\.traits.priority, Double.self), 4 ... 4)
        XCTAssertEqual(lines(\.traits.contentOffset, CGSize.self), 4 ... 4)
    }
}
