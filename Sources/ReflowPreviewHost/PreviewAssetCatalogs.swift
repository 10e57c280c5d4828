import Foundation
import Reflow

/// Tells preview processes where the asset catalogs of the previewed files are: the `*.xcassets` folders
/// Xcode would find beside or above each file (`AssetCatalogs.catalogs(near:)`), in the environment variable
/// `REFLOW_ASSET_CATALOGS`, which every process started afterwards inherits and `AssetCatalogs` reads.
public enum PreviewAssetCatalogs {
    /// Sets the variable for `files`; call it before a preview process starts (again when the files change).
    public static func export(for files: [String]) {
        var folders: [String] = []
        for file in files {
            for catalog in AssetCatalogs.catalogs(near: file) where !folders.contains(catalog) { folders.append(catalog) }
        }
        if folders.isEmpty {
            unsetenv(AssetCatalogs.environmentVariable)
        } else {
            setenv(AssetCatalogs.environmentVariable, folders.joined(separator: ":"), 1)
        }
    }
}
