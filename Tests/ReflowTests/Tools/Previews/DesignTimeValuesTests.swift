import CMallocStatistics
import XCTest
@testable import Reflow

/// `__designTimeInteger` and its kin: a preview build's literals, which give the value `reflow preview` sent
/// for their key, made as the compiler makes a literal of the type the context asks for, or the literal as
/// written (docs/preview-reloads.md).
final class DesignTimeValuesTests: XCTestCase {
    override func tearDown() { DesignTimeValues.replace(with: [:]) }

    func testWithoutAValueEachCallIsItsLiteral() {
        let width: CGFloat = __designTimeInteger("Card.swift:1.1", fallback: 8)
        let opacity: Double = __designTimeFloat("Card.swift:1.2", fallback: 0.5)
        let title: String = __designTimeString("Card.swift:1.3", fallback: "Hello")
        let hidden: Bool = __designTimeBoolean("Card.swift:1.4", fallback: true)
        XCTAssertEqual(width, 8)
        XCTAssertEqual(opacity, 0.5)
        XCTAssertEqual(title, "Hello")
        XCTAssertTrue(hidden)
    }

    func testAValueSentReachesWhateverTypeTheLiteralBecame() {
        DesignTimeValues.replace(with: ["a": .integer(12), "b": .float(0.25), "c": .string("**Bold**"), "d": .boolean(false)])
        XCTAssertEqual(DesignTimeValues.count, 4)
        let cgFloat: CGFloat = __designTimeInteger("a", fallback: 8)
        let double: Double = __designTimeInteger("a", fallback: 8)
        let integer: Int = __designTimeInteger("a", fallback: 8)
        let small: UInt8 = __designTimeInteger("a", fallback: 8)
        XCTAssertEqual([cgFloat, CGFloat(double), CGFloat(integer), CGFloat(small)], [12, 12, 12, 12])
        let float: Float = __designTimeFloat("b", fallback: 1)
        let point: CGFloat = __designTimeFloat("b", fallback: 1)
        XCTAssertEqual(float, 0.25)
        XCTAssertEqual(point, 0.25)
        // Where `Text` takes a `LocalizedStringKey`, the call makes one, as the literal did: Markdown still styles.
        let key: LocalizedStringKey = __designTimeString("c", fallback: "plain")
        XCTAssertEqual(key, LocalizedStringKey("**Bold**"))
        let flag: Bool = __designTimeBoolean("d", fallback: true)
        XCTAssertFalse(flag)
        // Another key keeps its literal; a kind that does not match keeps it too.
        let other: CGFloat = __designTimeInteger("z", fallback: 3)
        let mismatch: Double = __designTimeFloat("a", fallback: 1.5)
        XCTAssertEqual(other, 3)
        XCTAssertEqual(mismatch, 1.5)
    }

    func testAValueTheTypeCannotHoldKeepsTheLiteral() {
        DesignTimeValues.replace(with: ["a": .integer(300), "b": .integer(-1)])
        let byte: UInt8 = __designTimeInteger("a", fallback: 8)
        let unsigned: UInt = __designTimeInteger("b", fallback: 2)
        XCTAssertEqual(byte, 8)
        XCTAssertEqual(unsigned, 2)
        // Sending an empty table puts every literal back.
        DesignTimeValues.replace(with: [:])
        let width: CGFloat = __designTimeInteger("a", fallback: 8)
        XCTAssertEqual(width, 8)
    }

    /// A table of `count` values whose keys are longer than 15 bytes of UTF-8, which a Swift string cannot hold
    /// inline: each key takes at least its bytes of the heap. Made in a function of its own, so that the table
    /// is the only owner of the storage once it is handed over.
    private static func values(_ count: Int, file: String) -> [String: DesignTimeValues.Value] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("\(file).swift:\(1000 + $0).17", .integer($0)) })
    }

    /// Replacing the table frees the one it replaces: malloc's bytes in use (mallinfo2) after a second table of
    /// the same size are one table's, not two, and after an empty one they are back where they started.
    func testReplacingTheTableFreesTheOldOne() {
        let count = 20_000
        let keyBytes = "Cards.swift:1000.17".utf8.count  // the shortest key
        DesignTimeValues.replace(with: Self.values(10, file: "Warm"))
        DesignTimeValues.replace(with: [:])
        let start = reflow_malloc_bytes_in_use()
        DesignTimeValues.replace(with: Self.values(count, file: "Cards"))
        let one = Int(reflow_malloc_bytes_in_use()) - Int(start)
        XCTAssertGreaterThanOrEqual(one, count * keyBytes, "the table holds its keys")
        DesignTimeValues.replace(with: Self.values(count, file: "Rows"))
        let after = Int(reflow_malloc_bytes_in_use()) - Int(start)
        // Equal-sized tables, so one; a tenth of one for what malloc keeps about its chunks.
        XCTAssertLessThan(after, one + one / 10, "the first table was freed when the second replaced it")
        DesignTimeValues.replace(with: [:])
        let emptied = Int(reflow_malloc_bytes_in_use()) - Int(start)
        XCTAssertLessThan(emptied, one / 10, "no table is held once the values are replaced by none")
    }
}
