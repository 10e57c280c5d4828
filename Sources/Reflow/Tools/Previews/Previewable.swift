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

/// The view `#Preview` makes of a body with `@Previewable` declarations: it names itself by its preview (the
/// file and the preview's name) rather than by its place in the file, which its Swift type name holds, so that
/// `reflow preview` keeps its state across a reload that moved it (`PreviewState`). Not for use in code.
public protocol _PreviewableView: View {
    /// "Module/File.swift#\"Name\"": the file and the name as written (empty for an unnamed preview).
    static var _previewKey: String { get }
}
