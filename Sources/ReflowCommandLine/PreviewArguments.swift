import ArgumentParser

/// `reflow preview FILE.swift …`: the previews of your own files in a window that reloads on save.
///
/// The preview commands' arguments are declared here, once, for both programs: `reflow` parses them (its help,
/// its errors) and hands the command line to `reflow-preview`, which parses them again and runs the command.
public struct PreviewFilesArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the previews of your own SwiftUI files in a window that reloads when you save them.",
        discussion: """
            The files compile as they are, with `import SwiftUI` or `import Reflow`; no Package.swift is needed. \
            Previews are #Preview { }, #Preview("Name", traits: .sizeThatFitsLayout) { } and PreviewProvider \
            types; a file with none shows its first View that has an init(). A folder with an app (@main struct \
            MyApp: App) shows its first WindowGroup's content as a preview named after the app: the one shown \
            when the files have no previews, listed after them when they do.

            Keys: Right/Left or PageDown/PageUp for the next/previous preview, 1–9 to jump to one, b to outline \
            every view's frame, e for the layout inspector (hover to see what a view was proposed and answered, \
            click to pin it and see its record, arrows to walk the tree, s then ] and [ to step through a pinned \
            container's negotiation; the panel lists the numbers of the body that made the view: drag one sideways \
            to change it live (1 per 2 px, Shift finer), or Tab to select one and Left/Right to step it (Shift: 10), \
            and the new value is written into the file when let go; Escape to let go of a number, unpin and leave), i for the heads-up line, space to play a PhaseAnimator that waits for its trigger, \
            w for the sweep ruler (a tick at every width where the layout changes), r to record the window (again \
            to stop; the path is printed), t for the animation timeline (space pauses, Left and Right step, a drag on its graph scrubs, 1 2 3 set the \
            speed), k to show the keys pressed, \
            f for fullscreen, p or F5 to present (fullscreen, the \
            previews as slides; with two monitors, or --presenter-window, the speaker's view opens on the other: \
            the preview shown and the next, the notes written above its #Preview, clocks; its keys work as the \
            window's; Alt- or Control-click a view, or z, to zoom onto it with its negotiation card; Escape leaves), + - 0 to zoom, . (or b while presenting) to black the screen out, q or \
            Escape to quit.

            Example: reflow preview FlowLayout.swift Examples/Previews --preview Tags
            """
    )

    @Argument(help: "Swift files, or folders of them.")
    public var paths: [String] = []

    @Flag(help: "Print what the sandbox around previews enforces on this machine, each rule tried from inside it, and exit.")
    public var sandboxReport = false

    @Option(help: "The preview to open at, by name (or number from 1).")
    public var preview: String?

    @Flag(help: "Open fullscreen, presenting the previews as slides. With two monitors the speaker's view (notes, the next preview, clocks) opens on the primary one and the previews fill the other.")
    public var present = false

    @Flag(help: "Open the speaker's view in a window of its own when presenting with one monitor.")
    public var presenterWindow = false

    @Option(help: "The talk's length in minutes: the speaker's view shows a pacing timer that turns orange, then red, when behind.")
    public var minutes: Double?

    @Flag(help: "Open with the layout inspector on (the e key).")
    public var inspect = false

    @Flag(help: "Animate a save that changes only literals (a padding, a spacing): it needs no build.")
    public var animateLiterals = false

    @Flag(help: "Show the keys pressed in the window's corner, for an audience or a recording (the k key).")
    public var keys = false

    @OptionGroup public var window: WindowOptions

    @OptionGroup public var sandbox: SandboxOptions

    @Option(help: "Render one preview to this PNG file and exit; drawn in memory at the display's scale, so no X display is needed (1 point a pixel without one).")
    public var snapshot: String?

    @Option(help: ArgumentHelp("Lay the preview out several times side by side, each panel labelled: sizes (iPhone and "
        + "iPad screens), type (Dynamic Type xSmall to AX5), scheme (light and dark), direction (left to right "
        + "and right to left), or all of them; in the window and in --snapshot."))
    public var variants: VariantsKind?

    public init() {}

    public func validate() throws {
        if paths.isEmpty && !sandboxReport { throw ValidationError("Missing expected argument '<paths> ...'") }
    }
}

/// What `reflow preview --variants` shows side by side (`PreviewVariantKind` in the library, by the same names).
public enum VariantsKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case sizes, type, scheme, direction, all
}

/// `reflow editor-setup FOLDER`: what an editor's language server needs to know SwiftUI in a folder of files.
public struct EditorSetupArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "editor-setup",
        abstract: "Let your editor know SwiftUI in a folder of files: writes the compile_commands.json sourcekit-lsp reads.",
        discussion: """
            sourcekit-lsp (VS Code's Swift extension, Neovim, Emacs) finds no SwiftUI module on Linux. This writes \
            FOLDER/compile_commands.json with the arguments `reflow preview` compiles the folder's files with \
            (Reflow as SwiftUI, the #Preview macro), so completion, jump to definition and errors work. \
            `reflow preview FOLDER` writes it too. A compile_commands.json that Reflow did not write is kept, and \
            a folder with a Package.swift gets none (the language server reads the package).
            """
    )

    @Argument(help: "Folders of Swift files (a file stands for its folder).")
    public var paths: [String]

    public init() {}
}

/// `reflow explain`: a layout's negotiation — each view's questions, answers, placement and frame — as
/// indented text or JSON, without a window or an X display. A gallery scene is explained by `reflow` itself;
/// files are built and explained by `reflow-preview`.
public struct ExplainArguments: ParsableArguments {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a layout's negotiation: what each view was asked, what it answered, where it went.",
        discussion: """
            Lays out a gallery scene, or the first preview of your files (another with --preview), at --size, \
            and prints the view tree: for each view the size questions its container asked (proposal → \
            answer; nil is an unspecified length, ∞ an infinite one), where it was placed, its frame in \
            window coordinates, and a container's calls into its layout. --json prints the same as JSON, \
            for tools and for diffing a layout's behaviour between commits; an unspecified length is null, \
            an infinite one the string "infinity".

            No X display is needed. Text is measured as the window measures it, shaped from the same font \
            files, so every frame is the window's at 96 dpi (REFLOW_PINNED_FONTS=1 pins the fonts, as the \
            window honours it too). Files that do not compile print the compiler's errors and exit with \
            status 1.

            Examples:
              reflow explain flow --size 480x320
              reflow explain FlowLayout.swift --size 300x100 --preview Tags --json
            """
    )

    @Argument(help: "A gallery scene (see 'reflow --list'), or Swift files or folders of them.")
    public var targets: [String]

    @OptionGroup public var window: WindowOptions

    @OptionGroup public var sandbox: SandboxOptions

    @Option(help: "With files: the preview to explain, by name (or number from 1).")
    public var preview: String?

    @Flag(help: "Print JSON rather than indented text.")
    public var json = false

    public init() {}
}
