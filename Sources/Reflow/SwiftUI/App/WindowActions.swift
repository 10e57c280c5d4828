/// Opens a window of one of the app's scenes: what `@Environment(\.openWindow)` gives. A preview is one
/// window, so opening another shows nothing; the call is accepted so that apps that open windows run
/// (docs/app-rules.md §3).
public struct OpenWindowAction {
    /// Opens a window of the scene with id `id` (nothing, in a preview).
    public func callAsFunction(id: String) {}

    /// Opens a window presenting `value` (nothing, in a preview).
    public func callAsFunction<D: Codable & Hashable>(value: D) {}

    /// Opens a window of the scene with id `id` presenting `value` (nothing, in a preview).
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window of one of the app's scenes: what `@Environment(\.dismissWindow)` gives. A preview's window
/// belongs to `reflow preview`, so this does nothing.
public struct DismissWindowAction {
    /// Closes the window the view is in (nothing, in a preview).
    public func callAsFunction() {}

    /// Closes the window of the scene with id `id` (nothing, in a preview).
    public func callAsFunction(id: String) {}

    /// Closes the window presenting `value` (nothing, in a preview).
    public func callAsFunction<D: Codable & Hashable>(value: D) {}

    /// Closes the window of the scene with id `id` presenting `value` (nothing, in a preview).
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

private enum OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private enum DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

extension EnvironmentValues {
    /// Opens a window of one of the app's scenes (nothing, in a preview).
    public var openWindow: OpenWindowAction { self[OpenWindowKey.self] }

    /// Closes a window of one of the app's scenes (nothing, in a preview).
    public var dismissWindow: DismissWindowAction { self[DismissWindowKey.self] }
}
