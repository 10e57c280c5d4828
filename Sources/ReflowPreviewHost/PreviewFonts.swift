import Foundation
import Reflow
import ReflowText

/// Tells preview processes which font files the previewed project ships: what an app lists in its Info.plist
/// (`UIAppFonts`) so that `Font.custom("Name", size:)` finds them. Reflow has no Info.plist to read, so it takes
/// the `.ttf`, `.otf` and `.ttc` files found near each previewed file (`files(near:)`), in the environment
/// variable `REFLOW_APP_FONTS`, which every process started afterwards inherits and `FontConfiguration` reads.
public enum PreviewFonts {
    /// The most font files taken from one project: enough for any app's fonts, few enough to open quickly.
    static let limit = 64

    /// Sets the variable for `files`; call it before a preview process starts (again when the files change).
    public static func export(for files: [String]) {
        var fonts: [String] = []
        for file in files {
            for font in self.files(near: file) where !fonts.contains(font) && fonts.count < limit { fonts.append(font) }
        }
        if fonts.isEmpty {
            unsetenv(FontConfiguration.appFontsVariable)
        } else {
            setenv(FontConfiguration.appFontsVariable, fonts.joined(separator: ":"), 1)
        }
    }

    /// The font files in `path`'s folder and in each folder above it up to the project's root (the folder with
    /// `Package.swift` or an `.xcodeproj`), directly or in a subfolder named Fonts or Resources (or
    /// Resources/Fonts): where projects keep the fonts they bundle, as asset catalogs are looked for.
    public static func files(near path: String) -> [String] {
        var found: [String] = []
        func take(_ directory: URL, _ entries: [String]? = nil) {
            let entries = entries ?? ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            for entry in entries where found.count < limit && isFontFile(entry) {
                found.append(directory.appendingPathComponent(entry).path)
            }
        }
        for (folder, entries) in AssetCatalogs.projectFolders(around: path) where found.count < limit {
            take(folder, entries)
            for entry in entries where ["fonts", "resources"].contains(entry.lowercased()) {
                let sub = folder.appendingPathComponent(entry)
                take(sub)
                if entry.lowercased() == "resources" { take(sub.appendingPathComponent("Fonts")) }
            }
        }
        return found
    }

    private static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
    }
}
