import Foundation
@_spi(Viewer) import Reflow

extension ReflowWindow {
    /// Whether the keys pressed are shown in the window's bottom trailing corner for a moment (`KeyCaptions`):
    /// for a talk's audience, and for a recording of the window (`r`), which has them in its frames.
    public var showsKeys: Bool {
        get { keyCaptions != nil }
        set {
            guard newValue != showsKeys else { return }
            keyCaptions = newValue ? KeyCaptions(textMeasurer: host?.textMeasurer ?? FixedAdvanceTextMeasurer()) : nil
            requestDraw()
        }
    }

    /// Notes a key pressed in the window, while the keys are shown.
    func noteKey(_ input: WindowInput) {
        guard let keyCaptions, case .key(let key) = input else { return }
        keyCaptions.pressed(name: key.name, text: key.text, modifiers: key.modifiers, at: FramePacer.now())
        requestDraw()
    }

    /// Whether a key is shown now: frames keep coming while it fades.
    var isShowingKeys: Bool { keyCaptions?.isShowing(at: FramePacer.now()) ?? false }

    /// The captions to draw over the views; nil while the keys are not shown.
    func keyCaptionsOverlay(host: ViewHost, size: CGSize) -> DisplayList? {
        guard let keyCaptions else { return nil }
        if keyCaptions.textMeasurer !== host.textMeasurer { keyCaptions.textMeasurer = host.textMeasurer }
        return keyCaptions.overlay(size: size, at: FramePacer.now())
    }

    /// The window's session ended: the captions' host and the window's fonts go with it (they hold the X
    /// connection); the keys stay shown for the next `run()`.
    func keyCaptionsSessionEnded() {
        guard keyCaptions != nil else { return }
        keyCaptions = KeyCaptions(textMeasurer: FixedAdvanceTextMeasurer())
    }
}
