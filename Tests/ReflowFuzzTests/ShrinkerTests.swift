import ReflowFuzz
import XCTest

final class ShrinkerTests: XCTestCase {
    /// A tree with a deep needle: an offset of NaN on a text, inside stacks, a grid and modifiers.
    private let haystack = FuzzTree.stack(FuzzStack(kind: .v, spacing: 8), [
        .color(2),
        .modified(.grid(FuzzGrid(), [
            .gridRow(nil, [.text("left", fontSize: 12), .spacer(minLength: 4)]),
            .gridRow(.top, [
                .modified(.modified(.text("needle in here", fontSize: 30), .offset(x: .nan, y: 3)), .padding(edges: 15, length: 4)),
                .shape(.circle, .fill(color: 1)),
            ]),
        ]), .frame(width: 100, height: nil, alignment: .center)),
        .stack(FuzzStack(kind: .z), [.divider, .empty]),
    ])

    private func hasNaNOffset(_ tree: FuzzTree) -> Bool {
        tree.contains { tree in
            if case let .modified(_, .offset(x, _)) = tree { return x.isNaN }
            return false
        }
    }

    func testAFailingTreeShrinksToTheSmallestTreeThatStillFails() {
        var shrinker = Shrinker()
        let small = shrinker.shrink(haystack, while: hasNaNOffset)
        // Compared as source: NaN is unequal to itself, so the trees themselves never compare equal.
        XCTAssertEqual(small.swiftSource, "Color.red.offset(x: .nan, y: 0)")
    }

    func testTheResultIsTheLastAcceptedStep() {
        var shrinker = Shrinker()
        var accepted: [FuzzTree] = []
        let small = shrinker.shrink(haystack) { candidate in
            let fails = hasNaNOffset(candidate)
            if fails { accepted.append(candidate) }
            return fails
        }
        XCTAssertFalse(accepted.isEmpty)
        // What comes back still fails: it is the last step the predicate accepted, not a candidate after it.
        XCTAssertEqual(small.swiftSource, accepted.last?.swiftSource)
        // Each accepted step is smaller or plainer: sizes never grow.
        XCTAssertEqual(accepted.map(\.nodeCount), accepted.map(\.nodeCount).sorted(by: >))
    }

    func testAPassingTreeIsLeftAsItIs() {
        var shrinker = Shrinker()
        XCTAssertEqual(shrinker.shrink(haystack) { _ in false }, haystack)
    }
}
