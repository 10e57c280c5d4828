import Foundation
import ReflowTestSupport
import ReflowX11
import XCTest

/// A view model written for iOS with Combine compiles unchanged in a preview build, whichever of `Combine`,
/// `Foundation` or `SwiftUI` its file imports alone, as each brings Combine's names on Apple platforms.
final class PreviewCombineTests: XCTestCase {
    func testViewModelsUsingCombinesSpellingsCompileWithOnlyCombineFoundationOrSwiftUI() throws {
        try requireDisplay()
        let folder = try PreviewFolder()
        try folder.write("""
            import Combine

            final class Search: ObservableObject {
                @Published var query = ""
                @Published var results: [String] = []
                @Published var width: Double = 0
                private var cancellables = Set<AnyCancellable>()
                let refresh = PassthroughSubject<Void, Never>()
                let count = CurrentValueSubject<Int, Never>(0)

                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .removeDuplicates()
                        .map { [$0] }
                        .receive(on: DispatchQueue.main)
                        .assign(to: \\.results, on: self)
                        .store(in: &cancellables)
                    refresh.throttle(for: 1, scheduler: DispatchQueue.main, latest: true)
                        .delay(for: .seconds(1), scheduler: DispatchQueue.main)
                        .subscribe(on: DispatchQueue.main)
                        .sink { _ in }
                        .store(in: &cancellables)
                    Just(130.0).assign(to: &$width)
                }

                func load() -> AnyPublisher<Int, Never> {
                    Future { promise in promise(.success(1)) }.eraseToAnyPublisher()
                }
            }
            """, to: "Search.swift")
        try folder.write("""
            import Foundation

            final class Feed: ObservableObject {
                @Published var error: String?
                private var cancellables = Set<AnyCancellable>()

                init() {
                    NotificationCenter.default.publisher(for: Notification.Name("refresh"), object: nil)
                        .sink { _ in }
                        .store(in: &cancellables)
                    let url = URL(string: "https://example.org/feed.json")!
                    URLSession.shared.dataTaskPublisher(for: url)
                        .map(\\.data)
                        .receive(on: RunLoop.main)
                        .sink(receiveCompletion: { [weak self] in
                            if case .failure(let error) = $0 { self?.error = "\\(error.code.rawValue)" }
                        }, receiveValue: { _ in })
                        .store(in: &cancellables)
                    Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &cancellables)
                }
            }
            """, to: "Feed.swift")
        try folder.write("""
            import SwiftUI

            struct Bar: View {
                @StateObject private var search = Search()
                @StateObject private var feed = Feed()
                var body: some View {
                    Color(red: 1, green: 0, blue: 0)
                        .frame(width: search.width, height: 60)
                        .onReceive(search.$query.debounce(for: 0.2, scheduler: RunLoop.main)) { _ in }
                }
            }

            #Preview("Bar") { Bar() }
            """, to: "Bar.swift")
        let picture = folder.path + "/bar.png"
        let viewer = try ViewerProcess(["preview", folder.file("Bar.swift"), folder.file("Search.swift"),
                                        folder.file("Feed.swift"), "--snapshot", picture, "--size", "400x200"],
                                       environment: folder.environment)
        XCTAssertEqual(viewer.waitForExit(timeout: 120), 0, viewer.standardError)
        // The data task fails, and says so on one line.
        XCTAssertTrue(viewer.standardError.contains(
            "reflow: a preview does not fetch from the network; dataTaskPublisher(for: https://example.org/feed.json)"),
            viewer.standardError)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: picture))))
        // `Just(130).assign(to: &$width)` ran: 130 wide, centred in 400, red from 135 to 265.
        let red = (0..<400).filter { image.pixel(x: $0, y: 100).red == 255 && image.pixel(x: $0, y: 100).green == 0 }
        XCTAssertEqual(red.first, 135)
        XCTAssertEqual(red.last, 264)
    }
}
