import Foundation

/// The asset catalogs `Image("name")` and `Color("name")` look in when no host says otherwise: one list for
/// the process, as an app has one main bundle.
///
/// `reflow preview` fills it with the catalogs near the previewed files, through the environment variable
/// `REFLOW_ASSET_CATALOGS` (folders separated by ":"), read when the list is first used. A program can add
/// its own with `add(_:)`; a host can also be given catalogs of its own (`AssetImageProvider(catalogs:)`).
public enum AssetCatalogs {
    /// The environment variable `reflow preview` passes the catalogs' folders in.
    public static let environmentVariable = "REFLOW_ASSET_CATALOGS"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var list: [AssetCatalog]?
    nonisolated(unsafe) private static var colors: [String: Color] = [:]

    /// The catalogs searched, in order.
    public static var catalogs: [AssetCatalog] {
        lock.lock()
        defer { lock.unlock() }
        return loaded()
    }

    /// Adds `folder` to the list: an `.xcassets` folder, or any folder, searched like one (its image sets and
    /// colour sets, in subfolders too).
    public static func add(_ folder: String) {
        lock.lock()
        defer { lock.unlock() }
        let path = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard !loaded().contains(where: { $0.folder == path }) else { return }
        list!.append(AssetCatalog(folder: path))
        colors = [:]
    }

    /// Forgets every catalog, including those the environment named (for tests).
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        list = []
        colors = [:]
    }

    /// The list, read from the environment the first time. Call with the lock held.
    private static func loaded() -> [AssetCatalog] {
        if let list { return list }
        let named = ProcessInfo.processInfo.environment[environmentVariable]?.split(separator: ":") ?? []
        let made = named.map { AssetCatalog(folder: String($0)) }
        list = made
        return made
    }

    /// The colour set named `name` in the first catalog that has one, or nil with the reason.
    static func color(named name: String) -> Result<Color, ImageProblem> {
        lock.lock()
        if let known = colors[name] {
            lock.unlock()
            return .success(known)
        }
        let all = loaded()
        lock.unlock()
        for catalog in all {
            guard let folder = catalog.setFolder(named: name, kind: "colorset") else { continue }
            let result = AssetCatalog.readColorSet(folder)
            if case .success(let color) = result {
                lock.lock()
                colors[name] = color
                lock.unlock()
            }
            return result
        }
        if all.isEmpty { return .failure(ImageProblem("no asset catalog (.xcassets) is known")) }
        return .failure(ImageProblem("no colour set named \"\(name)\" in \(all.map(\.folder).joined(separator: ", "))"))
    }

    /// The asset catalogs Xcode would find for the source file (or folder) `path`: every `*.xcassets` folder
    /// in the file's folder and in each folder above it, up to the first that holds `Package.swift` or an
    /// `.xcodeproj` (the project's root), or to the filesystem's root. Nearest first.
    public static func catalogs(near path: String) -> [String] {
        var found: [String] = []
        for (folder, entries) in projectFolders(around: path) {
            for entry in entries where entry.hasSuffix(".xcassets") {
                found.append(folder.appendingPathComponent(entry).path)
            }
        }
        return found
    }

    /// The folder of the source file (or folder) `path` and each folder above it, with their entries (sorted),
    /// up to the first that holds `Package.swift` or an `.xcodeproj` (the project's root) or to the filesystem's
    /// root, nearest first: where Xcode looks for what a file's project holds (asset catalogs, bundled fonts).
    public static func projectFolders(around path: String) -> [(folder: URL, entries: [String])] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if !(manager.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue) {
            folder = folder.deletingLastPathComponent()
        }
        var folders: [(folder: URL, entries: [String])] = []
        while true {
            let entries = FolderListings.entries(of: folder.path)
            folders.append((folder, entries))
            let isProjectRoot = entries.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
            if isProjectRoot || folder.path == "/" { break }
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }
}

/// One asset catalog: an `.xcassets` folder of image sets (`name.imageset`) and colour sets
/// (`name.colorset`), in nested groups too. A set is found by its own name, or by its group's name and its own
/// (`"Icons/star"`), as Xcode names sets in groups that provide a namespace.
public final class AssetCatalog: @unchecked Sendable {
    /// The catalog's folder.
    public let folder: String
    private let lock = NSLock()
    /// Set folders by kind ("imageset", "colorset") and name, made when first asked.
    private var index: [String: [String: String]]?

    /// The catalog in `folder`.
    public init(folder: String) { self.folder = folder }

    /// The image set named `name`, if the catalog has one.
    public func imageSet(named name: String) -> ImageSet? {
        setFolder(named: name, kind: "imageset").map(ImageSet.init(folder:))
    }

    /// The folder of the set of `kind` named `name`.
    func setFolder(named name: String, kind: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if index == nil { index = Self.buildIndex(folder) }
        return index?[kind]?[name]
    }

    /// Every set in the catalog, under its name and under its groups' names and its own.
    private static func buildIndex(_ root: String) -> [String: [String: String]] {
        var index: [String: [String: String]] = [:]
        func walk(_ folder: String, groups: [String], depth: Int) {
            guard depth < 32, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() {
                let path = folder + "/" + entry
                let url = URL(fileURLWithPath: entry)
                let kind = url.pathExtension, name = url.deletingPathExtension().lastPathComponent
                if kind == "imageset" || kind == "colorset" {
                    // The plain name first found wins, as nearer groups are walked in name order.
                    if index[kind, default: [:]][name] == nil { index[kind, default: [:]][name] = path }
                    if !groups.isEmpty { index[kind, default: [:]][(groups + [name]).joined(separator: "/")] = path }
                } else if kind.isEmpty || !entry.contains(".") {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                        walk(path, groups: groups + [entry], depth: depth + 1)
                    }
                }
            }
        }
        walk(root, groups: [], depth: 0)
        return index
    }

    /// The files of one image set, as its `Contents.json` lists them.
    public struct ImageSet {
        /// The `.imageset` folder.
        public let folder: String

        /// The file to draw at `scale` pixels per point, and the scale it is drawn at.
        public func file(for scale: CGFloat) throws -> (path: String, scale: CGFloat) {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: folder + "/Contents.json")) } catch {
                throw ImageProblem("\(folder) has no Contents.json")
            }
            let contents: ImageSetContents
            do { contents = try JSONDecoder().decode(ImageSetContents.self, from: data) } catch {
                throw ImageProblem("\(folder)/Contents.json cannot be read: \(error)")
            }
            // Dark-appearance variants are skipped: Reflow draws the light appearance.
            let files = contents.images.filter { entry in
                entry.filename != nil && !(entry.appearances ?? []).contains { $0.value == "dark" }
            }
            let candidates = files.map { (path: folder + "/" + $0.filename!, scale: Self.scale(of: $0.scale)) }
            guard let chosen = AssetCatalog.chooseFile(candidates, for: scale) else {
                throw ImageProblem("the image set \(folder) lists no file")
            }
            let lowered = chosen.path.lowercased()
            if lowered.hasSuffix(".pdf") || lowered.hasSuffix(".svg") {
                throw ImageProblem("\(chosen.path) is a vector image, which Reflow does not draw")
            }
            return chosen
        }

        /// "2x" is 2; a file without a scale (a single universal file) is 1×.
        static func scale(of text: String?) -> CGFloat {
            guard let text, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value.isFinite else {
                return 1
            }
            return CGFloat(value)
        }
    }

    /// Of files drawn at various scales, the one for a display of `scale` pixels per point: the smallest scale
    /// at or above it (the sharpest that need not be enlarged), else the largest below. Xcode's choice on a
    /// device of that scale; the first listed wins a tie.
    public static func chooseFile(_ files: [(path: String, scale: CGFloat)], for scale: CGFloat)
        -> (path: String, scale: CGFloat)? {
        let above = files.filter { $0.scale >= scale - 0.001 }
        if let best = above.min(by: { $0.scale < $1.scale }) { return best }
        return files.max { $0.scale < $1.scale }
    }

    // MARK: - Colour sets

    /// The colour a colour set gives in the light appearance: the first entry not marked for the dark one.
    static func readColorSet(_ folder: String) -> Result<Color, ImageProblem> {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: folder + "/Contents.json")) else {
            return .failure(ImageProblem("\(folder) has no Contents.json"))
        }
        let contents: ColorSetContents
        do { contents = try JSONDecoder().decode(ColorSetContents.self, from: data) } catch {
            return .failure(ImageProblem("\(folder)/Contents.json cannot be read: \(error)"))
        }
        let light = contents.colors.first { entry in
            !(entry.appearances ?? []).contains { $0.appearance == "luminosity" && $0.value == "dark" }
        }
        guard let color = light?.color, let components = color.components else {
            return .failure(ImageProblem("\(folder) has no colour Reflow can read (system colour references are not read)"))
        }
        return colorFrom(components, space: color.colorSpace)
    }

    /// A colour from a colour set's components, each written as Xcode writes them: "0.5" (0…1), "128"
    /// (0…255) or "0x80" (0…255, hex). Alpha is "1.000" or an integer 0 or 1. Grey spaces use "white".
    static func colorFrom(_ components: ColorComponents, space: String?) -> Result<Color, ImageProblem> {
        func value(_ text: String?, alpha: Bool = false) -> Double? {
            guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            if text.lowercased().hasPrefix("0x") {
                return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if text.contains(".") { return Double(text) }
            guard let integer = Int(text) else { return nil }
            return alpha && integer <= 1 ? Double(integer) : Double(integer) / 255
        }
        let alpha = components.alpha.map { value($0, alpha: true) } ?? 1
        let white = components.white.flatMap { value($0) }
        let r = white ?? value(components.red), g = white ?? value(components.green), b = white ?? value(components.blue)
        guard let r, let g, let b, let alpha else {
            return .failure(ImageProblem("a colour component is not a number Reflow can read"))
        }
        // Linear spaces are brought to sRGB's curve; Display P3 and the other gamma spaces are taken as sRGB
        // (close, and Reflow draws in sRGB).
        if space?.contains("linear") == true {
            func encoded(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
            return .success(Color(red: encoded(r), green: encoded(g), blue: encoded(b), opacity: alpha))
        }
        return .success(Color(red: r, green: g, blue: b, opacity: alpha))
    }
}

// MARK: - Contents.json, as Xcode writes it

struct Appearance: Decodable {
    var appearance: String?
    var value: String?
}

struct ImageSetContents: Decodable {
    struct Entry: Decodable {
        var filename: String?
        var scale: String?
        var idiom: String?
        var appearances: [Appearance]?
    }
    var images: [Entry]
}

struct ColorSetContents: Decodable {
    struct Entry: Decodable {
        var color: ColorValue?
        var appearances: [Appearance]?
    }
    var colors: [Entry]
}

struct ColorValue: Decodable {
    var colorSpace: String?
    var components: ColorComponents?

    enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components
    }
}

struct ColorComponents: Decodable {
    var red: String?
    var green: String?
    var blue: String?
    var alpha: String?
    var white: String?
}

/// Folders' entries, sorted, kept while a folder's modification time stays what it was: adding, removing or
/// renaming an entry changes it. A preview's window looks for catalogs and fonts around its files at every save,
/// up to the project's root, and a folder such as a crowded `/tmp` or home folder took milliseconds to list and
/// sort each time.
enum FolderListings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var listings: [String: (modified: Date, entries: [String])] = [:]

    static func entries(of path: String) -> [String] {
        let manager = FileManager.default
        guard let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date else {
            return ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
        if let known = lock.withLock({ listings[path] }), known.modified == modified { return known.entries }
        let entries = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        // A folder changed within the last second may change again within the clock's resolution and keep its
        // time: such a listing is not kept.
        if Date().timeIntervalSince(modified) > 1 { lock.withLock { listings[path] = (modified, entries) } }
        return entries
    }
}
