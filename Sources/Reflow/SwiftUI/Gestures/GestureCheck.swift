/// Checks the numbers gestures are given: a value no gesture can use (a tap count below 1, a negative or NaN
/// duration or distance) is replaced by the nearest one that can, with a warning on standard error, given
/// once per gesture and value (as the layout modifiers' `InputCheck` warns).
enum GestureCheck {
    /// A tap count of at least 1.
    static func count(_ count: Int, in gesture: String) -> Int {
        guard count < 1 else { return count }
        warn(gesture, "count", count, 1)
        return 1
    }

    /// A duration or distance that is a number and not negative; `infinity` is kept where it means "never".
    static func nonNegative(_ value: Double, _ label: String, in gesture: String) -> Double {
        if value.isNaN {
            warn(gesture, label, value, 0)
            return 0
        }
        guard value >= 0 else {
            warn(gesture, label, value, 0)
            return 0
        }
        return value
    }

    private static func warn(_ gesture: String, _ label: String, _ value: Any, _ used: Any) {
        let warning = "Reflow: warning: \(gesture) was given \(label): \(value) (used \(used))"
        Diagnostics.process.report(.gestures, once: warning, warning)
    }
}
