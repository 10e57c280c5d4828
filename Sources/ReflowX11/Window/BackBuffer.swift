import Foundation
internal import CX11
// Implementation-only, as CPNG is (LibPNG.swift says why): preview builds compile against ReflowX11 without
// cairo's headers. No cairo type appears in a declaration: cairo's handles are stored as `OpaquePointer`.
@_implementationOnly import CCairo

/// An off-screen pixmap that a frame is drawn into before one copy to the window (no flicker, no blank
/// frames), with the cairo surface and the Xft handle that draw on it. Snapshots draw into one without any
/// window.
///
/// Without a connection it is a cairo image surface in this process's memory instead, which the renderer draws
/// on with cairo alone (text with cairo's FreeType back end, from the same patterns Xft opens): a picture made
/// with no X server at all (`Snapshot`).
final class BackBuffer {
    /// The server the pixmap is on; nil for a buffer in memory.
    let connection: XConnection?
    private(set) var pixmap: UInt = 0
    /// The XftDraw for text on the pixmap.
    private(set) var xftDraw: OpaquePointer?
    /// The Render picture for shapes on the pixmap.
    private(set) var picture: UInt = 0
    /// The cairo surface on the pixmap (a `cairo_surface_t *`): what the renderer draws through. Xft draws on
    /// the same pixmap, so whoever draws with one flushes the other's work first (`Renderer`).
    private(set) var cairoSurface: OpaquePointer?
    private(set) var width: Int32 = 0
    private(set) var height: Int32 = 0

    init(connection: XConnection?, width: Int32, height: Int32) {
        self.connection = connection
        resize(width: width, height: height)
    }

    deinit { release() }

    /// Replaces the pixmap with one of the new size (st's xresize does the same); a no-op for the same size.
    /// Each side is kept within 1…`PixelLimits.maximumSide`: a larger window shows its top-left part drawn.
    func resize(width: Int32, height: Int32) {
        let width = min(max(1, width), PixelLimits.maximumSide), height = min(max(1, height), PixelLimits.maximumSide)
        guard width != self.width || height != self.height else { return }
        release()
        self.width = width
        self.height = height
        guard let connection else {
            // 32 bits a pixel, the top byte unused: the layout of the server's 24-bit TrueColor pixmaps.
            cairoSurface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)
            CairoObjects.created()
            return
        }
        let display = connection.display
        pixmap = XCreatePixmap(display, connection.root, UInt32(width), UInt32(height), UInt32(connection.depth))
        xftDraw = XftDrawCreate(display, pixmap, connection.visual, connection.colormap)
        picture = XftDrawPicture(xftDraw)
        // Recreated with the pixmap: a cairo Xlib surface is bound to one drawable and its size.
        cairoSurface = cairo_xlib_surface_create(UnsafeMutableRawPointer(display), pixmap,
                                                 UnsafeMutableRawPointer(connection.visual), width, height)
        CairoObjects.created()
    }

    private func release() {
        if let cairoSurface {
            // Finishing sends what cairo still holds for the pixmap before the pixmap goes.
            cairo_surface_finish(cairoSurface)
            cairo_surface_destroy(cairoSurface)
            CairoObjects.destroyed()
        }
        cairoSurface = nil
        if let xftDraw { XftDrawDestroy(xftDraw) }
        xftDraw = nil
        picture = 0
        if pixmap != 0, let connection { XFreePixmap(connection.display, pixmap) }
        pixmap = 0
    }
}
