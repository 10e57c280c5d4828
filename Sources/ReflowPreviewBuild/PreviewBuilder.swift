import Foundation

/// What one preview build gave: the executable when it compiled and linked, the compiler's output and
/// diagnostics, what was found in the files, and where the time went.
public struct PreviewBuildResult: Sendable {
    /// The preview executable; nil when the build failed.
    public var executable: String?
    /// Everything the compiler and linker wrote, in their own format.
    public var output: String
    public var diagnostics: [CompilerDiagnostic]
    public var previews: [FoundPreview]
    /// For the user: files shown through their first view, providers that cannot be reached.
    public var notes: [String]
    /// Seconds spent reading the files, compiling and linking.
    public var scanSeconds = 0.0, compileSeconds = 0.0, linkSeconds = 0.0
    /// The literals of each file (by path) that the executable reads at run time; empty when it reads none
    /// (`PreviewBuilder.readsLiteralsAtRunTime`).
    public var literals: [String: LiteralFile] = [:]
    /// The text of each file as this build read it (by path): what a later save is compared with for a patch.
    public var sources: [String: String] = [:]

    public var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// Builds the user's files into a preview executable: finds the previews (`PreviewScanner`), writes a
/// entry point that hands them to `PreviewProcess`, compiles everything as one module against Reflow's modules
/// with `import SwiftUI` meaning Reflow, and links it against the runtime library. No Package.swift needed.
public final class PreviewBuilder {
    /// The seconds one expression may take to type-check: 10, or `REFLOW_TYPE_CHECK_SECONDS` (1 to 600).
    public static var typeCheckSeconds: Int {
        let asked = ProcessInfo.processInfo.environment["REFLOW_TYPE_CHECK_SECONDS"].flatMap { Int($0) }
        return min(max(asked ?? 10, 1), 600)
    }

    /// The module the user's files are compiled in; `#fileID` reads "ReflowPreviews/File.swift".
    public static let moduleName = "ReflowPreviews"
    /// What the entry point made by a user's `@main` is called in a preview build: not `main`, which the
    /// generated entry point defines; nothing calls it.
    static let userEntryPoint = "reflow_user_main"

    public let kit: PreviewKit
    /// Where builds are written; one subfolder per build.
    public let folder: String
    /// The Swift compiler the builds run.
    public let compiler: String
    /// The linker option the preview program is linked with (`linker(besides:)`).
    let linkerChoice: [String]
    /// The C header folders Xft's headers need (FreeType's), as `pkg-config --cflags xft` gives them.
    private let cFlags: [String]
    private let lock = NSLock()
    private var running: Process?
    /// The driver's commands for each kind of job seen (by its arguments, the build folder standing as a token),
    /// run directly from the second build on; nil where the driver gave none that can be.
    private(set) var plans: [[String]: CompilerPlan?] = [:]
    /// How many times the driver itself ran a job rather than its plan (for tests).
    private(set) var driverRuns = 0
    /// Whether builds read the files' literals at run time, so that a save that changes only literals can
    /// reach the running preview without a build (docs/preview-reloads.md): what a window wants, not a
    /// one-shot snapshot. `REFLOW_PREVIEW_LITERALS=off` turns it off.
    public var readsLiteralsAtRunTime = false
    /// The lines of each file where literals read at run time did not compile: they stay literals.
    private var excludedLines: [String: Set<Int>] = [:]
    /// The Swift files each build (by number) compiled its module from, for writing the module's interface
    /// when its first patch needs it (`emitModuleForPatches`); under `lock`.
    private var compiledSources: [Int: (files: [String], networking: Bool)] = [:]

    public init(kit: PreviewKit, folder: String) throws {
        self.kit = kit
        self.folder = folder
        guard let compiler = Self.findOnPath("swiftc") else {
            throw PreviewBuildError("reflow preview compiles your files with swiftc, which is not on PATH; "
                + "put the Swift toolchain's bin folder on PATH")
        }
        self.compiler = compiler
        linkerChoice = Self.linker(besides: compiler)
        cFlags = Self.cIncludeFlags()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Builds `files` (absolute paths) as build number `number`.
    public func build(files: [String], number: Int) -> PreviewBuildResult {
        var result = PreviewBuildResult(output: "", diagnostics: [], previews: [], notes: [])
        let start = Self.now()
        var names: [String: String] = [:]
        var scans: [FileScan] = []
        var sources: [String] = []
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            if let other = names[name] {
                result.output = "error: \(other) and \(file) have the same name, which one Swift module cannot hold; "
                    + "preview them separately\n"
                result.diagnostics = [CompilerDiagnostic(path: file, line: 1, column: 1, severity: .error,
                                                         message: "another file given is also called \(name)")]
                return result
            }
            names[name] = file
            // Checked on every build: a file saved since the window opened may have become too large, or binary.
            let problem = SourceLimits.problem(with: file)
            guard problem == nil, let source = try? String(contentsOfFile: file, encoding: .utf8) else {
                let message = "the file " + (problem ?? "cannot be read as UTF-8 text")
                result.diagnostics = [CompilerDiagnostic(path: file, line: 1, column: 1, severity: .error,
                                                         message: message)]
                result.output = "\(file):1:1: error: \(message)\n"
                return result
            }
            result.sources[file] = source
            scans.append(PreviewScanner.scan(source: source, path: file, moduleName: Self.moduleName))
            sources.append(source)
        }
        let found = PreviewScanner.arrange(scans)
        result.previews = found.previews
        result.notes = found.notes
        result.scanSeconds = Self.now() - start

        let buildFolder = folder + "/build-\(number)"
        try? FileManager.default.removeItem(atPath: buildFolder)
        try? FileManager.default.createDirectory(atPath: buildFolder, withIntermediateDirectories: true)
        // Not main.swift: a user's file may be called that. The entry point is a C `main` function instead.
        let main = buildFolder + "/ReflowPreviewEntry.swift"
        let object = buildFolder + "/previews.o"
        let executable = buildFolder + "/previews"
        _ = FileManager.default.createFile(atPath: main, contents: Data(Self.mainSource(for: result.previews).utf8))
        PreviewBundleInfo.write(into: buildFolder, files: files)

        let compileStart = Self.now()
        var rewrite = readsLiteralsAtRunTime && ProcessInfo.processInfo.environment["REFLOW_PREVIEW_LITERALS"] != "off"
            ? RewrittenSources.write(originals: files, sources: sources, into: buildFolder + "/sources",
                                     excluded: excludedLines)
            : nil
        let networking = Self.namesNetworking(sources)
        func compileModule(_ sourceFiles: [String]) -> (status: Int32, output: String) {
            runJob(in: buildFolder, sourceFlags + networkingFlags(networking) + Self.patchableFlags
                   + ["-wmo", "-c", "-o", object] + sourceFiles + networkingSources(networking) + [main])
        }
        var compile = compileModule(rewrite?.copies ?? files)
        if compile.status != 0, let failed = rewrite {
            // A call in a literal's place may be what did not compile (a string literal that makes a
            // `Character`): those lines keep their literals from now on, and the build is tried again.
            let lines = failed.hasSyntaxErrors ? [:] : failed.linesWithLiteralErrors(CompilerDiagnostic.parse(compile.output))
            if !lines.isEmpty {
                let excluded = excludedLines.merging(lines) { $0.union($1) }
                rewrite = RewrittenSources.write(originals: files, sources: sources, into: buildFolder + "/sources",
                                                 excluded: excluded)
                compile = compileModule(rewrite!.copies)
                // Kept only when that was it: an error of the user's own on such a line excludes nothing.
                if compile.status == 0 { excludedLines = excluded }
            }
            if compile.status != 0 {
                // The user's own error, then: the compiler's own words about the user's own files.
                rewrite = nil
                compile = compileModule(files)
            }
        }
        result.compileSeconds = Self.now() - compileStart
        if compile.status == 0 {
            let compiled = (rewrite?.copies ?? files) + networkingSources(networking) + [main]
            lock.withLock { compiledSources[number] = (compiled, networking) }
        }
        result.output = rewrite?.userOutput(compile.output) ?? compile.output
        result.diagnostics = CompilerDiagnostic.parse(result.output)
        result.literals = rewrite?.literals ?? [:]
        guard compile.status == 0 else {
            if result.errors.isEmpty {
                result.diagnostics.append(CompilerDiagnostic(path: files[0], line: 1, column: 1, severity: .error,
                                                             message: "the compiler failed: " + Self.lastLine(compile.output)))
            }
            return result
        }

        let linkStart = Self.now()
        let link = runJob(in: buildFolder, [object, "-o", executable, "-L", kit.library, "-l\(PreviewKit.libraryName)",
                        "-Xlinker", "-rpath", "-Xlinker", kit.library] + Self.exportedSymbols + linkerChoice)
        result.linkSeconds = Self.now() - linkStart
        result.output += link.output
        guard link.status == 0 else {
            result.diagnostics += CompilerDiagnostic.parse(link.output)
            result.diagnostics.append(CompilerDiagnostic(path: files[0], line: 1, column: 1, severity: .error,
                                                         message: "linking failed: " + Self.lastLine(link.output)))
            return result
        }
        result.executable = executable
        return result
    }

    /// Deletes the folders of builds numbered below `number`: their processes are gone.
    public func removeBuilds(before number: Int) {
        let manager = FileManager.default
        lock.withLock { compiledSources = compiledSources.filter { $0.key >= number } }
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix("build-") {
            if let built = Int(name.dropFirst(6)), built < number { try? manager.removeItem(atPath: folder + "/" + name) }
        }
    }

    /// The files build `number` compiled, and whether it imported FoundationNetworking, while its folder is kept.
    func moduleSources(of number: Int) -> (files: [String], networking: Bool)? { lock.withLock { compiledSources[number] } }

    /// Deletes every build: the window is closing.
    public func removeAll() { try? FileManager.default.removeItem(atPath: folder) }

    /// Stops a build under way (a newer save makes it pointless).
    public func cancel() {
        lock.lock()
        defer { lock.unlock() }
        if let running, running.isRunning { running.terminate() }
    }

    /// The generated entry point: each `#Preview` declared by the symbol its expansion is linked under,
    /// providers and views wrapped in a `Preview`, all handed to the preview process in the files' order.
    static func mainSource(for previews: [FoundPreview]) -> String {
        var declarations: [String] = []
        var entries: [String] = []
        for (index, preview) in previews.enumerated() {
            let fileID = "\(moduleName)/\(URL(fileURLWithPath: preview.file).lastPathComponent)"
            let name = preview.name.map { "\"\(escaped($0))\"" } ?? "nil"
            switch preview.source {
            case .macro(let symbol):
                declarations.append("@_silgen_name(\"\(symbol)\")\nfunc _reflowPreview\(index)() -> Reflow.Preview\n")
                entries.append("[_reflowPreview\(index)()]")
            case .provider(let type):
                // A provider's `previews` may stand for several previews (a `Group`), read as Xcode reads them.
                entries.append("Reflow.Preview.provided(name: \(name), fileID: \"\(escaped(fileID))\", "
                    + "line: \(preview.line), previews: { \(type).previews })")
            case .view(let type):
                entries.append("[Reflow.Preview(name: \(name), traits: [], fileID: \"\(escaped(fileID))\", "
                    + "line: \(preview.line), body: { \(type)() })]")
            case .app(let type):
                entries.append("[Reflow.Preview(app: \(type).self, name: \(name), fileID: \"\(escaped(fileID))\", "
                    + "line: \(preview.line))]")
            }
        }
        return """
            // Written by `reflow preview`: hands the previews found in the files to the preview process.
            import Reflow
            import ReflowPreviewRuntime

            \(declarations.joined(separator: "\n"))
            // The process's entry point, defined as C's `main` rather than by `@main`: a module holds one `@main`,
            // and a user's app has its own (renamed by -entry-point-function-name).
            @_cdecl("main")
            func _reflowPreviewMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
                let previews: [[Reflow.Preview]] = [
            \(entries.map { "        " + $0 + "," }.joined(separator: "\n"))
                ]
                ReflowPreviewRuntime.PreviewProcess.main(previews.flatMap { $0 })
            }

            """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The linker to link a preview with: LLVM's lld when the toolchain ships one beside `compiler` (Swift's
    /// Linux toolchains do), which links a preview in three quarters of the time the compiler's default (gold)
    /// takes; else that default. `REFLOW_PREVIEW_LINKER=default` keeps the compiler's default, should lld
    /// misbehave on a system.
    static func linker(besides compiler: String) -> [String] {
        if ProcessInfo.processInfo.environment["REFLOW_PREVIEW_LINKER"] == "default" { return [] }
        let folder = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent().path
        return FileManager.default.isExecutableFile(atPath: folder + "/ld.lld") ? ["-use-ld=lld"] : []
    }

    static func lastLine(_ output: String) -> String {
        output.split(separator: "\n").last.map(String.init) ?? "no output"
    }

    /// The compiler's flags for the user's files, as a preview build and an editor (`compilationArguments`)
    /// compile them.
    var sourceFlags: [String] {
        [
            "-module-name", Self.moduleName, "-swift-version", "5", "-Onone", "-D", "DEBUG",
            "-I", kit.modules, "-load-plugin-executable", "\(kit.macroPlugin)#ReflowMacros",
            "-parse-as-library",
            // A single expression may keep the type checker no longer than this: past it the compiler stops
            // with its own "unable to type-check this expression in reasonable time" at the line
            // (docs/preview-sandbox.md §2). Its default is ten minutes.
            "-Xfrontend", "-solver-expression-time-threshold=\(Self.typeCheckSeconds)",
            // The user's `@main` (an App's) makes a function of this name instead of `main`, so that it never
            // clashes with the preview's own entry point (docs/app-rules.md §2).
            "-Xfrontend", "-entry-point-function-name", "-Xfrontend", Self.userEntryPoint,
            // On Apple platforms `import Foundation` brings Combine along (`ObservableObject`, `@Published`,
            // `Timer.publish`): a view model file with only `import Foundation` compiles there, so every file
            // here imports Combine (OpenCombine) implicitly (docs/platform-modules.md). Foundation brings Core
            // Graphics there too (`CGVector`, `CGAffineTransform` in a file importing only Foundation), so
            // CoreGraphics is imported implicitly as well.
            "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
            "-Xfrontend", "-import-module", "-Xfrontend", "CoreGraphics",
        ] + kit.cModules.flatMap { ["-I", $0] } + cFlags.flatMap { ["-Xcc", $0] }
    }

    /// The compiler and its arguments for `files` as a preview build compiles them, without the build's own
    /// entry point or output: what an editor's language server compiles them with (`EditorSetup`).
    /// An editor is given FoundationNetworking and the publisher always: which names a file will use is not
    /// known while it is being written.
    public func compilationArguments(files: [String]) -> [String] {
        [compiler] + sourceFlags + networkingFlags(true) + files + networkingSources(true)
    }

    /// Runs the driver job `swiftc arguments` of a build in `buildFolder`: from its plan (the commands the driver
    /// would run) when one was made for a job of these arguments, else by the driver, which the first build of
    /// each kind of job asks for its plan after running it.
    func runJob(in buildFolder: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let key = arguments.map { $0.replacingOccurrences(of: buildFolder, with: CompilerPlan.folderToken) }
        if let known = plans[key], let plan = known {
            var output = ""
            for command in plan.commands(in: buildFolder) {
                // The list of libraries to link is read here rather than by a program of its own, when it can be.
                if command[0].hasSuffix("/swift-autolink-extract"), AutolinkEntries.extract(arguments: Array(command.dropFirst())) {
                    continue
                }
                let ran = run(command[0], Array(command.dropFirst()))
                output += ran.output
                // A command that could not start at all: the driver does the job instead, from now on.
                if ran.status == Self.couldNotStart {
                    plans[key] = .some(nil)
                    return runJob(in: buildFolder, arguments)
                }
                if ran.status != 0 { return (ran.status, output) }
            }
            return (0, output)
        }
        driverRuns += 1
        let ran = run(compiler, arguments)
        if plans[key] == nil, ran.status == 0 {
            plans[key] = CompilerPlan.make(compiler: compiler, arguments: arguments, buildFolder: buildFolder)
        }
        return ran
    }

    /// The status of a command that could not be started.
    private static let couldNotStart: Int32 = -127

    func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        lock.lock()
        running = process
        lock.unlock()
        do { try process.run() } catch { return (Self.couldNotStart, "error: cannot run \(executable): \(error)\n") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        lock.lock()
        running = nil
        lock.unlock()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `pkg-config --cflags-only-I xft harfbuzz fribidi`, or Debian's FreeType, HarfBuzz and FriBidi folders when
    /// pkg-config is missing.
    static func cIncludeFlags() -> [String] {
        let fallback = ["-I/usr/include/freetype2", "-I/usr/include/harfbuzz", "-I/usr/include/fribidi"]
        guard let pkgConfig = findOnPath("pkg-config") else { return fallback }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pkgConfig)
        process.arguments = ["--cflags-only-I", "xft", "harfbuzz", "fribidi"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return fallback }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let flags = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
        return process.terminationStatus == 0 && !flags.isEmpty ? flags : fallback
    }

    /// The first executable called `name` in the folders of PATH.
    public static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func now() -> Double { ProcessInfo.processInfo.systemUptime }
}
