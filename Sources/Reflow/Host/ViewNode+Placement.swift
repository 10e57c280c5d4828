internal import CReflowSupport

// A node's placement by its container, its frame, and the moves passed down lazily to its subviews.

extension ViewNode {
    // MARK: Placement rounds

    /// Whether the parent's latest `placeSubviews` placed the node.
    var isPlaced: Bool {
        guard let parent else { return false }
        return placedRound == parent.round && placedRound != 0
    }

    /// Starts a new round of placing the node's subviews: placements from earlier rounds no longer count.
    func beginPlacementRound() {
        engine.placementRounds.pointee &+= 1
        round = engine.placementRounds.pointee
    }
    var placedProposal: ProposedViewSize { packedPlacedProposal.proposal }
    /// The proposal the node was placed with.
    var frameProposal: ProposedViewSize { packedFrameProposal.proposal }

    // MARK: Placement

    /// Records a `place(at:anchor:proposal:)` call; a later call in the same pass replaces it. While the
    /// container places its subviews for real (not to read a guide), the subview is laid out at once, while
    /// its memory is at hand, instead of in a second walk over the subviews; a later call lays it out again.
    func recordPlacement(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = size(forSanitized: proposal)
        let rect = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        guard let parentObject else {
            placedRect = rect
            packedPlacedProposal = PackedProposal(proposal)
            placedRound = 0
            return
        }
        // The parent is alive (it is placing this node): read without retaining it.
        Unmanaged<ViewNode>.fromOpaque(parentObject)._withUnsafeGuaranteedRef { parent in
            let previous = placedRound
            placedRound = parent.round
            let placing = parent.placingRound
            guard placing != 0 else {
                // Placed to read guides: remembered for `placement(in:)`. A real placement lays the node out
                // now, and a later read of `placedRect` always follows a newer round of probes.
                placedRect = rect
                packedPlacedProposal = PackedProposal(proposal)
                return
            }
            if previous < placing {
                parent.prefetchSubviews(after: parent.placedChildren)
                parent.placedChildren += 1
            }
            var frame = rect
            // The container places its subviews in its frame, and they are drawn moved by its ancestors'
            // content offsets and its own.
            let bounds = parent.frame
            if parent.layoutDirection == .rightToLeft {
                frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
            }
            let shift = CGSize(width: parent.placedShift.width + parent.contentOffset.width,
                               height: parent.placedShift.height + parent.contentOffset.height)
            place(checking: frame, in: bounds, proposal: proposal, shift: shift)
        }
    }

    /// Asks the processor to start fetching the first lines of the subviews this container will most likely
    /// place after the first `placed` (layouts place in order, as a rule): four ahead. Laying out thousands
    /// of views is otherwise bound by waiting for memory one node at a time; this way the waits overlap. A
    /// hint only: it changes nothing. (Fetching a level further down, each subview's behaviour and first
    /// subview, measured slower.)
    @inline(__always)
    private func prefetchSubviews(after placed: Int) {
        guard let objects = placingSubviews, placed + 4 < placingSubviewCount else { return }
        // Read as a plain pointer: no retain, and the array keeps the nodes alive.
        let object = objects.load(fromByteOffset: (placed + 4) * MemoryLayout<ViewNode>.stride, as: UnsafeRawPointer.self)
        reflow_prefetch(object)
        reflow_prefetch(object + 64)
        reflow_prefetch(object + 128)
        reflow_prefetch(object + 192)
    }

    /// Places the node in its container's `bounds`. A frame that cannot be drawn is put back within
    /// `DrawableLimit`, with a warning naming the container: a position that is NaN or beyond the limit (the
    /// layout's arithmetic, or a guide of 1e308) becomes the container's origin in that axis, and a length
    /// beyond it (a subview placed with an infinite proposal takes it) becomes the limit.
    @inline(__always)
    func place(checking frame: CGRect, in bounds: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        if DrawableLimit.surelyContains(frame) {
            place(in: frame, proposal: proposal, shift: shift)
        } else {
            place(in: drawableFrame(frame, in: bounds), proposal: proposal, shift: shift)
        }
    }

    /// `frame` put back within `DrawableLimit`, with a warning (see `place(checking:)`); out of line, so the
    /// placement of every view carries only the check. A frame this large also means moved subtrees would
    /// no longer land exactly where a new layout puts them: the host stops moving them.
    @inline(never)
    private func drawableFrame(_ frame: CGRect, in bounds: CGRect) -> CGRect {
        engine.laysOutAnewOnResize = true
        let drawable = DrawableLimit.drawable(frame, in: bounds)
        if drawable != frame {
            let name = parent?.behavior.name ?? "a container"
            engine.warn(about: name, "placed a subview in \(frame), which cannot be drawn; using \(drawable)")
        }
        return drawable
    }

    /// Starts placing the subviews for real, in the node's frame (see `recordPlacement`).
    func beginPlacingSubviews() {
        beginPlacementRound()
        placingRound = round
        placedChildren = 0
        // No build runs while the subviews are placed, so the array stays as it is until then.
        let (subviews, count) = children.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
        placingSubviews = subviews
        placingSubviewCount = count
    }

    /// Ends the placement begun by `beginPlacingSubviews`: its round, and how many subviews were placed.
    func endPlacingSubviews() -> (round: UInt64, placed: Int) {
        let result = (placingRound, placedChildren)
        placingRound = 0
        return result
    }

    /// Runs `body`, in which the layout places the subviews only to read their guides, not for real.
    func withoutPlacingSubviews<T>(_ body: () -> T) -> T {
        let placing = placingRound
        placingRound = 0
        defer { placingRound = placing }
        return body()
    }

    /// Whether the container placed the node in `round` or later.
    func wasPlaced(since round: UInt64) -> Bool { placedRound >= round }

    /// Where the node goes in a container with `bounds`: where the container placed it, or, if it never did,
    /// centred and sized for the container's own proposal (layout rules §2.4); mirrored for right-to-left.
    func placement(in bounds: CGRect, containerProposal: ProposedViewSize,
                   direction: LayoutDirection) -> (frame: CGRect, proposal: ProposedViewSize) {
        var rect: CGRect, proposal: ProposedViewSize
        if isPlaced {
            rect = placedRect
            proposal = packedPlacedProposal.proposal
        } else {
            proposal = containerProposal
            let size = size(for: proposal)
            rect = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        }
        if direction == .rightToLeft {
            rect.origin.x = bounds.maxX - (rect.maxX - bounds.minX)
        }
        return (rect, proposal)
    }

    /// Gives the node its final frame and lays out its subviews inside it. `shift` is the sum of the
    /// ancestors' content offsets, which move the drawing but not the layout.
    ///
    /// When the views are the same as at the last placement (same cache epoch) and the node gets the same
    /// proposal (or answers every proposal alike) and size, its subviews would go where they went, relative to
    /// it: the subtree is moved instead of laid out again. Layouts place relative to their bounds' origin, as
    /// SwiftUI's must.
    func place(in frame: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        let epoch = currentPass.pointee
        let key = PackedProposal(proposal)
        if placedEpoch == epoch && self.frame.size == frame.size && (isRigid || packedFrameProposal == key) {
            let old = self.frame.origin, oldShift = placedShift
            let layout = CGSize(width: frame.minX - old.x, height: frame.minY - old.y)
            let drawing = CGSize(width: shift.width - oldShift.width, height: shift.height - oldShift.height)
            if layout != .zero || drawing != .zero { translate(layout: layout, drawing: drawing) }
            return
        }
        // The subviews' frames must be current before the layout moves them from there. A leaf has no moves
        // to pass on and no subviews to offset: its later lines stay untouched.
        let hasSubviews = hasChildren
        if hasSubviews { passOnMoves() }
        self.frame = frame
        packedFrameProposal = key
        placedShift = shift
        if isMoving { updateRenderedFrame() }
        if placesSubviews {
            let offset = hasSubviews ? contentOffset : .zero
            behavior.placeSubviews(of: self, in: frame, proposal: proposal,
                                   shift: CGSize(width: shift.width + offset.width, height: shift.height + offset.height))
        }
        placedEpoch = epoch
    }

    /// Forgets the sizes, spacing and placement of this node and of every container around it, whose answers
    /// depend on it: what an animated layout's new data changes. The subtree below keeps its answers.
    func invalidateSizesUpwards() {
        var node: ViewNode? = self
        while let current = node {
            current.sizes.removeAll()
            current.spacingPass = 0
            current.placedEpoch = 0
            node = current.parent
        }
    }

    /// Moves the subtree's frames by `layout` and where it is drawn by `layout + drawing` (a change in the
    /// ancestors' content offsets). Only this node moves now; its subviews follow when they are next read or
    /// laid out, so that a resize moving a large unchanged subtree costs one node.
    private func translate(layout: CGSize, drawing: CGSize) {
        frame.origin.x += layout.width
        frame.origin.y += layout.height
        if drawing != .zero {
            placedShift.width += drawing.width
            placedShift.height += drawing.height
        }
        if isMoving { updateRenderedFrame() }
        if hasChildren {
            pendingLayoutMove.width += layout.width
            pendingLayoutMove.height += layout.height
            // Usually zero (no `.offset` changed): then its cache line is not touched.
            if drawing != .zero {
                pendingDrawingMove.width += drawing.width
                pendingDrawingMove.height += drawing.height
            }
        }
    }

    /// Gives the subviews the moves this node has not passed on yet; call before reading or laying out the
    /// subviews' frames.
    func passOnMoves() {
        let layout = pendingLayoutMove, drawing = pendingDrawingMove
        guard layout != .zero || drawing != .zero else { return }
        pendingLayoutMove = .zero
        pendingDrawingMove = .zero
        layoutSubviews.forEachNode { $0.translate(layout: layout, drawing: drawing) }
    }

    /// Brings the node's own frame up to date with its ancestors' moves: for reading one node's frame
    /// without walking the tree from the root.
    func receiveAncestorsMoves() {
        var ancestors: [ViewNode] = []
        var node = parent
        while let current = node {
            ancestors.append(current)
            node = current.parent
        }
        for ancestor in ancestors.reversed() { ancestor.passOnMoves() }
    }
}
