import Foundation

/// Encodes frames into a GIF, an animated PNG, an MP4 or a WebM file with FFmpeg's `ffmpeg` program (Debian's
/// `ffmpeg`), which reads them as raw RGBA on its standard input. The file is written beside the target under a
/// hidden name and renamed over it once `ffmpeg` has finished well, so a failed recording leaves the old file,
/// or none.
///
/// - GIF: a palette made for each frame (`palettegen=stats_mode=single`, `paletteuse=new=1`), so that a frame
///   of few colours is exact; GIF's frame delays are whole hundredths of a second, so at a rate that does not
///   divide 100 (60) the delays alternate (1 and 2 hundredths) and keep the total duration.
/// - Animated PNG: lossless, looping.
/// - MP4: H.264 (`libx264`, quality 18, 4:2:0 colour, an odd side padded by a pixel), for players and slides.
/// - WebM: VP9 (`libvpx-vp9`, quality 30), for the web.
public final class VideoEncoder {
    public enum Format: String, CaseIterable, Sendable {
        case gif, apng, mp4, webm

        /// The format a file name's extension asks for: `.gif`, `.apng` or `.png`, `.mp4`, `.webm`.
        public init?(path: String) {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "gif": self = .gif
            case "apng", "png": self = .apng
            case "mp4", "m4v": self = .mp4
            case "webm": self = .webm
            default: return nil
            }
        }

        /// Whether a frame decodes to exactly the pixels given (for a GIF, only when it has at most 256 colours).
        public var isLossless: Bool { self == .apng }
    }

    public let path: String
    public let format: Format
    public let width: Int
    public let height: Int
    private let temporary: String
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private var errorText = Data()
    private let errorsRead = DispatchGroup()

    /// Starts `ffmpeg` for a `width` × `height` recording at `fps` frames a second into `path`, its format
    /// from its extension. Throws `RecordingError.unknownFormat` or `.noFFmpeg`.
    public init(path: String, width: Int, height: Int, fps: Int) throws {
        guard let format = Format(path: path) else { throw RecordingError.unknownFormat(path) }
        guard let ffmpeg = Self.program("ffmpeg") else { throw RecordingError.noFFmpeg }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        let url = URL(fileURLWithPath: path)
        temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.deletingPathExtension().lastPathComponent).\(getpid()).tmp.\(url.pathExtension)").path
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)",
                             "-framerate", String(fps), "-i", "pipe:0"] + Self.output(format) + [temporary]
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        // A `ffmpeg` that stops early must not end this process with SIGPIPE when a frame is written to it.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch { throw RecordingError.encoderFailed("ffmpeg could not start: \(error)") }
        let reader = errors.fileHandleForReading
        errorsRead.enter()
        Thread.detachNewThread { [self] in
            let data = reader.readDataToEndOfFile()
            errorText = data
            errorsRead.leave()
        }
    }

    /// The arguments after the input: the codec and its settings for `format`.
    private static func output(_ format: Format) -> [String] {
        switch format {
        case .gif:
            return ["-filter_complex", "split[a][b];[a]palettegen=stats_mode=single:reserve_transparent=0[p];"
                        + "[b][p]paletteuse=new=1:dither=none", "-loop", "0", "-f", "gif"]
        case .apng:
            return ["-plays", "0", "-f", "apng"]
        case .mp4:
            return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-crf", "18", "-preset", "fast",
                    "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                    "-row-mt", "1", "-pix_fmt", "yuv420p", "-f", "webm"]
        }
    }

    /// Sends one frame, which must be `width` × `height`.
    public func write(_ frame: RGBAImage) throws {
        precondition(frame.width == width && frame.height == height, "VideoEncoder: a \(frame.width)×\(frame.height) frame")
        do {
            try frame.pixels.withUnsafeBytes { try input.fileHandleForWriting.write(contentsOf: $0) }
        } catch {
            cancel()
            throw RecordingError.encoderFailed(reason(or: "ffmpeg stopped reading frames"))
        }
    }

    /// Ends the input, waits for `ffmpeg`, and puts the file in place; throws `.encoderFailed` with what
    /// `ffmpeg` said, or `.cannotWrite`.
    public func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            unlink(temporary)
            throw RecordingError.encoderFailed(reason(or: "ffmpeg ended with status \(process.terminationStatus)"))
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw RecordingError.cannotWrite(path, String(cString: strerror(code)))
        }
    }

    /// Stops `ffmpeg` and removes what it wrote.
    public func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        errorsRead.wait()
        unlink(temporary)
    }

    private func reason(or fallback: String) -> String {
        let said = String(decoding: errorText, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return said.isEmpty ? fallback : "ffmpeg: " + said
    }

    /// The path of `name` on `PATH`, if it is there and executable.
    static func program(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}

/// Why a recording was not made.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// The output's extension names no format Reflow records.
    case unknownFormat(String)
    /// FFmpeg's `ffmpeg` program is not installed.
    case noFFmpeg
    /// `ffmpeg` failed, with what it said.
    case encoderFailed(String)
    /// The finished file could not be put in place.
    case cannotWrite(String, String)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            return "reflow: cannot tell the format of '\(path)': name it .gif, .apng (or .png), .mp4 or .webm"
        case .noFFmpeg:
            return "reflow: recording needs FFmpeg's ffmpeg program, which is not on PATH; install it with: apt-get install ffmpeg"
        case .encoderFailed(let reason): return "reflow: the recording failed: \(reason)"
        case .cannotWrite(let path, let reason): return "reflow: cannot write \(path): \(reason)"
        }
    }
}
