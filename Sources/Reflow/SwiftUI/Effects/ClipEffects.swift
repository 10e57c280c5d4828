import Foundation

extension View {
    /// Draws the view only inside `shape`, laid over its frame; the frame does not change.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let outline = ClipOutline { frame in shapeGeometry(shape, in: frame) }
        return TraitWriter(content: self) { $0.addEffect(.clip(outline, antialiased: style.isAntialiased)) }
    }

    /// Draws the view only inside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        TraitWriter(content: self) {
            $0.addEffect(.clip(ClipOutline { _ in .rectangle }, antialiased: antialiased))
        }
    }

    /// Draws the view only inside its frame with its corners rounded by `radius`: the same as
    /// `.clipShape(RoundedRectangle(cornerRadius: radius))` (drawing rules §2.4).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        var check = InputCheck(".cornerRadius")
        let radius = check.number(radius, "radius", in: 0...DrawableLimit.magnitude, nan: 0)
        return TraitWriter(content: self, warning: check.warning) {
            $0.addEffect(.cornerRadius(radius, antialiased: antialiased))
        }
    }

    /// Draws the view only where `mask` is opaque: the mask view is laid out over the view as an overlay
    /// would be (proposed the view's size, aligned by `alignment`), and its alpha multiplies the view's.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        masked(by: mask(), alignment: alignment)
    }

    /// Draws the view only where `mask` is opaque (the older form of `mask(alignment:_:)`).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        masked(by: mask, alignment: .center)
    }

    private func masked<Mask: View>(by mask: Mask, alignment: Alignment) -> some View {
        var layout = BackgroundLayout(alignment: alignment, primaryFirst: true)
        layout.isMask = true
        var view = WrappedView(layout, self) { node in
            node.drawing.masksWithLastSubview = true
        }
        view.secondary = { $0.resolve(mask) }
        return view
    }
}

/// The outline of `shape` for a frame: the built-in shapes' own geometry, a path for any other shape.
func shapeGeometry<S: Shape>(_ shape: S, in frame: CGRect) -> ShapeGeometry {
    shape.resolvedGeometry(in: frame)
}
