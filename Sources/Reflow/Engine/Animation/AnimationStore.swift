/// What a host keeps of the animations under way: the nodes whose frames, layout data or drawing effects move,
/// which the host samples at every tick of its clock (`ViewHost.advance(by:)`), and the values of the
/// `.animation(_:value:)` modifiers, compared from one build to the next to tell which changes animate.
final class AnimationStore {
    /// Nodes whose frames animate (`FrameAnimation.swift`).
    var movingNodes: [ViewNode] = []
    /// Containers whose layout's `animatableData` animates, and shapes whose data does (layout rules §7).
    var animatedLayouts: [ViewNode] = []
    /// Nodes whose drawing effects animate (a rotation, a scale, a shadow, …).
    var nodesWithMovingEffects: [ViewNode] = []
    /// Leaves whose own drawing moves: a text's content transition, a symbol's effects
    /// (`NodeBehavior.drawingMoves(_:at:)`). They stay listed until it stops, across builds.
    var leavesWithMovingDrawing: [ViewNode] = []
    /// The values of `.animation(_:value:)` modifiers by position, from the latest build and the one before.
    private var values: [Int: Any] = [:]
    private var previousValues: [Int: Any] = [:]

    /// Whether anything moves: a frame, a layout's data or an effect.
    var isMoving: Bool {
        !movingNodes.isEmpty || !animatedLayouts.isEmpty || !nodesWithMovingEffects.isEmpty
            || !leavesWithMovingDrawing.isEmpty
    }

    /// A whole build begins: the latest build's modifier values become the ones to compare with, and
    /// containers whose data still animates register again as they are resolved.
    func beginBuild() {
        previousValues = values
        values = [:]
        animatedLayouts = []
    }

    /// Whether the latest build had `.animation(_:value:)` modifiers, whose values a later build may change.
    var hasAnimationModifiers: Bool { !values.isEmpty }

    /// Records the value an `.animation(_:value:)` modifier at `path` has in this build; true when it differs
    /// from the value of the previous build (a modifier seen for the first time has nothing to animate). A
    /// scope built alone (`buildingScope`) compares with the latest build's value, which it replaces.
    func recordValue<Value: Equatable>(_ value: Value, at path: Int, buildingScope: Bool) -> Bool {
        let previousValue = buildingScope ? values[path] : previousValues[path]
        values[path] = value
        guard let previous = previousValue as? Value else { return false }
        return previous != value
    }

    /// Drops every node: the nodes reference the host's engine, which keeps this store.
    func release() {
        movingNodes = []
        animatedLayouts = []
        nodesWithMovingEffects = []
        leavesWithMovingDrawing = []
    }
}
