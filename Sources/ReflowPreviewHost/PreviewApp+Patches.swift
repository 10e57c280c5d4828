import Foundation
import Reflow
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// Tier-1 reloads (issue 30): a save that changed only the bodies of functions, computed properties and
/// initializers is compiled as a patch of those declarations and loaded into the preview on screen, which builds
/// its views again with the new code and keeps all their state; anything else, or a patch that fails to build or
/// load, reloads by a full build as before.
extension PreviewApp {
    /// Patches loaded into one preview process before the next reload is a full build: every patch stays in
    /// memory until the process ends (Swift images are never unloaded), about a few hundred KiB each.
    static let patchLimit = 20

    /// Starts building a patch for the files as saved, on a thread; false when this save cannot be a patch
    /// (no preview running, the set of files changed, the limit reached), and a full build is due.
    func startPatch() -> Bool {
        guard PreviewBuilder.patchesEnabled, let current, current.exitStatus == nil, pendingChildIsAbsent,
              current.patchesLoaded < Self.patchLimit, Set(current.sources.keys) == Set(filesToPreview) else { return false }
        var files: [PatchSource.File] = []
        for path in filesToPreview {
            guard let built = current.sources[path], let saved = try? String(contentsOfFile: path, encoding: .utf8) else {
                return false
            }
            files.append(PatchSource.File(name: URL(fileURLWithPath: path).lastPathComponent, path: path,
                                          built: built, saved: saved))
        }
        isPatching = true
        needsAnotherReload = false
        let patchFiles = files, builder = patchBuilder, build = current.buildNumber
        let number = current.patchesLoaded + 1, wake = wakeDescriptor
        startTimings()
        Thread.detachNewThread { [weak self] in
            let result = builder.buildPatch(files: patchFiles, build: build, patch: number)
            guard let self else { return }
            patchLock.lock()
            finishedPatch = result
            patchLock.unlock()
            _ = write(wake, "p", 1)
        }
        return true
    }

    /// The patch thread finished: the patch goes to the preview, or the reload falls back to a full build.
    func patchBuilt() {
        patchLock.lock()
        let result = finishedPatch
        finishedPatch = nil
        patchLock.unlock()
        guard let result else { return }
        if needsAnotherReload { return reloadAgain() }
        guard let library = result.library, let current else {
            trace("reflow: reload by a full build: \(result.refusal ?? "no preview running")")
            // What the compiler said of the patch; the full build says it again if the error is the user's.
            if !result.output.isEmpty { trace(result.output) }
            isPatching = false
            return startBuild()
        }
        recordPatch(result)
        current.send(.patch(library: library, probe: result.probe))
    }

    /// The preview laid out its views with the patch.
    func patchLoaded(at time: Double) {
        current?.patchesLoaded += 1
        isPatching = false
        reportPatch(shownAt: time)
        if needsAnotherReload { reloadAgain() }
    }

    /// The preview could not take the patch: a full build.
    func patchFailed(_ reason: String) {
        trace("reflow: reload by a full build: the patch was not loaded: \(reason)")
        isPatching = false
        startBuild()
    }

    /// A save came while a patch was under way: the files are looked at again.
    private func reloadAgain() {
        isPatching = false
        needsAnotherReload = false
        if !startPatch() { startBuild() }
    }

    private func trace(_ line: String) {
        if ProcessInfo.processInfo.environment["REFLOW_TRACE_RELOADS"] == "1" { Diagnostics.write(line) }
    }
}
