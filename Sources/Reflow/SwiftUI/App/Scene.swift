/// A part of an app with a life cycle of its own: a window group, a window, a settings window, or a scene of
/// your own built from those in `body`, as in SwiftUI.
public protocol Scene {
    /// The type of the scenes this one is made of.
    associatedtype Body: Scene

    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Reflow's own scenes have no body: their windows are read directly (`SceneWindows`).
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A scene Reflow reads itself instead of asking for its body: it lists the windows it would open.
protocol PrimitiveScene {
    /// Appends this scene's windows, in the order the app declares them.
    func collectWindows(into windows: inout [SceneWindow])
}

/// One window a scene declares, with what a preview needs of it.
struct SceneWindow {
    /// Which kind of scene declared it: a preview shows a `WindowGroup` first (docs/app-rules.md §1).
    enum Kind: Int, Comparable {
        case windowGroup, window, settings

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var kind: Kind
    var title: String?
    var content: AnyView
}

/// Reads the windows out of any scene, through the bodies of the user's own scenes down to Reflow's.
enum SceneWindows {
    static func collect<S: Scene>(_ scene: S, into windows: inout [SceneWindow]) {
        if let primitive = scene as? PrimitiveScene {
            primitive.collectWindows(into: &windows)
        } else if S.Body.self != Never.self {
            collect(scene.body, into: &windows)
        }
    }

    static func windows<S: Scene>(of scene: S) -> [SceneWindow] {
        var windows: [SceneWindow] = []
        collect(scene, into: &windows)
        return windows
    }

    /// The window an app opens at launch: its first `WindowGroup`, else its first `Window`, else its settings
    /// (docs/app-rules.md §1).
    static func launchWindow<S: Scene>(of scene: S) -> SceneWindow? {
        let windows = windows(of: scene)
        // The first of the lowest kind: `min` keeps the first of equal elements.
        return windows.min { $0.kind < $1.kind }
    }
}
