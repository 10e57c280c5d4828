import Foundation

/// The keys pressed in a window, shown in its bottom trailing corner for a moment (the `k` key, `reflow preview
/// --keys`), as screencast tools show them: what a talk's audience, or a recording of the window, cannot see
/// otherwise. The last keys pressed within `shown` seconds of each other stand in a row, the newest last, and
/// fade over the last half second.
@_spi(Viewer)
public final class KeyCaptions {
    /// Seconds a key stays after it was pressed.
    public static let shown = 2.0
    /// At most this many keys in the row.
    public static let limit = 6

    private var keys: [(label: String, time: Double)] = []
    private var overlay = OverlayHost()
    /// How the captions are measured: the window's measurer.
    public var textMeasurer: TextMeasurer

    public init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }

    /// Notes a key pressed at `time`: its keysym `name` (X's: "Right", "space", "a"), the `text` it types and
    /// the modifiers held.
    public func pressed(name: String, text: String, modifiers: EventModifiers, at time: Double) {
        let label = Self.label(name: name, text: text, modifiers: modifiers)
        guard !label.isEmpty else { return }
        keys.removeAll { time - $0.time > Self.shown }
        keys.append((label, time))
        if keys.count > Self.limit { keys.removeFirst(keys.count - Self.limit) }
    }

    /// The keys shown at `time`, oldest first, each with its opacity.
    public func shownKeys(at time: Double) -> [(label: String, opacity: Double)] {
        keys.filter { time - $0.time <= Self.shown }.map { key in
            (key.label, min(1, max(0, (Self.shown - (time - key.time)) / 0.5)))
        }
    }

    /// Whether anything is shown at `time`: the window draws frames while it fades.
    public func isShowing(at time: Double) -> Bool { keys.contains { time - $0.time <= Self.shown } }

    /// The captions for a window of `size` at `time`, as items to draw over its views.
    public func overlay(size: CGSize, at time: Double) -> DisplayList {
        overlay.displayList(of: KeyCaptionRow(keys: shownKeys(at: time)), size: size, textMeasurer: textMeasurer)
    }

    /// A key as a caption: "⌃⇧A", "→", "Space", "Esc", "a"; empty for a modifier pressed alone.
    static func label(name: String, text: String, modifiers: EventModifiers) -> String {
        let named: [String: String] = [
            "Right": "→", "Left": "←", "Up": "↑", "Down": "↓", "space": "Space", "Return": "⏎", "KP_Enter": "⏎",
            "Escape": "Esc", "Tab": "⇥", "ISO_Left_Tab": "⇥", "BackSpace": "⌫", "Delete": "⌦", "Prior": "PgUp",
            "Next": "PgDn", "Home": "Home", "End": "End", "plus": "+", "minus": "-", "equal": "=", "period": ".",
            "comma": ",",
        ]
        let modifierKeys = ["Shift_L", "Shift_R", "Control_L", "Control_R", "Alt_L", "Alt_R", "Super_L", "Super_R",
                            "Meta_L", "Meta_R", "Caps_Lock", "ISO_Level3_Shift"]
        guard !modifierKeys.contains(name) else { return "" }
        var key = named[name] ?? (name.hasPrefix("F") && Int(name.dropFirst()) != nil ? name : nil)
            ?? (text.count == 1 && !text.unicodeScalars.contains { $0.properties.generalCategory == .control } ? text : name)
        // A letter typed with Shift reads as the capital already; with Control or the others it is shown capital.
        let shortcut = !modifiers.isDisjoint(with: [.control, .option, .command])
        if shortcut { key = key.uppercased() }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "⌃" }
        if modifiers.contains(.option) { prefix += "⌥" }
        if modifiers.contains(.shift) && (shortcut || named[name] != nil) { prefix += "⇧" }
        if modifiers.contains(.command) { prefix += "⌘" }
        return prefix + key
    }
}

/// The row of captions: each key on a dark rounded plate, in the bottom trailing corner.
struct KeyCaptionRow: View {
    let keys: [(label: String, opacity: Double)]

    var body: some View {
        HStack(spacing: 6) {
            ForEach(keys.indices, id: \.self) { index in
                Text(keys[index].label)
                    .font(.system(size: 20, weight: .semibold))
                    .foregroundColor(.white)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color.black.opacity(0.75)))
                    .opacity(keys[index].opacity)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
    }
}
