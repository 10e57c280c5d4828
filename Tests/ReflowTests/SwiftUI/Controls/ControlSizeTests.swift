import XCTest
@_spi(Viewer) @testable import Reflow

/// The sizes controls take, through `ViewHost`, worked out by hand. Text is measured by
/// `FixedAdvanceTextMeasurer`: body text (17 points) advances 0.6 × 17 = 10.2 per character and is
/// 1.17 × 17 = 19.89 tall; subheadline (15) 9 and 17.55.
final class ControlSizeTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    private func frame<V: View>(_ view: V, size: CGSize? = nil) -> CGRect? {
        ViewHost(rootView: view.id("v"), size: size ?? self.size).frame(of: "v")
    }

    private func assertSize(_ frame: CGRect?, _ width: CGFloat, _ height: CGFloat, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(frame?.width ?? -1, width, accuracy: 0.001, message, file: file, line: line)
        XCTAssertEqual(frame?.height ?? -1, height, accuracy: 0.001, message, file: file, line: line)
    }

    func testButtonsHugTheirLabels() {
        // Borderless (the default): the label alone, "OK" = 2 × 10.2 by 19.89.
        assertSize(frame(Button("OK") {}), 20.4, 19.89, "borderless")
        // Bordered, regular: 12 points at the sides and 7 above and below.
        assertSize(frame(Button("OK") {}.buttonStyle(.bordered)), 20.4 + 24, 19.89 + 14, "bordered")
        assertSize(frame(Button("OK") {}.buttonStyle(.borderedProminent)), 44.4, 33.89, "prominent")
        // Large: 20 and 14.
        assertSize(frame(Button("OK") {}.buttonStyle(.bordered).controlSize(.large)), 20.4 + 40, 19.89 + 28, "large")
        // Small: subheadline (2 × 9 by 17.55), 10 and 5.
        assertSize(frame(Button("OK") {}.buttonStyle(.bordered).controlSize(.small)), 18 + 20, 17.55 + 10, "small")
        // Plain: the label.
        assertSize(frame(Button("Plain") {}.buttonStyle(.plain)), 51, 19.89, "plain")
        // A button hugs its label even when offered more.
        assertSize(frame(Button("OK") {}.buttonStyle(.bordered), size: CGSize(width: 1000, height: 1000)), 44.4, 33.89)
    }

    func testAUsersButtonStyleDrawsTheLabel() {
        struct Padded: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).background(configuration.isPressed ? Color.gray : Color.yellow)
            }
        }
        assertSize(frame(Button("OK") {}.buttonStyle(Padded())), 20.4 + 20, 19.89 + 20)
    }

    func testToggleSpreadsAcrossTheWidthWithTheSwitchTrailing() {
        let host = ViewHost(rootView: Toggle("Wi-Fi", isOn: .constant(true)).id("t"), size: CGSize(width: 300, height: 100))
        // The switch is 31 tall, taller than the label's 19.89; the toggle takes the proposed 300.
        assertSize(host.frame(of: "t"), 300, 31)
        // At its ideal width: "Wi-Fi" (5 × 10.2), 8 of spacing, the 51-point switch.
        assertSize(frame(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize()), 51 + 8 + 51, 31)
        // Without its label: the switch alone.
        assertSize(frame(Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden()), 51, 31)
    }

    func testStepperIsLaidOutLikeAToggle() {
        assertSize(frame(Stepper("Count", value: .constant(1), in: 0...5), size: CGSize(width: 300, height: 100)), 300, 32)
        // "Count" (5 × 10.2), 8, and the 94-point pair of buttons.
        assertSize(frame(Stepper("Count", value: .constant(1), in: 0...5).fixedSize()), 51 + 8 + 94, 32)
    }

    func testSliderAndLinearProgressTakeTheProposedWidth() {
        assertSize(frame(Slider(value: .constant(0.5)), size: CGSize(width: 250, height: 100)), 250, 34)
        assertSize(frame(Slider(value: .constant(0.5)), size: CGSize(width: 600, height: 100)), 600, 34)
        // The bar is 4 tall.
        assertSize(frame(ProgressView(value: 0.3), size: CGSize(width: 250, height: 100)), 250, 4)
        // The spinner is 20 × 20, whatever is offered.
        assertSize(frame(ProgressView(), size: CGSize(width: 250, height: 100)), 20, 20)
    }

    func testZeroAndUnspecifiedProposals() {
        // A slider offered no width keeps room for its thumb (its minimum, 28); asked for its ideal size
        // (`.fixedSize()`), it takes the 150 Reflow chooses (docs/controls.md).
        let host = ViewHost(rootView: Slider(value: .constant(0.5)).id("s").frame(width: 0), size: size)
        XCTAssertEqual(host.frame(of: "s")?.width ?? -1, 28, accuracy: 0.001)
        assertSize(frame(Slider(value: .constant(0.5)).fixedSize()), 150, 34)
        // A bordered button offered nothing still hugs its label: buttons do not shrink below it.
        let button = ViewHost(rootView: Button { } label: { Color.red.frame(width: 30, height: 10) }
            .buttonStyle(.bordered).id("b").frame(width: 0, height: 0), size: size)
        assertSize(button.frame(of: "b"), 30 + 24, 10 + 14)
    }

    func testSegmentedPickerIs32Tall() {
        let picker = Picker("Pick", selection: .constant(0)) {
            Text("A").tag(0)
            Text("B").tag(1)
        }.pickerStyle(.segmented)
        // 28 of segment with 2 above and below; across the proposed width.
        assertSize(frame(picker, size: CGSize(width: 300, height: 100)), 300, 32)
    }

    func testLabelStyles() {
        let title = frame(Label("Star", systemImage: "star").labelStyle(.titleOnly))
        XCTAssertEqual(title?.width ?? -1, 40.8, accuracy: 0.001, "\"Star\": 4 × 10.2")
        let icon = frame(Label("Star", systemImage: "star").labelStyle(.iconOnly))
        let both = frame(Label("Star", systemImage: "star"))
        // The icon, 8 of default spacing between non-text and text, the title.
        XCTAssertEqual(both?.width ?? -1, (icon?.width ?? 0) + 8 + 40.8, accuracy: 0.001)
    }

    func testLabeledContentPutsTheValueTrailing() {
        let host = ViewHost(rootView: LabeledContent("Name", value: "Ada").id("row"), size: CGSize(width: 300, height: 100))
        assertSize(host.frame(of: "row"), 300, 19.89)
    }
}
