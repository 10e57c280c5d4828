import XCTest
@testable import Reflow

/// The text a counter shows.
@Observable private final class Counter {
    var text = "1"
    var value = 1.0
}

/// A 17-point counter under `transition` (`.numericText(value:)` reads the model's value).
private struct CounterView: View {
    let counter: Counter
    let transition: ContentTransition?
    var body: some View {
        Text(counter.text).contentTransition(transition ?? .numericText(value: counter.value)).id("t")
    }
}

/// One line of drawn text, and the opacity of the layers around it.
private struct DrawnText: Equatable {
    let text: String
    let origin: CGPoint
    let opacity: Double
}

/// Content transitions of text as SwiftUI documents `ContentTransition`: `.identity` swaps at once, `.opacity`
/// cross-fades, `.numericText` rolls the characters that change (the old one up and out, the new one up from
/// below when counting up; the reverse counting down) while equal characters stay put. Headless, with the
/// fixed-advance measurer: 17-point text is 0.6 × 17 per character, and a line 1.17 × 17 high (the distance a
/// character rolls).
final class ContentTransitionTests: XCTestCase {
    let size = CGSize(width: 200, height: 60)
    let line = 1.17 * 17.0

    /// The text runs of `host`'s display list, each with the product of the layer opacities around it.
    private func drawnTexts(_ host: ViewHost) -> [DrawnText] {
        var opacities: [Double] = [1]
        var found: [DrawnText] = []
        for item in host.displayList.items {
            switch item {
            case .push(.layer(let layer)): opacities.append(opacities.last! * layer.opacity)
            case .push: opacities.append(opacities.last!)
            case .pop: opacities.removeLast()
            case .text(let run): found.append(DrawnText(text: run.text, origin: run.origin, opacity: opacities.last!))
            default: break
            }
        }
        return found
    }

    /// The text `text` drawn at rest in the same place: where a transition ends.
    private func steady(_ text: String) -> [DrawnText] {
        drawnTexts(ViewHost(rootView: Text(text).id("t"), size: size))
    }

    func testNumericTextRollsTheOldDigitUpAndTheNewOneUpFromBelow() throws {
        let counter = Counter()
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .numericText()), size: size)
        let rest = try XCTUnwrap(steady("2").first)
        withAnimation(.linear(duration: 1)) { counter.text = "2" }
        host.advance(by: 0.5)
        let drawn = drawnTexts(host)
        XCTAssertEqual(drawn.count, 2, "the old digit and the new one")
        let old = try XCTUnwrap(drawn.first { $0.text == "1" }), new = try XCTUnwrap(drawn.first { $0.text == "2" })
        // Half way: each has rolled half a line, and each is half opaque.
        XCTAssertEqual(old.origin.y, rest.origin.y - line / 2, accuracy: 1e-9, "the old digit moves up")
        XCTAssertEqual(new.origin.y, rest.origin.y + line / 2, accuracy: 1e-9, "the new one comes up from below")
        XCTAssertEqual(old.origin.x, rest.origin.x, accuracy: 1e-9)
        XCTAssertEqual(new.origin.x, rest.origin.x, accuracy: 1e-9)
        XCTAssertEqual(old.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(new.opacity, 0.5, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(drawnTexts(host), steady("2"), "at rest when the animation is over")
        XCTAssertFalse(host.isAnimating)
    }

    func testCountingDownRollsTheOtherWay() throws {
        let counter = Counter()
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .numericText(countsDown: true)), size: size)
        let rest = try XCTUnwrap(steady("2").first)
        withAnimation(.linear(duration: 1)) { counter.text = "2" }
        host.advance(by: 0.25)
        let drawn = drawnTexts(host)
        let old = try XCTUnwrap(drawn.first { $0.text == "1" }), new = try XCTUnwrap(drawn.first { $0.text == "2" })
        XCTAssertEqual(old.origin.y, rest.origin.y + line / 4, accuracy: 1e-9, "the old digit moves down")
        XCTAssertEqual(new.origin.y, rest.origin.y - line * 3 / 4, accuracy: 1e-9, "the new one comes down from above")
        XCTAssertEqual(old.opacity, 0.75, accuracy: 1e-9)
        XCTAssertEqual(new.opacity, 0.25, accuracy: 1e-9)
    }

    func testAValueChoosesTheDirectionByComparingWithThePreviousOne() throws {
        let counter = Counter()
        counter.text = "5"
        counter.value = 5
        let host = ViewHost(rootView: CounterView(counter: counter, transition: nil), size: size)
        let rest = try XCTUnwrap(steady("3").first)
        withAnimation(.linear(duration: 1)) { counter.text = "3"; counter.value = 3 }
        host.advance(by: 0.5)
        let down = try XCTUnwrap(drawnTexts(host).first { $0.text == "3" })
        XCTAssertEqual(down.origin.y, rest.origin.y - line / 2, accuracy: 1e-9, "a smaller value counts down")
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { counter.text = "4"; counter.value = 4 }
        host.advance(by: 0.5)
        let up = try XCTUnwrap(drawnTexts(host).first { $0.text == "4" })
        XCTAssertEqual(up.origin.y, rest.origin.y + line / 2, accuracy: 1e-9, "a larger one counts up")
    }

    func testCharactersThatStayTheSameStayPut() throws {
        let counter = Counter()
        counter.text = "41"
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .numericText()), size: size)
        let rest = try XCTUnwrap(steady("42").first)
        withAnimation(.linear(duration: 1)) { counter.text = "42" }
        host.advance(by: 0.5)
        let drawn = drawnTexts(host)
        // The tens are drawn where "42" puts them, fully opaque; only the units roll, a character further on.
        XCTAssertEqual(drawn.first { $0.text == "4" }, DrawnText(text: "4", origin: rest.origin, opacity: 1))
        let units = try XCTUnwrap(drawn.first { $0.text == "2" })
        XCTAssertEqual(units.origin.x, rest.origin.x + 0.6 * 17, accuracy: 1e-9)
        XCTAssertEqual(units.origin.y, rest.origin.y + line / 2, accuracy: 1e-9)
        XCTAssertEqual(drawn.map(\.text).sorted(), ["1", "2", "4"])
    }

    func testSharedCharactersStayAndSlideToTheirNewPlaces() throws {
        let counter = Counter()
        counter.text = "$9.00"
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .numericText()), size: size)
        withAnimation(.linear(duration: 1)) { counter.text = "$10.00" }
        host.advance(by: 0.5)
        let drawn = drawnTexts(host)
        // Both lines start at the text's leading edge, where its frame is drawn half way to its new width.
        let leading = try XCTUnwrap(host.frame(of: "t")).minX, advance = 0.6 * 17
        let dollar = try XCTUnwrap(drawn.first { $0.text == "$" })
        XCTAssertEqual(dollar.origin.x, leading, accuracy: 1e-9)
        XCTAssertEqual(dollar.opacity, 1, "the sign stays")
        // ".00" was the third to fifth character and is the fourth to sixth: half way between.
        let cents = try XCTUnwrap(drawn.first { $0.text == ".00" })
        XCTAssertEqual(cents.origin.x, leading + 2.5 * advance, accuracy: 1e-9)
        XCTAssertEqual(cents.opacity, 1)
        XCTAssertEqual(cents.origin.y, dollar.origin.y, accuracy: 1e-9, "on the line")
        // The units' 9 rolls out, and "10" rolls in after the sign.
        let nine = try XCTUnwrap(drawn.first { $0.text == "9" }), ten = try XCTUnwrap(drawn.first { $0.text == "10" })
        XCTAssertEqual(nine.origin.y, dollar.origin.y - line / 2, accuracy: 1e-9)
        XCTAssertEqual(ten.origin.y, dollar.origin.y + line / 2, accuracy: 1e-9)
        XCTAssertEqual(ten.origin.x, leading + advance, accuracy: 1e-9)
        XCTAssertEqual(drawn.count, 4)
    }

    func testOpacityCrossFadesAndIdentitySwaps() throws {
        let counter = Counter()
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .opacity), size: size)
        let rest = try XCTUnwrap(steady("2").first)
        withAnimation(.linear(duration: 1)) { counter.text = "2" }
        host.advance(by: 0.25)
        XCTAssertEqual(drawnTexts(host), [DrawnText(text: "1", origin: rest.origin, opacity: 0.75),
                                          DrawnText(text: "2", origin: rest.origin, opacity: 0.25)])

        let swapped = Counter()
        let plain = ViewHost(rootView: CounterView(counter: swapped, transition: .identity), size: size)
        withAnimation(.linear(duration: 1)) { swapped.text = "2" }
        plain.advance(by: 0.25)
        XCTAssertEqual(drawnTexts(plain), steady("2"), "identity: the new text at once")
    }

    func testWithoutAnAnimationTheTextSwaps() {
        let counter = Counter()
        let host = ViewHost(rootView: CounterView(counter: counter, transition: .numericText()), size: size)
        counter.text = "2"
        XCTAssertEqual(drawnTexts(host), steady("2"))
        XCTAssertFalse(host.isAnimating)
    }
}
