import Foundation
import Reflow

/// The resolution points are scaled by, from the `Xft.dpi` resource, kept within what a screen can have.
///
/// A value outside 24…960 dots per inch would make a window or picture a few pixels or hundreds of thousands
/// of pixels wide (the X protocol stops at 65535), so it is clamped into that range; a value that is no
/// resolution at all (not a number, NaN, infinite, zero or negative) counts as unset: 96. Either way the user
/// is told once per process what was used instead.
struct DisplayResolution: Equatable {
    static let standard = 96.0
    static let range = 24.0...960.0

    /// Dots per inch, within `range`.
    let dpi: Double
    /// Why `dpi` is not the resource's value, as one line for standard error; nil when it is.
    let note: String?

    /// Reads the resource's text (nil: the resource is not set).
    init(resource text: String?) {
        guard let text else {
            dpi = Self.standard
            note = nil
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, value > 0 else {
            dpi = Self.standard
            note = "reflow: Xft.dpi is \"\(trimmed)\", which is not a resolution; using \(Self.format(Self.standard))"
            return
        }
        let clamped = min(max(value, Self.range.lowerBound), Self.range.upperBound)
        dpi = clamped
        note = clamped == value ? nil
            : "reflow: Xft.dpi \(Self.format(value)) is outside \(Self.format(Self.range.lowerBound))–"
                + "\(Self.format(Self.range.upperBound)); using \(Self.format(clamped))"
    }

    /// "10000", "96.5": whole numbers without a fraction.
    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Prints `note`, if there is one, the first time any connection of the process asks: a snapshot or a
    /// zoomed preview may open the display more than once, and the user needs to hear it once.
    func reportOnce() {
        guard let note else { return }
        Diagnostics.process.report(.display, once: "Xft.dpi", note)
    }
}
