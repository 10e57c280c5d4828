import XCTest
@testable import Reflow

/// Finding asset catalogs as Xcode does, and reading colour sets in each notation Xcode writes.
final class AssetCatalogTests: XCTestCase {
    private var fixtures: AssetFixtures!

    override func setUpWithError() throws { fixtures = try AssetFixtures() }

    override func tearDown() {
        fixtures = nil
        AssetCatalogs.removeAll()
    }

    func testCatalogsAreFoundInTheFilesFolderAndAboveUpToTheProjectRoot() throws {
        // outer/Outside.xcassets is above the project root (outer/App holds Package.swift): not found.
        try fixtures.write("", to: "outer/Outside.xcassets/Contents.json")
        try fixtures.write("// swift-tools-version: 6.0", to: "outer/App/Package.swift")
        try fixtures.write("", to: "outer/App/Assets.xcassets/Contents.json")
        try fixtures.write("", to: "outer/App/Sources/Feature/Near.xcassets/Contents.json")
        try fixtures.write("import SwiftUI", to: "outer/App/Sources/Feature/View.swift")
        let found = AssetCatalogs.catalogs(near: fixtures.root + "/outer/App/Sources/Feature/View.swift")
        // Nearest first; the file's folder, then two folders up (App/Assets.xcassets), and no further.
        XCTAssertEqual(found.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Near.xcassets", "Assets.xcassets"])
        XCTAssertEqual(found.last, fixtures.root + "/outer/App/Assets.xcassets")
    }

    func testAnXcodeprojMarksTheRootToo() throws {
        try fixtures.write("", to: "p/Top.xcassets/Contents.json")
        try fixtures.write("", to: "p/App/App.xcodeproj/project.pbxproj")
        try fixtures.write("", to: "p/App/Assets.xcassets/Contents.json")
        try fixtures.write("", to: "p/App/Views/V.swift")
        let found = AssetCatalogs.catalogs(near: fixtures.root + "/p/App/Views/V.swift")
        XCTAssertEqual(found, [fixtures.root + "/p/App/Assets.xcassets"])
    }

    func testAnImageInACatalogTwoFoldersUpIsFound() throws {
        try fixtures.imageSet("proj/Assets.xcassets/logo.imageset", files: [("1x", 24, 12)])
        try fixtures.write("", to: "proj/Package.swift")
        try fixtures.write("", to: "proj/Sources/App/Logo.swift")
        let catalogs = AssetCatalogs.catalogs(near: fixtures.root + "/proj/Sources/App/Logo.swift")
        let host = ViewHost(rootView: Image("logo").id("i"), size: CGSize(width: 100, height: 100),
                            imageProvider: AssetImageProvider(catalogs: catalogs))
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 24, height: 12))
    }

    func testTheProcessWideListServesHostsWithoutCatalogsOfTheirOwn() throws {
        try fixtures.imageSet("Shared.xcassets/dot.imageset", files: [("1x", 8, 6)])
        AssetCatalogs.removeAll()
        AssetCatalogs.add(fixtures.root + "/Shared.xcassets")
        let host = ViewHost(rootView: Image("dot").id("i"), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "i")?.size, CGSize(width: 8, height: 6))
    }

    func testColourComponentsInEachNotation() throws {
        // "0.5" is a fraction; "128" and "0x80" are 8-bit values: 128 / 255.
        try fixtures.colorSet("C.xcassets/Brand.colorset", red: "0.5", green: "128", blue: "0x80", alpha: "0.250")
        try fixtures.colorSet("C.xcassets/Colors/Accent.colorset", red: "1.000", green: "0", blue: "0", darkFirst: true)
        AssetCatalogs.removeAll()
        AssetCatalogs.add(fixtures.root + "/C.xcassets")
        let brand = Color("Brand")
        XCTAssertEqual(brand.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(brand.green, 128 / 255, accuracy: 1e-9)
        XCTAssertEqual(brand.blue, 128 / 255, accuracy: 1e-9)
        XCTAssertEqual(brand.opacity, 0.25, accuracy: 1e-9)
        // The dark appearance comes first in the file; the light one is used. In a nested group, both names.
        XCTAssertEqual(Color("Accent"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color("Colors/Accent"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color("Missing"), Color.clear)
    }

    func testChoosingAFileByScale() {
        let files: [(path: String, scale: CGFloat)] = [("a", 1), ("b", 2), ("c", 3)]
        XCTAssertEqual(AssetCatalog.chooseFile(files, for: 1)?.path, "a")
        XCTAssertEqual(AssetCatalog.chooseFile(files, for: 2)?.path, "b")
        XCTAssertEqual(AssetCatalog.chooseFile(files, for: 1.25)?.path, "b")
        XCTAssertEqual(AssetCatalog.chooseFile(files, for: 5)?.path, "c")
        XCTAssertEqual(AssetCatalog.chooseFile([("only2x", 2)], for: 1)?.path, "only2x")
        XCTAssertNil(AssetCatalog.chooseFile([], for: 1))
    }
}
