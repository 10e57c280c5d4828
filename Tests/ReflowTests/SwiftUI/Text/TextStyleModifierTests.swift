@testable import Reflow
import XCTest

/// `lineLimit` with ranges and reserved space (layout rules §6.11), and bold, italic, design and width reaching
/// the font text is measured and drawn with. With the display-free measurer a line of body text (17 pt) is
/// 1.17 × 17 = 19.89 high and each character 0.6 × 17 = 10.2 wide.
final class TextStyleModifierTests: XCTestCase {
    private let line: CGFloat = 19.89

    private func size<V: View>(_ view: V, width: CGFloat = 300) -> CGSize {
        let host = ViewHost(rootView: view.id("t"), size: CGSize(width: width, height: 400))
        return host.frame(of: "t")?.size ?? .zero
    }

    /// The fonts of the text runs drawn.
    private func fonts<V: View>(_ view: V) -> [ResolvedFont] {
        ViewHost(rootView: view, size: CGSize(width: 300, height: 200)).displayList.items.compactMap { item in
            if case .text(let run) = item { return run.font }
            return nil
        }
    }

    // MARK: lineLimit (§6.11)

    func testReservesSpaceMakesAShortTextAsHighAsItsLimit() {
        // One line of "Hi" (2 × 10.2 wide) reserving 3 lines: 3 × 19.89 high.
        let reserved = size(Text("Hi").lineLimit(3, reservesSpace: true))
        XCTAssertEqual(reserved.height, 3 * line, accuracy: 1e-9)
        XCTAssertEqual(reserved.width, 20.4, accuracy: 1e-9)
        // Without reserving, one line.
        XCTAssertEqual(size(Text("Hi").lineLimit(3, reservesSpace: false)).height, line, accuracy: 1e-9)
    }

    func testARangesLowerBoundIsReserved() {
        XCTAssertEqual(size(Text("Hi").lineLimit(2...4)).height, 2 * line, accuracy: 1e-9)
        XCTAssertEqual(size(Text("Hi").lineLimit(3...)).height, 3 * line, accuracy: 1e-9)
        // A partial range up to 3 reserves nothing.
        XCTAssertEqual(size(Text("Hi").lineLimit(...3)).height, line, accuracy: 1e-9)
    }

    func testARangesUpperBoundCapsTheLines() {
        // At 40 wide each of the four 3-letter words (30.6) takes a line; 1...2 keeps two, ...3 three, and 2...
        // all four.
        let text = Text("aaa bbb ccc ddd")
        XCTAssertEqual(size(text.lineLimit(1...2), width: 40).height, 2 * line, accuracy: 1e-9)
        XCTAssertEqual(size(text.lineLimit(...3), width: 40).height, 3 * line, accuracy: 1e-9)
        XCTAssertEqual(size(text.lineLimit(2...), width: 40).height, 4 * line, accuracy: 1e-9)
        // A longer text than it reserves keeps its own height (its 4 lines, capped at 5, reserve 3).
        XCTAssertEqual(size(text.lineLimit(3...5), width: 40).height, 4 * line, accuracy: 1e-9)
    }

    func testAnInnerPlainLineLimitKeepsTheReservation() {
        // `lineLimit(_: Int?)` sets only the upper limit, as in SwiftUI: the outer range's reservation stays.
        XCTAssertEqual(size(Text("Hi").lineLimit(4).lineLimit(2...5)).height, 2 * line, accuracy: 1e-9)
    }

    func testAnAbsurdReservationIsClampedWithAWarning() {
        let host = ViewHost(rootView: Text("Hi").lineLimit(Int.max, reservesSpace: true).id("t"),
                            size: CGSize(width: 300, height: 200))
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "t")?.height), 10_000 * line, accuracy: 1e-6)
        XCTAssertTrue(host.warnings.contains { $0.contains(".lineLimit") })
    }

    // MARK: bold, italic, design, width

    func testTextModifiersReachTheFont() {
        XCTAssertEqual(fonts(Text("a").bold()).first?.weight, .bold)
        XCTAssertEqual(fonts(Text("a").bold(false)).first?.weight, .regular)
        XCTAssertEqual(fonts(Text("a").italic()).first?.isItalic, true)
        XCTAssertEqual(fonts(Text("a").italic(false)).first?.isItalic, false)
        XCTAssertEqual(fonts(Text("a").fontDesign(.serif)).first?.design, .serif)
        // A width is accepted; the text keeps the body size.
        XCTAssertEqual(fonts(Text("a").fontWidth(.condensed)).first?.size, 17)
    }

    func testViewModifiersReachTheTextInside() {
        let fonts = fonts(VStack { Text("a"); Text("b").bold(false); Text("c").fontWeight(.light) }
            .bold().italic().fontDesign(.rounded))
        XCTAssertEqual(fonts.map(\.weight), [.bold, .regular, .light])
        XCTAssertEqual(fonts.map(\.isItalic), [true, true, true])
        XCTAssertEqual(fonts.map(\.design), [.rounded, .rounded, .rounded])
        // A text's own `bold(false)` takes back an enclosing view's `bold()` (also "b" above); on a `Text`, the
        // last call wins; a font's own design is kept.
        XCTAssertEqual(self.fonts(Text("a").bold(false).padding(0).bold()).first?.weight, .regular)
        XCTAssertEqual(self.fonts(Text("a").bold(false).bold()).first?.weight, .bold)
        XCTAssertEqual(self.fonts(Text("a").font(.system(size: 12, design: .monospaced)).fontDesign(.serif)).first?.design,
                       .monospaced)
        XCTAssertEqual(self.fonts(Text("a").fontWidth(.expanded).fontWeight(.heavy)).first?.weight, .heavy)
    }

    func testFontModifiers() {
        XCTAssertEqual(Font.body.bold().resolved(), ResolvedFont(size: 17, weight: .bold))
        XCTAssertEqual(Font.body.italic().resolved(), ResolvedFont(size: 17, isItalic: true))
        XCTAssertEqual(Font.headline.weight(.light).resolved().weight, .light)
        XCTAssertEqual(Font.system(size: 12, weight: .bold, design: .rounded).resolved(),
                       ResolvedFont(size: 12, weight: .bold, design: .rounded))
        XCTAssertEqual(Font.system(size: 12).resolved(), ResolvedFont(size: 12))
        XCTAssertEqual(Font.system(.title, design: .serif, weight: .black).resolved(),
                       ResolvedFont(size: 28, weight: .black, design: .serif))
        // A nil design and weight leave the style's own: headline is semibold.
        XCTAssertEqual(Font.system(.headline, design: nil).resolved(), ResolvedFont(size: 17, weight: .semibold))
        XCTAssertEqual(Font.body.width(.condensed).fontWidth, .condensed)
    }
}

/// The size classes (layout rules §12): decided from the host's size, read with `@Environment`, and views that
/// read them built again when a resize crosses a threshold (regular from 678 wide, from 568 high).
final class SizeClassTests: XCTestCase {
    /// A colour 10 wide in a compact width and 20 in a regular one, 30 high in a compact height and 40 in a
    /// regular one.
    private struct ClassReader: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical

        var body: some View {
            Color.red.frame(width: horizontal == .compact ? 10 : 20, height: vertical == .compact ? 30 : 40).id("c")
        }
    }

    private func size(in width: CGFloat, _ height: CGFloat) -> CGSize? {
        ViewHost(rootView: ClassReader(), size: CGSize(width: width, height: height)).frame(of: "c")?.size
    }

    func testClassesFollowTheHostsSize() {
        // An iPhone in portrait (390×844): compact width, regular height.
        XCTAssertEqual(size(in: 390, 844), CGSize(width: 10, height: 40))
        // An iPad (820×1180): regular both ways.
        XCTAssertEqual(size(in: 820, 1180), CGSize(width: 20, height: 40))
        // A small iPhone in landscape (667×375): compact both ways.
        XCTAssertEqual(size(in: 667, 375), CGSize(width: 10, height: 30))
    }

    func testThresholds() {
        XCTAssertEqual(size(in: 677, 567), CGSize(width: 10, height: 30))
        XCTAssertEqual(size(in: 678, 568), CGSize(width: 20, height: 40))
        XCTAssertEqual(UserInterfaceSizeClass.horizontal(width: 677.9), .compact)
        XCTAssertEqual(UserInterfaceSizeClass.vertical(height: 568), .regular)
    }

    func testAResizeAcrossTheThresholdBuildsTheViewsAgain() {
        let host = ViewHost(rootView: ClassReader(), size: CGSize(width: 400, height: 800))
        XCTAssertEqual(host.frame(of: "c")?.size, CGSize(width: 10, height: 40))
        host.resize(to: CGSize(width: 800, height: 800))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 390, y: 380, width: 20, height: 40))
        host.resize(to: CGSize(width: 800, height: 400))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 390, y: 185, width: 20, height: 30))
        host.resize(to: CGSize(width: 500, height: 400))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 245, y: 185, width: 10, height: 30))
        // Within one class, no build is needed and the frame simply moves.
        host.resize(to: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.frame(of: "c"), CGRect(x: 145, y: 135, width: 10, height: 30))
    }

    func testTheEnvironmentModifierOverridesTheClass() {
        let host = ViewHost(rootView: ClassReader().environment(\.horizontalSizeClass, .compact),
                            size: CGSize(width: 800, height: 800))
        XCTAssertEqual(host.frame(of: "c")?.size, CGSize(width: 10, height: 40))
        host.resize(to: CGSize(width: 900, height: 300))
        XCTAssertEqual(host.frame(of: "c")?.size, CGSize(width: 10, height: 30))
    }

    /// A modifier whose body reads the class: 40 points of padding in a regular width, 5 in a compact one.
    private struct ClassPadding: ViewModifier {
        @Environment(\.horizontalSizeClass) var horizontal

        func body(content: Content) -> some View {
            content.padding(horizontal == .regular ? 40 : 5)
        }
    }

    func testAModifiersBodyReadsTheEnvironmentAtItsPosition() {
        // 800 wide is regular: the Color is inset by 40; an enclosing override to compact makes it 5.
        let regular = ViewHost(rootView: Color.red.id("c").modifier(ClassPadding()), size: CGSize(width: 800, height: 800))
        XCTAssertEqual(regular.frame(of: "c"), CGRect(x: 40, y: 40, width: 720, height: 720))
        let compact = ViewHost(rootView: Color.red.id("c").modifier(ClassPadding())
            .environment(\.horizontalSizeClass, .compact), size: CGSize(width: 800, height: 800))
        XCTAssertEqual(compact.frame(of: "c"), CGRect(x: 5, y: 5, width: 790, height: 790))
        // Resized to 400 wide, the modifier is built again for the compact class.
        regular.resize(to: CGSize(width: 400, height: 800))
        XCTAssertEqual(regular.frame(of: "c"), CGRect(x: 5, y: 5, width: 390, height: 790))
    }

    func testOutsideABuildTheDefaultEnvironmentIsRead() {
        // No host is building: the default environment has no size class.
        XCTAssertNil(Environment(\.horizontalSizeClass).wrappedValue)
        XCTAssertNil(EnvironmentValues().horizontalSizeClass)
    }

    /// Reads the class inside a `ForEach`'s content, which runs after `body` has returned.
    private struct ForEachReader: View {
        @Environment(\.horizontalSizeClass) var horizontal

        var body: some View {
            HStack {
                ForEach(0..<1) { _ in
                    Color.red.frame(width: horizontal == .regular ? 20 : 10, height: 10).id("c")
                }
            }
        }
    }

    func testAClosureRunWhileTheBodysViewsAreBuiltReadsTheViewsEnvironment() {
        let host = ViewHost(rootView: ForEachReader(), size: CGSize(width: 800, height: 800))
        XCTAssertEqual(host.frame(of: "c")?.size.width, 20)
        host.resize(to: CGSize(width: 400, height: 800))
        XCTAssertEqual(host.frame(of: "c")?.size.width, 10)
    }
}
