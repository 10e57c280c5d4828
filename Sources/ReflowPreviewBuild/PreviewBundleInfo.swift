import Foundation

/// The `Info.plist` a preview build writes beside its executable, where Foundation's `Bundle.main` reads it on
/// Linux: an app's files take its bundle identifier and version as given
/// (`Logger(subsystem: Bundle.main.bundleIdentifier!, category: …)` is os's documented pattern), and without the
/// file they are nil and such a force unwrap stops the preview (docs/platform-modules.md).
enum PreviewBundleInfo {
    /// The bundle identifier of a preview of `files`: `reflow.preview.` and the first file's folder's name,
    /// which is usually the app's target (letters, digits, dots and hyphens only, as bundle identifiers allow).
    static func bundleIdentifier(files: [String]) -> String {
        let folder = files.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent } ?? ""
        let allowed = folder.unicodeScalars.map { scalar -> String in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "-"
                ? String(scalar) : "-"
        }.joined()
        return "reflow.preview." + (allowed.isEmpty ? "app" : allowed)
    }

    /// The property list: the identifier, the folder's name as the bundle's name, version 1.0 (build 1).
    static func propertyList(files: [String]) -> String {
        let identifier = bundleIdentifier(files: files)
        let name = String(identifier.dropFirst("reflow.preview.".count))
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleIdentifier</key><string>\(identifier)</string>
                <key>CFBundleName</key><string>\(name)</string>
                <key>CFBundleShortVersionString</key><string>1.0</string>
                <key>CFBundleVersion</key><string>1</string>
            </dict>
            </plist>

            """
    }

    /// Writes the property list into `folder`, the executable's.
    static func write(into folder: String, files: [String]) {
        _ = FileManager.default.createFile(atPath: folder + "/Info.plist", contents: Data(propertyList(files: files).utf8))
    }
}
