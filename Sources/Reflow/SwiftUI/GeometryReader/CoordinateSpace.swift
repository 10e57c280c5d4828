/// A coordinate space a `GeometryProxy` converts frames into: the host's (`.global`, a preview window's),
/// the reader's own (`.local`), or an ancestor's named with `.coordinateSpace(name:)` (`.named`).
public enum CoordinateSpace {
    /// The host's coordinate space: the window's, or a preview's.
    case global
    /// The coordinate space of the view asking: its top-leading corner is (0, 0).
    case local
    /// The coordinate space of the nearest ancestor marked `.coordinateSpace(name:)` with this name.
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    /// Whether this is the local space.
    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

extension CoordinateSpace: Hashable {}

// `AnyHashable` is not `Sendable`; SwiftUI's enum is, and a name is a value.
extension CoordinateSpace: @unchecked Sendable {}

/// A type that stands for a coordinate space, as iOS 17 spells them: `.local`, `.global`, `.named("x")`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space of the view asking (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The host's coordinate space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named by a view with `.coordinateSpace(_:)` (`.named("x")`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The coordinate space of the view asking.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The host's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the nearest ancestor named `name` with `.coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the innermost scroll view around the view asking (iOS 17): its visible region's
    /// top-leading corner is (0, 0), so a view's `minY` in it is how far below the scroll view's top it is now
    /// (layout rules §14.4). Outside any scroll view, the host's, as any name no ancestor has.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }

    /// The coordinate space of the innermost scroll view around the view asking that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

/// The name a scroll view gives its coordinate space (`.scrollView`, `.scrollView(axis:)`): a type of its own,
/// so no name an app chooses can be it.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

extension View {
    /// Names this view's coordinate space, so that views inside can ask for frames relative to it with
    /// `.named(name)`; the view's top-leading corner is that space's (0, 0) (layout rules §14.4).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        WrappedView(CoordinateSpaceLayout(name: AnyHashable(name)), self)
    }

    /// Names this view's coordinate space (iOS 17's spelling: `.coordinateSpace(.named("x"))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        WrappedView(CoordinateSpaceLayout(name: name.name), self)
    }
}

/// The node of `.coordinateSpace`: it lays its view out as it is, and carries the name that readers inside
/// look for on their way to the root (`GeometrySnapshot`).
struct CoordinateSpaceLayout: MarkerLayout {
    static var nameInWarnings: String { ".coordinateSpace" }

    let name: AnyHashable
}

extension ViewNode {
    /// The name of the coordinate space this node marks, if it is a `.coordinateSpace` node.
    var coordinateSpaceName: AnyHashable? {
        guard kind == ObjectIdentifier(CoordinateSpaceLayout.self) else { return nil }
        return (behavior as? LayoutBehavior<CoordinateSpaceLayout>)?.layout.name
    }

    /// The axes along which this node scrolls, if it is a scroll view's node.
    var scrollViewAxes: Axis.Set? {
        guard kind == ObjectIdentifier(ScrollLayout.self) else { return nil }
        return (behavior as? LayoutBehavior<ScrollLayout>)?.layout.axes
    }
}
