import Foundation

/// A number being dragged in the inspector's panel: where the drag began and the value then.
struct LiteralDrag {
    var key: String
    var role: String?
    var startX: CGFloat
    var from: DesignTimeValues.Value
    var current: DesignTimeValues.Value
}

/// "A number you can drag" (issue 30, item 5): in a preview, the panel lists the numeric literals of the body
/// that made the pinned view ("padding 10 · Tags.swift:75"), the roles that shape a layout first. Dragging a row
/// sideways changes its number, 1 per 2 points (Shift: per 10); Tab selects a row, and Left and Right then
/// change it by 1 (Shift: 10). Each new value goes into `DesignTimeValues` at once and to `onLiteralEdit`, whose
/// owner builds the views again with it and, once it settles, writes it into the file.
extension Inspector {
    /// The id of the panel's row for `literalRows[index]`, by which a press finds it.
    static func literalRowID(_ index: Int) -> String { "inspector.literal.\(index)" }

    /// The numeric literals of the body that made the pinned view, or of the nearest view around it whose body
    /// read some, each with its value now; empty outside a preview (no `DesignTimeValues.catalog`).
    @_spi(Preview) public var literalRows: [DesignTimeLiteral] {
        guard var path = pinnedPath else { return [] }
        let catalog = DesignTimeValues.catalog
        guard !catalog.isEmpty else { return [] }
        while true {
            if let view = view(at: path) {
                let rows = Self.rows(of: view.literals, in: catalog)
                if !rows.isEmpty { return rows }
            }
            guard path.count > subtreePath.count else { return [] }
            path.removeLast()
        }
    }

    private static func rows(of keys: [String], in catalog: [String: DesignTimeLiteral]) -> [DesignTimeLiteral] {
        var seen = Set<String>()
        var rows = keys.compactMap { key -> DesignTimeLiteral? in
            guard seen.insert(key).inserted, var literal = catalog[key], literal.value.number != nil else { return nil }
            if let current = DesignTimeValues.currentValue(for: key) { literal.value = current }
            return literal
        }
        rows.sort { (rank(of: $0.role), $0.file, $0.line, $0.column) < (rank(of: $1.role), $1.file, $1.line, $1.column) }
        return rows
    }

    /// Padding, spacing, frame, offset and corner radius first, as the issue names them, then a layout's or a
    /// view's labelled argument (`FlowLayout spacing`), then the rest; in source order within each.
    static func rank(of role: String?) -> Int {
        guard let role else { return 7 }
        let words = role.split(separator: " ")
        let name = words.first.map(String.init) ?? "", label = words.dropFirst().first.map(String.init)
        switch (name, label) {
        case ("padding", _): return 0
        case (_, "spacing"?): return 1
        case ("frame", _): return 2
        case ("offset", _): return 3
        case ("cornerRadius", _), (_, "cornerRadius"?): return 4
        default: return name.first?.isUppercase == true && label != nil ? 5 : 6
        }
    }

    /// "padding 10 · Tags.swift:75".
    static func text(of literal: DesignTimeLiteral) -> String {
        "\(literal.role ?? "literal") \(literal.value.text) · \(literal.file):\(literal.line)"
    }

    // MARK: Dragging

    /// Whether a number is being dragged.
    @_spi(Preview) public var isDraggingLiteral: Bool { literalDrag != nil }

    /// Starts dragging the number of the panel's literal row at `point` (host coordinates), which it selects;
    /// false when no row is there.
    @_spi(Preview) public func beginLiteralDrag(at point: CGPoint) -> Bool {
        guard let overlayHost else { return false }
        for (index, row) in literalRows.enumerated() {
            guard let frame = overlayHost.frame(of: Self.literalRowID(index)), frame.contains(point) else { continue }
            literalDrag = LiteralDrag(key: row.key, role: row.role, startX: point.x, from: row.value, current: row.value)
            selectedLiteral = index
            return true
        }
        return false
    }

    /// The pointer moved to `point` while dragging: the number is its value at the start moved by 1 per 2 points
    /// right (`fine`: per 10), and given to the views if that changed it.
    @_spi(Preview) public func dragLiteral(to point: CGPoint, fine: Bool = false) {
        guard var drag = literalDrag else { return }
        let steps = ((point.x - drag.startX) / (fine ? 10 : 2)).rounded(.towardZero)
        let value = Self.value(drag.from, movedBy: Double(steps), role: drag.role)
        guard value != drag.current else { return }
        drag.current = value
        literalDrag = drag
        edit(DesignTimeEdit(key: drag.key, from: drag.from, to: value, phase: .live))
    }

    /// The pointer let go: the value reached is settled, to be written into the file.
    @_spi(Preview) public func endLiteralDrag() {
        guard let drag = literalDrag else { return }
        literalDrag = nil
        if drag.current != drag.from { edit(DesignTimeEdit(key: drag.key, from: drag.from, to: drag.current, phase: .settled)) }
    }

    // MARK: Keys

    /// Tab: selects the next literal row (or the previous, `by: -1`), round; false when the pinned view lists
    /// none, so that Tab goes on to the views.
    func selectLiteral(by delta: Int) -> Bool {
        let count = literalRows.count
        guard count > 0 else { return false }
        selectedLiteral = selectedLiteral.map { (($0 + delta) % count + count) % count } ?? (delta > 0 ? 0 : count - 1)
        return true
    }

    /// Left or Right on a selected row.
    func stepLiteral(by amount: Double) {
        let rows = literalRows
        guard let index = selectedLiteral, rows.indices.contains(index) else { return }
        let row = rows[index]
        let value = Self.value(row.value, movedBy: amount, role: row.role)
        guard value != row.value else { return }
        edit(DesignTimeEdit(key: row.key, from: row.value, to: value, phase: .stepped))
    }

    private func edit(_ edit: DesignTimeEdit) {
        DesignTimeValues.set(edit.to, for: edit.key)
        onLiteralEdit?(edit)
    }

    /// `value` moved by `amount`, of its own kind. A length that was not negative stays so (a negative padding,
    /// frame or radius is a mistake, and Reflow warns of it); an offset goes either way.
    static func value(_ value: DesignTimeValues.Value, movedBy amount: Double, role: String?) -> DesignTimeValues.Value {
        let keepsSign = (value.number ?? 0) >= 0 && role?.hasPrefix("offset") != true
        switch value {
        case .integer(let number):
            let (moved, overflow) = number.addingReportingOverflow(Int(amount))
            if overflow { return value }
            return .integer(keepsSign ? max(moved, 0) : moved)
        case .float(let number):
            let moved = number + amount
            return .float(keepsSign ? max(moved, 0) : moved)
        case .string, .boolean:
            return value
        }
    }
}

extension DesignTimeValues.Value {
    /// The value as a number; nil for a string or a Boolean.
    var number: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .float(let number): return number
        case .string, .boolean: return nil
        }
    }

    /// The value as Swift writes the literal: `10`, `10.5`, `-4.0`.
    var text: String {
        switch self {
        case .integer(let number): return String(number)
        case .float(let number): return String(number)
        case .string(let text): return String(reflecting: text)
        case .boolean(let flag): return String(flag)
        }
    }
}
