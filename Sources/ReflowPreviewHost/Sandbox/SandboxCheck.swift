import Foundation
import ReflowPreviewRuntime

/// The inside of `reflow preview --sandbox-report` (`reflow-preview sandbox-check`, run in the sandbox as a
/// preview process is): tries what a hostile preview would and prints what happened, a `name<TAB>result` line
/// each, for `SandboxReport` to judge with what it sees outside.
public enum SandboxCheck {
    /// Tries each thing; `port` is a listener `reflow preview` holds on 127.0.0.1, `marker` the name of the
    /// files to write, `displaySocket` the socket of the display `reflow preview` draws on.
    public static func run(port: UInt16, marker: String, displaySocket: String) {
        ResourceLimits.apply()
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        func say(_ name: String, _ result: String) { print(name + "\t" + result) }

        say("home-entries", String((try? FileManager.default.contentsOfDirectory(atPath: home))?.count ?? 0))
        say("ssh-folder", FileManager.default.fileExists(atPath: home + "/.ssh") ? "present" : "absent")
        say("write-home", attempt { try Data("x".utf8).write(to: URL(fileURLWithPath: home + "/" + marker)) })
        say("write-tmp", attempt { try Data("x".utf8).write(to: URL(fileURLWithPath: "/tmp/" + marker)) })
        say("write-usr", attempt { try Data("x".utf8).write(to: URL(fileURLWithPath: "/usr/" + marker)) })
        say("loopback", connect(to: "127.0.0.1", port: port))
        say("internet", connect(to: "1.1.1.1", port: 53))
        say("display", connectUnix(to: displaySocket))
        say("display-variable", environment["DISPLAY"] ?? "none")
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("NoNewPrivs:") || line.hasPrefix("CapEff:") {
            let parts = line.split(separator: ":", maxSplits: 1)
            say(String(parts[0]), parts[1].trimmingCharacters(in: .whitespaces))
        }
        let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
        say("processes-seen", String(processes.count))
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(__RLIMIT_NPROC.rawValue), &limit)
        say("nproc", limit.rlim_cur == rlim_t.max ? "unlimited" : String(limit.rlim_cur))
        say("uid", String(getuid()))
    }

    /// "ok", or the error's words.
    private static func attempt(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch let error as CocoaError {
            return (error.underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
                ?? error.localizedDescription
        } catch {
            return "\(error)"
        }
    }

    /// "ok", or why a TCP connection to `address:port` failed, within two seconds.
    private static func connect(to address: String, port: UInt16) -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return String(cString: strerror(errno)) }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        target.sin_addr.s_addr = inet_addr(address)
        let result = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0 ? "ok" : String(cString: strerror(errno))
    }

    /// "ok", or why connecting to the Unix socket at `path` failed.
    private static func connectUnix(to path: String) -> String {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return String(cString: strerror(errno)) }
        defer { close(socket) }
        var target = sockaddr_un()
        target.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &target.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let result = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0 ? "ok" : String(cString: strerror(errno))
    }
}
