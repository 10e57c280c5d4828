import Foundation

// The shape-style forms of `.background` and `.overlay`: `.background(.red)`, `.background(.blue, in:
// RoundedRectangle(cornerRadius: 8))`, `.background()`. Each is the view form with a shape filled with the
// style, sized to the view. A value that is both a view and a style (`Color.red`, a gradient) takes the view
// form, which draws the same; the style forms are disfavoured so that `.background(Color.red)` is not
// ambiguous.

extension View {
    /// Fills the view's frame behind it with `style`. (`edges` says which safe-area edges the fill may extend
    /// into; a preview window has no safe area, so it changes nothing.)
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }

    /// Fills the view's frame behind it with the background style (white in a light window).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(BackgroundStyle()))
    }

    /// Fills `shape`, laid over the view's frame, behind the view with `style`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills `shape`, laid over the view's frame, behind the view with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }

    /// Fills the view's frame in front of it with `style`.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style))
    }

    /// Fills `shape`, laid over the view's frame, in front of the view with `style`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
}
