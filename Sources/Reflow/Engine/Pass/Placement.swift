// How a node gets its frame. A container's layout calls `place(at:anchor:proposal:)` on each subview (through
// `LayoutSubview`). When the container places its subviews for real, the subview is laid out there and then
// (`layOut(in:container:proposal:shift:)`), while its memory is at hand; when the container places them only to read
// where their guides go (`mergedExplicitAlignment`), the placement is merely remembered (`probedPlacement`).
// Subviews a layout leaves unplaced are centred (layout rules §2.4).

extension ViewNode {
    // MARK: Placement rounds

    /// Whether the container's latest `placeSubviews` placed the node.
    var isPlaced: Bool {
        let round = record.placedInRound
        return round != 0 && hasParent && withParent { $0.record.latestRound == round }
    }

    /// Starts a new round of placing the node's subviews: placements from earlier rounds no longer count.
    func beginPlacementRound() {
        record.latestRound = clock.nextPlacementRound()
    }

    /// Starts placing the subviews for real, in the node's frame.
    private func beginPlacingSubviews() {
        beginPlacementRound()
        record.realRound = record.latestRound
        record.placedCount = 0
        // No build runs while the subviews are placed, so the array stays as it is until then.
        record.placingSubviews = record.subviews.storageAddress
        record.placingSubviewCount = record.subviews.nodes.count
    }

    /// Runs `body`, in which the layout places the subviews only to read their guides, not for real.
    func withoutPlacingSubviews<T>(_ body: () -> T) -> T {
        let real = record.realRound
        record.realRound = 0
        defer { record.realRound = real }
        return body()
    }

    // MARK: A layout's call

    /// A layout's `place(at:anchor:proposal:)` of this node; a later call in the same round replaces it.
    @usableFromInline
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        place(at: position, anchor: anchor, size: size(forSanitized: proposal), sanitizedProposal: proposal)
    }

    /// `place(at:anchor:proposal:)` for a caller that has just asked the node's `size` for the sanitized
    /// `proposal` (a frame aligning its child): the question is not asked again.
    @inline(__always)
    func place(at position: CGPoint, anchor: UnitPoint, size: CGSize, sanitizedProposal proposal: ProposedViewSize) {
        let rect = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        guard hasParent else {
            // A subview kept by a layout past its container: remembered, as a probe, and nothing else.
            record.probedRect = rect
            record.probedProposal = PackedProposal(proposal)
            record.placedInRound = 0
            return
        }
        withParent { parent in
            let previous = record.placedInRound
            record.placedInRound = parent.record.latestRound
            let real = parent.record.realRound
            guard real != 0 else {
                record.probedRect = rect
                record.probedProposal = PackedProposal(proposal)
                return
            }
            if previous < real {
                parent.prefetchSubviews(after: parent.record.placedCount)
                parent.record.placedCount += 1
            }
            if _slowPath(clock.isRecording) {
                clock.recorder!.placed(self, at: position, anchor: anchor, proposal: proposal)
            }
            // The container places its subviews in its frame; they are drawn moved by its ancestors' content
            // offsets and its own.
            var frame = rect
            let bounds = parent.record.frame
            if parent.record.layoutDirection == .rightToLeft {
                frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
            }
            let shift = CGSize(width: parent.record.drawingShift.width + parent.traits.contentOffset.width,
                               height: parent.record.drawingShift.height + parent.traits.contentOffset.height)
            layOut(in: frame, container: bounds, proposal: proposal, shift: shift)
        }
    }

    /// Asks the processor to start fetching the first lines of the subviews this container will most likely
    /// place after the first `placed` (layouts place in order, as a rule): four ahead. Laying out thousands
    /// of views is otherwise bound by waiting for memory one node at a time; this way the waits overlap. A
    /// hint only: it changes nothing. (Fetching a level further down, each subview's behaviour and first
    /// subview, measured slower.)
    @inline(__always)
    private func prefetchSubviews(after placed: Int) {
        guard let objects = record.placingSubviews, placed + 4 < record.placingSubviewCount else { return }
        LayoutSubviews.prefetchNode(at: placed + 4, storage: objects)
    }

    /// Where the node goes in a container with `bounds`, as a placement only to read guides left it: where the
    /// container placed it, or, if it did not, centred and sized for the container's own proposal (layout
    /// rules §2.4); mirrored for right-to-left.
    func probedPlacement(in bounds: CGRect, containerProposal: ProposedViewSize,
                         direction: LayoutDirection) -> (frame: CGRect, proposal: ProposedViewSize) {
        var rect: CGRect, proposal: ProposedViewSize
        if isPlaced {
            rect = record.probedRect
            proposal = record.probedProposal.proposal
        } else {
            (rect, proposal) = centred(in: bounds, proposal: containerProposal)
        }
        if direction == .rightToLeft {
            rect.origin.x = bounds.maxX - (rect.maxX - bounds.minX)
        }
        return (rect, proposal)
    }

    /// The node centred in `bounds`, sized for `proposal`: where a subview its layout did not place goes.
    private func centred(in bounds: CGRect, proposal: ProposedViewSize) -> (CGRect, ProposedViewSize) {
        let size = size(for: proposal)
        return (CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                       width: size.width, height: size.height), proposal)
    }

    // MARK: Laying out

    /// Gives the node its final frame and lays out its subviews inside it. `container` is the frame of the
    /// container (the host's bounds for the root), whose origin replaces a position that cannot be drawn;
    /// `shift` is the sum of the ancestors' content offsets, which move the drawing but not the layout.
    ///
    /// When the views are the same as at the last placement (same generation) and the node gets the same
    /// proposal (or answers every proposal alike) and size, its subviews would go where they went, relative to
    /// it: the subtree is moved instead of laid out again. Reflow's own layouts place relative to their bounds'
    /// origin; a custom layout may place by anything in its bounds (`x + width > bounds.maxX` comes out either
    /// way in floating point as the bounds move), so a subtree holding one is laid out again when it moves, as
    /// SwiftUI asks a layout to place its subviews in its new bounds: every container on the way to it places
    /// its subviews afresh, and the layout gets the very bounds a fresh layout gives it.
    @inline(__always)
    func layOut(in frame: CGRect, container: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        if DrawableLimit.surelyContains(frame) {
            layOut(inDrawable: frame, proposal: proposal, shift: shift)
        } else {
            layOut(inDrawable: drawableFrame(frame, in: container), proposal: proposal, shift: shift)
        }
    }

    @inline(__always)
    private func layOut(inDrawable frame: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        if record.placesSubviews {
            layOutContainer(inDrawable: frame, proposal: proposal, shift: shift)
        } else {
            layOutLeaf(inDrawable: frame, proposal: proposal, shift: shift)
        }
    }

    // Two copies of the one body: a leaf's, without the placement of subviews, needs none of the registers and
    // stack the container's call into its layout does (half of the views of a typical tree are leaves). (The
    // check for a subtree to move rather than lay out stays in each: moved into the caller, it made a resize
    // of flow-1k 15 % cheaper but its cold pass 2 % dearer.)

    @inline(never)
    private func layOutContainer(inDrawable frame: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        layOut(inDrawable: frame, proposal: proposal, shift: shift, placesSubviews: true)
    }

    @inline(never)
    private func layOutLeaf(inDrawable frame: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        layOut(inDrawable: frame, proposal: proposal, shift: shift, placesSubviews: false)
    }

    /// The body of both: `placesSubviews` is the record's, known at each call.
    @inline(__always)
    private func layOut(inDrawable frame: CGRect, proposal: ProposedViewSize, shift: CGSize, placesSubviews: Bool) {
        let generation = clock.generation
        let key = PackedProposal(proposal)
        if record.placedGeneration == generation && record.frame.size == frame.size
            && (record.isRigid || record.frameProposal == key)
            && (!record.containsCustomLayout || record.frame.origin == frame.origin || graph.placesScrolledContent) {
            let old = record.frame.origin, oldShift = record.drawingShift
            let layout = CGSize(width: frame.minX - old.x, height: frame.minY - old.y)
            let drawing = CGSize(width: shift.width - oldShift.width, height: shift.height - oldShift.height)
            // The node itself goes exactly where it was placed (what a fresh layout gives it); its subviews
            // follow by the difference.
            if layout != .zero || drawing != .zero { move(to: frame.origin, layout: layout, drawing: drawing) }
            return
        }
        // Laid out anew, a scroll view's content places its subviews in new bounds: custom layouts inside are
        // asked again. (Only a subtree holding one reads the flag, so only such a node clears it.)
        if record.containsCustomLayout && graph.placesScrolledContent { graph.placesScrolledContent = false }
        // The subviews' frames must be current before the layout moves them from there. A leaf has no moves
        // to pass on and no subviews to offset: its later lines stay untouched.
        let hasSubviews = record.hasSubviews
        if hasSubviews { passOnMoves() }
        record.frame = frame
        record.frameProposal = key
        record.drawingShift = shift
        if record.isMoving { updateDrawnFrame() }
        if placesSubviews {
            let offset = hasSubviews ? traits.contentOffset : .zero
            placeSubviews(in: frame, proposal: proposal,
                          shift: CGSize(width: shift.width + offset.width, height: shift.height + offset.height))
        }
        record.placedGeneration = generation
    }

    /// Has the behaviour place the subviews for real (each `place` lays its subview out at once), then centres
    /// those it did not place, sized for the node's proposal (layout rules §2.4).
    @inline(__always)
    private func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, shift: CGSize) {
        beginPlacingSubviews()
        if _slowPath(clock.isRecording) {
            clock.recorder!.called(self, .placeSubviews(bounds: bounds, proposal: proposal))
        }
        behavior.placeSubviews(of: self, in: bounds, proposal: proposal)
        let round = record.realRound
        record.realRound = 0
        if record.placedCount < record.subviews.count {
            placeUnplacedSubviews(since: round, in: bounds, proposal: proposal, shift: shift)
        }
    }

    /// Centres the subviews not placed since `round` (layout rules §2.4); out of line, since layouts seldom
    /// leave one.
    @inline(never)
    private func placeUnplacedSubviews(since round: UInt64, in bounds: CGRect, proposal: ProposedViewSize,
                                       shift: CGSize) {
        record.subviews.forEachNode { child in
            guard child.record.placedInRound < round else { return }
            var (frame, childProposal) = child.centred(in: bounds, proposal: proposal)
            if record.layoutDirection == .rightToLeft {
                frame.origin.x = bounds.maxX - (frame.maxX - bounds.minX)
            }
            child.layOut(in: frame, container: bounds, proposal: childProposal, shift: shift)
        }
    }

    /// `frame` put back within `DrawableLimit`, with a warning naming the container: a position that is NaN or
    /// beyond the limit (the layout's arithmetic, or a guide of 1e308) becomes the container's origin in that
    /// axis, and a length beyond it (a subview placed with an infinite proposal takes it) becomes the limit.
    /// Out of line, so the placement of every view carries only the check. A frame this large also means moved
    /// subtrees would no longer land exactly where a new layout puts them: the host stops moving them.
    @inline(never)
    private func drawableFrame(_ frame: CGRect, in bounds: CGRect) -> CGRect {
        graph.laysOutAnewOnResize = true
        let drawable = DrawableLimit.drawable(frame, in: bounds)
        if drawable != frame {
            let name = parent?.behavior.name ?? "the view"
            graph.warn(.layout, about: name, "placed a subview in \(frame), which cannot be drawn; using \(drawable)")
        }
        return drawable
    }
}
