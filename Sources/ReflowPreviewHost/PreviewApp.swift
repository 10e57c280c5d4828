import Foundation
@_spi(Preview) import ReflowX11
@_spi(Preview) import Reflow
import ReflowPreviewRuntime
import ReflowPreviewBuild

/// `reflow preview`: the window that shows the previews of the user's files and keeps them live.
///
/// The window belongs to this process. Each build of the files is a separate preview process that draws its
/// frames in memory and hands them over (`PreviewProcess`, `FrameChannel`), so a preview that crashes or hangs
/// takes only its own process down, and none holds a connection to the display. A save starts a build in the
/// background while the current preview stays on screen; when the new process has laid out its first frame,
/// the old one is stopped and the new one's frames are shown. The window keeps the last frame until the next
/// replaces it: no blank frame in between. This process draws itself only when no preview can: the first
/// build, a failed first build, a preview that crashed.
public final class PreviewApp {
    private let sources: [String]
    var files: SourceFiles
    let builder: PreviewBuilder
    let window: ReflowWindow
    private var watcher: FileWatcher?
    let options: PreviewAppOptions
    /// How preview processes are confined (`PreviewSandbox`), and whether the window has said that they are
    /// not, which it says once.
    let sandbox: PreviewSandbox
    private var saidSandboxNotice = false

    var current: PreviewChild?
    var pending: PreviewChild?
    var listings: [PreviewListing] = []
    var selected = 0
    /// The name of the selected preview, to select it again in the next build.
    private var selectedName: String?

    private var buildNumber = 0
    private var isBuilding = false
    private var needsAnotherBuild = false
    let wake: [Int32]
    private let resultLock = NSLock()
    private var finishedBuild: PreviewBuildResult?
    var lastChangeSeen = 0.0
    var timings = ReloadTimings()
    /// How many reloads reached the screen, of any tier, the first build included.
    private var reloadCount = 0
    /// Tier-1 reloads: whether a patch is being built or loaded, whether a save came meanwhile, and the patch
    /// built (`PreviewApp+Patches.swift`).
    var isPatching = false
    var needsAnotherReload = false
    var finishedPatch: PatchBuildResult?
    let patchLock = NSLock()
    /// Whether the patch built was sent to the process on screen, which has not yet said it is in.
    var patchIsLoading = false
    /// The literals of the files as the patch under way was made from them: what the preview reads once it is in.
    var patchLiterals: [String: LiteralFile] = [:]
    /// The text of the files the patch under way was made from: the running code's text once it is in.
    var patchSources: [String: String] = [:]
    /// How long the patch tried for the save now being built took before it was refused (`ReloadTimings`).
    var refusedPatchSeconds = 0.0
    /// Where the pointer is over the window, in pixels; nil while it is outside. A preview that takes over is
    /// told, so that a view under a pointer that does not move is hovered in the new process too.
    private var pointerLocation: (x: Double, y: Double)?
    /// Literal values settled in the inspector and not yet written, by key, and a count of the edits, so that a
    /// delayed write sees whether another came since (`PreviewApp+Literals.swift`).
    var pendingLiteralEdits: [String: DesignTimeEdit] = [:]
    var literalEditGeneration = 0

    var showsOutlines = false
    var showsSweepRuler = false
    var showsTimeline = false
    var showsKeys = false
    var isInspecting = false
    var showsHeadsUp = false
    var isBlanked = false
    var zoom = 1.0
    var isPresenting = false
    /// The presenter view's process, while presenting with one (`PreviewApp+Presenter.swift`), what it was last
    /// told, and the window's size before a presentation put it on a monitor of its own.
    var presenter: PresenterLink?
    var presenterState = PresenterState()
    var sizeBeforePresenting: CGSize?
    /// The pictures asked of the preview process for the presenter view and not yet drawn.
    var picturesAsked: Set<Int> = []

    /// The window for the previews of `files`, built by `builder`; `arguments` are the files and folders
    /// as given on the command line, read again when one of them changes (a folder may gain files).
    public init(files: SourceFiles, arguments: [String], builder: PreviewBuilder, options: PreviewAppOptions) {
        self.files = files
        sources = arguments
        self.builder = builder
        self.options = options
        sandbox = PreviewSandbox.resolve(trust: options.trust)
        // A window's builds read literals at run time, so that a save of new values needs no build.
        builder.readsLiteralsAtRunTime = true
        selectedName = options.preview
        // The build thread wakes the window's loop through a pipe that no process started later inherits.
        let pipeEnds = (try? ProcessSpawn.pipe()) ?? (read: -1, write: -1)
        wake = [pipeEnds.read, pipeEnds.write]
        let title = "Building " + files.files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        window = ReflowWindow(title: title + " — Reflow", size: options.size) {
            PreviewRoot(content: AnyView(Color.clear),
                        message: PreviewMessage(kind: .info, title: title + "…"))
        }
        window.onKey = { [unowned self] key in handle(key) }
        window.onInput = { [unowned self] input in forward(input) }
        window.onResize = { [unowned self] _ in windowResized() }
        // REFLOW_TRACE_FRAMES traces the preview process's frames, which are the views'; not this window's own.
        window.tracesFrames = false
        QuitSignals.install(writingTo: wake[1])
        window.watch(fileDescriptor: wake[0]) { [unowned self] in wokenUp() }
        if options.present { startPresenting() }
        isInspecting = options.inspect
        showsKeys = options.keys
    }

    /// Builds the files and shows their previews until the window closes, rebuilding on every save; throws
    /// when the window cannot open or is lost.
    public func run() throws {
        do {
            watcher = try FileWatcher(folders: files.folders)
        } catch {
            Diagnostics.write("reflow: \(error); files will not reload on save")
        }
        if let watcher {
            window.watch(fileDescriptor: watcher.fileDescriptor) { [unowned self] in filesChanged() }
        }
        if let line = sandbox.noticeLine { Diagnostics.write(line) }
        watchProcessCounts()
        startBuild()
        defer {
            pending?.kill()
            current?.kill()
            builder.cancel()
            builder.removeAll()
        }
        try window.runOrThrow()
    }

    // MARK: Building

    private func filesChanged() {
        guard let changed = watcher?.changedFiles(), !changed.isEmpty else { return }
        lastChangeSeen = ProcessInfo.processInfo.systemUptime
        // A folder given may have gained or lost files; one that now holds too many, or a file that became too
        // large or binary, is said over the last good preview, which stays (`SourceLimits`).
        do {
            let updated = try SourceFiles(arguments: sources)
            files = updated
            PreviewAssetCatalogs.export(for: updated.files)
            PreviewFonts.export(for: updated.files)
            for folder in updated.folders { watcher?.add(folder) }
        } catch {
            for folder in files.folders { watcher?.add(folder) }
            Diagnostics.write("reflow: \(error)")
            return show(PreviewMessage(kind: .error, title: "The files cannot be previewed",
                                       lines: ["\(error)", "Fix it and save: the preview reloads."]))
        }
        if isBuilding {
            needsAnotherBuild = true
            builder.cancel()
        } else if isPatching {
            needsAnotherReload = true
        } else if !sendLiterals() && !startPatch() {
            startBuild()
        }
    }

    /// Tier 0 of a reload: when the files differ from the build on screen only in literals' values, sends
    /// those values to its process, which builds its views again with them, state and all; false when a
    /// build is needed (docs/preview-reloads.md).
    private func sendLiterals() -> Bool {
        guard let current, pending == nil, current.exitStatus == nil, !current.literals.isEmpty,
              Set(current.literals.keys) == Set(files.files) else { return false }
        let started = ProcessInfo.processInfo.systemUptime
        var values: [String: DesignTimeValues.Value] = [:]
        var scanned: [String: LiteralFile] = [:]
        for path in files.files {
            guard let running = current.literals[path], let source = try? String(contentsOfFile: path, encoding: .utf8)
            else { return false }
            let edited = LiteralFile.scan(source: source, fileName: URL(fileURLWithPath: path).lastPathComponent,
                                          excludedLines: running.excludedLines)
            guard running.changedValues(in: edited) != nil else { return false }
            scanned[path] = edited
            // Every literal's value, not only those changed: the table is then right whatever each running body's
            // own literal is (the build's, or a patch's).
            for (key, value) in edited.values { values[key] = DesignTimeValues.Value(value) }
        }
        timings = ReloadTimings(changeSeen: lastChangeSeen)
        timings.tier = .literal
        timings.scan = ProcessInfo.processInfo.systemUptime - started
        // A panel of a failed build, or of a new build's crash, was about a version now gone.
        current.send(.message(nil))
        current.send(.literals(values, animated: options.animatesLiterals))
        // The values, and the columns after a literal that grew or shrank on its line, are the saved text's.
        sendCatalog(to: current, files: scanned)
        return true
    }

    func startBuild() {
        isBuilding = true
        needsAnotherBuild = false
        buildNumber += 1
        let number = buildNumber, files = files.files, builder = builder, wake = wake[1]
        timings = ReloadTimings(changeSeen: lastChangeSeen)
        timings.refusedPatch = refusedPatchSeconds
        refusedPatchSeconds = 0
        Thread.detachNewThread { [weak self] in
            let result = builder.build(files: files, number: number)
            guard let self else { return }
            self.resultLock.lock()
            self.finishedBuild = result
            self.resultLock.unlock()
            _ = write(wake, "b", 1)
        }
    }

    /// The wake-up pipe: "b" when a build finished, "q" when a signal asks to quit.
    private func wokenUp() {
        var byte: UInt8 = 0
        guard read(wake[0], &byte, 1) == 1 else { return }
        if byte == UInt8(ascii: "q") { return window.close() }
        if byte == UInt8(ascii: "p") { return patchBuilt() }
        buildFinished()
    }

    private func buildFinished() {
        resultLock.lock()
        let result = finishedBuild
        finishedBuild = nil
        resultLock.unlock()
        guard let result else { return }
        isBuilding = false
        if needsAnotherBuild { return startBuild() }
        timings.record(result)
        for note in result.notes { Diagnostics.write("reflow: \(note)") }
        guard let executable = result.executable else {
            // The compiler's own words, for terminals and editors that jump to file:line:col.
            Diagnostics.write(result.output, terminator: "")
            let errors = result.errors
            let shown = errors.prefix(6).map { $0.summary(relativeTo: FileManager.default.currentDirectoryPath) }
            let more = errors.count > shown.count ? ["… and \(errors.count - shown.count) more on standard error"] : []
            show(PreviewMessage(kind: .error, title: "Build failed: \(errors.count) error\(errors.count == 1 ? "" : "s")",
                                lines: shown + more + ["Fix the file and save: the preview reloads."]))
            return
        }
        if !result.output.isEmpty { Diagnostics.write(result.output, terminator: "") }
        start(executable, result: result)
    }

    // MARK: Tier-1 reloads (PreviewApp+Patches.swift)


    /// The patch tried for this save was refused: the time it took goes to the build's timings.
    func noteRefusedPatch() { refusedPatchSeconds = ProcessInfo.processInfo.systemUptime - timings.changeSeen }

    func recordPatch(_ result: PatchBuildResult) {
        timings.record(result)
        timings.started = ProcessInfo.processInfo.systemUptime
    }

    /// The patched preview's views, built and laid out with the new code, are on the screen.
    func reportPatch(shownAt time: Double) {
        guard let current else { return }
        timings.ready = time
        timings.shown = time
        reloaded(current)
    }

    // MARK: Preview processes

    private func start(_ executable: String, result: PreviewBuildResult) {
        guard window.isOpen else { return }
        // The process asks the kernel to end it when this one ends (`ParentDeath`); it is started from the
        // main thread, whose end is what the kernel watches.
        // In the sandbox the process is in a PID namespace of its own, where its parent is not this process:
        // bubblewrap ties its life to ours instead (`--die-with-parent`).
        // It draws in memory at the window's size and scale and hands its frames over (`FrameChannel`): it holds no
        // connection to the display.
        let pixels = window.pixelSize
        var childOptions = PreviewOptions(parent: sandbox.isOn ? nil : getpid(), zoom: zoom, outlines: showsOutlines,
                                          sweepRuler: showsSweepRuler, timeline: showsTimeline, keys: showsKeys,
                                          inspect: isInspecting,
                                          headsUp: showsHeadsUp,
                                          variants: options.variants)
        childOptions.frames = CGSize(width: pixels.width, height: pixels.height)
        childOptions.scale = window.pixelScale
        if current == nil && listings.isEmpty, let wanted = options.preview {
            // The first preview shown is the one asked for on the command line; reloads keep what is shown.
            childOptions.preview = wanted
        } else if let selectedName {
            childOptions.keep = PreviewOptions.Selection(name: selectedName, index: selected)
        }
        if let old = pending {
            forget(old)
            old.kill()
        }
        // The views of the new build start from the state of those on screen (`PreviewState`).
        // It is saved while the new process starts (`--state-follows`): the new one loads, connects to the
        // display and opens its fonts meanwhile, and waits for it only before it builds its views.
        // Written by the old process and read by the new: in the folder both may write (`SandboxFolders`).
        let folders = PreviewSandbox.folders(for: files.files, builder: builder)
        let statePath = folders.exchange + "/state-\(buildNumber).json"
        let stateFrom = current.flatMap { $0.exitStatus == nil ? $0 : nil }
        if stateFrom != nil {
            childOptions.restoreState = statePath
            childOptions.stateFollows = true
        }
        do {
            let directory = FileManager.default.currentDirectoryPath + "/"
            let fileIDs = Dictionary(files.files.map { path in
                let shown = path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
                return ("\(PreviewBuilder.moduleName)/\(URL(fileURLWithPath: path).lastPathComponent):", shown + ":")
            }) { first, _ in first }
            let child = try PreviewChild(executable: executable, options: childOptions, buildNumber: buildNumber,
                                         fileIDs: fileIDs, sandbox: sandbox, folders: folders)
            child.literals = result.literals
            child.runningSources = result.sources
            sendCatalog(to: child, files: result.literals)
            pending = child
            timings.started = child.started
            if let stateFrom {
                let saveStarted = ProcessInfo.processInfo.systemUptime
                child.send(.stateWritten(saveState(of: stateFrom, to: statePath)))
                timings.saveState = ProcessInfo.processInfo.systemUptime - saveStarted
            }
            window.watch(fileDescriptor: child.statusReader) { [unowned self, unowned child] in statusArrived(from: child) }
            window.watch(fileDescriptor: child.frames.socket) { [unowned self, unowned child] in framesArrived(from: child) }
            window.watch(fileDescriptor: child.outputReader) { [unowned self, unowned child] in
                if !child.forwardOutput() { window.stopWatching(fileDescriptor: child.outputReader) }
            }
        } catch {
            show(PreviewMessage(kind: .crash, title: "The preview could not start", lines: ["\(error)"]))
        }
    }

    /// Deletes the states saved for builds up to `number`: their processes have read them. They live in the
    /// exchange folder, which outlives builds, so each reload would otherwise leave one behind.
    private func removeSavedStates(upTo number: Int) {
        let exchange = PreviewSandbox.exchangeFolder(of: builder)
        // "state-3.json" and what is saved beside it ("state-3.json.frames").
        for name in (try? FileManager.default.contentsOfDirectory(atPath: exchange)) ?? [] where name.hasPrefix("state-") {
            if let saved = Int(name.dropFirst(6).prefix { $0.isNumber }), saved <= number {
                try? FileManager.default.removeItem(atPath: exchange + "/" + name)
            }
        }
    }

    /// Asks the preview on screen to save its views' state to `path`, and waits for it to say so: a few
    /// milliseconds, or a second at most for one that does not answer (busy in a frame, or ending). True when
    /// the file is there. Other statuses that arrive meanwhile are handled as usual.
    private func saveState(of child: PreviewChild, to path: String) -> Bool {
        guard child.exitStatus == nil else { return false }
        try? FileManager.default.removeItem(atPath: path)
        child.send(.saveState(path))
        let deadline = ProcessInfo.processInfo.systemUptime + 1
        while case let left = deadline - ProcessInfo.processInfo.systemUptime, left > 0 {
            var descriptor = pollfd(fd: child.statusReader, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            // Ended: the window's loop sees the end of the pipe too, and says what happened.
            guard let statuses = child.readStatus() else { return false }
            var saved = false
            for status in statuses {
                if status == .stateSaved(path) { saved = true } else { handle(status, from: child) }
            }
            if saved { return FileManager.default.fileExists(atPath: path) }
        }
        return false
    }

    private func statusArrived(from child: PreviewChild) {
        guard let statuses = child.readStatus() else { return childEnded(child) }
        for status in statuses { handle(status, from: child) }
    }

    private func handle(_ status: PreviewStatus, from child: PreviewChild) {
        switch status {
        case .previews(let list):
            child.listings = list
        case .ready(let index):
            guard child === pending else { return }
            // The new preview is laid out: the old one stops and the new one draws over its pixels.
            current?.kill()
            if let old = current { forget(old) }
            let unanswered = current?.keysInFlight ?? []
            current = child
            pending = nil
            // Keys the old process never answered go to the new one, where the user is now looking.
            for key in unanswered { _ = forward(.key(key)) }
            if let pointer = pointerLocation { _ = forward(.pointerMoved(x: pointer.x, y: pointer.y, modifiers: [])) }
            listings = child.listings
            selected = index
            timings.ready = ProcessInfo.processInfo.systemUptime
            window.drawsFrames = false
            builder.removeBuilds(before: child.buildNumber)
            removeSavedStates(upTo: child.buildNumber)
            if isBlanked { child.send(.blank(true)) }
            if isPresenting { child.send(.presenting(true)) }
            child.send(.show)
            presenterState.problem = nil
            updatePresenter(drawingPictures: true)
            // Its warnings so far came while the old preview was on screen.
            if let note = headsUpNote(for: child) { child.send(.headsUpNote(note)) }
            updateTitle()
            // A sandbox that could not be had, or not whole, is said once, over the first preview shown; running
            // without one by choice (`--trust`) only on standard error.
            if !saidSandboxNotice, !sandbox.isTrusted, let notice = sandbox.notice {
                saidSandboxNotice = true
                child.send(.message(PreviewMessage(kind: .info, title: notice.title, lines: notice.lines)))
            }
        case .shown(let time):
            timings.shown = time
            reloaded(child)
        case .literalsShown(let time):
            guard child === current, timings.tier == .literal else { return }
            timings.shown = time
            reloaded(child)
        case .selected(let index):
            selected = index
            updateTitle()
            updatePresenter(drawingPictures: true)
        case .hung(let seconds):
            child.hangLimit = seconds
        case .memoryExceeded(let limit):
            child.memoryLimit = limit
        case .patched(let time):
            guard child === current else { return }
            patchLoaded(at: time)
        case .patchFailed(let reason):
            guard child === current else { return }
            patchFailed(reason)
        case .literalEdited(let edit):
            guard child === current else { return }
            literalEdited(edit)
        case .stateSaved:
            // An answer that came after `saveState(of:to:)` stopped waiting: nothing uses the file now.
            break
        case .inspecting(let on):
            if child === current { isInspecting = on }
        case .diagnostic(let diagnostic):
            // Its line is on standard error already, passed on with the rest of the process's output.
            child.warningCount += 1
            child.latestWarning = diagnostic
            if child === current, let note = headsUpNote(for: child) { child.send(.headsUpNote(note)) }
        case .thumbnail(let index, _):
            pictureDrawn(index, by: child)
        case .keyTaken(let taken):
            guard !child.keysInFlight.isEmpty else { return }
            let key = child.keysInFlight.removeFirst()
            // No view of the preview took it: it is one of the window's own keys.
            if !taken && child === current { handle(key) }
        }
    }

    /// A reload reached the screen: said on standard error when traced, and in the heads-up line.
    private func reloaded(_ child: PreviewChild) {
        reloadCount += 1
        timings.report(number: reloadCount)
        // A build's pictures were asked for when it took over the window (`ready`).
        if child === current, timings.tier != .build { updatePresenter(drawingPictures: true) }
        if let note = timings.note { child.send(.reloadNote(note)) }
    }

    /// A preview process ended: stopped by us, or crashed, or hung.
    private func childEnded(_ child: PreviewChild) {
        forget(child)
        let status = child.waitForExit(timeout: 2) ?? 0
        // What it printed last, up to its end (the pipe does not block: a process it started may hold it).
        var reads = 0
        while reads < 64 && child.forwardOutput() { reads += 1 }
        let wasCurrent = child === current
        if wasCurrent { current = nil } else if child === pending { pending = nil } else { return }
        // Keys it never answered (pressed while it hung, say) are the window's own: q still quits.
        defer { for key in child.keysInFlight { handle(key) } }
        var title: String, lines: [String] = []
        if let limit = child.hangLimit {
            title = "The preview hung and was stopped"
            lines.append("A frame (a layout or a view's body) ran longer than \(Int(limit)) s.")
        } else if let limit = child.processLimit {
            title = "The preview started too many processes and was stopped"
            lines.append("A preview may have \(limit) processes and threads at once "
                + "(REFLOW_PREVIEW_PROCESS_LIMIT sets it); a loop that starts processes or threads?")
        } else if let limit = child.memoryLimit {
            title = "The preview used more than \(MemoryWatchdog.describe(bytes: limit)) of memory and was stopped"
            lines.append("A preview may hold 2 GiB or a quarter of the memory, whichever is less "
                + "(REFLOW_PREVIEW_MEMORY_LIMIT sets it in MiB); something allocates without bound?")
        } else {
            let (ending, meaning) = PreviewChild.describe(waitStatus: status)
            title = "The preview " + ending
            if let meaning { lines.append(meaning + ".") }
            // Reflow's runtime is optimized, where a failed precondition traps without a word (a message in
            // its LayoutSubviews subscript would cost every layout a few percent).
            if child.lastLines.isEmpty && [SIGILL, SIGTRAP].contains(status & 0x7f) {
                lines.append("It printed nothing: a check in Reflow failed, such as a LayoutSubviews index out "
                    + "of range; a backtrace tells where (SWIFT_BACKTRACE=enable=yes).")
            }
        }
        lines += child.lastLines.suffix(6)
        lines.append("Fix the file and save: the preview reloads.")
        show(PreviewMessage(kind: .crash, title: title, lines: lines))
        if wasCurrent { processEndedWhilePatching() }
    }

    /// The preview's views get the window's input first: it goes to the process drawing them, which answers
    /// for each key whether a view took it. Without one the window's own views (a message) get it.
    func forward(_ input: WindowInput) -> Bool {
        switch input {
        case .pointerPressed(let x, let y, _), .pointerMoved(let x, let y, _), .pointerReleased(let x, let y, _):
            pointerLocation = (x, y)
        case .pointerExited: pointerLocation = nil
        case .scroll, .key: break
        }
        guard let current else { return false }
        // A blanked screen shows nothing to click: the pointer does nothing until it comes back.
        if isBlanked, !input.isKey { return true }
        current.send(.input(input))
        if case .key(let key) = input { current.keysInFlight.append(key) }
        return true
    }

    private func forget(_ child: PreviewChild) {
        window.stopWatching(fileDescriptor: child.statusReader)
        window.stopWatching(fileDescriptor: child.outputReader)
        window.stopWatching(fileDescriptor: child.frames.socket)
    }

    /// A frame of the preview on screen: its pixels go on the window. Another process's frames are answered and
    /// dropped (one being replaced draws nothing new, one waiting for its turn draws nothing yet).
    private func framesArrived(from child: PreviewChild) {
        let shows = child === current
        if !child.frames.receive(show: { pixels, width, height, stride in
            if shows { window.show(pixels: pixels, width: width, height: height, stride: stride) }
        }) {
            window.stopWatching(fileDescriptor: child.frames.socket)
        }
    }

    /// The window's new size, in pixels, to the processes that draw for it.
    func windowResized() {
        let pixels = window.pixelSize
        for child in [current, pending].compactMap({ $0 }) {
            child.send(.resize(width: pixels.width, height: pixels.height))
        }
    }

    /// Shows `message` over the preview on screen, or in the window's own drawing when none is running.
    private func show(_ newMessage: PreviewMessage) {
        presenterState.problem = newMessage.title
        updatePresenter(drawingPictures: false)
        if let current {
            current.send(.message(newMessage))
        } else {
            window.drawsFrames = true
            window.update(rootView: PreviewRoot(content: AnyView(Color.clear), message: newMessage))
            window.setTitle(newMessage.title + " — Reflow")
        }
    }

    /// "2 warnings · Slider was given the range 1.0...0.0 (used 0...1). …": how many warnings `child`
    /// reported and the latest, for under its heads-up line; nil when it reported none. The prefix "Reflow:
    /// warning:" is left out, as the count says what the line is.
    private func headsUpNote(for child: PreviewChild) -> String? {
        guard let latest = child.latestWarning else { return nil }
        var text = Substring(latest.message)
        for prefix in ["Reflow: warning: ", "reflow: warning: ", "Reflow: ", "reflow: "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        return "\(child.warningCount) warning\(child.warningCount == 1 ? "" : "s") · \(text)"
    }

    private func updateTitle() {
        guard listings.indices.contains(selected) else { return }
        let listing = listings[selected]
        selectedName = listing.name
        let position = listings.count > 1 ? " (\(selected + 1)/\(listings.count))" : ""
        window.setTitle("\(listing.name)\(position) — \(listing.file) — Reflow")
    }
}

/// How `reflow preview` was asked to open.
public struct PreviewAppOptions {
    /// The window's size at first, in points.
    public var size = CGSize(width: 800, height: 600)
    /// The preview to open at, by name (or number from 1).
    public var preview: String?
    /// Fullscreen, the previews as slides.
    public var present = false
    /// The layout inspector on.
    public var inspect = false
    /// The keys pressed shown in the window (`--keys`).
    public var keys = false
    /// Whether new values of literals (a save that changed only them) animate the change.
    public var animatesLiterals = false
    /// The variants shown side by side (`PreviewVariantKind`'s raw value), nil for the preview alone.
    public var variants: String?
    /// Whether preview processes run without the sandbox (`--trust`).
    public var trust = false
    /// Whether presenting opens the presenter view in a window of its own even with one monitor.
    public var presenterWindow = false
    /// The talk's length, for the presenter view's pacing timer.
    public var minutes: Double?

    /// The options as `reflow preview`'s command line gives them, each left out at its default.
    public init(size: CGSize = CGSize(width: 800, height: 600), preview: String? = nil, present: Bool = false,
                inspect: Bool = false) {
        self.size = size
        self.preview = preview
        self.present = present
        self.inspect = inspect
    }
}

/// Ctrl-C, a closed terminal, `kill`: `reflow preview` closes its window as with q, so that its builds and
/// preview processes are cleaned up. The handler only writes a byte to the window's wake-up pipe, which is
/// safe in a signal handler. A handler, unlike an ignored signal, is reset in the processes started later.
enum QuitSignals {
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    static func install(writingTo descriptor: Int32) {
        Self.descriptor = descriptor
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { _ in _ = write(QuitSignals.descriptor, "q", 1) }
        }
    }
}

