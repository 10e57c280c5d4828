import Foundation

/// The processes a preview process started, and theirs, as `/proc` lists them: what the process limit counts
/// (docs/preview-sandbox.md §3). `RLIMIT_NPROC` alone cannot be the limit: it does not bind root, and outside
/// a user namespace of its own it counts every process of the user. So `reflow preview` counts a preview's
/// tasks (processes and their threads) itself, a few times a second, and stops the whole tree past the limit.
struct ProcessTree {
    /// The most tasks (processes and threads) a preview may have: 512, or `REFLOW_PREVIEW_PROCESS_LIMIT`.
    /// A preview process has about a dozen threads (its event loop, Dispatch's workers, fontconfig).
    static var limit: Int {
        let asked = ProcessInfo.processInfo.environment["REFLOW_PREVIEW_PROCESS_LIMIT"].flatMap { Int($0) }
        return max(asked ?? 512, 16)
    }

    /// The process at the root and every process under it.
    let processes: [pid_t]
    /// Their tasks: each process's threads, the main one included.
    let tasks: Int

    /// The tree under `root`, walking each task's `children` (Linux 3.5+); a count that stops at `ceiling`
    /// tasks, so that walking a fork loop costs no more than the limit does.
    init(root: pid_t, ceiling: Int = .max) {
        var processes: [pid_t] = [], tasks = 0
        var queue = [root]
        while let pid = queue.popLast(), tasks < ceiling {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            guard !threads.isEmpty else { continue }
            processes.append(pid)
            tasks += threads.count
            for thread in threads {
                guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)
                else { continue }
                queue += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            }
        }
        self.processes = processes
        self.tasks = tasks
    }

    /// Stops every process of the tree: each is frozen first (SIGSTOP), so that a fork loop cannot outrun the
    /// walk, then killed. In the sandbox the root's end takes its PID namespace down with it anyway.
    func killAll() {
        for pid in processes { kill(pid, SIGSTOP) }
        // Those started between the walk and their parent's stop.
        let late = processes.first.map { ProcessTree(root: $0).processes } ?? []
        for pid in Set(processes + late) { kill(pid, SIGKILL) }
    }
}
