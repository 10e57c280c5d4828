// A node's answers to its container, and when they stand: its sizes, cached per proposal within a generation
// of the pass clock; its spacing; its alignment guides. Every question a container asks a subview goes through
// here, whatever the subview's behaviour, so this file is where the rules for cached answers live.

extension ViewNode {
    // MARK: Sizing

    /// The node's size for `proposal`, computed at most once per distinct proposal while the views stay the
    /// same: answers are kept across layout passes (a resize asks mostly the same questions again) until a
    /// build or an animated layout change invalidates them.
    @usableFromInline
    func size(for proposal: ProposedViewSize) -> CGSize {
        size(forSanitized: proposal.sanitized)
    }

    /// `size(for:)` of a proposal already sanitized (callers that go on using the proposal sanitize it once).
    /// Inlined, as it was before the recording's check made it look too large to the optimiser.
    @inline(__always)
    func size(forSanitized proposal: ProposedViewSize) -> CGSize {
        if _slowPath(clock.isRecording) { return recordedSize(forSanitized: proposal) }
        // A colour's answer costs less than looking it up (and a sanitized proposal needs no clamping): most
        // leaves of a tree are asked several new proposals in every resize, each a miss and an entry to make.
        if record.sizeIsProposal { return proposal.replacingUnspecifiedDimensions() }
        return answeredSize(forSanitized: proposal)
    }

    /// `size(forSanitized:)` while the negotiation is recorded: the question, its answer, and whether the
    /// answer was kept from an earlier question (`Tools/Inspection/Recorder/NegotiationRecorder.swift`).
    @inline(never)
    private func recordedSize(forSanitized proposal: ProposedViewSize) -> CGSize {
        let kept = keptSize(forSanitized: proposal)
        // The question is noted before it is answered, so that a parent's questions come before those its
        // answer asks its subviews; the answer is filled in after.
        let recorder = clock.recorder!
        let entry = recorder.asked(self, proposal: proposal, cached: kept != nil)
        if let kept {
            recorder.answered(entry, self, kept)
            return kept
        }
        // A container's layout is called for the answer: noted before it runs, so that its own questions to
        // its subviews come after it.
        let call = recorder.called(self, .sizeThatFits(proposal: proposal, answer: .zero))
        let size = computedSize(forSanitized: proposal)
        recorder.answered(call: call, self, .sizeThatFits(proposal: proposal, answer: size))
        recorder.answered(entry, self, size)
        return size
    }

    @inline(__always)
    private func answeredSize(forSanitized proposal: ProposedViewSize) -> CGSize {
        keptSize(forSanitized: proposal) ?? computedSize(forSanitized: proposal)
    }

    /// The answer kept for `proposal` in this generation, if any (a node that answers every proposal alike
    /// keeps one); an older generation's answers are dropped on the way.
    @inline(__always)
    private func keptSize(forSanitized proposal: ProposedViewSize) -> CGSize? {
        let generation = clock.generation
        if record.sizesGeneration != generation {
            record.sizes.removeAll()
            record.sizesGeneration = generation
            return nil
        }
        if record.isRigid, let size = record.sizes.first { return size }
        return record.sizes.size(for: PackedProposal(proposal), pass: clock.pass)
    }

    /// Asks the behaviour, and keeps the answer.
    @inline(__always)
    private func computedSize(forSanitized proposal: ProposedViewSize) -> CGSize {
        let size = checkedSize(behavior.sizeThatFits(proposal, node: self), for: proposal)
        record.sizes.append(PackedProposal(proposal), size, pass: clock.pass)
        return size
    }

    /// The spacing the node prefers around it, computed once per generation.
    var spacing: ViewSpacing {
        let generation = clock.generation
        if record.spacingGeneration != generation {
            record.cachedSpacing = behavior.spacing(of: self)
            record.spacingGeneration = generation
            if _slowPath(clock.isRecording) { recordSpacing() }
        }
        return record.cachedSpacing
    }

    /// Notes the spacing just computed, and the call into the layout that computed it.
    @inline(never)
    private func recordSpacing() {
        clock.recorder!.called(self, .spacing(record.cachedSpacing))
        clock.recorder!.spacing(self, record.cachedSpacing)
    }

    /// Forgets the answers and placement of this node and of every container around it, whose answers depend
    /// on it: what an animated layout's new data changes. The subtree below keeps its answers.
    func forgetAnswersUpwards() {
        var node: ViewNode? = self
        while let current = node {
            current.record.forgetAnswers()
            node = current.parent
        }
    }

    /// The node's size and guides for `proposal`.
    @usableFromInline
    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        let size = size(forSanitized: proposal)
        // Dimensions with no explicit guide to look up need not refer to the node (nor retain it).
        guard record.mayHaveExplicitGuides else {
            return ViewDimensions(size: size, node: nil, proposal: proposal, guideLimit: 0)
        }
        return ViewDimensions(size: size, node: self, proposal: proposal, guideLimit: traits.guides.count)
    }

    /// A size with NaN, negative or unasked-for infinite lengths clamped, with a warning naming the view.
    @inline(__always)
    private func checkedSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        if size.width >= 0, size.height >= 0, size.width.isFinite || proposal.width == .infinity,
           size.height.isFinite || proposal.height == .infinity {
            return size
        }
        return clampedSize(size, for: proposal)
    }

    private func clampedSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        func check(_ length: CGFloat, _ proposed: CGFloat?) -> CGFloat? {
            if length.isNaN || length < 0 { return 0 }
            if length.isInfinite && proposed != .infinity {
                if let proposed { return proposed }
                return 0
            }
            return nil
        }
        let width = check(size.width, proposal.width), height = check(size.height, proposal.height)
        guard width != nil || height != nil else { return size }
        let clamped = CGSize(width: width ?? size.width, height: height ?? size.height)
        // The clamped answer depends on the proposal: neither this view nor the containers that answered
        // alike because it did may reuse one answer for every proposal any more (until a build decides again).
        // Questions asked before now may get other answers from now on: allocations kept for them are stale.
        clock.clampings &+= 1
        var node: ViewNode? = self
        while let current = node, current.record.isRigid {
            current.record.isRigid = false
            node = current.parent
        }
        graph.laysOutAnewOnResize = true
        graph.warn(.layout, about: behavior.name, "returned the size \(size) for the proposal \(proposal.description); using \(clamped)")
        return clamped
    }

    // MARK: Alignment guides

    /// Whether the node's value for `key` is surely the guide's default: no `.alignmentGuide` for it and no
    /// explicit value from inside.
    func hasDefaultValue(for key: AlignmentKey) -> Bool {
        !record.mayHaveExplicitGuides
            || traits.guides.isEmpty && !traits.subtreeGuides.contains(key) && !behavior.mayDefineGuides
    }

    /// The node's explicit value for `key`: its own `.alignmentGuide` (only the first `guideLimit` count), else
    /// what its behaviour reports (a container's merged guides, a text's baselines), else nil.
    func explicitValue(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize, guideLimit: Int) -> CGFloat? {
        let guides = traits.guides
        var i = min(guideLimit, guides.count) - 1
        while i >= 0 {
            if guides[i].key == key {
                let inner = ViewDimensions(size: size, node: self, proposal: proposal, guideLimit: i)
                let value = noted(guides[i].value(inner))
                // The value the container sees (all the view's guides counted), not one met on the way.
                if _slowPath(clock.isRecording) && guideLimit >= guides.count {
                    clock.recorder!.guide(self, key, value)
                }
                return value
            }
            i -= 1
        }
        guard traits.subtreeGuides.contains(key) || behavior.mayDefineGuides else { return nil }
        if _slowPath(clock.isRecording) { return recordedExplicitValue(key, proposal: proposal, size: size) }
        return noted(behavior.explicitValue(key, of: self, proposal: proposal, size: size))
    }

    /// `behavior.explicitValue` with the call into the layout and the guide's value recorded.
    @inline(never)
    private func recordedExplicitValue(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let recorder = clock.recorder!
        let call = recorder.called(self, .explicitAlignment(guide: key.name, size: size, value: nil))
        let value = noted(behavior.explicitValue(key, of: self, proposal: proposal, size: size))
        recorder.answered(call: call, self, .explicitAlignment(guide: key.name, size: size, value: value))
        recorder.guide(self, key, value)
        return value
    }

    /// `value`, noting a guide beyond `DrawableLimit.exactMoves` (or NaN): positions worked out from it may
    /// lose their small parts (205 + 1e308 − 1e308 is 0) and look ordinary, and a moved subtree would then not
    /// land where a new layout puts it.
    @inline(__always)
    private func noted(_ value: CGFloat?) -> CGFloat? {
        if let value, !(value.magnitude <= DrawableLimit.exactMoves) { graph.laysOutAnewOnResize = true }
        return value
    }
}

extension ProposedViewSize {
    /// Negative or NaN lengths become 0: a layout's arithmetic may go below zero, a view never sees it.
    @inline(__always)
    var sanitized: ProposedViewSize {
        if !((width ?? 0) >= 0) || !((height ?? 0) >= 0) { return cleaned }
        return self
    }

    private var cleaned: ProposedViewSize {
        func clean(_ length: CGFloat?) -> CGFloat? {
            guard let length else { return nil }
            return length.isNaN || length < 0 ? 0 : length
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }

    var description: String {
        func text(_ length: CGFloat?) -> String { length.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension ViewNode {
    /// Asks the processor to start fetching the first lines of the first eight subviews' nodes, as a container
    /// is asked its size: its layout most likely asks them in turn, and after a build none of them is in the
    /// cache yet; fetched together, the waits overlap instead of following one another. Only for two subviews
    /// or more (a layout modifier's one subview is asked at once). A hint only: it changes nothing.
    ///
    /// The count and the address are read first, each read over at once. Prefetching while still reading
    /// `record.subviews` made Swift copy the array around the prefetches, whose C function it cannot see
    /// into: a retain and a release, atomic, for every container asked its size (1 % of a pass over
    /// `fill-87381`).
    @inline(__always)
    func prefetchLeadingSubviews() {
        let count = record.subviews.nodes.count
        guard count > 1, let storage = record.subviews.storageAddress else { return }
        for index in 0..<Swift.min(count, 8) { LayoutSubviews.prefetchNode(at: index, storage: storage) }
    }
}
