import Foundation
@_spi(Preview) import ReflowX11
import ReflowPreviewRuntime
import Reflow

/// The keys of `reflow preview`: moving between previews, what is shown over them, zoom, blanking and
/// presenting. What goes to the preview process is sent as a command; the window's own state stays here.
extension PreviewApp {
    func handle(_ key: WindowKey) {
        switch key.name {
        case "Right", "Next", "Page_Down": select(selected + 1)
        case "Left", "Prior", "Page_Up": select(selected - 1)
        case "b" where isPresenting, "period", "KP_Decimal":
            // While presenting, b blacks the screen out as presentation programs do (reveal.js, Keynote).
            isBlanked.toggle()
            current?.send(.blank(isBlanked))
            window.isBlanked = isBlanked
            updatePresenter(drawingPictures: false)
        case "b":
            showsOutlines.toggle()
            current?.send(.outlines(showsOutlines))
        case "e":
            // The preview process runs the inspector, next to its views, and takes its keys first from then on.
            isInspecting.toggle()
            current?.send(.inspect(isInspecting))
        case "i":
            showsHeadsUp.toggle()
            current?.send(.headsUp(showsHeadsUp))
        case "w":
            showsSweepRuler.toggle()
            current?.send(.sweepRuler(showsSweepRuler))
        case "r": toggleRecording()
        case "t":
            showsTimeline.toggle()
            current?.send(.timeline(showsTimeline))
        case "k":
            showsKeys.toggle()
            current?.send(.keys(showsKeys))
        case "space": current?.send(.play)
        case "f": window.toggleFullscreen()
        case "p", "F5": if isPresenting { stopPresenting() } else { startPresenting() }
        case "plus", "equal", "KP_Add": setZoom(zoom * 1.25)
        case "minus", "KP_Subtract": setZoom(zoom / 1.25)
        case "0", "KP_0": setZoom(1)
        case "Escape" where isPresenting: stopPresenting()
        case "q", "Escape": window.close()
        default:
            if let digit = Int(key.text), (1...9).contains(digit) { select(digit - 1) }
        }
    }

    /// Records the window (this process reads its pixels, whichever preview process drew them, so reloads are
    /// in the recording), or stops and says where the file is.
    func toggleRecording() {
        do {
            if let (path, seconds) = try window.stopRecording() {
                return Diagnostics.write(String(format: "reflow: recorded %.1f s of the window to %@", seconds, path))
            }
            let path = recordingPath()
            try window.startRecording(to: path)
            Diagnostics.write("reflow: recording the window to \(path) (r again to stop)")
        } catch {
            Diagnostics.write("\(error)")
        }
    }

    /// `FOLDER/PREVIEW-YYYYMMDD-HHMMSS.mp4`, FOLDER the first previewed file's.
    func recordingPath() -> String {
        let folder = files.files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            ?? FileManager.default.currentDirectoryPath
        let name = (selected < listings.count ? listings[selected].name : "preview")
            .map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return folder + "/" + String(name) + "-" + formatter.string(from: Date()) + ".mp4"
    }

    func select(_ index: Int) {
        guard !listings.isEmpty else { return }
        let wrapped = (index % listings.count + listings.count) % listings.count
        guard wrapped != selected else { return }
        current?.send(.select(wrapped))
    }

    func setZoom(_ value: Double) {
        zoom = min(max(value, 0.25), 8)
        window.zoom = zoom
        current?.send(.zoom(zoom))
    }

    /// Presenting: fullscreen, the heads-up line off; the previews are the slides. With two monitors (or
    /// `--presenter-window`) the speaker gets the presenter view (`PreviewApp+Presenter.swift`).
    func startPresenting() {
        isPresenting = true
        current?.send(.presenting(true))
        if !openPresenter() && !window.isFullscreen { window.toggleFullscreen() }
        if showsHeadsUp {
            showsHeadsUp = false
            current?.send(.headsUp(false))
        }
    }

    func stopPresenting() {
        isPresenting = false
        current?.send(.presenting(false))
        if presenter != nil {
            closePresenter()
            if window.isFullscreen { window.toggleFullscreen() }
        } else if window.isFullscreen {
            window.toggleFullscreen()
        }
    }
}
