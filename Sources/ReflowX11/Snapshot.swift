import Foundation
import Reflow

/// Pictures of views without a window: the view is laid out at a size, drawn into an off-screen buffer by the
/// same renderer the viewer uses and read back. It needs an X server (a virtual one will do: `xvfb-run`),
/// because text is measured and drawn with Xft and shapes with XRender.
///
/// ```swift
/// try Snapshot.write(MyView(), size: CGSize(width: 320, height: 240), to: "my-view.png")
/// ```
public enum Snapshot {
    /// `view` laid out in `size` points and drawn at the display's scale (`Xft.dpi` / 96), as RGBA pixels.
    /// Throws `ViewerError.noDisplay` when there is no X display.
    public static func image<V: View>(of view: V, size: CGSize, displayName: String? = nil) throws -> RGBAImage {
        let connection = try XConnection(name: displayName)
        let scale = connection.scale
        let measurer = XftTextMeasurer(connection: connection)
        let host = ViewHost(rootView: view, size: size, textMeasurer: measurer)
        let buffer = BackBuffer(connection: connection, width: pixels(size.width, scale), height: pixels(size.height, scale))
        let renderer = Renderer(connection: connection, textDrawing: measurer)
        renderer.render(host.displayList, into: buffer, scale: scale)
        return buffer.readImage()
    }

    /// `view` laid out in `size` points, as the bytes of a PNG file.
    public static func png<V: View>(of view: V, size: CGSize, displayName: String? = nil) throws -> [UInt8] {
        PNGEncoder.encode(try image(of: view, size: size, displayName: displayName))
    }

    /// Writes `view`, laid out in `size` points, to a PNG file at `path`.
    public static func write<V: View>(_ view: V, size: CGSize, to path: String, displayName: String? = nil) throws {
        let bytes = try png(of: view, size: size, displayName: displayName)
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw ViewerError.cannotWrite(path)
        }
    }

    /// A length in points as whole pixels, at least one.
    private static func pixels(_ points: CGFloat, _ scale: Double) -> Int32 {
        let value = (Double(points) * scale).rounded()
        return value.isFinite ? Int32(min(max(value, 1), 16384)) : 1
    }
}
