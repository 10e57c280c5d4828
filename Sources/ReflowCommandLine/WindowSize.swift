import ArgumentParser
import Foundation

/// A size given on the command line as WIDTHxHEIGHT, in points, each from 1 to 10000: `--size`. The
/// argument parser reads it, so that every command refuses a bad one with the same error.
public struct WindowSize: ExpressibleByArgument, Equatable, Sendable {
    public let size: CGSize

    /// A new window's size when none is given.
    public static let window = WindowSize(width: 800, height: 600)
    /// A picture's or an explained layout's size when none is given.
    public static let picture = WindowSize(width: 480, height: 320)

    public init(width: Double, height: Double) {
        size = CGSize(width: width, height: height)
    }

    public init?(argument text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }
}

/// The options of the commands that lay views out in a window's space (gallery, snapshot, explain,
/// preview), declared once so that each reads and checks them alike.
public struct WindowOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The size in points, WIDTHxHEIGHT, each from 1 to 10000 (default: 800x600 for a "
        + "window, 480x320 for a picture or a layout explained)."))
    public var size: WindowSize?

    public init() {}

    /// The size given, or `fallback`'s.
    public func size(or fallback: WindowSize) -> CGSize { (size ?? fallback).size }
}
