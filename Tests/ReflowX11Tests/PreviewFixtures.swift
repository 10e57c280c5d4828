import CX11
import Foundation
import ReflowTestSupport
import XCTest

/// A Swift file for `reflow preview` with a custom layout, `Strip`: its subviews side by side, `spacing`
/// apart, along the top of its bounds, each at its own size. The preview puts a red and a blue block in it.
/// Everything the tests expect of the window follows from these numbers and from centring in the window.
struct StripFixture {
    var redWidth = 100
    var blueWidth = 60
    var height = 60
    var spacing = 20
    /// A statement put first in `placeSubviews`: a syntax error, a `fatalError`.
    var fault: String?
    /// Previews declared before the strip's, as Swift source.
    var previewsBefore = ""

    var source: String {
        #"""
        import SwiftUI

        /// Its subviews side by side, `spacing` apart, along the top of its bounds.
        struct Strip: Layout {
            var spacing: CGFloat

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let gaps = spacing * CGFloat(max(sizes.count - 1, 0))
                return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        \#(fault.map { "        " + $0 + "\n" } ?? "")        var x = bounds.minX
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
            }
        }
        \#(previewsBefore)
        #Preview("Strip") {
            Strip(spacing: \#(spacing)) {
                Color(red: 1, green: 0, blue: 0).frame(width: \#(redWidth), height: \#(height))
                Color(red: 0, green: 0, blue: 1).frame(width: \#(blueWidth), height: \#(height))
            }
        }

        """#
    }

    /// The coloured runs of the row through the blocks' middle, in a window (or picture) `width` wide: the
    /// strip's width is the blocks' and the gap's, and the window centres it.
    func runsAcross(width: Int) -> String {
        let total = redWidth + spacing + blueWidth
        precondition((width - total) % 2 == 0, "choose sizes that centre on whole pixels")
        let left = (width - total) / 2
        return "red \(left)..<\(left + redWidth) blue \(left + redWidth + spacing)..<\(left + total)"
    }

    /// The coloured runs of the column through the red block, in a window `height` high.
    func runsDown(height windowHeight: Int) -> String {
        precondition((windowHeight - height) % 2 == 0, "choose sizes that centre on whole pixels")
        let top = (windowHeight - height) / 2
        return "red \(top)..<\(top + height)"
    }

    /// The x of a column through the middle of the red block, in a window `width` wide.
    func redColumn(width: Int) -> Int {
        (width - (redWidth + spacing + blueWidth)) / 2 + redWidth / 2
    }

    /// Where the compiler places an error at the end of `text` on the line that holds it: the line, and the
    /// column just past `text` (both from 1).
    func location(after text: String) -> (line: Int, column: Int)? {
        let lines = source.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains(text) }),
              let range = lines[index].range(of: text) else { return nil }
        return (index + 1, lines[index].distance(from: lines[index].startIndex, to: range.upperBound) + 1)
    }
}

/// A fresh folder for one test's Swift files and for its `XDG_CACHE_HOME`, removed at the end.
final class PreviewFolder {
    let path: String
    let cache: String

    init() throws {
        path = NSTemporaryDirectory() + "reflow-preview-test-" + UUID().uuidString
        cache = path + "/cache"
        try FileManager.default.createDirectory(atPath: path + "/src", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/src/" + name }

    /// Writes `text` in place (open, truncate, write, close), as an editor that saves in place does: one
    /// close-after-write for the watcher.
    func write(_ text: String, to name: String) throws {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    }

    var environment: [String: String] { ["XDG_CACHE_HOME": cache] }

    /// The build folder of the `reflow` process `pid`: `$XDG_CACHE_HOME/reflow/previews/<hash>-<pid>`.
    func buildFolder(of pid: Int32) -> String? {
        let previews = cache + "/reflow/previews"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: previews)) ?? []
        return names.first { $0.hasSuffix("-\(pid)") }.map { previews + "/" + $0 }
    }
}

/// A pixel's colour, as the tests tell colours apart.
enum Paint: String {
    case white, red, blue, green, dark, other

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        func near(_ value: UInt8, _ target: Int) -> Bool { abs(Int(value) - target) <= 8 }
        if near(r, 255) && near(g, 255) && near(b, 255) { self = .white }
        else if near(r, 255) && near(g, 0) && near(b, 0) { self = .red }
        else if near(r, 0) && near(g, 0) && near(b, 255) { self = .blue }
        else if near(r, 0) && near(g, 255) && near(b, 0) { self = .green }
        else if max(r, g, b) < 128 { self = .dark }
        else { self = .other }
    }
}

/// Pixels read from the window, RGB, in order along a row or a column.
struct PixelLine {
    var rgb: [(UInt8, UInt8, UInt8)]

    var paints: [Paint] { rgb.map { Paint($0.0, $0.1, $0.2) } }

    /// The runs of colours other than white, as "red 10..<20 blue 30..<40" (empty when all white).
    var runs: String {
        var parts: [String] = []
        var start = 0
        let paints = paints
        // A window that could not be read (not mapped yet, being resized): nothing, for a poll to try again.
        guard !paints.isEmpty else { return "" }
        for index in 1...paints.count where index == paints.count || paints[index] != paints[start] {
            if paints[start] != .white { parts.append("\(paints[start].rawValue) \(start)..<\(index)") }
            start = index
        }
        return parts.joined(separator: " ")
    }
}

extension XProbe {
    /// The pixels of a rectangle of the window, rows top to bottom; empty when it cannot be read.
    func pixels(of window: UInt, x: Int, y: Int, width: Int, height: Int) -> [[(UInt8, UInt8, UInt8)]] {
        guard width > 0, height > 0,
              let image = XGetImage(display, window, Int32(x), Int32(y), UInt32(width), UInt32(height), UInt.max,
                                    ZPixmap) else { return [] }
        defer { reflow_destroy_image(image) }
        return (0..<height).map { row in
            (0..<width).map { column in
                let pixel = reflow_get_pixel(image, Int32(column), Int32(row))
                return (UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF))
            }
        }
    }

    /// The window's row `y`, its whole width.
    func row(_ y: Int, of window: UInt) -> PixelLine {
        let (width, _) = size(of: window)
        return PixelLine(rgb: pixels(of: window, x: 0, y: y, width: Int(width), height: 1).first ?? [])
    }

    /// The window's column `x`, its whole height.
    func column(_ x: Int, of window: UInt) -> PixelLine {
        let (_, height) = size(of: window)
        return PixelLine(rgb: pixels(of: window, x: x, y: 0, width: 1, height: Int(height)).map { $0[0] })
    }
}

/// The processes whose parent is `pid` and which have not ended (zombies, state Z, are left out).
func liveChildren(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter { candidate in
        guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        // After the command name: state, then the parent's pid.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 && fields[0] != "Z" && Int32(fields[1]) == pid
    }
}

/// The preview processes under `pid`: the `previews` executables of its builds, its children or, in the
/// sandbox, under bubblewrap's processes.
func previewProcesses(under pid: Int32) -> [Int32] {
    var found: [Int32] = [], queue = liveChildren(of: pid)
    while let next = queue.popLast() {
        let name = (try? String(contentsOfFile: "/proc/\(next)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if name == "previews" { found.append(next) } else { queue += liveChildren(of: next) }
    }
    return found.sorted()
}

/// Whether process `pid` is still running (it exists and is not a zombie).
func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
}
