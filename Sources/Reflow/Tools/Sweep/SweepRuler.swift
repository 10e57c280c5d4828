import Foundation

/// The window's ruler of where its layout changes (the `w` key): a strip along the bottom edge with a tick at
/// every width where the views change in kind (`LayoutSweep`), so that a person resizing the window sees the
/// next step coming, and the nearest changes on either side of the window's width named.
///
/// The sweep runs in a host of its own, on the window's root view and text measurer at the window's height, a
/// slice of widths per frame (`advance(for:)`), so the window stays responsive while it fills in; a new view
/// or height starts it again. The sweep's views start from their own initial state, not the window's.
@_spi(Viewer)
public final class SweepRuler {
    /// The narrowest width swept, in points.
    public static let narrowest = 100
    /// The widest width swept: the screen's width, at least this many points.
    public static let widest = 1_600

    /// How the ruler's labels and the swept views' text are measured: the window's measurer.
    public var textMeasurer: TextMeasurer {
        didSet { if textMeasurer !== oldValue { sweeper = nil } }
    }

    private var sweeper: LayoutSweeper?
    /// What the sweep is of: the window's view update it started after, and its height.
    private var sweptUpdate = -1
    private var sweptHeight: CGFloat = -1
    /// When the sweep under way started, on the caller's clock.
    private var startedAt = -Double.infinity
    /// Whether new views wait for `restartInterval` to pass before they are swept.
    private var restartPending = false
    /// The marks of the sweep before, shown beyond the widths the new one has reached.
    private var previousMarks: [(width: Int, kinds: Set<LayoutSweep.Change.Kind>)] = []
    private var overlay = OverlayHost()

    /// The least time between two sweeps of new views: an app that updates its views on every resize (a
    /// heads-up line with the window's size) would otherwise start the ruler again on every frame.
    public static let restartInterval = 1.0

    public init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }

    /// Starts a sweep of `view` at `height`, up to `widest` points, its images from `images`, unless the sweep
    /// under way or done is of the same update (`update` counts the window's view updates) and height. New
    /// views start one at most every `restartInterval` seconds of `time`; until the new sweep reaches a width,
    /// the old one's marks stand there.
    public func sweep(_ view: AnyView, update: Int, height: CGFloat, widest: Int, images: ImageProvider,
                      at time: Double) {
        guard update != sweptUpdate || height != sweptHeight || sweeper == nil else { return }
        if sweeper != nil, height == sweptHeight, time - startedAt < Self.restartInterval {
            restartPending = true
            return
        }
        restartPending = false
        previousMarks = marks
        startedAt = time
        sweptUpdate = update
        sweptHeight = height
        // Laid out beside the window's host, whose clock alone is the main run loop's (state rules §5.5).
        let host = ViewHost(rootView: view, size: CGSize(width: CGFloat(Self.narrowest), height: height),
                            textMeasurer: textMeasurer, imageProvider: images, drivesMainRunLoop: false)
        sweeper = LayoutSweeper(host: host, axis: .horizontal, from: Self.narrowest, to: max(widest, Self.narrowest + 1),
                                across: height)
    }

    /// Whether a sweep has widths left to lay out, or new views wait to be swept: the window keeps drawing.
    public var isSweeping: Bool { restartPending || (sweeper.map { !$0.isFinished } ?? false) }

    /// Lays the sweep out at more widths for about `seconds`; true while widths are left.
    @discardableResult
    public func advance(for seconds: Double) -> Bool {
        guard let sweeper, !sweeper.isFinished else { return false }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        repeat {
            sweeper.advance(by: 8)
        } while !sweeper.isFinished && DispatchTime.now().uptimeNanoseconds < deadline
        return !sweeper.isFinished
    }

    /// The widths found so far at which something changes, each with its kinds; beyond the widths the sweep
    /// has reached, the previous sweep's.
    public var marks: [(width: Int, kinds: Set<LayoutSweep.Change.Kind>)] {
        guard let sweeper else { return [] }
        var kinds: [Int: Set<LayoutSweep.Change.Kind>] = [:]
        for change in sweeper.changes { kinds[change.length, default: []].insert(change.kind) }
        let found = kinds.keys.sorted().map { ($0, kinds[$0]!) }
        return found + previousMarks.filter { $0.width > sweeper.length }
    }

    /// The ruler for a window of `size`, as items to draw over its views.
    public func overlay(size: CGSize) -> DisplayList {
        let view = SweepRulerView(marks: marks, width: size.width, progress: sweeper?.progress ?? 0,
                                  widest: sweeper?.to ?? Self.widest)
        return overlay.displayList(of: view, size: size, textMeasurer: textMeasurer)
    }
}

/// The strip: a tick where each change is (its colour by kind), the window's own width's place at the right
/// edge, and a line naming the nearest change at or below the width and the next one above it.
struct SweepRulerView: View {
    let marks: [(width: Int, kinds: Set<LayoutSweep.Change.Kind>)]
    let width: CGFloat
    let progress: Double
    let widest: Int

    static let height: CGFloat = 30

    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            ZStack(alignment: .topLeading) {
                Color.black.opacity(0.75)
                ForEach(marks.filter { CGFloat($0.width) <= width }, id: \.width) { mark in
                    Self.color(of: mark.kinds).frame(width: 1, height: 10).offset(x: CGFloat(mark.width) - 1)
                }
                Text(caption)
                    .font(.system(size: 11, design: .monospaced))
                    .lineLimit(1)
                    .foregroundColor(.white)
                    .padding(.leading, 6)
                    .offset(y: 13)
            }
            .frame(height: Self.height)
        }
    }

    /// "412 unwraps ◂ 640 pt ▸ 698 jumps", with the sweep's progress while it runs.
    var caption: String {
        let current = Int(width.rounded(.down))
        let below = marks.last { $0.width <= current }
        let above = marks.first { $0.width > current }
        func words(_ mark: (width: Int, kinds: Set<LayoutSweep.Change.Kind>)) -> String {
            "\(mark.width) " + LayoutSweep.Change.Kind.allCases.filter(mark.kinds.contains).map(\.rawValue)
                .joined(separator: ", ")
        }
        var text = (below.map { words($0) + " ◂ " } ?? "") + "\(current) pt"
        if let above {
            text += " ▸ " + words(above)
        } else if progress >= 1 {
            text += " ▸ no change up to \(widest)"
        }
        if progress < 1 { text += " · sweeping \(Int(progress * 100)) %" }
        return text
    }

    /// Yellow for text, blue for a switch or size class, green for views that come or go, orange for jumps;
    /// a width with several kinds takes the first in that order.
    static func color(of kinds: Set<LayoutSweep.Change.Kind>) -> Color {
        if kinds.contains(.wraps) || kinds.contains(.unwraps) { return .yellow }
        if kinds.contains(.switches) || kinds.contains(.sizeClass) { return .cyan }
        if kinds.contains(.appears) || kinds.contains(.disappears) { return .green }
        return .orange
    }
}
