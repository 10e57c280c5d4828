import Foundation
@_spi(Viewer) import Reflow

/// Keys pressed during a recording, from a script, as VHS scripts a terminal session: "space@0.5,Right@1.2,
/// ctrl+s@2" presses space half a second in, Right at 1.2 s and Control-S at 2 s (`reflow record --keys`). Each
/// key goes to the views as a key pressed in the window would, at the first frame at or after its time, and is
/// shown in the frames' bottom trailing corner as the window's `k` key shows keys (`KeyCaptions`).
///
/// A key is its X keysym name ("space", "Right", "Return", "a"), after any of the modifiers `shift+`,
/// `ctrl+`, `alt+` and `super+`.
public struct KeyScript: Equatable, Sendable {
    /// A key and when it is pressed, in seconds from the first frame.
    public struct Press: Equatable, Sendable {
        public let time: Double
        public let key: WindowKey
    }

    /// The presses, earliest first.
    public let presses: [Press]
    /// The script as written.
    public let text: String

    /// The script `text`; throws `KeyScriptError` naming the entry it cannot read.
    public init(_ text: String) throws {
        self.text = text
        var presses: [Press] = []
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            let parts = entry.split(separator: "@")
            guard parts.count == 2, let time = Double(parts[1]), time.isFinite, time >= 0 else {
                throw KeyScriptError(entry: entry)
            }
            var names = parts[0].split(separator: "+").map(String.init)
            guard let name = names.popLast(), !name.isEmpty else { throw KeyScriptError(entry: entry) }
            var modifiers: EventModifiers = []
            for modifier in names {
                switch modifier.lowercased() {
                case "shift": modifiers.insert(.shift)
                case "ctrl", "control": modifiers.insert(.control)
                case "alt", "option": modifiers.insert(.option)
                case "super", "cmd", "command": modifiers.insert(.command)
                default: throw KeyScriptError(entry: entry)
                }
            }
            presses.append(Press(time: time, key: WindowKey(name: name, text: Self.typed(by: name, modifiers), modifiers: modifiers)))
        }
        self.presses = presses.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// What the key types, as the X server's lookup would give it: a character key its character (upper case
    /// with Shift), space a space, Return a newline; other keys nothing.
    private static func typed(by name: String, _ modifiers: EventModifiers) -> String {
        if name.count == 1 { return modifiers.contains(.shift) ? name.uppercased() : name }
        return ["space": " ", "Return": "\r", "Tab": "\t"][name] ?? ""
    }
}

/// An entry of a key script that is not KEY@SECONDS.
public struct KeyScriptError: Error, Equatable, CustomStringConvertible {
    public let entry: String
    public var description: String {
        "cannot read '\(entry)' of --keys: write KEY@SECONDS, such as space@0.5 or ctrl+s@2, separated by commas"
    }
}
