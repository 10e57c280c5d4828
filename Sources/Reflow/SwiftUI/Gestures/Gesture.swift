/// An input gesture: a tap, a long press, a drag, a pinch or a rotation, or one made of others.
///
/// Attach one to a view with `.gesture(_:including:)` (or `.highPriorityGesture`, `.simultaneousGesture`), and
/// follow it with `.onChanged`, `.onEnded` and `.updating`:
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// var body: some View {
///     Circle().frame(width: 60, height: 60)
///         .offset(offset)
///         .gesture(DragGesture().updating($offset) { value, offset, _ in offset = value.translation })
/// }
/// ```
///
/// A gesture of your own gives a `body` made of other gestures. The gestures Reflow provides recognise from
/// the pointer's presses, moves and releases in a window (or `ViewHost.tap`, `drag`, `scroll`) as SwiftUI's do
/// from touches; docs/input-rules.md gives the rules.
public protocol Gesture<Value> {
    /// The value the gesture reports as it changes and when it ends: by default its body's, so that a gesture
    /// of your own need not name it.
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of: for gestures of your own.
    var body: Body { get }
}

// The gestures Reflow provides are primitive: their body is never asked for.
extension Never: Gesture {
    /// Never has a value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body; asking for it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture: it has no body")
    }
}

/// Which gestures of a view and of the views inside it take part in presses: what `.gesture(_:including:)`
/// and its siblings take (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32

    /// A mask of the bits in `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gesture: neither the one added nor those of the views inside.
    public static let none = GestureMask([])
    /// The gesture added, but not those of the views inside.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside, but not the one added.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture added and those of the views inside: the default.
    public static let all = GestureMask(rawValue: 3)
}
