import Foundation

/// The presenter view's clocks: the time since the presentation began and, for a talk of a set length
/// (`--minutes`), whether the speaker keeps pace. As reveal.js's pacing timer does, the talk's time is shared
/// evenly among the previews: preview *i* of *n* should be over by `minutes × (i + 1) / n`.
public struct PresenterPace: Equatable, Sendable {
    /// How the speaker stands.
    public enum Standing: Equatable, Sendable {
        /// Within the current preview's share of the time: green.
        case onPace
        /// Past it, by less than one preview's share: orange.
        case behind
        /// Past it by more, or past the end of the talk: red.
        case late
    }

    public let standing: Standing
    /// "17:26 left · 0:42 for this preview", "16:10 left · 1:05 behind", "3:10 over time".
    public let text: String

    /// The pace `elapsed` seconds into a talk of `minutes`, at preview `index` of `count`.
    public init(elapsed: Double, minutes: Double, index: Int, count: Int) {
        let total = max(minutes, 0) * 60
        let share = total / Double(max(count, 1))
        let due = share * Double(min(max(index, 0), max(count, 1) - 1) + 1)
        let left = due - elapsed
        let remaining = Self.clock(total - elapsed) + " left · "
        if elapsed > total {
            standing = .late
            text = Self.clock(elapsed - total) + " over time"
        } else if left >= 0 {
            standing = .onPace
            text = remaining + Self.clock(left) + " for this preview"
        } else {
            standing = -left <= share ? .behind : .late
            text = remaining + Self.clock(-left) + " behind"
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour on, of whole seconds (rounded down, as a clock ticks).
    public static func clock(_ seconds: Double) -> String {
        let whole = Int(max(seconds, 0).rounded(.down))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// The wall clock's "14:05", in the local time zone.
    public static func wallClock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
