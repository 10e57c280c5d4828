import Foundation

/// The inspector's overlay, as Reflow views laid out at the window's size and drawn over the window's views:
/// the outlines, the label beside the hovered (or stepped) view, and the side panel of the pinned view.
struct InspectorOverlay: View {
    static let panelID = "inspector.panel"
    static let labelID = "inspector.label"

    let model: InspectorOverlayModel

    var body: some View {
        // The clear colour takes the window's size, and each `.position` view takes it too (layout rules §4.7:
        // a positioned view fills its proposal), so positions are window coordinates.
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(model.outlines.indices, id: \.self) { index in
                let outline = model.outlines[index]
                Rectangle()
                    .stroke(outline.color, lineWidth: outline.lineWidth)
                    .frame(width: outline.frame.width, height: outline.frame.height)
                    .position(x: outline.frame.midX, y: outline.frame.midY)
            }
            // A pinned stack's or grid's explanation (issue 21, item 3), over the views and under the panel;
            // its marks are in window coordinates, as the canvas here is.
            if let explained = model.explained, explained.explanation != nil {
                ContainerExplanationView(record: explained)
            }
            if let panel = model.panel {
                InspectorPanel(panel: panel)
                    .frame(width: panel.frame.width, height: panel.frame.height)
                    .id(Self.panelID)
                    .position(x: panel.frame.midX, y: panel.frame.midY)
            }
            if let label = model.label {
                CalloutLayout(target: label.target, area: label.area) {
                    InspectorLabel(text: label.text).id(Self.labelID)
                }
            }
        }
    }
}

/// Light monospaced text on a dark band: legible over any view and on a projector.
struct InspectorLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: InspectorMetrics.fontSize, design: .monospaced))
            .foregroundColor(InspectorColors.text)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(InspectorColors.band.opacity(0.9))
    }
}

/// The side panel: the pinned view's path in the tree, then its record line by line.
struct InspectorPanel: View {
    let panel: InspectorOverlayModel.Panel

    var body: some View {
        VStack(alignment: .leading, spacing: InspectorMetrics.lineSpacing) {
            Text(panel.title)
                .font(.system(size: InspectorMetrics.titleSize, weight: .bold, design: .monospaced))
                .foregroundColor(.white)
                .lineLimit(2)
            ForEach(panel.lines.indices, id: \.self) { index in
                let line = panel.lines[index]
                Text(line.text)
                    .font(.system(size: InspectorMetrics.fontSize, design: .monospaced))
                    .foregroundColor(Self.color(line.style))
                    .lineLimit(1)
                    // A literal's row is found by its id, to drag its number.
                    .id(line.id ?? "inspector.line.\(index)")
            }
        }
        .padding(InspectorMetrics.panelPadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 6).fill(InspectorColors.band.opacity(panel.isOpaque ? 0.94 : 0.86)))
    }

    private static func color(_ style: InspectorOverlayModel.Line.Style) -> Color {
        switch style {
        case .plain: return InspectorColors.text
        case .heading: return InspectorColors.heading
        case .current: return InspectorColors.step
        case .dim: return InspectorColors.dim
        }
    }
}

/// Places its one subview beside `target`: above it where there is room, else below, else just inside its
/// top; moved sideways to stay in the window (or in `area`, and cut to its width). It takes the whole proposal,
/// the window.
struct CalloutLayout: Layout {
    var target: CGRect
    /// The part of the window the label must stay in (beside the panel); nil for all of it.
    var area: CGRect?
    /// The gap between the label and the view.
    var gap: CGFloat = 2

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        let bounds = area.map { bounds.intersection($0) }.flatMap { $0.isNull || $0.width < 1 ? nil : $0 } ?? bounds
        // As wide as it wants up to the window's width; one line high.
        let size = label.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
        let finite = target.origin.x.isFinite && target.origin.y.isFinite && target.width.isFinite
            && target.height.isFinite
        let anchor = finite ? target : CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
        let x = min(max(anchor.minX, bounds.minX), max(bounds.maxX - size.width, bounds.minX))
        let y: CGFloat
        if anchor.minY - gap - size.height >= bounds.minY {
            y = anchor.minY - gap - size.height
        } else if anchor.maxY + gap + size.height <= bounds.maxY {
            y = anchor.maxY + gap
        } else {
            y = max(anchor.minY, bounds.minY) + gap
        }
        label.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
    }
}
