import XCTest
@testable import Reflow

extension EnvironmentValues {
    @Entry fileprivate var entryGap: CGFloat = 6
    @Entry fileprivate var entryLabel: String? = nil
}

final class EntryMacroTests: XCTestCase {
    func testAnEntryHasItsDefaultAndTakesValues() {
        struct Gap: View {
            @Environment(\.entryGap) private var gap
            @Environment(\.entryLabel) private var label
            let id: String
            var body: some View { Color.red.frame(width: gap, height: label == nil ? 1 : 2).id(id) }
        }
        let host = ViewHost(rootView: VStack {
            Gap(id: "default")
            Gap(id: "set").environment(\.entryGap, 15).environment(\.entryLabel, "x")
        }, size: CGSize(width: 100, height: 100))
        // The initial values are the keys' defaults: 6 wide, no label (1 high).
        XCTAssertEqual(host.frame(of: "default")?.size, CGSize(width: 6, height: 1))
        XCTAssertEqual(host.frame(of: "set")?.size, CGSize(width: 15, height: 2))
    }
}
