/// A geometric value of a view (its bounds, a point in it) that another view resolves in its own coordinates
/// with `GeometryProxy`'s `proxy[anchor]` (layout rules §15.5). Made by `.anchorPreference(key:value:transform:)`
/// from a `Source`, once the view is laid out.
public struct Anchor<Value> {
    /// The value in the host's coordinates.
    let valueInHost: Value
    /// Moves a value of this type by an offset: how a value in the host's coordinates becomes a reader's.
    let translate: (Value, CGSize) -> Value

    /// Where the value of an anchor comes from: the view's bounds, a point or a rectangle in its coordinates.
    public struct Source {
        /// The anchor of a view whose frame in the host is the argument.
        let anchor: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they stand for the same value in the host.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.valueInHost == b.valueInHost }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value in the host.
    public func hash(into hasher: inout Hasher) { hasher.combine(valueInHost) }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `rect`, in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(valueInHost: rect.offsetBy(dx: frame.minX, dy: frame.minY),
                   translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
        }
    }

    /// The view's bounds: (0, 0, width, height) in its coordinates.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(valueInHost: frame, translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `point`, in the view's coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(valueInHost: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y),
                   translate: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
        }
    }

    /// The point at `unitPoint` of the view's bounds: (x × width, y × height).
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(valueInHost: CGPoint(x: frame.minX + unitPoint.x * frame.width,
                                        y: frame.minY + unitPoint.y * frame.height),
                   translate: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The anchors of every source in `array`, as one anchor of an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in
            let anchors = array.map { $0.anchor(frame) }
            return Anchor(valueInHost: anchors.map(\.valueInHost), translate: { values, offset in
                zip(anchors, values).map { $0.translate($1, offset) }
            })
        }
    }

    /// The anchor of `anchor`'s source, or nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in
            guard let made = anchor?.anchor(frame) else {
                return Anchor(valueInHost: nil, translate: { value, _ in value })
            }
            return Anchor(valueInHost: made.valueInHost, translate: { value, offset in
                value.map { made.translate($0, offset) }
            })
        }
    }
}
