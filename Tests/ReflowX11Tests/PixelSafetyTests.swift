import Reflow
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// `Xft.dpi` as the viewer reads it, and the conversions from Double that carry pixel sizes and colours to
/// the X protocol: no input may trap.
final class PixelSafetyTests: XCTestCase {
    func testAnUnsetResourceIs96DotsPerInchWithoutANote() {
        XCTAssertEqual(DisplayResolution(resource: nil), DisplayResolution(resource: "96"))
        XCTAssertEqual(DisplayResolution(resource: nil).dpi, 96)
        XCTAssertNil(DisplayResolution(resource: nil).note)
    }

    func testResolutionsInsideTheRangeAreUsedAsTheyAre() {
        for (text, dpi) in [("24", 24.0), ("96", 96), (" 144 ", 144), ("192.5", 192.5), ("960", 960)] {
            let resolution = DisplayResolution(resource: text)
            XCTAssertEqual(resolution.dpi, dpi, text)
            XCTAssertNil(resolution.note, text)
        }
    }

    /// Too small or too large: the nearest end of 24…960, and a note naming the value and what is used.
    func testResolutionsOutsideTheRangeAreClampedWithANote() throws {
        for (text, dpi) in [("10000", 960.0), ("1e9", 960), ("961", 960), ("23", 24), ("0.5", 24)] {
            let resolution = DisplayResolution(resource: text)
            XCTAssertEqual(resolution.dpi, dpi, text)
            let note = try XCTUnwrap(resolution.note, text)
            XCTAssertTrue(note.hasPrefix("reflow: "), note)
            XCTAssertTrue(note.contains(text == "1e9" ? "1000000000" : text), note)
            XCTAssertTrue(note.contains("using \(Int(dpi))"), note)
            XCTAssertFalse(note.contains("\n"), "one line: \(note)")
        }
    }

    /// Text that is no resolution counts as unset, 96, and says so.
    func testValuesThatAreNoResolutionCountAs96WithANote() throws {
        for text in ["inf", "-inf", "nan", "0", "-96", "abc", ""] {
            let resolution = DisplayResolution(resource: text)
            XCTAssertEqual(resolution.dpi, 96, text)
            let note = try XCTUnwrap(resolution.note, text)
            XCTAssertTrue(note.contains("\"\(text)\""), note)
            XCTAssertTrue(note.contains("using 96"), note)
        }
    }

    func testSaturatingConversionsNeverTrap() {
        XCTAssertEqual(Int16(saturating: 1e9), Int16.max)
        XCTAssertEqual(Int16(saturating: -1e9), Int16.min)
        XCTAssertEqual(UInt16(saturating: 65536), UInt16.max)
        XCTAssertEqual(UInt16(saturating: -1), 0)
        XCTAssertEqual(Int32(saturating: .infinity), Int32.max)
        XCTAssertEqual(Int32(saturating: -.infinity), Int32.min)
        XCTAssertEqual(Int32(saturating: .nan), 0)
        // Double(Int.max) rounds up to 2^63, one past Int.max.
        XCTAssertEqual(Int(saturating: 9.223372036854775807e18), Int.max)
        XCTAssertEqual(Int(saturating: -9.223372036854775808e18), Int.min)
        // Inside the range it is init(_:): fractions cut toward zero.
        XCTAssertEqual(Int16(saturating: 12.9), 12)
        XCTAssertEqual(Int16(saturating: -12.9), -12)
        XCTAssertEqual(UInt16(saturating: 65535), 65535)
    }

    /// Window and buffer sides: whole pixels from 1 to 16384, whatever the size and scale multiply to.
    func testPixelSidesStayWithinWhatAServerCanMake() {
        XCTAssertEqual(PixelLimits.side(800), 800)
        XCTAssertEqual(PixelLimits.side(799.5), 800)
        XCTAssertEqual(PixelLimits.side(0.2), 1)
        XCTAssertEqual(PixelLimits.side(-5), 1)
        XCTAssertEqual(PixelLimits.side(1e12), 16384)
        XCTAssertEqual(PixelLimits.side(.infinity), 16384)
        XCTAssertEqual(PixelLimits.side(.nan), 1)
    }

    /// A colour component that is NaN (a display list can carry one) counts as 0: the text is drawn black
    /// instead of the 16-bit colour conversion trapping.
    func testTextInAColourWithANaNComponentIsDrawn() throws {
        try requireDisplay()
        // Set after `Color.init`, which replaces a NaN it is given: the property is public and settable, so a
        // NaN can still reach the renderer.
        var color = Color(red: 0, green: 0, blue: 0)
        color.red = .nan
        let text = Text("Hello").foregroundColor(color)
        let image = try Snapshot.image(of: text, size: CGSize(width: 80, height: 30))
        XCTAssertEqual(image.width, 80)
        let darkPixels = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0..<$0 + 3].max()! < 100 }
        XCTAssertGreaterThan(darkPixels.count, 20, "the text's ink")
    }
}
