import Foundation

// Filling and stroking shapes, in every form SwiftUI has.

extension Shape {
    /// The shape filled with `content` (a colour, gradient or material), by the rule `style` gives.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, styling: .fill(AnyShapeStyle(content), style))
    }

    /// The shape filled with the foreground style (`fill()`), by the rule `style` gives.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, styling: .fill(AnyShapeStyle(ForegroundStyle()), style))
    }

    /// The shape's outline, `lineWidth` wide and centred on the edge, painted with `content`.
    /// (`antialiased` is accepted for SwiftUI's sake; Reflow's strokes are always antialiased.)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, styling: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth), inset: false))
    }

    /// The shape's outline drawn as `style` says (width, caps, joins, dashes), centred on the edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, styling: .stroke(AnyShapeStyle(content), style, inset: false))
    }

    /// The outline as a shape of its own, `lineWidth` wide, drawn with the foreground style unless filled
    /// (`Circle().stroke(lineWidth: 2)`, `.stroke()`).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline drawn as `style` says, as a shape of its own.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

extension InsettableShape {
    /// The shape's outline drawn inside the frame: the shape inset by half the line width, stroked as `style`
    /// says, so the line's outer edge is the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, styling: .stroke(AnyShapeStyle(content), style, inset: true),
                   insetPath: { shape, amount, rect in shape.inset(by: amount).path(in: rect) })
    }

    /// `strokeBorder` with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// The shape's outline, `lineWidth` wide, drawn inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline, `lineWidth` wide, drawn inside the frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape's outline as a shape, as SwiftUI's `_StrokedShape`: what `stroke(lineWidth:)` and `stroke(style:)`
/// return. Drawn, it strokes the base shape; its `path(in:)` is the area the line covers
/// (`Path.strokedPath(_:)`), for clipping and hit testing.
public struct _StrokedShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var style: StrokeStyle

    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// The base shape's data and the stroke's width, miter limit and dash phase animate.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set { (shape.animatableData, style.animatableData) = (newValue.first, newValue.second) }
    }

    /// The line filled with `content`: the base shape stroked with it.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        shape.stroke(content, style: self.style)
    }

    /// The line filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        shape.stroke(ForegroundStyle(), style: self.style)
    }
}

extension _StrokedShape: PrimitiveView {
    /// Drawn as the base shape stroked with the foreground style, which the renderer strokes exactly.
    func resolve(into resolver: inout Resolver) {
        _ShapeView(shape: shape, styling: .stroke(AnyShapeStyle(ForegroundStyle()), style, inset: false))
            .resolve(into: &resolver)
    }
}

// iOS 17 lets a filled or stroked shape be filled or stroked again (`Circle().fill(.blue).stroke(.red,
// lineWidth: 2)`): the new drawing goes over the one before, in the same frame.
extension _ShapeView {
    /// The shape as drawn so far, with a fill of `content` over it.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ZStack { self; _ShapeView(shape: shape, styling: .fill(AnyShapeStyle(content), style)) }
    }

    /// The shape as drawn so far, with its outline stroked with `content` over it.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape as drawn so far, with its outline stroked with `content` as `style` says over it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ZStack { self; _ShapeView(shape: shape, styling: .stroke(AnyShapeStyle(content), style, inset: false)) }
    }
}
