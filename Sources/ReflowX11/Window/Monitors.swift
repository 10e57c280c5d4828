import Foundation
internal import CX11

/// A monitor of the X screen, as XRandR 1.5 lists them (`xrandr --listmonitors`): a rectangle of the root
/// window in pixels. A projector beside a laptop's panel is one monitor each on a single screen.
public struct Monitor: Equatable, Sendable {
    /// The monitor's name ("eDP-1", "HDMI-1", or what `xrandr --setmonitor` called it).
    public var name: String
    /// Its rectangle on the screen, in pixels.
    public var x: Int, y: Int, width: Int, height: Int
    /// Whether it is the primary monitor (`xrandr --primary`): the laptop's own panel, as a rule.
    public var isPrimary: Bool

    public init(name: String, x: Int, y: Int, width: Int, height: Int, isPrimary: Bool = false) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isPrimary = isPrimary
    }

    func contains(_ other: Monitor) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The monitors to show windows on: those that hold no other one. A monitor made with `xrandr --setmonitor`
    /// over part of an output leaves the output's own monitor listed as well, covering it.
    public static func distinct(_ monitors: [Monitor]) -> [Monitor] {
        monitors.filter { monitor in
            !monitors.contains { $0 != monitor && monitor.contains($0) && $0.width * $0.height < monitor.width * monitor.height }
        }
    }

    /// Where a presentation goes on `monitors` (distinct ones): the speaker's view on the primary monitor (or
    /// the leftmost, as a laptop's panel usually is), the audience's on the largest of the others. Nil with one
    /// monitor.
    public static func presentation(on monitors: [Monitor]) -> (audience: Monitor, presenter: Monitor)? {
        guard monitors.count > 1 else { return nil }
        let presenter = monitors.first(where: \.isPrimary)
            ?? monitors.min { ($0.x, $0.y) < ($1.x, $1.y) }!
        let others = monitors.filter { $0 != presenter }
        let audience = others.max { $0.width * $0.height < $1.width * $1.height }!
        return (audience, presenter)
    }
}

extension XConnection {
    /// The screen's monitors, as XRandR lists them; empty when the server has no XRandR 1.5.
    var monitors: [Monitor] {
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0,
              XRRQueryVersion(display, &major, &minor) != 0, (major, minor) >= (1, 5) else { return [] }
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, root, 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        return UnsafeBufferPointer(start: list, count: Int(max(count, 0))).map { info in
            var name = ""
            if info.name != 0, let text = XGetAtomName(display, info.name) {
                name = String(cString: text)
                XFree(text)
            }
            return Monitor(name: name, x: Int(info.x), y: Int(info.y), width: Int(info.width),
                           height: Int(info.height), isPrimary: info.primary != 0)
        }
    }
}
