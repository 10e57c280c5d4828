import Foundation

/// What the presenter view shows, sent whole by `reflow preview` to the presenter process as one line of JSON
/// whenever it changes: the preview on the audience's screen, its notes, the one after it, and whether the
/// audience's screen is black.
public struct PresenterState: Codable, Equatable, Sendable {
    /// The preview shown, from 0, and how many there are.
    public var index = 0
    public var count = 0
    /// The preview's name, file name and line.
    public var name = ""
    public var file = ""
    public var line = 0
    /// Its notes, markdown (`PreviewNotes`); nil when its file has none.
    public var notes: String?
    /// The next preview's name; nil at the last.
    public var nextName: String?
    /// PNG files of the current and the next preview as the audience sees them (`PreviewCommand.thumbnail`);
    /// nil until drawn. `pictures` counts the drawings, so that a file written again is read again.
    public var currentPicture: String?
    public var nextPicture: String?
    public var pictures = 0
    /// The audience's window's width over its height: the pictures' shape.
    public var aspectRatio = 16.0 / 10
    /// Whether the audience's screen is black (`b` or `.`).
    public var isBlanked = false
    /// When the talk began (seconds since 1970): when presenting started with a preview on the screen, or the
    /// first preview reached it. Nil until then: the clocks wait.
    public var startedAt: Double?
    /// What went wrong with the preview on the audience's screen (a failed build), shown above the notes.
    public var problem: String?

    public init() {}

    /// The state as one line.
    public var encoded: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// A state from its line; nil for a line that is not one.
    public init?(encoded line: Substring) {
        guard let state = try? JSONDecoder().decode(PresenterState.self, from: Data(line.utf8)) else { return nil }
        self = state
    }
}
