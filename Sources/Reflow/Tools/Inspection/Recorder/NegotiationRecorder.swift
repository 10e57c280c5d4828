import Foundation

/// Collects a layout pass's questions, placements and layout calls while `ViewHost.recordNegotiation()` runs
/// it. The pass reaches it only through `PassClock.recorder`, and checks `PassClock.isRecording` first, which is
/// false at every other time (`Engine/Pass/Sizing.swift`, `Engine/Pass/Placement.swift`, `Engine/Build/NodeBehavior.swift`), so a
/// pass that is not recorded pays one check per question.
final class NegotiationRecorder {
    /// A container's step as recorded, naming the subview by identity until the tree is known.
    private enum RawStep {
        case call(Int)
        case asked(ObjectIdentifier, question: Int)
        case placed(ObjectIdentifier)
    }

    /// What was recorded of one node.
    private final class Entry {
        var asked: [ViewRecord.SizeQuestion] = []
        var placed: ViewRecord.Placement?
        var spacing: ViewSpacing?
        var guides: [ViewRecord.GuideValue] = []
        var calls: [ViewRecord.LayoutCall] = []
        var steps: [RawStep] = []
        var explanation: ContainerExplanation?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    private func entry(_ node: ViewNode) -> Entry {
        if let entry = entries[ObjectIdentifier(node)] { return entry }
        let entry = Entry()
        entries[ObjectIdentifier(node)] = entry
        return entry
    }

    /// The step list of the container asking `node` (none for the root, which the host asks).
    private func noteStep(of node: ViewNode, _ step: (ObjectIdentifier) -> RawStep) {
        guard node.hasParent else { return }
        node.withParent { entry($0).steps.append(step(ObjectIdentifier(node))) }
    }

    // MARK: What the pass reports

    /// Notes a question before it is answered; returns where its answer goes.
    func asked(_ node: ViewNode, proposal: ProposedViewSize, cached: Bool) -> Int {
        let entry = entry(node)
        entry.asked.append(ViewRecord.SizeQuestion(proposal: proposal, answer: .zero, cached: cached))
        let index = entry.asked.count - 1
        noteStep(of: node) { .asked($0, question: index) }
        return index
    }

    func answered(_ index: Int, _ node: ViewNode, _ answer: CGSize) {
        entry(node).asked[index].answer = answer
    }

    func placed(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        entry(node).placed = ViewRecord.Placement(position: position, anchor: anchor, proposal: proposal)
        noteStep(of: node) { .placed($0) }
    }

    /// Notes a call into a container's layout before it runs; returns its index, for `answered(call:…)`.
    @discardableResult
    func called(_ node: ViewNode, _ call: ViewRecord.LayoutCall) -> Int {
        guard node.behavior.placesSubviews else { return -1 }
        let entry = entry(node)
        entry.calls.append(call)
        entry.steps.append(.call(entry.calls.count - 1))
        return entry.calls.count - 1
    }

    /// Fills in what a call noted by `called` returned.
    func answered(call index: Int, _ node: ViewNode, _ call: ViewRecord.LayoutCall) {
        guard index >= 0 else { return }
        entry(node).calls[index] = call
    }

    func spacing(_ node: ViewNode, _ spacing: ViewSpacing) {
        entry(node).spacing = spacing
    }

    /// Notes the value `node` reported for a guide (the value its container sees, not one its own guides
    /// computed on the way).
    func guide(_ node: ViewNode, _ key: AlignmentKey, _ value: CGFloat?) {
        guard let value else { return }
        let entry = entry(node), name = key.name
        if let i = entry.guides.firstIndex(where: { $0.guide == name }) {
            entry.guides[i].value = value
        } else {
            entry.guides.append(ViewRecord.GuideValue(guide: name, value: value))
        }
    }

    // MARK: Explanations

    /// Has each stack and grid in `node`'s subtree explain how it shared out its space when it was last
    /// placed in the pass. Run after the pass with recording off: the layouts ask their subviews again, and
    /// are answered from what the subviews kept.
    func explain(_ node: ViewNode) {
        for child in node.children { explain(child) }
        guard let entry = entries[ObjectIdentifier(node)] else { return }
        for call in entry.calls.reversed() {
            guard case let .placeSubviews(bounds, proposal) = call else { continue }
            entry.explanation = node.behavior.explanation(of: node, in: bounds, proposal: proposal)
            return
        }
    }

    // MARK: The record

    /// The record of `node`'s subtree, frames as drawn.
    func record(of node: ViewNode) -> ViewRecord {
        let entry = entries[ObjectIdentifier(node)]
        // The view's own id: the views inside `.frame(width: 50).id("a")` do not have "a" (as in SwiftUI).
        let id = node.ownExplicitID.map { String(describing: $0.value.base) }
        let children = node.children
        var index: [ObjectIdentifier: Int] = [:]
        for (i, child) in children.enumerated() { index[ObjectIdentifier(child)] = i }
        // Questions asked of views that are no longer subviews (a layout kept a subview past a build) have no
        // place in the tree and are left out.
        let steps: [ViewRecord.Step] = (entry?.steps ?? []).compactMap {
            switch $0 {
            case .call(let call): return .call(call)
            case let .asked(child, question): return index[child].map { .asked(child: $0, question: question) }
            case .placed(let child): return index[child].map { .placed(child: $0) }
            }
        }
        return ViewRecord(view: node.behavior.name, kind: node.behavior.recordKind, id: id, frame: node.drawnFrame,
                          asked: entry?.asked ?? [], placed: entry?.placed, priority: node.traits.priority,
                          spacing: entry?.spacing, guides: entry?.guides ?? [], calls: entry?.calls ?? [],
                          steps: steps, children: children.map { record(of: $0) },
                          explanation: entry?.explanation,
                          literals: node.graph.bodyLiterals?.literals(of: node) ?? [])
    }
}

extension NodeBehavior {
    /// What kind of view the inspector shows the node as.
    var recordKind: ViewRecord.Kind {
        if self is SpacerBehavior { return .spacer }
        return placesSubviews ? .container : .leaf
    }
}

extension ViewHost {
    /// Lays the views out again as if they had just appeared, with every step recorded, and returns the record:
    /// the size questions each view was asked, in order, with its answers, where it was placed and where it
    /// went, and each container's calls into its layout. Every container makes its cache again (children first,
    /// as a build does) and every kept answer is forgotten, so what is recorded is the whole negotiation, and
    /// "cached" marks a question asked again within the pass. Costs one full layout pass; the frames do not
    /// change. Nil while the host is building or laying out (from inside a body or a layout).
    public func recordNegotiation() -> NegotiationRecord? {
        applyObservedChanges()
        guard let root, !isBusy else { return nil }
        let recorder = NegotiationRecorder()
        operation {
            graph.clock.recorder = recorder
            graph.clock.invalidateAnswers()
            root.remakeCachesBelow()
            layout()
            graph.clock.recorder = nil
            recorder.explain(root)
        }
        return NegotiationRecord(size: size, root: recorder.record(of: root))
    }
}

extension ViewNode {
    /// Has every container in the subtree make its cache again, subviews first.
    fileprivate func remakeCachesBelow() {
        for child in children { child.remakeCachesBelow() }
        behavior.remakeCache(self)
    }
}
