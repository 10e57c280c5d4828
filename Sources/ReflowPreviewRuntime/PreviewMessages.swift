import Foundation
@_spi(Preview) import Reflow
import ReflowX11

/// What `reflow preview` tells a preview process, one line each on the process's standard input.
public enum PreviewCommand: Equatable, Sendable {
    /// Start drawing: the process that was there before is gone.
    case show
    /// Show the preview at this index.
    case select(Int)
    case outlines(Bool)
    /// Show or hide the ruler of widths where the layout changes (`ReflowWindow.showsSweepRuler`).
    case sweepRuler(Bool)
    /// Show or hide the animation timeline (`ReflowWindow.showsTimeline`).
    case timeline(Bool)
    /// Show the keys pressed, or stop (`ReflowWindow.showsKeys`).
    case keys(Bool)
    case headsUp(Bool)
    case blank(Bool)
    case zoom(Double)
    /// Turn the layout inspector on or off (`ReflowWindow.isInspecting`).
    case inspect(Bool)
    /// Show a message over the preview (a failed build), or clear it (nil).
    case message(PreviewMessage?)
    /// Run the preview's phase animations that wait for a trigger, as a change of their trigger would.
    case play
    case quit
    /// A key or a pointer event in the window, which this process's views get first. For a key the process
    /// answers `keyTaken`, and `reflow preview` acts on a key no view took.
    case input(WindowInput)
    /// Write the views' state to the file at this path and say so (`PreviewStatus.stateSaved`): the process
    /// of the next build starts from it.
    case saveState(String)
    /// The state file of `--restore-state` is written (true), or will not be (false): sent to a process started
    /// with `--state-follows` once the process it replaces has saved its views' state.
    case stateWritten(Bool)
    /// A line for under the heads-up line, or none (nil): what `reflow preview` says of the warnings the
    /// process reported (`PreviewStatus.diagnostic`).
    case headsUpNote(String?)
    /// New values for literals of the build, by key, replacing any sent before (a save that changed only
    /// literals, docs/preview-reloads.md); the views are built again with them, their state kept, and the
    /// change animates when `animated`. Answered with `literalsShown`.
    case literals([String: DesignTimeValues.Value], animated: Bool)
    /// What the last reload was, for the heads-up line ("literal · 14 ms").
    case reloadNote(String)
    /// Load the tier-1 patch library at this path into the process, after asking the probe at the second path
    /// (if any) whether it fits, then build and lay out every view again: answered by `patched` or `patchFailed`.
    /// With the patch, the values of every literal of the files (nil: the build's own), which the patched bodies
    /// read by keys of the saved text (`literals`).
    case patch(library: String, probe: String?, literals: [String: DesignTimeValues.Value]?)
    /// What each numeric literal of the files running now sets, where it is, and its value in the file: the
    /// layout inspector lists a pinned view's (`DesignTimeValues.catalog`). Sent after every build and reload.
    case literalCatalog([DesignTimeLiteral])
    /// Draw the preview at this index off screen, at the window's size as it is drawn there, into a PNG file at
    /// the path, and say so (`PreviewStatus.thumbnail`): the presenter view's current and next previews.
    case thumbnail(index: Int, path: String)
    /// Presenting or not: Alt- or Control-click, or `z`, zooms onto a view while presenting
    /// (`ReflowWindow.zoomsOntoViews`).
    case presenting(Bool)
    /// The window is this many pixels wide and high now: a process drawing in memory (`--frames`) lays out
    /// and draws at that size.
    case resize(width: Int, height: Int)

    public var line: String {
        switch self {
        case .show: return "show"
        case .resize(let width, let height): return "resize \(width)x\(height)"
        case .presenting(let on): return "presenting \(on ? 1 : 0)"
        case .select(let index): return "select \(index)"
        case .outlines(let on): return "outlines \(on ? 1 : 0)"
        case .sweepRuler(let on): return "sweep-ruler \(on ? 1 : 0)"
        case .timeline(let on): return "timeline \(on ? 1 : 0)"
        case .keys(let on): return "keys \(on ? 1 : 0)"
        case .headsUp(let on): return "hud \(on ? 1 : 0)"
        case .blank(let on): return "blank \(on ? 1 : 0)"
        case .zoom(let zoom): return "zoom \(zoom)"
        case .inspect(let on): return "inspect \(on ? 1 : 0)"
        case .message(let message?): return "message \(message.encoded)"
        case .message(nil): return "message"
        case .play: return "play"
        case .quit: return "quit"
        case .input(let input): return input.line
        case .saveState(let path): return "savestate \(path)"
        case .stateWritten(let written): return "statewritten \(written ? 1 : 0)"
        case .headsUpNote(let note?): return "hudnote \(Data(note.utf8).base64EncodedString())"
        case .headsUpNote(nil): return "hudnote"
        case .literals(let values, let animated):
            let json = (try? JSONEncoder().encode(values)) ?? Data("{}".utf8)
            return "literals \(animated ? 1 : 0) \(json.base64EncodedString())"
        case .reloadNote(let note): return "reloadnote \(Data(note.utf8).base64EncodedString())"
        // Tab-separated: paths may hold spaces.
        case .patch(let library, let probe, let literals):
            // Tab-separated: paths may hold spaces. The literals as in `literals`, in base64.
            let values = literals.flatMap { try? JSONEncoder().encode($0) }?.base64EncodedString() ?? ""
            return "patch \(library)\t\(probe ?? "")\t\(values)"
        case .literalCatalog(let literals):
            return "catalog " + ((try? JSONEncoder().encode(literals)) ?? Data("[]".utf8)).base64EncodedString()
        case .thumbnail(let index, let path): return "thumbnail \(index) \(path)"
        }
    }

    public init?(line: Substring) {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard let word = parts.first else { return nil }
        let argument = parts.count > 1 ? parts[1] : ""
        switch word {
        case "show": self = .show
        case "resize":
            let numbers = argument.split(separator: "x").compactMap { Int($0) }
            guard numbers.count == 2, numbers.allSatisfy({ $0 > 0 }) else { return nil }
            self = .resize(width: numbers[0], height: numbers[1])
        case "select": guard let index = Int(argument) else { return nil }; self = .select(index)
        case "outlines": self = .outlines(argument == "1")
        case "sweep-ruler": self = .sweepRuler(argument == "1")
        case "timeline": self = .timeline(argument == "1")
        case "keys": self = .keys(argument == "1")
        case "hud": self = .headsUp(argument == "1")
        case "blank": self = .blank(argument == "1")
        case "zoom": guard let zoom = Double(argument) else { return nil }; self = .zoom(zoom)
        case "inspect": self = .inspect(argument == "1")
        case "message": self = .message(argument.isEmpty ? nil : PreviewMessage(encoded: argument))
        case "play": self = .play
        case "quit": self = .quit
        case "patch":
            let fields = argument.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, !fields[0].isEmpty else { return nil }
            var literals: [String: DesignTimeValues.Value]?
            if !fields[2].isEmpty {
                guard let json = Data(base64Encoded: fields[2]),
                      let values = try? JSONDecoder().decode([String: DesignTimeValues.Value].self, from: json) else {
                    return nil
                }
                literals = values
            }
            self = .patch(library: fields[0], probe: fields[1].isEmpty ? nil : fields[1], literals: literals)
        case "savestate": guard !argument.isEmpty else { return nil }; self = .saveState(String(argument))
        case "statewritten": self = .stateWritten(argument == "1")
        case "presenting": self = .presenting(argument == "1")
        case "thumbnail":
            let fields = argument.split(separator: " ", maxSplits: 1)
            guard fields.count == 2, let index = Int(fields[0]) else { return nil }
            self = .thumbnail(index: index, path: String(fields[1]))
        case "literals":
            let fields = argument.split(separator: " ")
            guard fields.count == 2, let json = Data(base64Encoded: String(fields[1])),
                  let values = try? JSONDecoder().decode([String: DesignTimeValues.Value].self, from: json) else {
                return nil
            }
            self = .literals(values, animated: fields[0] == "1")
        case "catalog":
            guard let json = Data(base64Encoded: String(argument)),
                  let literals = try? JSONDecoder().decode([DesignTimeLiteral].self, from: json) else { return nil }
            self = .literalCatalog(literals)
        case "reloadnote":
            guard let data = Data(base64Encoded: String(argument)) else { return nil }
            self = .reloadNote(String(decoding: data, as: UTF8.self))
        case "hudnote":
            if argument.isEmpty { self = .headsUpNote(nil); return }
            guard let data = Data(base64Encoded: String(argument)) else { return nil }
            self = .headsUpNote(String(decoding: data, as: UTF8.self))
        default:
            guard let input = WindowInput(line: line) else { return nil }
            self = .input(input)
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
    /// Whether a view took the key of the `input` command before (a focused control, `.onKeyPress`); one
    /// answer a key, in order.
    case keyTaken(Bool)
    /// The process held more memory than this many bytes (its limit); it stops itself.
    case memoryExceeded(UInt64)
    /// The views' state is in the file at this path (after `saveState`; the file is missing when it could not
    /// be written).
    case stateSaved(String)
    /// The layout inspector turned on or off in the preview (Escape turns it off there).
    case inspecting(Bool)
    /// The process reported a warning (and printed it on standard error, which `reflow preview` passes on).
    case diagnostic(Diagnostic)
    /// The literals of a `literals` command are on the screen, at this monotonic clock reading.
    case literalsShown(Double)
    /// A patch is in and the views built and laid out again with it are on the screen, at this monotonic time.
    case patched(Double)
    /// A patch could not be loaded (why, in words); nothing of it was applied unless it says so.
    case patchFailed(String)
    /// A literal was given a new value in the layout inspector, settled (a drag let go) or stepped (a key),
    /// for `reflow preview` to write into the file; the views show it already.
    case literalEdited(DesignTimeEdit)
    /// The preview at this index is drawn into the PNG file at the path (after `thumbnail`); the file is
    /// missing when it could not be drawn.
    case thumbnail(index: Int, path: String)

    public var line: String {
        switch self {
        case .previews(let list): return (["previews"] + list.map(\.field)).joined(separator: "\t")
        case .ready(let index): return "ready \(index)"
        case .shown(let seconds): return "shown \(seconds)"
        case .selected(let index): return "selected \(index)"
        case .hung(let seconds): return "hung \(seconds)"
        case .keyTaken(let taken): return "keytaken \(taken ? 1 : 0)"
        case .memoryExceeded(let limit): return "memory \(limit)"
        case .stateSaved(let path): return "statesaved \(path)"
        case .thumbnail(let index, let path): return "thumbnail \(index) \(path)"
        case .inspecting(let on): return "inspecting \(on ? 1 : 0)"
        case .literalsShown(let time): return "literalsshown \(time)"
        case .patched(let time): return "patched \(time)"
        case .patchFailed(let reason): return "patchfailed \(Data(reason.utf8).base64EncodedString())"
        case .literalEdited(let edit):
            return "literaledited " + ((try? JSONEncoder().encode(edit)) ?? Data("{}".utf8)).base64EncodedString()
        case .diagnostic(let diagnostic):
            // The message in base64: one line, whatever it holds.
            return "diagnostic \(diagnostic.category.rawValue) \(Data(diagnostic.message.utf8).base64EncodedString())"
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
        case "keytaken": self = .keyTaken(parts[1] == "1")
        case "memory": guard let limit = UInt64(parts[1]) else { return nil }; self = .memoryExceeded(limit)
        case "statesaved": self = .stateSaved(String(parts[1]))
        case "thumbnail":
            let fields = parts[1].split(separator: " ", maxSplits: 1)
            guard fields.count == 2, let index = Int(fields[0]) else { return nil }
            self = .thumbnail(index: index, path: String(fields[1]))
        case "inspecting": self = .inspecting(parts[1] == "1")
        case "literalsshown": guard let time = Double(parts[1]) else { return nil }; self = .literalsShown(time)
        case "patched": guard let time = Double(parts[1]) else { return nil }; self = .patched(time)
        case "patchfailed":
            guard let data = Data(base64Encoded: String(parts[1])) else { return nil }
            self = .patchFailed(String(decoding: data, as: UTF8.self))
        case "literaledited":
            guard let json = Data(base64Encoded: String(parts[1])),
                  let edit = try? JSONDecoder().decode(DesignTimeEdit.self, from: json) else { return nil }
            self = .literalEdited(edit)
        case "diagnostic":
            let fields = parts[1].split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 2, let category = Diagnostic.Category(rawValue: String(fields[0])),
                  let message = Data(base64Encoded: String(fields[1])) else { return nil }
            self = .diagnostic(Diagnostic(category: category, message: String(decoding: message, as: UTF8.self)))
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

/// Input as one line of the command channel: "press X Y MODIFIERS", "move …", "release …", "exit",
/// "scroll DX DY X Y MODIFIERS" and "key MODIFIERS NAME TEXT", with the window's pixels as the X server gave
/// them, the modifiers as `EventModifiers`' raw value (both processes run the same Reflow), and the key's
/// name and text in base64, which may hold any character.
extension WindowInput {
    public var line: String {
        switch self {
        case .pointerPressed(let x, let y, let modifiers): return "press \(x) \(y) \(modifiers.rawValue)"
        case .pointerMoved(let x, let y, let modifiers): return "move \(x) \(y) \(modifiers.rawValue)"
        case .pointerReleased(let x, let y, let modifiers): return "release \(x) \(y) \(modifiers.rawValue)"
        case .pointerExited: return "exit"
        case .scroll(let dx, let dy, let x, let y, let modifiers):
            return "scroll \(dx) \(dy) \(x) \(y) \(modifiers.rawValue)"
        case .key(let key):
            let name = Data(key.name.utf8).base64EncodedString(), text = Data(key.text.utf8).base64EncodedString()
            return "key \(key.modifiers.rawValue) \(name.isEmpty ? "=" : name) \(text.isEmpty ? "=" : text)"
        }
    }

    public init?(line: Substring) {
        let words = line.split(separator: " ")
        guard let word = words.first else { return nil }
        let numbers = words.dropFirst().map { Double($0) }
        func modifiers(_ value: Double?) -> EventModifiers? { value.flatMap(Int.init(exactly:)).map(EventModifiers.init) }
        switch (word, numbers.count) {
        case ("press", 3), ("move", 3), ("release", 3):
            guard let x = numbers[0], let y = numbers[1], let modifiers = modifiers(numbers[2]) else { return nil }
            self = word == "press" ? .pointerPressed(x: x, y: y, modifiers: modifiers)
                : word == "move" ? .pointerMoved(x: x, y: y, modifiers: modifiers)
                : .pointerReleased(x: x, y: y, modifiers: modifiers)
        case ("exit", 0): self = .pointerExited
        case ("scroll", 5):
            guard let dx = numbers[0].flatMap(Int.init(exactly:)), let dy = numbers[1].flatMap(Int.init(exactly:)),
                  let x = numbers[2], let y = numbers[3], let modifiers = modifiers(numbers[4]) else { return nil }
            self = .scroll(dx: dx, dy: dy, x: x, y: y, modifiers: modifiers)
        case ("key", 3):
            func text(_ word: Substring) -> String? {
                word == "=" ? "" : Data(base64Encoded: String(word)).map { String(decoding: $0, as: UTF8.self) }
            }
            guard let modifiers = modifiers(numbers[0]), let name = text(words[2]), let typed = text(words[3]) else {
                return nil
            }
            self = .key(WindowKey(name: name, text: typed, modifiers: modifiers))
        default: return nil
        }
    }
}
