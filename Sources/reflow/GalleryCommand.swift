import ArgumentParser
import Foundation
import ReflowGallery

/// Opens the gallery window, or lists its scenes.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Open the gallery window (the default).",
        discussion: """
            Keys: Right/Left or PageDown/PageUp for the next/previous scene, 1–9 to jump to a scene, Up/Down to \
            change the scene's setting (animated), space to play its demo, a to cycle the curve (ease, spring, \
            linear), b to outline every view's frame, i for the heads-up line (scene, setting, curve, window size, \
            layout and draw times), f for fullscreen, q or Escape to quit.
            """
    )

    @Option(help: "The scene to open first (see --list).")
    var scene: String?

    @Flag(help: "Print the scene names and exit.")
    var list = false

    @Option(help: "The window's size in points at first, WIDTHxHEIGHT.")
    var size: String = "800x600"

    func validate() throws {
        if let scene, GalleryScene.named(scene) == nil {
            throw ValidationError("no scene named '\(scene)'; 'reflow --list' prints the names")
        }
        guard WindowSize(size) != nil else {
            throw ValidationError("--size takes WIDTHxHEIGHT in points, each from 1 to 10000, e.g. 800x600")
        }
    }

    func run() throws {
        if list {
            for scene in Gallery.scenes { print("\(scene.name)\t\(scene.title)") }
            return
        }
        let start = Gallery.scenes.firstIndex { $0.name == scene } ?? 0
        GalleryApp(sceneIndex: start, size: WindowSize(size)?.size ?? CGSize(width: 800, height: 600)).run()
    }
}
