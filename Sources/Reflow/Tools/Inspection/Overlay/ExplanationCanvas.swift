import Foundation

/// The layout under a container's explanation: each mark sits at a point given in the overlay's own
/// coordinates, which are the inspected window's (the inspector lays its overlay out over the whole window),
/// proposed its ideal size or a fixed one. A stack or a ZStack would move the marks to fit one another; the
/// explanation's marks must stay where the record's frames are.
struct ExplanationCanvas: Layout, BuiltInLayout {
    static var nameInWarnings: String { "ContainerExplanationView" }

    /// As large as proposed: the overlay covers the window.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places each mark at its pin. Labels (`avoidsOverlap`) are kept readable: moved down below any badge,
    /// or label placed before them, that they would cover, and moved in from the canvas's right and left edges.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func rect(_ pin: ExplanationPin, _ subview: LayoutSubview) -> CGRect {
            let size = pin.size ?? subview.sizeThatFits(.unspecified)
            return CGRect(x: bounds.minX + pin.point.x - pin.anchor.x * size.width,
                          y: bounds.minY + pin.point.y - pin.anchor.y * size.height, width: size.width, height: size.height)
        }
        // The badges stay where they are; every label keeps clear of them.
        var labels: [CGRect] = subviews.compactMap {
            let pin = $0[ExplanationPinKey.self]
            return pin.isObstacle ? rect(pin, $0) : nil
        }
        for subview in subviews {
            let pin = subview[ExplanationPinKey.self]
            let childProposal = pin.size.map { ProposedViewSize($0) } ?? .unspecified
            var point = CGPoint(x: bounds.minX + pin.point.x, y: bounds.minY + pin.point.y)
            if pin.avoidsOverlap {
                var rect = rect(pin, subview)
                rect.origin.x = max(bounds.minX, min(rect.minX, bounds.maxX - rect.width))
                // Each move goes below a covered label, so the loop ends after at most one move per label.
                var moves = 0
                while moves <= labels.count, let covered = labels.first(where: { $0.intersects(rect) }) {
                    rect.origin.y = covered.maxY + 1
                    moves += 1
                }
                labels.append(rect)
                point = rect.origin
                subview.place(at: point, anchor: .topLeading, proposal: childProposal)
            } else {
                subview.place(at: point, anchor: pin.anchor, proposal: childProposal)
            }
        }
    }
}

/// Where a mark goes on the canvas: its `anchor` at `point`, proposed `size` (nil: its ideal size).
struct ExplanationPin: Equatable {
    var point: CGPoint = .zero
    var anchor: UnitPoint = .topLeading
    var size: CGSize?
    /// Whether the mark is a label, kept clear of the labels before it and inside the canvas.
    var avoidsOverlap = false
    /// Whether labels keep clear of the mark (a badge).
    var isObstacle = false
}

struct ExplanationPinKey: LayoutValueKey {
    static var defaultValue: ExplanationPin { ExplanationPin() }
}

/// Diagonal lines 6 points apart across the rectangle, for the gaps between children and tracks (as browsers
/// hatch the gaps of a flex or grid overlay); drawn clipped to the rectangle.
struct HatchShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let step: CGFloat = 6
        var d: CGFloat = -rect.height
        while d < rect.width {
            path.move(to: CGPoint(x: rect.minX + d, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX + d + rect.height, y: rect.minY))
            d += step
        }
        return path
    }
}

/// A triangle pointing along `axis` to the far edge of its rectangle: the head of an arrow that stands for
/// an infinite maximum.
struct ArrowHeadShape: Shape {
    var axis: Axis

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if axis == .horizontal {
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        } else {
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        }
        path.closeSubpath()
        return path
    }
}
