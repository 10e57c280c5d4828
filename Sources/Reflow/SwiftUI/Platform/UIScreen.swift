/// UIKit's screen, as far as SwiftUI files for iOS use it: `UIScreen.main.bounds` to size a view to the
/// device. A preview has a window and no device, so the screen is that of the iPhone a preview stands for:
/// 393 × 852 points at scale 3 (an iPhone 15 or 16, Apple's "Device screen sizes" table), whatever the window's
/// size (docs/app-rules.md §4). Views that should follow the window read their proposal or a `GeometryReader`.
public final class UIScreen: @unchecked Sendable {
    /// The device's screen.
    public static let main = UIScreen()

    /// The screen's rectangle in points, from the origin.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }

    private init() {}
}
