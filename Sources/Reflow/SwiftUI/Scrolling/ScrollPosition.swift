import Foundation

/// Where a scroll view is scrolled to, as iOS 18's `.scrollPosition(_:anchor:)` binds it: set it to a view's id,
/// an edge or a point to scroll there; as the content is scrolled by input, `viewID` follows the top-most
/// (leading-most) target view and `isPositionedByUser` becomes true (layout rules §16.10).
public struct ScrollPosition {
    /// What the position was last set to.
    enum Request {
        case none
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
    }

    var request: Request = .none
    /// Which `scrollTo` this is: a scroll view applies each request once, however often it is built.
    private(set) var generation = 0
    /// The id of the target view the scroll view last reported.
    private(set) var reportedID: AnyHashable?

    /// Turns a reported id into the id type the position was made for (nil for another type), as SwiftUI
    /// reports only ids of that type.
    private var idOfType: (AnyHashable) -> (any Hashable & Sendable)? = { _ in nil }

    private mutating func expect<ID: Hashable & Sendable>(_ type: ID.Type) {
        idOfType = { $0.base as? ID }
    }

    /// Whether the user (input) moved the content since the position was last set from code.
    public private(set) var isPositionedByUser = false

    nonisolated(unsafe) private static var generations = 0

    private mutating func set(_ request: Request) {
        Self.generations += 1
        generation = Self.generations
        self.request = request
        isPositionedByUser = false
        if case let .view(id, _) = request { reportedID = id } else { reportedID = nil }
    }

    /// A position that has not been set, whose `viewID` will be of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) { expect(idType) }

    /// A position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        expect(idType)
        set(.edge(edge))
    }

    /// A position at `point` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        expect(idType)
        set(.point(point))
    }

    /// A position at `x` of the content, horizontally.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        expect(idType)
        set(.x(x))
    }

    /// A position at `y` of the content, vertically.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        expect(idType)
        set(.y(y))
    }

    /// A position at the view with id `id`, aligned at `anchor`.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        expect(ID.self)
        set(.view(AnyHashable(id), anchor))
    }

    /// Scrolls to the view with id `id` (a target view's, `.scrollTargetLayout()`), aligned at `anchor`.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        expect(ID.self)
        set(.view(AnyHashable(id), anchor))
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Scrolls so that `point` of the content is at the viewport's top-leading corner.
    public mutating func scrollTo(point: CGPoint) { set(.point(point)) }

    /// Scrolls horizontally so that `x` of the content is at the viewport's leading edge.
    public mutating func scrollTo(x: CGFloat) { set(.x(x)) }

    /// Scrolls vertically so that `y` of the content is at the viewport's top.
    public mutating func scrollTo(y: CGFloat) { set(.y(y)) }

    /// The edge the position was set to, if it was.
    public var edge: Edge? {
        if case let .edge(edge) = request { return edge }
        return nil
    }

    /// The point the position was set to, if it was.
    public var point: CGPoint? {
        if case let .point(point) = request { return point }
        return nil
    }

    /// The id of the view the position was set to, or of the top-most target view as the user scrolls.
    public var viewID: (any Hashable & Sendable)? { reportedID.flatMap(idOfType) }

    /// `viewID` as `type`, if it is one.
    public func viewID<T: Hashable>(type: T.Type) -> T? { reportedID?.base as? T }

    /// The position after the user scrolled the content to the target view `id`.
    func scrolledByUser(to id: AnyHashable?) -> ScrollPosition {
        var position = self
        position.isPositionedByUser = true
        position.reportedID = id
        position.request = .none
        return position
    }
}

/// The binding of iOS 18's `.scrollPosition(_:anchor:)`.
struct ScrollPositionValueBinding {
    let binding: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

extension View {
    /// Binds `position` to where the scroll views inside are scrolled: setting it (`scrollTo(id:)`, `(edge:)`,
    /// `(point:)`) scrolls them; scrolling them by input updates its `viewID` with the top-most target view's
    /// id and makes `isPositionedByUser` true (layout rules §16.10).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        scrollSetting { $0.positionValue = ScrollPositionValueBinding(binding: position, anchor: anchor) }
    }
}
