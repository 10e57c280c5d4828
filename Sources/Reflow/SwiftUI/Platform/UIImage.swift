import Foundation

/// UIKit's image, as SwiftUI files use it: `Image(uiImage: UIImage(named: "photo")!)`, `UIImage(systemName:)`,
/// and its `size`. It names where the picture comes from, as `Image` does; the pixels are decoded when a view
/// draws it (docs/platform-modules.md).
public final class UIImage: @unchecked Sendable {
    /// What `Image(uiImage:)` shows.
    let source: Image.Source
    /// The size in points: the file's pixels over its scale.
    public let size: CGSize
    /// Pixels per point of the file chosen (the image set's file for the iPhone's 3×, `UIScreen.main.scale`).
    public let scale: CGFloat
    /// Whether the image is drawn as a template in the tint or in its own colours.
    public private(set) var renderingMode = RenderingMode.automatic

    private init(source: Image.Source, size: CGSize, scale: CGFloat) {
        self.source = source
        self.size = size
        self.scale = scale
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// As its context decides.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// Its shape, in the tint.
        case alwaysTemplate
    }

    /// This image drawn as `renderingMode` says; `Image(uiImage:)` draws it so.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let copy = UIImage(source: source, size: size, scale: scale)
        copy.renderingMode = renderingMode
        return copy
    }

    /// This image in `color`. Reflow's `Image` takes its colour from the foreground style where it is drawn, so
    /// the colour is not kept: the image is returned with `renderingMode` (`Image(uiImage:)` draws it so).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage {
        withRenderingMode(renderingMode)
    }

    /// An empty image, 0 × 0.
    public convenience init() {
        self.init(source: .named(""), size: .zero, scale: 1)
    }

    /// The image set `name` of the preview's asset catalogs (`AssetCatalogs`, as `Image(name)` finds it), its
    /// file for the iPhone's scale; nil when no catalog has it or its file cannot be read, as UIKit returns nil.
    public convenience init?(named name: String) {
        guard let (path, fileScale) = Self.locate(name), let pixels = Self.pixelSize(of: path) else { return nil }
        self.init(source: .named(name), size: CGSize(width: CGFloat(pixels.width) / fileScale,
                                                       height: CGFloat(pixels.height) / fileScale),
                  scale: fileScale)
    }

    /// The PNG or JPEG file at `path`, at 1×; nil when it is not one.
    public convenience init?(contentsOfFile path: String) {
        let absolute = URL(fileURLWithPath: path).path
        guard let pixels = Self.pixelSize(of: absolute) else { return nil }
        self.init(source: .named(absolute), size: CGSize(width: pixels.width, height: pixels.height), scale: 1)
    }

    /// The system symbol `name`, drawn as `Image(systemName:)` draws it. UIKit returns nil for a name SF
    /// Symbols lacks; Reflow's symbol font has fewer names than SF, so a name it lacks is still an image (drawn
    /// as `Image(systemName:)` draws an unknown one, with its warning) rather than a nil that would stop a
    /// preview whose file is right. Its size is the symbol font's at the body size, one em square.
    public convenience init?(systemName name: String) {
        let points = Font.body.resolved().size
        self.init(source: .system(name), size: CGSize(width: points, height: points), scale: UIScreen.main.scale)
    }

    /// The file of image set `name` for the iPhone's scale, and that file's scale.
    private static func locate(_ name: String) -> (String, CGFloat)? {
        for catalog in AssetCatalogs.catalogs {
            if let set = catalog.imageSet(named: name) { return try? set.file(for: UIScreen.main.scale) }
        }
        return nil
    }

    /// The pixel size in a PNG's or JPEG's header.
    private static func pixelSize(of path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // A JPEG's frame header can follow a megabyte of metadata (ImageFileHeader.blankBitmap reads as much).
        return ImageFileHeader.pixelSize(of: [UInt8](handle.readData(ofLength: 1 << 20)))
    }
}

extension Image {
    /// The image a UIKit image names: its asset, file or symbol, drawn as `Image(_:)` or `Image(systemName:)`
    /// draws it.
    public init(uiImage: UIImage) {
        source = uiImage.source
        switch uiImage.renderingMode {
        case .automatic: break
        case .alwaysOriginal: renderingMode = .original
        case .alwaysTemplate: renderingMode = .template
        }
    }
}

/// What `#imageLiteral(resourceName:)` makes, as on iOS: a `UIImage` (`Image(uiImage: #imageLiteral(resourceName:
/// "photo"))`).
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The image set `path` of the preview's asset catalogs, as `UIImage(named:)` finds it. A literal cannot be
    /// nil: a name no catalog has is an empty image, which `Image(uiImage:)` draws as a missing image, with its
    /// warning.
    public convenience init(imageLiteralResourceName path: String) {
        if let (file, fileScale) = Self.locate(path), let pixels = Self.pixelSize(of: file) {
            self.init(source: .named(path), size: CGSize(width: CGFloat(pixels.width) / fileScale,
                                                         height: CGFloat(pixels.height) / fileScale),
                      scale: fileScale)
        } else {
            self.init(source: .named(path), size: .zero, scale: 1)
        }
    }
}
