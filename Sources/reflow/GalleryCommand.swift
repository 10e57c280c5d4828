import ArgumentParser
import ReflowGallery

/// Opens the gallery window, or lists its scenes.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Open the gallery window (the default).",
        discussion: """
            Keys: Right/Left or PageDown/PageUp for the next/previous scene, 1–9 to jump to a scene, b to outline \
            every view's frame, i for the heads-up line (scene, window size, layout and draw times), f for \
            fullscreen, q or Escape to quit.
            """
    )

    @Option(help: "The scene to open first (see --list).")
    var scene: String?

    @Flag(help: "Print the scene names and exit.")
    var list = false

    func validate() throws {
        if let scene, GalleryScene.named(scene) == nil {
            throw ValidationError("no scene named '\(scene)'; 'reflow --list' prints the names")
        }
    }

    func run() throws {
        if list {
            for scene in Gallery.scenes { print("\(scene.name)\t\(scene.title)") }
            return
        }
        let start = Gallery.scenes.firstIndex { $0.name == scene } ?? 0
        GalleryApp(sceneIndex: start).run()
    }
}
