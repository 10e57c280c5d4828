/// UIKit's device, as SwiftUI files read it: `UIDevice.current.userInterfaceIdiom == .pad` to choose a layout,
/// the orientation, the system's name and version. A preview stands for the iPhone `UIScreen.main` describes
/// (an iPhone 15 or 16, held upright), whatever the window's size or shape; views that should follow the window
/// read their proposal or a `GeometryReader` (docs/app-rules.md §4).
public final class UIDevice: @unchecked Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The device's name as its owner set it.
    public let name = "iPhone"
    /// The kind of device: "iPhone", as iOS gives it whatever the model.
    public let model = "iPhone"
    /// The model's name in the device's language.
    public let localizedModel = "iPhone"
    /// The operating system's name.
    public let systemName = "iOS"
    /// The operating system's version: the iOS of the newest SwiftUI that Reflow spells.
    public let systemVersion = "18.0"
    /// What kind of interface the device has: a phone's.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// How the device is held: upright, as the preview's screen is portrait.
    public let orientation = UIDeviceOrientation.portrait
    /// Whether orientation changes are reported; a preview's device never turns.
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether the battery is watched; a preview reports no battery.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1, or −1 when it is not known, as UIKit gives without monitoring.
    public let batteryLevel: Float = -1
    /// Whether the proximity sensor is used; a preview has none, so it stays off.
    public var isProximityMonitoringEnabled = false
    /// Whether the device can run several apps at once.
    public let isMultitaskingSupported = true

    private init() {}

    /// Starts reporting orientation changes: there are none to report.
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Stops reporting orientation changes.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Plays the keyboard's click: a window plays none.
    public func playInputClick() {}
}

/// The kinds of interface a device has, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac, with Mac Catalyst's Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// How a device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home button (or bottom edge) down.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so that the bottom edge is on the right.
    case landscapeLeft
    /// Turned so that the bottom edge is on the left.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one of the portrait or landscape ones.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
