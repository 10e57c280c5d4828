import Foundation
import ReflowText
import XCTest
@testable import Reflow
@testable import ReflowX11
import ReflowPreviewHost

/// Images decoded and drawn: an asset catalog's 2× PNG drawn at its point size, and the decoders' pixel
/// format. The drawing test needs a renderer that draws `.image` items (the cairo renderer); the XRender
/// renderer skips them.
final class ImagePixelTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        setenv(FontConfiguration.environmentVariable, "1", 1)
        folder = NSTemporaryDirectory() + "reflow-image-pixels-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets/halves.imageset",
                                                withIntermediateDirectories: true)
        // 80×40 pixels: the left half opaque red, the right half opaque blue.
        var pixels: [UInt8] = []
        for _ in 0..<40 {
            for x in 0..<80 { pixels += x < 40 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let png = try PNGEncoder.encode(RGBAImage(width: 80, height: 40, pixels: pixels))
        try Data(png).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/halves.imageset/halves@2x.png"))
        try #"{ "images" : [ { "filename" : "halves@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#
            .write(toFile: folder + "/Assets.xcassets/halves.imageset/Contents.json", atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        AssetCatalogs.removeAll()
    }

    func testPNGPixelsArePremultipliedARGBInNativeOrder() throws {
        let bitmap = try ImageFiles.decode(path: folder + "/Assets.xcassets/halves.imageset/halves@2x.png", scale: 2)
        XCTAssertEqual(bitmap.width, 80)
        XCTAssertEqual(bitmap.height, 40)
        XCTAssertEqual(bitmap.size, CGSize(width: 40, height: 20))
        // Red is B, G, R, A = 0, 0, 255, 255 in memory; blue 255, 0, 0, 255.
        XCTAssertEqual(Array(bitmap.pixels[0..<4]), [0, 0, 255, 255])
        XCTAssertEqual(Array(bitmap.pixels[79 * 4..<80 * 4]), [255, 0, 0, 255])
        // Half-transparent white (255, 255, 255, 128) premultiplies to 128 in every channel.
        XCTAssertEqual(ImageFiles.premultipliedBGRA([255, 255, 255, 128, 200, 100, 50, 0]), [128, 128, 128, 128, 0, 0, 0, 0])
    }

    func testJPEGPixelsComeOpaqueInNativeOrder() throws {
        // A 16×8 JPEG (quality 95, no chroma subsampling): the left 8×8 block red, the right one blue.
        let base64: String =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK"
        + "CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
        + "CgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF"
        + "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW"
        + "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi"
        + "4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC"
        + "AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm"
        + "Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq"
        + "8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr+Uz/fw+Q6/6qD/AJrz/9k="
        let path = folder + "/halves.jpg"
        try XCTUnwrap(Data(base64Encoded: base64)).write(to: URL(fileURLWithPath: path))
        let bitmap = try ImageFiles.decode(path: path, scale: 1)
        XCTAssertEqual(bitmap.width, 16)
        XCTAssertEqual(bitmap.height, 8)
        // Pixel (2, 4): B, G, R, A about 0, 0, 255, 255; pixel (13, 4) about 255, 0, 0, 255. JPEG is lossy:
        // a tolerance of 24 levels.
        let red = Array(bitmap.pixels[(4 * 16 + 2) * 4..<(4 * 16 + 3) * 4]).map(Int.init)
        let blue = Array(bitmap.pixels[(4 * 16 + 13) * 4..<(4 * 16 + 14) * 4]).map(Int.init)
        for (got, want) in zip(red, [0, 0, 255, 255]) { XCTAssertEqual(got, want, accuracy: 24, "red \(red)") }
        for (got, want) in zip(blue, [255, 0, 0, 255]) { XCTAssertEqual(got, want, accuracy: 24, "blue \(blue)") }
    }

    func testAFileThatIsNoImageIsAProblemNotACrash() throws {
        let path = folder + "/bad.jpg"
        try Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 3, 1]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ImageFiles.decode(path: path, scale: 1))
        let text = folder + "/notes.txt"
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ImageFiles.decode(path: text, scale: 1))
    }

    /// Needs the cairo renderer: the XRender renderer does not draw `.image` items yet.
    func testA2xAssetImageIsDrawnAtItsPointSize() throws {
        AssetCatalogs.add(folder + "/Assets.xcassets")
        let size = CGSize(width: 100, height: 60)
        let image = try Snapshot.image(of: Image("halves"), size: size)
        let scale = CGFloat(image.width) / size.width
        // 80×40 pixels at 2× is 40×20 points, centred: x 30…70, y 20…40; red on the left, blue on the right.
        func pixel(_ x: CGFloat, _ y: CGFloat) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            image.pixel(x: Int(x * scale), y: Int(y * scale))
        }
        let left = pixel(40, 30), right = pixel(60, 30)
        XCTAssertTrue(left.red > 200 && left.blue < 50, "left half \(left)")
        XCTAssertTrue(right.blue > 200 && right.red < 50, "right half \(right)")
        // Outside the 40×20 points, the white window.
        for (x, y) in [(28.0, 30.0), (72.0, 30.0), (50.0, 18.0), (50.0, 42.0)] {
            let p = pixel(x, y)
            XCTAssertTrue(p.red > 240 && p.green > 240 && p.blue > 240, "(\(x), \(y)) is \(p)")
        }
    }
}

/// `reflow preview` passes the catalogs near the previewed files to its preview processes.
final class PreviewAssetCatalogTests: XCTestCase {
    override func tearDown() { unsetenv(AssetCatalogs.environmentVariable) }

    func testTheCatalogsNearThePreviewedFilesGoIntoTheEnvironment() throws {
        let root = NSTemporaryDirectory() + "reflow-preview-catalogs-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App/Assets.xcassets", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/App/Views", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/App/Package.swift", contents: Data())
        _ = FileManager.default.createFile(atPath: root + "/App/Views/A.swift", contents: Data())
        PreviewAssetCatalogs.export(for: [root + "/App/Views/A.swift"])
        XCTAssertEqual(ProcessInfo.processInfo.environment[AssetCatalogs.environmentVariable], root + "/App/Assets.xcassets")
        PreviewAssetCatalogs.export(for: [root + "/App/Package.swift"])
        XCTAssertEqual(ProcessInfo.processInfo.environment[AssetCatalogs.environmentVariable], root + "/App/Assets.xcassets")
        PreviewAssetCatalogs.export(for: ["/"])
        XCTAssertNil(ProcessInfo.processInfo.environment[AssetCatalogs.environmentVariable])
    }
}
