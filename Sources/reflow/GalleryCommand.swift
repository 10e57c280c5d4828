import ArgumentParser
import Foundation
import ReflowGallery

/// Opens the gallery window, or lists its scenes.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Open the gallery window (the default).",
        discussion: GalleryHelp.keysText
    )

    @Option(help: ArgumentHelp(GalleryHelp.scene))
    var scene: String?

    @Flag(help: ArgumentHelp(GalleryHelp.list))
    var list = false

    @Flag(help: ArgumentHelp(GalleryHelp.inspect))
    var inspect = false

    @Option(help: ArgumentHelp(GalleryHelp.size))
    var size: String = GalleryHelp.defaultSize

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
        GalleryApp(sceneIndex: start, size: WindowSize(size)?.size ?? CGSize(width: 800, height: 600),
                   inspecting: inspect).run()
    }
}
