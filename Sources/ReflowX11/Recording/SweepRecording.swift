import Foundation
@_spi(Viewer) import Reflow

/// The frames of a layout reflowing as its window's size sweeps from one size to another and back
/// (`reflow record --sweep`), drawn off screen by the window's renderer, one frame per tick of a clock that
/// moves exactly `1 / fps` seconds a frame, however long a frame takes to draw: a recording is the same every
/// time, and animations in it run at their real speed.
///
/// Every frame is the canvas's size, the larger of the two sizes in each dimension; the views are laid out in
/// the frame's window size at its top leading corner, and the canvas beyond the window is grey, with a line
/// along the window's edge. Sizes are whole points, so that each frame is the layout a window of that size
/// shows. With both sizes alike, nothing reflows and the recording is of the views' own motion: with
/// `playsPhases`, their phase animators that wait for a trigger run through their phases from the first frame
/// (`reflow record --play`), and animations (one started on appear too) run on the recording's clock. Blocks
/// queued on the main queue run between frames, as in a window; the run loop's timers keep the machine's time.
public struct SweepRecording: Sendable {
    /// The window's size in the first frame, and the one the sweep turns back at.
    public var from: CGSize
    public var to: CGSize
    /// Seconds from the first frame to the end of the last: there and back.
    public var duration: Double
    public var fps: Int
    /// Whether phase animators that wait for a trigger are played after the first frame, as `reflow preview`'s
    /// space key plays them.
    public var playsPhases: Bool
    /// Whether every view's frame is outlined in each frame, as the window's `b` key and the layout inspector
    /// outline them (`reflow record --inspect`).
    public var outlinesViews = false
    /// Whether every view is labelled with its name and size in each frame (`ViewLabels`, `reflow record
    /// --inspect`), of the views within the one marked `inspectedSubtreeID` (a preview's own) if set.
    public var labelsViews = false
    public var inspectedSubtreeID: String?
    /// Keys pressed at set times, delivered to the views and shown in the frames (`reflow record --keys`).
    public var keys: KeyScript?

    /// The colour of the canvas beyond the window, and of its edge (whole levels of 255, so that a lossless
    /// recording holds exactly these).
    public static let outside = Color(red: 228 / 255, green: 228 / 255, blue: 232 / 255)
    public static let edge = Color(red: 140 / 255, green: 140 / 255, blue: 148 / 255)
    /// The outline of a view's frame with `outlinesViews`: the window's (`WindowSession.draw`).
    public static let outline = Color.pink.opacity(0.8)

    public init(from: CGSize, to: CGSize, duration: Double = 4, fps: Int = 60, playsPhases: Bool = false) {
        self.from = from
        self.to = to
        self.duration = duration
        self.fps = fps
        self.playsPhases = playsPhases
    }

    /// `duration × fps` frames, at least two.
    public var frameCount: Int { max(2, Int((duration * Double(fps)).rounded())) }

    /// The canvas every frame is drawn on, in points.
    public var canvas: CGSize { CGSize(width: max(from.width, to.width), height: max(from.height, to.height)) }

    /// The window's size in frame `index`: from `from` to `to` over the first half of the frames and back over
    /// the second, linearly, rounded to whole points.
    public func size(ofFrame index: Int) -> CGSize {
        let phase = Double(index) / Double(frameCount)
        let t = phase < 0.5 ? 2 * phase : 2 * (1 - phase)
        func length(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a + (b - a) * CGFloat(t)).rounded() }
        return CGSize(width: length(from.width, to.width), height: length(from.height, to.height))
    }

    /// Draws every frame of `view` and hands each, in order, to `frame` as an RGBA image of the canvas at the
    /// display's scale. Throws `ViewerError.noDisplay` without an X display (text is measured and drawn with
    /// Xft), `.snapshotSize` for a canvas it cannot make, `.drawingFailed` when the server refused to draw,
    /// and whatever `frame` throws.
    public func render<V: View>(_ view: V, displayName: String? = nil,
                                frame: (Int, RGBAImage) throws -> Void) throws {
        try render(view, on: .server(displayName: displayName), frame: frame)
    }

    /// The same, drawn on `target`: a server, or memory with no server at all.
    public func render<V: View>(_ view: V, on target: CanvasTarget, frame: (Int, RGBAImage) throws -> Void) throws {
        let drawing = try Canvas(target)
        let scale = drawing.scale, measurer = drawing.measurer, renderer = drawing.renderer
        let pixels = try drawing.pixels(of: canvas)
        let host = ViewHost(rootView: view, size: size(ofFrame: 0), textMeasurer: measurer,
                            imageProvider: ImageFiles.provider(scale: CGFloat(scale)))
        let buffer = drawing.buffer(pixels)
        let labels = ViewLabelDrawing()
        let captions = KeyCaptions(textMeasurer: measurer)
        var pressed = 0
        for index in 0..<frameCount {
            let size = size(ofFrame: index)
            if index > 0 {
                host.advance(by: 1 / Double(fps))
                host.resize(to: size)
            }
            // The keys due by this frame's time, pressed as in the window, and shown from this frame on.
            let time = Double(index) / Double(fps)
            while let presses = keys?.presses, pressed < presses.count, presses[pressed].time <= time + 1e-9 {
                let key = presses[pressed].key
                if let equivalent = key.keyEquivalent {
                    _ = host.keyPressed(equivalent, characters: key.text, modifiers: key.modifiers)
                }
                captions.pressed(name: key.name, text: key.text, modifiers: key.modifiers, at: time)
                pressed += 1
            }
            // What the main queue and run loop have due (a block an `.onAppear` queued), as a window runs it
            // between frames.
            _ = MainRunLoop.runDue()
            if index == 0 && playsPhases { host.playPhaseAnimations() }
            // Drawn over the views, under the canvas beyond the window: the outlines the window shows with `b`,
            // then the labels over them.
            var inspection: [DisplayItem] = []
            if outlinesViews {
                inspection = host.viewFrames.filter { $0.width.isFinite && $0.height.isFinite }.map {
                    DisplayItem.stroke(.rectangle, frame: $0, color: Self.outline, lineWidth: 1)
                }
            }
            if labelsViews, let record = host.recordNegotiation() {
                inspection += labels.displayList(of: record, subtreeID: inspectedSubtreeID, size: size,
                                                 textMeasurer: measurer).items
            }
            if keys != nil { inspection += captions.overlay(size: size, at: time).items }
            let above = inspection + outside(of: size)
            renderer.render(host.displayList, into: buffer, scale: scale, above: above)
            try frame(index, try drawing.read(buffer, expecting: pixels))
        }
    }

    /// The canvas beyond a window of `size`: grey to its right and below it, and a line along its edges.
    private func outside(of size: CGSize) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if size.width < canvas.width {
            items.append(.fill(.rectangle, frame: CGRect(x: size.width, y: 0, width: canvas.width - size.width,
                                                         height: canvas.height), color: Self.outside))
            items.append(.fill(.rectangle, frame: CGRect(x: size.width, y: 0, width: 1, height: min(size.height + 1, canvas.height)),
                               color: Self.edge))
        }
        if size.height < canvas.height {
            items.append(.fill(.rectangle, frame: CGRect(x: 0, y: size.height, width: size.width,
                                                         height: canvas.height - size.height), color: Self.outside))
            items.append(.fill(.rectangle, frame: CGRect(x: 0, y: size.height, width: min(size.width + 1, canvas.width), height: 1),
                               color: Self.edge))
        }
        return items
    }
}

extension SweepRecording {
    /// Records `view` into `path`, its format from its extension (`VideoEncoder`). Throws `RecordingError`
    /// (an unknown extension, no `ffmpeg`: both before any frame is drawn; a failed encoding) or `ViewerError`;
    /// a failure leaves no partial file.
    public func write<V: View>(_ view: V, to path: String, displayName: String? = nil) throws {
        try write(view, to: path, on: .server(displayName: displayName))
    }

    /// Writes the recording of `view` drawn on `target`.
    public func write<V: View>(_ view: V, to path: String, on target: CanvasTarget) throws {
        guard VideoEncoder.Format(path: path) != nil else { throw RecordingError.unknownFormat(path) }
        guard VideoEncoder.program("ffmpeg") != nil else { throw RecordingError.noFFmpeg }
        var encoder: VideoEncoder?
        do {
            try render(view, on: target) { _, image in
                if encoder == nil { encoder = try VideoEncoder(path: path, width: image.width, height: image.height, fps: fps) }
                try encoder?.write(image)
            }
            try encoder?.finish()
        } catch {
            encoder?.cancel()
            throw error
        }
    }
}
