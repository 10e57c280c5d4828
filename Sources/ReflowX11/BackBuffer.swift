import Foundation
internal import CX11

/// An off-screen pixmap that a frame is drawn into before one copy to the window (no flicker, no blank
/// frames), with the Xft and Render handles that draw on it. Snapshots draw into one without any window.
final class BackBuffer {
    let connection: XConnection
    private(set) var pixmap: UInt = 0
    /// The XftDraw for text on the pixmap.
    private(set) var xftDraw: OpaquePointer?
    /// The Render picture for shapes on the pixmap.
    private(set) var picture: UInt = 0
    private(set) var width: Int32 = 0
    private(set) var height: Int32 = 0

    init(connection: XConnection, width: Int32, height: Int32) {
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
        let display = connection.display
        pixmap = XCreatePixmap(display, connection.root, UInt32(width), UInt32(height), UInt32(connection.depth))
        xftDraw = XftDrawCreate(display, pixmap, connection.visual, connection.colormap)
        picture = XftDrawPicture(xftDraw)
        self.width = width
        self.height = height
    }

    private func release() {
        if let xftDraw { XftDrawDestroy(xftDraw) }
        xftDraw = nil
        picture = 0
        if pixmap != 0 { XFreePixmap(connection.display, pixmap) }
        pixmap = 0
    }
}
