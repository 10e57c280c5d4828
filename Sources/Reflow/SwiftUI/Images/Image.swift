import Foundation

/// A view that displays an image: a picture from an asset catalog or a file, or a symbol.
///
/// - `Image("name")` is the image set `name.imageset` of an asset catalog (`Assets.xcassets` beside or above
///   the previewed files; `AssetCatalogs`), at the scale closest above the display's. On Linux, a name that is
///   an absolute path (`Image("/usr/share/pixmaps/debian-logo.png")`) is that PNG or JPEG file, at 1×.
/// - `Image(systemName:)` is an SF Symbol, drawn from the Material Icons font (`SymbolTable`).
///
/// Sizing (layout rules §13): an image is exactly its point size (pixels divided by its scale) whatever it is
/// proposed, so a frame around it only positions it; `.resizable()` makes it take any proposal, with its point
/// size as its ideal size. A symbol's size comes from the font (§13.3). An image that cannot be found draws a
/// grey placeholder 44×44 points (what it was proposed, if resizable) and the host warns once per name.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    enum Source: Equatable {
        case named(String)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var interpolation: Interpolation = .medium
    var isAntialiased = true
    var renderingMode: TemplateRenderingMode?

    /// The image `name` from an asset catalog, or the file at `name` when it is an absolute path. `bundle` is
    /// accepted and ignored: Reflow looks in the catalogs `AssetCatalogs` lists.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// The image `name`, marked as decoration that accessibility skips (Reflow has no accessibility tree, so it
    /// is drawn as `Image(name)` is).
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// The system symbol `systemName` (an SF Symbol name such as `"star.fill"`), drawn with the Material Icons
    /// glyph `SymbolTable` maps it to, in the environment's font size and weight and foreground style.
    public init(systemName: String) { source = .system(systemName) }

    /// The system symbol `systemName`; `variableValue` (how much of a variable symbol is filled) is accepted and
    /// ignored, as Material's glyphs have no variable parts.
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

    /// This image, stretched (or tiled) to whatever it is proposed; `capInsets` (points) keep its edges
    /// unstretched.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// How the image's pixels are sampled when it is drawn larger or smaller than its pixels.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Whether the image is smoothed when scaled; `false` samples the nearest pixels, as `.interpolation(.none)`.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }

    /// `.template` draws the image's shape (its alpha) in the foreground style; `.original` its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// The ways an image can be scaled to fill a resizable frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// How much care is taken sampling a scaled image.
    public enum Interpolation: Hashable, Sendable {
        /// The nearest pixel: hard edges, for pixel art.
        case none
        case low
        case medium
        case high
    }

    /// Whether an image draws its own colours or its shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template
        case original
    }

    /// The size variants of a symbol (`.imageScale(_:)`), relative to the font.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large

        /// The factor a symbol's size is multiplied by: 0.783, 1 and 1.29, which fit Apple's "about 20 %
        /// smaller" and "about 30 % larger" (layout rules §13.3).
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    func resolve(into resolver: inout Resolver) {
        let environment = resolver.environment
        switch source {
        case .named(let name):
            let foreground = environment.foregroundStyle(level: 0)
            let style = BitmapImageStyle(name: name, isResizable: isResizable, capInsets: capInsets,
                                         tiles: resizingMode == .tile, sampling: sampling,
                                         tint: renderingMode == .template ? foreground : nil)
            resolver.appendLeaf(BitmapImageBehavior.self, make: { BitmapImageBehavior(style) },
                                update: { $0.style = style })
        case .system(let name):
            var style = SymbolStyle(name: name, environment: environment, resolver: &resolver)
            style.isResizable = isResizable
            // Symbol effects and content transitions live in the environment's extras: a symbol under none
            // pays one emptiness check for them.
            guard !environment.extras.isEmpty else {
                return resolver.appendLeaf(SymbolBehavior.self, make: { SymbolBehavior(style) }, update: { $0.style = style })
            }
            let (node, symbol, previous) = resolver.appendStyledLeaf(SymbolBehavior.self, style: style, at: \.style) {
                SymbolBehavior(style)
            }
            symbol.updateEffects(environment.symbolEffects, previous: previous, transition: environment.contentTransition,
                                 animation: resolver.animation, node: node)
        }
    }

    /// How the renderer samples the pixels.
    var sampling: ImageSampling {
        if !isAntialiased { return .nearest }
        switch interpolation {
        case .none: return .nearest
        case .low, .medium: return .smooth
        case .high: return .best
        }
    }
}
