import XCTest
@testable import Reflow

/// Bindings a test view hands out while its body is built, so that a test can change its state as a control
/// would.
final class Handles<Value> {
    var binding: Binding<Value>?
    var bodies = 0
}

/// A bar whose width is its state: a change of the state is a change of a frame the test can read.
private struct Bar: View {
    @State var width: CGFloat = 20
    let handles: Handles<CGFloat>

    var body: some View {
        handles.binding = $width
        handles.bodies += 1
        return Color.red.frame(width: width, height: 10).id("bar")
    }
}

final class StateTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testSettingStateRebuildsWithTheNewValue() throws {
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Bar(handles: handles), size: size)
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        handles.binding?.wrappedValue = 60
        // The bar is centred in the 200-point host: x = (200 − 60) / 2.
        XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 70, y: 45, width: 60, height: 10))
        XCTAssertEqual(handles.binding?.wrappedValue, 60)
    }

    func testStateSurvivesResizesAndUpdatesOfTheSameIdentity() throws {
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Bar(handles: handles), size: size)
        handles.binding?.wrappedValue = 50
        host.resize(to: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        // A new value of the same view (its @State initialised to 20 again) keeps the stored 50, as SwiftUI
        // ignores a state's initial value once the view has storage.
        host.update(rootView: Bar(handles: handles))
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
    }

    func testStateIsResetWhenTheIdentityChanges() throws {
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Bar(handles: handles).id(1), size: size)
        handles.binding?.wrappedValue = 50
        XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        host.update(rootView: Bar(handles: handles).id(2))
        XCTAssertEqual(host.frame(of: "bar")?.width, 20, "a new .id is a new view, with its initial state")
    }

    func testStateOfARemovedBranchIsGone() throws {
        struct Switcher: View {
            let showsBar: Bool
            let handles: Handles<CGFloat>
            var body: some View {
                if showsBar { Bar(handles: handles) } else { Color.blue.frame(width: 5, height: 5) }
            }
        }
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Switcher(showsBar: true, handles: handles), size: size)
        handles.binding?.wrappedValue = 44
        host.update(rootView: Switcher(showsBar: false, handles: handles))
        host.update(rootView: Switcher(showsBar: true, handles: handles))
        XCTAssertEqual(host.frame(of: "bar")?.width, 20, "the bar left the tree; shown again it starts afresh")
    }

    func testBindingToElementsOfAnArray() throws {
        struct Item: Identifiable { let id: Int; var width: CGFloat }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Color.green.frame(width: item.width, height: 10).id(item.id) }
        }
        struct List: View {
            @State var items = [Item(id: 1, width: 10), Item(id: 2, width: 30)]
            let handles: Handles<[Item]>
            var body: some View {
                handles.binding = $items
                return HStack(spacing: 0) { ForEach($items) { $item in Row(item: $item) } }
            }
        }
        let handles = Handles<[Item]>()
        let host = ViewHost(rootView: List(handles: handles), size: size)
        XCTAssertEqual(host.frame(of: 2)?.width, 30)
        // A binding to the second element, as ForEach hands it to its row, writes through to the array.
        let second = try XCTUnwrap(handles.binding)[1]
        second.width.wrappedValue = 70
        XCTAssertEqual(host.frame(of: 2)?.width, 70)
        XCTAssertEqual(handles.binding?.wrappedValue.map(\.width), [10, 70])
    }

    func testAnimatedBindingMovesAlongTheAnimation() throws {
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Bar(handles: handles), size: size)
        // A linear 1 s animation from width 20 to 120: halfway, the width is 70 (and the bar stays centred).
        handles.binding?.animation(.linear(duration: 1)).wrappedValue = 120
        host.advance(by: 0.5)
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")?.width), 70, accuracy: 0.001)
        host.advance(by: 0.6)
        XCTAssertEqual(host.frame(of: "bar")?.width, 120)
        XCTAssertFalse(host.isAnimating)
    }

    func testWithAnimationAroundASetAnimates() throws {
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Bar(handles: handles), size: size)
        withAnimation(.linear(duration: 2)) { handles.binding?.wrappedValue = 100 }
        host.advance(by: 1)
        // Halfway through 2 s from 20 to 100.
        XCTAssertEqual(try XCTUnwrap(host.frame(of: "bar")?.width), 60, accuracy: 0.001)
    }

    func testStateOfAViewModifier() throws {
        struct Widen: ViewModifier {
            @State var extra: CGFloat = 0
            let handles: Handles<CGFloat>
            func body(content: Content) -> some View {
                handles.binding = $extra
                return content.padding(.horizontal, extra)
            }
        }
        let handles = Handles<CGFloat>()
        let host = ViewHost(rootView: Color.red.frame(width: 10, height: 10).modifier(Widen(handles: handles)).id("m"),
                            size: size)
        XCTAssertEqual(host.frame(of: "m")?.width, 10)
        handles.binding?.wrappedValue = 5
        XCTAssertEqual(host.frame(of: "m")?.width, 20, "10 wide plus 5 on each side")
    }

    func testConstantAndComputedBindings() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        XCTAssertEqual(constant.wrappedValue, 3)
        var stored = 1
        let computed = Binding(get: { stored * 10 }, set: { stored = $0 / 10 })
        computed.wrappedValue = 50
        XCTAssertEqual(stored, 5)
        let optional: Binding<Int?> = Binding(computed)
        XCTAssertEqual(optional.wrappedValue, 50)
        XCTAssertEqual(Binding<Int>(optional)?.wrappedValue, 50)
    }
}
