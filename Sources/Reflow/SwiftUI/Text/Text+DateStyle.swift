import Foundation

// SwiftUI's date texts, formatted as Apple documents them for en_US
// (developer.apple.com/documentation/swiftui/text/datestyle, each style's "Example output"):
//   .date      "June 3, 2019"
//   .time      "11:23PM" (iOS 17 and ICU 72 put a narrow no-break space, U+202F, before the AM/PM)
//   .relative  "2 hours, 23 minutes", "1 year, 1 month"
//   .offset    "+2 hours", "-3 months"
//   .timer     "2:32", "36:59:01" (hours are not carried into days: "584:00:00", developer forums thread 659749)
// written with Foundation's format styles in the environment's locale and time zone; the last three count from
// the host's clock and are written again every second, as SwiftUI updates them live.

extension Text {
    /// How `Text(_:style:)` writes a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date, or since it, in its two largest units: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed: "+2 hours" ahead, "-3 months" past.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting to or from the date: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` as `style` writes it in the environment's locale and time zone. The `.relative`,
    /// `.offset` and `.timer` styles count from the host's clock (`ViewHost.date`) and are written again every
    /// second while shown, as SwiftUI keeps them live.
    public init(_ date: Date, style: DateStyle) {
        self.init(dateText: .single(date, style))
    }

    /// Text showing the dates from `dates.lowerBound` to `dates.upperBound` in Foundation's interval format:
    /// the times of a range within one day ("9:30 AM – 3:30 PM"), else abbreviated dates with their times
    /// ("Jun 3, 2019, 5:23 PM – Jun 4, 2019, 6:23 PM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(dateText: .range(dates.lowerBound, dates.upperBound))
    }

    /// Text showing the dates from the start of `interval` to its end, as `Text(start...end)`.
    public init(_ interval: DateInterval) {
        self.init(dateText: .range(interval.start, interval.end))
    }

    /// Text of one date, written for now (the system's clock, locale and time zone) until it is resolved.
    private init(dateText: TextDate.Value) {
        let content = dateText.formatted(now: Date(), locale: .current, timeZone: .current)
        self.init(verbatim: content)
        dates = [TextDate(range: 0..<content.utf8.count, value: dateText)]
    }

    /// Text of a key with dates interpolated (`"Updated \(date, style: .relative) ago"`): the key's markdown
    /// rendered, each date's marker then replaced by the date, which stays live as in `Text(_:style:)`.
    init(datesIn key: LocalizedStringKey) {
        let parsed = key.texts.isEmpty ? InlineMarkdown.parse(key.markdown) ?? (key.markdown, []) : TextInterpolation.rendered(key)
        var found: [TextDate] = []
        var offset = 0
        for scalar in parsed.text.unicodeScalars {
            let index = Int(scalar.value) - Int(LocalizedStringKey.firstDateMarker)
            if index >= 0, index < key.dates.count {
                found.append(TextDate(range: offset..<(offset + UTF8.width(scalar)), value: key.dates[index]))
            }
            offset += UTF8.width(scalar)
        }
        var text = Text(verbatim: parsed.text)
        text.spans = parsed.spans
        text.dates = found
        self = text.rewritingDates(now: Date(), locale: .current, timeZone: .current)
    }

    /// Resolves a text with dates: each written again for the host's clock and the environment, the spans
    /// moved to fit, then resolved as text of fixed content. A text with a live date keeps a once-a-second
    /// timeline, so that the host builds it again as a `TimelineView` is built.
    func resolveWithDates(into resolver: inout Resolver) {
        var now = resolver.graph.epoch.addingTimeInterval(resolver.graph.time)
        if let live = dates.first(where: { $0.value.isLive }) {
            let time = resolver.graph.time, epoch = resolver.graph.epoch
            // The updates fall on whole seconds from the (first live) date, where the written value changes; the
            // schedule starts a whole number of seconds before now, as a periodic timeline has no entries before
            // its start.
            let (record, _) = resolver.lifecycleRecord(of: TextDate.self) { () -> TimelineRecord in
                let ahead = max(0, live.value.anchor.timeIntervalSince(now)).rounded(.up)
                let start = live.value.anchor.addingTimeInterval(-ahead)
                return TimelineRecord(schedule: PeriodicTimelineSchedule(from: start, by: 1), start: time, epoch: epoch)
            }
            record.move(to: time)
            resolver.graph.lifecycle.show(record)
            now = record.current
        }
        let environment = resolver.environment
        var text = rewritingDates(now: now, locale: environment.locale, timeZone: environment.timeZone)
        text.dates = []
        text.resolve(into: &resolver)
    }

    /// This text with each date written for `now`, and its spans moved to the new widths.
    func rewritingDates(now: Date, locale: Locale, timeZone: TimeZone) -> Text {
        var written = ""
        var position = 0
        let bytes = Array(content.utf8)
        // Where each date was and where it ends now, with the change in length of all dates up to it.
        var changes: [(range: Range<Int>, newEnd: Int, delta: Int)] = []
        var delta = 0
        var moved: [TextDate] = []
        let ordered = dates.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for date in ordered where date.range.lowerBound >= position {
            written += String(decoding: bytes[position..<date.range.lowerBound], as: UTF8.self)
            let value = date.value.formatted(now: now, locale: locale, timeZone: timeZone)
            moved.append(TextDate(range: written.utf8.count..<(written.utf8.count + value.utf8.count), value: date.value))
            written += value
            delta += value.utf8.count - date.range.count
            changes.append((date.range, date.range.upperBound + delta, delta))
            position = date.range.upperBound
        }
        written += String(decoding: bytes[position...], as: UTF8.self)
        func move(_ offset: Int) -> Int {
            // An offset after a date moves by the change so far; one inside a date goes to the date's new end.
            var result = offset
            for change in changes {
                if offset >= change.range.upperBound {
                    result = offset + change.delta
                } else if offset > change.range.lowerBound {
                    return change.newEnd
                } else {
                    break
                }
            }
            return result
        }
        var text = Text(verbatim: written)
        text.attributes = attributes
        text.spans = spans.map {
            TextSpan(range: move($0.range.lowerBound)..<move($0.range.upperBound), attributes: $0.attributes)
        }
        text.dates = moved
        return text
    }
}

/// A date a `Text` shows, where it sits in the text's content; written again each time the text is resolved.
struct TextDate: Equatable {
    /// Its UTF-8 offsets in the content as last written.
    var range: Range<Int>
    var value: Value

    enum Value: Equatable {
        case single(Date, Text.DateStyle)
        case range(Date, Date)

        /// Whether the written value changes with the clock.
        var isLive: Bool {
            if case .single(_, let style) = self { return [.relative, .offset, .timer].contains(style.kind) }
            return false
        }

        /// The date the clock is counted from.
        var anchor: Date {
            switch self {
            case .single(let date, _), .range(let date, _): date
            }
        }

        /// The date as text, at `now`.
        func formatted(now: Date, locale: Locale, timeZone: TimeZone) -> String {
            switch self {
            case .range(let start, let end):
                // Apple's example of `Text(DateInterval)` is "9:30AM - 3:30PM": a range within one day shows its
                // times only; a longer one shows its dates too.
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = timeZone
                let oneDay = calendar.isDate(start, inSameDayAs: end)
                let style = Date.IntervalFormatStyle(date: oneDay ? .omitted : .abbreviated, time: .shortened,
                                                     locale: locale, timeZone: timeZone)
                return style.format(start..<max(start, end))
            case .single(let date, let style):
                // The clock counted to the millisecond, so that a date a whole number of seconds away is not a
                // hair short of it in binary floating point.
                let now = date.addingTimeInterval(-(date.timeIntervalSince(now) * 1000).rounded() / 1000)
                switch style.kind {
                case .date:
                    return Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone).format(date)
                case .time:
                    return Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone).format(date)
                case .relative: return Self.relative(from: now, to: date, locale: locale, timeZone: timeZone)
                case .offset:
                    // SwiftUI signs the offset: "+" for a date ahead of now, "-" for one past.
                    let sign = date < now ? "-" : "+"
                    return sign + Self.relative(from: now, to: date, locale: locale, timeZone: timeZone)
                case .timer:
                    let seconds = Int64(abs(date.timeIntervalSince(now)).rounded(.towardZero))
                    return Self.timer(seconds: seconds, locale: locale)
                }
            }
        }

        /// The time between `now` and `date` in its largest unit and the one below it, units of zero left out:
        /// "2 hours, 23 minutes", "1 year, 1 month", "3 days" (3 days, 0 hours and 50 seconds).
        static func relative(from now: Date, to date: Date, locale: Locale, timeZone: TimeZone) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let (early, late) = now < date ? (now, date) : (date, now)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: early, to: late)
            if parts.year == 0 && parts.month == 0 {
                // Under a month: Foundation's duration units, the two largest adjacent ones allowed.
                let seconds = Int64(late.timeIntervalSince(early).rounded(.towardZero))
                let units: [Duration.UnitsFormatStyle.Unit] = [.days, .hours, .minutes, .seconds]
                let values = [seconds / 86_400, seconds / 3_600, seconds / 60, seconds]
                let largest = values.firstIndex { $0 > 0 } ?? units.count - 1
                let allowed = Set(units[largest...].prefix(2))
                let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide, maximumUnitCount: 2,
                                                      zeroValueUnits: .hide, valueLength: nil,
                                                      fractionalPart: .hide(rounded: .towardZero))
                return Duration.seconds(seconds).formatted(style.locale(locale))
            }
            // Years and months have no duration unit in Foundation on Linux (its components format style is
            // not available there): written in English, as en_US writes them.
            func unit(_ value: Int, _ name: String) -> String? {
                value > 0 ? "\(value) \(name)\(value == 1 ? "" : "s")" : nil
            }
            let written = (parts.year ?? 0) > 0
                ? [unit(parts.year ?? 0, "year"), unit(parts.month ?? 0, "month")]
                : [unit(parts.month ?? 0, "month"), unit(parts.day ?? 0, "day")]
            return written.compactMap { $0 }.joined(separator: ", ")
        }

        /// A timer's reading of `seconds`: minutes and seconds under an hour ("2:32"), then hours, minutes and
        /// seconds, the hours never carried into days ("36:59:01").
        static func timer(seconds: Int64, locale: Locale) -> String {
            let duration = Duration.seconds(seconds)
            if seconds < 3_600 {
                return duration.formatted(.time(pattern: .minuteSecond).locale(locale))
            }
            return duration.formatted(.time(pattern: .hourMinuteSecond).locale(locale))
        }
    }
}
