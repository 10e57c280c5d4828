import Foundation

/// The layout inspector of a window: the latest negotiation record of the window's views, the view under the
/// pointer, the view pinned by a click, and step mode's place in a pinned container's negotiation. It draws
/// nothing itself: `overlay(size:)` lays its outlines, label and side panel out as Reflow views in a host of
/// its own, and the window draws that display list over the views' (so every C call stays in the viewer).
///
/// Views are named by their path of child indices from the record's root, so a pinned or hovered view
/// survives a new record of the same tree (the record is taken again after every layout that changed
/// something, `refresh(from:)`).
///
/// Keys (`press(key:)`, X key names): Up, Down, Left and Right walk to the pinned view's parent, first child,
/// previous and next sibling; `s` starts or stops step mode on a pinned container; `]` and `[` (and Right and
/// Left while stepping) go to the next and previous step; Escape leaves step mode, then unpins, then answers
/// false so that the window turns the inspector off. In a preview, the panel lists the pinned view's numeric
/// literals, which a drag or Tab and Left/Right change (`Inspector+Literals.swift`).
@_spi(Viewer)
public final class Inspector {
    /// Where `walk(_:)` goes from the pinned view.
    public enum Direction: Sendable {
        case parent, firstChild, nextSibling, previousSibling
    }

    /// The record shown; nil until the first `refresh(from:)` or `show(_:)`.
    public private(set) var record: NegotiationRecord?
    /// The id (as the record writes it) of the view whose subtree is inspected, nil for the whole tree: a
    /// preview inspects its own content, not the window's wrapper around it.
    public var subtreeID: String? {
        didSet { if subtreeID != oldValue { resolveSubtree() } }
    }
    /// The path of the inspected subtree's root in the record.
    public private(set) var subtreePath: [Int] = []
    /// The view under the pointer, as a path of child indices from the record's root.
    public private(set) var hoveredPath: [Int]?
    /// The view a click pinned, as a path of child indices from the record's root.
    public private(set) var pinnedPath: [Int]?
    /// In step mode, the index of the pinned container's step shown (`ViewRecord.steps`); nil otherwise.
    public private(set) var step: Int?
    /// Where the pointer was last, in host coordinates.
    public private(set) var pointer: CGPoint?
    /// Where the pointer pinned the view: a panel over a view that spans the window goes to the half away from
    /// it (and stays there while the pointer moves on).
    public private(set) var pinPoint: CGPoint?

    /// In a preview, the literal row of the panel that Tab selected (an index into `literalRows`), which Left
    /// and Right change; nil when none is.
    public internal(set) var selectedLiteral: Int?
    /// The literal whose number the pointer is dragging.
    var literalDrag: LiteralDrag?
    /// Told of every new value given to a literal here, for the preview to build its views with it and, once
    /// settled, write it to the file (`Inspector+Literals.swift`).
    @_spi(Preview) public var onLiteralEdit: ((DesignTimeEdit) -> Void)?

    /// How the overlay's text is measured: the window's measurer, so that labels are set in its fonts and
    /// scale. Another one (the window's fonts changed with a zoom) makes the overlay's host anew.
    public var textMeasurer: TextMeasurer {
        didSet { if textMeasurer !== oldValue { overlay = OverlayHost() } }
    }
    /// Where the overlay is laid out; its host is made on the first `overlay(size:)` and goes with the inspector.
    private var overlay = OverlayHost()
    /// The host the overlay is laid out in, once made.
    public var overlayHost: ViewHost? { overlay.host }
    /// The host recorded last, and its `changeCount` when the record was taken.
    private weak var recordedHost: ViewHost?
    private var recordedChangeCount: Int?

    /// An inspector whose overlay measures text with `textMeasurer` (the window's, so that labels are set in
    /// the window's fonts and scale).
    public init(textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()) {
        self.textMeasurer = textMeasurer
    }

    // MARK: The record

    /// Records `host`'s negotiation again if its views changed since the last record (one more layout pass,
    /// `ViewHost.recordNegotiation()`); true when it did.
    @discardableResult
    public func refresh(from host: ViewHost) -> Bool {
        guard recordedHost !== host || recordedChangeCount != host.changeCount else { return false }
        guard let record = host.recordNegotiation() else { return false }
        // Recording lays out again, which counts as a change of the host's drawing: the count after it is the
        // one that means "nothing new".
        recordedChangeCount = host.changeCount
        recordedHost = host
        show(record)
        return true
    }

    /// Shows `record`, keeping the hovered and pinned views and the step where the tree still has them.
    public func show(_ record: NegotiationRecord) {
        self.record = record
        resolveSubtree()
        if let path = hoveredPath, !isInspectable(path) { hoveredPath = nil }
        if let path = pinnedPath, !isInspectable(path) { unpin() }
        if let step, let steps = pinned?.steps {
            self.step = steps.isEmpty ? nil : min(step, steps.count - 1)
        }
    }

    /// The record of the view at `path`, nil when there is none.
    public func view(at path: [Int]) -> ViewRecord? {
        guard var view = record?.root else { return nil }
        for index in path {
            guard view.children.indices.contains(index) else { return nil }
            view = view.children[index]
        }
        return view
    }

    public var hovered: ViewRecord? { hoveredPath.flatMap(view(at:)) }
    public var pinned: ViewRecord? { pinnedPath.flatMap(view(at:)) }

    private func isInspectable(_ path: [Int]) -> Bool {
        path.starts(with: subtreePath) && view(at: path) != nil
    }

    /// Finds the subtree's root: the first view, in depth-first order, with the id asked for.
    private func resolveSubtree() {
        subtreePath = []
        guard let subtreeID, let root = record?.root else { return }
        var stack: [([Int], ViewRecord)] = [([], root)]
        while let (path, view) = stack.popLast() {
            if view.id == subtreeID {
                subtreePath = path
                return
            }
            for (index, child) in view.children.enumerated().reversed() { stack.append((path + [index], child)) }
        }
    }

    // MARK: The pointer

    /// The innermost view at `point`: of views drawn over one another the last one (the one on top), and
    /// within it the deepest view whose frame holds the point. Views with no area or an unbounded frame are
    /// passed over; the walking keys reach them.
    public func path(at point: CGPoint) -> [Int]? {
        guard let root = view(at: subtreePath), contains(root.frame, point) else { return nil }
        var path = subtreePath, view = root
        // A loop, not recursion: a deep tree must not use up the stack.
        while let index = view.children.indices.last(where: { contains(view.children[$0].frame, point) }) {
            path.append(index)
            view = view.children[index]
        }
        return path
    }

    private func contains(_ frame: CGRect, _ point: CGPoint) -> Bool {
        frame.width.isFinite && frame.height.isFinite && frame.width > 0 && frame.height > 0
            && point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }

    /// Hovers the view at `point`; true when what is shown changed.
    @discardableResult
    public func hover(at point: CGPoint) -> Bool {
        let old = hoveredPath
        pointer = point
        hoveredPath = path(at: point)
        return old != hoveredPath
    }

    /// The pointer left the window: nothing is hovered.
    @discardableResult
    public func pointerExited() -> Bool {
        defer { hoveredPath = nil }
        return hoveredPath != nil
    }

    /// Pins the innermost view at `point` (or, on empty space, unpins).
    public func click(at point: CGPoint) {
        pointer = point
        let path = path(at: point)
        if path != pinnedPath {
            step = nil
            selectedLiteral = nil
        }
        pinnedPath = path
        pinPoint = point
        hoveredPath = path
    }

    private func unpin() {
        pinnedPath = nil
        step = nil
        selectedLiteral = nil
    }

    // MARK: Keys

    /// Moves the pin to the pinned view's parent, first child or sibling; with nothing pinned, pins the hovered
    /// view (or the inspected subtree's root). The parent of the inspected subtree's root is not inspected.
    public func walk(_ direction: Direction) {
        guard let path = pinnedPath else {
            pinnedPath = hoveredPath ?? (view(at: subtreePath) != nil ? subtreePath : nil)
            return
        }
        var next = path
        switch direction {
        case .parent:
            guard path.count > subtreePath.count else { return }
            next.removeLast()
        case .firstChild:
            guard let view = view(at: path), !view.children.isEmpty else { return }
            next.append(0)
        case .nextSibling, .previousSibling:
            guard path.count > subtreePath.count, let parent = view(at: Array(path.dropLast())),
                  let last = path.last else { return }
            let index = last + (direction == .nextSibling ? 1 : -1)
            guard parent.children.indices.contains(index) else { return }
            next[next.count - 1] = index
        }
        pinnedPath = next
        step = nil
        selectedLiteral = nil
        // The label follows the keys until the pointer moves again.
        hoveredPath = nil
    }

    /// Starts step mode on the pinned container at its first step, or stops it; false when the pinned view has
    /// no steps (a leaf, or nothing pinned).
    @discardableResult
    public func toggleStepping() -> Bool {
        if step != nil {
            step = nil
            return true
        }
        guard let pinned, !pinned.steps.isEmpty else { return false }
        step = 0
        return true
    }

    /// The next step (starting step mode if it is off); stays on the last.
    public func stepForward() {
        guard let step else { return _ = toggleStepping() }
        let count = pinned?.steps.count ?? 0
        self.step = min(step + 1, max(count - 1, 0))
    }

    /// The previous step (starting step mode if it is off); stays on the first.
    public func stepBack() {
        guard let step else { return _ = toggleStepping() }
        self.step = max(step - 1, 0)
    }

    /// Leaves step mode, or else unpins; false when there was neither, and the inspector should close.
    public func escape() -> Bool {
        if selectedLiteral != nil {
            selectedLiteral = nil
        } else if step != nil {
            step = nil
        } else if pinnedPath != nil {
            unpin()
        } else {
            return false
        }
        return true
    }

    /// Acts on a key by its X name ("Up", "bracketright", "s", "Escape"); true when the inspector took it, in
    /// which case the window's views and its own keys do not get it. Escape with nothing to close is not
    /// taken: the window then turns the inspector off.
    /// In a preview, Tab (and Shift-Tab, `ISO_Left_Tab`) selects the pinned view's literals in turn, and while
    /// one is selected Left and Right change it by 1 (10 with Shift) instead of walking (`Inspector+Literals.swift`).
    @discardableResult
    public func press(key name: String, shift: Bool = false) -> Bool {
        switch name {
        case "Up": walk(.parent)
        case "Down": walk(.firstChild)
        case "Tab": return selectLiteral(by: 1)
        case "ISO_Left_Tab": return selectLiteral(by: -1)
        case "Right" where selectedLiteral != nil && step == nil: stepLiteral(by: shift ? 10 : 1)
        case "Left" where selectedLiteral != nil && step == nil: stepLiteral(by: shift ? -10 : -1)
        case "Right": if step != nil { stepForward() } else { walk(.nextSibling) }
        case "Left": if step != nil { stepBack() } else { walk(.previousSibling) }
        case "bracketright": stepForward()
        case "bracketleft": stepBack()
        case "s": toggleStepping()
        case "Escape": return escape()
        default: return false
        }
        return true
    }

    // MARK: The overlay

    /// The overlay's drawing for a window `size` points large: outlines, the label, the side panel, laid out
    /// by the inspector's own host.
    public func overlay(size: CGSize) -> DisplayList {
        overlay.displayList(of: InspectorOverlay(model: overlayModel(size: size)), size: size, textMeasurer: textMeasurer)
    }
}
