import XCTest
@_spi(Viewer) @testable import Reflow

/// Accessibility modifiers describe views to assistive technologies and change nothing drawn or laid out, as
/// on iOS; the accessibility settings are read from the environment, off unless set.
final class AccessibilityTests: XCTestCase {
    private struct Card: View {
        var described: Bool
        var body: some View {
            let card = HStack {
                Image(systemName: "star.fill")
                Text("Favourites")
                Button("Add") {}
            }
            if described {
                card
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Favourites")
                    .accessibilityHint(Text("Adds a favourite"))
                    .accessibilityValue("3 items")
                    .accessibilityAddTraits([.isButton, .isHeader])
                    .accessibilityRemoveTraits(.isImage)
                    .accessibilityIdentifier("card")
                    .accessibilitySortPriority(1)
                    .accessibilityHeading(.h2)
                    .accessibilityInputLabels(["Favourites", "Stars"])
                    .accessibilityAction { }
                    .accessibilityAction(named: "Remove") { }
                    .accessibilityAdjustableAction { _ in }
                    .accessibility(hidden: false)
                    .accessibilityRepresentation { Text("Favourites") }
            } else {
                card
            }
        }
    }

    func testTheModifiersChangeNothingDrawnOrLaidOut() {
        let size = CGSize(width: 300, height: 100)
        let plain = ViewHost(rootView: Card(described: false), size: size)
        let described = ViewHost(rootView: Card(described: true), size: size)
        XCTAssertFalse(plain.displayList.items.isEmpty)
        XCTAssertEqual(described.displayList, plain.displayList)
    }

    func testTheSettingsAreOffUnlessSet() {
        final class Seen { var reduceMotion: [Bool] = []; var contrast: [ColorSchemeContrast] = [] }
        struct Reader: View {
            let seen: Seen
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.colorSchemeContrast) private var contrast
            var body: some View {
                seen.reduceMotion.append(reduceMotion)
                seen.contrast.append(contrast)
                return Color.clear
            }
        }
        let seen = Seen()
        _ = ViewHost(rootView: VStack {
            Reader(seen: seen)
            Reader(seen: seen).environment(\.accessibilityReduceMotion, true).environment(\.colorSchemeContrast, .increased)
        }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(seen.reduceMotion, [false, true])
        XCTAssertEqual(seen.contrast, [.standard, .increased])
    }
}
