import Foundation

/// What a scroll view keeps from build to build, with its identity: how far its content is scrolled, the
/// sizes that bound it as the latest layout pass found them, and the motion under way (momentum, an animated
/// scroll, indicators fading).
final class ScrollStore {
    /// How far the content is scrolled: the point of the scrollable extent (the content and its margins) shown
    /// at the viewport's leading edge and top. Never negative, never past the end (`maximumOffset`). Along the
    /// horizontal axis it counts from the leading edge, which is the right one in a right-to-left layout.
    private(set) var offset = CGPoint.zero
    /// The axes along which the content scrolls.
    private(set) var axes: Axis.Set = .vertical
    /// The content's size (without margins) and the viewport's (the scroll view's), from the latest placement.
    private(set) var contentSize = CGSize.zero
    private(set) var viewportSize = CGSize.zero
    /// The settings of the latest build (`ScrollSettings`), and whether `showsIndicators` was true.
    var settings = ScrollSettings()
    var showsIndicators = true
    /// The layout direction of the scroll view: a right-to-left one starts at its right edge (§16.11).
    var layoutDirection = LayoutDirection.leftToRight
    /// The scroll view's node, from the latest placement: what is placed again after a scroll.
    private(set) weak var node: ViewNode?
    /// Whether the scroll view was laid out before: the default anchor sets the offset only the first time.
    private var hasLaidOut = false
    /// The scroll view's bounds when it last placed its content: the same bounds again mean only scrolling moved it.
    var placedBounds: CGRect?

    /// The motion under way, moved on by the host's clock (`advance(to:)`).
    private enum Motion {
        /// Coasting after a drag: the velocity (points per second, in offset terms) and when it was measured.
        case momentum(CGVector, Double)
        /// An animated scroll from one offset to another (`scrollTo` in `withAnimation`, settling on a target).
        case animation(from: CGPoint, to: CGPoint, start: Double, Animation)
    }
    private var motion: Motion?
    /// When the content last moved by input or code: the indicators show until a while after (§16.6).
    private(set) var lastScrollTime = -Double.infinity
    /// Whether a drag holds the content: the indicators stay shown.
    var isDragging = false
    /// When a wheel session is over and the content settles on its target (`.scrollTargetBehavior`).
    private var settleTime: Double?
    /// Where the content was when the drag or wheel session began, for paging.
    private var sessionStart: CGPoint?
    /// Where to scroll to at the next placement, once the content is laid out: a scroll position set from code
    /// (`.scrollPosition(id:)`, iOS 18's `ScrollPosition`).
    enum PendingScroll {
        /// The view with this id, its anchor point at the viewport's (top-leading when nil).
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        /// A point of the content at the viewport's top-leading corner; nil keeps that axis.
        case point(x: CGFloat?, y: CGFloat?)
    }
    var pending: PendingScroll?
    /// The `ScrollPosition` request applied last (its generation).
    var appliedGeneration = 0
    /// The values `.onScrollGeometryChange` observers made last, by position.
    private var observedValues: [Any?] = []
    /// The id `.scrollPosition(id:)` was last given by the scroll view, or read from its binding.
    var positionID: AnyHashable?
    /// The frames of the target views in the content's coordinates, with their ids; nil until asked for after
    /// a build or a change of the content's size.
    private var targetCache: [(id: AnyHashable?, frame: CGRect)]?

    // MARK: Constants (layout rules §16)

    /// UIKit's normal deceleration: the speed kept per millisecond while coasting (§16.5).
    static let decelerationRate = 0.998
    /// Coasting stops below this speed, in points per second (Decision).
    static let minimumSpeed = 10.0
    /// The fastest a flick may set the content moving, in points per second (Decision).
    static let maximumSpeed = 8000.0
    /// How long after the last wheel event a wheel session is over (Decision).
    static let wheelSessionEnd = 0.2
    /// How long the indicators stay after the content stops, and how long they take to fade (§16.6).
    static let indicatorHold = 1.2
    static let indicatorFade = 0.25
    /// The animation that brings the content to rest on a scroll target (Decision).
    static var settleAnimation: Animation { .easeOut(duration: 0.3) }

    /// The exponent of the deceleration per second: the speed after `t` seconds is `v · e^(k·t)`.
    static var decayPerSecond: Double { 1000 * log(decelerationRate) }

    // MARK: Geometry

    /// The content's margins (`.contentMargins` for the content).
    var margins: EdgeInsets { settings.contentMargins }

    /// The scrollable extent: the content and its margins.
    var extent: CGSize {
        CGSize(width: contentSize.width + margins.leading + margins.trailing,
               height: contentSize.height + margins.top + margins.bottom)
    }

    /// The largest offset along each axis: as far as the extent's end can come to the viewport's end; zero
    /// along an axis that does not scroll, or when the extent fits.
    var maximumOffset: CGPoint {
        let extent = self.extent
        return CGPoint(x: axes.contains(.horizontal) ? max(0, extent.width - viewportSize.width) : 0,
                       y: axes.contains(.vertical) ? max(0, extent.height - viewportSize.height) : 0)
    }

    /// Whether the content can move along some axis.
    var canScroll: Bool { maximumOffset != .zero }

    /// `point` moved into the range the content can be scrolled to.
    func clamped(_ point: CGPoint) -> CGPoint {
        let maximum = maximumOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), upper) : 0 }
        return CGPoint(x: clamp(point.x, maximum.x), y: clamp(point.y, maximum.y))
    }

    /// The geometry `.onScrollGeometryChange` observers see: the offset in the content's own coordinates,
    /// negative by the margins at the start, as UIKit's `contentOffset` is with content insets.
    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top),
                       contentSize: contentSize, contentInsets: margins, containerSize: viewportSize)
    }

    // MARK: Layout

    /// Takes what a layout pass found; the offset stays in range when the content or the viewport shrank. The
    /// first time, `.defaultScrollAnchor` sets the offset: its point of the extent at its point of the viewport.
    func laidOut(node: ViewNode?, axes: Axis.Set, contentSize: CGSize, viewportSize: CGSize) {
        self.node = node
        self.axes = axes
        if contentSize != self.contentSize { targetCache = nil }
        self.contentSize = contentSize
        self.viewportSize = viewportSize
        if !hasLaidOut {
            hasLaidOut = true
            if let anchor = settings.anchor {
                let maximum = maximumOffset
                offset = CGPoint(x: maximum.x * anchor.x, y: maximum.y * anchor.y)
            }
        }
        offset = clamped(offset)
        // Changes seen by a pass (a resize, new content) are told after it, with the other queued actions.
        if !settings.geometryObservers.isEmpty, let action = observeGeometry() {
            node?.graph.lifecycle.queue(action)
        }
    }

    /// Where content smaller than the viewport sits along the scrolled axes: at `.defaultScrollAnchor`'s point
    /// of the viewport (the top-leading corner by default, §16.3, §16.8).
    var smallContentShift: CGSize {
        guard let anchor = settings.anchor else { return .zero }
        let extent = self.extent
        return CGSize(width: axes.contains(.horizontal) ? max(0, viewportSize.width - extent.width) * anchor.x : 0,
                      height: axes.contains(.vertical) ? max(0, viewportSize.height - extent.height) * anchor.y : 0)
    }

    /// Forgets the target views' frames: a build may have changed them.
    func contentRebuilt() { targetCache = nil }

    // MARK: Scrolling

    /// Scrolls by `delta` (positive moves the content up and towards the leading edge), within range; true
    /// when the content moved.
    @discardableResult
    func scroll(by delta: CGSize) -> Bool {
        scroll(to: CGPoint(x: offset.x + delta.width, y: offset.y + delta.height))
    }

    /// Scrolls so that `point` of the extent is at the viewport's top-leading corner, within range; true when
    /// the content moved. The scroll view is placed again (a layout pass, without a build); the scroll
    /// position binding and the geometry observers are told.
    @discardableResult
    func scroll(to point: CGPoint) -> Bool {
        let target = clamped(point)
        guard target != offset else { return false }
        offset = target
        guard let node else { return true }
        lastScrollTime = node.graph.time
        keepTicking()
        node.keepAncestorsLayingOut()
        node.graph.requestLayout()
        reportPosition()
        if !settings.geometryObservers.isEmpty { observeGeometry()?() }
        return true
    }

    /// Scrolls to `point`, along `animation` on the host's clock when there is one.
    func scroll(to point: CGPoint, animation: Animation?) {
        let target = clamped(point)
        guard let animation, let node else {
            motion = nil
            scroll(to: target)
            return
        }
        guard target != offset else { return }
        motion = .animation(from: offset, to: target, start: node.graph.time, animation)
        keepTicking()
    }

    /// Stops the motion under way (a press holds the content; a key or code moves it elsewhere); a wheel
    /// event keeps its session's settling (`endingSession: false`).
    func stop(endingSession: Bool = true) {
        motion = nil
        if endingSession { settleTime = nil }
    }

    /// A drag or a wheel session begins where the content is now.
    func beginSession() {
        if sessionStart == nil || settleTime == nil { sessionStart = offset }
    }

    /// A drag let go with `velocity` (points per second, in offset terms): the content comes to rest on a
    /// target when the scroll view has a target behaviour, or coasts and decelerates (§16.5).
    func release(velocity: CGVector) {
        isDragging = false
        var velocity = velocity
        let speed = (velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()
        if speed > Self.maximumSpeed {
            velocity = CGVector(dx: velocity.dx * Self.maximumSpeed / speed, dy: velocity.dy * Self.maximumSpeed / speed)
        }
        if settle(velocity: velocity) { return }
        sessionStart = nil
        guard max(abs(velocity.dx), abs(velocity.dy)) >= Self.minimumSpeed, let node else { return }
        motion = .momentum(velocity, node.graph.time)
        keepTicking()
    }

    /// A wheel event moved the content: a target behaviour settles once the wheel rests.
    func wheelMoved() {
        guard settings.targetBehavior != nil, let node else { return }
        settleTime = node.graph.time + Self.wheelSessionEnd
        keepTicking()
    }

    /// Where the content would come to rest coasting from `velocity`: `v / −k` further (§16.5).
    func restingOffset(coastingFrom velocity: CGVector) -> CGPoint {
        let time = -1 / Self.decayPerSecond
        return clamped(CGPoint(x: offset.x + velocity.dx * time, y: offset.y + velocity.dy * time))
    }

    /// Brings the content to rest on the target the behaviour chooses; false without a behaviour.
    private func settle(velocity: CGVector) -> Bool {
        guard let behavior = settings.targetBehavior else { return false }
        let resting = restingOffset(coastingFrom: velocity)
        let original = ScrollTarget(rect: CGRect(origin: resting, size: viewportSize))
        var context = ScrollTargetBehaviorContext(originalTarget: original, velocity: velocity, contentSize: extent,
                                                  containerSize: viewportSize, axes: axes)
        context.startOffset = sessionStart ?? offset
        if behavior is ViewAlignedScrollTargetBehavior {
            context.targets = targets().map { $0.frame }
        }
        var target = original
        behavior.updateTarget(&target, context: context)
        sessionStart = nil
        settleTime = nil
        scroll(to: target.rect.origin, animation: Self.settleAnimation)
        return true
    }

    // MARK: The host's clock

    /// Asks the host to move this store on with its clock (`ViewHost.advanceScrolls`).
    private func keepTicking() {
        guard let graph = node?.graph, !graph.scrollsInMotion.contains(where: { $0 === self }) else { return }
        graph.scrollsInMotion.append(self)
    }

    /// Moves the motion under way to `time`; false once nothing moves or fades any more.
    func advance(to time: Double) -> Bool {
        switch motion {
        case let .momentum(velocity, since)?:
            let decay = exp(Self.decayPerSecond * (time - since))
            // The distance covered from `since` to `time`: ∫ v·e^(k·s) ds = v·(e^(k·t) − 1)/k.
            let travel = (decay - 1) / Self.decayPerSecond
            let wanted = CGPoint(x: offset.x + velocity.dx * travel, y: offset.y + velocity.dy * travel)
            scroll(to: wanted)
            let reached = offset
            // An axis that hit its end stops there (no rubber band, §16.5).
            let next = CGVector(dx: reached.x == wanted.x ? velocity.dx * decay : 0,
                                dy: reached.y == wanted.y ? velocity.dy * decay : 0)
            motion = max(abs(next.dx), abs(next.dy)) < Self.minimumSpeed ? nil : .momentum(next, time)
        case let .animation(from, to, start, animation)?:
            let sample = animation.sample(at: time - start)
            if sample.isFinished {
                motion = nil
                scroll(to: to)
            } else {
                scroll(to: CGPoint(x: to.x - (to.x - from.x) * sample.remaining,
                                   y: to.y - (to.y - from.y) * sample.remaining))
            }
        case nil:
            break
        }
        if let settleTime, time >= settleTime {
            _ = settle(velocity: CGVector(dx: 0, dy: 0))
        }
        return motion != nil || settleTime != nil || time < lastScrollTime + Self.indicatorHold + Self.indicatorFade
    }

    // MARK: Indicators

    /// How opaque the indicator along `axis` is at `time`, from 0 to 1 (§16.6).
    func indicatorOpacity(along axis: Axis, at time: Double) -> Double {
        guard showsIndicators else { return 0 }
        let visibility = axis == .vertical ? settings.verticalIndicators : settings.horizontalIndicators
        let scrolls = axis == .vertical ? maximumOffset.y > 0 : maximumOffset.x > 0
        guard scrolls else { return 0 }
        switch visibility.kind {
        case .hidden, .never: return 0
        case .visible: return 1
        case .automatic:
            if isDragging || motion != nil { return 1 }
            let since = time - lastScrollTime
            if since <= Self.indicatorHold { return 1 }
            return max(0, 1 - (since - Self.indicatorHold) / Self.indicatorFade)
        }
    }

    // MARK: Targets and positions

    /// The target views (§16.9, §16.10): the subviews of the innermost layout marked `.scrollTargetLayout()`
    /// in the content, or else the scroll view's own views, with their ids and their frames in the content's
    /// coordinates (the horizontal one from the leading edge).
    func targets() -> [(id: AnyHashable?, frame: CGRect)] {
        if let targetCache { return targetCache }
        guard let content = node?.record.subviews.nodes.first else { return [] }
        content.receiveAncestorsMoves()
        let origin = content.record.frame
        let nodes = Self.markedLayout(in: content)?.children ?? content.children
        let mirrored = layoutDirection == .rightToLeft
        let found: [(id: AnyHashable?, frame: CGRect)] = nodes.map { child in
            var frame = child.record.frame.offsetBy(dx: -origin.minX, dy: -origin.minY)
            if mirrored { frame.origin.x = origin.width - frame.maxX }
            return (child.idPath.last?.value, frame)
        }
        targetCache = found
        return found
    }

    /// The innermost node marked `.scrollTargetLayout()` at or below `node` (a modifier around the marked layout
    /// carries the mark too, as traits travel outwards).
    private static func markedLayout(in node: ViewNode) -> ViewNode? {
        var stack: [ViewNode] = [node]
        while let current = stack.popLast() {
            if current.layoutValue(ScrollTargetLayoutKey.self) {
                var marked = current
                while marked.children.count == 1, marked.children[0].layoutValue(ScrollTargetLayoutKey.self) {
                    marked = marked.children[0]
                }
                return marked
            }
            stack.append(contentsOf: current.children.reversed())
        }
        return nil
    }

    /// The offset that shows `frame` (content coordinates) with its `anchor` point at the viewport's `anchor`
    /// point; with no anchor, the least scroll that shows it whole (its leading edge first when it does not fit).
    func offset(showing frame: CGRect, anchor: UnitPoint?) -> CGPoint {
        var result = offset
        let start = CGPoint(x: frame.minX + margins.leading, y: frame.minY + margins.top)
        func along(_ origin: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return origin + unit * length - unit * viewport }
            if origin < current || length > viewport { return origin }
            if origin + length > current + viewport { return origin + length - viewport }
            return current
        }
        if axes.contains(.horizontal) {
            result.x = along(start.x, frame.width, viewportSize.width, offset.x, anchor?.x)
        }
        if axes.contains(.vertical) {
            result.y = along(start.y, frame.height, viewportSize.height, offset.y, anchor?.y)
        }
        return clamped(result)
    }

    /// The id of the target view at `anchor` of the viewport (§16.10): the one whose frame holds that point
    /// along the scrolled axes, else the nearest; with no anchor, the first one any part of which is shown.
    func targetID(at anchor: UnitPoint?) -> AnyHashable? {
        let targets = targets()
        guard !targets.isEmpty else { return nil }
        let visibleStart = CGPoint(x: offset.x - margins.leading, y: offset.y - margins.top)
        let vertical = axes.contains(.vertical)
        guard let anchor else {
            let first = targets.first { target in
                vertical ? target.frame.maxY > visibleStart.y : target.frame.maxX > visibleStart.x
            }
            return (first ?? targets[targets.count - 1]).id
        }
        let point = vertical ? visibleStart.y + anchor.y * viewportSize.height
                             : visibleStart.x + anchor.x * viewportSize.width
        func distance(_ frame: CGRect) -> CGFloat {
            let (low, high) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            return point < low ? low - point : point >= high ? point - high + 0.5 : 0
        }
        return targets.min { distance($0.frame) < distance($1.frame) }?.id
    }

    /// Sets the scroll position bindings to the id at their anchor, when that changed (a build follows, but
    /// only then).
    private func reportPosition() {
        if let position = settings.position {
            let id = targetID(at: position.anchor)
            if id != positionID {
                positionID = id
                position.set(id)
            }
        }
        if let position = settings.positionValue {
            let id = targetID(at: position.anchor)
            let current = position.binding.wrappedValue
            if !current.isPositionedByUser || current.reportedID != id {
                position.binding.wrappedValue = current.scrolledByUser(to: id)
            }
        }
    }

    /// Scrolls to the pending target, if any: true when the offset changed. Called while the scroll view
    /// places its content, once the content is laid out.
    func applyPending() -> Bool {
        guard let pending else { return false }
        self.pending = nil
        var target = offset
        switch pending {
        case let .view(id, anchor):
            guard let frame = targets().first(where: { $0.id == id })?.frame ?? frameOfView(id) else { return false }
            target = offset(showing: frame, anchor: anchor ?? .topLeading)
        case let .edge(edge):
            let maximum = maximumOffset
            switch edge {
            case .top: target.y = 0
            case .bottom: target.y = maximum.y
            case .leading: target.x = 0
            case .trailing: target.x = maximum.x
            }
        case let .point(x, y):
            // A point of the content: the offset counts the margins too.
            if let x { target.x = x + margins.leading }
            if let y { target.y = y + margins.top }
        }
        target = clamped(target)
        guard target != offset else { return false }
        offset = target
        return true
    }

    /// The frame, in the content's coordinates, of the view marked `.id(id)` or with that `ForEach` id inside the
    /// content, if there is one.
    func frameOfView(_ id: AnyHashable) -> CGRect? {
        guard let content = node?.record.subviews.nodes.first else { return nil }
        var found = node?.graph.nodesByID[id]
        if let candidate = found, !candidate.isInside(content) { found = nil }
        if found == nil {
            var stack: [ViewNode] = [content]
            while let current = stack.popLast() {
                if current !== content, current.idPath.last?.value == id { found = current; break }
                stack.append(contentsOf: current.children.reversed())
            }
        }
        guard let view = found else { return nil }
        content.receiveAncestorsMoves()
        view.receiveAncestorsMoves()
        let origin = content.record.frame
        var frame = view.record.frame.offsetBy(dx: -origin.minX, dy: -origin.minY)
        if layoutDirection == .rightToLeft { frame.origin.x = origin.width - frame.maxX }
        return frame
    }

    /// Runs the geometry observers on the current geometry: the actions of those whose values changed, in
    /// one closure (nil when none changed).
    private func observeGeometry() -> (() -> Void)? {
        let observers = settings.geometryObservers
        if observedValues.count != observers.count { observedValues = Array(repeating: nil, count: observers.count) }
        let geometry = self.geometry
        var actions: [() -> Void] = []
        for (index, observer) in observers.enumerated() {
            let (value, action) = observer.evaluate(geometry, observedValues[index])
            observedValues[index] = value
            if let action { actions.append(action) }
        }
        return actions.isEmpty ? nil : { for action in actions { action() } }
    }
}

extension ViewNode {
    /// Whether `ancestor` is this node or one of its ancestors.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }
}
