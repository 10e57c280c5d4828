import Foundation
import Reflow
import ReflowGallery

extension GalleryScene {
    /// The gallery scene that `reflow explain`, `sweep` or `record` is given, run in this process; for files
    /// and folders (or a name that is neither a scene nor a file, for its message), this process becomes
    /// `reflow-preview` (`PreviewProgram`) and does not return. `--preview` is for files: said and ignored.
    static func target(_ targets: [String], preview: String?) throws -> GalleryScene {
        guard targets.count == 1, !FileManager.default.fileExists(atPath: targets[0]),
              let scene = GalleryScene.named(targets[0]) else { try PreviewProgram.run() }
        if preview != nil { Diagnostics.write("reflow: --preview is for files; ignored for scene '\(scene.name)'") }
        return scene
    }
}
