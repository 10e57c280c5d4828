/// Marks a declaration at the top level of a `#Preview` body as a property of the view the preview shows, so
/// that dynamic properties such as `@State` can be written inline, as SwiftUI's `@Previewable` does:
///
/// ```swift
/// #Preview("Slider") {
///     @Previewable @State var value = 0.5
///     Slider(value: $value)
/// }
/// ```
///
/// `#Preview` makes a view whose stored properties are the marked declarations and whose `body` is the rest
/// of the closure. Used anywhere but at the top level of a `#Preview` body, it is an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ReflowMacros", type: "PreviewableMacro")
