import XCTest
@testable import Reflow

/// `_ConditionalContent` resolves its branch where it lies, reading the case from the byte after the largest
/// payload (`Engine/Build/ViewBuilder.swift`). These tests check that layout for payloads of several kinds (empty,
/// plain numbers, references with spare bits, large modified views), in concrete and generic code, and that
/// each branch is the one resolved.
final class ConditionalContentLayoutTests: XCTestCase {
    private final class Holder {}

    /// A view holding a reference: a pointer has spare bits a non-generic enum would keep its case in.
    private struct ReferenceView: View {
        let holder: Holder
        var body: some View { Color.red }
    }

    /// The case read in place, from code specialised for the types.
    private func caseOf<T: View, F: View>(_ value: _ConditionalContent<T, F>) -> Bool {
        var value = value
        return withUnsafePointer(to: &value) { _ConditionalContent<T, F>.isTrueContent(at: UnsafeRawPointer($0)) }
    }

    /// The same, from code that is not specialised (the resolver's case).
    @inline(never)
    private func caseOfUnspecialized<T: View, F: View>(_ value: _ConditionalContent<T, F>) -> Bool {
        caseOf(value)
    }

    private static func first<T: View, F: View>(_ view: T, second: F.Type) -> _ConditionalContent<T, F> {
        ViewBuilder.buildEither(first: view)
    }

    private static func second<T: View, F: View>(_ view: F, first: T.Type) -> _ConditionalContent<T, F> {
        ViewBuilder.buildEither(second: view)
    }

    func testTheCaseByteFollowsTheLargestPayload() {
        let reference = ReferenceView(holder: Holder())
        let framed = Color.blue.frame(width: 10, height: 20)
        // Each value made as a view builder makes it: `buildEither(first:)` for the `if` branch.
        let first: _ConditionalContent<ReferenceView, Color> = ViewBuilder.buildEither(first: reference)
        let second: _ConditionalContent<ReferenceView, Color> = ViewBuilder.buildEither(second: Color.red)
        XCTAssertEqual(caseOf(first), true)
        XCTAssertEqual(caseOf(second), false)
        XCTAssertEqual(caseOfUnspecialized(first), true)
        XCTAssertEqual(caseOfUnspecialized(second), false)

        let empty: _ConditionalContent<EmptyView, EmptyView> = ViewBuilder.buildEither(second: EmptyView())
        XCTAssertEqual(caseOf(empty), false)
        // The case byte is the one byte past the largest payload, in every pair tried.
        XCTAssertEqual(MemoryLayout<_ConditionalContent<EmptyView, EmptyView>>.size, 1)
        XCTAssertEqual(MemoryLayout<_ConditionalContent<ReferenceView, Color>>.size,
                       max(MemoryLayout<ReferenceView>.size, MemoryLayout<Color>.size) + 1)
        XCTAssertEqual(MemoryLayout<_ConditionalContent<ReferenceView, ReferenceView>>.size,
                       MemoryLayout<ReferenceView>.size + 1)

        let large = Self.second(framed, first: ReferenceView.self)
        XCTAssertEqual(caseOf(large), false)
        XCTAssertEqual(caseOfUnspecialized(large), false)
        let largeFirst = Self.first(framed, second: ReferenceView.self)
        XCTAssertEqual(caseOf(largeFirst), true)
        XCTAssertEqual(caseOfUnspecialized(largeFirst), true)
    }

    /// The payload is read in place at offset 0: the reference inside the `if` branch is the one put in.
    func testThePayloadLiesAtTheStart() {
        let holder = Holder()
        var value: _ConditionalContent<ReferenceView, Color> = ViewBuilder.buildEither(first: ReferenceView(holder: holder))
        let read = withUnsafePointer(to: &value) {
            UnsafeRawPointer($0).assumingMemoryBound(to: ReferenceView.self).pointee.holder
        }
        XCTAssertTrue(read === holder)
    }

    private struct Switching: View {
        let wide: Bool
        var body: some View {
            if wide {
                Color.red.frame(width: 100, height: 10).id("bar")
            } else {
                Text("narrow").frame(width: 20, height: 10).id("bar")
            }
        }
    }

    /// Each branch lays out its own view: the fixed frames give the widths directly (100 and 20 points), and
    /// an update that switches branches switches the frame.
    func testEachBranchIsResolved() {
        let host = ViewHost(rootView: Switching(wide: true), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 100)
        host.update(rootView: Switching(wide: false))
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        host.update(rootView: Switching(wide: true))
        XCTAssertEqual(host.frame(of: "bar")?.width, 100)
    }
}
