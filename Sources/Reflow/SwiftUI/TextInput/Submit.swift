// `.onSubmit`: what Return in a text field runs. As in SwiftUI the action goes into the environment, so one
// `.onSubmit` on a form serves every field inside it.

/// The kinds of views whose submission an `.onSubmit` action hears.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the Return key of an on-screen keyboard. Reflow's keyboards are physical: the label is
/// accepted, so that files using it compile, and changes nothing.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// One `.onSubmit` action and the triggers it hears.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension View {
    /// Runs `action` when the user submits a text field inside this view (presses Return in it).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentWriter(content: self) {
            // Writers are applied from the outside in, so each one is inside those already in the list: put
            // first, the list stays innermost first, the order the field runs them in.
            $0.textInput.submitActions.insert(SubmitAction(triggers: triggers, action: action), at: 0)
        }
    }

    /// The label of the on-screen keyboard's Return key for the fields inside this view; accepted, without
    /// effect on a physical keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        self
    }
}
