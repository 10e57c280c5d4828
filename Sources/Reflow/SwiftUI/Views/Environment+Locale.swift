import Foundation

/// The locale views format dates and numbers for.
private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

/// The time zone views show dates in.
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// The locale dates are written for (`Text(_:style:)`), as SwiftUI's `\.locale`: the system's unless an
    /// ancestor sets one with `.environment(\.locale, …)`.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in (`Text(_:style:)`), as SwiftUI's `\.timeZone`: the system's unless an
    /// ancestor sets one with `.environment(\.timeZone, …)`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
