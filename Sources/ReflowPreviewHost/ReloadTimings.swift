import Foundation
import Reflow
import ReflowPreviewBuild

/// Where the time of one reload went, printed with REFLOW_TRACE_RELOADS=1 for the reload benchmark.
struct ReloadTimings {
    var changeSeen = 0.0
    var scan = 0.0, compile = 0.0, link = 0.0
    var started = 0.0, ready = 0.0, shown = 0.0
    /// How long the preview on screen took to save its views' state for the new process (`PreviewState`).
    var saveState = 0.0
    /// 0: a full build and a new process; 1: a patch of changed bodies loaded into the running process.
    var tier = 0

    mutating func record(_ result: PreviewBuildResult) {
        scan = result.scanSeconds
        compile = result.compileSeconds
        link = result.linkSeconds
    }

    /// "reload 3 seen=… scan=… compile=… link=… start=… frame=… shown=… save=…": `seen` and `shown` are
    /// monotonic clock readings (CLOCK_MONOTONIC, as Python's time.monotonic()), the others durations in
    /// seconds (`save`, the state saved before the new process starts, last, so that readers of the earlier
    /// fields are unchanged).
    mutating func record(_ result: PatchBuildResult) {
        tier = 1
        scan = result.generateSeconds
        compile = result.compileSeconds
        link = result.linkSeconds
    }

    func report(build: Int) {
        guard ProcessInfo.processInfo.environment["REFLOW_TRACE_RELOADS"] == "1" else { return }
        let line = String(format: "reload %d seen=%.6f scan=%.6f compile=%.6f link=%.6f start=%.6f frame=%.6f shown=%.6f "
                          + "save=%.6f tier=%d", build, changeSeen, scan, compile, link, ready - started, shown - ready,
                          shown, saveState, tier)
        Diagnostics.write(line)
    }
}
