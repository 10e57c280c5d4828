import Foundation

extension LocalizedStringKey {
    /// The first of the private-use characters that stand for interpolated dates in a key's markdown: markdown
    /// leaves them as they are, so each date's place is found again in the rendered text.
    static let firstDateMarker: UInt32 = 0xF0000
}

extension LocalizedStringKey.StringInterpolation {
    /// A date as `Text(date, style:)` writes it, as SwiftUI's `"\(date, style: .relative)"`; the live styles
    /// stay live in the `Text` made from the key.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendDate(.single(date, style))
    }

    /// The dates of `dates` as `Text(dates)` writes them.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendDate(.range(dates.lowerBound, dates.upperBound))
    }

    /// The dates of `interval` as `Text(interval)` writes them.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendDate(.range(interval.start, interval.end))
    }

    private mutating func appendDate(_ value: TextDate.Value) {
        text += value.formatted(now: Date(), locale: .current, timeZone: .current)
        // A supplementary private-use character per date (plane 15 holds 65,534 of them).
        let marker = Unicode.Scalar(LocalizedStringKey.firstDateMarker + UInt32(dates.count)) ?? "\u{FFFD}"
        markdown.unicodeScalars.append(marker)
        dates.append(value)
    }
}
