import Foundation
import Reflow
internal import CX11
import ReflowText
@_implementationOnly import CCairo

/// What the renderer asks of text it draws with cairo (inside an effect, in a gradient, or on a buffer in
/// memory): a run's faces and glyphs, as measuring chose them. Both measurers conform; Xft's also draws runs
/// itself on a server's buffer.
protocol TextDrawing {
    /// The faces `font` is drawn with, as measuring chose them; nil when it draws nothing.
    func stack(for font: ResolvedFont) -> FontStack?
    /// `text` shaped in `font`: its glyphs, by face, where measuring put them.
    func shaped(_ text: String, in font: ResolvedFont) -> ShapedText
}

extension XftTextMeasurer: TextDrawing {
    func shaped(_ text: String, in font: ResolvedFont) -> ShapedText { shaper.shaped(text, in: font) }
}

extension ShapingTextMeasurer: TextDrawing {}

/// Draws a whole display list into a back buffer with cairo, on the buffer's pixmap through a cairo Xlib
/// surface (which composites through Render, as the hand-written XRender code before it did): clears it to the
/// background, then paints each item back to front. Shapes are antialiased and translucent colours composite
/// "over".
///
/// Frames are rounded to the pixel grid here, once, in pixels (`ShapeOutline.pixelFrame`, layout rules §8.2);
/// a stroke rounds its outer edge, so a 1-pixel border on a whole-pixel frame stays crisp. Coordinates are
/// pixels throughout: the renderer multiplies by the scale itself, and a `.transform` effect is conjugated by
/// the scale so that it maps host coordinates as the display list says.
///
/// Text with no effect in force (or only layers that change nothing) is drawn by Xft exactly as before; on a
/// buffer in memory (no server), or inside a transform, clip or layer, or in a
/// gradient, the renderer draws it with cairo's FreeType back end from the same font files (`drawCairoText`).
/// Both draw on the same pixmap, so the cairo surface is flushed before Xft draws and marked dirty after.
///
/// One cairo context is made per frame: a context that meets an error stops drawing, and a fresh one per
/// frame keeps such a frame from spoiling the next.
final class Renderer {
    /// The server buffers are drawn on; nil for a renderer that draws only buffers in memory.
    let connection: XConnection?
    /// What each frame starts from: white, as a light-mode SwiftUI window. A translucent background is
    /// composited over black, since the window has no alpha channel.
    var background: Color
    /// Draws `.text` items; without it they are skipped.
    var textDrawing: TextDrawing? {
        didSet { xftText = textDrawing as? XftTextMeasurer }
    }
    /// The same, when it is Xft's: what draws text straight onto a server's buffer.
    private var xftText: XftTextMeasurer?

    /// Images uploaded to the server, by bitmap identity (`CairoImages.swift`).
    var images: [ObjectIdentifier: UploadedImage] = [:]
    /// cairo font faces text is drawn with inside effects, or on a buffer with no server (`CairoText.swift`).
    var fontFaces: [DrawingFaceKey: CairoFontFace] = [:]
    /// Colour emoji as Xft draws them, for buffers in memory (`ColorBitmapGlyphs`).
    lazy var colorBitmapGlyphs = ColorBitmapGlyphs()
    /// Frames rendered so far: the clock the image cache ages its entries by.
    var frameNumber = 0

    // The frame being drawn; set by `render`, meaningful only during it.
    /// The frame's `cairo_t *`.
    var cr: OpaquePointer?
    var scale = 1.0
    /// The buffer's bounds in pixels.
    var bounds = CGRect.zero
    /// What can still be seen, in user space (pixels before the transforms in force): the clip's extents, grown
    /// by two pixels for antialiased edges. Items wholly outside it are skipped, and shapes reaching far past it
    /// are cut to it before cairo sees them (its 24.8 fixed-point coordinates overflow near ±2²³).
    var visible = CGRect.zero
    /// The effects pushed and not yet popped, innermost last.
    var effects: [OpenEffect] = []
    /// Whether Xft or Render drew last, so the cairo surface must be marked dirty before cairo draws again.
    private var xlibDrewLast = false
    private var buffer: BackBuffer?
    /// Whether a cairo error was reported already (once per renderer is enough).
    private var reportedError = false

    init(connection: XConnection?, background: Color = .white, textDrawing: TextDrawing? = nil) {
        self.connection = connection
        self.background = background
        self.textDrawing = textDrawing
        xftText = textDrawing as? XftTextMeasurer
    }

    deinit {
        releaseImages()
        releaseFontFaces()
    }

    /// Clears `buffer` to the background and draws `list` on it at `scale` pixels per point, then `above` (the
    /// window's outlines, overlay and marks: drawn after the list rather than appended to a copy of it, which for
    /// a thousand views would copy 200 KB every frame).
    func render(_ list: DisplayList, into buffer: BackBuffer, scale: Double, above: [DisplayItem] = []) {
        guard let surface = buffer.cairoSurface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let cr = cairo_create(surface) else { return }
        frameNumber += 1
        self.cr = cr
        self.buffer = buffer
        self.scale = scale
        bounds = CGRect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height))
        visible = bounds.insetBy(dx: -2, dy: -2)
        effects.removeAll(keepingCapacity: true)
        xlibDrewLast = false
        defer {
            if cairo_status(cr) != CAIRO_STATUS_SUCCESS, !reportedError {
                reportedError = true
                let message = String(cString: cairo_status_to_string(cairo_status(cr)))
                Diagnostics.process.report(.display, "reflow: drawing stopped part-way through a frame: \(message)")
            }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            self.cr = nil
            self.buffer = nil
            evictImages()
        }

        clear(cr)
        guard scale.isFinite, scale > 0 else { return }
        draw(list.items, on: surface)
        if !above.isEmpty { draw(above, on: surface) }
    }

    /// Draws `items` back to front; effects they leave open are closed at their end, as though they ended
    /// with their pops.
    private func draw(_ items: [DisplayItem], on surface: OpaquePointer) {
        guard let buffer else { return }
        for (index, item) in items.enumerated() {
            switch item {
            case let .fill(shape, frame, color):
                if shape == .rectangle, buffer.connection != nil, effects.allSatisfy(\.drawsStraightOn) {
                    // The commonest item: straight to Render, as before cairo, with no cairo call at all.
                    if !xlibDrewLast { cairo_surface_flush(surface) }
                    xlibDrewLast = true
                    fillRectangle(frame, color: color, on: buffer)
                } else {
                    beforeCairo(surface)
                    fill(shape, frame: frame, paint: .color(color), style: FillStyle())
                }
            case let .stroke(shape, frame, color, lineWidth):
                beforeCairo(surface)
                stroke(shape, frame: frame, paint: .color(color), style: StrokeStyle(lineWidth: lineWidth))
            case let .shape(shape, frame, paint, drawing):
                beforeCairo(surface)
                switch drawing {
                case .fill(let style): fill(shape, frame: frame, paint: paint, style: style)
                case .stroke(let style): stroke(shape, frame: frame, paint: paint, style: style)
                }
            case let .text(run):
                if run.paint == nil, let xftText, buffer.connection != nil, effects.allSatisfy(\.drawsStraightOn) {
                    // Xft, as before: the same pixels as every earlier release. A buffer in memory has no
                    // server for Xft to draw through: cairo draws its text from the same patterns.
                    if !xlibDrewLast { cairo_surface_flush(surface) }
                    xlibDrewLast = true
                    xftText.draw(run, on: buffer, scale: scale)
                } else {
                    beforeCairo(surface)
                    drawCairoText(run, asXft: run.paint == nil && buffer.connection == nil
                                    && effects.allSatisfy(\.drawsStraightOn))
                }
            case let .image(image):
                beforeCairo(surface)
                drawImage(image)
            case let .push(effect):
                beforeCairo(surface)
                push(effect, contentBounds: { LayerBounds.content(of: items, openedAt: index) })
            case .beginMask:
                beginMask()
            case .pop:
                beforeCairo(surface)
                pop()
            }
        }
        beforeCairo(surface)
        while !effects.isEmpty { pop() }
    }

    /// After Xft has drawn on the pixmap, cairo must not trust what it knows of it.
    @inline(__always)
    private func beforeCairo(_ surface: OpaquePointer) {
        guard xlibDrewLast else { return }
        xlibDrewLast = false
        cairo_surface_mark_dirty(surface)
    }

    /// Fills a rectangle of `color` (points) through Render: the frame rounded to pixels (layout rules §8.2), cut
    /// to the buffer, composited "over". The same pixels cairo would draw for it, a little sooner: no path, no
    /// compositor, one request.
    private func fillRectangle(_ frame: CGRect, color: Color, on buffer: BackBuffer) {
        guard let connection, ShapeOutline.isDrawable(frame), var premultiplied = Self.premultiplied(color) else { return }
        let pixels = ShapeOutline.pixelFrame(frame, scale: scale).intersection(bounds)
        guard !pixels.isNull, pixels.width >= 1, pixels.height >= 1 else { return }
        XRenderFillRectangle(connection.display, PictOpOver, buffer.picture, &premultiplied, Int32(pixels.minX),
                             Int32(pixels.minY), UInt32(pixels.width), UInt32(pixels.height))
    }

    /// Paints the whole buffer with the background, replacing what was there.
    private func clear(_ cr: OpaquePointer) {
        let color = background.opacity > 0 ? background : Color.black
        let (r, g, b, a) = Self.components(color)
        // Over black: the channels times the opacity.
        cairo_set_source_rgb(cr, r * a, g * a, b * a)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The buffer being drawn into; only during `render`.
    var currentBuffer: BackBuffer? { buffer }

    // MARK: Colours

    /// `color`'s channels within 0…1 (a NaN counts as 0): red, green, blue, opacity.
    static func components(_ color: Color) -> (Double, Double, Double, Double) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        return (unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity))
    }

    /// `color` as Render wants it: 16-bit channels multiplied by the opacity; nil when fully transparent.
    static func premultiplied(_ color: Color) -> XRenderColor? {
        let (red, green, blue, alpha) = components(color)
        guard alpha > 0 else { return nil }
        func channel(_ value: Double) -> UInt16 { UInt16(saturating: (value * alpha * 65535).rounded()) }
        return XRenderColor(red: channel(red), green: channel(green), blue: channel(blue),
                            alpha: UInt16(saturating: (alpha * 65535).rounded()))
    }
}

/// How many cairo objects that outlive one call (surfaces, patterns, font faces) the viewer holds: tests check
/// a dropped renderer and buffer give theirs back.
enum CairoObjects {
    nonisolated(unsafe) private(set) static var live = 0
    static func created() { live += 1 }
    static func destroyed() { live -= 1 }
}
