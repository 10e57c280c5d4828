import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key`, which Linux's Foundation does not
// have: what a bar's `titleTextAttributes` are written with (`[.foregroundColor: UIColor.white]`). The raw
// values are UIKit's.
extension NSAttributedString.Key {
    /// The text's font: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added between characters: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added between characters, ligatures kept apart: a number.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// Points the text is raised from its baseline: a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An underline's style: a number.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough's style: a number.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}
