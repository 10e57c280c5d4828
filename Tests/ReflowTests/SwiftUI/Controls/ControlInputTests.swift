import XCTest
@_spi(Viewer) @testable import Reflow

/// Pressing, dragging and keying controls through `ViewHost`; positions worked out by hand from the sizes the
/// controls take (`ControlSizeTests`) and the host centring its root.
final class ControlInputTests: XCTestCase {
    final class Log { var entries: [String] = [] }

    func testTapPressesAButtonAndAPressThatLeavesItDoesNot() {
        let log = Log()
        // A 60 × 40 label centred in 400 × 300: x 170…230, y 130…170.
        let button = Button { log.entries.append("tap") } label: { Color.gray.frame(width: 60, height: 40) }
        let host = ViewHost(rootView: button, size: CGSize(width: 400, height: 300))
        host.tap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(log.entries, ["tap"])
        // Released 100 points right of the button (30 of it past the 70-point margin): cancelled.
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 330, y: 150))
        XCTAssertEqual(log.entries, ["tap"])
        // Released 20 points outside: still the button's.
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 250, y: 150))
        XCTAssertEqual(log.entries, ["tap", "tap"])
    }

    func testAButtonIsHighlightedWhileHeld() {
        struct Recording: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: configuration.isPressed ? 80 : 60, height: 40).id("label")
            }
        }
        let host = ViewHost(rootView: Button("B") {}.buttonStyle(Recording()), size: CGSize(width: 400, height: 300))
        XCTAssertEqual(host.frame(of: "label")?.width, 60)
        host.pointerPressed(at: CGPoint(x: 200, y: 150), modifiers: [])
        XCTAssertEqual(host.frame(of: "label")?.width, 80, "isPressed while the press is held")
        host.pointerReleased(at: CGPoint(x: 200, y: 150), modifiers: [])
        XCTAssertEqual(host.frame(of: "label")?.width, 60)
    }

    func testTabThenSpaceOrReturnPressesButtons() {
        let log = Log()
        let host = ViewHost(rootView: VStack {
            Button("One") { log.entries.append("one") }
            Button("Two") { log.entries.append("two") }
        }, size: CGSize(width: 400, height: 300))
        host.press(.space)
        XCTAssertEqual(log.entries, [], "nothing is focused yet")
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.return)
        XCTAssertEqual(log.entries, ["one", "two"])
        // The focused button shows a ring: a stroke drawn last.
        guard case .stroke = host.displayList.items.last else { return XCTFail("no focus ring") }
    }

    func testADisabledButtonIgnoresTapsAndTab() {
        let log = Log()
        let button = Button { log.entries.append("tap") } label: { Color.gray.frame(width: 60, height: 40) }
        let host = ViewHost(rootView: button.disabled(true), size: CGSize(width: 400, height: 300))
        host.tap(at: CGPoint(x: 200, y: 150))
        host.press(.tab)
        host.press(.space)
        XCTAssertEqual(log.entries, [])
    }

    func testTogglesFlipOnTapAndSpace() {
        struct Demo: View {
            @State var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn).frame(width: isOn ? 300 : 200).id("t")
            }
        }
        let host = ViewHost(rootView: Demo(), size: CGSize(width: 400, height: 100))
        // 200 wide at x 100…300, the switch trailing: x 249…300, y 34.5…65.5.
        host.tap(at: CGPoint(x: 280, y: 50))
        XCTAssertEqual(host.frame(of: "t")?.width, 300, "the switch turned it on")
        // Now 300 wide at x 50…350; the label (x 50…291) flips nothing.
        host.tap(at: CGPoint(x: 80, y: 50))
        XCTAssertEqual(host.frame(of: "t")?.width, 300)
        host.press(.tab)
        host.press(.space)
        XCTAssertEqual(host.frame(of: "t")?.width, 200, "Space flips the focused switch")
    }

    func testButtonToggleStyle() {
        struct Demo: View {
            @State var isOn = false
            var body: some View {
                Toggle(isOn: $isOn) { Color.gray.frame(width: 40, height: 20) }
                    .toggleStyle(.button).frame(width: isOn ? 300 : 200).id("t")
            }
        }
        let host = ViewHost(rootView: Demo(), size: CGSize(width: 400, height: 100))
        // The bordered button: 40 + 24 by 20 + 14, centred at (200, 50).
        host.tap(at: CGPoint(x: 200, y: 50))
        XCTAssertEqual(host.frame(of: "t")?.width, 300)
    }

    /// A row of two squares spaced by a stepper's value.
    private struct SpacingDemo: View {
        @State var spacing = 10.0
        var body: some View {
            VStack {
                HStack(spacing: spacing) {
                    Color.red.frame(width: 20, height: 20).id("a")
                    Color.blue.frame(width: 20, height: 20).id("b")
                }
                Stepper("Spacing", value: $spacing, in: 0...20, step: 5).id("stepper")
            }
        }
    }

    func testAStepperBoundToASpacingChangesTheFrames() {
        let host = ViewHost(rootView: SpacingDemo(), size: CGSize(width: 400, height: 300))
        func gap() -> CGFloat { (host.frame(of: "b")?.minX ?? 0) - (host.frame(of: "a")?.maxX ?? 0) }
        XCTAssertEqual(gap(), 10, accuracy: 0.001)
        guard let stepper = host.frame(of: "stepper") else { return XCTFail() }
        // The buttons are the trailing 94 points: "−" the first 46.5, "+" the last 46.5.
        let plus = CGPoint(x: stepper.maxX - 20, y: stepper.midY)
        let minus = CGPoint(x: stepper.maxX - 94 + 20, y: stepper.midY)
        host.tap(at: plus)
        XCTAssertEqual(gap(), 15, accuracy: 0.001)
        host.tap(at: plus)
        host.tap(at: plus)
        XCTAssertEqual(gap(), 20, accuracy: 0.001, "kept within 0…20: the second tap reached the bound")
        host.tap(at: minus)
        XCTAssertEqual(gap(), 15, accuracy: 0.001)
    }

    func testASliderDragSetsItsValueInProportion() {
        final class Box { var value = 0.0; var editing: [Bool] = [] }
        let box = Box()
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        func slider(step: Double?) -> some View {
            Group {
                if let step {
                    Slider(value: binding, in: 0...100, step: step, onEditingChanged: { box.editing.append($0) })
                } else {
                    Slider(value: binding, in: 0...100, onEditingChanged: { box.editing.append($0) })
                }
            }.frame(width: 228)
        }
        // 228 wide, centred in 400: x 86…314; the thumb's centre runs 14 in from each end, x 100…300, so a
        // point x sets (x − 100) / 200 of the range.
        let host = ViewHost(rootView: slider(step: nil), size: CGSize(width: 400, height: 100))
        host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 186, y: 50))
        XCTAssertEqual(box.value, 43, accuracy: 0.0001)
        XCTAssertEqual(box.editing, [true, false])
        // A press anywhere on the track sets the value there.
        host.tap(at: CGPoint(x: 250, y: 50))
        XCTAssertEqual(box.value, 75, accuracy: 0.0001)
        // Past the end: the maximum.
        host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 390, y: 50))
        XCTAssertEqual(box.value, 100, accuracy: 0.0001)
        // With a step of 10, 43 % rounds to 40, 47 % to 50.
        host.update(rootView: slider(step: 10))
        host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 186, y: 50))
        XCTAssertEqual(box.value, 40, accuracy: 0.0001)
        host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 194, y: 50))
        XCTAssertEqual(box.value, 50, accuracy: 0.0001)
        // Focused with Tab, the arrows step it.
        host.press(.tab)
        host.press(.rightArrow)
        XCTAssertEqual(box.value, 60, accuracy: 0.0001)
        host.press(.leftArrow)
        host.press(.leftArrow)
        XCTAssertEqual(box.value, 40, accuracy: 0.0001)
    }

    func testADisabledSliderIgnoresDrags() {
        final class Box { var value = 0.0 }
        let box = Box()
        let slider = Slider(value: Binding(get: { box.value }, set: { box.value = $0 })).frame(width: 228).disabled(true)
        let host = ViewHost(rootView: slider, size: CGSize(width: 400, height: 100))
        host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 200, y: 50))
        XCTAssertEqual(box.value, 0)
    }

    func testASegmentedPickersTapSelects() {
        final class Box { var choice = 0; var name = "x" }
        let box = Box()
        let tagged = Picker("Size", selection: Binding(get: { box.choice }, set: { box.choice = $0 })) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        // 306 wide in 400: x 47…353; inside the 3-point insets, three 100-point segments from x 50.
        let host = ViewHost(rootView: tagged.pickerStyle(.segmented).frame(width: 306), size: CGSize(width: 400, height: 100))
        host.tap(at: CGPoint(x: 200, y: 50))
        XCTAssertEqual(box.choice, 1)
        host.tap(at: CGPoint(x: 340, y: 50))
        XCTAssertEqual(box.choice, 2)
        // A ForEach's views are tagged with their elements' ids.
        let each = Picker("Name", selection: Binding(get: { box.name }, set: { box.name = $0 })) {
            ForEach(["x", "y", "z"], id: \.self) { Text($0) }
        }
        host.update(rootView: each.pickerStyle(.segmented).frame(width: 306))
        host.tap(at: CGPoint(x: 340, y: 50))
        XCTAssertEqual(box.name, "z")
    }

    func testAMenuOpensOverTheViewsAndClosesWhenAButtonIsChosen() {
        let log = Log()
        let host = ViewHost(rootView: VStack(spacing: 0) {
            Menu { 
                Button("One") { log.entries.append("one") }.id("one")
                Button("Two") { log.entries.append("two") }
            } label: { Color.gray.frame(width: 60, height: 20) }
            Color.red.frame(width: 400, height: 200).onTapGesture { log.entries.append("behind") }
        }, size: CGSize(width: 400, height: 300))
        // The stack is 220 tall, centred: the menu's button at x 170…230, y 40…60.
        XCTAssertNil(host.frame(of: "one"), "closed")
        host.tap(at: CGPoint(x: 200, y: 50))
        guard let one = host.frame(of: "one") else { return XCTFail("the menu did not open") }
        // The list hangs below the button, over the red view: from the button's leading edge (170) but kept
        // inside the 400-point window, so its 250-point rows start at 400 − 250 = 150.
        XCTAssertEqual(one.minX, 150, accuracy: 0.001)
        XCTAssertEqual(one.width, 250, accuracy: 0.001)
        XCTAssertGreaterThan(one.minY, 60)
        host.tap(at: CGPoint(x: one.midX, y: one.midY))
        XCTAssertEqual(log.entries, ["one"], "the row ran its action; the red view behind it heard nothing")
        XCTAssertNil(host.frame(of: "one"), "choosing closed the menu")
        // Open again; a press outside the list only closes it.
        host.tap(at: CGPoint(x: 200, y: 50))
        XCTAssertNotNil(host.frame(of: "one"))
        host.tap(at: CGPoint(x: 20, y: 250))
        XCTAssertEqual(log.entries, ["one"])
        XCTAssertNil(host.frame(of: "one"))
        host.tap(at: CGPoint(x: 20, y: 250))
        XCTAssertEqual(log.entries, ["one", "behind"])
        // Escape closes it too.
        host.tap(at: CGPoint(x: 200, y: 50))
        host.press(.escape)
        XCTAssertNil(host.frame(of: "one"))
    }

    func testAMenuPickerShowsTheChoiceAndChoosesFromItsList() {
        final class Box { var choice = "b" }
        let box = Box()
        let picker = Picker("Letter", selection: Binding(get: { box.choice }, set: { box.choice = $0 })) {
            // `.id` after `.tag` keeps the tag.
            Text("a").tag("a").id("a")
            Text("b").tag("b")
        }
        let host = ViewHost(rootView: picker.pickerStyle(.menu).id("picker"), size: CGSize(width: 400, height: 300))
        guard let button = host.frame(of: "picker") else { return XCTFail() }
        host.tap(at: CGPoint(x: button.midX, y: button.midY))
        guard let a = host.frame(of: "a") else { return XCTFail("the list did not open") }
        host.tap(at: CGPoint(x: a.midX, y: a.midY))
        XCTAssertEqual(box.choice, "a")
    }

    /// A button that switches two squares between a row and a column inside `withAnimation`.
    private struct Switcher: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack(spacing: 0) {
                layout {
                    Color.red.frame(width: 40, height: 40).id("a")
                    Color.blue.frame(width: 40, height: 40).id("b")
                }
                Button { withAnimation(.linear(duration: 1)) { vertical.toggle() } } label: {
                    Color.gray.frame(width: 60, height: 20)
                }
            }
        }
    }

    func testAButtonSwitchingAnyLayoutInsideWithAnimationMovesTheViewsAlongTheAnimation() {
        let host = ViewHost(rootView: Switcher(), size: CGSize(width: 400, height: 300))
        // Row: the stack is 80 × 60 (40 of squares, 20 of button), at x 160, y 120; b at (200, 120), the button
        // (60 wide, centred) at x 170…230, y 160…180.
        XCTAssertEqual(host.frame(of: "b")?.origin, CGPoint(x: 200, y: 120))
        host.tap(at: CGPoint(x: 200, y: 170))
        // Column: 60 × 100 (the button is wider than the squares), at x 170, y 100; the squares centred in it
        // at x 180, b at y 140. Halfway through the linear second, b is halfway: (190, 130).
        host.advance(by: 0.5)
        let mid = host.frame(of: "b")
        XCTAssertEqual(mid?.minX ?? 0, 190, accuracy: 0.01)
        XCTAssertEqual(mid?.minY ?? 0, 130, accuracy: 0.01)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.6)
        XCTAssertEqual(host.frame(of: "b")?.origin, CGPoint(x: 180, y: 140))
    }

    func testASpinnerWantsFramesWhileShown() {
        let host = ViewHost(rootView: ProgressView(), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.wantsFrames)
        let bar = ViewHost(rootView: ProgressView(value: 0.5), size: CGSize(width: 100, height: 100))
        XCTAssertFalse(bar.wantsFrames)
    }

    func testTintColoursAProminentButton() {
        let host = ViewHost(rootView: Button("OK") {}.buttonStyle(.borderedProminent).tint(.red),
                            size: CGSize(width: 200, height: 100))
        XCTAssertTrue(host.displayList.items.contains { item in
            if case let .fill(_, _, color) = item { return color == Color.red }
            return false
        }, "the shape is filled with the tint")
    }
}
