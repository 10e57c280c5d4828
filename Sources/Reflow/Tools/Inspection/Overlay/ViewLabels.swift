import Foundation

/// Every view labelled with its name and size ("FlowLayout 420×180") in a small dark pill at its top-leading
/// corner, as the inspector labels the view under the pointer: what `reflow record --inspect` draws into each
/// frame, over the outlines of every view's frame, so that a recording shows the sizes change as it reflows.
///
/// Labels go outermost view first; a view gets one only if its label fits within its frame's width and lies
/// over no label placed already, so that none hides another. A modifier with the frame of the view it wraps
/// (`.overlay`, `.background`) is named after that view (not after what it lays over or under it), and a view
/// with the frame of one labelled already is passed over.
@_spi(Viewer) public enum ViewLabels {
    static let fontSize: CGFloat = 10
    static let padding: CGFloat = 3

    /// The labels for `record`'s views within the subtree marked `subtreeID` (all of them for nil), each with
    /// the rectangle its pill takes, in host coordinates; text measured with `textMeasurer`.
    public static func placed(in record: NegotiationRecord, subtreeID: String?,
                              textMeasurer: TextMeasurer) -> [(text: String, frame: CGRect)] {
        let font = Font.system(size: fontSize, weight: .medium).resolved()
        let height = (textMeasurer.metrics(of: font).lineHeight + 2).rounded(.up)
        var queue = [subtree(of: record.root, id: subtreeID)]
        var placed: [(text: String, frame: CGRect)] = []
        var labelled: Set<[CGFloat]> = []
        var next = 0
        // Breadth first: the outermost views take their corners first.
        while next < queue.count {
            let view = queue[next]
            next += 1
            queue += view.children
            let frame = view.frame
            guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { continue }
            let key = [frame.minX, frame.minY, frame.width, frame.height]
            guard !labelled.contains(key) else { continue }
            var named = view
            while named.view.hasPrefix("."), let inner = named.children.first, inner.frame == frame { named = inner }
            let text = "\(named.view) \(InspectorText.size(frame.size))"
            let width = (textMeasurer.width(of: Substring(text), in: font) + 2 * padding).rounded(.up)
            let pill = CGRect(x: frame.minX, y: frame.minY, width: width, height: height)
            guard width <= frame.width, height <= frame.height, !placed.contains(where: { $0.frame.intersects(pill) })
            else { continue }
            labelled.insert(key)
            placed.append((text, pill))
        }
        return placed
    }

    /// The view marked `id` in `root`, depth first; `root` itself when none is (or `id` is nil).
    private static func subtree(of root: ViewRecord, id: String?) -> ViewRecord {
        guard let id else { return root }
        var stack = [root]
        while let view = stack.popLast() {
            if view.id == id { return view }
            stack += view.children.reversed()
        }
        return root
    }

    /// The labels as a view to lay out over a window of `size`.
    public static func overlay(_ labels: [(text: String, frame: CGRect)], size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(labels.indices, id: \.self) { index in
                Text(labels[index].text)
                    .font(.system(size: fontSize, weight: .medium))
                    .lineLimit(1)
                    .foregroundColor(.white)
                    .frame(width: labels[index].frame.width, height: labels[index].frame.height)
                    .background(RoundedRectangle(cornerRadius: 3).fill(Color.black.opacity(0.75)))
                    .offset(x: labels[index].frame.minX, y: labels[index].frame.minY)
            }
        }
        .frame(width: size.width, height: size.height)
    }
}

/// Draws `ViewLabels` frame after frame, in a host of its own kept between frames.
@_spi(Viewer) public final class ViewLabelDrawing {
    private var overlay = OverlayHost()

    public init() {}

    /// The labels of `record`'s views (within the subtree marked `subtreeID`) as items to draw over a window
    /// of `size`.
    public func displayList(of record: NegotiationRecord, subtreeID: String?, size: CGSize,
                            textMeasurer: TextMeasurer) -> DisplayList {
        let labels = ViewLabels.placed(in: record, subtreeID: subtreeID, textMeasurer: textMeasurer)
        return overlay.displayList(of: ViewLabels.overlay(labels, size: size), size: size, textMeasurer: textMeasurer)
    }
}
