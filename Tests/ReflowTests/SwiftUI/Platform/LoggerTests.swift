import XCTest
@testable import os

/// os's `Logger` and `os_log` as a preview writes them: one line a message, with the level and the category
/// (docs/platform-modules.md).
final class LoggerTests: XCTestCase {
    func testALinesLevelCategoryAndValuesWhateverTheirPrivacy() {
        let user = "ada", count = 42
        let message: OSLogMessage = "Loaded \(count, privacy: .public) items for \(user, privacy: .private)"
        // A preview is the developer's own machine: `.private` values are written, as Xcode shows them.
        XCTAssertEqual(LogLine.text(level: .error, category: "Network", message: message.text),
                       "[Network] error: Loaded 42 items for ada")
        XCTAssertEqual(LogLine.text(level: .default, category: "", message: "plain"), "default: plain")
    }

    func testFormatsAndAlignments() {
        let ratio = 0.5, id = 255, ok = true
        let message: OSLogMessage = """
            \(ratio) \(ratio, format: .fixed(precision: 2)) \(id, format: .hex) \
            \(id, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3)) \
            [\("ab", align: .right(columns: 4))] [\("ab", align: .left(columns: 4), privacy: .sensitive)] \
            \(ok) \(ok, format: .answer) \(-3, format: .decimal(explicitPositiveSign: true)) \
            \(3, format: .decimal(explicitPositiveSign: true)) \(Int.self)
            """
        // `%f` writes six decimals; a hex integer has no prefix unless asked.
        XCTAssertEqual(message.text, "0.500000 0.50 ff 0xFF 007 [  ab] [ab  ] true YES -3 +3 Int")
    }

    func testEachMethodLogsAtItsLevel() {
        // os's documented mapping: notice is default, warning is error, critical is fault, trace is debug.
        XCTAssertEqual(OSLogType.default.name, "default")
        XCTAssertEqual([OSLogType.info, .debug, .error, .fault].map(\.name), ["info", "debug", "error", "fault"])
        XCTAssertEqual(OSLog.disabled.isEnabled(type: .fault), false)
        XCTAssertEqual(OSLog(subsystem: "com.example", category: "UI").isEnabled(type: .debug), true)
    }

    func testOSLogFormatsLikePrintfAndDropsPrivacyAnnotations() {
        XCTAssertEqual(LogFormat.format("%{public}@ has %d items (%.1f%%)", ["cart", 3, 99.5]),
                       "cart has 3 items (99.5%)")
        XCTAssertEqual(LogFormat.format("%{private}s and %ld", ["x", 7]), "x and 7")
    }
}
