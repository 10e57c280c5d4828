internal import CHarfBuzz
import Foundation

/// Pins fontconfig to Reflow's own configuration, `Resources/fonts/fonts.conf`: DejaVu only, antialiased,
/// unhinted, greyscale. Snapshots and measured text then depend neither on the fonts a machine has nor on its
/// desktop's rendering settings. Tests and snapshot runs ask for it with `REFLOW_PINNED_FONTS=1`.
package enum FontConfiguration {
    package static let environmentVariable = "REFLOW_PINNED_FONTS"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var pinnedFile: String?

    /// The configuration file in use, if fonts are pinned.
    package static var pinnedConfiguration: String? {
        lock.lock()
        defer { lock.unlock() }
        return pinnedFile
    }

    /// When `REFLOW_PINNED_FONTS=1`, points `FONTCONFIG_FILE` at Reflow's fonts.conf and (re)loads
    /// fontconfig's configuration from it. Call it before fonts are opened: `XftTextMeasurer` does. Pins
    /// once; does nothing while the variable is unset, so a later call with it set still pins.
    package static func pinIfRequested() {
        guard ReflowText.environmentVariable(environmentVariable) == "1" else { return }
        lock.lock()
        defer { lock.unlock() }
        guard pinnedFile == nil else { return }
        guard let file = locate() else {
            FontWarnings.say("reflow: \(environmentVariable)=1, but Resources/fonts/fonts.conf was not found; "
                + "using the system's font configuration")
            pinnedFile = ""
            return
        }
        setenv("FONTCONFIG_FILE", file, 1)
        // FONTCONFIG_FILE is read when fontconfig initializes; reinitializing makes it count even if
        // something in the process used fontconfig already (and simply initializes it otherwise).
        if FcInitReinitialize() == 0 {
            FontWarnings.say("reflow: fontconfig could not load \(file); using the system's font configuration")
        }
        pinnedFile = file
    }

    /// The font files a previewed project ships (`PreviewFonts`), separated by ":": added to fontconfig's fonts
    /// as an app's bundled fonts are on iOS, so `Font.custom` finds them.
    package static let appFontsVariable = "REFLOW_APP_FONTS"
    nonisolated(unsafe) private static var addedAppFonts = false

    /// Pins the configuration when asked (`pinIfRequested`), then adds the project's fonts named in
    /// `REFLOW_APP_FONTS`, once. Call it before fonts are opened. After `prepareInBackground` it leaves the
    /// work to that thread, which fonts wait for when they are matched, unless fonts are to be pinned now.
    package static func prepare() {
        if isLoadingInBackground, ReflowText.environmentVariable(environmentVariable) != "1" { return }
        waitForBackgroundLoad()
        pinIfRequested()
        lock.lock()
        let isFirst = !addedAppFonts
        addedAppFonts = true
        lock.unlock()
        guard isFirst, let list = ReflowText.environmentVariable(appFontsVariable) else { return }
        addApplicationFonts(list.split(separator: ":").map(String.init))
    }

    /// Whether `prepareInBackground` started a thread (which may have finished).
    nonisolated(unsafe) private static var startedInBackground = false
    /// That thread's work, until it has been waited for.
    nonisolated(unsafe) private static var backgroundLoad: DispatchGroup?

    private static var isLoadingInBackground: Bool { lock.withLock { startedInBackground } }

    /// Starts fontconfig's initialisation on a thread of its own, so that it runs while the X connection, the
    /// window and the views are made: reading the system's configuration (54 files on Debian) and font caches
    /// is some 30 million instructions, 4 ms, at every start (docs/startup.md). The first font matched waits
    /// for it (`waitForBackgroundLoad`), and the fonts matched are those `prepare()` would give. Call it at
    /// launch, before fonts are opened; later calls do nothing.
    ///
    /// The environment is read here, on the calling thread, and the thread writes none: a `setenv` racing a
    /// `getenv` is undefined in glibc. Pinned fonts (`REFLOW_PINNED_FONTS=1`, which sets `FONTCONFIG_FILE`) are
    /// therefore prepared at once, as `prepare()` does; their configuration is small.
    package static func prepareInBackground() {
        if ReflowText.environmentVariable(environmentVariable) == "1" { return prepare() }
        let group = DispatchGroup()
        let appFonts: [String]? = lock.withLock {
            guard !startedInBackground, !addedAppFonts else { return nil }
            startedInBackground = true
            addedAppFonts = true
            backgroundLoad = group
            return ReflowText.environmentVariable(appFontsVariable)?.split(separator: ":").map(String.init) ?? []
        }
        guard let appFonts else { return }
        group.enter()
        Thread.detachNewThread {
            // What the first FcFontMatch would do, and the project's fonts after it, as `prepare()` adds them.
            _ = FcInit()
            addApplicationFonts(appFonts)
            group.leave()
        }
    }

    /// Waits for the thread `prepareInBackground` started, if it has not finished; returns at once otherwise.
    package static func waitForBackgroundLoad() {
        guard let group = lock.withLock({ backgroundLoad }) else { return }
        group.wait()
        lock.withLock { backgroundLoad = nil }
    }

    /// Adds the font files at `paths` to fontconfig's fonts for this process; a file that is not a font is
    /// skipped with a warning.
    package static func addApplicationFonts(_ paths: [String]) {
        for path in paths where FcConfigAppFontAddFile(nil, path) == 0 {
            FontWarnings.say("reflow: \(path) could not be read as a font; Font.custom will not find it")
        }
    }

    /// Finds `Resources/fonts/fonts.conf`; `REFLOW_FONTS_CONF` overrides where it is looked for.
    package static func locate() -> String? {
        if let file = ReflowText.environmentVariable("REFLOW_FONTS_CONF"), FileManager.default.fileExists(atPath: file) {
            return file
        }
        return locate("Resources/fonts/fonts.conf")
    }

    /// Finds `relative` (a path under the package root): beside the sources this file was compiled from (a
    /// checkout, which is where `swift run` and `swift test` run), else in the directory of the running
    /// executable or one of its parents, directly or in `lib/reflow` (an installed copy: Scripts/install.sh
    /// puts Resources/ into the kit beside the preview runtime).
    static func locate(_ relative: String) -> String? {
        let manager = FileManager.default
        // #filePath is Sources/ReflowText/FontConfiguration.swift; the package root is two folders up.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var candidates = [packageRoot.appendingPathComponent(relative)]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<5 {
                candidates.append(folder.appendingPathComponent(relative))
                candidates.append(folder.appendingPathComponent("lib/reflow").appendingPathComponent(relative))
                folder = folder.deletingLastPathComponent()
            }
        }
        return candidates.map(\.path).first { manager.fileExists(atPath: $0) }
    }
}
