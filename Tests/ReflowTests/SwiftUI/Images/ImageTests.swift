import XCTest
@testable import Reflow

/// `Image("name")`: sizes from asset catalogs and files, resizing, the placeholder of a missing image, and the
/// bitmaps a host shares and frees. Sizes are derived from SwiftUI's rule (layout rules §13.1): an image is its
/// pixels divided by its scale, whatever it is proposed, unless resizable.
final class ImageTests: XCTestCase {
    private var fixtures: AssetFixtures!
    private var catalog: String { fixtures.root + "/Assets.xcassets" }

    override func setUpWithError() throws {
        fixtures = try AssetFixtures()
        // 40×20 pixels at 1×; and an image set with 1×, 2× and 3× files of the same 40×20-point picture.
        try fixtures.imageSet("Assets.xcassets/one.imageset", files: [("1x", 40, 20)])
        try fixtures.imageSet("Assets.xcassets/scaled.imageset", files: [("1x", 40, 20), ("2x", 80, 40), ("3x", 120, 60)])
        try fixtures.imageSet("Assets.xcassets/retina.imageset", files: [("2x", 80, 40)])
        try fixtures.imageSet("Assets.xcassets/Icons/badge.imageset", files: [(nil, 30, 30)])
        try fixtures.write(AssetFixtures.jpegHeader(width: 64, height: 48), to: "photo.jpg")
    }

    override func tearDown() { fixtures = nil }

    private func host<V: View>(_ view: V, scale: CGFloat = 1, width: CGFloat = 400, height: CGFloat = 300) -> ViewHost {
        ViewHost(rootView: view, size: CGSize(width: width, height: height),
                 imageProvider: AssetImageProvider(scale: scale, catalogs: [catalog]))
    }

    private func images(_ host: ViewHost) -> [ImageItem] {
        host.displayList.items.compactMap { if case .image(let item) = $0 { return item } else { return nil } }
    }

    func testA40By20PixelImageAt1xIs40By20PointsCentredInTheHost() {
        let host = host(Image("one").id("i"))
        // Proposed 400×300, it stays 40×20 and the host centres it: ((400 − 40) / 2, (300 − 20) / 2).
        XCTAssertEqual(host.frame(of: "i"), CGRect(x: 180, y: 140, width: 40, height: 20))
        XCTAssertEqual(images(host).first?.frame, CGRect(x: 180, y: 140, width: 40, height: 20))
        XCTAssertEqual(images(host).first?.bitmap.width, 40)
        XCTAssertTrue(host.warnings.isEmpty, "\(host.warnings)")
    }

    func testA2xFileOf80By40PixelsIs40By20Points() {
        // The only file is @2x: 80×40 pixels / 2 = 40×20 points, on a 1× display too.
        XCTAssertEqual(host(Image("retina").id("i")).frame(of: "i")?.size, CGSize(width: 40, height: 20))
        // On a 2× display the image set's 2× file is chosen: still 40×20 points, from 80×40 pixels.
        let host = host(Image("scaled").id("i"), scale: 2)
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(images(host).first?.bitmap.width, 80)
        XCTAssertEqual(images(host).first?.bitmap.scale, 2)
    }

    func testTheScaleClosestAboveTheDisplaysIsChosen() {
        // 1× display: the 1× file (40 px); 1.5×: the 2× (80 px), the closest above; 4×: none above, the
        // largest (3×, 120 px). Every choice is the same 40×20 points.
        for (scale, pixels) in [(1.0, 40), (1.5, 80), (2.0, 80), (3.0, 120), (4.0, 120)] {
            let host = host(Image("scaled").id("i"), scale: CGFloat(scale))
            XCTAssertEqual(images(host).first?.bitmap.width, pixels, "scale \(scale)")
            XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 40, height: 20), "scale \(scale)")
        }
    }

    func testAFrameAroundANonResizableImageOnlyPositionsIt() {
        let host = host(Image("one").id("i").frame(width: 200, height: 100, alignment: .topLeading).id("f"))
        // The frame is 200×100, centred: (100, 100); the image keeps 40×20 at its top leading corner.
        XCTAssertEqual(host.frame(of: "f"), CGRect(x: 100, y: 100, width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "i"), CGRect(x: 100, y: 100, width: 40, height: 20))
    }

    func testAResizableImageTakesTheProposalAndHasItsPointSizeAsIdeal() {
        let host = host(Image("one").resizable().id("i").frame(width: 100, height: 50))
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(images(host).first?.frame.size, CGSize(width: 100, height: 50))
        // Its ideal size (fixedSize proposes nil × nil) is the point size.
        let ideal = self.host(Image("one").resizable().fixedSize().id("i"))
        XCTAssertEqual(ideal.frame(of: "i")?.size, CGSize(width: 40, height: 20))
        // One dimension unspecified: that one is the point size's.
        let wide = self.host(Image("one").resizable().fixedSize(horizontal: false, vertical: true).id("i").frame(width: 120))
        XCTAssertEqual(wide.frame(of: "i")?.size, CGSize(width: 120, height: 20))
    }

    func testResizableScaledToFitAndToFillKeepTheImagesRatio() {
        // The 40×20 image's ideal size gives the ratio 2:1 (layout rules §10.1). In a 100×100 frame centred in
        // the 400×300 host at (150, 100): fit scales by min(100/40, 100/20) = 2.5 to 100×50, centred at y 125;
        // fill by max(…) = 5 to 200×100, centred and overflowing to x 100.
        let fit = host(Image("one").resizable().scaledToFit().id("i").frame(width: 100, height: 100))
        XCTAssertEqual(fit.frame(of: "i"), CGRect(x: 150, y: 125, width: 100, height: 50))
        let fill = host(Image("one").resizable().scaledToFill().id("i").frame(width: 100, height: 100))
        XCTAssertEqual(fill.frame(of: "i"), CGRect(x: 100, y: 100, width: 200, height: 100))
        // Without .resizable() the image keeps its 40×20 points: the ratio modifier cannot stretch it.
        let rigid = host(Image("one").scaledToFit().id("i").frame(width: 100, height: 100))
        XCTAssertEqual(rigid.frame(of: "i"), CGRect(x: 180, y: 140, width: 40, height: 20))
    }

    func testResizingOptionsReachTheImageItem() throws {
        let insets = EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5)
        let host = host(Image("one").resizable(capInsets: insets, resizingMode: .tile).interpolation(.none))
        let item = try XCTUnwrap(images(host).first)
        XCTAssertEqual(item.capInsets, insets)
        XCTAssertTrue(item.tiles)
        XCTAssertEqual(item.sampling, .nearest)
        XCTAssertNil(item.tint)
        XCTAssertEqual(images(self.host(Image("one").interpolation(.high))).first?.sampling, .best)
        XCTAssertEqual(images(self.host(Image("one").interpolation(.low))).first?.sampling, .smooth)
        XCTAssertEqual(images(self.host(Image("one").antialiased(false))).first?.sampling, .nearest)
    }

    func testATemplateImageIsTintedWithTheForegroundStyle() throws {
        let host = host(Image("one").renderingMode(.template).foregroundColor(.red))
        XCTAssertEqual(images(host).first?.tint, .color(.red))
        XCTAssertNil(images(self.host(Image("one").renderingMode(.original).foregroundColor(.red))).first?.tint)
    }

    func testNestedGroupsAndTheirNamespacedNames() {
        XCTAssertEqual(host(Image("badge").id("i")).frame(of: "i")?.size, CGSize(width: 30, height: 30))
        XCTAssertEqual(host(Image("Icons/badge").id("i")).frame(of: "i")?.size, CGSize(width: 30, height: 30))
    }

    func testAnAbsolutePathIsThatFileAt1x() {
        // The JPEG's start-of-frame says 64×48 pixels.
        let host = host(Image(fixtures.root + "/photo.jpg").id("i"))
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 64, height: 48))
        XCTAssertTrue(host.warnings.isEmpty, "\(host.warnings)")
    }

    func testAMissingImageDrawsA44PointPlaceholderAndWarnsOnce() {
        let host = host(VStack(spacing: 0) {
            Image("nowhere").id("a")
            Image("nowhere").id("b")
            Image("nowhere").resizable().frame(width: 60, height: 30).id("c")
        })
        XCTAssertEqual(host.frame(of: "a")?.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(host.frame(of: "b")?.size, CGSize(width: 44, height: 44))
        XCTAssertEqual(host.frame(of: "c")?.size, CGSize(width: 60, height: 30))
        XCTAssertEqual(host.warnings.count, 1, "\(host.warnings)")
        XCTAssertTrue(host.warnings.first?.contains("Image(\"nowhere\")") == true)
        // Each placeholder: a light grey fill of its frame, then the cross and the border.
        let fills = host.displayList.items.compactMap { item -> CGRect? in
            if case .fill(.rectangle, let frame, _) = item { return frame } else { return nil }
        }
        XCTAssertEqual(fills.count, 3)
        XCTAssertEqual(fills.first?.size, CGSize(width: 44, height: 44))
        XCTAssertTrue(images(host).isEmpty)
    }

    func testAVectorImageSetIsAPlaceholderWithAWarning() throws {
        try fixtures.write("%PDF-1.4", to: "Assets.xcassets/vector.imageset/vector.pdf")
        try fixtures.write(#"{ "images" : [ { "filename" : "vector.pdf", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#,
                           to: "Assets.xcassets/vector.imageset/Contents.json")
        let host = host(Image("vector").id("i"))
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 44, height: 44))
        XCTAssertTrue(host.warnings.first?.contains("vector") == true, "\(host.warnings)")
    }

    func testEveryViewOfAnImageSharesOneBitmapDecodedOnce() {
        let provider = AssetImageProvider(scale: 1, catalogs: [catalog])
        let host = ViewHost(rootView: HStack { Image("one"); Image("one"); Image("retina") },
                            size: CGSize(width: 400, height: 300), imageProvider: provider)
        let items = images(host)
        XCTAssertEqual(items.count, 3)
        XCTAssertTrue(items[0].bitmap === items[1].bitmap)
        XCTAssertEqual(provider.decodeCount, 2)
        XCTAssertEqual(provider.cachedCount, 2)
        host.update(rootView: HStack { Image("one"); Image("one"); Image("one") })
        XCTAssertEqual(provider.decodeCount, 2, "an image already decoded is not decoded again")
    }

    func testADroppedHostFreesItsImages() {
        weak var bitmap: ImageBitmap?
        weak var provider: AssetImageProvider?
        var count = 0
        do {
            let made = AssetImageProvider(scale: 1, catalogs: [catalog])
            var host: ViewHost? = ViewHost(rootView: HStack { Image("one"); Image("scaled") },
                                           size: CGSize(width: 400, height: 300), imageProvider: made)
            bitmap = images(host!).first?.bitmap
            provider = made
            count = made.cachedCount
            host = nil
            _ = host
        }
        XCTAssertEqual(count, 2)
        XCTAssertNil(provider, "the provider goes with its host")
        XCTAssertNil(bitmap, "and its bitmaps with it")
    }

    func testTheDefaultProviderReadsOnlyTheSizeAndGivesBlankPixels() throws {
        let bitmap = try ImageFileHeader.blankBitmap(path: fixtures.root + "/Assets.xcassets/one.imageset/image0.png", scale: 1)
        XCTAssertEqual(bitmap.width, 40)
        XCTAssertEqual(bitmap.height, 20)
        XCTAssertEqual(bitmap.pixels.count, 40 * 20 * 4)
        XCTAssertTrue(bitmap.pixels.allSatisfy { $0 == 0 })
        XCTAssertNil(ImageFileHeader.pixelSize(of: Array("GIF89a".utf8)))
        XCTAssertThrowsError(try ImageFileHeader.blankBitmap(path: fixtures.root + "/none.png", scale: 1))
    }
}
