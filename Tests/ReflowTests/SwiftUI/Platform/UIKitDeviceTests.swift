import XCTest
@testable import Reflow

/// `UIFont`, `UIImage`, `UIDevice`, `UIApplication` and the feedback generators: UIKit names iOS files use
/// beside SwiftUI (docs/platform-modules.md).
final class UIKitDeviceTests: XCTestCase {
    func testTextStyleFontsHaveTheSizesOfSwiftUIsTextStyles() {
        // docs/ios-metrics.md §2: body 17 regular, headline 17 semibold, large title 34, caption 12.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, Font.body.resolved().size)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1).pointSize, 12)
        XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .headline)).resolved().weight, .semibold)
        XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .title1)), Font.title)
    }

    func testSystemFontsBecomeTheSwiftUIFontsOfTheirSizeAndWeight() {
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)).resolved(),
                       ResolvedFont(size: 15, weight: .semibold))
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 13)).resolved(), ResolvedFont(size: 13))
        XCTAssertEqual(Font(UIFont.boldSystemFont(ofSize: 20)).resolved(), ResolvedFont(size: 20, weight: .bold))
        let named = UIFont(name: "Avenir-Heavy", size: 18)
        XCTAssertEqual(named?.pointSize, 18)
        XCTAssertEqual(named.map(Font.init)?.resolved().family, "Avenir-Heavy")
        XCTAssertEqual(UIFont.systemFont(ofSize: 10).withSize(30).pointSize, 30)
        // UIKit's weight values: semibold is 0.3, so 0.32 draws semibold.
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(rawValue: 0.32))).resolved().weight,
                       .semibold)
        // UIKit's line height of 17-point system text is 20.287109375 (docs/ios-metrics.md §2).
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).lineHeight, 20.287109375, accuracy: 1e-9)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).lineHeight, 20.287109375, accuracy: 1e-9)
    }

    func testTheDeviceIsTheIPhoneOfTheScreen() {
        let device = UIDevice.current
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertTrue(device.orientation.isPortrait)
        XCTAssertFalse(device.orientation.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        // Portrait as the screen is: taller than wide.
        XCTAssertGreaterThan(UIScreen.main.bounds.height, UIScreen.main.bounds.width)
    }

    func testOpeningAURLGoesToTheOpener() {
        let app = UIApplication.shared
        let original = app.opener
        defer { app.opener = original }
        var opened: [URL] = []
        app.opener = { url, completion in
            opened.append(url)
            completion(true)
        }
        var accepted: Bool?
        let url = URL(string: "https://example.com/page")!
        app.open(url, options: [:]) { accepted = $0 }
        app.open(url)
        XCTAssertEqual(opened, [url, url])
        XCTAssertEqual(accepted, true)
        XCTAssertTrue(app.canOpenURL(url))
        XCTAssertFalse(app.canOpenURL(URL(string: "no-scheme")!))
    }

    func testFeedbackGeneratorsDoNothing() {
        // Nothing to observe but that they exist with UIKit's spellings and return.
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impact.style, .rigid)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        UISelectionFeedbackGenerator().selectionChanged()
    }

    func testImagesComeFromTheAssetCatalogsAtTheIPhonesScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            {"images": [{"filename": "badge@3x.png", "idiom": "universal", "scale": "3x"}],
             "info": {"author": "xcode", "version": 1}}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Data(Self.pngHeader(width: 30, height: 60)).write(to: set.appendingPathComponent("badge@3x.png"))
        AssetCatalogs.add(folder.appendingPathComponent("Assets.xcassets").path)
        defer { AssetCatalogs.removeAll() }

        // 30 × 60 pixels at 3× are 10 × 20 points, in UIKit and as SwiftUI lays the image out.
        let image = try XCTUnwrap(UIImage(named: "badge"))
        XCTAssertEqual(image.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(image.scale, 3)
        let host = ViewHost(rootView: Image(uiImage: image).id("badge"), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "badge")?.size, CGSize(width: 10, height: 20))
        XCTAssertNil(UIImage(named: "missing"))
        // Xcode's image literal is a UIImage of the same set; one naming no set is empty rather than nil.
        let literal: UIImage = #imageLiteral(resourceName: "badge")
        XCTAssertEqual(literal.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(Image(uiImage: literal), Image("badge"))
        XCTAssertEqual(#imageLiteral(resourceName: "missing").size, .zero)
        XCTAssertNotNil(UIImage(systemName: "star.fill"))
        XCTAssertEqual(Image(uiImage: UIImage(systemName: "star.fill")!), Image(systemName: "star.fill"))
        XCTAssertEqual(Image(uiImage: image.withRenderingMode(.alwaysTemplate)), Image("badge").renderingMode(.template))
        XCTAssertEqual(Image(uiImage: image.withTintColor(.red, renderingMode: .alwaysOriginal)),
                       Image("badge").renderingMode(.original))
    }

    /// The first bytes of a PNG of `width` × `height` pixels: what a header reader needs.
    private static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }
}

/// Dynamic and named `UIColor`s: a preview draws the light appearance.
final class UIColorTraitTests: XCTestCase {
    func testADynamicColourIsItsLightAppearances() {
        let colour = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(Color(uiColor: colour), Color(uiColor: .black))
    }

    func testANamedColourComesFromTheAssetCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uicolor-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        AssetCatalogs.add(folder.appendingPathComponent("Assets.xcassets").path)
        defer { AssetCatalogs.removeAll() }
        XCTAssertEqual(UIColor(named: "Brand").map { Color(uiColor: $0) }, Color(red: 1, green: 0, blue: 0))
        XCTAssertNil(UIColor(named: "Missing"))
    }
}

/// `UIApplication.shared.windows` and `connectedScenes`, which files read for the safe area.
final class UIWindowTests: XCTestCase {
    func testTheOneWindowHasTheScreensBoundsAndNoSafeArea() throws {
        // The much-copied spellings of "the key window's safe area".
        let viaScenes = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        let window = try XCTUnwrap(viaScenes)
        XCTAssertTrue(UIApplication.shared.windows.first === window)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertTrue((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow === window)
        // A preview window has no safe area, as GeometryProxy.safeAreaInsets says (docs/layout-rules.md).
        XCTAssertEqual(window.safeAreaInsets, .zero)
        XCTAssertEqual(window.bounds, UIScreen.main.bounds)
        XCTAssertTrue(window.windowScene?.screen === UIScreen.main)
    }
}

/// Reading a `UIColor`'s components, and `CGColor`.
final class UIColorComponentTests: XCTestCase {
    func testComponentsComeBackAsTheyWereGiven() {
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.2, 0.4, 0.6, 0.8])
        var (h, s, v) = (CGFloat(0), CGFloat(0), CGFloat(0))
        // Pure green is a third of the way round the hue circle, fully saturated and bright.
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual(h, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual([s, v], [1, 1])
        // Orange (1, 0.5, 0): hue 30°, 1/12 of a turn.
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual(h, 1.0 / 12, accuracy: 1e-12)
        // Magenta (1, 0, 1): hue 300°.
        UIColor.magenta.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual(h, 5.0 / 6, accuracy: 1e-12)
        var w = CGFloat(0)
        UIColor.gray.getWhite(&w, alpha: &a)
        XCTAssertEqual(w, 0.5)
    }

    func testCoreGraphicsColoursRoundTrip() {
        let colour = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        XCTAssertEqual(colour.cgColor.components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(colour.cgColor.alpha, 0.25)
        XCTAssertEqual(UIColor(cgColor: colour.cgColor), colour)
        XCTAssertEqual(Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(cgColor: CGColor(gray: 0.5, alpha: 1)), Color(white: 0.5))
    }
}

/// The pasteboard and the notifications files observe.
final class UIPasteboardTests: XCTestCase {
    func testWhatIsCopiedCanBePastedBackInTheProcess() {
        let board = UIPasteboard.general
        board.string = "SAVE20"
        XCTAssertEqual(board.string, "SAVE20")
        XCTAssertTrue(board.hasStrings)
        XCTAssertFalse(board.hasURLs)
        board.url = URL(string: "https://example.com")
        XCTAssertEqual(board.url, URL(string: "https://example.com"))
        XCTAssertNil(board.string, "setting one kind replaces everything, as UIKit's setters do")
        board.strings = ["a", "b"]
        XCTAssertEqual(board.numberOfItems, 2)
        board.strings = nil
        XCTAssertEqual(board.numberOfItems, 0)
    }

    func testNotificationNamesAreUIKits() {
        // The names an app's notifications are posted under (what `Notification.name.rawValue` reads on iOS).
        XCTAssertEqual(UIApplication.didEnterBackgroundNotification.rawValue, "UIApplicationDidEnterBackgroundNotification")
        XCTAssertEqual(UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    }
}
