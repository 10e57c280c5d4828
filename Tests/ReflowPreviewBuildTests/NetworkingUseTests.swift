import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// A preview links FoundationNetworking (and with it libcurl, OpenSSL and Kerberos) only when its files name a
/// networking type; then `URLSession` and its Combine publisher compile with only `import SwiftUI`, as on iOS.
final class NetworkingUseTests: XCTestCase {
    func testOnlyWholeNamesOfNetworkingTypesCount() {
        XCTAssertTrue(PreviewBuilder.namesNetworking(["let s = URLSession.shared"]))
        XCTAssertTrue(PreviewBuilder.namesNetworking(["", "func f(_ r: HTTPURLResponse) {}"]))
        XCTAssertTrue(PreviewBuilder.namesNetworking(["let c = URLSessionConfiguration.default"]))
        XCTAssertTrue(PreviewBuilder.namesNetworking(["#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"]))
        XCTAssertTrue(PreviewBuilder.namesNetworking(["var request: URLRequest"]), "a name at the very end")
        XCTAssertFalse(PreviewBuilder.namesNetworking(["let url = URL(string: \"https://example.org\")!"]))
        XCTAssertFalse(PreviewBuilder.namesNetworking(["struct MyURLRequest {}; let x = URLRequestLike()"]))
        XCTAssertFalse(PreviewBuilder.namesNetworking(["Text(\"HTTP status\")", "AsyncImage(url: url)"]))
    }

    private func builder(in folder: TemporaryFolder) throws -> PreviewBuilder {
        var url = Bundle(for: NetworkingUseTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        let kit = try XCTUnwrap(PreviewKit(folder: url.path), "no preview kit beside the tests in \(url.path)")
        XCTAssertNotNil(kit.networkingSource, "the kit finds Sources/CombineNetworking in a build tree")
        return try PreviewBuilder(kit: kit, folder: folder.path + "/builds")
    }

    /// The libraries the dynamic loader would load for `executable` (glibc's `LD_TRACE_LOADED_OBJECTS`).
    private func loadedLibraries(_ executable: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testAPreviewWithoutNetworkingNamesLoadsNoNetworkingLibraries() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Card.swift", """
            import SwiftUI
            struct Card: View { var body: some View { Text("no network").padding(8) } }
            #Preview { Card() }
            """)
        let built = try builder(in: folder).build(files: [file], number: 1)
        let executable = try XCTUnwrap(built.executable, built.output)
        let libraries = try loadedLibraries(executable)
        XCTAssertTrue(libraries.contains("libReflowPreviewRuntime.so"), libraries)
        XCTAssertFalse(libraries.contains("libFoundationNetworking"), libraries)
        XCTAssertFalse(libraries.contains("libcurl"), libraries)
    }

    func testAViewModelThatFetchesCompilesWithOnlySwiftUIAndLinksNetworking() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Feed.swift", """
            import SwiftUI
            final class Feed: ObservableObject {
                @Published var failed = false
                var cancellable: AnyCancellable?
                func load() {
                    var request = URLRequest(url: URL(string: "https://example.org/feed.json")!)
                    request.httpMethod = "GET"
                    cancellable = URLSession.shared.dataTaskPublisher(for: request)
                        .map(\\.data)
                        .sink { [weak self] in if case .failure = $0 { self?.failed = true } } receiveValue: { _ in }
                }
            }
            struct FeedView: View {
                @StateObject var feed = Feed()
                var body: some View { Text(feed.failed ? "offline" : "loading").onAppear { feed.load() } }
            }
            #Preview { FeedView() }
            """)
        let built = try builder(in: folder).build(files: [file], number: 1)
        let executable = try XCTUnwrap(built.executable, built.output)
        XCTAssertTrue(try loadedLibraries(executable).contains("libFoundationNetworking"))
    }
}
