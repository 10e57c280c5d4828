import Foundation
import Reflow
import ReflowGallery
import ReflowX11

/// The gallery window: one scene at a time, keys to move between them and to show what the layout does.
final class GalleryApp {
    private let scenes = Gallery.scenes
    private var index: Int
    private var showsHeadsUp = false
    private let window: ReflowWindow

    init(sceneIndex: Int, size: CGSize) {
        index = sceneIndex
        window = ReflowWindow(title: "Reflow — \(scenes[sceneIndex].title)", size: size) { EmptyView() }
        window.onKey = { [unowned self] key in self.handle(key) }
        window.onResize = { [unowned self] _ in if self.showsHeadsUp { self.show() } }
        show()
    }

    func run() { window.run() }

    private func handle(_ key: KeyPress) {
        switch key.name {
        case "Right", "Next", "Page_Down": move(by: 1)
        case "Left", "Prior", "Page_Up": move(by: -1)
        case "b": window.showsViewFrames.toggle()
        case "i":
            showsHeadsUp.toggle()
            show()
        case "f": window.toggleFullscreen()
        case "q", "Escape": window.close()
        default:
            if let digit = Int(key.text), (1...9).contains(digit), digit <= scenes.count {
                index = digit - 1
                show()
            }
        }
    }

    private func move(by step: Int) {
        index = (index + step + scenes.count) % scenes.count
        show()
    }

    private func show() {
        let scene = scenes[index]
        window.setTitle("Reflow — \(scene.title)")
        window.update(rootView: scene.view.overlay(alignment: .bottomLeading) {
            if showsHeadsUp { HeadsUpLine(text: headsUpText(scene)) }
        })
    }

    /// "3/9 flow · 800×600 pt · layout 0.42 ms · draw 1.31 ms": the times are the last frame's.
    private func headsUpText(_ scene: GalleryScene) -> String {
        let size = window.size
        return String(format: "%d/%d %@ · %.0f×%.0f pt · layout %.2f ms · draw %.2f ms",
                      index + 1, scenes.count, scene.name, size.width, size.height,
                      window.lastLayoutDuration * 1000, window.lastDrawDuration * 1000)
    }
}

/// The heads-up line: white monospaced text on a dark band.
private struct HeadsUpLine: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: 12, design: .monospaced))
            .lineLimit(1)
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.black.opacity(0.75))
    }
}
