import Foundation

/// Starting a preview process with more than the standard three descriptors, which `Process` cannot do:
/// `posix_spawn` with the descriptors put in place in the child. The C strings and file actions it needs
/// live and die in this file.
enum ProcessSpawn {
    /// A pipe whose ends are closed on exec, so that no process started later inherits them (Glibc's Swift
    /// module has no pipe2, so the flag follows at once); the ends a child gets are put in place with dup2,
    /// which clears the flag on the copy.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else {
            throw PreviewChildError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Starts `executable` with `arguments` and `environment`; `descriptors` maps each descriptor number of
    /// the child (0, 1, 2, 3…) to one of ours.
    static func start(_ executable: String, arguments: [String], environment: [String: String],
                      descriptors: [(child: Int32, ours: Int32)]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (child, ours) in descriptors { posix_spawn_file_actions_adddup2(&actions, ours, child) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else {
            throw PreviewChildError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
