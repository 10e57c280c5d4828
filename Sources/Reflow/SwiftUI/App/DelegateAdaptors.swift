/// UIKit's application delegate, which an iOS app attaches with `@UIApplicationDelegateAdaptor`. Linux has no
/// UIKit, so a preview cannot make or call one: the wrapper exists only to say so where it is used, instead of
/// the compiler's "unknown attribute" (docs/app-rules.md §3).
@available(*, unavailable, message: "a Reflow preview has no UIKit application delegate; put the adaptor and its delegate class under #if os(iOS) to preview the app")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
    /// The delegate (never made in a preview).
    public var wrappedValue: DelegateType { fatalError("unavailable") }

    /// Attaches a delegate of type `delegateType` (unavailable in a preview).
    public init(_ delegateType: DelegateType.Type) {}
}

/// AppKit's application delegate, which a macOS app attaches with `@NSApplicationDelegateAdaptor`: as
/// `UIApplicationDelegateAdaptor`, it exists only to say that a preview has none.
@available(*, unavailable, message: "a Reflow preview has no AppKit application delegate; put the adaptor and its delegate class under #if os(macOS) to preview the app")
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType> {
    /// The delegate (never made in a preview).
    public var wrappedValue: DelegateType { fatalError("unavailable") }

    /// Attaches a delegate of type `delegateType` (unavailable in a preview).
    public init(_ delegateType: DelegateType.Type) {}
}
