import Foundation

/// A size given on the command line as WIDTHxHEIGHT, in points.
struct WindowSize {
    let size: CGSize

    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        size = CGSize(width: width, height: height)
    }
}
