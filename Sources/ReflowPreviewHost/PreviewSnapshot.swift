import Foundation
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// `reflow preview --snapshot`: builds the files and has the preview process render one preview to a PNG.
public struct PreviewSnapshot {
    let builder: PreviewBuilder
    let files: [String]

    /// Snapshots of the previews in `files`, built by `builder`.
    public init(builder: PreviewBuilder, files: [String]) {
        self.builder = builder
        self.files = files
    }

    /// The exit status: 0 when the PNG was written, 1 with the compiler's errors or the process's own.
    public func write(to path: String, size: CGSize, preview: String?) -> Int32 {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return PreviewChildRun(builder: builder, files: files).run(
            PreviewOptions(preview: preview, snapshot: absolute, size: size))
    }
}
