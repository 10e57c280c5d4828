import Foundation
@_spi(Preview) import ReflowX11
import ReflowPreviewRuntime

/// `reflow preview`'s end of the presenter process (`PresenterProcess`): starts it, sends it the state to show,
/// and reads back the keys pressed in its window. The pictures of the previews it shows are written into a
/// folder of its own, removed when it stops.
final class PresenterLink {
    let pid: pid_t
    private let input: Int32
    /// The keys pressed in the presenter's window, one `WindowInput` line each.
    let keysReader: Int32
    private var keys: LineReader
    /// Where the current and the next preview are drawn for it.
    let folder: String
    private var lastSent: PresenterState?

    /// Starts the presenter for a talk of `minutes`, fullscreen on `monitor` if given (else as a window); the
    /// pictures go into a new folder in `parent`, which preview processes may write (`SandboxFolders.exchange`).
    init(minutes: Double?, monitor: Monitor?, picturesIn parent: String) throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var arguments = ["presenter", "--parent", String(getpid())]
        if let minutes { arguments += ["--minutes", String(minutes)] }
        if let monitor { arguments += ["--monitor", "\(monitor.x),\(monitor.y),\(monitor.width),\(monitor.height)"] }
        let folder = parent + "/presenter-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        self.folder = folder
        let commandPipe = try ProcessSpawn.pipe(), keysPipe = try ProcessSpawn.pipe()
        let started = Result {
            try ProcessSpawn.start(executable, arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                   descriptors: [(0, commandPipe.read), (1, keysPipe.write), (2, STDERR_FILENO)])
        }
        close(commandPipe.read)
        close(keysPipe.write)
        do {
            pid = try started.get()
        } catch {
            close(commandPipe.write)
            close(keysPipe.read)
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        input = commandPipe.write
        keysReader = keysPipe.read
        _ = fcntl(keysReader, F_SETFL, fcntl(keysReader, F_GETFL) | O_NONBLOCK)
        signal(SIGPIPE, SIG_IGN)
        keys = LineReader(fileDescriptor: keysReader)
    }

    deinit { stop() }

    /// The paths the current and the next preview are drawn to.
    var currentPicture: String { folder + "/current.png" }
    var nextPicture: String { folder + "/next.png" }

    /// Sends `state` if it differs from the last one sent.
    func send(_ state: PresenterState) {
        guard state != lastSent else { return }
        lastSent = state
        let bytes = Array((state.encoded + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// The keys pressed in the presenter's window since the last call; nil once it has ended (its window
    /// closed).
    func readKeys() -> [WindowKey]? {
        guard let lines = keys.readLines() else { return nil }
        return lines.compactMap { line in
            guard case .key(let key)? = WindowInput(line: line) else { return nil }
            return key
        }
    }

    private var isStopped = false

    /// Ends the process and removes the pictures' folder.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        close(input)
        close(keysReader)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        // It ends at once on SIGTERM; a second is plenty before it is killed.
        var waits = 0
        while waits < 100 && waitpid(pid, &status, WNOHANG) == 0 {
            usleep(10_000)
            waits += 1
        }
        if waits == 100 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
