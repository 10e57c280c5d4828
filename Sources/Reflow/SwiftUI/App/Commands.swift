/// Menu commands of an app (`.commands { … }`): menus of their own, and groups added to the system's menus.
/// A preview window has no menu bar, so commands are built and type-checked and not shown (docs/app-rules.md §3).
public protocol Commands {
    /// The type of the commands this one is made of.
    associatedtype Body: Commands

    /// The commands this one is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Reflow's own commands have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive command and has no body") }
}

/// Builds commands from a closure, as SwiftUI's `@CommandsBuilder` does.
@resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One group of commands is itself.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups of commands, in this order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> some Commands {
        TupleCommands(content: (repeat each content))
    }

    /// Commands written on their own line.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// Commands under an `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> some Commands {
        OptionalCommands(content: content)
    }

    /// Commands under `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> some Commands { content }
}

/// Commands declared one after another.
struct TupleCommands<each Content: Commands>: Commands {
    typealias Body = Never
    let content: (repeat each Content)
}

/// Commands that an `if` may leave out.
struct OptionalCommands<Content: Commands>: Commands {
    typealias Body = Never
    let content: Content?
}

/// No commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// A menu of its own in the menu bar, named `name`, holding the buttons, toggles and pickers of `content`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: String
    let content: Content

    /// A menu named `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content
        self.content = content()
    }

    /// A menu named `name`.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }
}

/// Commands added to one of the system's menus: before, after or in place of one of its groups.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    enum Position { case before, after, replacing }
    let position: Position
    let placement: CommandGroupPlacement
    let addition: Content

    /// `addition` at the start of the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.before, group, addition())
    }

    /// `addition` at the end of the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.after, group, addition())
    }

    /// `addition` in place of the group at `group` (an empty `addition` removes the group).
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(.replacing, group, addition())
    }

    private init(_ position: Position, _ placement: CommandGroupPlacement, _ addition: Content) {
        self.position = position
        self.placement = placement
        self.addition = addition
    }
}

/// The groups of the system's menus that `CommandGroup` adds to or replaces, named as in SwiftUI.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Settings (Preferences).
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hide, Hide Others, Show All.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quit.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New (window or document).
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Save, Save As, Revert, Close.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Page Setup, Print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo, Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy, Paste, Delete, Select All.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and text substitutions.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Font and text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Show or hide the toolbar, customise it.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Show or hide the sidebar, full screen.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Minimize, Zoom.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Window arrangement (tile, bring all to front).
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The app's help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's sidebar commands (show or hide the sidebar).
public struct SidebarCommands: Commands {
    public typealias Body = Never
    /// The system's sidebar commands.
    public init() {}
}

/// The system's toolbar commands (show, hide, customise the toolbar).
public struct ToolbarCommands: Commands {
    public typealias Body = Never
    /// The system's toolbar commands.
    public init() {}
}

/// The system's text editing commands (find, spelling, substitutions).
public struct TextEditingCommands: Commands {
    public typealias Body = Never
    /// The system's text editing commands.
    public init() {}
}

/// The system's text formatting commands (fonts, styles, alignment).
public struct TextFormattingCommands: Commands {
    public typealias Body = Never
    /// The system's text formatting commands.
    public init() {}
}

/// The system's inspector commands (show or hide the inspector).
public struct InspectorCommands: Commands {
    public typealias Body = Never
    /// The system's inspector commands.
    public init() {}
}
