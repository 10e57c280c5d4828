import XCTest
@testable import Reflow

/// `UIColor`, `Color(uiColor:)` and `UIScreen.main`, which iOS files name through `import SwiftUI`
/// (docs/app-rules.md §4).
final class UIKitStandInTests: XCTestCase {
    func testFixedColoursAreUIKitsComponentsNotTheSystemColours() {
        // UIKit documents purple as 0.5, 0, 0.5 and orange as 1, 0.5, 0; SwiftUI's .purple is the system purple.
        XCTAssertEqual(Color(uiColor: .purple), Color(red: 0.5, green: 0, blue: 0.5))
        XCTAssertEqual(Color(uiColor: .orange), Color(red: 1, green: 0.5, blue: 0))
        XCTAssertNotEqual(Color(uiColor: .purple), Color.purple)
        XCTAssertEqual(Color(uiColor: .systemPurple), Color.purple)
        // `Color(.red)` on iOS is UIColor's red, pure 1, 0, 0.
        XCTAssertEqual(Color(.red), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(uiColor: .darkGray), Color(white: 1.0 / 3))
    }

    func testElementColoursOfTheLightAppearance() {
        XCTAssertEqual(Color(uiColor: .systemGroupedBackground), Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255))
        XCTAssertEqual(Color(uiColor: .secondarySystemGroupedBackground), Color.white)
        XCTAssertEqual(Color(uiColor: .systemBackground), Color.white)
        XCTAssertEqual(Color(uiColor: .label), Color.black)
        XCTAssertEqual(Color(uiColor: .secondaryLabel).opacity, 0.6)
    }

    func testInitialisersAndBadComponents() {
        XCTAssertEqual(Color(uiColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)),
                       Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        XCTAssertEqual(Color(uiColor: UIColor(white: 0.25, alpha: 1)), Color(white: 0.25))
        // Hue 1/3 at full saturation and brightness is pure green.
        XCTAssertEqual(Color(uiColor: UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)).green, 1, accuracy: 1e-9)
        XCTAssertEqual(Color(uiColor: UIColor(Color.mint)), Color.mint)
        XCTAssertEqual(Color(uiColor: UIColor.red.withAlphaComponent(0.25)), Color(red: 1, green: 0, blue: 0, opacity: 0.25))
        // A NaN component is 0, as for Color: every colour drawn is made of numbers.
        XCTAssertEqual(Color(uiColor: UIColor(red: .nan, green: 1, blue: 1, alpha: 1)).red, 0)
        XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testTheScreenIsAnIPhones() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.nativeBounds.size, CGSize(width: 1179, height: 2556))
        // Sized to the screen, whatever the window: 393 wide, centred in 500: x = (500 − 393) / 2 = 53.5.
        let host = ViewHost(rootView: Color.red.frame(width: UIScreen.main.bounds.width, height: 10).id("bar"),
                            size: CGSize(width: 500, height: 100))
        XCTAssertEqual(host.frame(of: "bar"), CGRect(x: 53.5, y: 45, width: 393, height: 10))
    }
}
