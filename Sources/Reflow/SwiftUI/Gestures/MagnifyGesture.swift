/// A pinch that scales: in a window, Control + wheel (docs/input-rules.md §6), each 100 points of wheel
/// towards the user (scrolling up) doubling the magnification and each 100 points away halving it.
public struct MagnifyGesture: Gesture {
    /// A magnification under way.
    public struct Value: Equatable, Sendable {
        /// The time of the latest event, on the host's clock (seconds since 2001).
        public var time: Date
        /// The scale since the gesture began: 1 at the start.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// Where the gesture began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// How far the magnification must move from 1 before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture that begins once the scale has moved `minimumScaleDelta` from 1.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// The magnification of a gesture (iOS 13's spelling, its value the scale alone); Control + wheel in a window.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    /// How far the magnification must move from 1 before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture that begins once the scale has moved `minimumScaleDelta` from 1.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

enum WheelMagnification {
    /// Points of wheel that double (up) or halve (down) the magnification.
    static let pointsPerDoubling: CGFloat = 100

    /// Configures `old`, or a new wheel recognizer, for magnification; `makeValue` makes the gesture's value.
    static func recognizer(reusing old: Recognizer?, minimumScaleDelta: CGFloat,
                           makeValue: @escaping (MagnifyGesture.Value) -> Any) -> Recognizer {
        let wheel = old as? WheelRecognizer ?? WheelRecognizer()
        wheel.modifiers = .control
        // The amount is the exponent: log2 of the magnification. Scrolling up (a negative delta) enlarges.
        wheel.amount = { -$0.height / pointsPerDoubling }
        let minimum = CGFloat(GestureCheck.nonNegative(Double(minimumScaleDelta), "minimumScaleDelta", in: "MagnifyGesture"))
        wheel.isEnough = { abs(exp2($0) - 1) >= minimum }
        wheel.makeValue = { total, velocity, time, location, anchor in
            let scale = exp2(total)
            // d(2^t)/dt = 2^t · ln 2 · dt/dt.
            return makeValue(MagnifyGesture.Value(time: gestureDate(time), magnification: scale,
                                                  velocity: scale * log(2) * velocity,
                                                  startAnchor: anchor, startLocation: location))
        }
        return wheel
    }
}

extension MagnifyGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        WheelMagnification.recognizer(reusing: old, minimumScaleDelta: minimumScaleDelta) { $0 }
    }
}

extension MagnificationGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        WheelMagnification.recognizer(reusing: old, minimumScaleDelta: minimumScaleDelta) { $0.magnification }
    }
}
