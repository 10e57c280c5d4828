import XCTest
@_spi(Viewer) @testable import Reflow

/// Sheets, covers, alerts and dialogs through `ViewHost`: laid out over the whole host, taking input first, and
/// closed by their buttons, `dismiss` and Escape (docs/navigation.md §5).
final class PresentationTests: XCTestCase {
    final class Log { var entries: [String] = [] }
    let size = CGSize(width: 400, height: 600)

    struct SheetDemo: View {
        let log: Log
        var cover = false
        @State private var shown = false

        var body: some View {
            let page = Color.gray.id("page").onTapGesture { log.entries.append("page") }
            if cover {
                page.onLongPressGesture { shown = true }
                    .fullScreenCover(isPresented: $shown) { SheetBody() }
            } else {
                page.onLongPressGesture { shown = true }
                    .sheet(isPresented: $shown, onDismiss: { log.entries.append("dismissed") }) { SheetBody() }
            }
        }
    }

    struct SheetBody: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Color.red.id("sheet")
                Button { dismiss() } label: { Color.blue.frame(width: 80, height: 40) }.id("done")
            }
        }
    }

    func show(_ host: ViewHost) {
        host.pointerPressed(at: CGPoint(x: 200, y: 300), modifiers: [])
        host.advance(by: 1)
        host.pointerReleased(at: CGPoint(x: 200, y: 300), modifiers: [])
    }

    func testASheetCoversTheHostBelowItsRimAndDismissCloses() throws {
        let log = Log()
        let host = ViewHost(rootView: SheetDemo(log: log), size: size)
        show(host)
        // The sheet: 40 below the top to the bottom, full width; its VStack of a colour and a 40-point button
        // (8 apart): the colour 560 − 8 − 40 = 512 tall.
        XCTAssertEqual(host.frame(of: "sheet"), CGRect(x: 0, y: 40, width: 400, height: 512))
        // The sheet takes the presses: the page below gets none.
        host.tap(at: CGPoint(x: 200, y: 20))
        XCTAssertEqual(log.entries, [])
        let done = try XCTUnwrap(host.frame(of: "done"))
        host.tap(at: CGPoint(x: done.midX, y: done.midY))
        XCTAssertNil(host.frame(of: "sheet"))
        XCTAssertEqual(log.entries, ["dismissed"])
        host.tap(at: CGPoint(x: 200, y: 300))
        XCTAssertEqual(log.entries, ["dismissed", "page"])
    }

    func testEscapeClosesASheetAndACoverFillsTheHost() {
        let log = Log()
        let host = ViewHost(rootView: SheetDemo(log: log, cover: true), size: size)
        show(host)
        XCTAssertEqual(host.frame(of: "sheet"), CGRect(x: 0, y: 0, width: 400, height: 552))
        host.press(.escape)
        XCTAssertNil(host.frame(of: "sheet"))
    }

    func testAnAlertShowsItsButtonsAndABottonClosesIt() {
        struct Demo: View {
            let log: Log
            @State private var shown = true
            var body: some View {
                Color.gray.onTapGesture { log.entries.append("page") }
                    .alert("Delete?", isPresented: $shown) {
                        Button("Delete", role: .destructive) { log.entries.append("delete") }
                        Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                    }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Demo(log: log), size: size)
        // The card: 270 wide, centred (x 65…335); the title (headline, 19.89 tall) padded 20 above and below,
        // a 1-point hairline, and a 44-point row: 104.89 tall, from (600 − 104.89) / 2 = 247.555. The row holds
        // the cancelling button leading (65…199.5) and "Delete" trailing (200.5…335), y 308.445…352.445.
        host.tap(at: CGPoint(x: 300, y: 330))
        XCTAssertEqual(log.entries, ["delete"])
        // Closed: the page takes the same press now.
        host.tap(at: CGPoint(x: 300, y: 330))
        XCTAssertEqual(log.entries, ["delete", "page"])
    }

    func testAnAlertWithoutActionsHasAnOKButton() {
        struct Demo: View {
            let log: Log
            @State private var shown = true
            var body: some View {
                Color.gray.onTapGesture { log.entries.append("page") }.alert("Saved", isPresented: $shown) {}
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Demo(log: log), size: size)
        // One "OK" row across the card, at y 308.445…352.445 as above: it closes the alert, and the page does
        // not get the press; the next press reaches the page.
        host.tap(at: CGPoint(x: 200, y: 330))
        XCTAssertEqual(log.entries, [])
        host.tap(at: CGPoint(x: 200, y: 330))
        XCTAssertEqual(log.entries, ["page"])
    }

    func testAConfirmationDialogCancelsOnAPressOutside() {
        struct Demo: View {
            let log: Log
            @State private var shown = true
            var body: some View {
                Color.gray.onTapGesture { log.entries.append("page") }
                    .confirmationDialog("Choose", isPresented: $shown) {
                        Button("First") { log.entries.append("first") }
                    }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Demo(log: log), size: size)
        // From the bottom: 8 margin, the "Cancel" panel (57), 8, the panel of "First" (57): "First" at
        // y 600 − 8 − 57 − 8 − 57 = 470…527.
        host.tap(at: CGPoint(x: 200, y: 500))
        XCTAssertEqual(log.entries, ["first"])
        let again = ViewHost(rootView: Demo(log: log), size: size)
        again.tap(at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(log.entries, ["first"], "a press on the dimmed page cancels, and reaches nothing")
        again.tap(at: CGPoint(x: 200, y: 100))
        XCTAssertEqual(log.entries, ["first", "page"])
    }
}

extension PresentationTests {
    func testAMenuInASheetOpensOverItAndChooses() throws {
        struct Demo: View {
            let log: Log
            @State private var shown = true
            var body: some View {
                Color.gray.sheet(isPresented: $shown) {
                    Menu { Button("Pick") { log.entries.append("pick") } } label: {
                        Color.blue.frame(width: 100, height: 40)
                    }
                    .id("menu")
                }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Demo(log: log), size: size)
        // The menu's button is centred in the sheet (y 40…600): x 150…250, y 40 + (560 − 40) / 2 = 300…340.
        let menu = try XCTUnwrap(host.frame(of: "menu"))
        XCTAssertEqual(menu, CGRect(x: 150, y: 300, width: 100, height: 40))
        host.tap(at: CGPoint(x: 200, y: 320))
        // Its list hangs 6 below it (y 346), 250 wide from x 150; the first row is y 352…396.
        host.tap(at: CGPoint(x: 200, y: 374))
        XCTAssertEqual(log.entries, ["pick"])
        // The menu closed; the sheet is still there, and Escape closes it.
        XCTAssertNotNil(host.frame(of: "menu"))
        host.press(.escape)
        XCTAssertNil(host.frame(of: "menu"))
    }
}
