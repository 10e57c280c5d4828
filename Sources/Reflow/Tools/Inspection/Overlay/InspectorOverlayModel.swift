import Foundation

/// What the inspector's overlay shows, worked out from the inspector's state and the window's size: plain
/// values, so that the overlay's views only lay them out.
struct InspectorOverlayModel {
    struct Outline {
        var frame: CGRect
        var color: Color
        var lineWidth: CGFloat
    }

    struct Label {
        var text: String
        /// The frame the label sits next to.
        var target: CGRect
        /// Where the label may go: beside an opaque panel, not over it; nil for the whole window.
        var area: CGRect?
    }

    struct Line {
        var text: String
        var style: Style
        /// The id a press finds the line by (a literal's row), if it has one.
        var id: String? = nil

        enum Style { case plain, heading, current, dim }
    }

    struct Panel {
        var frame: CGRect
        /// False when the panel lies over the view (one that spans the window): it lets the view show through.
        var isOpaque: Bool
        var title: String
        var lines: [Line]
    }

    var size: CGSize
    var outlines: [Outline] = []
    var label: Label?
    var panel: Panel?
    /// The pinned container and its frame, for the stack and grid explanations (issue 21, item 3).
    var explained: ViewRecord?
}

/// The overlay's sizes, in points: they scale with the window's zoom as the views do.
enum InspectorMetrics {
    /// Labels and panel text: at least 13 points, legible on a projector.
    static let fontSize: CGFloat = 13
    static let titleSize: CGFloat = 14
    static let lineSpacing: CGFloat = 3
    static let panelPadding: CGFloat = 10
    static let margin: CGFloat = 8
    /// A panel line's height with its spacing, rounded up for the window's fonts (a 13-point monospaced face is
    /// 15 to 17 points from line to line), so that the lines cut to fit never run past the panel.
    static let lineStep: CGFloat = 20
    /// The panel's width: about two fifths of the window, within these bounds.
    static let panelShare: CGFloat = 0.42
    static let panelWidths: ClosedRange<CGFloat> = 280...520
    /// Narrower than this, a panel beside the view is not worth having: it goes over the view instead.
    static let narrowestPanel: CGFloat = 220
}

/// The colours that tell the kinds of view apart, and the parent and step highlights.
enum InspectorColors {
    static func color(of kind: ViewRecord.Kind) -> Color {
        switch kind {
        case .container: return Color(red: 0.2, green: 0.55, blue: 1)
        case .leaf: return Color(red: 1, green: 0.5, blue: 0.1)
        case .spacer: return Color(red: 0.15, green: 0.75, blue: 0.35)
        }
    }

    static let parent = Color(red: 0.85, green: 0.25, blue: 0.85)
    static let step = Color(red: 1, green: 0.85, blue: 0)
    static let text = Color(white: 0.95)
    static let heading = Color(red: 0.55, green: 0.8, blue: 1)
    static let dim = Color(white: 0.65)
    static let band = Color(white: 0.08)
}

extension Inspector {
    /// The overlay's content for a window `size` points large.
    func overlayModel(size: CGSize) -> InspectorOverlayModel {
        var model = InspectorOverlayModel(size: size)
        if let hoveredPath, let hovered = view(at: hoveredPath), hoveredPath != pinnedPath {
            if hoveredPath.count > subtreePath.count, let parent = view(at: Array(hoveredPath.dropLast())) {
                model.outlines.append(.init(frame: parent.frame, color: InspectorColors.parent, lineWidth: 1.5))
            }
            model.outlines.append(.init(frame: hovered.frame, color: InspectorColors.color(of: hovered.kind),
                                        lineWidth: 2))
            model.label = .init(text: InspectorText.label(of: hovered), target: hovered.frame)
        }
        if let pinnedPath, let pinned = view(at: pinnedPath) {
            if pinnedPath.count > subtreePath.count, let parent = view(at: Array(pinnedPath.dropLast())) {
                model.outlines.append(.init(frame: parent.frame, color: InspectorColors.parent, lineWidth: 1.5))
            }
            model.outlines.append(.init(frame: pinned.frame, color: InspectorColors.color(of: pinned.kind),
                                        lineWidth: 3))
            // Step mode shows one step at a time; the whole explanation would cover it.
            if pinned.kind == .container && step == nil { model.explained = pinned }
            if let step, pinned.steps.indices.contains(step) {
                addStep(step, of: pinned, to: &model)
            } else if model.label == nil {
                model.label = .init(text: InspectorText.label(of: pinned), target: pinned.frame)
            }
            let panel = panel(for: pinned, path: pinnedPath, size: size)
            model.panel = panel
            // The label stays clear of the panel, on the other side of the window, where there is room for it.
            let gap = InspectorMetrics.margin
            let area = panel.frame.midX > size.width / 2
                ? CGRect(x: 0, y: 0, width: max(panel.frame.minX - gap, 0), height: size.height)
                : CGRect(x: panel.frame.maxX + gap, y: 0, width: max(size.width - panel.frame.maxX - gap, 0),
                         height: size.height)
            if area.width >= InspectorMetrics.narrowestPanel { model.label?.area = area }
        }
        model.outlines.removeAll { !isDrawable($0.frame) }
        return model
    }

    private func isDrawable(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// Step mode: the child asked or placed outlined in the step colour, with what it was asked and answered
    /// (or where it was placed) beside it; a call into the container's layout labelled on the container.
    private func addStep(_ index: Int, of container: ViewRecord, to model: inout InspectorOverlayModel) {
        let step = container.steps[index]
        let counter = "\(index + 1)/\(container.steps.count)"
        var target = container.frame
        switch step {
        case .asked(let child, _), .placed(let child):
            if container.children.indices.contains(child) {
                target = container.children[child].frame
                model.outlines.append(.init(frame: target, color: InspectorColors.step, lineWidth: 3))
            }
        case .call:
            break
        }
        model.label = .init(text: "\(counter) · " + InspectorText.step(step, of: container), target: target)
    }

    /// "VStack › FlowLayout › .padding › Text" from the inspected subtree's root; a deep path keeps its end.
    @_spi(Viewer) public func pathText(_ path: [Int]) -> String {
        guard var view = view(at: subtreePath) else { return "" }
        var names = [view.view]
        for index in path.dropFirst(subtreePath.count) {
            view = view.children[index]
            names.append(view.view)
        }
        let shown = 5
        if names.count > shown { return "… › " + names.suffix(shown - 1).joined(separator: " › ") }
        return names.joined(separator: " › ")
    }

    /// The side panel: beside the view, on the side with more room, when that side holds a panel of a useful
    /// width; otherwise (a view spanning the window) over the half away from where the view was pinned, and
    /// see-through.
    func panelFrame(avoiding frame: CGRect, size: CGSize) -> (frame: CGRect, isOpaque: Bool) {
        let margin = InspectorMetrics.margin
        let widths = InspectorMetrics.panelWidths
        let preferred = min(max(size.width * InspectorMetrics.panelShare, widths.lowerBound), widths.upperBound, max(size.width - 2 * margin, 1))
        let height = max(size.height - 2 * margin, 1)
        if isDrawable(frame) {
            let left = frame.minX - 2 * margin, right = size.width - frame.maxX - 2 * margin
            let onRight = right >= left
            let width = min(preferred, onRight ? right : left)
            if width >= min(InspectorMetrics.narrowestPanel, preferred) {
                let x = onRight ? size.width - margin - width : margin
                return (CGRect(x: x, y: margin, width: width, height: height), true)
            }
        }
        let width = min(preferred, max(size.width / 2 - margin, 1))
        let pointerOnLeft = (pinPoint?.x ?? 0) < size.width / 2
        let x = pointerOnLeft ? size.width - margin - width : margin
        return (CGRect(x: x, y: margin, width: width, height: height), false)
    }

    private func panel(for view: ViewRecord, path: [Int], size: CGSize) -> InspectorOverlayModel.Panel {
        let (frame, isOpaque) = panelFrame(avoiding: view.frame, size: size)
        var lines: [InspectorOverlayModel.Line] = []
        func add(_ text: String, _ style: InspectorOverlayModel.Line.Style = .plain) {
            lines.append(.init(text: text, style: style))
        }
        if let step, view.steps.indices.contains(step) {
            add("step \(step + 1)/\(view.steps.count)  ([ ] or ← → to move, s to stop)", .heading)
            // The subview and what happened to it on lines of their own: the panel is narrow.
            let text = InspectorText.step(view.steps[step], of: view)
            if let split = text.range(of: "] ") {
                add(String(text[..<split.upperBound]).trimmingCharacters(in: .whitespaces), .current)
                add("  " + text[split.upperBound...], .current)
            } else {
                add(text, .current)
            }
        }
        add("\(view.kind.rawValue) · frame \(InspectorText.size(view.frame.size)) at "
            + InspectorText.point(view.frame.origin) + " · priority \(InspectorText.length(CGFloat(view.priority)))")
        // In a preview, the numbers of the body that made the view, near the top, where the panel never cuts.
        let literals = literalRows
        if !literals.isEmpty {
            add("literals · drag a number, or Tab then ← →", .heading)
            for (index, literal) in literals.enumerated() {
                lines.append(.init(text: (index == selectedLiteral ? "▸ " : "  ") + Self.text(of: literal),
                                   style: index == selectedLiteral ? .current : .plain, id: Self.literalRowID(index)))
            }
        }
        // The inspected subtree's own id (a preview's wrapper marks its content) says nothing about the view.
        if let id = view.id, id != subtreeID { add("id \(id)") }
        add(view.placed.map(InspectorText.placement) ?? "placed by the host (centred)")
        if let spacing = view.spacing { add("spacing " + InspectorText.spacing(spacing)) }
        for guide in view.guides { add("guide \(guide.guide) = \(InspectorText.length(guide.value))") }
        add("asked \(view.asked.count) time\(view.asked.count == 1 ? "" : "s"):", .heading)
        for question in view.asked { add("  " + InspectorText.question(question)) }
        if !view.calls.isEmpty || view.kind == .container {
            add("\(view.children.count) subview\(view.children.count == 1 ? "" : "s") · calls in order:", .heading)
            let currentCall: Int? = step.flatMap {
                guard view.steps.indices.contains($0) else { return nil }
                // The call under way at this step: the last call at or before it.
                return view.steps[...$0].reversed().lazy.compactMap {
                    if case .call(let call) = $0 { return call } else { return nil }
                }.first
            }
            for (index, call) in view.calls.enumerated() {
                add((index == currentCall ? "▶ " : "  ") + InspectorText.call(call),
                    index == currentCall ? .current : .plain)
            }
        }
        if step == nil && !view.steps.isEmpty { add("s: step through its negotiation", .dim) }
        // Only the lines that fit: the rest are counted, never drawn past the panel's end.
        let titleHeight = 2 * InspectorMetrics.lineStep
        let room = Int((frame.height - 2 * InspectorMetrics.panelPadding - titleHeight) / InspectorMetrics.lineStep)
        let fitting = max(room, 1)
        if lines.count > fitting {
            let kept = max(fitting - 1, 0)
            let more = lines.count - kept
            lines.removeSubrange(kept...)
            lines.append(.init(text: "… \(more) more", style: .dim))
        }
        return .init(frame: frame, isOpaque: isOpaque, title: pathText(path), lines: lines)
    }
}
