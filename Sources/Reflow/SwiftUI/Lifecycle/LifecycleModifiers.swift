extension View {
    /// Runs `action` when this view appears: when a build first has it in the tree (state rules §5.1). The
    /// action runs after that build, inside the host's operation, so that the state it sets is shown in one
    /// more build.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self) { resolver in
            let (_, isNew) = resolver.lifecycleRecord(of: Self.self, make: AppearanceRecord.init)
            if isNew, let action { resolver.graph.lifecycle.queue(action) }
        }
    }

    /// Runs `action` when this view disappears: when a build no longer has it in the tree (its branch was left,
    /// its `ForEach` element removed, its `.id` changed) (state rules §5.1).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self) { resolver in
            let (record, _) = resolver.lifecycleRecord(of: Self.self, make: AppearanceRecord.init)
            // The latest action is the one run: a view built again with another closure runs that one.
            record.onDisappear = action
        }
    }

    /// Runs `action` with the old and the new value when `value` differs from its value in the view's previous
    /// build; with `initial`, also when the view appears, with the value as both (state rules §5.2).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        LifecycleView(content: self) { resolver in
            let (record, isNew) = resolver.lifecycleRecord(of: Self.self) { ChangeRecord(value: value) }
            let lifecycle = resolver.graph.lifecycle
            if isNew {
                if initial { lifecycle.queue { action(value, value) } }
            } else if let old = record.value as? V, old != value {
                lifecycle.queue { action(old, value) }
            }
            record.value = value
        }
    }

    /// Runs `action` when `value` differs from its value in the view's previous build; with `initial`, also
    /// when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` differs from its value in the view's previous build: the
    /// one-value form of iOS 14 (`.onChange(of: value) { newValue in … }`).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Starts `action` as a task when this view appears, and cancels it when the view disappears (state rules
    /// §5.3). Its work runs on the host's executor, which the host drains in its operations and in
    /// `advance(by:)`; state it sets is shown in the next build.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @Sendable () async -> Void) -> some View {
        task(id: TaskWithoutID(), priority: priority, action)
    }

    /// Starts `action` as a task when this view appears and again, after cancelling the running one, whenever
    /// `value` changes; cancels it when the view disappears (state rules §5.3).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        LifecycleView(content: self) { resolver in
            let (record, isNew) = resolver.lifecycleRecord(of: Self.self) { TaskModifierRecord(id: value) }
            let lifecycle = resolver.graph.lifecycle
            if isNew {
                lifecycle.queue { [weak record, weak lifecycle] in
                    guard let record, let lifecycle else { return }
                    record.running = lifecycle.startTask(priority: priority, action)
                }
            } else if let old = record.id as? T, old != value {
                record.id = value
                lifecycle.queue { [weak record, weak lifecycle] in
                    guard let record, let lifecycle else { return }
                    record.running?.cancel()
                    record.running = lifecycle.startTask(priority: priority, action)
                }
            }
        }
    }
}

/// The id of a `.task` without one: always equal, so the task starts only when the view appears.
struct TaskWithoutID: Equatable {}

/// A view with a lifecycle modifier: `register` records the modifier with the host as the view is built, then
/// the content is built in place (no node of its own, no structural step: the content keeps its identity).
struct LifecycleView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let register: (inout Resolver) -> Void

    func resolve(into resolver: inout Resolver) {
        register(&resolver)
        resolver.resolve(content)
    }
}

extension Resolver {
    /// The lifecycle record of the modifier of `type` at the current position, made when the view first appears.
    func lifecycleRecord<R: LifecycleRecord>(of type: Any.Type, make: () -> R) -> (record: R, isNew: Bool) {
        // The record's kind is part of its key: an `.onAppear` and an `.onChange` on the same view keep apart.
        let kind = Self.mix(ObjectIdentifier(type).hashValue, ObjectIdentifier(R.self).hashValue)
        let identity = NodeIdentity(key: Self.mix(path, kind), idPath: currentIDPath)
        return graph.lifecycle.record(at: identity, build: graph.build, make: make)
    }
}

/// What `.onAppear` and `.onDisappear` keep: the action to run when the view leaves.
final class AppearanceRecord: LifecycleRecord {
    var onDisappear: (() -> Void)?

    override func leave(_ store: LifecycleStore) {
        if let onDisappear { store.queue(onDisappear) }
    }
}

/// What `.onChange` keeps: the value of the latest build.
final class ChangeRecord: LifecycleRecord {
    var value: Any
    init(value: Any) { self.value = value }
}

/// What `.task` keeps: the id the running task was started for, and the task.
final class TaskModifierRecord: LifecycleRecord {
    var id: Any
    var running: TaskRecord?
    init(id: Any) { self.id = id }

    override func leave(_ store: LifecycleStore) {
        // SwiftUI cancels a view's task when the view disappears.
        running?.cancel()
        running = nil
    }
}
