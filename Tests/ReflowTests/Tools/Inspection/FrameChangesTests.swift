import XCTest
@testable import Reflow

/// `ViewHost.framesByIdentity` and `FrameChanges`: what `reflow preview` compares across a reload (issue 21,
/// item 5). Two hosts stand for the old and the new build: they share no nodes, as two processes share none.
final class FrameChangesTests: XCTestCase {
    /// Three blocks in a row from the top-leading corner: one that stays, one `growWidth` wide, one after it.
    private func row(growWidth: CGFloat, extra: Bool = false) -> some View {
        HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("still")
            Color.green.frame(width: growWidth, height: 30).id("grow")
            Color.blue.frame(width: 40, height: 40).id("shift")
            if extra { Color.gray.frame(width: 10, height: 10).id("extra") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func frames<V: View>(_ view: V) -> [String: CGRect] {
        ViewHost(rootView: view, size: CGSize(width: 300, height: 200)).framesByIdentity
    }

    func testAMovedAResizedAndAnUnchangedView() {
        // Before: still (0, 0) 50×50, grow (50, 0) 60×30, shift (110, 0) 40×40; the stack (0, 0) 150×50.
        // After, grow 80 wide: still as it was; grow (50, 0) 80×30, resized; shift (130, 0), moved at the same
        // size; the stack (0, 0) 170×50, resized. The full-window frame around the stack does not change.
        // A `.frame` and the colour in it share a frame and change together: counted once.
        let changes = FrameChanges(from: frames(row(growWidth: 60)), to: frames(row(growWidth: 80)))
        XCTAssertEqual(changes.moved, [CGRect(x: 130, y: 0, width: 40, height: 40)])
        XCTAssertEqual(Set(changes.resized.map { [$0.minX, $0.minY, $0.width, $0.height] }),
                       [[50, 0, 80, 30], [0, 0, 170, 50]])
        XCTAssertEqual(changes.appeared, 0)
        XCTAssertEqual(changes.disappeared, 0)
        XCTAssertEqual(changes.summary, "1 frame moved, 2 resized")
    }

    func testTheSameLayoutInAnotherHostHasNoChanges() {
        let old = frames(row(growWidth: 60)), new = frames(row(growWidth: 60))
        XCTAssertFalse(old.isEmpty)
        XCTAssertEqual(old, new)
        let changes = FrameChanges(from: old, to: new)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(changes.summary, "no frames changed")
    }

    func testViewsThatComeAndGoAreCountedApart() {
        let without = frames(row(growWidth: 60)), with = frames(row(growWidth: 60, extra: true))
        // The extra block comes after the others: their frames stay; the stack grows by 10, and the block's
        // own views are new.
        let added = FrameChanges(from: without, to: with)
        XCTAssertEqual(added.moved, [])
        XCTAssertEqual(added.resized, [CGRect(x: 0, y: 0, width: 160, height: 50)])
        XCTAssertGreaterThan(added.appeared, 0)
        XCTAssertEqual(added.disappeared, 0)
        XCTAssertEqual(added.summary, "1 frame resized, \(added.appeared) new")
        let removed = FrameChanges(from: with, to: without)
        XCTAssertEqual(removed.disappeared, added.appeared)
        XCTAssertEqual(removed.appeared, 0)
    }

    func testKeysNameTheViewsPathWithIdsAndPlaces() {
        let keys = frames(row(growWidth: 60)).keys
        // The id'd views are found by their ids, quoted as Swift writes the string.
        XCTAssertTrue(keys.contains { $0.hasSuffix("#\"grow\"[0]") && $0.contains("HStack[0]/") }, "\(keys.sorted())")
        // Two colours without ids in one stack are told apart by their places.
        let plain = frames(HStack { Color.red; Color.blue })
        XCTAssertEqual(plain.keys.filter { $0.hasSuffix("Color[0]") || $0.hasSuffix("Color[1]") }.count, 2)
    }

    func testFramesSurviveEncoding() {
        let frames = frames(row(growWidth: 60.5))
        XCTAssertEqual(FrameChanges.decodeFrames(FrameChanges.encode(frames)), frames)
        XCTAssertNil(FrameChanges.decodeFrames(Data("not json".utf8)))
    }
}
