import Foundation
import Reflow
import ReflowText

/// Where a picture without a window is drawn: on an X server, as the window draws, or in this process's memory
/// with no server at all (cairo draws everything; text from the font patterns Xft opens, `DrawingPattern`).
public enum CanvasTarget: Sendable, Equatable {
    /// The display `name` (nil: `DISPLAY`), at its scale (`Xft.dpi` / 96).
    case server(displayName: String?)
    /// Memory, at `scale` pixels per point: what a process without a display connection draws with (a sandboxed
    /// preview, issue 32).
    case memory(scale: Double)
}

extension CanvasTarget {
    /// The display (`DISPLAY`) when one can be reached, as the window draws; else memory at 1 pixel a point, so
    /// that a picture or a recording needs no X server.
    public static var displayOrMemory: CanvasTarget {
        displayScale() != nil ? .server(displayName: nil) : .memory(scale: 1)
    }

    /// The scale of the display `name` (nil: `DISPLAY`), `Xft.dpi` / 96, or nil when there is none to reach:
    /// what a process that draws in memory is told to draw at, so that its pictures are the window's size.
    public static func displayScale(name: String? = nil) -> Double? {
        (try? XConnection(name: name))?.scale
    }
}

/// What an off-screen picture is drawn with: the connection (none in memory), the scale, the text measurer the
/// views are laid out with and the renderer. `Snapshot` and `SweepRecording` draw through one.
struct Canvas {
    let connection: XConnection?
    let scale: Double
    let dpi: Double
    let measurer: TextMeasurer & TextDrawing
    let renderer: Renderer
    /// The server's failed requests before drawing, to tell whether drawing failed.
    private let failures: Int

    /// Throws `ViewerError.noDisplay` for a server that cannot be reached.
    init(_ target: CanvasTarget) throws {
        switch target {
        case .server(let name): try self.init(serverNamed: name)
        case .memory(let scale): self.init(memoryScale: scale)
        }
    }

    /// A canvas on the display `name` (nil: `DISPLAY`); throws `ViewerError.noDisplay` when it cannot be reached.
    init(serverNamed name: String?) throws {
        let connection = try XConnection(name: name)
        let measurer = XftTextMeasurer(connection: connection)
        self.connection = connection
        scale = connection.scale
        dpi = connection.dpi
        self.measurer = measurer
        renderer = Renderer(connection: connection, textDrawing: measurer)
        failures = XErrors.failureCount
    }

    /// A canvas in memory at `scale` pixels a point: no server, so nothing to throw.
    init(memoryScale scale: Double) {
        FontConfiguration.prepare()
        let measurer = ShapingTextMeasurer(scale: scale, families: .standard)
        connection = nil
        self.scale = scale
        dpi = scale * 96
        self.measurer = measurer
        renderer = Renderer(connection: nil, textDrawing: measurer)
        failures = XErrors.failureCount
    }

    /// `size` in points at the canvas's scale, in whole pixels; `ViewerError.snapshotSize` when it cannot be made.
    func pixels(of size: CGSize) throws -> CGSize { try Snapshot.pixels(of: size, scale: scale, dpi: dpi) }

    /// A buffer of `pixels` to draw into.
    func buffer(_ pixels: CGSize) -> BackBuffer {
        BackBuffer(connection: connection, width: Int32(pixels.width), height: Int32(pixels.height))
    }

    /// The buffer's pixels once drawn; `ViewerError.drawingFailed` when the server refused a request (a buffer
    /// too large for its memory), which leaves a blank or partial picture.
    func read(_ buffer: BackBuffer, expecting pixels: CGSize) throws -> RGBAImage {
        let image = buffer.readImage()
        connection?.sync()
        guard XErrors.failureCount == failures, image.width == Int(pixels.width), image.height == Int(pixels.height) else {
            throw ViewerError.drawingFailed
        }
        return image
    }
}
