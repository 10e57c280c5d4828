import ArgumentParser
import Foundation

/// `reflow sweep`: the widths (or heights) at which a layout changes in kind, found by laying it out at every
/// whole point between two lengths, without a window or an X display. A gallery scene is swept by `reflow`
/// itself; files are built and swept by `reflow-preview`.
public struct SweepArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "List the widths (or heights) at which a layout changes: text wraps, a view switches, jumps, comes or goes.",
        discussion: """
            Lays out a gallery scene, or the first preview of your files (another with --preview), at every \
            whole point from --from to --to along --axis, the other dimension taken from --size, and lists \
            where the layout changes in kind from one point to the next: a text set in more lines (wraps) or \
            fewer (unwraps), a ViewThatFits showing another candidate (switches), the size class changing \
            for a view that reads it, a view that comes or goes, and a view that moves by more than --jump \
            points at once (jumps). Each change is listed at the longer of the two lengths: "300" means the \
            layout at 300 differs from the one at 299. Views are named by their path from the root, as \
            VStack[0]/Text[1]. --json prints the same as JSON.

            No X display is needed; text is measured as the window measures it.

            Examples:
              reflow sweep flow --from 200 --to 800
              reflow sweep Tags.swift --preview Wrapping --axis width --from 280 --to 1200 --json
            """
    )

    @Argument(help: "A gallery scene (see 'reflow --list'), or Swift files or folders of them.")
    public var targets: [String]

    @Option(help: "The first length, in points (1 to 10000).")
    public var from = 280

    @Option(help: "The last length, in points (1 to 10000); below --from sweeps the other way.")
    public var to = 1200

    @Option(help: "The dimension swept: width or height.")
    public var axis: SweepAxis = .width

    @Option(help: "The smallest move, in points, counted as a jump.")
    public var jump = 4.0

    @OptionGroup public var window: WindowOptions

    @OptionGroup public var sandbox: SandboxOptions

    @Option(help: "With files: the preview to sweep, by name (or number from 1).")
    public var preview: String?

    @Flag(help: "Print JSON rather than text.")
    public var json = false

    public init() {}

    public func validate() throws {
        for (name, value) in [("--from", from), ("--to", to)] where !(1...10_000).contains(value) {
            throw ValidationError("\(name) must be from 1 to 10000 points, not \(value)")
        }
        guard jump > 0, jump.isFinite else { throw ValidationError("--jump must be a positive number of points") }
    }

    /// The length kept fixed: the height of --size for a width sweep, its width for a height sweep.
    public var across: Double {
        let size = window.size(or: .picture)
        return Double(axis == .width ? size.height : size.width)
    }
}

/// The dimension a sweep changes.
public enum SweepAxis: String, ExpressibleByArgument, CaseIterable, Sendable {
    case width, height
}
