/// A gesture that follows the pointer once a press has moved more than `minimumDistance` points (docs/
/// input-rules.md §4), reporting where it is, where it began and how fast it moves.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// The time of the event, on the host's clock (seconds since 2001).
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the press began.
        public var startLocation: CGPoint
        /// The pointer's velocity, in points per second (zero until two events come at different times).
        public var velocity: CGSize
        /// Where the drag would stop if the pointer were let go now and coasted to rest (docs/
        /// input-rules.md §4).
        public var predictedEndLocation: CGPoint

        /// `location` less `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// `predictedEndLocation` less `startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    public typealias Body = Never
    /// How far the pointer must move before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points (10 by default), reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag reporting in `coordinateSpace` (iOS 17's spelling: `.local`, `.global`, `.named("x")`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// Follows a drag (docs/input-rules.md §4). Its coordinate space is taken as it is drawn when the press
/// begins, so that a view the drag moves (`.offset(translation)`) does not move the drag's coordinates
/// under it.
final class DragRecognizer: Recognizer {
    var minimumDistance: CGFloat = 10
    var space = CoordinateSpace.local
    /// How long a flick coasts, in seconds of its velocity: UIKit's normal deceleration rate loses 0.2 % of
    /// the speed per millisecond, and the distance it coasts, v·0.998/(1000·(1 − 0.998)), is v × 0.499 s.
    static let projection = 0.998 / (1000 * (1 - 0.998))
    /// How far back the velocity looks, in seconds.
    static let velocityWindow = 0.1

    private var start = CGPoint.zero
    private var toSpace = CGAffineTransform.identity
    private var isPressed = false
    private var isActive = false
    /// Recent positions (in the gesture's space) and their times, oldest first, for the velocity.
    private var history: [(time: Double, location: CGPoint)] = []

    override var claimed: Bool { isActive }
    override var isUnderWay: Bool { isPressed }

    override func handle(_ event: GestureEvent) -> GestureUpdate {
        switch event {
        case let .began(sample):
            start = sample.location
            toSpace = sample.transform(to: space)
            isPressed = true
            isActive = false
            history = []
            record(sample)
            // A drag with no minimum distance begins with the press.
            if minimumDistance <= 0 {
                isActive = true
                return .changed(value(at: sample))
            }
            return .none
        case let .moved(sample):
            guard isPressed else { return .none }
            record(sample)
            if !isActive {
                guard sample.location.distance(to: start) > minimumDistance else { return .none }
                isActive = true
            }
            return .changed(value(at: sample))
        case let .ended(sample):
            guard isPressed else { return .none }
            isPressed = false
            record(sample)
            guard isActive else { return .failed }
            isActive = false
            return .ended(value(at: sample))
        case .held, .clock, .scrolled:
            return .none
        }
    }

    override func cancel() {
        isPressed = false
        isActive = false
    }

    private func record(_ sample: PointerSample) {
        history.append((sample.time, sample.location.applying(toSpace)))
        // Keep the positions of the last `velocityWindow` seconds, and the latest one before them.
        while history.count > 2, sample.time - history[1].time > Self.velocityWindow { history.removeFirst() }
    }

    private func value(at sample: PointerSample) -> DragGesture.Value {
        let location = sample.location.applying(toSpace)
        var velocity = CGSize.zero
        // The latest position at an earlier time than now: moves at one instant have no speed.
        if let earlier = history.last(where: { $0.time < sample.time }) {
            let dt = sample.time - earlier.time
            velocity = CGSize(width: (location.x - earlier.location.x) / dt, height: (location.y - earlier.location.y) / dt)
        }
        let k = Self.projection
        return DragGesture.Value(time: gestureDate(sample.time), location: location,
                                 startLocation: start.applying(toSpace), velocity: velocity,
                                 predictedEndLocation: CGPoint(x: location.x + velocity.width * k,
                                                               y: location.y + velocity.height * k))
    }
}

extension DragGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        let drag = old as? DragRecognizer ?? DragRecognizer()
        drag.minimumDistance = CGFloat(GestureCheck.nonNegative(Double(minimumDistance), "minimumDistance",
                                                                in: "DragGesture"))
        drag.space = coordinateSpace
        return drag
    }
}
