import Foundation
import Reflow
@_spi(Preview) import ReflowX11
import ReflowPreviewRuntime
import ReflowPreviewBuild

/// The presenter view (docs/presenting.md): with two monitors, or with `--presenter-window`, presenting puts
/// the previews fullscreen on the audience's monitor and the speaker's view (`PresenterProcess`) on the other,
/// or in a window of its own. Its keys come here and act as this window's keys do.
extension PreviewApp {
    /// Opens the presenter view if the screen has two monitors or `--presenter-window` asks for one, and puts
    /// the window on the audience's monitor; false when presenting goes on without one.
    func openPresenter() -> Bool {
        let placement = Monitor.presentation(on: window.isOpen ? window.monitors : ReflowWindow.monitors())
        guard placement != nil || options.presenterWindow else { return false }
        do {
            let link = try PresenterLink(minutes: options.minutes, monitor: placement?.presenter,
                                     picturesIn: PreviewSandbox.exchangeFolder(of: builder))
            presenter = link
            window.watch(fileDescriptor: link.keysReader) { [unowned self] in presenterKeysArrived() }
        } catch {
            Diagnostics.write("reflow: the presenter view could not start: \(error)")
            return false
        }
        if let placement {
            sizeBeforePresenting = window.size
            window.place(on: placement.audience, fullscreen: true)
        } else if !window.isFullscreen {
            window.toggleFullscreen()
        }
        presenterState = PresenterState()
        updatePresenter(drawingPictures: true)
        return true
    }

    /// Ends the presenter view and brings the window back from the audience's monitor.
    func closePresenter() {
        guard presenter != nil else { return }
        dropPresenter()
        if let size = sizeBeforePresenting {
            window.leaveFullscreen(restoring: size)
            sizeBeforePresenting = nil
        }
    }

    /// Tells the presenter what the audience sees now: the preview, its notes, the next one, the black screen.
    /// With `drawingPictures`, the preview process draws the current and the next preview for it again.
    func updatePresenter(drawingPictures: Bool) {
        guard let presenter else { return }
        var state = presenterState
        state.isBlanked = isBlanked
        if window.size.width > 0, window.size.height > 0 { state.aspectRatio = window.size.width / window.size.height }
        state.count = listings.count
        // The talk begins with its first preview on the audience's screen, not with the build before it.
        if state.startedAt == nil, current != nil { state.startedAt = Date().timeIntervalSince1970 }
        if listings.indices.contains(selected) {
            let listing = listings[selected]
            state.index = selected
            state.name = listing.name
            state.file = listing.file
            state.line = listing.line
            state.notes = notes(of: listing)
            state.nextName = selected + 1 < listings.count ? listings[selected + 1].name : nil
        }
        if state.index != presenterState.index || state.count != presenterState.count {
            // The pictures were of other previews.
            state.currentPicture = nil
            state.nextPicture = nil
        }
        presenterState = state
        presenter.send(state)
        guard drawingPictures, let current, current.exitStatus == nil, !listings.isEmpty else { return }
        picturesAsked = [selected]
        current.send(.thumbnail(index: selected, path: presenter.currentPicture))
        if selected + 1 < listings.count {
            picturesAsked.insert(selected + 1)
            current.send(.thumbnail(index: selected + 1, path: presenter.nextPicture))
        }
    }

    /// The preview process drew preview `index` for the presenter.
    func pictureDrawn(_ index: Int, by child: PreviewChild) {
        guard let presenter, child === current, picturesAsked.remove(index) != nil else { return }
        let path = index == selected ? presenter.currentPicture : presenter.nextPicture
        guard FileManager.default.fileExists(atPath: path) else { return }
        if index == selected { presenterState.currentPicture = path } else { presenterState.nextPicture = path }
        presenterState.pictures += 1
        presenter.send(presenterState)
    }

    /// The notes above the `#Preview` of `listing`, read from its file now (it may have been saved since).
    private func notes(of listing: PreviewListing) -> String? {
        guard let path = files.files.first(where: { URL(fileURLWithPath: $0).lastPathComponent == listing.file }),
              let source = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return PreviewNotes.notes(in: source, above: listing.line)
    }

    /// Stops the presenter's process and forgets it; the window stays where it is.
    private func dropPresenter() {
        guard let presenter else { return }
        window.stopWatching(fileDescriptor: presenter.keysReader)
        presenter.stop()
        self.presenter = nil
        picturesAsked = []
    }

    private func presenterKeysArrived() {
        guard let presenter else { return }
        // Its window was closed: presenting goes on without it.
        guard let keys = presenter.readKeys() else { return dropPresenter() }
        // The speaker's keys are this window's: the preview's views, its inspector and its zoom (z) get them
        // first, and the window acts on those they leave.
        for key in keys where !forward(.key(key)) { handle(key) }
    }
}
