import Foundation

/// Collects a layout pass's questions and placements while `ViewHost.recordNegotiation()` runs it. The pass
/// reaches it only through `PassClock.recorder`, which is nil at every other time (`Pass/Sizing.swift`,
/// `Pass/Placement.swift`), so a pass that is not recorded pays one check per question.
final class NegotiationRecorder {
    /// What was recorded of one node.
    final class Entry {
        var asked: [ViewRecord.SizeQuestion] = []
        var placed: ViewRecord.Placement?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    private func entry(_ node: ViewNode) -> Entry {
        if let entry = entries[ObjectIdentifier(node)] { return entry }
        let entry = Entry()
        entries[ObjectIdentifier(node)] = entry
        return entry
    }

    /// Notes a question before it is answered; returns where its answer goes.
    func asked(_ node: ViewNode, proposal: ProposedViewSize, cached: Bool) -> Int {
        let entry = entry(node)
        entry.asked.append(ViewRecord.SizeQuestion(proposal: proposal, answer: .zero, cached: cached))
        return entry.asked.count - 1
    }

    func answered(_ index: Int, _ node: ViewNode, _ answer: CGSize) {
        entry(node).asked[index].answer = answer
    }

    func placed(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        entry(node).placed = ViewRecord.Placement(position: position, anchor: anchor, proposal: proposal)
    }

    /// The record of `node`'s subtree, frames as drawn.
    func record(of node: ViewNode) -> ViewRecord {
        let entry = entries[ObjectIdentifier(node)]
        let id = node.idPath.last.map { String(describing: $0.value.base) }
        return ViewRecord(view: node.behavior.name, id: id, frame: node.drawnFrame,
                          asked: entry?.asked ?? [], placed: entry?.placed, priority: node.traits.priority,
                          children: node.children.map { record(of: $0) })
    }
}

extension ViewHost {
    /// Lays the views out again from scratch with every step recorded, and returns the record: the size
    /// questions each view was asked, in order, with its answers, where it was placed and where it went. The
    /// pass forgets every kept answer first, so what it records is the whole negotiation, and "cached" marks a
    /// question asked again within the pass. Costs one full layout pass; the frames do not change.
    public func recordNegotiation() -> NegotiationRecord? {
        applyObservedChanges()
        guard let root, !isBusy else { return nil }
        let recorder = NegotiationRecorder()
        operation {
            engine.clock.invalidateAnswers()
            engine.clock.recorder = recorder
            layout()
            engine.clock.recorder = nil
        }
        return NegotiationRecord(size: size, root: recorder.record(of: root))
    }
}
