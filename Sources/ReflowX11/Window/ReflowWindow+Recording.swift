import Foundation
import Reflow

extension ReflowWindow {
    /// Whether the window is recording what it shows.
    public var isRecording: Bool { recording != nil }

    /// Starts recording what the window shows, resizes included, into `path` (its format from its extension:
    /// .mp4, .webm, .gif or .apng; `VideoEncoder`), until `stopRecording()` or the window closes: the window's
    /// pixels are read 30 times a second, whoever drew them (a preview process draws into `reflow preview`'s
    /// window). Frames are as large as the screen; the window sits at their top leading corner. Throws
    /// `RecordingError` (no `ffmpeg`, an unknown extension), or `ViewerError.noDisplay` before the window runs.
    public func startRecording(to path: String) throws {
        guard recording == nil else { return }
        guard let session, let connection = session.connection else { throw ViewerError.noDisplay(nil) }
        let screen = connection.screenPixels
        recording = try WindowRecording(path: path, width: screen.width, height: screen.height)
    }

    /// Ends the recording and puts its file in place: its path and length in seconds; nil when none ran.
    /// Throws `RecordingError` when the encoding failed (no file is left then).
    @discardableResult
    public func stopRecording() throws -> (path: String, seconds: Double)? {
        guard let recording else { return nil }
        self.recording = nil
        let seconds = try recording.finish(at: FramePacer.now())
        return (recording.path, seconds)
    }

    /// Reads the window into the recording when a frame of it is due; a recording that fails stops, saying why.
    func recordWindowIfDue(in session: WindowSession) {
        let now = FramePacer.now()
        guard let recording, recording.isDue(at: now) else { return }
        do {
            try recording.frameShown(session.readWindow(), at: now)
        } catch {
            recording.cancel()
            self.recording = nil
            Diagnostics.process.report(.display, "\(error)")
        }
    }

    /// The window closed while recording: the recording ends there, and says where it is.
    func recordingSessionEnded() {
        guard recording != nil else { return }
        do {
            if let (path, seconds) = try stopRecording() {
                Diagnostics.write(String(format: "reflow: recorded %.1f s of the window to %@", seconds, path))
            }
        } catch {
            Diagnostics.process.report(.display, "\(error)")
        }
    }
}
