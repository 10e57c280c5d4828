import Foundation
@testable import ReflowX11
import ReflowTestSupport
import XCTest

/// Files written for iOS that `import UIKit`, `import os` or `import OSLog` compile unchanged in a preview build,
/// draw what their UIKit paths describe and log to the preview's output (docs/platform-modules.md, issue 29).
final class PreviewPlatformModulesTests: XCTestCase {
    func testFilesImportingUIKitOSAndOSLogCompileDrawAndLog() throws {
        try requireDisplay()
        let folder = try PreviewFolder()
        try folder.write("""
            import UIKit

            /// A card with its top corners rounded, as iOS files build one.
            struct TopRounded: Shape {
                var radius: CGFloat = 40
                func path(in rect: CGRect) -> Path {
                    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                      cornerRadii: CGSize(width: radius, height: radius)).cgPath)
                }
            }

            func cardWidth() -> CGFloat {
                UIDevice.current.userInterfaceIdiom == .pad ? 300 : UIFont.preferredFont(forTextStyle: .body).pointSize * 10
            }
            """, to: "Shapes.swift")
        try folder.write("""
            import Foundation
            import os

            // os's documented pattern: the subsystem is the app's bundle identifier, which a preview has.
            let cardLog = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "Cards")
            """, to: "Log.swift")
        try folder.write("""
            import OSLog

            func announce(_ name: String) {
                os_log("%{public}@ is ready", log: OSLog(subsystem: "com.example.cards", category: "Boot"),
                       type: .debug, name)
            }
            """, to: "Boot.swift")
        try folder.write("""
            import SwiftUI

            struct Card: View {
                let owner = "ada"
                var body: some View {
                    #if canImport(UIKit)
                    let colour = Color(uiColor: .red)
                    #else
                    let colour = Color(red: 0, green: 0, blue: 1)
                    #endif
                    TopRounded()
                        .fill(colour)
                        .frame(width: cardWidth(), height: 100)
                        .onAppear {
                            UIImpactFeedbackGenerator(style: .light).impactOccurred()
                            cardLog.info("shown \\(2, privacy: .public) cards for \\(owner, privacy: .private)")
                            announce("card")
                        }
                }
            }

            #Preview("Card") { Card() }
            """, to: "Card.swift")
        let picture = folder.path + "/card.png"
        let viewer = try ViewerProcess(["preview", folder.file("Card.swift"), folder.file("Shapes.swift"),
                                        folder.file("Log.swift"), folder.file("Boot.swift"), "--snapshot", picture,
                                        "--size", "400x200"],
                                       environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 0, viewer.standardError)
        // One line a message, with its category and level; the private value is shown (a preview is the
        // developer's own machine).
        XCTAssertTrue(viewer.standardError.contains("[Cards] info: shown 2 cards for ada"), viewer.standardError)
        XCTAssertTrue(viewer.standardError.contains("[Boot] debug: card is ready"), viewer.standardError)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let pixel = image.pixel(x: x, y: y)
            return pixel.red == 255 && pixel.green == 0 && pixel.blue == 0
        }
        // The card: 10 × 17 = 170 wide (the body size), 100 high, centred in 400 × 200: x 115..<285, y 50..<150.
        XCTAssertTrue(isRed(200, 100), "the card is red: canImport(UIKit) holds")
        XCTAssertTrue(isRed(116, 148), "the bottom-left corner is square")
        XCTAssertTrue(isRed(283, 148), "the bottom-right corner is square")
        // The top corners are arcs of radius 40 around (155, 90) and (245, 90): 8 points in along the
        // diagonal from each corner is 47 from its centre, outside; 18 in is 30 from it, inside.
        XCTAssertFalse(isRed(121, 56), "the top-left corner is rounded")
        XCTAssertTrue(isRed(133, 68))
        XCTAssertFalse(isRed(278, 56), "the top-right corner is rounded")
        XCTAssertTrue(isRed(266, 68))
    }
}
