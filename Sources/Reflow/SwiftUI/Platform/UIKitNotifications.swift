import Foundation

// The notifications SwiftUI files observe with `NotificationCenter.default.publisher(for:)` and `.onReceive`:
// the app going to the background and back, the device turning, the on-screen keyboard. A preview window never
// goes to the background, its device never turns and it has a physical keyboard, so none is ever posted; the
// names exist so that the files compile, and a file may post them itself to try its handlers.

extension UIApplication {
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIDevice {
    /// Posted when the device turns.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// UIKit's responder, as far as files name it: the keyboard's notifications and their user-info keys.
public class UIResponder: @unchecked Sendable {
    /// A responder.
    public init() {}

    /// Posted before the on-screen keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the on-screen keyboard showed.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the on-screen keyboard hides.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the on-screen keyboard hid.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the on-screen keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The user-info key of the keyboard's frame at the end of its animation: an `NSValue` of a `CGRect`.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard's frame at the start of its animation.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard animation's duration: a number of seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
