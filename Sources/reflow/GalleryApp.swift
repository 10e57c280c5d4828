import Foundation
import Reflow
import ReflowGallery
import ReflowPreviewRuntime
import ReflowX11

/// The gallery window: keys to move between scenes, to change and animate each scene's setting, and to show
/// what the layout does. What is shown lives in `GalleryState`; this class only wires it to the window.
final class GalleryApp {
    private var state: GalleryState
    private var showsHeadsUp = false
    private let window: ReflowWindow

    init(sceneIndex: Int, size: CGSize, inspecting: Bool = false) {
        state = GalleryState(sceneIndex: sceneIndex)
        window = ReflowWindow(title: "Reflow — \(state.scene.title)", size: size) { EmptyView() }
        window.onKey = { [unowned self] key in self.handle(key) }
        // The heads-up line shows the new size; during an animation it waits for the end, since a plain update
        // would make the views the resize moves jump to their places.
        window.onResize = { [unowned self] _ in if self.showsHeadsUp && !self.window.isAnimating { self.show() } }
        window.onAnimationsFinished = { [unowned self] in
            if self.state.demoStepFinished() { self.show(animated: true) } else if self.showsHeadsUp { self.show() }
        }
        window.isInspecting = inspecting
        show()
    }

    func run() { window.run() }

    private func handle(_ key: WindowKey) {
        switch key.name {
        case "Right", "Next", "Page_Down": state.moveScene(by: 1)
        case "Left", "Prior", "Page_Up": state.moveScene(by: -1)
        case "Up": if state.stepSetting(by: 1) { return show(animated: true) }
        case "Down": if state.stepSetting(by: -1) { return show(animated: true) }
        case "space": if state.playDemo() { return show(animated: true) }
        case "a": state.cycleCurve()
        case "b": return window.showsViewFrames.toggle()
        // The inspector takes the pointer, the arrows, s, [ and ] and Escape while it is on
        // (`ReflowWindow.isInspecting`), so those reach this switch only while it is off.
        case "e": return window.isInspecting.toggle()
        case "i": showsHeadsUp.toggle()
        case "w": return window.showsSweepRuler.toggle()
        case "r": return toggleRecording()
        case "t": return window.showsTimeline.toggle()
        case "k": return window.showsKeys.toggle()
        case "f": return window.toggleFullscreen()
        case "q", "Escape": return window.close()
        default:
            guard let digit = Int(key.text), (1...min(9, state.scenes.count)).contains(digit) else { return }
            state.showScene(digit - 1)
        }
        show()
    }

    /// Starts recording the window into `reflow-SCENE-YYYYMMDD-HHMMSS.mp4` in the working folder, or stops and
    /// says where the file is.
    private func toggleRecording() {
        do {
            if let (path, seconds) = try window.stopRecording() {
                return Diagnostics.write(String(format: "reflow: recorded %.1f s of the window to %@", seconds, path))
            }
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            let path = FileManager.default.currentDirectoryPath
                + "/reflow-\(state.scene.name)-\(formatter.string(from: Date())).mp4"
            try window.startRecording(to: path)
            Diagnostics.write("reflow: recording the window to \(path) (r again to stop)")
        } catch {
            Diagnostics.write("\(error)")
        }
    }

    /// Shows the state's view; a change of setting animates with the state's curve, anything else jumps (an
    /// animation under way goes on).
    private func show(animated: Bool = false) {
        window.setTitle("Reflow — \(state.scene.title)")
        // The scene's control sets the setting as Up and Down do, animated with the curve.
        let view = state.scene.view(setting: state.setting) { [unowned self] setting in
            if self.state.setSetting(setting) { self.show(animated: true) }
        }
        window.update(rootView: view.overlay(alignment: .bottomLeading) {
            if showsHeadsUp { HeadsUpLine(text: headsUpText()) }
        }, animation: animated ? state.animation : nil)
    }

    /// "4/11 overlap · overlap 20 pt · ease · 800×600 pt · layout 0.42 ms · draw 1.31 ms": the times are the
    /// last frame's; after an animated change, what it changed follows the setting ("· 3 frames moved,
    /// 1 resized").
    private func headsUpText() -> String {
        let size = window.size
        let changes = window.changeMarks.latest.map { " · " + $0.summary } ?? ""
        return String(format: "%d/%d %@ · %@%@ · %.0f×%.0f pt · layout %.2f ms · draw %.2f ms",
                      state.sceneIndex + 1, state.scenes.count, state.scene.name, state.settingDescription, changes,
                      size.width, size.height, window.lastLayoutDuration * 1000, window.lastDrawDuration * 1000)
    }
}
