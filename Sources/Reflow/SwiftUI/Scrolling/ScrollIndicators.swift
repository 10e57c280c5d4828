import Foundation

/// The scroll view's indicators: drawn over the content, taking no layout space, shown while the content
/// scrolls and fading after (layout rules §16.6).
struct ScrollIndicators: View, PrimitiveView {
    typealias Body = Never
    let store: ScrollStore

    func resolve(into resolver: inout Resolver) {
        let store = self.store
        resolver.appendLeaf(ScrollIndicatorsBehavior.self, make: { ScrollIndicatorsBehavior(store) },
                            update: { $0.store = store })
    }
}

/// The node of the indicators: as large as proposed (the scroll view's bounds), drawing a thin rounded bar
/// per scrolled axis whose length is the viewport's share of the extent and whose position is the offset's.
final class ScrollIndicatorsBehavior: NodeBehavior {
    var store: ScrollStore

    /// iOS's metrics (surface §8.5): 3 points thick, 3 from the edge, corner radius 1.5, at least 36 long,
    /// black at 35 %.
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static var color: Color { Color(red: 0, green: 0, blue: 0).opacity(0.35) }

    init(_ store: ScrollStore) { self.store = store }

    override var name: String { "ScrollView indicators" }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        for (axis, rect) in indicatorFrames(in: frame) {
            let shown = store.indicatorOpacity(along: axis, at: node.graph.time) * opacity
            guard shown > 0 else { continue }
            list.items.append(.fill(.roundedRectangle(cornerRadius: Self.thickness / 2), frame: rect,
                                    color: Self.color.opacity(shown)))
        }
    }

    /// The indicators' frames in `frame` (the scroll view's), for the axes that scroll.
    func indicatorFrames(in frame: CGRect) -> [(Axis, CGRect)] {
        let margins = store.settings.indicatorMargins
        let maximum = store.maximumOffset
        let extent = store.extent
        var frames: [(Axis, CGRect)] = []
        // A track runs along an edge inside the margins, `inset` from its ends; the bar's share of it is the
        // viewport's share of the extent, and it moves along the rest as the offset goes from 0 to its maximum.
        func bar(track: CGFloat, viewport: CGFloat, extent: CGFloat, offset: CGFloat, maximum: CGFloat) -> (CGFloat, CGFloat) {
            let length = min(track, max(Self.minimumLength, track * viewport / max(extent, 1)))
            let position = maximum > 0 ? (track - length) * min(max(offset / maximum, 0), 1) : 0
            return (position, length)
        }
        if store.axes.contains(.vertical), maximum.y > 0 {
            let top = frame.minY + margins.top + Self.inset
            let track = max(0, frame.height - margins.top - margins.bottom - 2 * Self.inset)
            let (position, length) = bar(track: track, viewport: frame.height, extent: extent.height,
                                         offset: store.offset.y, maximum: maximum.y)
            let x = frame.maxX - margins.trailing - Self.inset - Self.thickness
            frames.append((.vertical, CGRect(x: x, y: top + position, width: Self.thickness, height: length)))
        }
        if store.axes.contains(.horizontal), maximum.x > 0 {
            let track = max(0, frame.width - margins.leading - margins.trailing - 2 * Self.inset)
            let (position, length) = bar(track: track, viewport: frame.width, extent: extent.width,
                                         offset: store.offset.x, maximum: maximum.x)
            let x: CGFloat
            if store.layoutDirection == .rightToLeft {
                // The offset counts from the right edge: the bar starts there.
                x = frame.maxX - margins.leading - Self.inset - position - length
            } else {
                x = frame.minX + margins.leading + Self.inset + position
            }
            let y = frame.maxY - margins.bottom - Self.inset - Self.thickness
            frames.append((.horizontal, CGRect(x: x, y: y, width: length, height: Self.thickness)))
        }
        return frames
    }
}
