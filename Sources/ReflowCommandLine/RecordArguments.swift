import ArgumentParser
import Foundation

/// `reflow record`: a recording of a layout reflowing as its window's size sweeps there and back, drawn frame
/// by frame off screen and encoded with FFmpeg. A gallery scene is recorded by `reflow` itself; files are built
/// and recorded by `reflow-preview`.
public struct RecordArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a layout reflowing as the window's size sweeps there and back, to GIF, APNG, MP4 or WebM.",
        discussion: """
            Lays out a gallery scene, or the first preview of your files (another with --preview), in a \
            window whose size goes from the first size of --sweep to the second over half of --duration and \
            back over the other half, and draws every frame with the window's renderer, on a clock that moves \
            exactly 1/--fps seconds a frame: the recording is the same every time, whatever the machine's \
            load, and animations in it run at their speed. Each frame is as large as the larger size; the \
            window is at its top leading corner, the rest grey. With --play instead, the window stays at \
            --size and the recording is of the views' own motion: phase animators that wait for a trigger \
            play from the first frame (as the preview window's space key plays them), and animations started \
            on appear run.

            The format comes from the output's extension: .gif (a palette per frame), .apng or .png (lossless), \
            .mp4 (H.264) or .webm (VP9). Encoding needs FFmpeg's ffmpeg program (apt-get install ffmpeg). No X \
            display is needed: a scene is drawn on the display when there is one, else in memory, and your files' \
            previews always in memory. A recording that fails leaves no file behind.

            Examples:
              reflow record flow --sweep 320x480..900x480 -o flow.gif
              reflow record Tags.swift --preview Wrapping --sweep 320x568..1024x568 --duration 6 -o tags.mp4
              reflow record Phases.swift --play --size 400x300 --duration 3 -o phases.apng
              reflow record Toggles.swift --play --keys "space@0.5,Tab@1,space@1.5" -o toggles.gif
            """
    )

    @Argument(help: "A gallery scene (see 'reflow --list'), or Swift files or folders of them.")
    public var targets: [String]

    @Option(help: "The window's first size and the size it turns back at: WxH..WxH, in points (1 to 10000).")
    public var sweep: SizeSweep?

    @Flag(help: "Record the views' own motion at --size instead of a sweep: phase animators waiting for a trigger play from the first frame.")
    public var play = false

    @Flag(help: "Outline every view's frame in each frame, as the window's b key and the layout inspector outline them, and label the views with their names and sizes.")
    public var inspect = false

    @Option(help: ArgumentHelp("Keys to press during the recording, each shown in the frames' corner as the window's k key shows keys: KEY@SECONDS, separated by commas (space@0.5,Right@1.2,ctrl+s@2); X key names.", valueName: "script"))
    public var keys: String?

    @OptionGroup public var window: WindowOptions

    @OptionGroup public var sandbox: SandboxOptions

    @Option(help: "Seconds there and back (at most 600).")
    public var duration = 4.0

    @Option(help: "Frames a second (1 to 120).")
    public var fps = 60

    @Option(name: .shortAndLong, help: "The file to write: .gif, .apng, .png, .mp4 or .webm.")
    public var output: String

    @Option(help: "With files: the preview to record, by name (or number from 1).")
    public var preview: String?

    public init() {}

    /// The window's two sizes: the sweep's, or --size twice for --play.
    public var ends: (from: CGSize, to: CGSize) {
        if let sweep { return (sweep.from, sweep.to) }
        let size = window.size(or: .picture)
        return (size, size)
    }

    public func validate() throws {
        guard (sweep == nil) != !play else {
            throw ValidationError(play ? "--play records at --size; leave out --sweep" : "say --sweep WxH..WxH, or --play")
        }
        guard duration > 0, duration <= 600 else { throw ValidationError("--duration must be above 0 and at most 600 seconds") }
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be from 1 to 120") }
        let known = ["gif", "apng", "png", "mp4", "m4v", "webm"]
        guard known.contains(URL(fileURLWithPath: output).pathExtension.lowercased()) else {
            throw ValidationError("cannot tell the format of '\(output)': name it .gif, .apng (or .png), .mp4 or .webm")
        }
    }
}

/// Two window sizes, WxH..WxH, each side from 1 to 10000 points: a sweep's ends.
public struct SizeSweep: ExpressibleByArgument, Equatable, Sendable {
    public let from: CGSize
    public let to: CGSize

    public init(from: CGSize, to: CGSize) {
        self.from = from
        self.to = to
    }

    public init?(argument text: String) {
        let ends = text.components(separatedBy: "..")
        guard ends.count == 2, let from = WindowSize(argument: ends[0]), let to = WindowSize(argument: ends[1]) else {
            return nil
        }
        self.init(from: from.size, to: to.size)
    }

    public static var defaultValueDescription: String { "WxH..WxH" }
}
