import Foundation

extension NegotiationRecord: CustomStringConvertible {
    /// The record as indented text for a terminal (`reflow explain`): one line per view, indented two spaces
    /// a level, with its frame and, when it was asked once, the question and answer; beneath it, lines marked
    /// `·` for its questions when there were several, its placement, its priority when not 0, its guides and a
    /// container's calls into its layout. An unspecified length shows as `nil`, an infinite one as `∞`;
    /// lengths are rounded to two decimals. Lines are wrapped to stay within 100 columns.
    ///
    /// ```
    /// HStack  frame (0, 0) 300×100  asked (300, 100) → 300×100
    ///   · calls: makeCache, sizeThatFits (300, 100) → 300×100, placeSubviews (0, 0) 300×100 (300, 100)
    ///   Color "flexible"  frame (0, 0) 242×100
    ///     · asked (0, 100) → 0×100, (∞, 100) → ∞×100, (242, 100) → 242×100
    ///     · placed at (0, 50) by leading, proposal (242, 100)
    /// ```
    public func text() -> String {
        var lines = ["size \(Self.size(size))"]
        root.appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The indented text form, `text()`.
    public var description: String { text() }

    /// Columns a line of `text()` stays within.
    static let columns = 100

    /// A length for people: `nil`, `∞`, or the number to two decimals without trailing zeros.
    static func length(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        if value.isNaN { return "NaN" }
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func size(_ size: CGSize) -> String { "\(length(size.width))×\(length(size.height))" }
    static func point(_ point: CGPoint) -> String { "(\(length(point.x)), \(length(point.y)))" }
    static func proposal(_ proposal: ProposedViewSize) -> String {
        "(\(length(proposal.width)), \(length(proposal.height)))"
    }
    static func rect(_ rect: CGRect) -> String { "\(point(rect.origin)) \(size(rect.size))" }

    /// A unit point by its name when it has one (`topLeading`), else as `(x, y)`.
    static func anchor(_ anchor: UnitPoint) -> String {
        anchor.name ?? "(\(length(anchor.x)), \(length(anchor.y)))"
    }

    /// `items` after `head`, separated by commas, wrapped so that no line passes `columns`; lines after the
    /// first are indented under the first item.
    static func wrapped(_ head: String, _ items: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = indent + head
        let continuation = String(repeating: " ", count: indent.count + head.count)
        for (i, item) in items.enumerated() {
            let piece = item + (i == items.count - 1 ? "" : ",")
            let separator = i == 0 ? "" : " "
            if i > 0, line.count + separator.count + piece.count > columns {
                lines.append(line)
                line = continuation + piece
            } else {
                line += separator + piece
            }
        }
        lines.append(line)
        return lines
    }
}

extension ViewRecord.SizeQuestion {
    /// `(300, nil) → 300×10`, marked `(kept)` when answered from the cache.
    var text: String {
        "\(NegotiationRecord.proposal(proposal)) → \(NegotiationRecord.size(answer))" + (cached ? " (kept)" : "")
    }
}

extension ViewRecord.LayoutCall {
    var text: String {
        switch self {
        case .makeCache: return "makeCache"
        case .updateCache: return "updateCache"
        case let .sizeThatFits(proposal, answer):
            return "sizeThatFits \(NegotiationRecord.proposal(proposal)) → \(NegotiationRecord.size(answer))"
        case let .placeSubviews(bounds, proposal):
            return "placeSubviews \(NegotiationRecord.rect(bounds)) \(NegotiationRecord.proposal(proposal))"
        case .spacing: return "spacing"
        case let .explicitAlignment(guide, size, value):
            return "explicitAlignment \(guide) in \(NegotiationRecord.size(size)) → \(NegotiationRecord.length(value))"
        }
    }
}

extension ViewRecord {
    func appendLines(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let detail = indent + "  · "
        var head = indent + view
        if let id { head += " \"\(id)\"" }
        head += "  frame \(NegotiationRecord.rect(frame))"
        // One question fits on the view's own line (the root, a view its container asked once).
        if asked.count == 1, head.count + 9 + asked[0].text.count <= NegotiationRecord.columns {
            head += "  asked \(asked[0].text)"
            lines.append(head)
        } else {
            lines.append(head)
            if !asked.isEmpty {
                lines += NegotiationRecord.wrapped("asked ", asked.map(\.text), indent: detail)
            }
        }
        if let placed {
            lines.append(detail + "placed at \(NegotiationRecord.point(placed.position)) by "
                         + "\(NegotiationRecord.anchor(placed.anchor)), "
                         + "proposal \(NegotiationRecord.proposal(placed.proposal))")
        }
        if priority != 0 { lines.append(detail + "priority \(NegotiationRecord.length(CGFloat(priority)))") }
        if !guides.isEmpty {
            lines += NegotiationRecord.wrapped("guides ", guides.map {
                "\($0.guide) \(NegotiationRecord.length($0.value))"
            }, indent: detail)
        }
        if !calls.isEmpty { lines += NegotiationRecord.wrapped("calls ", calls.map(\.text), indent: detail) }
        for child in children { child.appendLines(to: &lines, depth: depth + 1) }
    }
}

extension UnitPoint {
    /// The point's name in SwiftUI (`topLeading`), for the nine that have one; the text form and the
    /// inspector write anchors by it.
    var name: String? {
        let names: [(UnitPoint, String)] = [
            (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"),
            (.center, "center"), (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        return names.first { $0.0 == self }?.1
    }
}
