import Foundation
@_spi(Preview) import ReflowX11
@_spi(Preview) import Reflow

/// A preview process's window: the selected preview drawn in memory at the size of `reflow preview`'s window,
/// each frame handed over `FrameChannel` (the process holds no connection to the display), changed by the
/// commands on standard input, reported on file descriptor 3.
final class PreviewRunner {
    private let previews: [Preview]
    private let listings: [PreviewListing]
    private var index: Int
    private let window: ReflowWindow
    private let status = StatusChannel(fileDescriptor: 3)
    private let watchdog: FrameWatchdog
    private let memoryWatchdog: MemoryWatchdog
    private var message: PreviewMessage?
    private var showsHeadsUp: Bool
    private var input = LineReader(fileDescriptor: STDIN_FILENO)
    private var isReady = false
    /// The frames the previous build's process saved with its state, compared with this one's first layout.
    private var framesBefore: [String: CGRect]?
    /// What changed on the reload, for the heads-up line.
    private var frameChanges: FrameChanges?
    /// What `reflow preview` says of this process's warnings, under the heads-up line.
    private var headsUpNote: String?
    /// What the last reload was and took ("literal · 14 ms"), for the heads-up line.
    private var reloadNote: String?

    /// The variants shown side by side, if any (`--variants`).
    private let variants: PreviewVariantKind?

    /// What hands the frames to `reflow preview`.
    private let frames = FrameSender()

    /// Draws into a window of `pixels` at `scale` pixels a point.
    init(previews: [Preview], listings: [PreviewListing], index: Int, pixels: CGSize, scale: Double,
         options: PreviewOptions) {
        self.previews = previews
        variants = options.variants.flatMap(PreviewVariantKind.init(rawValue:))
        self.listings = listings
        self.index = index
        showsHeadsUp = options.headsUp
        let status = status
        // Every warning of the process, its views' and those no host gives, goes to `reflow preview` too,
        // which shows them in the heads-up line (its standard error gets the printed line as before).
        Diagnostics.observer = { status.send(.diagnostic($0)) }
        watchdog = FrameWatchdog(limit: PreviewProcess.frameLimit) {
            status.send(.hung(PreviewProcess.frameLimit))
            // Written, not reported: the hung thread may hold the diagnostics' lock.
            Diagnostics.write("reflow: the preview did not finish a frame within "
                + "\(Int(PreviewProcess.frameLimit)) s (a layout or a view's body that never returns?); stopped")
            _exit(124)
        }
        let memoryLimit = MemoryWatchdog.limitForThisProcess()
        memoryWatchdog = MemoryWatchdog(limit: memoryLimit) { held in
            status.send(.memoryExceeded(memoryLimit))
            Diagnostics.write("reflow: the preview held \(MemoryWatchdog.describe(bytes: held)) of "
                + "memory, more than its limit of \(MemoryWatchdog.describe(bytes: memoryLimit)) (allocating without "
                + "bound?); stopped")
            _exit(125)
        }
        // The views of the first build start from the state the previous build's process saved.
        if let path = options.restoreState, !options.stateFollows { framesBefore = Self.restoreState(from: path) }
        // The inspector lists a pinned view's literals: the hosts made from now on note which body reads which.
        DesignTimeValues.recordsBodies = true
        let preview = previews[index]
        let variants = variants
        window = ReflowWindow(drawingInMemory: (Int(pixels.width), Int(pixels.height)), scale: scale) {
            PreviewRoot(content: preview.content(in: variants))
        }
        let frames = frames
        window.onFramePixels = { pixels, width, height, stride in
            frames.send(pixels, width: width, height: height, stride: stride)
        }
        window.zoom = options.zoom
        window.showsViewFrames = options.outlines
        window.showsSweepRuler = options.sweepRuler
        window.showsTimeline = options.timeline
        window.showsKeys = options.keys
        // The inspector shows the preview's own views, not the window's wrapper around them; `reflow preview`
        // hears when Escape turns it off here.
        window.inspectedSubtreeID = PreviewRoot.contentID
        window.isInspecting = options.inspect
        window.onInspectingChanged = { on in status.send(.inspecting(on)) }
        // A number dragged in the inspector: the views are built again with it at once (as a `literals` command
        // builds them, state kept), and `reflow preview` writes it into the file once it settles.
        window.onLiteralEdit = { [unowned self] edit in
            show()
            if edit.phase != .live { status.send(.literalEdited(edit)) }
        }
        // Nothing is drawn until `reflow preview` says so: the process this one replaces draws till then.
        window.drawsFrames = false
        window.onBusy = { [unowned self] busy in
            watchdog.setBusy(busy)
            if !busy && !isReady {
                isReady = true
                // Views made later (another preview selected, a branch shown) start afresh, as usual.
                PreviewState.endRestoring()
                markFrameChanges()
                status.send(.ready(self.index))
            }
        }
        window.onFirstFrame = { [unowned self] _ in
            status.send(.shown(ProcessInfo.processInfo.systemUptime))
            // The line made before the window opened has no size, times or reload changes yet (an update
            // from the first layout's own callbacks is dropped when the window starts): now it has them.
            if showsHeadsUp { show() }
        }
        window.onResize = { [unowned self] _ in if showsHeadsUp { show() } }
        window.watch(fileDescriptor: STDIN_FILENO) { [unowned self] in readCommands() }
        if let path = options.restoreState, options.stateFollows {
            // Saved by the process on screen while this one loaded, connected and opened its fonts.
            window.beforeViewsAreBuilt = { [unowned self] in
                if waitForState() { framesBefore = Self.restoreState(from: path) }
            }
        }
        status.send(.previews(listings))
        if showsHeadsUp { show() }
    }

    func run() {
        do {
            try window.runOrThrow()
        } catch {
            PreviewProcess.fail("\(error)", status: 1)
        }
    }

    /// Starts the views of the first build from the state saved at `path` (`PreviewState`); the frames saved
    /// with it, to mark what moved.
    private static func restoreState(from path: String) -> [String: CGRect]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        PreviewState.beginRestoring(data)
        return FileManager.default.contents(atPath: framesPath(forState: path)).flatMap(FrameChanges.decodeFrames)
    }

    /// Reads commands until `stateWritten` comes (`--state-follows`), keeping the others for the window's loop;
    /// whether the state was written. Without an answer within 2 s (`reflow preview` gone, or the state never
    /// coming), the views start afresh.
    private func waitForState() -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + 2
        var kept: [PreviewCommand] = []
        defer {
            // Handled once the window's loop runs, in the order they came.
            if !kept.isEmpty { DispatchQueue.main.async { [unowned self] in for command in kept { handle(command) } } }
        }
        while case let left = deadline - ProcessInfo.processInfo.systemUptime, left > 0 {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            guard let lines = input.readLines() else { return false }
            var written: Bool?
            for line in lines {
                guard let command = PreviewCommand(line: line) else { continue }
                if written == nil, case .stateWritten(let answer) = command { written = answer } else { kept.append(command) }
            }
            if let written { return written }
        }
        return false
    }

    private func readCommands() {
        guard let lines = input.readLines() else {
            // `reflow preview` is gone: so is its window.
            window.close()
            return
        }
        for line in lines { if let command = PreviewCommand(line: line) { handle(command) } }
    }

    private func handle(_ command: PreviewCommand) {
        switch command {
        case .show: window.drawsFrames = true
        case .select(let newIndex):
            guard previews.indices.contains(newIndex), newIndex != index else { return }
            index = newIndex
            frameChanges = nil
            status.send(.selected(index))
            show()
        case .outlines(let on): window.showsViewFrames = on
        case .sweepRuler(let on): window.showsSweepRuler = on
        case .timeline(let on): window.showsTimeline = on
        case .keys(let on): window.showsKeys = on
        case .inspect(let on): window.isInspecting = on
        case .headsUp(let on):
            showsHeadsUp = on
            show()
        case .blank(let on): window.isBlanked = on
        case .zoom(let zoom):
            window.zoom = zoom
            if showsHeadsUp { show() }
        case .message(let newMessage):
            message = newMessage
            show()
        case .play: window.playPhaseAnimations()
        case .quit: window.close()
        case .input(let input):
            let taken = window.deliver(input)
            // `reflow preview` waits for the answer to act on a key itself.
            if case .key = input { status.send(.keyTaken(taken)) }
        case .saveState(let path): saveState(to: path)
        case .stateWritten: break  // an answer that came after `waitForState` stopped waiting
        case .patch(let library, let probe, let literals): applyPatch(library: library, probe: probe, literals: literals)
        case .headsUpNote(let note):
            headsUpNote = note
            if showsHeadsUp { show() }
        case .literals(let values, let animated):
            // Every body runs again with the new values; views keep their identity, so their state stays.
            reloadInPlace(animation: animated ? .default : nil, answer: { .literalsShown($0) }) {
                DesignTimeValues.replace(with: values)
            }
        case .reloadNote(let note):
            reloadNote = note
            if showsHeadsUp { show() }
        case .literalCatalog(let literals):
            DesignTimeValues.catalog = Dictionary(literals.map { ($0.key, $0) }) { first, _ in first }
            // The inspector's panel lists them from its next frame on.
            if window.isInspecting { show() }
        case .thumbnail(let index, let path): drawThumbnail(of: index, to: path)
        case .presenting(let on): window.zoomsOntoViews = on
        case .resize(let width, let height): window.resize(toPixels: width, height: height)
        }
    }

    /// Draws preview `index` as the window would show it now (its size, its variants), off screen, into a PNG
    /// file at `path`, and says so: the presenter view shows the current and the next preview from these. Its
    /// bodies are the preview's code, timed by the watchdog as a frame is.
    private func drawThumbnail(of index: Int, to path: String) {
        if previews.indices.contains(index) {
            watchdog.setBusy(true)
            do {
                // In memory, at the window's scale: the picture needs no connection of its own to the display.
                try Snapshot.write(PreviewRoot(content: previews[index].content(in: variants)), size: window.size,
                                   to: path, on: .memory(scale: window.pixelScale), settled: true)
            } catch {
                Diagnostics.write("reflow: the presenter's picture of preview \(index + 1) could not be drawn: \(error)")
            }
            watchdog.setBusy(false)
        }
        status.send(.thumbnail(index: index, path: path))
    }

    /// Writes the views' state to `path` for the next build's process and says so; on failure the file is
    /// missing and that process starts afresh.
    private func saveState(to path: String) {
        if let host = window.host {
            let written = FileManager.default.createFile(atPath: path, contents: PreviewState.save(host))
            if !written {
                Diagnostics.process.report(.preview, "reflow: cannot save the preview's state to \(path)")
            }
            // The frames go beside the state, for the next process to show what moved.
            let frames = host.framesByIdentity(insideViewWithID: PreviewRoot.contentID)
            FileManager.default.createFile(atPath: Self.framesPath(forState: path), contents: FrameChanges.encode(frames))
        }
        status.send(.stateSaved(path))
    }

    /// Loads a tier-1 patch and builds every view again with it: the views keep their identities, so all state
    /// stays (any `@State`, scroll offsets, navigation, focus); every layout answer is forgotten, as a layout's
    /// code may be what changed.
    private func applyPatch(library: String, probe: String?, literals: [String: DesignTimeValues.Value]?) {
        if let failure = PatchLoading.load(library: library, probe: probe) {
            status.send(.patchFailed(failure))
            return
        }
        reloadInPlace(animation: nil, answer: { .patched($0) }) {
            // The patched bodies read their literals by the keys of the text they were written from.
            if let literals { DesignTimeValues.replace(with: literals) }
            window.host?.invalidateLayout()
        }
    }

    /// A reload within this process (new literals, a patch): `change` is made and the views are built again;
    /// once the frame is on the screen, the views whose frames moved are marked as after a build's reload, and
    /// `reflow preview` is told with `answer` at the time it was shown.
    private func reloadInPlace(animation: Animation?, answer: @escaping (Double) -> PreviewStatus, change: () -> Void) {
        let before = window.host?.framesByIdentity(insideViewWithID: PreviewRoot.contentID)
        change()
        window.onNextFrame = { [unowned self] in
            if let before, let host = window.host {
                let changes = FrameChanges(from: before, to: host.framesByIdentity(insideViewWithID: PreviewRoot.contentID))
                frameChanges = changes
                window.changeMarks.show(changes)
                window.requestDraw()
                if showsHeadsUp { show() }
            }
            status.send(answer(ProcessInfo.processInfo.systemUptime))
        }
        show(animation: animation)
    }

    /// The file of frames saved beside the state file at `path`.
    static func framesPath(forState path: String) -> String { path + ".frames" }

    /// After a reload, once the first layout is done: marks the views whose frames differ from the previous
    /// build's, and says how many in the heads-up line.
    private func markFrameChanges() {
        guard let before = framesBefore, let host = window.host else { return }
        framesBefore = nil
        let changes = FrameChanges(from: before, to: host.framesByIdentity(insideViewWithID: PreviewRoot.contentID))
        frameChanges = changes
        window.changeMarks.show(changes)
    }

    private func show(animation: Animation? = nil) {
        window.update(rootView: PreviewRoot(content: previews[index].content(in: variants), message: message,
                                            headsUp: showsHeadsUp ? headsUpText() : nil,
                                            headsUpNote: showsHeadsUp ? headsUpNote : nil), animation: animation)
    }

    /// "2/3 Tags · Tags.swift:12 · 800×600 pt · 100 % · layout 0.42 ms · draw 1.31 ms": the times are the
    /// last frame's; after a reload, what it changed follows the file ("· 3 frames moved, 1 resized").
    private func headsUpText() -> String {
        let listing = listings[index]
        // After a reload: "3 frames moved, 1 resized" (FrameChanges.summary), until another preview is chosen;
        // early in the line, which a narrow window cuts at its end.
        let changes = (reloadNote.map { " · " + $0 } ?? "") + (frameChanges.map { " · " + $0.summary } ?? "")
        return String(format: "%d/%d %@ · %@:%d%@ · %.0f×%.0f pt · %.0f %% · layout %.2f ms · draw %.2f ms",
                      index + 1, listings.count, listing.name, listing.file, listing.line, changes,
                      window.size.width, window.size.height, window.zoom * 100,
                      window.lastLayoutDuration * 1000, window.lastDrawDuration * 1000)
    }
}

/// Lines written to a file descriptor that `reflow preview` reads; silent when the descriptor is not open
/// (a preview process started by hand).
final class StatusChannel: Sendable {
    private let fileDescriptor: Int32?

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fcntl(fileDescriptor, F_GETFD) == -1 ? nil : fileDescriptor
    }

    func send(_ status: PreviewStatus) {
        guard let fileDescriptor else { return }
        let bytes = Array((status.line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// Reads what a pipe holds and hands back its complete lines, keeping a partial one for the next read.
public struct LineReader {
    public let fileDescriptor: Int32
    private var pending: [UInt8] = []

    public init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// Whether the last read found nothing to read on a non-blocking descriptor.
    public private(set) var wouldBlock = false

    /// The lines completed by one read; nil at the end of the input.
    public mutating func readLines() -> [Substring]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(fileDescriptor, &buffer, buffer.count)
        wouldBlock = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        guard count > 0 else { return count < 0 && (errno == EINTR || wouldBlock) ? [] : nil }
        pending += buffer.prefix(count)
        guard let last = pending.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let text = String(decoding: pending[...last], as: UTF8.self)
        pending.removeSubrange(...last)
        return text.split(separator: "\n")
    }
}
