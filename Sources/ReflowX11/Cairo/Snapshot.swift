import Foundation
import Reflow

/// Pictures of views without a window: the view is laid out at a size, drawn into an off-screen buffer by the
/// same renderer the viewer uses and read back. It needs an X server (a virtual one will do: `xvfb-run`),
/// because text is measured and drawn with Xft and shapes with XRender.
///
/// A picture is always `size` times the display's scale (`Xft.dpi` / 96, with `Xft.dpi` kept within 24–960),
/// rounded to whole pixels; when that is under 1 or over 16384 pixels a side it throws
/// `ViewerError.snapshotSize` rather than make a picture of another size.
///
/// ```swift
/// try Snapshot.write(MyView(), size: CGSize(width: 320, height: 240), to: "my-view.png")
/// ```
public enum Snapshot {
    /// `view` laid out in `size` points and drawn at the display's scale, as RGBA pixels. Throws
    /// `ViewerError.noDisplay` without an X display, `.snapshotSize` for a size it cannot make, and
    /// `.drawingFailed` when the server refused to draw it.
    ///
    /// With `settled`, the main queue's waiting blocks and the main run loop's due timers run first, as they
    /// run right after a window's first frame (`DispatchQueue.main.async { … }` in an `.onAppear`), so the picture
    /// is what the window shows a moment after it opens; work delayed into the future is not waited for.
    public static func image<V: View>(of view: V, size: CGSize, displayName: String? = nil,
                                      settled: Bool = false) throws -> RGBAImage {
        let connection = try XConnection(name: displayName)
        let scale = connection.scale
        let pixels = try Self.pixels(of: size, on: connection)
        let failures = XErrors.failureCount
        let measurer = XftTextMeasurer(connection: connection)
        let host = ViewHost(rootView: view, size: size, textMeasurer: measurer,
                            imageProvider: ImageFiles.provider(scale: CGFloat(scale)))
        if settled {
            // A block may queue another (an `.onAppear` of a view the first block showed): a few rounds.
            for _ in 0..<4 {
                _ = host.displayList
                _ = MainRunLoop.runDue()
            }
        }
        let buffer = BackBuffer(connection: connection, width: Int32(pixels.width), height: Int32(pixels.height))
        let renderer = Renderer(connection: connection, textDrawing: measurer)
        renderer.render(host.displayList, into: buffer, scale: scale)
        let image = buffer.readImage()
        // A refused request (a buffer too large for the server's memory) leaves a blank or partial picture;
        // its error has arrived once the server has caught up.
        connection.sync()
        guard XErrors.failureCount == failures, image.width == Int(pixels.width), image.height == Int(pixels.height) else {
            throw ViewerError.drawingFailed
        }
        return image
    }

    /// `size` in points at the display's scale, rounded to whole pixels; `ViewerError.snapshotSize` when that
    /// is under 1 or over `PixelLimits.maximumSide` pixels a side (a picture is never made at another size).
    static func pixels(of size: CGSize, on connection: XConnection) throws -> CGSize {
        let scale = connection.scale
        let pixels = CGSize(width: (Double(size.width) * scale).rounded(), height: (Double(size.height) * scale).rounded())
        let sides = 1...Double(PixelLimits.maximumSide)
        guard sides.contains(pixels.width), sides.contains(pixels.height) else {
            throw ViewerError.snapshotSize(points: size, scale: scale, dpi: connection.dpi, pixels: pixels)
        }
        return pixels
    }

    /// `view` laid out in `size` points, as the bytes of a PNG file (`PNGError.cannotWrite` should libpng
    /// refuse it).
    public static func png<V: View>(of view: V, size: CGSize, displayName: String? = nil,
                                    settled: Bool = false) throws -> [UInt8] {
        try PNGEncoder.encode(try image(of: view, size: size, displayName: displayName, settled: settled))
    }

    /// Writes `view`, laid out in `size` points, to a PNG file at `path`. Throws `ViewerError.cannotWrite`
    /// with the system's reason when the file cannot be written, leaving no partial file behind. The file is
    /// encoded in memory first, so that it reaches `path` only through `FileOutput`'s rename.
    public static func write<V: View>(_ view: V, size: CGSize, to path: String, displayName: String? = nil,
                                      settled: Bool = false) throws {
        let bytes = try png(of: view, size: size, displayName: displayName, settled: settled)
        try FileOutput.write(bytes, to: path)
    }
}
