import Foundation

/// The command line of a preview process: what `reflow preview` asks of each process it starts. The parent
/// writes it with `arguments` and the process reads it with `init(arguments:)`, so that the two cannot
/// disagree on a flag's name or on how its value is spelled; a flag either side does not know is an error
/// rather than a setting silently lost.
///
/// A field at its default is not written. The modes: drawing `frames` for a window (what `reflow preview` starts),
/// `list`, `snapshot` (`reflow preview --snapshot`), `explain` (`reflow explain FILE.swift`) and `sweep`
/// (`reflow sweep FILE.swift`).
public struct PreviewOptions: Equatable, Sendable {
    /// The preview shown before a reload, for the next build's process to show again.
    public struct Selection: Equatable, Sendable {
        /// Its name, looked for first.
        public var name: String
        /// Its position among the previews, when no preview has that name any more.
        public var index: Int

        /// The preview called `name`, at `index` among the previews.
        public init(name: String, index: Int) {
            self.name = name
            self.index = index
        }
    }

    /// What `reflow sweep` asks: the dimension, the lengths to go from and to, the smallest jump.
    public struct Sweep: Equatable, Sendable {
        /// True for heights, false for widths.
        public var isVertical: Bool
        public var from: Int
        public var to: Int
        public var jump: Double

        public init(isVertical: Bool, from: Int, to: Int, jump: Double) {
            self.isVertical = isVertical
            self.from = from
            self.to = to
            self.jump = jump
        }
    }

    /// What `reflow record` asks: the sweep's two window sizes, its length and rate, and the file to write.
    public struct Record: Equatable, Sendable {
        public var from: CGSize
        public var to: CGSize
        public var duration: Double
        public var fps: Int
        /// Whether phase animators waiting for a trigger play from the first frame (`--play`).
        public var plays: Bool
        /// An absolute path: the process's working folder is its build's.
        public var output: String
        /// Keys to press during the recording (`KeyScript`'s text), if any.
        public var keys: String?

        public init(from: CGSize, to: CGSize, duration: Double, fps: Int, plays: Bool = false, output: String) {
            self.from = from
            self.to = to
            self.duration = duration
            self.fps = fps
            self.plays = plays
            self.output = output
        }
    }

    /// The pid of `reflow preview`, whose end ends this process (`--parent`).
    public var parent: pid_t?
    /// A file of views' state saved by the process of the previous build, to start the views from
    /// (`--restore-state`).
    public var restoreState: String?
    /// The state file is being written while this process starts (`--state-follows`): its views wait, just
    /// before they are first built, for `PreviewCommand.stateWritten` to say whether it is there.
    public var stateFollows: Bool
    /// The preview to open at, by name or number from 1 (`--preview`).
    public var preview: String?
    /// The preview shown before a reload (`--keep NAME INDEX`).
    public var keep: Selection?
    /// `--zoom`.
    public var zoom: Double
    /// Every view's frame outlined (`--outlines`).
    public var outlines: Bool
    /// The ruler of widths where the layout changes shown (`--sweep-ruler`).
    public var sweepRuler: Bool
    /// The animation timeline shown (`--timeline`).
    public var timeline: Bool
    /// The keys pressed shown (`--keys`).
    public var keys: Bool
    /// The layout inspector on (`--inspect`).
    public var inspect: Bool
    /// The heads-up line shown (`--hud`).
    public var headsUp: Bool
    /// Print the previews' names and places and exit (`--list`).
    public var list: Bool
    /// Render the preview to a PNG file at this path and exit (`--snapshot`).
    public var snapshot: String?
    /// The variants to lay the preview out in side by side (`--variants KIND`, `PreviewVariantKind`'s raw
    /// value), in the window and a snapshot.
    public var variants: String?
    /// Print the preview's negotiation record rather than show it (`--explain`, for `reflow explain`).
    public var explain: Bool
    /// Print where the preview's layout changes between two lengths rather than show it (`--sweep AXIS FROM
    /// TO JUMP`, for `reflow sweep`); the other dimension is `size`'s.
    public var sweep: Sweep?
    /// Record the preview reflowing between two sizes into a file rather than show it (`--record FROM TO
    /// DURATION FPS play|sweep PATH`, the sizes as WIDTHxHEIGHT, for `reflow record`).
    public var record: Record?
    /// The record, or the sweep, as JSON (`--json`).
    public var json: Bool
    /// The size of a snapshot or of an explained layout, in points (`--size WIDTHxHEIGHT`).
    public var size: CGSize
    /// Draw in memory and hand the frames to `reflow preview` over `FrameChannel.descriptor` (`--frames WxH`,
    /// the window's size in pixels), with no connection to the display.
    public var frames: CGSize?
    /// Pixels a point for a snapshot, a recording or frames drawn in memory without a display (`--scale`): the scale
    /// of the display `reflow` runs on, which the process does not connect to. 1 when not given.
    public var scale: Double

    /// Options with the fields given, the others at their defaults (a preview process drawing nothing, the
    /// first preview, zoom 1, nothing shown over it, 480×320 points).
    public init(parent: pid_t? = nil, restoreState: String? = nil, stateFollows: Bool = false,
                preview: String? = nil,
                keep: Selection? = nil, zoom: Double = 1, outlines: Bool = false, sweepRuler: Bool = false,
                timeline: Bool = false, keys: Bool = false, inspect: Bool = false,
                headsUp: Bool = false, list: Bool = false, snapshot: String? = nil, variants: String? = nil,
                explain: Bool = false,
                sweep: Sweep? = nil, record: Record? = nil, json: Bool = false, size: CGSize = CGSize(width: 480, height: 320),
                scale: Double = 1, frames: CGSize? = nil) {
        self.parent = parent
        self.restoreState = restoreState
        self.stateFollows = stateFollows
        self.preview = preview
        self.keep = keep
        self.zoom = zoom
        self.outlines = outlines
        self.sweepRuler = sweepRuler
        self.timeline = timeline
        self.keys = keys
        self.inspect = inspect
        self.headsUp = headsUp
        self.list = list
        self.snapshot = snapshot
        self.explain = explain
        self.variants = variants
        self.sweep = sweep
        self.record = record
        self.json = json
        self.size = size
        self.scale = scale
        self.frames = frames
    }

    /// The arguments that `init(arguments:)` reads back as these options (after the executable's path).
    public var arguments: [String] {
        let defaults = PreviewOptions()
        var arguments: [String] = []
        if let parent { arguments += ["--parent", String(parent)] }
        if let restoreState { arguments += ["--restore-state", restoreState] }
        if stateFollows { arguments.append("--state-follows") }
        if let preview { arguments += ["--preview", preview] }
        if let keep { arguments += ["--keep", keep.name, String(keep.index)] }
        if zoom != defaults.zoom { arguments += ["--zoom", String(zoom)] }
        if outlines { arguments.append("--outlines") }
        if sweepRuler { arguments.append("--sweep-ruler") }
        if timeline { arguments.append("--timeline") }
        if keys { arguments.append("--keys") }
        if inspect { arguments.append("--inspect") }
        if headsUp { arguments.append("--hud") }
        if list { arguments.append("--list") }
        if let snapshot { arguments += ["--snapshot", snapshot] }
        if explain { arguments.append("--explain") }
        if let variants { arguments += ["--variants", variants] }
        if let record {
            arguments += ["--record", "\(record.from.width)x\(record.from.height)", "\(record.to.width)x\(record.to.height)",
                          String(record.duration), String(record.fps), record.plays ? "play" : "sweep", record.output]
            if let keys = record.keys { arguments += ["--record-keys", keys] }
        }
        if let sweep {
            arguments += ["--sweep", sweep.isVertical ? "height" : "width", String(sweep.from), String(sweep.to),
                          String(sweep.jump)]
        }
        if json { arguments.append("--json") }
        if size != defaults.size { arguments += ["--size", "\(size.width)x\(size.height)"] }
        if scale != defaults.scale { arguments += ["--scale", String(scale)] }
        if let frames { arguments += ["--frames", "\(Int(frames.width))x\(Int(frames.height))"] }
        return arguments
    }

    /// Reads `arguments` (without the executable's path); throws `PreviewOptionsError` naming the flag that
    /// is unknown, lacks its value or has one it cannot take. A value is the next argument as it is, so a
    /// preview named "--hud" is a name.
    public init(arguments: [String]) throws {
        self.init()
        var rest = arguments[...]
        func value(of flag: String) throws -> String {
            guard let value = rest.popFirst() else { throw PreviewOptionsError.missingValue(flag: flag) }
            return value
        }
        func value<Value>(of flag: String, _ read: (String) -> Value?) throws -> Value {
            let text = try value(of: flag)
            guard let value = read(text) else { throw PreviewOptionsError.badValue(flag: flag, value: text) }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--parent": parent = try value(of: flag) { pid_t($0) }
            case "--restore-state": restoreState = try value(of: flag)
            case "--state-follows": stateFollows = true
            case "--preview": preview = try value(of: flag)
            case "--keep":
                let name = try value(of: flag)
                keep = Selection(name: name, index: try value(of: flag) { Int($0) })
            case "--zoom": zoom = try value(of: flag) { Double($0) }
            case "--outlines": outlines = true
            case "--sweep-ruler": sweepRuler = true
            case "--timeline": timeline = true
            case "--keys": keys = true
            case "--inspect": inspect = true
            case "--hud": headsUp = true
            case "--list": list = true
            case "--snapshot": snapshot = try value(of: flag)
            case "--explain": explain = true
            case "--variants": variants = try value(of: flag)
            case "--record":
                record = Record(from: try value(of: flag, Self.size), to: try value(of: flag, Self.size),
                                duration: try value(of: flag) { Double($0) }, fps: try value(of: flag) { Int($0) },
                                plays: try value(of: flag) { ["play": true, "sweep": false][$0] },
                                output: try value(of: flag))
            case "--record-keys":
                guard record != nil else { throw PreviewOptionsError.badValue(flag: flag, value: "before --record") }
                record?.keys = try value(of: flag)
            case "--sweep":
                let axis = try value(of: flag) { ["width": false, "height": true][$0] }
                sweep = Sweep(isVertical: axis, from: try value(of: flag) { Int($0) }, to: try value(of: flag) { Int($0) },
                              jump: try value(of: flag) { Double($0) })
            case "--json": json = true
            case "--size": size = try value(of: flag, Self.size)
            case "--frames": frames = try value(of: flag, Self.size)
            case "--scale": scale = try value(of: flag) { Double($0).flatMap { $0.isFinite && $0 > 0 && $0 <= 10 ? $0 : nil } }
            default: throw PreviewOptionsError.unknownFlag(flag)
            }
        }
    }

    /// WIDTHxHEIGHT, in points.
    static func size(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1] else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// Why a preview process's command line could not be read: the flag at fault, and what is wrong with it.
public enum PreviewOptionsError: Error, Equatable, CustomStringConvertible {
    /// A flag no preview process knows.
    case unknownFlag(String)
    /// A flag that takes a value came last.
    case missingValue(flag: String)
    /// A flag whose value is not of its kind (a number, WIDTHxHEIGHT).
    case badValue(flag: String, value: String)

    public var description: String {
        switch self {
        case .unknownFlag(let flag):
            return "a preview process has no flag '\(flag)' (are reflow and its preview kit from the same build?)"
        case .missingValue(let flag): return "the flag '\(flag)' of a preview process needs a value"
        case .badValue(let flag, let value): return "the flag '\(flag)' of a preview process cannot take '\(value)'"
        }
    }
}
