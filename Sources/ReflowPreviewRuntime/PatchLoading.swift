import Glibc

/// Loads tier-1 patches (`reflow preview` reloads of changed bodies) into this preview process: the one place
/// that calls `dlopen`.
///
/// A patch is a library of `@_dynamicReplacement`s, which the Swift runtime applies as it loads the library.
/// Libraries are never closed: the runtime keeps pointers into every loaded Swift image's metadata, which an
/// unloaded image would leave dangling; each patch's memory stays until the process ends, and `reflow preview`
/// builds in full after a bounded number of patches for that reason.
enum PatchLoading {
    /// The C function every patch defines (`PatchSource.compatibilityCheck` in ReflowPreviewBuild, which this
    /// module does not import): whether its opaque result types are those of the running code.
    static let compatibilityCheck = "reflow_patch_compatible"

    /// Loads `library`, after asking `probe` (the same code without its replacements) whether its opaque result
    /// types are the running ones; nil when the patch is in, else why not (and then nothing was replaced).
    static func load(library: String, probe: String?) -> String? {
        if let probe {
            guard let handle = dlopen(probe, RTLD_NOW | RTLD_LOCAL) else { return "cannot load the probe: \(lastError())" }
            guard let symbol = dlsym(handle, compatibilityCheck) else { return "the probe has no \(compatibilityCheck)" }
            // The function's C signature is fixed by the patch's source (`@_cdecl`, no arguments, a Bool).
            let check = unsafeBitCast(symbol, to: (@convention(c) () -> Bool).self)
            guard check() else {
                return "a changed declaration's opaque result type (`some View`) has another underlying type now, "
                    + "which code that already ran cannot take"
            }
        }
        guard dlopen(library, RTLD_NOW | RTLD_LOCAL) != nil else { return "cannot load the patch: \(lastError())" }
        return nil
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
