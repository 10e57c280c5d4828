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
}
