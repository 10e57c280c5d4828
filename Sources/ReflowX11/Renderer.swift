import Foundation
import Reflow
internal import CX11

/// Draws text runs on a back buffer. The Xft text code conforms; the renderer only hands runs over.
protocol TextDrawing {
    func draw(_ run: TextRun, on buffer: BackBuffer, scale: Double)
}

extension XftTextMeasurer: TextDrawing {}

/// Draws a whole display list into a back buffer: clears it, then paints each item back to front, through
/// XRender so that shapes are antialiased and translucent colours composite "over" (premultiplied, as Render
/// wants them). Like dmenu's drw, it is a handful of drawing functions around one pixmap.
///
/// Frames are rounded to the pixel grid here, once, in pixels (`ShapeOutline.pixelFrame`). Rectangles, the
/// commonest item, are pixel-aligned after rounding and go straight to XRenderFillRectangle; curved shapes are
/// flattened into polygons, cut into trapezoids and composited through an A8 mask from a solid-fill picture.
/// Point buffers, trapezoid buffers and solid-fill pictures are kept between frames, so drawing a frame
/// allocates nothing once they have grown.
final class Renderer {
    let connection: XConnection
    /// What each frame starts from: white, as a light-mode SwiftUI window. A translucent background is
    /// composited over black, since the window has no alpha channel.
    var background: Color
    /// Draws `.text` items; without it they are skipped.
    var textDrawing: TextDrawing?

    private let maskFormat: UnsafeMutablePointer<XRenderPictFormat>?
    /// Solid-fill source pictures by premultiplied colour; cleared when it grows past `maximumSolidFills`, since
    /// an animated opacity makes a new colour every frame.
    private var solidFills: [UInt64: UInt] = [:]
    private let maximumSolidFills = 256
    private var outline: [CGPoint] = [], hole: [CGPoint] = [], scratch: [CGPoint] = []
    private var tessellator = Tessellator()
    private var fixedTrapezoids: [XTrapezoid] = []
    private var rectangles: [XRectangle] = []

    /// Coordinates beyond this distance from the buffer are clipped away before they reach Render, whose
    /// 16.16 fixed-point numbers stop at ±32768.
    private let clipMargin = 4096.0

    init(connection: XConnection, background: Color = .white, textDrawing: TextDrawing? = nil) {
        self.connection = connection
        self.background = background
        self.textDrawing = textDrawing
        maskFormat = XRenderFindStandardFormat(connection.display, PictStandardA8)
    }

    deinit { releaseSolidFills() }

    /// Clears `buffer` to the background and draws `list` on it at `scale` pixels per point.
    func render(_ list: DisplayList, into buffer: BackBuffer, scale: Double) {
        let bounds = CGRect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height))
        if let color = Self.premultiplied(background) ?? Self.premultiplied(.black) {
            appendRectangle(bounds, bounds: bounds)
            fillRectangles(color: color, op: PictOpSrc, on: buffer)
        }
        guard scale.isFinite, scale > 0 else { return }
        for item in list.items {
            switch item {
            case let .fill(shape, frame, color):
                fill(shape, frame: frame, color: color, scale: scale, bounds: bounds, on: buffer)
            case let .stroke(shape, frame, color, lineWidth):
                stroke(shape, frame: frame, color: color, lineWidth: Double(lineWidth), scale: scale,
                       bounds: bounds, on: buffer)
            case let .text(run):
                textDrawing?.draw(run, on: buffer, scale: scale)
            case .shape, .image, .push, .beginMask, .pop:
                // Not drawn by this renderer yet: the cairo renderer takes these.
                break
            }
        }
    }

    // MARK: Shapes

    private func fill(_ shape: ShapeGeometry, frame: CGRect, color: Color, scale: Double, bounds: CGRect,
                      on buffer: BackBuffer) {
        guard ShapeOutline.isDrawable(frame), let premultiplied = Self.premultiplied(color) else { return }
        let pixels = ShapeOutline.pixelFrame(ShapeOutline.shapeFrame(shape, frame), scale: scale)
        guard pixels.width > 0, pixels.height > 0, pixels.intersects(bounds) else { return }
        let resolved = ShapeOutline.resolve(shape, in: pixels, scale: scale)
        if resolved == .rectangle {
            appendRectangle(pixels, bounds: bounds)
            fillRectangles(color: premultiplied, op: PictOpOver, on: buffer)
            return
        }
        outline.removeAll(keepingCapacity: true)
        hole.removeAll(keepingCapacity: true)
        ShapeOutline.appendOutline(of: resolved, in: pixels, to: &outline)
        compositeRing(extent: pixels, color: premultiplied, bounds: bounds, on: buffer)
    }

    private func stroke(_ shape: ShapeGeometry, frame: CGRect, color: Color, lineWidth: Double, scale: Double,
                        bounds: CGRect, on buffer: BackBuffer) {
        guard ShapeOutline.isDrawable(frame), lineWidth.isFinite, lineWidth > 0,
              let premultiplied = Self.premultiplied(color) else { return }
        let shapeFrame = ShapeOutline.shapeFrame(shape, frame)
        let (outer, inner) = ShapeOutline.strokeFrames(shapeFrame, lineWidth: lineWidth, scale: scale)
        guard outer.width > 0, outer.height > 0, outer.intersects(bounds) else { return }
        let centre = CGRect(x: shapeFrame.minX * scale, y: shapeFrame.minY * scale,
                            width: shapeFrame.width * scale, height: shapeFrame.height * scale)
        if ShapeOutline.resolve(shape, in: centre, scale: scale) == .rectangle, Self.isWholePixels(inner) {
            // The four sides as rectangles that do not overlap, so translucent lines stay even.
            if inner.width > 0 {
                appendRectangle(CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
                                bounds: bounds)
                appendRectangle(CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
                                bounds: bounds)
                appendRectangle(CGRect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
                                bounds: bounds)
                appendRectangle(CGRect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height),
                                bounds: bounds)
            } else {
                appendRectangle(outer, bounds: bounds)
            }
            fillRectangles(color: premultiplied, op: PictOpOver, on: buffer)
            return
        }
        outline.removeAll(keepingCapacity: true)
        hole.removeAll(keepingCapacity: true)
        ShapeOutline.appendStroke(of: shape, centre: centre, scale: scale, outerFrame: outer, innerFrame: inner,
                                  outer: &outline, inner: &hole)
        compositeRing(extent: outer, color: premultiplied, bounds: bounds, on: buffer)
    }

    /// Composites the inside of `outline` less the inside of `hole` (both convex; `hole` may be empty).
    private func compositeRing(extent: CGRect, color: XRenderColor, bounds: CGRect, on buffer: BackBuffer) {
        if !bounds.insetBy(dx: -clipMargin, dy: -clipMargin).contains(extent) {
            let box = bounds.insetBy(dx: -2, dy: -2)
            ShapeOutline.clip(&outline, to: box, scratch: &scratch)
            if !hole.isEmpty { ShapeOutline.clip(&hole, to: box, scratch: &scratch) }
        }
        tessellator.removeAll()
        tessellator.addRing(outer: outline, inner: hole)
        fixedTrapezoids.removeAll(keepingCapacity: true)
        for trapezoid in tessellator.trapezoids {
            let top = Self.fixed(trapezoid.top), bottom = Self.fixed(trapezoid.bottom)
            guard top < bottom else { continue }
            fixedTrapezoids.append(XTrapezoid(top: top, bottom: bottom,
                                              left: Self.fixed(trapezoid.left), right: Self.fixed(trapezoid.right)))
        }
        guard !fixedTrapezoids.isEmpty else { return }
        XRenderCompositeTrapezoids(connection.display, PictOpOver, solidFill(color), buffer.picture, maskFormat,
                                   0, 0, fixedTrapezoids, Int32(fixedTrapezoids.count))
    }

    /// Queues whole-pixel `rect`, cut to the buffer (the protocol carries 16-bit coordinates, which saturate
    /// rather than trap should a buffer ever be larger).
    private func appendRectangle(_ rect: CGRect, bounds: CGRect) {
        let visible = rect.intersection(bounds)
        guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return }
        rectangles.append(XRectangle(x: Int16(saturating: visible.minX), y: Int16(saturating: visible.minY),
                                     width: UInt16(saturating: visible.width), height: UInt16(saturating: visible.height)))
    }

    /// Fills the queued rectangles, which do not overlap, in one request.
    private func fillRectangles(color: XRenderColor, op: Int32, on buffer: BackBuffer) {
        defer { rectangles.removeAll(keepingCapacity: true) }
        guard !rectangles.isEmpty else { return }
        var color = color
        XRenderFillRectangles(connection.display, op, buffer.picture, &color, rectangles, Int32(rectangles.count))
    }

    /// Whether every edge of `rect` lies on the pixel grid.
    private static func isWholePixels(_ rect: CGRect) -> Bool {
        rect.minX.rounded() == rect.minX && rect.minY.rounded() == rect.minY
            && rect.maxX.rounded() == rect.maxX && rect.maxY.rounded() == rect.maxY
    }

    // MARK: Colours

    /// `color` as Render wants it: 16-bit channels multiplied by the opacity; nil when fully transparent.
    static func premultiplied(_ color: Color) -> XRenderColor? {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        let alpha = unit(color.opacity)
        guard alpha > 0 else { return nil }
        func channel(_ value: Double) -> UInt16 { UInt16(saturating: (unit(value) * alpha * 65535).rounded()) }
        return XRenderColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                            alpha: UInt16(saturating: (alpha * 65535).rounded()))
    }

    private func solidFill(_ color: XRenderColor) -> UInt {
        let key = UInt64(color.red) | UInt64(color.green) << 16 | UInt64(color.blue) << 32 | UInt64(color.alpha) << 48
        if let picture = solidFills[key] { return picture }
        if solidFills.count >= maximumSolidFills { releaseSolidFills() }
        var color = color
        let picture = XRenderCreateSolidFill(connection.display, &color)
        solidFills[key] = picture
        return picture
    }

    private func releaseSolidFills() {
        for picture in solidFills.values { XRenderFreePicture(connection.display, picture) }
        solidFills.removeAll(keepingCapacity: true)
    }

    // MARK: Fixed point

    /// 16.16 fixed point, saturating rather than trapping for coordinates past the format's range (NaN: 0).
    @inline(__always)
    private static func fixed(_ value: Double) -> XFixed {
        XFixed(saturating: (value * 65536).rounded())
    }

    @inline(__always)
    private static func fixed(_ edge: TrapezoidEdge) -> XLineFixed {
        XLineFixed(p1: XPointFixed(x: fixed(edge.p1.x), y: fixed(edge.p1.y)),
                   p2: XPointFixed(x: fixed(edge.p2.x), y: fixed(edge.p2.y)))
    }
}
