import Foundation

/// The window's animation timeline (the `t` key), as Compose's Animation Preview offers one: the running
/// animations paused, stepped a frame at a time, or played at a tenth or a quarter of their speed, and each
/// moving view's position and each animated effect's value (a rotation, a scale, a layer's opacity or blur, a
/// corner radius) graphed over the last seconds, in a strip along the bottom of the window.
///
/// The timeline owns the window's clock while it is shown: the window hands it the seconds that passed between
/// two frames and advances its host by what `elapsed(_:)` returns instead. Its keys: space pauses and plays,
/// Right steps one frame (1/60 s) while paused, 1, 2 and 3 set ×0.1, ×0.25 and ×1.
///
/// It also keeps the frames drawn over the graph's span (their display lists), so that, paused, Left steps back
/// through them and dragging across the graph scrubs to any of them: the window then draws the frame kept
/// instead of the views' own. Right steps forward again, and past the newest frame moves the animations on;
/// space plays on from where the animations are (the newest frame).
@_spi(Viewer)
public final class AnimationTimeline {
    /// The speeds the keys 1, 2 and 3 choose.
    public static let speeds: [Double] = [0.1, 0.25, 1]
    /// What one step moves the clock by: a frame at 60 a second.
    public static let step = 1.0 / 60
    /// How many seconds of the host's time the graph shows.
    public static let span = 3.0

    public private(set) var speed = 1.0
    public private(set) var isPaused = false
    private var pendingSteps = 0

    /// What the graph shows: per moving view, its position at each sampled time of the host's clock.
    private(set) var samples: [(time: Double, frames: [ObjectIdentifier: CGRect])] = []
    private(set) var names: [ObjectIdentifier: String] = [:]
    /// And per animated effect of a view (its opacity, its rotation), its value at each sampled time, by a key
    /// of the view and the effect; with each key's label ("Circle opacity"), in the order they first moved.
    private(set) var effectSamples: [(time: Double, values: [String: Double])] = []
    private(set) var effectLabels: [(key: String, label: String)] = []

    private var overlay = OverlayHost()
    /// The frames drawn over the last `span` seconds of the host's time, oldest first.
    private(set) var history: [(time: Double, list: DisplayList)] = []
    /// The frame of `history` shown instead of the views' own, while stepped back or scrubbed; nil for the views.
    public private(set) var cursor: Int?
    /// How the strip's text is measured: the window's measurer.
    public var textMeasurer: TextMeasurer

    public init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }

    /// The seconds to advance the host by when `seconds` passed on the window's clock: scaled by the speed;
    /// none while paused, but a frame for each step asked for.
    public func elapsed(_ seconds: Double) -> Double {
        if isPaused {
            let steps = pendingSteps
            pendingSteps = 0
            return Double(steps) * Self.step
        }
        return seconds * speed
    }

    /// Takes a key the timeline uses; false for any other.
    public func press(key: String) -> Bool {
        switch key {
        case "space":
            isPaused.toggle()
            if !isPaused { cursor = nil }
        case "Right" where isPaused:
            if let cursor {
                // The newest frame kept is the views as they are: drawn themselves.
                self.cursor = cursor + 1 < history.count - 1 ? cursor + 1 : nil
            } else {
                pendingSteps += 1
            }
        case "Left" where isPaused:
            guard !history.isEmpty else { return true }
            cursor = max(0, (cursor ?? history.count - 1) - 1)
        case "1", "2", "3": speed = Self.speeds[Int(key)! - 1]
        default: return false
        }
        return true
    }

    /// The frame to draw instead of the views' own: the one stepped back or scrubbed to; nil for the views.
    public var replayed: DisplayList? { cursor.map { history[$0].list } }

    /// Keeps the frame the host draws now, at its time, unless one kept is shown instead.
    public func record(_ host: ViewHost) {
        guard cursor == nil else { return }
        let time = host.time
        if let last = history.last, last.time == time { history.removeLast() }
        history.append((time, host.displayList))
        history.removeAll { $0.time < time - Self.span }
    }

    /// Where the graph lies in a window of `size`: along the bottom, inside the strip's padding.
    public static func graphFrame(in size: CGSize) -> CGRect {
        CGRect(x: TimelineStrip.padding, y: size.height - TimelineStrip.padding - TimelineStrip.graphHeight,
               width: max(0, size.width - 2 * TimelineStrip.padding), height: TimelineStrip.graphHeight)
    }

    /// Pauses and shows the kept frame nearest the time at `x` across the graph (a fraction of its width, from
    /// the span's start to the newest frame). False with nothing kept.
    @discardableResult
    public func scrub(to fraction: Double) -> Bool {
        guard let end = history.last?.time else { return false }
        isPaused = true
        let time = end - Self.span + max(0, min(1, fraction)) * Self.span
        let nearest = history.indices.min { abs(history[$0].time - time) < abs(history[$1].time - time) }!
        cursor = nearest == history.count - 1 ? nil : nearest
        return true
    }

    /// Notes where the views that move now are, at the host's time: a point of the graph.
    public func sample(_ host: ViewHost) {
        sampleEffects(host)
        let moving = host.movingViewFrames
        guard !moving.isEmpty else { return }
        var frames: [ObjectIdentifier: CGRect] = [:]
        for view in moving {
            frames[view.id] = view.frame
            names[view.id] = view.name
        }
        let time = host.time
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, frames))
        samples.removeAll { $0.time < time - Self.span }
    }

    private func sampleEffects(_ host: ViewHost) {
        let moving = host.movingEffectValues
        guard !moving.isEmpty else { return }
        var values: [String: Double] = [:]
        for view in moving {
            for (label, value) in view.values {
                let key = "\(view.id.hashValue) \(label)"
                values[key] = value
                if !effectLabels.contains(where: { $0.key == key }) { effectLabels.append((key, view.name + " " + label)) }
            }
        }
        let time = host.time
        if let last = effectSamples.last, last.time == time { effectSamples.removeLast() }
        effectSamples.append((time, values))
        effectSamples.removeAll { $0.time < time - Self.span }
    }

    /// The strip for a window of `size`, as items to draw over its views.
    public func overlay(size: CGSize) -> DisplayList {
        overlay.displayList(of: TimelineStrip(model: model(width: Self.graphFrame(in: size).width)), size: size, textMeasurer: textMeasurer)
    }

    /// The strip's caption and curves: for each of the first views that moved (at most six), its position
    /// along the axis it moved most on, over the graph's span, scaled into the strip's height.
    func model(width: CGFloat) -> TimelineStrip.Model {
        let state = isPaused ? "paused" : "playing"
        let speedText = speed == 1 ? "×1" : speed == 0.25 ? "×0.25" : "×0.1"
        var caption = "\(state) · \(speedText) · t \(String(format: "%.2f", samples.last?.time ?? 0)) s"
        var playhead: CGFloat?
        if let cursor, let newest = history.last?.time {
            let end = samples.last?.time ?? newest
            let time = history[cursor].time
            caption += String(format: " · showing %.2f s back", newest - time)
            playhead = CGFloat((time - (end - Self.span)) / Self.span) * width
        }
        caption += "   space \(isPaused ? "play" : "pause") · 1 ×0.1 · 2 ×0.25 · 3 ×1"
            + (isPaused ? " · ← → step" : "") + " · drag to scrub"
        guard let end = [samples.last?.time, effectSamples.last?.time].compactMap({ $0 }).max() else {
            return TimelineStrip.Model(caption: caption, curves: [], playhead: playhead)
        }
        let start = end - Self.span
        // A view and the modifiers around it move as one: one curve, named after them all.
        var keys: [ObjectIdentifier] = [], labels: [ObjectIdentifier: String] = [:]
        for sample in samples {
            for key in sample.frames.keys.sorted(by: { names[$0] ?? "" < names[$1] ?? "" }) where labels[key] == nil {
                let frames = samples.map { $0.frames[key] }
                if let twin = keys.first(where: { other in samples.map { $0.frames[other] } == frames }) {
                    labels[twin, default: ""] += " · " + (names[key] ?? "view")
                    labels[key] = ""
                } else {
                    keys.append(key)
                    labels[key] = names[key] ?? "view"
                }
            }
        }
        let curves: [TimelineStrip.Curve] = keys.prefix(6).enumerated().map { index, key in
            let points = samples.compactMap { sample -> (Double, CGPoint)? in
                sample.frames[key].map { (sample.time, CGPoint(x: $0.minX, y: $0.minY)) }
            }
            let xs = points.map(\.1.x), ys = points.map(\.1.y)
            let horizontal = (xs.max()! - xs.min()!) >= (ys.max()! - ys.min()!)
            let values = horizontal ? xs : ys
            let low = values.min()!, high = values.max()!
            let plotted = zip(points, values).map { point, value in
                CGPoint(x: CGFloat((point.0 - start) / Self.span) * width,
                        y: high > low ? 1 - (value - low) / (high - low) : 0.5)
            }
            return TimelineStrip.Curve(label: labels[key]! + (horizontal ? " x" : " y"), index: index,
                                       points: plotted)
        }
        // Then each animated effect's value, scaled into the graph's height as the positions are.
        let shown = Set(effectSamples.flatMap(\.values.keys))
        let effectCurves: [TimelineStrip.Curve] = effectLabels.filter { shown.contains($0.key) }
            .prefix(max(0, 6 - curves.count)).enumerated().map { offset, entry in
                let points = effectSamples.compactMap { sample in sample.values[entry.key].map { (sample.time, $0) } }
                let low = points.map(\.1).min()!, high = points.map(\.1).max()!
                let plotted = points.map { time, value in
                    CGPoint(x: CGFloat((time - start) / Self.span) * width,
                            y: high > low ? 1 - (value - low) / (high - low) : 0.5)
                }
                return TimelineStrip.Curve(label: entry.label, index: curves.count + offset, points: plotted)
            }
        return TimelineStrip.Model(caption: caption, curves: curves + effectCurves, playhead: playhead)
    }
}

/// The strip: the caption, then each curve in a colour of its own, its name at its start.
struct TimelineStrip: View {
    struct Curve: Equatable {
        let label: String
        let index: Int
        /// x in points across the strip, y from 0 (top) to 1 (bottom) of the graph.
        let points: [CGPoint]
    }

    struct Model: Equatable {
        let caption: String
        let curves: [Curve]
        /// Where the frame shown instead of the views' own is, across the graph; nil when they are shown.
        let playhead: CGFloat?
    }

    let model: Model
    static let graphHeight: CGFloat = 70
    static let padding: CGFloat = 6
    static let colors: [Color] = [.orange, .cyan, .green, .yellow, .pink, .purple]

    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            VStack(alignment: .leading, spacing: 4) {
                Text(model.caption)
                    .font(.system(size: 11, design: .monospaced))
                    .foregroundColor(.white)
                    .lineLimit(1)
                ZStack(alignment: .topLeading) {
                    ForEach(model.curves, id: \.index) { curve in
                        Path { path in
                            guard let first = curve.points.first else { return }
                            path.move(to: CGPoint(x: first.x, y: first.y * Self.graphHeight))
                            for point in curve.points.dropFirst() {
                                path.addLine(to: CGPoint(x: point.x, y: point.y * Self.graphHeight))
                            }
                        }
                        .stroke(Self.colors[curve.index % Self.colors.count], lineWidth: 1.5)
                        Text(curve.label)
                            .font(.system(size: 10))
                            .foregroundColor(Self.colors[curve.index % Self.colors.count])
                            .offset(x: 4, y: CGFloat(curve.index) * 12)
                    }
                    if let playhead = model.playhead {
                        Rectangle().fill(Color.white).frame(width: 1.5, height: Self.graphHeight)
                            .offset(x: playhead - 0.75)
                    }
                }
                .frame(height: Self.graphHeight)
            }
            .padding(Self.padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.black.opacity(0.8))
        }
    }
}

extension ViewHost {
    /// The views whose frames animate now, where they are drawn: for the animation timeline's graph.
    @_spi(Viewer)
    public var movingViewFrames: [(id: ObjectIdentifier, name: String, frame: CGRect)] {
        graph.animations.movingNodes.map { (ObjectIdentifier($0), $0.behavior.name, $0.drawnFrame) }
    }

    /// The views whose drawing effects animate now, with each effect's value as drawn now: opacity, blur,
    /// rotation (degrees), scale (across), corner radius. For the animation timeline's graph.
    @_spi(Viewer)
    public var movingEffectValues: [(id: ObjectIdentifier, name: String, values: [(label: String, value: Double)])] {
        graph.animations.nodesWithMovingEffects.compactMap { node in
            guard let drawing = node.record.drawing else { return nil }
            var values: [(label: String, value: Double)] = []
            for effect in drawing.shownEffects(at: graph.time) {
                switch effect {
                case let .rotation(angle, _): values.append(("rotation", angle.degrees))
                case let .scale(size, _): values.append(("scale", Double(size.width)))
                case let .cornerRadius(radius, _): values.append(("corner radius", Double(radius)))
                case let .layer(layer):
                    values.append(("opacity", layer.opacity))
                    if layer.blurRadius != 0 { values.append(("blur", Double(layer.blurRadius))) }
                case .transform, .clip, .geometryDependent: break
                }
            }
            return values.isEmpty ? nil : (ObjectIdentifier(node), node.behavior.name, values)
        }
    }
}
