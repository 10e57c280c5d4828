import Foundation

extension PreviewApp {
    /// How often the preview processes' tasks are counted while their number changes: a fork loop gets a few
    /// hundred processes in this time. Once it has stayed the same for `steadyCounts` counts, the count is taken
    /// every `steadyInterval` instead: each count reads a few dozen files of `/proc`, and an idle window should
    /// cost next to nothing (measured: 0.22 % of a core in a release build at 0.2 s).
    static let processCountInterval = 0.2
    static let steadyInterval = 1.0
    static let steadyCounts = 5

    /// Counts the tasks of the preview processes running (`ProcessTree`) and stops one that has more than the
    /// limit; the window then says so (`childEnded`). Runs again after `processCountInterval`, or after
    /// `steadyInterval` while nothing changes.
    func watchProcessCounts() {
        let limit = ProcessTree.limit
        var steady = true
        for child in [current, pending].compactMap({ $0 }) where child.exitStatus == nil && child.processLimit == nil {
            let tree = ProcessTree(root: child.pid, ceiling: limit + 1)
            if tree.tasks > limit {
                child.processLimit = limit
                tree.killAll()
                continue
            }
            child.steadyCounts = tree.tasks == child.taskCount ? child.steadyCounts + 1 : 0
            child.taskCount = tree.tasks
            steady = steady && child.steadyCounts >= Self.steadyCounts
        }
        let interval = steady ? Self.steadyInterval : Self.processCountInterval
        DispatchQueue.main.asyncAfter(deadline: .now() + interval) { [weak self] in self?.watchProcessCounts() }
    }
}
