import XCTest
@testable @_spi(Viewer) import Reflow

/// `Text(_:style:)`: each style as Apple documents its output for en_US
/// (developer.apple.com/documentation/swiftui/text/datestyle: "June 3, 2019", "11:23PM", "2 hours, 23 minutes",
/// "1 year, 1 month", "+2 hours", "-3 months", "2:32", "36:59:01"), counted from the host's clock.
final class DateStyleTextTests: XCTestCase {
    /// 3 June 2019, 23:23:00 UTC: the documented date and time.
    let june3 = Date(timeIntervalSince1970: 1_559_604_180)
    let utc = TimeZone(identifier: "UTC")!
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    private func host<V: View>(_ view: V) -> ViewHost {
        ViewHost(rootView: view.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, utc),
                 size: CGSize(width: 800, height: 200))
    }

    /// The text drawn, its pieces joined; ICU 72's (and iOS 17's) narrow no-break space before AM/PM read as a
    /// space, which Apple's example leaves out.
    private func shown(_ host: ViewHost) -> String {
        host.displayList.items.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
            .joined().replacingOccurrences(of: "\u{202F}", with: " ")
    }

    func testDateAndTimeAreWrittenAsIOSWritesThemInEnglish() {
        XCTAssertEqual(shown(host(Text(june3, style: .date))), "June 3, 2019")
        XCTAssertEqual(shown(host(Text(june3, style: .time))), "11:23 PM")
        // The environment's time zone decides the day and the hour.
        let tokyo = host(Text(june3, style: .date).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        XCTAssertEqual(shown(tokyo), "June 4, 2019")
    }

    func testADateInterpolatedIntoAKeyIsWrittenAndStaysLive() {
        // SwiftUI's "\(date, style:)" in a key: the literal's markdown rendered around the date, which counts on.
        let started = host(Text("")).date.addingTimeInterval(-152)
        let text = Text("**Lap** \(started, style: .timer) *min* \(june3, style: .date)")
        let host = host(text)
        XCTAssertEqual(shown(host), "Lap 2:32 min June 3, 2019")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "Lap 2:33 min June 3, 2019")
        let runs = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.map(\.text), ["Lap", " 2:33 ", "min", " June 3, 2019"])
        XCTAssertEqual(runs.map(\.font.weight), [.bold, .regular, .regular, .regular])
        XCTAssertEqual(runs.map(\.font.isItalic), [false, false, true, false])
    }

    func testAKeyWithAnInterpolatedTextAndADateKeepsBoth() {
        // The Text keeps its bold, the date is written after it, and the markdown around both applies.
        let text = Text("*Saved* \(Text("draft").bold()) on \(june3, style: .date)")
        let runs = host(text).displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        XCTAssertEqual(runs.map(\.text), ["Saved", " ", "draft", " on June 3, 2019"])
        XCTAssertEqual(runs.map(\.font.weight), [.regular, .regular, .bold, .regular])
        XCTAssertEqual(runs.map(\.font.isItalic), [true, false, false, false])
    }

    func testALiveDateInsideAViewWithStateCountsOn() {
        struct Stopwatch: View {
            let start: Date
            @State private var laps = 0
            var body: some View {
                VStack {
                    Text(start, style: .timer)
                    Text("Laps: \(laps)")
                }
            }
        }
        let started = host(Text("")).date.addingTimeInterval(-59)
        let host = host(Stopwatch(start: started))
        XCTAssertEqual(shown(host), "0:59Laps: 0")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "1:00Laps: 0")
    }

    func testAnIntervalWithinADayShowsItsTimes() {
        // Apple's example for `Text(DateInterval)`: "9:30AM - 3:30PM". Compared without spaces, the dash as "-":
        // ICU and iOS 17 put thin and narrow no-break spaces and an en dash there.
        let morning = calendar.date(bySettingHour: 9, minute: 30, second: 0, of: june3)!
        func squeezed(_ text: String) -> String {
            String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map { $0 == "\u{2013}" ? "-" : Character($0) })
        }
        let interval = DateInterval(start: morning, duration: 6 * 3600)
        XCTAssertEqual(squeezed(shown(host(Text(interval)))), "9:30AM-3:30PM")
        XCTAssertEqual(squeezed(shown(host(Text(morning...morning.addingTimeInterval(6 * 3600))))), "9:30AM-3:30PM")
        // Over two days the dates are shown too.
        XCTAssertTrue(shown(host(Text(morning...morning.addingTimeInterval(86_400)))).contains("Jun 4"))
    }

    func testRelativeAndOffsetCountFromTheHostsClock() {
        let probe = host(Text(""))
        let now = probe.date
        XCTAssertEqual(shown(host(Text(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative))), "2 hours, 23 minutes")
        let yearAndMonth = calendar.date(byAdding: DateComponents(year: 1, month: 1), to: now)!
        XCTAssertEqual(shown(host(Text(yearAndMonth, style: .relative))), "1 year, 1 month")
        XCTAssertEqual(shown(host(Text(now.addingTimeInterval(2 * 3600), style: .offset))), "+2 hours")
        let threeMonthsAgo = calendar.date(byAdding: DateComponents(month: -3), to: now)!
        XCTAssertEqual(shown(host(Text(threeMonthsAgo, style: .offset))), "-3 months")
    }

    func testTimerReadsMinutesAndSecondsThenHours() {
        let probe = host(Text(""))
        XCTAssertEqual(shown(host(Text(probe.date.addingTimeInterval(-(2 * 60 + 32)), style: .timer))), "2:32")
        XCTAssertEqual(shown(host(Text(probe.date.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer))), "36:59:01")
    }

    func testLiveStylesAreWrittenAgainAsTheClockMoves() {
        // A timer started 2:32 ago reads 2:33 a second later, and 3:02 half a minute after; SwiftUI updates it
        // live. The joined parts keep their looks as the date's width changes.
        let probe = host(Text(""))
        let started = probe.date.addingTimeInterval(-152)
        let view = Text("Lap ").bold() + Text(started, style: .timer) + Text(" min").foregroundColor(.red)
        let host = ViewHost(rootView: view, size: CGSize(width: 400, height: 100))
        XCTAssertEqual(shown(host), "Lap 2:32 min")
        host.advance(by: 1)
        XCTAssertEqual(shown(host), "Lap 2:33 min")
        host.advance(by: 29.5)
        XCTAssertEqual(shown(host), "Lap 3:02 min")
        let last = host.displayList.items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }.last
        XCTAssertEqual(last?.text, " min")
        XCTAssertEqual(last?.color, .red)
        XCTAssertTrue(host.wantsFrames)
    }
}
