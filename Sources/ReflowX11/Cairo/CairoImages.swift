import Foundation
import Reflow
@_implementationOnly import CCairo

/// An image uploaded to the X server: a cairo surface like the buffer's holding its pixels. The entry keeps
/// the bitmap alive, so the `ObjectIdentifier` it is filed under cannot be reused by another bitmap.
struct UploadedImage {
    let bitmap: ImageBitmap
    /// The `cairo_surface_t *`.
    let surface: OpaquePointer
    /// The frame it was last drawn in.
    var lastUsed: Int
}

/// Images: each bitmap uploaded once, then drawn stretched, tiled or nine-sliced into its frame.
extension Renderer {
    /// An uploaded image not drawn for this many frames is dropped (an image that scrolls back into view is
    /// uploaded again).
    static let imageLifetime = 120
    /// At most this many images are kept; beyond it the least recently drawn go first.
    static let maximumImages = 256

    /// Draws `item`: its bitmap into its frame (rounded to pixels like any frame).
    func drawImage(_ item: ImageItem) {
        guard let cr, ShapeOutline.isDrawable(item.frame), item.opacity.isFinite, item.opacity > 0 else { return }
        let dest = ShapeOutline.pixelFrame(item.frame, scale: scale)
        guard dest.width > 0, dest.height > 0, dest.intersects(visible), let surface = uploaded(item.bitmap) else { return }
        let bitmap = item.bitmap
        let opacity = min(item.opacity, 1)
        let imageWidth = Double(bitmap.width), imageHeight = Double(bitmap.height)
        let bitmapScale = bitmap.scale.isFinite && bitmap.scale > 0 ? Double(bitmap.scale) : 1
        // Pixels of the buffer per pixel of the image at the image's own point size.
        let natural = scale / bitmapScale
        var tint: OpaquePointer?
        var hasTint = false
        if let paint = item.tint {
            // A template image: its alpha masks the paint.
            tint = setSource(paint.opacity(opacity), extents: { dest })
            hasTint = true
        }
        defer { if let tint { Self.destroyPattern(tint) } }

        // The cap insets in image pixels (within the image) and in buffer pixels (whole pixels, shrunk in
        // proportion where the frame is too small for both caps).
        func inset(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) * bitmapScale : 0 }
        var left = inset(item.capInsets.leading), right = inset(item.capInsets.trailing)
        var top = inset(item.capInsets.top), bottom = inset(item.capInsets.bottom)
        if left + right > imageWidth { let k = imageWidth / (left + right); left *= k; right *= k }
        if top + bottom > imageHeight { let k = imageHeight / (top + bottom); top *= k; bottom *= k }
        func caps(_ a: Double, _ b: Double, room: Double) -> (Double, Double) {
            var a = a * natural, b = b * natural
            if a + b > room { let k = room / (a + b); a *= k; b *= k }
            return (a.rounded(), b.rounded())
        }
        let (leftPx, rightPx) = caps(left, right, room: dest.width)
        let (topPx, bottomPx) = caps(top, bottom, room: dest.height)

        let sourceColumns = [(0, left), (left, imageWidth - right), (imageWidth - right, imageWidth)]
        let sourceRows = [(0, top), (top, imageHeight - bottom), (imageHeight - bottom, imageHeight)]
        let destColumns = [(dest.minX, dest.minX + leftPx), (dest.minX + leftPx, dest.maxX - rightPx), (dest.maxX - rightPx, dest.maxX)]
        let destRows = [(dest.minY, dest.minY + topPx), (dest.minY + topPx, dest.maxY - bottomPx), (dest.maxY - bottomPx, dest.maxY)]
        let filter: cairo_filter_t
        switch item.sampling {
        case .nearest: filter = CAIRO_FILTER_NEAREST
        case .smooth: filter = CAIRO_FILTER_BILINEAR
        case .best: filter = CAIRO_FILTER_BEST
        }
        for row in 0..<3 {
            for column in 0..<3 {
                let (sx0, sx1) = sourceColumns[column], (sy0, sy1) = sourceRows[row]
                let (dx0, dx1) = destColumns[column], (dy0, dy1) = destRows[row]
                guard sx1 - sx0 > 0, sy1 - sy0 > 0, dx1 - dx0 > 0, dy1 - dy0 > 0 else { continue }
                let source = CGRect(x: sx0, y: sy0, width: sx1 - sx0, height: sy1 - sy0)
                let target = CGRect(x: dx0, y: dy0, width: dx1 - dx0, height: dy1 - dy0)
                let whole = source.width == imageWidth && source.height == imageHeight
                // A slice is its own surface, so sampling at its edges never reaches into its neighbours.
                guard let slice = whole ? cairo_surface_reference(surface)
                        : cairo_surface_create_for_rectangle(surface, source.minX, source.minY, source.width, source.height),
                      let pattern = cairo_pattern_create_for_surface(slice) else { continue }
                cairo_surface_destroy(slice)
                CairoObjects.created()
                // User space (pixels) → the slice's pixels: stretched to fill the target, or at the natural size
                // and repeated (corners are at their natural size either way).
                let tiled = item.tiles
                let sx = tiled ? 1 / natural : source.width / target.width
                let sy = tiled ? 1 / natural : source.height / target.height
                var matrix = cairo_matrix_t()
                cairo_matrix_init(&matrix, sx, 0, 0, sy, -target.minX * sx, -target.minY * sy)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, filter)
                let cut = target.intersection(visible)
                if !cut.isNull {
                    cairo_save(cr)
                    cairo_rectangle(cr, cut.minX, cut.minY, cut.width, cut.height)
                    cairo_clip(cr)
                    if hasTint {
                        cairo_mask(cr, pattern)
                    } else {
                        cairo_set_source(cr, pattern)
                        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
                    }
                    cairo_restore(cr)
                }
                Self.destroyPattern(pattern)
            }
        }
    }

    /// The surface holding `bitmap`'s pixels on the server, uploaded on first use.
    private func uploaded(_ bitmap: ImageBitmap) -> OpaquePointer? {
        let key = ObjectIdentifier(bitmap)
        if images[key] != nil {
            images[key]!.lastUsed = frameNumber
            return images[key]!.surface
        }
        let width = bitmap.width, height = bitmap.height
        guard width > 0, height > 0, width <= 32767, height <= 32767, bitmap.pixels.count >= width * height * 4,
              let target = currentBuffer?.cairoSurface,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            return nil
        }
        cairo_surface_flush(image)
        let stride = Int(cairo_image_surface_get_stride(image))
        bitmap.pixels.withUnsafeBytes { bytes in
            for row in 0..<height {
                // The bitmap's rows are width·4 bytes of premultiplied native-order ARGB: cairo's ARGB32.
                (data + row * stride).update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * width * 4,
                                             count: width * 4)
            }
        }
        cairo_surface_mark_dirty(image)
        // A surface like the buffer's (a pixmap on the server), so drawing it sends no pixels again.
        guard let surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA, Int32(width), Int32(height)) else {
            return nil
        }
        CairoObjects.created()
        if let copy = cairo_create(surface) {
            cairo_set_source_surface(copy, image, 0, 0)
            cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
            cairo_paint(copy)
            cairo_destroy(copy)
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            Self.destroySurface(surface)
            return nil
        }
        if images.count >= Self.maximumImages, let oldest = images.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            Self.destroySurface(oldest.value.surface)
            images[oldest.key] = nil
        }
        images[key] = UploadedImage(bitmap: bitmap, surface: surface, lastUsed: frameNumber)
        return surface
    }

    /// Drops the images not drawn for `imageLifetime` frames.
    func evictImages() {
        guard !images.isEmpty else { return }
        for (key, entry) in images where frameNumber - entry.lastUsed > Self.imageLifetime {
            Self.destroySurface(entry.surface)
            images[key] = nil
        }
    }

    func releaseImages() {
        for entry in images.values { Self.destroySurface(entry.surface) }
        images.removeAll()
    }

    /// How many images are uploaded: for tests.
    var uploadedImageCount: Int { images.count }
}
