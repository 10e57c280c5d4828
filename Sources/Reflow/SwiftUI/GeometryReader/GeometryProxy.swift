/// Where a `GeometryReader` is, as its content sees it: its size, and its frame in the host and in the
/// coordinate spaces named by its ancestors. Taken when the reader is placed; the reader builds its content
/// again whenever any of it changes.
struct GeometrySnapshot: Equatable {
    /// A named ancestor's frame in the host.
    struct NamedSpace: Equatable {
        let name: AnyHashable
        let frameInHost: CGRect
    }

    var size: CGSize
    /// The reader's frame in the host, its ancestors' offsets included.
    var frameInHost: CGRect
    /// The ancestors marked `.coordinateSpace`, nearest first.
    var namedSpaces: [NamedSpace]

    /// The geometry of `node`, which is being placed (its ancestors' frames are current).
    init(of node: ViewNode) {
        frameInHost = node.frameInHost
        size = frameInHost.size
        namedSpaces = []
        var ancestor = node.parent
        while let current = ancestor {
            if let name = current.coordinateSpaceName {
                namedSpaces.append(NamedSpace(name: name, frameInHost: current.frameInHost))
            } else if let axes = current.scrollViewAxes {
                // A scroll view names its space `.scrollView`, and `.scrollView(axis:)` for each axis it scrolls.
                let frame = current.frameInHost
                namedSpaces.append(NamedSpace(name: ScrollViewSpaceName(axis: nil), frameInHost: frame))
                if axes.contains(.horizontal) {
                    namedSpaces.append(NamedSpace(name: ScrollViewSpaceName(axis: .horizontal), frameInHost: frame))
                }
                if axes.contains(.vertical) {
                    namedSpaces.append(NamedSpace(name: ScrollViewSpaceName(axis: .vertical), frameInHost: frame))
                }
            }
            ancestor = current.parent
        }
    }

    /// The frame of the nearest ancestor named `name`, if any.
    func space(named name: AnyHashable) -> CGRect? {
        namedSpaces.first { $0.name == name }?.frameInHost
    }
}

/// A `GeometryReader`'s size and coordinates, passed to its content (layout rules §14).
public struct GeometryProxy {
    let geometry: GeometrySnapshot

    /// The reader's size: what it was proposed, unspecified dimensions being 0 (layout rules §14.1).
    public var size: CGSize { geometry.size }

    /// How far the safe area intrudes into the reader, per edge: zero, since a preview window has no safe
    /// area (no status bar, notch or home indicator).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's bounds, (0, 0, size), converted into `coordinateSpace` (layout rules §14.4): `.local`
    /// gives (0, 0, w, h); `.global` the reader's frame in the host, offsets included; `.named(x)` its frame
    /// relative to the nearest ancestor named `x` (the host's, as `.global`, when none is).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return geometry.frameInHost
        case .named(let name):
            guard let space = geometry.space(named: name) else { return geometry.frameInHost }
            return geometry.frameInHost.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's bounds converted into `coordinateSpace` (iOS 17: `.local`, `.global`, `.named(x)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space in the reader's own coordinates: where that ancestor is,
    /// seen from the reader; nil when no ancestor has the name (iOS 17).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = geometry.space(named: coordinateSpace.name) else { return nil }
        return space.offsetBy(dx: -geometry.frameInHost.minX, dy: -geometry.frameInHost.minY)
    }

    /// The value of `anchor` in the reader's own coordinates (layout rules §15.5).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.translate(anchor.valueInHost, CGSize(width: -geometry.frameInHost.minX,
                                                    height: -geometry.frameInHost.minY))
    }
}
