import Foundation

/// What a window's `r` key records: what the window shows, resizes included, read 30 times a second, into a
/// file that FFmpeg encodes (`VideoEncoder`).
///
/// Each reading stands until the next: the recording repeats it for every tick of its rate until then (a
/// busy machine may read late), so the file plays back as the window looked, in real time. Every frame is the canvas's size (the screen's, so that a window made larger still fits); a window
/// smaller than the canvas sits at its top leading corner, the rest grey, as in `SweepRecording`.
final class WindowRecording {
    /// Frames a second of a window's recording.
    static let fps = 30

    let path: String
    private let encoder: VideoEncoder
    private let width: Int
    private let height: Int
    /// When the first frame was shown, on `FramePacer.now()`'s clock; nil until then.
    private var start: Double?
    /// The frame shown last, on the canvas, and how many ticks have been written.
    private var shown: RGBAImage?
    private(set) var written = 0
    /// The canvas's grey, made once: each frame smaller than the canvas starts from a copy of it.
    private lazy var blank: [UInt8] = Array(repeatElement([228, 228, 232, 255] as [UInt8], count: width * height).joined())

    /// A recording into `path` (its format from its extension) on a canvas of `width` × `height` pixels.
    init(path: String, width: Int, height: Int) throws {
        self.path = path
        // Video formats want even sides.
        self.width = width + width % 2
        self.height = height + height % 2
        encoder = try VideoEncoder(path: path, width: self.width, height: self.height, fps: Self.fps)
    }

    /// Whether a reading is due at `time`: the first at once, then one a tick.
    func isDue(at time: Double) -> Bool {
        guard let start else { return true }
        return time >= start + Double(written + 1) / Double(Self.fps)
    }

    /// Milliseconds from `time` to the next reading, for the window's wait.
    func timeout(at time: Double) -> Int32 {
        guard let start else { return 0 }
        let next = start + Double(written + 1) / Double(Self.fps)
        return Int32(max(0, ((next - time) * 1000).rounded(.up)))
    }

    /// The window showed `frame` at `time`: the frame shown before stands for every tick up to then.
    func frameShown(_ frame: RGBAImage, at time: Double) throws {
        if start == nil { start = time }
        try fill(until: time)
        shown = placed(frame)
    }

    /// Writes the frame shown last for every tick up to `time`, then ends the file; what was written, in
    /// seconds. A recording stopped before any tick has one frame.
    func finish(at time: Double) throws -> Double {
        try fill(until: time)
        if written == 0, let shown {
            try encoder.write(shown)
            written = 1
        }
        try encoder.finish()
        return Double(written) / Double(Self.fps)
    }

    func cancel() { encoder.cancel() }

    /// Writes the frame shown for each tick from the last written up to (not including) `time`.
    private func fill(until time: Double) throws {
        guard let start, let shown else { return }
        let due = Int(((time - start) * Double(Self.fps)).rounded(.up))
        while written < due {
            try encoder.write(shown)
            written += 1
        }
    }

    /// `frame` at the top leading corner of the canvas, grey beyond it, cropped to it.
    private func placed(_ frame: RGBAImage) -> RGBAImage {
        if frame.width == width && frame.height == height { return frame }
        var pixels = blank
        let columns = min(frame.width, width)
        for y in 0..<min(frame.height, height) {
            let from = y * frame.width * 4, to = y * width * 4
            pixels.replaceSubrange(to..<to + columns * 4, with: frame.pixels[from..<from + columns * 4])
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
