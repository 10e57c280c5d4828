import Foundation

/// Draws a stack's or a grid's explanation (`ViewRecord.explanation`) over it, as browsers draw their flex and
/// grid overlays; for the window inspector, which lays it out over the whole window in a host of its own
/// (`docs/container-explanations.md` says how to read it).
///
/// For a stack (layout rules §5.1), over each child: a band in its priority group's colour; a bar from the
/// child's start to its minimum (solid) and on to its maximum (light; an arrow to the stack's edge for ∞); a
/// numbered badge with the order it was offered space in; "offered 146 → took 50"; and the gaps between
/// children hatched, with their lengths. For a grid (§5.3, §17.5), the columns and rows as tinted bands with
/// their lengths at the edges, the gaps between them hatched, and spanning cells outlined. Other records
/// draw nothing.
///
/// Every position comes from the record's frames, which are in the inspected host's coordinates: the view
/// must be laid out at the same origin and size as that host (the inspector's overlay is).
@_spi(Viewer)
public struct ContainerExplanationView: View {
    let marks: [ExplanationMark]

    /// The explanation of `record`, a stack's or a grid's record from `ViewHost.recordNegotiation()`.
    public init(record: ViewRecord) {
        // Labels last, so that they are drawn over the bands and bars of the children after theirs.
        let all = ExplanationMarks.marks(for: record)
        marks = all.filter { !$0.isLabel } + all.filter(\.isLabel)
    }

    /// The marks on a canvas in the record's coordinates; the overlay takes no input.
    public var body: some View {
        LayoutView(layout: ExplanationCanvas(), content: ForEach(0..<marks.count, id: \.self) { i in
            ExplanationMarkView(mark: marks[i]).layoutValue(key: ExplanationPinKey.self, value: marks[i].pin)
        })
        .allowsHitTesting(false)
    }
}

/// One thing the explanation draws, and where.
struct ExplanationMark: Equatable {
    enum Kind: Equatable {
        /// A tinted rectangle (a child's group, a track, a min–max bar).
        case band(Color)
        /// A rectangle's outline (a child, a spanning cell).
        case outline(Color)
        /// A hatched rectangle (a gap).
        case hatch(Color)
        /// White text on a dark band, at least 13 points, for a projector.
        case label(String)
        /// A round badge with a number, in a group's colour.
        case badge(String, Color)
        /// An arrow's head pointing along the axis (an infinite maximum).
        case arrowHead(Axis, Color)
    }

    var kind: Kind
    var pin: ExplanationPin

    var isLabel: Bool {
        if case .label = kind { return true }
        return false
    }

    /// A mark filling `rect`.
    init(_ kind: Kind, in rect: CGRect) {
        self.kind = kind
        pin = ExplanationPin(point: rect.origin, anchor: .topLeading, size: rect.size)
    }

    /// A mark of its ideal size with its `anchor` at `point`.
    init(_ kind: Kind, at point: CGPoint, anchor: UnitPoint) {
        self.kind = kind
        pin = ExplanationPin(point: point, anchor: anchor, size: nil, avoidsOverlap: false)
        switch kind {
        case .label: pin.avoidsOverlap = true
        case .badge: pin.isObstacle = true
        default: break
        }
    }
}

/// The view of one mark.
struct ExplanationMarkView: View {
    let mark: ExplanationMark

    var body: some View {
        switch mark.kind {
        case .band(let color):
            Rectangle().fill(color)
        case .outline(let color):
            Rectangle().stroke(color, lineWidth: 2)
        case .hatch(let color):
            HatchShape().stroke(color, lineWidth: 1).clipped()
        case .label(let text):
            Text(text).font(.system(size: ExplanationMarks.textSize, weight: .semibold)).foregroundColor(.white)
                .padding(.horizontal, 4).padding(.vertical, 2)
                .background(Color(red: 0.08, green: 0.08, blue: 0.1).opacity(0.85))
        case let .badge(text, color):
            Text(text).font(.system(size: ExplanationMarks.textSize, weight: .bold)).foregroundColor(.white)
                .frame(width: ExplanationMarks.badgeSize, height: ExplanationMarks.badgeSize)
                .background(Circle().fill(color))
        case let .arrowHead(axis, color):
            ArrowHeadShape(axis: axis).fill(color)
        }
    }
}
