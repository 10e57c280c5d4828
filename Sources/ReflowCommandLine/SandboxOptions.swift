import ArgumentParser

/// The flag every command that runs a previewed file's code takes: whether to run it without the sandbox
/// (docs/preview-sandbox.md).
public struct SandboxOptions: ParsableArguments {
    @Flag(help: "Run the previewed code without the sandbox, with your rights: for files you wrote that need the network or files outside their folder. REFLOW_PREVIEW_SANDBOX=off does the same for a session.")
    public var trust = false

    public init() {}
}
