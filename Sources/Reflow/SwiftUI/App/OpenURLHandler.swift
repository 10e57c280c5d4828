extension View {
    /// Runs `action` when the app is asked to open a URL (a link to the app, a file given to it). Nothing asks a
    /// preview to open URLs, so the action is kept and never run (docs/app-rules.md §3).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
