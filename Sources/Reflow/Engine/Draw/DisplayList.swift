import Foundation

/// What to draw, in host coordinates and back-to-front order: the host's output, the renderer's input, and
/// the one boundary between the engine and any renderer.
///
/// Items are drawn in order. A `.push` item starts a drawing effect (a transform, a clip, a layer) that holds
/// for the items up to its matching `.pop`; pushes nest. A masked layer's items are split by `.beginMask`:
/// before it the layer's content, after it the mask.
public struct DisplayList: Equatable {
    public var items: [DisplayItem] = []

    public init(items: [DisplayItem] = []) { self.items = items }
}

/// One drawing operation.
public enum DisplayItem: Equatable {
    /// `shape` filled with `color` inside `frame`.
    case fill(ShapeGeometry, frame: CGRect, color: Color)
    /// `shape`'s outline inside `frame`, `lineWidth` wide, centred on the outline.
    case stroke(ShapeGeometry, frame: CGRect, color: Color, lineWidth: CGFloat)
    /// `shape` inside `frame`, filled or stroked with any paint: gradients, materials, dashes, caps and
    /// joins, the even-odd rule. (Solid fills and plain strokes come as `.fill` and `.stroke`.)
    case shape(ShapeGeometry, frame: CGRect, paint: Paint, drawing: ShapeDrawing)
    /// One line of text.
    case text(TextRun)
    /// An image drawn into `frame`.
    case image(ImageItem)
    /// Starts a drawing effect that holds until the matching `.pop`.
    case push(DrawingEffect)
    /// In a masked layer: the items from here to the layer's `.pop` are its mask.
    case beginMask
    /// Ends the innermost effect.
    case pop
}

/// Whether a shape is filled or stroked, and how.
public enum ShapeDrawing: Equatable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// How a shape is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether a point is inside when a ray from it crosses the outline an odd number of times (the even-odd
    /// rule), rather than when the outline winds around it (non-zero).
    public var isEOFilled: Bool
    /// Whether the edges are antialiased.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The outline of a shape, resolved for the renderer.
public enum ShapeGeometry: Equatable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The circle centred in the frame; display lists carry it as an ellipse in a square frame.
    case circle
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// Any outline, in host coordinates (a user's `Shape`, a `Path`, continuous corners).
    case path(Path)
}

/// One line of text: `text` set in `font` with its baseline's left end at `origin`.
public struct TextRun: Equatable {
    public var text: String
    public var origin: CGPoint
    /// The measured advance width of the line.
    public var width: CGFloat
    public var font: ResolvedFont
    public var color: Color
    /// A paint other than one colour (a gradient foreground style); nil to draw in `color`.
    public var paint: Paint?

    public init(text: String, origin: CGPoint, width: CGFloat, font: ResolvedFont, color: Color, paint: Paint? = nil) {
        self.text = text
        self.origin = origin
        self.width = width
        self.font = font
        self.color = color
        self.paint = paint
    }
}

/// An image to draw: its pixels stretched (or tiled, or stretched between cap insets) into `frame`.
public struct ImageItem: Equatable {
    public var bitmap: ImageBitmap
    /// Where the image goes, in host coordinates.
    public var frame: CGRect
    /// How pixels are sampled when the image is scaled.
    public var sampling: ImageSampling
    /// For a template image: the paint its alpha is filled with (`.renderingMode(.template)`).
    public var tint: Paint?
    /// Insets, in the image's points, of the edges kept unstretched (`.resizable(capInsets:)`).
    public var capInsets: EdgeInsets
    /// Whether the middle is tiled rather than stretched (`.resizable(resizingMode: .tile)`).
    public var tiles: Bool
    /// The opacity the image is drawn with.
    public var opacity: Double

    public init(bitmap: ImageBitmap, frame: CGRect, sampling: ImageSampling = .smooth, tint: Paint? = nil,
                capInsets: EdgeInsets = EdgeInsets(), tiles: Bool = false, opacity: Double = 1) {
        self.bitmap = bitmap
        self.frame = frame
        self.sampling = sampling
        self.tint = tint
        self.capInsets = capInsets
        self.tiles = tiles
        self.opacity = opacity
    }
}

/// How an image's pixels are sampled when it is drawn at another size (`Image.interpolation`).
public enum ImageSampling: Hashable, Sendable {
    /// The nearest pixel: hard edges (`.none`).
    case nearest
    /// Bilinear (`.low`, `.medium`).
    case smooth
    /// The best the renderer has (`.high`).
    case best
}

/// Decoded pixels: premultiplied 32-bit ARGB in native byte order (B, G, R, A in memory on little-endian
/// machines; cairo's and Render's format), rows `width * 4` bytes apart.
///
/// A bitmap is made once per image file and shared by every view that shows it; a renderer uploads it once
/// and finds it again by identity, which is also what equality compares.
public final class ImageBitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// How many pixels make a point (an `@2x` asset has 2).
    public let scale: CGFloat
    public let pixels: [UInt8]

    public init(width: Int, height: Int, scale: CGFloat = 1, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    /// The size in points: pixels divided by the scale.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    public static func == (lhs: ImageBitmap, rhs: ImageBitmap) -> Bool { lhs === rhs }
}
