import Foundation

/// What a preview build compiles and links against: Reflow's modules (`Reflow`, `SwiftUI`, `ReflowPreviewRuntime`),
/// the runtime library, and the macro plugin behind `#Preview`.
///
/// In a build tree they sit beside the `reflow` executable (`.build/debug/`); installed, in
/// `PREFIX/lib/reflow/` beside `PREFIX/bin/reflow` (`Scripts/install.sh`). `REFLOW_PREVIEW_KIT` names another
/// folder of the same shape.
public struct PreviewKit: Equatable, Sendable {
    public var modules: String
    public var library: String
    public var macroPlugin: String
    /// Folders holding the module maps of the C modules Reflow imports (CReflowSupport, CX11, CHarfBuzz), which the
    /// compiler loads along with Reflow's own modules.
    public var cModules: [String]
    /// The source of `URLSession`'s Combine publisher (`Sources/CombineNetworking`), which a build compiles with
    /// the user's files when they name networking types; nil when the kit has none (such files then miss
    /// `dataTaskPublisher`, nothing else).
    public var networkingSource: String?

    static let libraryName = "ReflowPreviewRuntime"
    static let pluginName = "ReflowMacros-tool"

    /// The kit in `folder`, if everything is there.
    public init?(folder: String) {
        let manager = FileManager.default
        let modules = folder + "/Modules"
        let library = folder + "/lib\(Self.libraryName).so"
        let plugin = folder + "/" + Self.pluginName
        guard manager.fileExists(atPath: modules + "/Reflow.swiftmodule"),
              manager.fileExists(atPath: modules + "/SwiftUI.swiftmodule"),
              manager.fileExists(atPath: modules + "/ReflowPreviewRuntime.swiftmodule"),
              manager.fileExists(atPath: library), manager.isExecutableFile(atPath: plugin),
              let cModules = Self.cModuleFolders(near: folder) else { return nil }
        self.cModules = cModules
        networkingSource = Self.roots(near: folder).lazy.map { $0 + "/" + Self.networkingFile }
            .first { manager.fileExists(atPath: $0) }
        self.modules = modules
        self.library = folder
        macroPlugin = plugin
    }

    /// Installed, the C module maps are in `include/`; in a build tree, in the package's `Sources/`, a few
    /// folders above the build folder.
    private static func cModuleFolders(near folder: String) -> [String]? {
        let names = ["CReflowSupport": "CReflowSupport/include", "CX11": "CX11", "CHarfBuzz": "CHarfBuzz"]
        for root in roots(near: folder) {
            let folders = names.values.sorted().map { root + "/" + $0 }
            if folders.allSatisfy({ FileManager.default.fileExists(atPath: $0 + "/module.modulemap") }) {
                return folders + openCombineHelpers(near: folder)
            }
        }
        return nil
    }

    /// Where the kit's headers and sources are: `include/` installed, the package's `Sources/` (a few folders
    /// above the build folder) in a build tree.
    private static func roots(near folder: String) -> [String] {
        var roots = [folder + "/include"]
        var url = URL(fileURLWithPath: folder)
        for _ in 0..<4 {
            url = url.deletingLastPathComponent()
            roots.append(url.appendingPathComponent("Sources").path)
        }
        return roots
    }

    /// The networking source's place under a root (`roots(near:)`).
    static let networkingFile = "CombineNetworking/URLSession+DataTaskPublisher.swift"

    /// The folder of the module map of OpenCombine's C helpers, which OpenCombine's module (re-exported by
    /// Reflow for `ObservableObject`) imports: the one SwiftPM generates in a build tree, or the installed copy.
    private static func openCombineHelpers(near folder: String) -> [String] {
        for candidate in [folder + "/COpenCombineHelpers.build", folder + "/include/COpenCombineHelpers"]
        where FileManager.default.fileExists(atPath: candidate + "/module.modulemap") {
            return [candidate]
        }
        return []
    }

    /// The folders searched for the kit of the `reflow` at `executable`, in order.
    public static func candidates(executable: String) -> [String] {
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var list: [String] = []
        if let named = ProcessInfo.processInfo.environment["REFLOW_PREVIEW_KIT"], !named.isEmpty { list.append(named) }
        list.append(folder.path)
        list.append(folder.deletingLastPathComponent().appendingPathComponent("lib/reflow").path)
        return list
    }

    /// The kit of the `reflow` at `executable`, or an error that says where it was looked for.
    public static func locate(executable: String) throws -> PreviewKit {
        let folders = candidates(executable: executable)
        if let kit = folders.lazy.compactMap(PreviewKit.init(folder:)).first { return kit }
        throw PreviewBuildError("the preview kit (Reflow's modules, lib\(libraryName).so, \(pluginName)) is not in "
            + folders.joined(separator: " or ") + "; build Reflow with `swift build` or install it with "
            + "`bash Scripts/install.sh`")
    }
}

/// Why a preview could not be built, in words a user can act on.
public struct PreviewBuildError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
