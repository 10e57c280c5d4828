/// A two-finger twist: in a window, Control + Shift + wheel (docs/input-rules.md §6), one degree clockwise
/// per point of wheel away from the user (scrolling down or right), anticlockwise towards.
public struct RotateGesture: Gesture {
    /// A rotation under way.
    public struct Value: Equatable, Sendable {
        /// The time of the latest event, on the host's clock (seconds since 2001).
        public var time: Date
        /// The angle turned since the gesture began, clockwise positive.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where the gesture began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the gesture began, in the view's coordinates.
        public var startLocation: CGPoint
    }

    public typealias Body = Never
    /// How far it must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotate gesture that begins once it has turned `minimumAngleDelta` (1° by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// The rotation of a gesture (iOS 13's spelling, its value the angle alone); Control + Shift + wheel in a window.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    /// How far it must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation gesture that begins once it has turned `minimumAngleDelta` (1° by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

enum WheelRotation {
    /// Configures `old`, or a new wheel recognizer, for rotation; `makeValue` makes the gesture's value.
    static func recognizer(reusing old: Recognizer?, minimumAngleDelta: Angle,
                           makeValue: @escaping (RotateGesture.Value) -> Any) -> Recognizer {
        let wheel = old as? WheelRecognizer ?? WheelRecognizer()
        wheel.modifiers = [.control, .shift]
        // Either axis turns: many systems send Shift + wheel as a horizontal scroll. The amount is in degrees.
        wheel.amount = { $0.width + $0.height }
        let minimum = abs(minimumAngleDelta.degrees.isNaN ? 0 : minimumAngleDelta.degrees)
        wheel.isEnough = { abs($0) >= minimum }
        wheel.makeValue = { total, velocity, time, location, anchor in
            makeValue(RotateGesture.Value(time: gestureDate(time), rotation: .degrees(total),
                                          velocity: .degrees(velocity), startAnchor: anchor, startLocation: location))
        }
        return wheel
    }
}

extension RotateGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        WheelRotation.recognizer(reusing: old, minimumAngleDelta: minimumAngleDelta) { $0 }
    }
}

extension RotationGesture: PrimitiveGesture {
    func recognizer(reusing old: Recognizer?) -> Recognizer {
        WheelRotation.recognizer(reusing: old, minimumAngleDelta: minimumAngleDelta) { $0.rotation }
    }
}
