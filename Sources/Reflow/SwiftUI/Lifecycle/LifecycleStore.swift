import Foundation

/// What one host keeps for its views' lifecycle modifiers (`.onAppear`, `.onDisappear`, `.onChange`, `.task`,
/// `TimelineView`), by identity, from build to build, and the work they queue (state rules §5).
///
/// A record is made when its view first appears and stamped by every build that resolves it; a record that no
/// build resolved since the tree's latest build is a view that left the tree, and goes (`endPass`, as scopes do).
/// Actions are not run while views are built: they are queued, and the host runs them after the build, inside
/// its operation, so that the state they change is applied in one more build (`ViewHost`).
final class LifecycleStore {
    private var records: [NodeIdentity: LifecycleRecord] = [:]
    /// Actions waiting to run after the build under way, in the order they were queued.
    private var actions: [() -> Void] = []
    /// Where `.task` work runs: jobs queued here run when the host drains them (state rules §5.3).
    let executor = HostTaskExecutor()
    /// The tasks started by `.task` modifiers and not yet finished.
    private var tasks: [TaskRecord] = []
    /// The timelines shown, in the latest build.
    private(set) var timelines: [TimelineRecord] = []
    /// The record of the lifecycle modifier at `identity`, made by `make` when the view first appears (or when
    /// the record there was of another kind); `isNew` tells which.
    func record<R: LifecycleRecord>(at identity: NodeIdentity, build: UInt64, make: () -> R) -> (record: R, isNew: Bool) {
        if let found = records[identity] as? R {
            found.build = build
            return (found, false)
        }
        if let other = records[identity] { other.leave(self) }
        let made = make()
        made.build = build
        records[identity] = made
        return (made, true)
    }

    /// Queues `action` to run after the build under way.
    func queue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Whether actions or task jobs wait to run.
    var hasWork: Bool { !actions.isEmpty || executor.hasJobs }

    /// Runs the queued actions and the task jobs that are ready, and those they queue in turn, for a bounded
    /// number of rounds: an action that queues itself for ever, or a task that yields in a loop, goes on at the
    /// host's next operation or frame instead of holding the host.
    func runWork() {
        var rounds = 0
        while hasWork, rounds < 64 {
            rounds += 1
            let now = actions
            actions = []
            for action in now { action() }
            executor.runQueuedJobs()
        }
        tasks.removeAll { $0.isFinished }
    }

    /// Starts `action` as a task whose jobs run on the host's executor.
    func startTask(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> TaskRecord {
        let record = TaskRecord()
        record.task = Task(executorPreference: executor, priority: priority) { [record] in
            await action()
            record.finish()
        }
        tasks.append(record)
        return record
    }

    /// Whether a task started by `.task` is still under way.
    var hasRunningTasks: Bool { tasks.contains { !$0.isFinished } }

    /// Records that `timeline` is shown in the build under way.
    func show(_ timeline: TimelineRecord) {
        if !timelines.contains(where: { $0 === timeline }) { timelines.append(timeline) }
    }

    /// Forgets the timelines of the previous build: called as a build of the tree begins.
    func beginBuild() { timelines.removeAll(keepingCapacity: true) }

    /// Whether a timeline shown has an entry due at host time `time` (or is driven by every frame).
    func timelineIsDue(at time: Double) -> Bool {
        timelines.contains { $0.isDue(at: time) }
    }

    /// Ends a layout pass: records no build resolved since the tree's latest build left the tree; their
    /// `onDisappear` actions are queued and their tasks cancelled.
    func endPass(treeBuild: UInt64) {
        guard !records.isEmpty, records.values.contains(where: { $0.build < treeBuild }) else { return }
        for record in records.values where record.build < treeBuild { record.leave(self) }
        records = records.filter { $0.value.build >= treeBuild }
        timelines.removeAll { $0.build < treeBuild }
    }

    /// The host goes: tasks are cancelled and nothing more runs.
    func release() {
        for task in tasks { task.task?.cancel() }
        // Cancelled tasks still have jobs queued here; run them (a bounded number of rounds) so that the tasks
        // end and their memory is returned, instead of waiting for ever in a queue no one drains.
        for _ in 0..<16 where executor.hasJobs { executor.runQueuedJobs() }
        tasks = []
        records = [:]
        actions = []
        timelines = []
    }
}

/// What a lifecycle modifier keeps for its view's identity.
class LifecycleRecord {
    /// The build that last resolved the view.
    var build: UInt64 = 0

    /// The view left the tree (or its place now holds another kind of record).
    func leave(_ store: LifecycleStore) {}
}

/// A task started by `.task`, and whether it has finished.
final class TaskRecord: @unchecked Sendable {
    var task: Task<Void, Never>?
    private let lock = NSLock()
    private var finished = false

    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }

    func cancel() { task?.cancel() }
}

/// The executor `.task` work runs on: a queue of jobs the host drains in its operations and in
/// `advance(by:)`, on the thread that drives the host, so that a test sees a task's effects at known points
/// (state rules §5.3). Jobs may be queued from any thread (a task resumed after `Task.sleep`).
final class HostTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        jobs.append(job)
        lock.unlock()
    }

    var hasJobs: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !jobs.isEmpty
    }

    /// Runs the jobs queued now; those they queue wait for the next call.
    func runQueuedJobs() {
        lock.lock()
        let now = jobs
        jobs = []
        lock.unlock()
        for job in now { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

extension LifecycleStore: HostStore {}

extension ViewGraph {
    /// The host's lifecycle records and the work they queue, made when a view first needs them.
    var lifecycle: LifecycleStore { stores.store(LifecycleStore.self) }

    /// The host's lifecycle records if a view ever had any: what the host asks after every operation and at
    /// every frame, without making a store for views that have no lifecycle modifiers.
    var existingLifecycle: LifecycleStore? { stores.existing(LifecycleStore.self) }
}
