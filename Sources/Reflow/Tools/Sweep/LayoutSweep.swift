/// Where a layout changes in kind as its width (or height) changes: the layout is made at every whole point
/// between two lengths, and each one is compared with the one a point shorter (`reflow sweep`).
///
/// A change in kind is one a person resizing the window would notice as a step rather than a glide:
/// - a text sets itself in more lines (`wraps`) or fewer (`unwraps`);
/// - a `ViewThatFits` shows another of its candidates (`switches`);
/// - the window's size class changes, when a view reads it (`sizeClass`);
/// - a view comes (`appears`) or goes (`disappears`), other than inside a `ViewThatFits` that switched;
/// - a view moves, keeping its size, by more than `jump` points away from where its glide so far would have
///   taken it (`jumps`): a flow's item going to the next row, a stack's child pushed aside by a text that
///   wrapped. A view that glides, however fast (centred: half a point per point; in a column whose items keep
///   their aspect ratio: several), does not jump; its glide is its move in the latest step that was not a
///   jump, so a jump in the very first step is not seen. A view carried along with its container by the
///   same distance is the container's jump, listed once; a view that changed size as it moved (a text that
///   wrapped, centred again) is not listed for the move, which its own change explains.
///
/// Views are named as `ViewHost.framesByIdentity` names them (`VStack[0]/Text[1]`), so that two runs of the
/// same file, or two commits, can be compared.
public struct LayoutSweep: Sendable {
    /// One change in kind between the layout at `length - 1` and the layout at `length`.
    public struct Change: Equatable, Sendable {
        public enum Kind: String, Sendable, CaseIterable {
            case wraps, unwraps, switches, sizeClass = "size class", appears, disappears, jumps
        }

        /// Where it happens: the layout at this length differs from the one a point shorter.
        public var length: Int
        public var kind: Kind
        /// The view, by its identity path; "window" for a size class.
        public var view: String
        /// What changed, in words: "1 → 2 lines", "candidate 2 → 1", "compact → regular", "by 72 pt".
        public var detail: String
    }

    /// The axis swept: `.horizontal` for widths, `.vertical` for heights.
    public let axis: Axis
    public let from: Int
    public let to: Int
    /// The other dimension, fixed through the sweep.
    public let across: CGFloat
    /// The smallest move, in points, that counts as a jump.
    public let jump: CGFloat
    /// Every change, by length, then in the order of `Change.Kind`, then by view.
    public let changes: [Change]

    /// Lays `host`'s views out at every whole length from `from` to `to` along `axis` (either way round), the
    /// other dimension `across`, and lists what changes in kind from one to the next. The host is left at `to`.
    public init(host: ViewHost, axis: Axis, from: Int, to: Int, across: CGFloat, jump: CGFloat = 4) {
        let sweeper = LayoutSweeper(host: host, axis: axis, from: from, to: to, across: across, jump: jump)
        while !sweeper.advance(by: 1_000) {}
        self.init(sweeper)
    }

    /// The result of a sweeper that has run to its end, or as far as it got.
    public init(_ sweeper: LayoutSweeper) {
        axis = sweeper.axis
        from = sweeper.from
        to = sweeper.to
        across = sweeper.across
        jump = sweeper.jump
        changes = sweeper.changes.sorted { a, b in
            if a.length != b.length { return a.length < b.length }
            let order = Change.Kind.allCases
            if a.kind != b.kind { return order.firstIndex(of: a.kind)! < order.firstIndex(of: b.kind)! }
            return a.view < b.view
        }
    }

    /// The lengths at which something changes, in order.
    public var lengths: [Int] { Array(Set(changes.map(\.length))).sorted() }
}

/// A sweep made a few lengths at a time, so that a window can sweep between frames (`SweepRuler`);
/// `LayoutSweep` runs one to its end.
public final class LayoutSweeper {
    public let axis: Axis
    public let from: Int
    public let to: Int
    public let across: CGFloat
    public let jump: CGFloat
    /// The changes found so far, in the order found.
    public private(set) var changes: [LayoutSweep.Change] = []
    /// The last length laid out.
    public private(set) var length: Int

    private let host: ViewHost
    private var previous: LayoutSweepState
    /// Each view's move in its latest step that was not a jump, in the sweep's direction.
    private var glides: [String: CGSize] = [:]

    /// A sweep of `host`'s views, laid out at `from` now.
    public init(host: ViewHost, axis: Axis, from: Int, to: Int, across: CGFloat, jump: CGFloat = 4) {
        self.host = host
        self.axis = axis
        self.from = from
        self.to = to
        self.across = across
        self.jump = jump
        length = from
        let start = axis == .horizontal ? CGSize(width: CGFloat(from), height: across)
            : CGSize(width: across, height: CGFloat(from))
        host.resize(to: start)
        previous = LayoutSweepState(host: host, size: start, axis: axis)
    }

    /// Whether every length has been laid out.
    public var isFinished: Bool { length == to }

    /// How far the sweep has come, from 0 to 1.
    public var progress: Double { from == to ? 1 : Double(abs(length - from)) / Double(abs(to - from)) }

    /// Lays the views out at up to `count` more lengths; true once the sweep is finished.
    @discardableResult
    public func advance(by count: Int) -> Bool {
        let step = to >= from ? 1 : -1
        var left = count
        while length != to && left > 0 {
            length += step
            left -= 1
            let size = axis == .horizontal ? CGSize(width: CGFloat(length), height: across)
                : CGSize(width: across, height: CGFloat(length))
            host.resize(to: size)
            let state = LayoutSweepState(host: host, size: size, axis: axis)
            // Reported at the longer of the two lengths, whichever way the sweep runs.
            let (shorter, longer) = step > 0 ? (previous, state) : (state, previous)
            changes += previous.changes(to: state, shorter: shorter, longer: longer, at: max(length, length - step),
                                        jump: jump, glides: &glides)
            previous = state
        }
        return isFinished
    }
}

/// What a sweep compares of one layout: each drawn view's frame, a text's line count, a `ViewThatFits`'s
/// shown candidate, and the window's size class when a view reads it.
struct LayoutSweepState {
    struct View {
        var frame: CGRect
        var lines: Int?
        var candidate: Int?
        /// A text's first characters, to say which text wrapped.
        var excerpt: String?
    }

    var views: [String: View] = [:]
    var sizeClass: UserInterfaceSizeClass?

    init(host: ViewHost, size: CGSize, axis: Axis) {
        if host.graph.readsSizeClass {
            let classes = ViewHost.sizeClasses(of: size)
            sizeClass = axis == .horizontal ? classes.0 : classes.1
        }
        host.root?.collectSweepState(into: &views)
    }

    /// The changes from this layout to the `next` one of the sweep, said from the `shorter` of the two to the
    /// `longer` and reported at `length`. `glides` holds each view's move in its latest step that was not a
    /// jump, in the sweep's direction.
    func changes(to next: LayoutSweepState, shorter: LayoutSweepState, longer: LayoutSweepState, at length: Int,
                 jump: CGFloat, glides: inout [String: CGSize]) -> [LayoutSweep.Change] {
        typealias Change = LayoutSweep.Change
        var changes = shorter.changes(to: longer, at: length)
        for (key, new) in next.views {
            guard let old = views[key] else { continue }
            let sameSize = abs(old.frame.width - new.frame.width) < 0.5 && abs(old.frame.height - new.frame.height) < 0.5
            guard sameSize else { glides[key] = nil; continue }
            let moved = Self.move(from: old.frame, to: new.frame)
            guard let glide = glides[key] else { glides[key] = moved; continue }
            guard max(abs(moved.width - glide.width), abs(moved.height - glide.height)) > jump else {
                glides[key] = moved
                continue
            }
            if Self.carried(key, by: moved, from: self, to: next) { continue }
            // Said from the shorter layout to the longer, as every change is.
            let forward = shorter.views[key]!.frame, after = longer.views[key]!.frame
            changes.append(Change(length: length, kind: .jumps, view: key, detail: Self.words(Self.move(from: forward, to: after))))
        }
        return changes
    }

    /// The changes other than jumps from this layout (a point shorter) to `longer`, reported at `length`.
    private func changes(to longer: LayoutSweepState, at length: Int) -> [LayoutSweep.Change] {
        typealias Change = LayoutSweep.Change
        var changes: [Change] = []
        if let old = sizeClass, let new = longer.sizeClass, old != new {
            changes.append(Change(length: length, kind: .sizeClass, view: "window", detail: "\(old) → \(new)"))
        }
        var switched: [String] = []
        for (key, new) in longer.views {
            guard let old = views[key] else { continue }
            if let a = old.candidate, let b = new.candidate, a != b {
                switched.append(key + "/")
                changes.append(Change(length: length, kind: .switches, view: key, detail: "candidate \(a + 1) → \(b + 1)"))
            }
            if let a = old.lines, let b = new.lines, a != b {
                let words = "\(a) → \(b) lines" + (new.excerpt.map { " (\"\($0)\")" } ?? "")
                changes.append(Change(length: length, kind: b > a ? .wraps : .unwraps, view: key, detail: words))
            }
        }
        func insideSwitch(_ key: String) -> Bool { switched.contains { key.hasPrefix($0) } }
        for key in longer.views.keys where views[key] == nil && !insideSwitch(key) {
            // Only the outermost view that came: what is inside it came with it.
            if let parent = Self.parent(of: key), longer.views[parent] != nil, views[parent] == nil { continue }
            changes.append(Change(length: length, kind: .appears, view: key, detail: "at \(Self.words(longer.views[key]!.frame))"))
        }
        for key in views.keys where longer.views[key] == nil && !insideSwitch(key) {
            if let parent = Self.parent(of: key), views[parent] != nil, longer.views[parent] == nil { continue }
            changes.append(Change(length: length, kind: .disappears, view: key, detail: "from \(Self.words(views[key]!.frame))"))
        }
        return changes
    }

    /// The key of the view's container, if it has one.
    static func parent(of key: String) -> String? {
        guard let slash = key.lastIndex(of: "/") else { return nil }
        return String(key[..<slash])
    }

    /// Whether the container (or one further out) moved by the same distance: the view was carried.
    private static func carried(_ key: String, by moved: CGSize, from old: LayoutSweepState,
                                to new: LayoutSweepState) -> Bool {
        var current = parent(of: key)
        while let container = current {
            if let a = old.views[container], let b = new.views[container] {
                let containerMoved = move(from: a.frame, to: b.frame)
                return abs(containerMoved.width - moved.width) < 0.5 && abs(containerMoved.height - moved.height) < 0.5
            }
            current = parent(of: container)
        }
        return false
    }

    private static func move(from old: CGRect, to new: CGRect) -> CGSize {
        CGSize(width: new.minX - old.minX, height: new.minY - old.minY)
    }

    private static func words(_ moved: CGSize) -> String {
        "by (\(number(moved.width)), \(number(moved.height))) pt"
    }

    private static func words(_ frame: CGRect) -> String {
        "(\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)) × \(number(frame.height)))"
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}

extension ViewNode {
    /// Adds this view and the drawn views inside it to `views`, keyed as `framesByIdentity` keys them.
    fileprivate func collectSweepState(into views: inout [String: LayoutSweepState.View]) {
        forEachIdentified { node, key in
            guard node.traits.isDrawn else { return false }
            var view = LayoutSweepState.View(frame: node.drawnFrame)
            if let text = node.behavior as? TextBehavior {
                view.lines = text.lineCount(of: node)
                let content = text.style.content
                view.excerpt = content.count > 24 ? String(content.prefix(23)) + "…" : content
            }
            if node.behavior is LayoutBehavior<ViewThatFitsLayout> {
                view.candidate = node.children.firstIndex { $0.traits.isDrawn }
            }
            views[key] = view
            return true
        }
    }
}
