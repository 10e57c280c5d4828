import Foundation
import ReflowPreviewBuild
import ReflowPreviewRuntime

extension PreviewChildRun {
    /// `reflow preview --snapshot`: has the preview process render one preview to a PNG at `path`. The exit
    /// status: 0 when the PNG was written, 1 with the compiler's errors or the process's own.
    public func writeSnapshot(to path: String, size: CGSize, preview: String?, variants: String? = nil) -> Int32 {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return run(PreviewOptions(preview: preview, snapshot: absolute, variants: variants, size: size))
    }
}
