import Foundation

/// What `reflow preview` tells a preview process, one line each on the process's standard input.
public enum PreviewCommand: Equatable, Sendable {
    /// Start drawing: the process that was there before is gone.
    case show
    /// Show the preview at this index.
    case select(Int)
    case outlines(Bool)
    case headsUp(Bool)
    case blank(Bool)
    case zoom(Double)
    /// Show a message over the preview (a failed build), or clear it (nil).
    case message(PreviewMessage?)
    /// Run the preview's phase animations that wait for a trigger, as a change of their trigger would.
    case play
    case quit
    /// Write the views' state to the file at this path and say so (`PreviewStatus.stateSaved`): the process
    /// of the next build starts from it.
    case saveState(String)

    public var line: String {
        switch self {
        case .show: return "show"
        case .select(let index): return "select \(index)"
        case .outlines(let on): return "outlines \(on ? 1 : 0)"
        case .headsUp(let on): return "hud \(on ? 1 : 0)"
        case .blank(let on): return "blank \(on ? 1 : 0)"
        case .zoom(let zoom): return "zoom \(zoom)"
        case .message(let message?): return "message \(message.encoded)"
        case .message(nil): return "message"
        case .play: return "play"
        case .quit: return "quit"
        case .saveState(let path): return "savestate \(path)"
        }
    }

    public init?(line: Substring) {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard let word = parts.first else { return nil }
        let argument = parts.count > 1 ? parts[1] : ""
        switch word {
        case "show": self = .show
        case "select": guard let index = Int(argument) else { return nil }; self = .select(index)
        case "outlines": self = .outlines(argument == "1")
        case "hud": self = .headsUp(argument == "1")
        case "blank": self = .blank(argument == "1")
        case "zoom": guard let zoom = Double(argument) else { return nil }; self = .zoom(zoom)
        case "message": self = .message(argument.isEmpty ? nil : PreviewMessage(encoded: argument))
        case "play": self = .play
        case "quit": self = .quit
        case "savestate": guard !argument.isEmpty else { return nil }; self = .saveState(String(argument))
        default: return nil
        }
    }
}

/// What a preview process tells `reflow preview`, one line each on file descriptor 3.
public enum PreviewStatus: Equatable, Sendable {
    /// The previews the build holds, in order.
    case previews([PreviewListing])
    /// The selected preview is laid out; the process waits for `show` before drawing.
    case ready(Int)
    /// The first frame is on the screen, this many seconds after the process started.
    case shown(Double)
    /// The selected preview changed (a key, or a name given at start).
    case selected(Int)
    /// A frame did not finish within this many seconds; the process stops itself.
    case hung(Double)
    /// The process held more memory than this many bytes (its limit); it stops itself.
    case memoryExceeded(UInt64)
    /// The views' state is in the file at this path (after `saveState`; the file is missing when it could not
    /// be written).
    case stateSaved(String)

    public var line: String {
        switch self {
        case .previews(let list): return (["previews"] + list.map(\.field)).joined(separator: "\t")
        case .ready(let index): return "ready \(index)"
        case .shown(let seconds): return "shown \(seconds)"
        case .selected(let index): return "selected \(index)"
        case .hung(let seconds): return "hung \(seconds)"
        case .memoryExceeded(let limit): return "memory \(limit)"
        case .stateSaved(let path): return "statesaved \(path)"
        }
    }

    public init?(line: Substring) {
        if line.hasPrefix("previews") {
            self = .previews(line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst()
                .compactMap(PreviewListing.init(field:)))
            return
        }
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "ready": guard let index = Int(parts[1]) else { return nil }; self = .ready(index)
        case "shown": guard let seconds = Double(parts[1]) else { return nil }; self = .shown(seconds)
        case "selected": guard let index = Int(parts[1]) else { return nil }; self = .selected(index)
        case "hung": guard let seconds = Double(parts[1]) else { return nil }; self = .hung(seconds)
        case "memory": guard let limit = UInt64(parts[1]) else { return nil }; self = .memoryExceeded(limit)
        case "statesaved": self = .stateSaved(String(parts[1]))
        default: return nil
        }
    }
}

/// A preview as the window's title and keys name it.
public struct PreviewListing: Equatable, Sendable {
    /// The preview's name, or "Preview" for an unnamed one.
    public var name: String
    /// The file's name ("Tags.swift").
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }

    /// Name, file and line separated by a character that names do not hold.
    var field: String {
        [name, file, String(line)].map { $0.replacingOccurrences(of: "\t", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{1f}", with: " ") }
            .joined(separator: "\u{1f}")
    }

    init?(field: Substring) {
        let parts = field.split(separator: "\u{1f}", omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[2]) else { return nil }
        self.init(name: String(parts[0]), file: String(parts[1]), line: line)
    }
}

/// A message shown over a preview or in its place: a title ("Build failed") and lines (the first errors,
/// the last lines a crashed preview printed).
public struct PreviewMessage: Equatable, Sendable {
    public enum Kind: String, Sendable { case error, crash, info }
    public var kind: Kind
    public var title: String
    public var lines: [String]

    public init(kind: Kind, title: String, lines: [String] = []) {
        self.kind = kind
        self.title = title
        self.lines = lines
    }

    /// Kind, title and lines, each in base64 and separated by commas: one line, whatever the text holds
    /// (newlines included).
    var encoded: String {
        ([kind.rawValue, title] + lines).map { Data($0.utf8).base64EncodedString() }.joined(separator: ",")
    }

    init?(encoded: Substring) {
        let fields = encoded.split(separator: ",", omittingEmptySubsequences: false).map { field in
            Data(base64Encoded: String(field)).map { String(decoding: $0, as: UTF8.self) }
        }
        guard fields.count >= 2, !fields.contains(where: { $0 == nil }),
              let kind = fields[0].flatMap(Kind.init(rawValue:)), let title = fields[1] else { return nil }
        self.init(kind: kind, title: title, lines: fields.dropFirst(2).compactMap { $0 })
    }
}
