import Foundation
@_spi(Preview) import Reflow
import ReflowPreviewBuild
import ReflowPreviewRuntime

/// Tier-1 reloads (issue 30): a save that changed only the bodies of functions, computed properties and
/// initializers is compiled as a patch of those declarations and loaded into the preview on screen, which builds
/// its views again with the new code and keeps all their state; anything else, or a patch that fails to build or
/// load, reloads by a full build as before.
extension PreviewApp {
    /// Patches loaded into one preview process before the next reload is a full build, which starts a fresh
    /// process: a patch cannot be unloaded (`PatchLoading`), so each stays in memory until its process ends. The
    /// number keeps a process within issue 30's bound, 5 % above the memory of its first frame (docs/preview-
    /// reloads.md §4): a patch of a `some View` body, with its probe, adds 60–62 KiB to the resident set (a patch
    /// of another body 31 KiB), and the smallest preview measured holds 38 MiB since previews load no networking
    /// libraries: 24 × 62 KiB is 3.9 % of it.
    static let defaultPatchLimit = 24

    /// `defaultPatchLimit`, or `REFLOW_PREVIEW_PATCH_LIMIT` when it is a whole number (0 turns patches off for the
    /// process's whole life, which tests use to reach the limit sooner).
    static var patchLimit: Int {
        ProcessInfo.processInfo.environment["REFLOW_PREVIEW_PATCH_LIMIT"].flatMap { Int($0) }.map { max($0, 0) }
            ?? defaultPatchLimit
    }

    /// Starts building a patch for the files as saved, on a thread; false when this save cannot be a patch
    /// (no preview running, the set of files changed, the limit reached), and a full build is due.
    func startPatch() -> Bool {
        guard PreviewBuilder.patchesEnabled, let current, current.exitStatus == nil, pending == nil,
              current.patchesLoaded < Self.patchLimit, Set(current.runningSources.keys) == Set(self.files.files) else { return false }
        var files: [PatchSource.File] = []
        var literals: [String: LiteralFile] = [:]
        var texts: [String: String] = [:]
        for path in self.files.files {
            // Compared with the text the running code came from (the build's, or the last patch's), so that a
            // body saved back as it was built is patched back too.
            guard var built = current.runningSources[path], var saved = try? String(contentsOfFile: path, encoding: .utf8)
            else { return false }
            texts[path] = saved
            let name = URL(fileURLWithPath: path).lastPathComponent
            // In a build that reads its literals at run time, the new bodies do too, by the keys of the saved text.
            if let base = current.literals[path] {
                let edited = LiteralFile.scan(source: saved, fileName: name, excludedLines: base.excludedLines)
                built = base.rewritten(built)
                saved = edited.rewritten(saved)
                literals[path] = edited
            }
            files.append(PatchSource.File(name: name, path: path, built: built, saved: saved))
        }
        timings = ReloadTimings(changeSeen: lastChangeSeen)
        // Told from the syntax at once, here: a save that is not a patch starts its full build without waiting
        // for a thread.
        let source: PatchSource
        switch PreviewBuilder.patchSource(files: files) {
        case .failure(let refusal):
            trace("reflow: reload by a full build: \(refusal)")
            noteRefusedPatch()
            return false
        case .success(let made): source = made
        }
        patchLiterals = literals
        patchSources = texts
        isPatching = true
        needsAnotherReload = false
        let builder = self.builder, build = current.buildNumber
        let number = current.patchesLoaded + 1, wake = self.wake[1]
        Thread.detachNewThread { [weak self] in
            let result = builder.buildPatch(source: source, build: build, patch: number)
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
            noteRefusedPatch()
            return startBuild()
        }
        recordPatch(result)
        // A panel of a failed build, or of a new build's crash, was about a version now gone.
        current.send(.message(nil))
        let values = patchLiterals.isEmpty ? nil : patchLiterals.values.reduce(into: [String: DesignTimeValues.Value]()) {
            for (key, value) in $1.values { $0[key] = DesignTimeValues.Value(value) }
        }
        patchIsLoading = true
        current.send(.patch(library: library, probe: result.probe, literals: values))
    }

    /// The process on screen ended (crashed, hung) while loading a patch, or drawing with it for the first
    /// time: no answer will come, and a save made meanwhile is built.
    func processEndedWhilePatching() {
        guard patchIsLoading else { return }
        patchIsLoading = false
        isPatching = false
        if needsAnotherReload {
            needsAnotherReload = false
            startBuild()
        }
    }

    /// The preview laid out its views with the patch.
    func patchLoaded(at time: Double) {
        patchIsLoading = false
        current?.patchesLoaded += 1
        current?.runningSources = patchSources
        // The code running now reads literals by the keys of the text the patch came from.
        if !patchLiterals.isEmpty, let current {
            current.literals = patchLiterals
            sendCatalog(to: current, files: patchLiterals)
        }
        isPatching = false
        reportPatch(shownAt: time)
        if needsAnotherReload { reloadAgain() }
    }

    /// The preview could not take the patch: a full build.
    func patchFailed(_ reason: String) {
        patchIsLoading = false
        trace("reflow: reload by a full build: the patch was not loaded: \(reason)")
        isPatching = false
        noteRefusedPatch()
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
