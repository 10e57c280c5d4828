/// UIKit's scroll view, whose proxy files set to change SwiftUI's scroll views on iOS 15 and before.
public class UIScrollView: UIView, @unchecked Sendable {
    /// Whether scrolling bounces past the content's ends.
    public var bounces = true {
        didSet { accepted("bounces") }
    }
    /// How dragging the content dismisses the keyboard.
    public var keyboardDismissMode = KeyboardDismissMode.none {
        didSet { accepted("keyboardDismissMode") }
    }

    /// How a scroll view dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// It does not.
        case none
        /// When a drag begins.
        case onDrag
        /// As the drag moves down past the keyboard.
        case interactive
    }
}

/// UIKit's table view, whose proxy files set to restyle SwiftUI's `List` on iOS 15 and before
/// (`UITableView.appearance().backgroundColor = .clear`). Reflow's `List` is SwiftUI's, so these are kept and
/// said; `.scrollContentBackground(.hidden)` and `.listRowSeparator(.hidden)` are the SwiftUI spellings.
public class UITableView: UIScrollView, @unchecked Sendable {
    /// The separators' colour.
    public var separatorColor: UIColor? {
        didSet { accepted("separatorColor") }
    }
    /// Whether rows have separators.
    public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
        didSet { accepted("separatorStyle") }
    }
    /// The space above each section's header (iOS 15).
    public var sectionHeaderTopPadding: CGFloat = 0 {
        didSet { accepted("sectionHeaderTopPadding") }
    }
}

/// UIKit's table row, whose proxy files set to restyle `List` rows.
public class UITableViewCell: UIView, @unchecked Sendable {
    /// Whether a table's rows have separators, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// A hairline, etched (deprecated in UIKit).
        case singleLineEtched
    }

    /// How a row looks when chosen, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No highlight.
        case none
        /// The system's highlight.
        case blue
        /// A grey highlight.
        case gray
        /// The system's highlight.
        case `default`
    }

    /// How the row looks when chosen.
    public var selectionStyle = SelectionStyle.default {
        didSet { accepted("selectionStyle") }
    }
}

/// UIKit's text view, whose proxy files set to clear `TextEditor`'s background on iOS 15 and before
/// (`.scrollContentBackground(.hidden)` is the SwiftUI spelling).
public class UITextView: UIScrollView, @unchecked Sendable {}
