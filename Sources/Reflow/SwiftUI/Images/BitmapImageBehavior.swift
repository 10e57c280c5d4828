/// Everything the node of a picture (`Image("name")`) needs.
struct BitmapImageStyle: Equatable {
    var name: String
    var isResizable: Bool
    var capInsets: EdgeInsets
    var tiles: Bool
    var sampling: ImageSampling
    /// For a template image, the foreground style its alpha is filled with.
    var tint: _ResolvedShapeStyle?
}

/// The node of a picture: its point size when not resizable, any proposal when it is (layout rules §13.1);
/// drawn as one `.image` item, or as a placeholder when its image cannot be had.
final class BitmapImageBehavior: NodeBehavior {
    var style: BitmapImageStyle {
        didSet { if style.name != oldValue.name { providedBy = nil } }
    }
    /// The image, from the engine's provider; nil when it has none by that name.
    private var bitmap: ImageBitmap?
    /// The provider `bitmap` came from, by identity: asked again when the host's provider changes.
    private var providedBy: ObjectIdentifier?

    /// The size of the placeholder of an image that cannot be found: SwiftUI draws nothing for one, which would
    /// leave a mistake invisible; 44 points is the smallest tap target iOS asks for, big enough to notice.
    static let placeholderSize = CGSize(width: 44, height: 44)

    init(_ style: BitmapImageStyle) { self.style = style }

    override var name: String { "Image(\"\(style.name)\")" }

    /// The image, asked of the provider once; a missing one is warned about once per name and host.
    private func image(_ node: ViewNode) -> ImageBitmap? {
        let provider = node.graph.imageProvider
        if providedBy == ObjectIdentifier(provider) { return bitmap }
        providedBy = ObjectIdentifier(provider)
        bitmap = provider.image(named: style.name)
        if bitmap == nil {
            let why = provider.problem(with: style.name) ?? "was not found"
            node.graph.warn(.images, about: name, "cannot be shown: \(why); a placeholder of 44×44 points is drawn")
        }
        return bitmap
    }

    /// The point size: the bitmap's pixels over its scale (an @2x file of 80×40 pixels is 40×20 points).
    private func pointSize(_ node: ViewNode) -> CGSize {
        image(node)?.size ?? Self.placeholderSize
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = pointSize(node)
        // Not resizable: the image keeps its size whatever the proposal (§13.1). Resizable: the proposal, with
        // the point size standing in for an unspecified dimension (its ideal size).
        guard style.isResizable else { return size }
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    override func draw(_ node: ViewNode, in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        guard let bitmap = image(node) else { return Self.drawPlaceholder(in: frame, opacity: opacity, into: &list) }
        let tint = style.tint.map { $0.opacity(opacity).paint(in: frame) }
        list.items.append(.image(ImageItem(bitmap: bitmap, frame: frame, sampling: style.sampling, tint: tint,
                                           capInsets: style.capInsets, tiles: style.tiles, opacity: tint == nil ? opacity : 1)))
    }

    /// A light grey rectangle crossed corner to corner: where a missing image would be.
    static func drawPlaceholder(in frame: CGRect, opacity: Double, into list: inout DisplayList) {
        list.items.append(.fill(.rectangle, frame: frame, color: Color(white: 0.88).opacity(opacity)))
        var cross = Path()
        cross.move(to: CGPoint(x: frame.minX, y: frame.minY))
        cross.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
        cross.move(to: CGPoint(x: frame.maxX, y: frame.minY))
        cross.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
        list.items.append(.stroke(.path(cross), frame: frame, color: Color(white: 0.6).opacity(opacity), lineWidth: 1))
        guard frame.width > 1, frame.height > 1 else { return }
        list.items.append(.stroke(.rectangle, frame: frame.insetBy(dx: 0.5, dy: 0.5), color: Color(white: 0.6).opacity(opacity),
                                  lineWidth: 1))
    }
}
