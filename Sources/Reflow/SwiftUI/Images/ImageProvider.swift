import Foundation

/// Where a host's images come from: finds the image a view names and decodes it into an `ImageBitmap`.
///
/// The engine decodes nothing itself (it has no image libraries): the host is given a provider, as it is given a
/// `TextMeasurer`. `AssetImageProvider` finds images in asset catalogs and files and decodes them with whatever
/// decoder it is made with; without a display the default reads only each file's size (see
/// `ImageFileHeader`), and the X11 viewer plugs in libpng and libjpeg.
public protocol ImageProvider: AnyObject {
    /// The pixels of the image named `name`: an asset catalog image's name, or an absolute file path. Nil
    /// when there is no such image; `problem(with:)` then says why. Called once per view when it is made;
    /// a provider should decode each image once and hand every view the same bitmap.
    func image(named name: String) -> ImageBitmap?
    /// Why `image(named:)` gave nil for `name`, in words for a warning; nil if it did not.
    func problem(with name: String) -> String?
}

/// A function that turns an image file into pixels: `path` is the file, `scale` the pixels per point the
/// catalog says the file is drawn at (2 for an `@2x` file).
public typealias ImageFileDecoder = (_ path: String, _ scale: CGFloat) throws -> ImageBitmap

/// Finds images in asset catalogs (`Image("name")`) and in files named by absolute path, decodes each once
/// and keeps it for every view that shows it, until the provider (with its host) goes.
///
/// Catalogs are searched in order: the ones given to `init`, then those named in `AssetCatalogs` (the
/// process-wide list, which `reflow preview` fills with the catalogs beside the previewed files). Within an
/// image set, the file whose scale is closest above `scale` is chosen (`AssetCatalog.chooseFile`).
public final class AssetImageProvider: ImageProvider {
    /// Pixels per point of the display: which of an image set's 1×, 2× and 3× files is decoded.
    public let scale: CGFloat
    private let catalogs: [AssetCatalog]
    private let decode: ImageFileDecoder
    private var cache: [String: ImageBitmap] = [:]
    private var problems: [String: String] = [:]
    /// How many files were decoded: each image once, however many views show it.
    public private(set) var decodeCount = 0

    /// A provider for a display of `scale` pixels per point that looks in `catalogs` (`.xcassets` folders),
    /// then in `AssetCatalogs`' list, and decodes files with `decoder`, by default `ImageFileHeader.blankBitmap`
    /// (the file's size, blank pixels: for hosts without a display).
    public init(scale: CGFloat = 1, catalogs: [String] = [],
                decoder: @escaping ImageFileDecoder = ImageFileHeader.blankBitmap) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.catalogs = catalogs.map(AssetCatalog.init(folder:))
        decode = decoder
    }

    /// How many images are decoded and kept.
    public var cachedCount: Int { cache.count }

    public func image(named name: String) -> ImageBitmap? {
        if let known = cache[name] { return known }
        if problems[name] != nil { return nil }
        do {
            let (path, fileScale) = try locate(name)
            let bitmap = try decode(path, fileScale)
            decodeCount += 1
            cache[name] = bitmap
            return bitmap
        } catch {
            problems[name] = "\(error)"
            return nil
        }
    }

    public func problem(with name: String) -> String? { problems[name] }

    /// Forgets the image `name`, so that views showing it read its file again: a file written anew under the
    /// same name (the presenter view's pictures of the previews).
    public func forget(_ name: String) {
        cache[name] = nil
        problems[name] = nil
    }

    /// The file for `name` and its scale: an absolute path is the file itself at 1×; otherwise the image set
    /// of that name in the first catalog that has one.
    private func locate(_ name: String) throws -> (String, CGFloat) {
        if name.hasPrefix("/") {
            guard FileManager.default.isReadableFile(atPath: name) else { throw ImageProblem("no file at \(name)") }
            return (name, 1)
        }
        let all = catalogs + AssetCatalogs.catalogs
        for catalog in all {
            if let imageSet = catalog.imageSet(named: name) { return try imageSet.file(for: scale) }
        }
        if all.isEmpty { throw ImageProblem("no asset catalog (.xcassets) is known, so no image is named \"\(name)\"") }
        throw ImageProblem("no image set named \"\(name)\" in \(all.map(\.folder).joined(separator: ", "))")
    }
}

/// Why an image could not be had, in words for a warning.
public struct ImageProblem: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
