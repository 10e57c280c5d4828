import Foundation

extension LayoutSweep {
    /// The changes as lines of text under a line that says what was swept. Changes of one kind at one length
    /// to several views of one container (a flow's items jumping to other rows) share a line; a long path
    /// keeps its first step and its last two:
    ///
    ///     width 280…1200 pt (height 320 pt): 30 changes at 2 widths
    ///       300  switches    ViewThatFits[0]  candidate 2 → 1
    ///       412  unwraps     VStack[0]/Text[0]  2 → 1 lines ("Hello world")
    ///       520  jumps       28 views in VStack[0]/…/.padding[0]/FlowLayout[0]: Text[0], Text[1], Text[2], …
    public func text() -> String {
        let (dimension, other) = axis == .horizontal ? ("width", "height") : ("height", "width")
        let count = changes.count, at = lengths.count
        var lines = ["\(dimension) \(from)…\(to) pt (\(other) \(LayoutSweepState.number(across)) pt): "
            + (count == 0 ? "no changes" : "\(count) change\(count == 1 ? "" : "s") at \(at) \(dimension)\(at == 1 ? "" : "s")")]
        let kindWidth = Change.Kind.allCases.map(\.rawValue.count).max()!
        func line(_ length: Int, _ kind: Change.Kind, _ words: String) -> String {
            let number = String(length)
            return "  " + String(repeating: " ", count: max(0, 5 - number.count)) + number + "  "
                + kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0) + "  " + words
        }
        var index = 0
        while index < changes.count {
            let change = changes[index]
            let container = LayoutSweepState.parent(of: change.view)
            var end = index + 1
            while end < changes.count, changes[end].length == change.length, changes[end].kind == change.kind,
                  LayoutSweepState.parent(of: changes[end].view) == container {
                end += 1
            }
            if end - index >= 3, let container {
                let names = changes[index..<end].map { String($0.view.dropFirst(container.count + 1)) }
                let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
                lines.append(line(change.length, change.kind, "\(names.count) views in \(Self.short(container)): \(listed)"))
            } else {
                for one in changes[index..<end] { lines.append(line(one.length, one.kind, Self.short(one.view) + "  " + one.detail)) }
            }
            index = end
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A view's path, its middle left out when it has more than four steps.
    static func short(_ path: String) -> String {
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        guard steps.count > 4 else { return path }
        return ([steps[0], "…"] + steps.suffix(2)).joined(separator: "/")
    }

    /// The sweep as JSON: `{"axis": "width", "from": 280, "to": 1200, "across": 320, "jump": 4, "changes":
    /// [{"at": 300, "kind": "switches", "view": "ViewThatFits[0]", "detail": "candidate 2 → 1"}, …]}`, keys sorted.
    public func jsonData() -> Data {
        let object: [String: Any] = [
            "axis": axis == .horizontal ? "width" : "height",
            "from": from, "to": to, "across": Double(across), "jump": Double(jump),
            "changes": changes.map {
                ["at": $0.length, "kind": $0.kind.rawValue, "view": $0.view, "detail": $0.detail] as [String: Any]
            },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])) ?? Data()
        return data + Data("\n".utf8)
    }
}
