import Foundation

extension PreviewApp {
    /// How often the preview processes' tasks are counted: a fork loop gets a few hundred processes in this
    /// time, which the count's ceiling bounds the cost of.
    static let processCountInterval = 0.2

    /// Counts the tasks of the preview processes running (`ProcessTree`) every `processCountInterval`, and
    /// stops one that has more than the limit; the window then says so (`childEnded`).
    func watchProcessCounts() {
        let limit = ProcessTree.limit
        for child in [current, pending].compactMap({ $0 }) where child.exitStatus == nil && child.processLimit == nil {
            let tree = ProcessTree(root: child.pid, ceiling: limit + 1)
            guard tree.tasks > limit else { continue }
            child.processLimit = limit
            tree.killAll()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.processCountInterval) { [weak self] in
            self?.watchProcessCounts()
        }
    }
}
