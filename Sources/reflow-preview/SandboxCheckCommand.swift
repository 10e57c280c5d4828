import ArgumentParser
import ReflowPreviewHost

/// `reflow-preview sandbox-check`: the part of `reflow preview --sandbox-report` that runs inside the sandbox
/// (`SandboxCheck`); not a command for users.
struct SandboxCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sandbox-check", shouldDisplay: false)

    @Option(help: "A port reflow preview listens on at 127.0.0.1.")
    var port: UInt16

    @Option(help: "The name of the files to try to write.")
    var marker: String

    @Option(help: "The socket of the X display reflow preview draws on.")
    var displaySocket: String

    func run() throws { SandboxCheck.run(port: port, marker: marker, displaySocket: displaySocket) }
}
