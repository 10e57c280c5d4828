import Foundation
import XCTest
@_spi(Viewer) @testable import Reflow

/// `AsyncImage` in a preview: a remote URL is never fetched and ends in the failure phase, so the view shows its
/// placeholder or its failure branch; a `file:` URL loads the file; a nil URL stays empty.
final class AsyncImageTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    func testARemoteURLShowsThePlaceholderAndTheFailureBranch() {
        let url = URL(string: "https://example.com/photo.jpg")
        // The default placeholder fills the space offered.
        let plain = ViewHost(rootView: AsyncImage(url: url).id("a"), size: size)
        XCTAssertEqual(plain.frame(of: "a")?.size, size)
        // Content and placeholder: the placeholder.
        let placeholder = ViewHost(rootView: AsyncImage(url: url) { image in
            image.resizable()
        } placeholder: {
            Color.red.frame(width: 30, height: 20).id("placeholder")
        }, size: size)
        XCTAssertEqual(placeholder.frame(of: "placeholder")?.size, CGSize(width: 30, height: 20))
        // Phases: the failure, with URLError's code for no network and the address.
        var seen: [String] = []
        _ = ViewHost(rootView: AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Text("empty")
            case .success: Text("image")
            case .failure(let error):
                Text("failed").onAppear {
                    let error = error as? URLError
                    seen.append("\(error?.code == .notConnectedToInternet) \(error?.failingURL == url)")
                }
            @unknown default: Text("?")
            }
        }, size: size)
        XCTAssertEqual(seen, ["true true"])
        XCTAssertNil(AsyncImagePhase.failure(URLError(.badURL)).image)
    }

    func testAFileURLLoadsTheFileAndNoURLIsEmpty() throws {
        // A PNG header of 40 × 10 pixels is enough for its size.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("async-\(UUID().uuidString).png")
        func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + Array("IHDR".utf8)
            + bigEndian(40) + bigEndian(10) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var phases: [String] = []
        func record(_ phase: AsyncImagePhase) -> some View {
            phases.append(phase.image != nil ? "image" : phase.error != nil ? "error" : "empty")
            return Color.clear
        }
        _ = ViewHost(rootView: AsyncImage(url: file) { record($0) }, size: size)
        _ = ViewHost(rootView: AsyncImage(url: nil) { record($0) }, size: size)
        XCTAssertEqual(phases, ["image", "empty"])
    }
}
