import Foundation
import Reflow
import ReflowText

/// Pictures of views without a window: the view is laid out at a size, drawn into an off-screen buffer by the
/// same renderer the viewer uses and read back. By default on the X server (a virtual one will do:
/// `xvfb-run`), where text is drawn with Xft and shapes with Render, as the window draws them; or in memory with
/// no server at all (`CanvasTarget.memory`), where cairo draws both from the same fonts.
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
        try image(of: view, size: size, on: .server(displayName: displayName), settled: settled)
    }

    /// `view` laid out in `size` points and drawn on `target`: a server, or memory with no server at all.
    public static func image<V: View>(of view: V, size: CGSize, on target: CanvasTarget,
                                      settled: Bool = false) throws -> RGBAImage {
        let canvas = try Canvas(target)
        let pixels = try canvas.pixels(of: size)
        let host = Self.host(view, size: size, measurer: canvas.measurer, scale: canvas.scale, settled: settled)
        let buffer = canvas.buffer(pixels)
        canvas.renderer.render(host.displayList, into: buffer, scale: canvas.scale)
        return try canvas.read(buffer, expecting: pixels)
    }

    /// `view` drawn in memory at `scale` (`CanvasTarget.memory`).
    static func imageInMemory<V: View>(of view: V, size: CGSize, scale: Double, settled: Bool = false) throws -> RGBAImage {
        try image(of: view, size: size, on: .memory(scale: scale), settled: settled)
    }

    /// The host that lays `view` out for a picture. With `settled`, the main queue's waiting blocks run first.
    private static func host<V: View>(_ view: V, size: CGSize, measurer: TextMeasurer, scale: Double,
                                      settled: Bool) -> ViewHost {
        let host = ViewHost(rootView: view, size: size, textMeasurer: measurer,
                            imageProvider: ImageFiles.provider(scale: CGFloat(scale)))
        if settled {
            // A block may queue another (an `.onAppear` of a view the first block showed): a few rounds.
            for _ in 0..<4 {
                _ = host.displayList
                _ = MainRunLoop.runDue()
            }
        }
        return host
    }

    /// `size` in points at the display's scale, rounded to whole pixels; `ViewerError.snapshotSize` when that
    /// is under 1 or over `PixelLimits.maximumSide` pixels a side (a picture is never made at another size).
    static func pixels(of size: CGSize, on connection: XConnection) throws -> CGSize {
        try pixels(of: size, scale: connection.scale, dpi: connection.dpi)
    }

    static func pixels(of size: CGSize, scale: Double, dpi: Double) throws -> CGSize {
        let pixels = CGSize(width: (Double(size.width) * scale).rounded(), height: (Double(size.height) * scale).rounded())
        let sides = 1...Double(PixelLimits.maximumSide)
        guard sides.contains(pixels.width), sides.contains(pixels.height) else {
            throw ViewerError.snapshotSize(points: size, scale: scale, dpi: dpi, pixels: pixels)
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
        try write(view, size: size, to: path, on: .server(displayName: displayName), settled: settled)
    }

    /// Writes `view`, laid out in `size` points and drawn on `target`, to a PNG file at `path`.
    public static func write<V: View>(_ view: V, size: CGSize, to path: String, on target: CanvasTarget,
                                      settled: Bool = false) throws {
        let bytes = try PNGEncoder.encode(try image(of: view, size: size, on: target, settled: settled))
        try FileOutput.write(bytes, to: path)
    }
}
