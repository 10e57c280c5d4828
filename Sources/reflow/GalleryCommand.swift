import ArgumentParser
import Foundation
import ReflowCommandLine
import ReflowGallery
import ReflowText

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
        Self.open(scene: scene, size: window.size(or: .window), inspecting: inspect)
    }

    /// Opens the window at the scene named `scene` (the first when nil) and runs until it is closed.
    static func open(scene: String?, size: CGSize, inspecting: Bool = false) {
        // Fonts load on a thread of their own while the window and the views are made.
        FontConfiguration.prepareInBackground()
        let start = Gallery.scenes.firstIndex { $0.name == scene } ?? 0
        GalleryApp(sceneIndex: start, size: size, inspecting: inspecting).run()
    }

    /// The scene `reflow` opens at when `arguments` are those of a plain start, `reflow` or
    /// `reflow --scene NAME` with NAME a scene's (`.some(nil)`: the first scene); nil for any other command line.
    ///
    /// A plain start skips the argument parser, whose first use reflects over every command's type (27 million
    /// instructions, some 4 ms: docs/startup.md). It does what the parser would: these arguments parse to this
    /// command with no other option set, and pass `validate()`. Anything else, a bad scene name included, is
    /// parsed, so help and errors stay the parser's.
    static func plainStart(_ arguments: [String]) -> String?? {
        switch arguments.count {
        case 0: return .some(nil)
        case 2 where arguments[0] == "--scene" && GalleryScene.named(arguments[1]) != nil: return arguments[1]
        default: return nil
        }
    }
}
