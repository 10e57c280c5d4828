import XCTest
@_spi(Viewer) @testable import Reflow

/// The window's sweep ruler (issue 31, item 5): its marks, and how it sweeps again when the window's views
/// change.
final class SweepRulerTests: XCTestCase {
    /// A `ViewThatFits` whose first candidate is `width` points wide: it switches at `width`.
    private func switching(at width: CGFloat) -> AnyView {
        AnyView(ViewThatFits(in: .horizontal) {
            Color.red.frame(width: width, height: 10)
            Color.blue.frame(width: 50, height: 10)
        })
    }

    private func sweep(_ ruler: SweepRuler, _ view: AnyView, update: Int, at time: Double) {
        ruler.sweep(view, update: update, height: 100, widest: 400, images: AssetImageProvider(), at: time)
        while ruler.advance(for: 1) {}
    }

    func testNewViewsAreSweptAtMostOnceASecondAndTheOldMarksStandMeanwhile() {
        let ruler = SweepRuler(textMeasurer: FixedAdvanceTextMeasurer())
        sweep(ruler, switching(at: 300), update: 1, at: 0)
        XCTAssertEqual(ruler.marks.map(\.width), [300])
        XCTAssertEqual(ruler.marks.first?.kinds, [.switches])
        // New views half a second later (an app that updates its views on every resize): not swept yet, the
        // ruler keeps its marks and asks for frames until it may.
        ruler.sweep(switching(at: 250), update: 2, height: 100, widest: 400, images: AssetImageProvider(), at: 0.5)
        XCTAssertEqual(ruler.marks.map(\.width), [300])
        XCTAssertTrue(ruler.isSweeping)
        // A second after the first sweep began, they are; while the new sweep has not reached 300, the old
        // mark stands there.
        ruler.sweep(switching(at: 250), update: 2, height: 100, widest: 400, images: AssetImageProvider(), at: 1.2)
        XCTAssertEqual(ruler.marks.map(\.width), [300], "the new sweep is at 100: the old mark stands beyond")
        while ruler.advance(for: 1) {}
        XCTAssertEqual(ruler.marks.map(\.width), [250])
        XCTAssertFalse(ruler.isSweeping)
    }

    func testANewHeightIsSweptAtOnce() {
        let ruler = SweepRuler(textMeasurer: FixedAdvanceTextMeasurer())
        sweep(ruler, switching(at: 300), update: 1, at: 0)
        ruler.sweep(switching(at: 300), update: 1, height: 120, widest: 400, images: AssetImageProvider(), at: 0.1)
        XCTAssertTrue(ruler.isSweeping, "another height lays everything out differently: swept again at once")
    }
}
