import Foundation
import Reflow
import ReflowPreviewBuild

/// Where the time of one reload went, printed with REFLOW_TRACE_RELOADS=1 for the reload benchmark, and
/// what the heads-up line says of it.
struct ReloadTimings {
    /// How a reload reached the screen (docs/preview-reloads.md).
    enum Tier: String {
        /// New values of literals sent to the running preview: no compiler.
        case literal
        /// Changed bodies compiled as a patch and loaded into the running preview.
        case body
        /// A build of the files and a new preview process.
        case build
    }

    var changeSeen = 0.0
    var tier = Tier.build
    var scan = 0.0, compile = 0.0, link = 0.0
    var started = 0.0, ready = 0.0, shown = 0.0
    /// How long the preview on screen took to save its views' state for the new process (`PreviewState`).
    var saveState = 0.0
    /// How long a patch was tried for before the preview refused it (or it did not build) and this reload
    /// built instead: what the attempt added to the save.
    var refusedPatch = 0.0

    mutating func record(_ result: PreviewBuildResult) {
        scan = result.scanSeconds
        compile = result.compileSeconds
        link = result.linkSeconds
    }

    /// A patch's times: `scan` is the time spent writing its source.
    mutating func record(_ result: PatchBuildResult) {
        tier = .body
        scan = result.generateSeconds
        compile = result.compileSeconds
        link = result.linkSeconds
    }

    /// "literal · 14 ms": the tier and the time from the save to the new pixels; nil for the first build,
    /// which no save started.
    var note: String? {
        guard changeSeen > 0, shown >= changeSeen else { return nil }
        return String(format: "%@ · %.0f ms", tier.rawValue, (shown - changeSeen) * 1000)
    }

    /// "reload 3 seen=… scan=… compile=… link=… start=… frame=… shown=… save=… patch=… tier=…": `seen` and
    /// `shown` are monotonic clock readings (CLOCK_MONOTONIC, as Python's time.monotonic()), the others durations
    /// in seconds (`save`, the state saved before the new process starts; `patch`, a patch tried and refused
    /// before the build; `tier` last, so that readers of the earlier fields are unchanged). Reloads of literals and bodies start no process: their `start` and
    /// `frame` are 0.
    func report(number: Int) {
        guard ProcessInfo.processInfo.environment["REFLOW_TRACE_RELOADS"] == "1" else { return }
        let start = tier == .build ? ready - started : 0, frame = tier == .build ? shown - ready : 0
        let line = String(format: "reload %d seen=%.6f scan=%.6f compile=%.6f link=%.6f start=%.6f frame=%.6f shown=%.6f "
                          + "save=%.6f patch=%.6f tier=%@", number, changeSeen, scan, compile, link, start, frame,
                          shown, saveState, refusedPatch, tier.rawValue)
        Diagnostics.write(line)
    }
}
