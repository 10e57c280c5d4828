import Foundation
import XCTest
@_spi(Viewer) @testable import Reflow

/// `DatePicker` in its compact style: the label leading and, trailing, a button per displayed component showing
/// the selection as iOS writes it in English. The display-free measurer makes every size a sum: body text is
/// 17 points, each character advances 10.2, and a line is 19.89 high.
final class DatePickerTests: XCTestCase {
    /// 27 November 2026, 14:45, in the process's time zone (which the picker's formatting uses too).
    private let moment: Date = {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour, components.minute) = (2026, 11, 27, 14, 45)
        return Calendar(identifier: .gregorian).date(from: components)!
    }()

    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    func testTheSelectionIsShownInAButtonPerComponent() {
        let both = ViewHost(rootView: DatePicker("When", selection: .constant(moment)), size: CGSize(width: 390, height: 100))
        XCTAssertEqual(texts(both).map(normalised), ["When", "Nov 27, 2026", "2:45 PM"])
        let date = ViewHost(rootView: DatePicker("Day", selection: .constant(moment), displayedComponents: .date),
                            size: CGSize(width: 390, height: 100))
        XCTAssertEqual(texts(date).map(normalised), ["Day", "Nov 27, 2026"])
        let time = ViewHost(rootView: DatePicker("Time", selection: .constant(moment), displayedComponents: [.hourAndMinute])
                                .labelsHidden(),
                            size: CGSize(width: 390, height: 100))
        XCTAssertEqual(texts(time).map(normalised), ["2:45 PM"])
    }

    func testTheButtonTrailsAndIsItsTextPadded() {
        let host = ViewHost(rootView: DatePicker("Day", selection: .constant(moment), displayedComponents: .date).id("p"),
                            size: CGSize(width: 390, height: 100))
        let picker = try! XCTUnwrap(host.frame(of: "p"))
        // "Nov 27, 2026" is 12 characters: 122.4 wide, plus 11 on each side; one 19.89 line plus 6 above and below.
        let button = host.displayList.items.compactMap { item -> CGRect? in
            switch item {
            case let .fill(_, frame, color) where color == ControlLook.fill: return frame
            case let .shape(_, frame, .color(color), _) where color == ControlLook.fill: return frame
            default: return nil
            }
        }
        XCTAssertEqual(button.count, 1)
        XCTAssertEqual(button.first?.width ?? 0, 12 * 10.2 + 22, accuracy: 1e-9)
        XCTAssertEqual(button.first?.height ?? 0, 19.89 + 12, accuracy: 1e-9)
        XCTAssertEqual(button.first?.maxX ?? 0, picker.maxX, accuracy: 1e-9, "the button trails")
        XCTAssertEqual(picker.width, 390, accuracy: 1e-9, "the label takes the rest of the row")
    }

    /// Foundation writes a narrow no-break space before "PM" on some systems and a space on others.
    private func normalised(_ text: String) -> String { text.replacingOccurrences(of: "\u{202F}", with: " ") }
}
