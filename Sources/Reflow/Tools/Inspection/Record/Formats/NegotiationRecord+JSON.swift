import Foundation

extension NegotiationRecord {
    /// The record as JSON, for tools and for comparing a layout's behaviour between commits
    /// (`reflow explain --json`):
    ///
    /// ```
    /// {"size": {"width": W, "height": H}, "root": NODE}
    /// NODE = {"view": "HStack", "id": "a" or null, "frame": {"x", "y", "width", "height"},
    ///         "asked": [{"proposal": {"width": LENGTH, "height": LENGTH},
    ///                    "answer": {"width", "height"}, "cached": bool}, …],
    ///         "placed": {"at": {"x", "y"}, "anchor": {"x", "y"}, "proposal": {"width": LENGTH, "height": LENGTH}}
    ///                   or null,
    ///         "priority": number,
    ///         "kind": "container" | "leaf" | "spacer",
    ///         "guides": [{"guide": name, "value": number}, …],
    ///         "calls": [{"call": "sizeThatFits", …}, …],
    ///         "steps": [{"call": i} | {"asked": child, "question": q} | {"placed": child}, …],
    ///         "children": [NODE, …]}
    /// ```
    ///
    /// A LENGTH is a number, `null` for an unspecified length (`nil` in a `ProposedViewSize`), or the string
    /// `"infinity"`. Any other number that is infinite — an answer to an infinite proposal, such as a colour's —
    /// is written as `"infinity"` too (`"-infinity"` if negative), since JSON has no infinite numbers. Whole
    /// numbers are written without a fraction (`300`, not `300.0`); others in the shortest form that reads back
    /// as the same value. Keys are always in the order above; a frame, a question, a placement, a call is one
    /// line, and a view's keys one line each, so two records of the same layout diff line by line.
    ///
    /// `kind`, `guides`, `calls` and `steps` go beyond the keys `view` … `priority` and `children`; a step's
    /// numbers index the node's `calls`, `children` and a child's `asked`.
    public var json: String {
        RecordJSON.fields([
            ("size", .fields([("width", .number(size.width)), ("height", .number(size.height))])),
            ("root", root.jsonValue),
        ]).written() + "\n"
    }

    /// `json` as UTF-8.
    public func jsonData() -> Data { Data(json.utf8) }
}

extension ViewRecord {
    var jsonValue: RecordJSON {
        .fields([
            ("view", .string(view)),
            ("id", id.map(RecordJSON.string) ?? .null),
            ("frame", .fields([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                               ("width", .number(frame.width)), ("height", .number(frame.height))])),
            ("asked", .array(asked.map { question in
                RecordJSON.fields([("proposal", Self.json(question.proposal)), ("answer", Self.json(question.answer)),
                         ("cached", .bool(question.cached))])
            })),
            ("placed", placed.map { placed in
                RecordJSON.fields([("at", .fields([("x", .number(placed.position.x)), ("y", .number(placed.position.y))])),
                         ("anchor", .fields([("x", .number(placed.anchor.x)), ("y", .number(placed.anchor.y))])),
                         ("proposal", Self.json(placed.proposal))])
            } ?? .null),
            ("priority", .number(CGFloat(priority))),
            ("kind", .string(kind.rawValue)),
            ("guides", .array(guides.map { RecordJSON.fields([("guide", .string($0.guide)), ("value", .number($0.value))]) })),
            ("calls", .array(calls.map(\.jsonValue))),
            ("steps", .array(steps.map(\.jsonValue))),
            ("children", .array(children.map(\.jsonValue))),
        ])
    }

    static func json(_ proposal: ProposedViewSize) -> RecordJSON {
        .fields([("width", .length(proposal.width)), ("height", .length(proposal.height))])
    }

    static func json(_ size: CGSize) -> RecordJSON {
        .fields([("width", .number(size.width)), ("height", .number(size.height))])
    }
}

extension ViewRecord.LayoutCall {
    var jsonValue: RecordJSON {
        switch self {
        case .makeCache: return .fields([("call", .string("makeCache"))])
        case .updateCache: return .fields([("call", .string("updateCache"))])
        case let .sizeThatFits(proposal, answer):
            return .fields([("call", .string("sizeThatFits")), ("proposal", ViewRecord.json(proposal)),
                            ("answer", ViewRecord.json(answer))])
        case let .placeSubviews(bounds, proposal):
            return .fields([("call", .string("placeSubviews")),
                            ("bounds", .fields([("x", .number(bounds.minX)), ("y", .number(bounds.minY)),
                                                ("width", .number(bounds.width)),
                                                ("height", .number(bounds.height))])),
                            ("proposal", ViewRecord.json(proposal))])
        case .spacing:
            // ViewSpacing keeps its preferences private, as SwiftUI's does: only that it was asked.
            return .fields([("call", .string("spacing"))])
        case let .explicitAlignment(guide, size, value):
            return .fields([("call", .string("explicitAlignment")), ("guide", .string(guide)),
                            ("size", ViewRecord.json(size)), ("value", value.map(RecordJSON.number) ?? .null)])
        }
    }
}

extension ViewRecord.Step {
    var jsonValue: RecordJSON {
        switch self {
        case .call(let call): return .fields([("call", .number(CGFloat(call)))])
        case let .asked(child, question):
            return .fields([("asked", .number(CGFloat(child))), ("question", .number(CGFloat(question)))])
        case .placed(let child): return .fields([("placed", .number(CGFloat(child)))])
        }
    }
}
