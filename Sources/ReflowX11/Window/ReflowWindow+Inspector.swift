import Foundation
@_spi(Viewer) @_spi(Preview) import Reflow

/// The window's side of the layout inspector (`Inspector`, in the engine): whether it is on, the record kept
/// current after every layout that changed something, its overlay drawn over the views, and the input it takes
/// first. Nothing here runs while the inspector is off but one check a frame and one an input.
final class WindowInspection {
    /// The inspector while it is on; its overlay host goes with it when it is turned off.
    var inspector: Inspector?
    /// The id of the view whose subtree is inspected (a preview's content); nil for all the window's views.
    var subtreeID: String?
    /// Called when the inspector turns on or off, by the window's owner or by Escape.
    var onChange: ((Bool) -> Void)?
    /// Told of each new value the inspector gives a literal (`Inspector.onLiteralEdit`).
    var onLiteralEdit: ((DesignTimeEdit) -> Void)?

    /// The window's session ended: the overlay's host and the window's text measurer, which holds the X
    /// connection open, go with it (the inspector stays on for the next `run()`).
    func sessionEnded() {
        inspector?.textMeasurer = FixedAdvanceTextMeasurer()
    }
}

extension ReflowWindow {
    /// Whether the layout inspector is on: hovering outlines a view and labels what it was proposed and what it
    /// answered, a click pins it and opens a side panel with its record, the arrow keys walk the tree, `s`
    /// steps through a pinned container's negotiation (`]` and `[`, or Right and Left, to move). While it is
    /// on, the pointer's presses and moves go to the inspector rather than the views (the wheel still scrolls
    /// them), and so do the keys it uses; Escape leaves step mode, unpins, then turns it off.
    public var isInspecting: Bool {
        get { inspection.inspector != nil }
        set {
            guard newValue != isInspecting else { return }
            if newValue {
                let inspector = Inspector(textMeasurer: host?.textMeasurer ?? FixedAdvanceTextMeasurer())
                inspector.subtreeID = inspection.subtreeID
                inspector.onLiteralEdit = { [unowned self] edit in inspection.onLiteralEdit?(edit) }
                inspection.inspector = inspector
            } else {
                inspection.inspector = nil
            }
            requestDraw()
            inspection.onChange?(newValue)
        }
    }

    /// Called when the inspector turns on or off (Escape turns it off from inside the window).
    public var onInspectingChanged: ((Bool) -> Void)? {
        get { inspection.onChange }
        set { inspection.onChange = newValue }
    }

    /// Inspects only the subtree of the view marked `.id(subtreeID)` (a preview's content, not the window's
    /// wrapper around it); nil inspects every view.
    @_spi(Preview) public var inspectedSubtreeID: String? {
        get { inspection.subtreeID }
        set {
            inspection.subtreeID = newValue
            inspection.inspector?.subtreeID = newValue
        }
    }

    /// Told of each new value the inspector gives a preview's literal (a number dragged, or stepped with the
    /// keys), already in `DesignTimeValues`: the owner builds the views again with it, and writes a settled one
    /// into the file.
    @_spi(Preview) public var onLiteralEdit: ((DesignTimeEdit) -> Void)? {
        get { inspection.onLiteralEdit }
        set { inspection.onLiteralEdit = newValue }
    }

    /// The inspector while it is on, for tests and tools.
    @_spi(Preview) public var inspector: Inspector? { inspection.inspector }

    /// Records the views again if they changed and returns the overlay to draw over them; nil while the
    /// inspector is off.
    func inspectorOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let inspector = inspection.inspector else { return nil }
        // A zoom makes a new host with a new measurer (fonts are opened at a pixel size): the overlay follows.
        if inspector.textMeasurer !== host.textMeasurer { inspector.textMeasurer = host.textMeasurer }
        // Recording runs the views' layouts again: a preview's watchdog times it as it times a frame.
        onBusy?(true)
        inspector.refresh(from: host)
        onBusy?(false)
        return inspector.overlay(size: size)
    }

    /// Gives `input` (in the window's pixels; `scale` pixels a point) to the inspector first: true or false
    /// when it took it or turned off, nil when the views should have it.
    func inspectorTakes(_ input: WindowInput, scale: Double) -> Bool? {
        guard let inspector = inspection.inspector else { return nil }
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x / scale, y: y / scale) }
        switch input {
        case .pointerMoved(let x, let y, let modifiers):
            if inspector.isDraggingLiteral {
                // The owner builds the views again with the new value: the frame after shows it.
                inspector.dragLiteral(to: point(x, y), fine: modifiers.contains(.shift))
            } else if inspector.hover(at: point(x, y)) {
                requestDraw()
            }
        case .pointerPressed(let x, let y, _):
            // A literal's row in the panel starts a drag of its number; anywhere else pins the view there.
            if !inspector.beginLiteralDrag(at: point(x, y)) { inspector.click(at: point(x, y)) }
            requestDraw()
        case .pointerReleased:
            inspector.endLiteralDrag()
            requestDraw()
        case .pointerExited:
            if inspector.pointerExited() { requestDraw() }
        case .scroll:
            // The wheel still scrolls the views, to bring the view to inspect into sight.
            return nil
        case .key(let key):
            guard key.modifiers.isDisjoint(with: [.command, .control, .option]) else { return nil }
            if inspector.press(key: key.name, shift: key.modifiers.contains(.shift)) {
                requestDraw()
            } else if key.name == "Escape" {
                // Nothing left to close within the inspector: Escape closes it.
                isInspecting = false
            } else {
                return nil
            }
        }
        return true
    }
}
