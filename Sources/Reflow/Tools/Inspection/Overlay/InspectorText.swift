import Foundation

/// How the inspector writes lengths, sizes, proposals and calls: short, as a presenter reads them out, with
/// `nil` for an unspecified length (SwiftUI's `ProposedViewSize` writes nil) and `∞` for an infinite one.
enum InspectorText {
    /// "242", "12.5", "∞", "nil".
    static func length(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value.isNaN { return "nan" }
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: "%.1f", Double(rounded))
    }

    /// "(∞, 100)".
    static func proposal(_ proposal: ProposedViewSize) -> String {
        "(\(length(proposal.width)), \(length(proposal.height)))"
    }

    /// "242×100".
    static func size(_ size: CGSize) -> String { "\(length(size.width))×\(length(size.height))" }

    /// "(0, 0)".
    static func point(_ point: CGPoint) -> String { "(\(length(point.x)), \(length(point.y)))" }

    /// A unit point by its SwiftUI name where it has one ("topLeading"), else "(0.3, 1)".
    static func anchor(_ anchor: UnitPoint) -> String {
        anchor.name ?? "(\(length(anchor.x)), \(length(anchor.y)))"
    }

    /// The question a view's frame answers: the proposal of its placement, and what it answered to it (the
    /// last question with that proposal); without a placement (the root, or a view its container centred), the
    /// last question asked. Nil when the view was asked nothing.
    static func finalQuestion(of view: ViewRecord) -> ViewRecord.SizeQuestion? {
        if let placed = view.placed, let question = view.asked.last(where: { $0.proposal == placed.proposal }) {
            return question
        }
        return view.asked.last
    }

    /// The compact label: "Text · (∞, 100) → 242×100 · at (0, 0) · priority 0".
    static func label(of view: ViewRecord) -> String {
        var parts = [view.view]
        if let question = finalQuestion(of: view) {
            parts.append("\(proposal(question.proposal)) → \(size(question.answer))")
        } else {
            parts.append(size(view.frame.size))
        }
        parts.append("at \(point(view.frame.origin))")
        parts.append("priority \(length(CGFloat(view.priority)))")
        return parts.joined(separator: " · ")
    }

    /// "sizeThatFits(proposal: (300, 100)) → 300×100".
    static func call(_ call: ViewRecord.LayoutCall) -> String {
        switch call {
        case .makeCache: return "makeCache(subviews:)"
        case .updateCache: return "updateCache(_:subviews:)"
        case let .sizeThatFits(proposal, answer):
            return "sizeThatFits(proposal: \(self.proposal(proposal))) → \(size(answer))"
        case let .placeSubviews(bounds, proposal):
            return "placeSubviews(in: \(size(bounds.size)) at \(point(bounds.origin)), proposal: "
                + "\(self.proposal(proposal)))"
        case .spacing(let spacing): return "spacing(subviews:) → \(self.spacing(spacing))"
        case let .explicitAlignment(guide, size, value):
            return "explicitAlignment(of: \(guide), in: \(self.size(size))) → \(length(value))"
        }
    }

    /// A view's preferred spacing, edge by edge, against a view with no preference of its own (SwiftUI keeps
    /// the per-edge values private; the distance to a plain neighbour shows what the view asks for).
    static func spacing(_ spacing: ViewSpacing) -> String {
        let plain = ViewSpacing()
        let leading = spacing.distance(to: plain, along: .horizontal)
        let top = spacing.distance(to: plain, along: .vertical)
        return "to a plain neighbour: \(length(leading)) across, \(length(top)) down"
    }

    /// "asked (146, 100) → 50×100", with "cached" when the answer was kept from an earlier question.
    static func question(_ question: ViewRecord.SizeQuestion) -> String {
        "asked \(proposal(question.proposal)) → \(size(question.answer))" + (question.cached ? " cached" : "")
    }

    /// "placed at (250, 0) · anchor topLeading · proposal (146, 100)".
    static func placement(_ placement: ViewRecord.Placement) -> String {
        "placed at \(point(placement.position)) · anchor \(anchor(placement.anchor)) · proposal "
            + proposal(placement.proposal)
    }

    /// What step `index` of `container` did, for the panel and the step's label.
    static func step(_ step: ViewRecord.Step, of container: ViewRecord) -> String {
        switch step {
        case .call(let index):
            return container.calls.indices.contains(index) ? call(container.calls[index]) : "call \(index)"
        case let .asked(child, index):
            guard container.children.indices.contains(child),
                  container.children[child].asked.indices.contains(index) else { return "asked subview \(child)" }
            let view = container.children[child]
            return "\(view.view) [\(child)] " + question(view.asked[index])
        case .placed(let child):
            guard container.children.indices.contains(child) else { return "placed subview \(child)" }
            let view = container.children[child]
            return "\(view.view) [\(child)] " + (view.placed.map(placement) ?? "placed")
        }
    }
}
