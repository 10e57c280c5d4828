import Foundation

/// The gallery's help text, in one place: `reflow gallery --help` and the top-level `reflow --help` both show
/// it. The top level states the gallery's options in its discussion rather than owning them, because the
/// argument parser lets a parent's options appear after a subcommand's name, and the gallery's `--size` would
/// then take `reflow snapshot --size` and `reflow preview --size` away from those commands.
enum GalleryHelp {
    static let scene = "The scene to open first (see --list)."
    static let list = "Print the scene names and exit."
    static let size = "The window's size in points at first, WIDTHxHEIGHT."
    static let inspect = "Open with the layout inspector on (the e key)."
    static let defaultSize = "800x600"

    /// The gallery window's keys as GalleryApp handles them, in the README's order.
    static let keys: [(key: String, does: String)] = [
        ("Right, Left", "next, previous scene (also Page Down, Page Up)"),
        ("1-9", "jump to a scene"),
        ("Up, Down", "change the scene's setting, animated with the curve"),
        ("space", "play the scene's demo; again to go straight back"),
        ("a", "cycle the curve: ease, spring, linear"),
        ("b", "outline every view's frame"),
        ("e", "layout inspector: hover, click to pin, arrows walk"),
        ("s, [, ]", "inspector: step through a pinned container"),
        ("i", "heads-up line: scene, setting, curve, size, times"),
        ("w", "sweep ruler: ticks where the layout changes"),
        ("r", "record the window to an MP4 (again to stop)"),
        ("t", "animation timeline: space pause, 1 2 3 speed, ← → step, drag to scrub"),
        ("k", "show the keys pressed, for an audience or a recording"),
        ("f", "fullscreen"),
        ("q, Escape", "quit"),
    ]

    /// "Keys in the gallery window:" and one indented line a key. Lines stay under 80 columns so that the
    /// argument parser, which wraps help at the terminal's width, leaves the columns alone.
    static var keysText: String {
        "Keys in the gallery window:\n" + keys.map { row(term: $0.key, text: $0.does) }.joined(separator: "\n")
    }

    /// The top level's usage: the gallery's, then the subcommands'. (The parser's own would be only the second.)
    static let topLevelUsage = """
        reflow [--scene <scene>] [--list] [--inspect] [--size <size>]
        reflow <subcommand>
        """

    /// The top level's discussion: what `reflow` alone does, with the gallery's options and keys.
    static var topLevelDiscussion: String {
        let options = [
            row(term: "--scene <scene>", text: scene),
            row(term: "--list", text: list),
            row(term: "--inspect", text: inspect),
            row(term: "--size <size>", text: size),
            row(term: "", text: "(default: \(defaultSize))"),
        ]
        return """
            With no subcommand, reflow opens the gallery window (reflow gallery): one scene per layout, \
            laid out again as you resize the window. It needs an X display. The gallery's options:
            \(options.joined(separator: "\n"))

            \(keysText)

            Examples:
              reflow --scene grid --size 1024x768
              reflow snapshot flow --size 480x320 -o flow.png
              reflow preview Examples/Previews
              reflow explain flow --size 480x320
              reflow sweep flow --from 200 --to 800
            """
    }

    /// "  TERM  TEXT", the text in a column of its own.
    private static func row(term: String, text: String) -> String {
        "  " + term.padding(toLength: 18, withPad: " ", startingAt: 0) + text
    }
}
