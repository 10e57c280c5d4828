/// Builds an app's scenes from a closure, as SwiftUI's `@SceneBuilder` does: one or several scenes, and
/// `if` around those that only some builds have.
@resultBuilder
public enum SceneBuilder {
    /// One scene is itself.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, declared in this order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(scenes: (repeat each content))
    }

    /// A scene written on its own line.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// A scene under an `if` without `else`: no windows when the condition does not hold.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> some Scene {
        OptionalScene(scene: content)
    }

    /// A scene under `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> some Scene { content }
}

/// Scenes declared one after another in a `@SceneBuilder`.
struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let scenes: (repeat each Content)

    func collectWindows(into windows: inout [SceneWindow]) {
        for scene in repeat each scenes {
            SceneWindows.collect(scene, into: &windows)
        }
    }
}

/// A scene that a `@SceneBuilder`'s `if` may leave out.
struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let scene: Content?

    func collectWindows(into windows: inout [SceneWindow]) {
        if let scene { SceneWindows.collect(scene, into: &windows) }
    }
}
