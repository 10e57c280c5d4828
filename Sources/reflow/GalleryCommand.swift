import ArgumentParser
import Foundation
import ReflowCommandLine
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

    @OptionGroup var window: WindowOptions

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
        GalleryApp(sceneIndex: start, size: window.size(or: .window), inspecting: inspect).run()
    }
}
