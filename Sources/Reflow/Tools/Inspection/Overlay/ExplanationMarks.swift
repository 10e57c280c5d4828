import Foundation

/// Works out the marks of `ContainerExplanationView` from a record: pure geometry, from the record's frames
/// and its explanation's numbers, so that tests can check where each mark goes.
enum ExplanationMarks {
    /// Labels stay legible on a projector (issue 21: text of 13 points at least, on a dark band).
    static let textSize: CGFloat = 13
    static let badgeSize: CGFloat = 22
    /// The min–max bar's thickness, and its distance from the stack's far side across the axis.
    static let barThickness: CGFloat = 6
    static let barInset: CGFloat = 10
    /// The room a label needs outside a container to go there rather than inside it.
    static let labelRoom: CGFloat = 24

    /// One colour per priority group, the first group (the highest priority) first.
    static let groupColors: [Color] = [
        Color(red: 0.95, green: 0.55, blue: 0.1), Color(red: 0.15, green: 0.7, blue: 0.85),
        Color(red: 0.65, green: 0.4, blue: 0.95), Color(red: 0.35, green: 0.8, blue: 0.35),
        Color(red: 0.95, green: 0.35, blue: 0.6),
    ]
    static let gapColor = Color(red: 0.9, green: 0.2, blue: 0.7)
    static let columnColors = [Color(red: 0.2, green: 0.5, blue: 1), Color(red: 0.1, green: 0.8, blue: 0.7)]
    static let rowColors = [Color(red: 1, green: 0.6, blue: 0.1), Color(red: 0.9, green: 0.85, blue: 0.2)]

    static func marks(for record: ViewRecord) -> [ExplanationMark] {
        switch record.explanation {
        case .stack(let stack)?: return marks(for: stack, in: record)
        case .grid(let grid)?: return marks(for: grid, in: record)
        case nil: return []
        }
    }

    /// A length as the inspector writes it: whole numbers plain, others to a tenth, ∞ for infinity.
    static func text(_ length: CGFloat) -> String {
        if length.isNaN { return "?" }
        if length.isInfinite { return length > 0 ? "∞" : "-∞" }
        let rounded = (length * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.1f", Double(rounded))
    }

    // MARK: Stacks

    static func marks(for stack: StackExplanation, in record: ViewRecord) -> [ExplanationMark] {
        let frame = record.frame
        let horizontal = stack.axis == .horizontal
        let start = horizontal ? frame.minX : frame.minY, end = horizontal ? frame.maxX : frame.maxY
        let acrossStart = horizontal ? frame.minY : frame.minX
        let thickness = horizontal ? frame.height : frame.width
        /// A rectangle given along the axis and across it.
        func rect(_ along: CGFloat, _ length: CGFloat, _ across: CGFloat, _ width: CGFloat) -> CGRect {
            horizontal ? CGRect(x: along, y: across, width: length, height: width)
                : CGRect(x: across, y: along, width: width, height: length)
        }
        var marks: [ExplanationMark] = []

        // The gaps, hatched across the stack's whole thickness, their lengths beyond its far side.
        for gap in stack.gaps {
            let gapRect = rect(start + gap.offset, gap.length, acrossStart, thickness)
            marks.append(ExplanationMark(.band(gapColor.opacity(0.25)), in: gapRect))
            marks.append(ExplanationMark(.hatch(gapColor), in: gapRect))
            let point = horizontal ? CGPoint(x: gapRect.midX, y: frame.maxY + 2) : CGPoint(x: frame.maxX + 2, y: gapRect.midY)
            marks.append(ExplanationMark(.label("gap " + text(gap.length)), at: point, anchor: horizontal ? .top : .leading))
        }

        let lane = acrossStart + thickness - barInset
        for child in stack.children where child.child < record.children.count {
            let childFrame = record.children[child.child].frame
            let color = groupColors[(child.group ?? 0) % groupColors.count]
            marks.append(ExplanationMark(.band(color.opacity(0.22)), in: childFrame))
            marks.append(ExplanationMark(.outline(color), in: childFrame))
            // The probes: solid to the minimum, light to the maximum; ∞ is an arrow to the stack's edge.
            let childStart = horizontal ? childFrame.minX : childFrame.minY
            if let minimum = child.minimum, let maximum = child.maximum {
                marks.append(ExplanationMark(.band(color), in: rect(childStart, max(0, minimum), lane, barThickness)))
                if maximum.isInfinite {
                    let headStart = max(childStart + minimum, end - barInset)
                    marks.append(ExplanationMark(.band(color.opacity(0.45)),
                                                 in: rect(childStart + minimum, headStart - childStart - minimum, lane, barThickness)))
                    marks.append(ExplanationMark(.arrowHead(stack.axis, color),
                                                 in: rect(headStart, barInset, lane - 3, barThickness + 6)))
                } else {
                    marks.append(ExplanationMark(.band(color.opacity(0.45)),
                                                 in: rect(childStart + minimum, max(0, maximum - minimum), lane, barThickness)))
                    marks.append(ExplanationMark(.band(color), in: rect(childStart + maximum - 1, 2, lane - 4, barThickness + 8)))
                }
            }
            // The order it was offered space in, and what it was offered and took.
            let corner = CGPoint(x: childFrame.minX + 4, y: childFrame.minY + 4)
            if let order = child.order {
                marks.append(ExplanationMark(.badge(String(order), color), at: corner, anchor: .topLeading))
            }
            let offered = child.offered.map { "offered " + text($0) } ?? "ideal"
            marks.append(ExplanationMark(.label(offered + " → took " + text(child.taken)),
                                         at: CGPoint(x: corner.x + badgeSize + 4, y: corner.y), anchor: .topLeading))
            if let minimum = child.minimum, let maximum = child.maximum {
                marks.append(ExplanationMark(.label("min \(text(minimum)) · max \(text(maximum)) · priority \(text(CGFloat(child.priority)))"),
                                             at: CGPoint(x: corner.x, y: corner.y + badgeSize + 4), anchor: .topLeading))
            }
        }

        var title = record.view
        if let proposal = stack.proposal { title += " · proposed " + text(proposal) } else { title += " · ideal" }
        if let remaining = stack.remaining { title += " · left " + text(remaining) }
        marks.append(heading(title, frame))
        return marks
    }

    /// The container's heading: above it when there is room, else below it.
    private static func heading(_ text: String, _ frame: CGRect) -> ExplanationMark {
        frame.minY >= labelRoom
            ? ExplanationMark(.label(text), at: CGPoint(x: frame.minX, y: frame.minY - 2), anchor: .bottomLeading)
            : ExplanationMark(.label(text), at: CGPoint(x: frame.minX, y: frame.maxY + 2), anchor: .topLeading)
    }

    // MARK: Grids

    static func marks(for grid: GridExplanation, in record: ViewRecord) -> [ExplanationMark] {
        let frame = record.frame
        var marks: [ExplanationMark] = []
        let labelsAbove = frame.minY >= labelRoom, labelsLeft = frame.minX >= 2 * labelRoom
        for (k, column) in grid.columns.enumerated() {
            let band = CGRect(x: frame.minX + column.offset, y: frame.minY, width: column.length, height: frame.height)
            marks.append(ExplanationMark(.band(columnColors[k % 2].opacity(0.2)), in: band))
            marks.append(labelsAbove
                ? ExplanationMark(.label(text(column.length)), at: CGPoint(x: band.midX, y: frame.minY - 2), anchor: .bottom)
                : ExplanationMark(.label(text(column.length)), at: CGPoint(x: band.midX, y: frame.minY + 2), anchor: .top))
            if k < grid.columnGaps.count {
                let gap = CGRect(x: band.maxX, y: frame.minY, width: grid.columnGaps[k], height: frame.height)
                marks.append(ExplanationMark(.hatch(gapColor), in: gap))
            }
        }
        for (k, row) in grid.rows.enumerated() {
            let band = CGRect(x: frame.minX, y: frame.minY + row.offset, width: frame.width, height: row.length)
            marks.append(ExplanationMark(.band(rowColors[k % 2].opacity(0.2)), in: band))
            marks.append(labelsLeft
                ? ExplanationMark(.label(text(row.length)), at: CGPoint(x: frame.minX - 2, y: band.midY), anchor: .trailing)
                : ExplanationMark(.label(text(row.length)), at: CGPoint(x: frame.minX + 2, y: band.midY), anchor: .leading))
            if k < grid.rowGaps.count {
                let gap = CGRect(x: frame.minX, y: band.maxY, width: frame.width, height: grid.rowGaps[k])
                marks.append(ExplanationMark(.hatch(gapColor), in: gap))
            }
        }
        // Cells that span several columns, outlined over the columns they cover.
        for cell in grid.cells where cell.columnSpan > 1 && cell.row < grid.rows.count
            && cell.column + cell.columnSpan <= grid.columns.count {
            let first = grid.columns[cell.column], last = grid.columns[cell.column + cell.columnSpan - 1]
            let row = grid.rows[cell.row]
            let rect = CGRect(x: frame.minX + first.offset, y: frame.minY + row.offset,
                              width: last.offset + last.length - first.offset, height: row.length)
            marks.append(ExplanationMark(.outline(.white), in: rect))
            marks.append(ExplanationMark(.label("spans \(cell.columnSpan)"), at: CGPoint(x: rect.minX + 2, y: rect.minY + 2),
                                         anchor: .topLeading))
        }
        let spacing = (grid.columnGaps.first.map(text) ?? "–") + " × " + (grid.rowGaps.first.map(text) ?? "–")
        marks.append(heading("\(record.view) · \(grid.columns.count) columns × \(grid.rows.count) rows · spacing \(spacing)",
                             CGRect(x: frame.minX, y: labelsAbove ? frame.minY - labelRoom : frame.minY,
                                    width: frame.width, height: frame.height + (labelsAbove ? labelRoom : 0))))
        return marks
    }
}
