import Foundation
@testable import ReflowPreviewHost
import ReflowTestSupport
import ReflowX11
import XCTest

/// Hostile previews (issue 32; docs/preview-sandbox.md): each is denied or contained, with the window and
/// `reflow preview` alive and nothing written or reached outside. Where this machine cannot make a sandbox (no
/// bubblewrap, no unprivileged user namespaces) the tests say so and check the fallback's message instead.
final class PreviewSandboxTests: PreviewWindowTestCase {
    /// The home folder the previews run with: beside the previewed files' folder, not in it.
    private var home: String { folder.path + "/home" }
    private static let secret = "-----BEGIN OPENSSH PRIVATE KEY----- reflow-test"

    private var canSandbox: Bool { PreviewSandbox.resolve(trust: false).isOn }

    private func launch(_ source: String, environment: [String: String] = [:]) throws -> (ViewerProcess, UInt) {
        try FileManager.default.createDirectory(atPath: home + "/.ssh", withIntermediateDirectories: true)
        try Self.secret.write(toFile: home + "/.ssh/id_ed25519", atomically: true, encoding: .utf8)
        try folder.write(source, to: "Hostile.swift")
        let viewer = try ViewerProcess(["preview", folder.file("Hostile.swift")],
                                       environment: folder.environment.merging(["HOME": home]) { $1 }
                                           .merging(environment) { $1 })
        return (viewer, try probe.window(of: viewer))
    }

    /// Four columns across the window, each green where the preview was denied and red where it got through:
    /// reading the planted key, connecting to the test's listener on 127.0.0.1, writing beside its own source,
    /// reaching the X display (its `DISPLAY`, or the socket of the test's display). It also writes into the home
    /// folder, which the test looks for outside.
    /// The socket of the test's X display.
    private var displaySocket: String {
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ":0"
        return "/tmp/.X11-unix/X" + (display.split(separator: ":").last?.split(separator: ".").first ?? "0")
    }

    /// Swift for a preview: `let NAME: Bool`, true when the process has `DISPLAY` or can connect to the test's
    /// display's socket.
    private func displayProbe(named name: String) -> String {
        #"""
        let \#(name): Bool = {
            if ProcessInfo.processInfo.environment["DISPLAY"] != nil { return true }
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var target = sockaddr_un()
            target.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &target.sun_path) { bytes in
                for (index, byte) in "\#(displaySocket)".utf8.enumerated() { bytes[index] = byte }
            }
            return withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
                }
            }
        }()
        """#
    }

    private func spy(port: UInt16) -> String {
        #"""
        import SwiftUI
        import Foundation

        let home = ProcessInfo.processInfo.environment["HOME"]!
        let readKey = (try? String(contentsOfFile: home + "/.ssh/id_ed25519", encoding: .utf8)) != nil
        let connected: Bool = {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var target = sockaddr_in()
            target.sin_family = sa_family_t(AF_INET)
            target.sin_port = UInt16(\#(port)).bigEndian
            target.sin_addr.s_addr = inet_addr("127.0.0.1")
            return withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
        }()
        let wroteBeside = FileManager.default.createFile(atPath: "\#(folder.file("pwned.txt"))", contents: Data("x".utf8))
        let wroteHome = FileManager.default.createFile(atPath: home + "/pwned.txt", contents: Data("x".utf8))
        \#(displayProbe(named: "reachedDisplay"))
        // Globals are made when first used: all five are used here.
        let gotThrough = [readKey, connected, wroteBeside, reachedDisplay, wroteHome]

        #Preview {
            HStack(spacing: 0) {
                ForEach(0..<4) { index in
                    let got = gotThrough[index]
                    (got ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0)).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            .ignoresSafeArea()
        }

        """#
    }

    /// The key, the listener, the project folder, the display and the home folder: all denied in the sandbox.
    func testASpyingPreviewReadsNoSecretReachesNoListenerOrDisplayAndWritesNothingOutside() throws {
        let listener = try LoopbackListener()
        guard canSandbox else {
            // Without a sandbox the spy gets through, and the window and the output say so.
            let (viewer, window) = try launch(spy(port: listener.port))
            XCTAssertTrue(pollUntil(true, timeout: 60) { viewer.standardError.contains("runs without a sandbox") },
                          "this machine cannot sandbox; the fallback message: \(viewer.standardError)")
            probe.press("q", in: window)
            _ = viewer.waitForExit(timeout: 10)
            throw XCTSkip("this machine cannot make a sandbox: \(PreviewSandbox.resolve(trust: false).state)")
        }
        let (viewer, window) = try launch(spy(port: listener.port))
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(pollUntil("green 0..<\(Int(width))", timeout: 60) { probe.row(Int(height) / 2, of: window).runs },
                       "green 0..<\(Int(width))",
                       "the key unread, no connection, no file beside the source, no display; stderr: \(viewer.standardError)")
        XCTAssertFalse(listener.acceptedAny(), "the listener on 127.0.0.1 saw no connection")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/pwned.txt"), "nothing written into the home folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("pwned.txt")), "nothing written beside the source")
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError)
    }

    /// The same spy with the sandbox unavailable (bubblewrap named where there is none): it gets through, and
    /// the window's output says, once, that the preview runs without one and what is not enforced. Also the
    /// check that the spy above can see red: the sandbox is what makes it green.
    func testWithoutASandboxTheSpyGetsThroughAndTheUserIsTold() throws {
        let listener = try LoopbackListener()
        let (viewer, window) = try launch(spy(port: listener.port), environment: ["REFLOW_BWRAP": folder.path + "/no-bwrap"])
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(pollUntil("red 0..<\(Int(width))", timeout: 60) { probe.row(Int(height) / 2, of: window).runs },
                       "red 0..<\(Int(width))", "all four got through; stderr: \(viewer.standardError)")
        XCTAssertTrue(listener.acceptedAny(), "the listener saw the connection")
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/pwned.txt"))
        let notice = "reflow: the preview runs without a sandbox: REFLOW_BWRAP names no program"
        XCTAssertEqual(viewer.standardError.components(separatedBy: notice).count - 1, 1, viewer.standardError)
        XCTAssertTrue(viewer.standardError.contains("Not enforced: hiding the home folder"), viewer.standardError)
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError)
    }

    /// A preview that starts processes until it cannot, each waiting forever: stopped past the limit (64 here),
    /// every one of them gone, the window saying why, and the next save recovering.
    func testAForkLoopIsStoppedWithEveryProcessItStarted() throws {
        try expectForkLoopStopped(after: 0)
    }

    /// The same loop started 3 s after the preview appeared, when `reflow preview` counts only once a second
    /// (the count has stayed the same): caught all the same.
    func testAForkLoopStartedLaterIsStoppedToo() throws {
        try expectForkLoopStopped(after: 3)
    }

    private func expectForkLoopStopped(after delay: Double, line: UInt = #line) throws {
        let forks = #"""
            import SwiftUI
            import Glibc

            struct Forks: View {
                var body: some View {
                    Color.red.onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + \#(delay)) {
                            for _ in 0..<100_000 {
                                let pid = fork()
                                if pid == 0 { while true { pause() } }
                                if pid < 0 { break }
                            }
                        }
                    }
                }
            }

            #Preview { Forks() }

            """#
        let (viewer, window) = try launch(forks, environment: ["REFLOW_PREVIEW_PROCESS_LIMIT": "64"])
        let title = "The preview started too many processes and was stopped — Reflow"
        XCTAssertEqual(pollUntil(title, timeout: 60) { probe.utf8Property(window, "_NET_WM_NAME") }, title,
                       viewer.standardError, line: line)
        XCTAssertEqual(pollUntil(0, timeout: 5) { processesRunning(folder.cache) }, 0, "every forked process is gone",
                       line: line)
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running", line: line)

        // The next save recovers.
        try folder.write("import SwiftUI\n#Preview { Color(red: 0, green: 0, blue: 1).ignoresSafeArea() }\n", to: "Hostile.swift")
        let (width, height) = probe.size(of: window)
        XCTAssertEqual(pollUntil("blue 0..<\(Int(width))", timeout: 60) { probe.row(Int(height) / 2, of: window).runs },
                       "blue 0..<\(Int(width))", viewer.standardError, line: line)
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError, line: line)
    }

    /// A file written without end into the preview's temporary folder stops at the file-size limit (4 MiB
    /// here), SIGXFSZ ending the process, and in the sandbox nothing of it reaches the machine's /tmp.
    func testAFileSizeBombInItsTemporaryFolderStopsAtTheLimitAndStaysInside() throws {
        let marker = "reflow-bomb-\(UUID().uuidString).bin"
        let bomb = #"""
            import SwiftUI
            import Foundation

            #Preview {
                Color.red.onAppear {
                    let path = "/tmp/\#(marker)"
                    FileManager.default.createFile(atPath: path, contents: nil)
                    let handle = FileHandle(forWritingAtPath: path)!
                    while true { handle.write(Data(repeating: 7, count: 1 << 20)) }
                }
            }

            """#
        defer { try? FileManager.default.removeItem(atPath: "/tmp/" + marker) }
        let (viewer, window) = try launch(bomb, environment: ["REFLOW_PREVIEW_FILE_LIMIT": "4"])
        let title = "The preview wrote a file larger than 4 MiB and was stopped (SIGXFSZ) — Reflow"
        XCTAssertEqual(pollUntil(title, timeout: 60) { probe.utf8Property(window, "_NET_WM_NAME") }, title,
                       viewer.standardError)
        if canSandbox {
            XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/" + marker), "the bomb stayed in the private /tmp")
        } else {
            let size = try FileManager.default.attributesOfItem(atPath: "/tmp/" + marker)[.size] as? Int
            XCTAssertEqual(size, 4 << 20, "without the sandbox the file stops at the limit")
        }
        XCTAssertNil(viewer.waitForExit(timeout: 0), "reflow preview keeps running")
        probe.press("q", in: window)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), 0, viewer.standardError)
    }
}

extension PreviewSandboxTests {
    /// Runs `reflow preview FILE --snapshot` on `source` with `environment`; the exit status, standard error and
    /// the picture.
    private func snapshot(_ source: String, environment: [String: String] = [:]) throws
        -> (status: Int32?, errors: String, image: RGBAImage?) {
        try folder.write(source, to: "Picture.swift")
        let png = folder.path + "/picture.png"
        let viewer = try ViewerProcess(["preview", folder.file("Picture.swift"), "--snapshot", png, "--size", "120x80"],
                                       environment: folder.environment.merging(environment) { $1 })
        let status = viewer.waitForExit(timeout: 120)
        let image = (try? Data(contentsOf: URL(fileURLWithPath: png))).flatMap { try? PNGDecoder.decode(Array($0)) }
        return (status, viewer.standardError, image)
    }

    /// A one-shot run (`--snapshot`; `record`, `explain` and `sweep` alike) draws in memory and holds no display:
    /// in the sandbox a preview that tries the display's socket finds none (green), and it has no `DISPLAY`.
    func testASnapshotsPreviewProcessCannotReachTheXDisplay() throws {
        let source = #"""
            import SwiftUI
            import Foundation

            \#(displayProbe(named: "reached"))

            #Preview { (reached ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 1, blue: 0)).ignoresSafeArea() }

            """#
        guard canSandbox else {
            let (status, errors, image) = try snapshot(source)
            XCTAssertEqual(status, 0, errors)
            XCTAssertTrue(errors.contains("runs without a sandbox"), errors)
            XCTAssertNotNil(image, errors)
            throw XCTSkip("this machine cannot make a sandbox: \(PreviewSandbox.resolve(trust: false).state)")
        }
        let (status, errors, image) = try snapshot(source)
        XCTAssertEqual(status, 0, errors)
        let picture = try XCTUnwrap(image, errors)
        XCTAssertEqual(Array(picture.pixels[0..<3]), [0, 255, 0], "no display reached")
        // The same preview trusted, which reaches it: the check can see red.
        let (_, trustedErrors, trusted) = try snapshot(source, environment: ["REFLOW_PREVIEW_SANDBOX": "off"])
        XCTAssertEqual(try XCTUnwrap(trusted, trustedErrors).pixels[0..<3], [255, 0, 0])
    }

    /// With no display at all, a snapshot is still drawn (in memory, at scale 1): `reflow preview --snapshot`
    /// needs no X server, and the picture is the size asked for.
    func testASnapshotNeedsNoDisplay() throws {
        let (status, errors, image) = try snapshot("""
            import SwiftUI
            #Preview { Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 40).padding(.leading, 60) }

            """, environment: ["DISPLAY": ""])
        XCTAssertEqual(status, 0, errors)
        let picture = try XCTUnwrap(image, errors)
        XCTAssertEqual(picture.width, 120)
        XCTAssertEqual(picture.height, 80)
        // The square, centred as the window centres a preview: x 60..<120 is blue, 0..<60 white, at mid height.
        let row = 40 * 120 * 4
        XCTAssertEqual(Array(picture.pixels[row + 90 * 4 ..< row + 90 * 4 + 3]), [0, 0, 255])
        XCTAssertEqual(Array(picture.pixels[row + 30 * 4 ..< row + 30 * 4 + 3]), [255, 255, 255])
    }
}

/// How many processes run an executable from `folder` (a preview build's `previews`, and what it forked).
private func processesRunning(_ folder: String) -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int32($0) != nil }.filter { pid in
        guard let arguments = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
              let first = arguments.split(separator: 0).first else { return false }
        return String(decoding: first, as: UTF8.self).hasPrefix(folder) && isAlive(Int32(pid)!)
    }.count
}
