import Foundation

/// What building a tier-1 patch gave: the library to load into the running preview, and the probe to ask first
/// when the patch replaces an opaque result type; or why there is none.
public struct PatchBuildResult: Sendable {
    /// The patch library; nil when no patch could be made or built (then the preview is built in full).
    public var library: String?
    /// The same code without its replacements, loaded first to run `PatchSource.compatibilityCheck`; nil when no
    /// replaced declaration has an opaque result type.
    public var probe: String?
    /// Why there is no patch, in a few words.
    public var refusal: String?
    /// What the compiler and linker wrote.
    public var output = ""
    public var diagnostics: [CompilerDiagnostic] = []
    public var generateSeconds = 0.0, compileSeconds = 0.0, linkSeconds = 0.0
}

extension PreviewBuilder {
    /// Whether preview programs are built to take patches; `REFLOW_PREVIEW_PATCHES=0` builds them as before
    /// (for measuring what patchability costs, or should it misbehave).
    public static var patchesEnabled: Bool { ProcessInfo.processInfo.environment["REFLOW_PREVIEW_PATCHES"] != "0" }

    /// The compiler flags that make the preview's module patchable: every declaration dynamically replaceable,
    /// private declarations reachable from a patch. They cost a build nothing measurable; the module's interface,
    /// which patches import, is written when the first patch needs it (`emitModuleForPatches`), since writing it
    /// with every build made the compiler take half as long again (docs/preview-reloads.md, "What patches cost").
    static var patchableFlags: [String] {
        patchesEnabled ? ["-Xfrontend", "-enable-implicit-dynamic", "-Xfrontend", "-enable-private-imports"] : []
    }

    /// Writes the interface of build `number`'s module into its folder, from the sources and flags that build
    /// compiled, unless it is there already; nil when it is there, else why it could not be written.
    func emitModuleForPatches(build number: Int, in buildFolder: String) -> (refusal: String?, output: String) {
        let module = buildFolder + "/\(Self.moduleName).swiftmodule"
        if FileManager.default.fileExists(atPath: module) { return (nil, "") }
        guard let sources = moduleSources(of: number) else { return ("the build's sources are gone", "") }
        let emitted = runJob(in: buildFolder, sourceFlags + networkingFlags(sources.networking) + Self.patchableFlags
                             + ["-wmo", "-emit-module", "-emit-module-path", module] + sources.files)
        return emitted.status == 0 ? (nil, emitted.output)
            : ("the preview's module could not be written for the patch: " + Self.lastLine(emitted.output), emitted.output)
    }

    /// The linker flags that let a patch library find the preview program's symbols.
    static var exportedSymbols: [String] { patchesEnabled ? ["-Xlinker", "--export-dynamic"] : [] }

    /// The module a patch is compiled in.
    static let patchModuleName = "ReflowPreviewPatch"

    /// The source of a patch from `files` (built and saved text), or why a save cannot be one: told from the
    /// syntax alone, in a millisecond or two, so that a save that needs a full build starts it at once.
    public static func patchSource(files: [PatchSource.File]) -> Result<PatchSource, PatchRefusal> {
        guard patchesEnabled else { return .failure(PatchRefusal("patches are off (REFLOW_PREVIEW_PATCHES=0)")) }
        return PatchSource.make(files: files, previewModule: moduleName)
    }

    /// Builds patch number `patch` from `source` (`patchSource(files:)`) for the preview program of build `number`:
    /// compiles it against the build's module and links it as a library.
    public func buildPatch(source: PatchSource, build number: Int, patch: Int) -> PatchBuildResult {
        var result = PatchBuildResult()
        let start = Self.now()
        let buildFolder = folder + "/build-\(number)"
        let patchFolder = buildFolder + "/patch-\(patch)"
        try? FileManager.default.createDirectory(atPath: patchFolder, withIntermediateDirectories: true)
        let sourcePath = patchFolder + "/Patch.swift", object = patchFolder + "/patch.o"
        _ = FileManager.default.createFile(atPath: sourcePath, contents: Data(source.text.utf8))
        result.generateSeconds = Self.now() - start

        // A build that imported FoundationNetworking into the user's files imports it into their patches too.
        var flags = sourceFlags + networkingFlags(moduleSources(of: number)?.networking ?? false)
        if let index = flags.firstIndex(of: "-module-name"), index + 1 < flags.count { flags[index + 1] = Self.patchModuleName }
        let compileStart = Self.now()
        // The first patch of a build writes the module it imports; its compile time includes that.
        let module = emitModuleForPatches(build: number, in: buildFolder)
        if let refusal = module.refusal {
            result.output = module.output
            result.refusal = refusal
            return result
        }
        let compile = runJob(in: patchFolder, flags + ["-I", buildFolder, "-c", "-o", object, sourcePath])
        result.compileSeconds = Self.now() - compileStart
        result.output = compile.output
        result.diagnostics = CompilerDiagnostic.parse(compile.output)
        guard compile.status == 0 else {
            result.refusal = "the patch did not compile"
            return result
        }
        let linkStart = Self.now()
        let library = patchFolder + "/patch.so"
        // The library's undefined symbols are the preview program's, found when it is loaded into it.
        let link = runJob(in: patchFolder, [object, "-emit-library", "-o", library] + linkerChoice)
        result.output += link.output
        guard link.status == 0 else {
            result.refusal = "the patch did not link: " + Self.lastLine(link.output)
            return result
        }
        if source.checksResultTypes {
            // The probe: the same object without the sections that list its replacements, which the Swift runtime
            // applies as soon as a library is loaded.
            let probeObject = patchFolder + "/probe.o", probe = patchFolder + "/probe.so"
            guard let objcopy = Self.objcopy(besides: compiler) else {
                result.refusal = "no objcopy to make the patch's probe"
                return result
            }
            let stripped = run(objcopy, ["--remove-section=swift5_replace", "--remove-section=swift5_replac2", object, probeObject])
            let linked = stripped.status == 0
                ? runJob(in: patchFolder, [probeObject, "-emit-library", "-o", probe] + linkerChoice) : stripped
            guard linked.status == 0 else {
                result.refusal = "the patch's probe did not build: " + Self.lastLine(linked.output)
                return result
            }
            result.probe = probe
        }
        result.library = library
        result.linkSeconds = Self.now() - linkStart
        return result
    }

    /// LLVM's objcopy beside the compiler, or the system's.
    static func objcopy(besides compiler: String) -> String? {
        let folder = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent().path
        if FileManager.default.isExecutableFile(atPath: folder + "/llvm-objcopy") { return folder + "/llvm-objcopy" }
        return findOnPath("llvm-objcopy") ?? findOnPath("objcopy")
    }
}
