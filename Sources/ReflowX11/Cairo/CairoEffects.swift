import Foundation
import Reflow
@_implementationOnly import CCairo

/// An effect pushed and not yet popped.
enum OpenEffect {
    /// A transform or a clip: undone by restoring the context's state.
    case state
    /// A layer drawn into a group of its own; `content` is the finished content once a masked layer's mask
    /// has begun (the group open now is the mask).
    case layer(DrawingLayer, content: OpaquePointer?, clipped: Bool = false)
    /// A layer that changes nothing when composited (opaque, normal blending, no blur, shadow or mask): its
    /// items are drawn straight onto what lies below.
    case plainLayer

    /// Whether items inside are drawn straight onto the buffer as they would be outside: Xft can draw there.
    var drawsStraightOn: Bool {
        if case .plainLayer = self { return true }
        return false
    }
}

/// Drawing effects: `.push` items open them, `.pop` items close them, in cairo's state and group stacks.
extension Renderer {
    /// Opens `effect`; `contentBounds` tells, when asked, where the items inside it draw (nil when unknown), so
    /// that a blurred or shadowed layer's group covers only them and its blur's reach, not the whole window.
    func push(_ effect: DrawingEffect, contentBounds: () -> CGRect? = { nil }) {
        guard let cr else { return }
        switch effect {
        case .transform(let t):
            cairo_save(cr)
            effects.append(.state)
            // Pixels map through the scale back to points, through t, then to pixels again: S·t·S⁻¹.
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx * scale, t.ty * scale)
            var inverse = matrix
            if Self.finite(t.a, t.b, t.c, t.d, t.tx, t.ty), cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS {
                cairo_transform(cr, &matrix)
            } else {
                // A transform that collapses the plane (a scale of 0) or is not a number: nothing inside is
                // seen. A singular matrix would put the context in an error state, so clip everything instead.
                clipToNothing()
            }
        case let .clip(shape, frame, antialiased):
            cairo_save(cr)
            effects.append(.state)
            guard ShapeOutline.isDrawable(frame) else { return clipToNothing() }
            var added = true
            if case .path(let path) = shape {
                added = addPath(path)
            } else {
                let pixels = ShapeOutline.pixelFrame(ShapeOutline.shapeFrame(shape, frame), scale: scale)
                if pixels.width > 0, pixels.height > 0, pixels.intersects(visible) {
                    addOutline(ShapeOutline.resolve(shape, in: pixels, scale: scale), in: pixels)
                } else {
                    added = false
                }
            }
            guard added else { return clipToNothing() }
            cairo_set_antialias(cr, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        case .layer(let layer):
            let opacity = layer.opacity.isFinite ? min(max(layer.opacity, 0), 1) : 1
            let plain = opacity == 1 && layer.blendMode == .normal && !(layer.blurRadius > 0) && layer.shadow == nil
                && !layer.isMasked && layer.colorMatrix == nil
            if plain {
                cairo_save(cr)
                effects.append(.plainLayer)
            } else if let reach = Self.blurReach(of: layer), let bounds = contentBounds() {
                // Only the pixels the content and its blur can reach: a group the size of the window would be
                // blurred whole, for a slider's thumb.
                let area = bounds.insetBy(dx: -reach.width, dy: -reach.height)
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, area.minX * scale, area.minY * scale, area.width * scale, area.height * scale)
                cairo_clip(cr)
                cairo_push_group(cr)
                effects.append(.layer(layer, content: nil, clipped: true))
            } else {
                cairo_push_group(cr)
                effects.append(.layer(layer, content: nil))
            }
        }
        updateVisible()
    }

    /// The context draws nothing until the state is restored.
    /// How far a blurred or shadowed layer's drawing reaches beyond its content, in points: three standard
    /// deviations of the blur (where a Gaussian has faded below 0.5 %), plus the shadow's offset; nil for a
    /// layer without blur or shadow, or with lengths that are not numbers.
    static func blurReach(of layer: DrawingLayer) -> CGSize? {
        var width: CGFloat = 0, height: CGFloat = 0
        if layer.blurRadius > 0 { width = 3 * layer.blurRadius; height = width }
        if let shadow = layer.shadow {
            width = max(width, 3 * max(shadow.radius, 0) + abs(shadow.offset.width))
            height = max(height, 3 * max(shadow.radius, 0) + abs(shadow.offset.height))
        }
        guard width > 0 || height > 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width + 1, height: height + 1)
    }

    private func clipToNothing() {
        guard let cr else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_clip(cr)
        updateVisible()
    }

    /// In a masked layer, the items from here to the layer's pop are its mask: the content so far is put
    /// aside and a group for the mask is opened. Anywhere else (or a second time) it is ignored.
    func beginMask() {
        guard let cr, case .layer(let layer, nil, let clipped)? = effects.last, layer.isMasked else { return }
        let content = cairo_pop_group(cr)
        if content != nil { CairoObjects.created() }
        cairo_push_group(cr)
        effects[effects.count - 1] = .layer(layer, content: content, clipped: clipped)
    }

    /// Closes the innermost effect; a pop with nothing open is ignored.
    func pop() {
        guard let cr, let effect = effects.popLast() else { return }
        switch effect {
        case .state, .plainLayer:
            cairo_restore(cr)
        case let .layer(layer, content, clipped):
            defer { if clipped { cairo_restore(cr) } }
            guard let group = cairo_pop_group(cr) else { break }
            CairoObjects.created()
            var drawn: OpaquePointer? = group
            if layer.isMasked {
                if let content {
                    // The content's alpha times the mask's alpha, in a group of its own.
                    cairo_push_group(cr)
                    cairo_set_source(cr, content)
                    cairo_mask(cr, group)
                    Self.destroyPattern(content)
                    Self.destroyPattern(group)
                    drawn = cairo_pop_group(cr)
                    if drawn != nil { CairoObjects.created() }
                } else {
                    // A mask that never began is empty, and an empty mask hides everything.
                    Self.destroyPattern(group)
                    drawn = nil
                }
            }
            if let drawn {
                composite(drawn, layer: layer)
                Self.destroyPattern(drawn)
            }
        }
        updateVisible()
    }

    /// Composites a finished layer onto what lies under it: blurred, with its shadow under it, at its opacity
    /// and in its blend mode.
    private func composite(_ pattern: OpaquePointer, layer: DrawingLayer) {
        guard let cr else { return }
        if let matrix = layer.colorMatrix { filterGroup(pattern, matrix) }
        let blur = Double(layer.blurRadius) * scale
        if blur.isFinite, blur > 0 { blurGroup(pattern, sigma: blur) }
        var shadowPattern: OpaquePointer?
        if let shadow = layer.shadow, Self.components(shadow.color).3 > 0 {
            shadowPattern = shadowMask(of: pattern, shadow: shadow)
        }
        let opacity = layer.opacity.isFinite ? min(max(layer.opacity, 0), 1) : 1
        if let shadowPattern, let shadow = layer.shadow {
            // The shadow and the layer together are what is blended and faded.
            cairo_push_group(cr)
            setColor(shadow.color)
            cairo_mask(cr, shadowPattern)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            Self.destroyPattern(shadowPattern)
            let both = cairo_pop_group(cr)
            if let both {
                CairoObjects.created()
                paint(both, op: Self.blendOperator(layer.blendMode), opacity: opacity)
                Self.destroyPattern(both)
            }
        } else {
            paint(pattern, op: Self.blendOperator(layer.blendMode), opacity: opacity)
        }
    }

    private func paint(_ pattern: OpaquePointer, op: cairo_operator_t, opacity: Double) {
        guard let cr else { return }
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, op)
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Filters the pixels of a group's surface in place through `matrix`: each pixel unpremultiplied, through
    /// the matrix, premultiplied again (cairo's ARGB32 is premultiplied, in native byte order).
    private func filterGroup(_ pattern: OpaquePointer, _ matrix: ColorMatrix) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              let image = cairo_surface_map_to_image(surface, nil) else { return }
        cairo_surface_flush(image)
        if cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) {
            let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
            let stride = Int(cairo_image_surface_get_stride(image))
            // A filter that leaves transparent pixels transparent (every matrix but one adding to alpha) need
            // not visit them: most of a layer's group is usually empty.
            let transparentStays = matrix.values[19] <= 0
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<width {
                    let pixel = row.load(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = Double(pixel >> 24) / 255
                    if alpha == 0 && transparentStays { continue }
                    func channel(_ shift: UInt32) -> Double {
                        alpha == 0 ? 0 : min(Double((pixel >> shift) & 0xFF) / 255 / alpha, 1)
                    }
                    let out = matrix.apply((channel(16), channel(8), channel(0), alpha))
                    func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
                    let filtered = byte(out.a) << 24 | byte(out.r * out.a) << 16 | byte(out.g * out.a) << 8
                        | byte(out.b * out.a)
                    row.storeBytes(of: filtered, toByteOffset: x * 4, as: UInt32.self)
                }
            }
            cairo_surface_mark_dirty(image)
        }
        cairo_surface_unmap_image(surface, image)
    }

    /// Blurs the pixels of a group's surface in place.
    private func blurGroup(_ pattern: OpaquePointer, sigma: Double) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              let image = cairo_surface_map_to_image(surface, nil) else { return }
        cairo_surface_flush(image)
        if cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) {
            GaussianBlur.blur(data, width: Int(cairo_image_surface_get_width(image)),
                              height: Int(cairo_image_surface_get_height(image)),
                              stride: Int(cairo_image_surface_get_stride(image)), channels: 4, sigma: sigma)
            cairo_surface_mark_dirty(image)
        }
        cairo_surface_unmap_image(surface, image)
    }

    /// The layer's alpha, blurred by the shadow's radius, as a pattern placed where the layer is drawn less the
    /// shadow's offset (so the shadow appears offset by it).
    private func shadowMask(of pattern: OpaquePointer, shadow: Shadow) -> OpaquePointer? {
        guard let cr else { return nil }
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              let image = cairo_surface_map_to_image(surface, nil) else { return nil }
        cairo_surface_flush(image)
        let width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image)
        var alpha: OpaquePointer?
        if cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, width > 0, height > 0,
           let source = cairo_image_surface_get_data(image),
           let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height), let target = cairo_image_surface_get_data(mask) {
            CairoObjects.created()
            let sourceStride = Int(cairo_image_surface_get_stride(image)), targetStride = Int(cairo_image_surface_get_stride(mask))
            for y in 0..<Int(height) {
                for x in 0..<Int(width) {
                    // ARGB32 in native order: alpha is the most significant byte of each 32-bit pixel.
                    let pixel = UnsafeRawPointer(source + y * sourceStride + x * 4).loadUnaligned(as: UInt32.self)
                    target[y * targetStride + x] = UInt8(pixel >> 24)
                }
            }
            let sigma = Double(shadow.radius) * scale
            if sigma.isFinite, sigma > 0 {
                GaussianBlur.blur(target, width: Int(width), height: Int(height), stride: targetStride, channels: 1, sigma: sigma)
            }
            cairo_surface_mark_dirty(mask)
            // Pixel for pixel the group's surface, so the same device offset puts it in the same place.
            var ox = 0.0, oy = 0.0
            cairo_surface_get_device_offset(surface, &ox, &oy)
            cairo_surface_set_device_offset(mask, ox, oy)
            alpha = mask
        }
        cairo_surface_unmap_image(surface, image)
        guard let alpha else { return nil }
        let result = cairo_pattern_create_for_surface(alpha)
        Self.destroySurface(alpha)
        guard let result else { return nil }
        CairoObjects.created()
        // The group's pattern maps user space to its surface; the shadow's does the same, then moves back by
        // the offset (in user pixels, turned to device pixels by the transform in force).
        var dx = Double(shadow.offset.width) * scale, dy = Double(shadow.offset.height) * scale
        if !dx.isFinite || !dy.isFinite { (dx, dy) = (0, 0) }
        cairo_user_to_device_distance(cr, &dx, &dy)
        var matrix = cairo_matrix_t(), shift = cairo_matrix_t(), combined = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern, &matrix)
        cairo_matrix_init_translate(&shift, -dx, -dy)
        cairo_matrix_multiply(&combined, &matrix, &shift)
        cairo_pattern_set_matrix(result, &combined)
        return result
    }

    /// Recomputes what can still be seen: the clip's extents in user space, grown by two pixels.
    func updateVisible() {
        guard let cr else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        visible = CGRect(x: x1, y: y1, width: max(x2 - x1, 0), height: max(y2 - y1, 0)).insetBy(dx: -2, dy: -2)
    }

    /// cairo's operator for each blend mode. cairo has the PDF blend modes SwiftUI's are; for the two it lacks,
    /// `plusLighter` (source + destination, clamped) is cairo's ADD exactly, and `plusDarker`
    /// (1 − ((1 − source) + (1 − destination)), clamped) is nearest to MULTIPLY: both darken, leave white
    /// unchanged and make black black.
    static func blendOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
