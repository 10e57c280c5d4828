import Foundation
@testable import ReflowPreviewHost
import XCTest

/// The sandbox's rules as bubblewrap arguments, the environment a preview keeps and the exit statuses passed
/// through bubblewrap (docs/preview-sandbox.md §4). The rules' effect is tried in `PreviewSandboxTests`.
final class SandboxCommandTests: XCTestCase {
    private let on = PreviewSandbox(state: .on, bubblewrap: "/usr/bin/bwrap")
    private var root: String!

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "reflow-sandbox-command-" + UUID().uuidString
        for folder in ["home/project", "cache/exchange"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        root = SandboxCommand.resolved(root)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    /// The pairs (option, path) of the arguments, in order.
    private func mounts(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (index, argument) in arguments.enumerated() where ["--tmpfs", "--ro-bind", "--bind"].contains(argument) {
            result.append(argument + " " + arguments[index + 1])
        }
        return result
    }

    func testTheHomeIsHiddenAndTheProjectAndBuildsGivenBackWithOnlyTheExchangeWritable() {
        let folders = SandboxFolders(build: root + "/cache", exchange: root + "/cache/exchange",
                                     readable: [root + "/home/project", root + "/missing"])
        let arguments = SandboxCommand.arguments(running: "/bin/true", ["--flag"], folders: folders, home: root + "/home")
        let mounts = mounts(arguments)
        // The system read-only first; /tmp (which holds this test's folders) hidden, 512 MiB at most.
        XCTAssertEqual(mounts.first, "--ro-bind /")
        XCTAssertTrue(mounts.contains("--tmpfs /tmp"), "\(mounts)")
        let tmpfs = arguments.firstIndex(of: "/tmp").map { arguments[$0 - 2] }
        XCTAssertEqual(tmpfs, String(512 << 20), "the private /tmp's size")
        // The home is inside /tmp here: hidden with it, not on its own.
        XCTAssertFalse(mounts.contains("--tmpfs \(root!)/home"))
        // Given back: the project and the builds read-only, the exchange writable and after the builds (over
        // them); nothing of the X display (its socket folder is in the hidden /tmp); a missing folder is left out
        // (bwrap would fail).
        let given = mounts.filter { !$0.hasPrefix("--tmpfs") && $0 != "--ro-bind /" }
        XCTAssertEqual(given, ["--ro-bind \(root!)/cache", "--ro-bind \(root!)/home/project", "--bind \(root!)/cache/exchange"])
        XCTAssertTrue(arguments.contains("--unshare-net"))
        XCTAssertEqual(Array(arguments.suffix(2)), ["/bin/true", "--flag"])
        for rule in ["--die-with-parent", "--new-session", "--unshare-pid", "--unshare-user"] {
            XCTAssertTrue(arguments.contains(rule), rule)
        }
    }

    func testAPreviewKeepsTheLocaleAndReflowsSettingsButNoTokensOrDisplay() {
        let environment = ["LANG": "en_GB.UTF-8", "LC_TIME": "C", "DISPLAY": ":0", "HOME": "/home/a", "PATH": "/usr/bin",
                           "REFLOW_PREVIEW_FILE_LIMIT": "4", "SWIFT_BACKTRACE": "enable=no", "GITHUB_TOKEN": "ghp_x",
                           "AWS_SECRET_ACCESS_KEY": "k", "SSH_AUTH_SOCK": "/run/user/1000/ssh", "DBUS_SESSION_BUS_ADDRESS": "unix:x"]
        XCTAssertEqual(Set(on.environment(from: environment).keys),
                       ["LANG", "LC_TIME", "HOME", "PATH", "REFLOW_PREVIEW_FILE_LIMIT", "SWIFT_BACKTRACE"])
        let trusted = PreviewSandbox(state: .trusted(because: "--trust"), bubblewrap: nil)
        XCTAssertEqual(trusted.environment(from: environment), environment, "without the sandbox all of it passes")
    }

    /// bubblewrap ends with 128 + N when the process in it was killed by signal N, as a shell does.
    func testExitStatusesThroughBubblewrapAreTurnedBackIntoSignals() {
        XCTAssertEqual(on.waitStatus(139 << 8), SIGSEGV)
        XCTAssertEqual(on.waitStatus(153 << 8), SIGXFSZ)
        XCTAssertEqual(on.waitStatus(124 << 8), 124 << 8, "the frame watchdog's own status")
        XCTAssertEqual(on.waitStatus(SIGKILL), SIGKILL, "bubblewrap itself killed")
        let trusted = PreviewSandbox(state: .trusted(because: "--trust"), bubblewrap: nil)
        XCTAssertEqual(trusted.waitStatus(139 << 8), 139 << 8)
    }

    func testTheNoticeSaysWhatIsNotEnforced() {
        let unavailable = PreviewSandbox(state: .unavailable(because: "bubblewrap is not installed"), bubblewrap: nil)
        XCTAssertEqual(unavailable.noticeLine?.hasPrefix("reflow: the preview runs without a sandbox: bubblewrap is not installed. Not enforced: hiding the home folder"), true)
        XCTAssertNil(on.notice)
    }
}
