import Foundation
import Reflow
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// `SweepRecording` and `VideoEncoder` (`reflow record --sweep`, issue 31, item 3): what FFmpeg's own
/// `ffprobe` reads back from each format, and the frames against the headless layout at their sizes.
final class SweepRecordingTests: XCTestCase {
    /// A 60-point red square at the leading edge and a blue one at the trailing edge, with a text between: the
    /// blue square follows the window's width, so every frame's size shows.
    struct Scene: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 60)
                Spacer(minLength: 0)
                Text("reflow").font(.system(size: 14))
                Spacer(minLength: 0)
                Color(red: 0, green: 0, blue: 1).frame(width: 60, height: 60)
            }
        }
    }

    /// 1 second at 20 frames a second: 20 frames; the window 200 × 100 at frame 0, 300 × 100 at frame 10 (half
    /// way, where the sweep turns), 250 × 100 at frames 5 and 15.
    private let recording = SweepRecording(from: CGSize(width: 200, height: 100), to: CGSize(width: 300, height: 100),
                                           duration: 1, fps: 20)

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func testTheWindowSweepsThereAndBackInWholePoints() {
        XCTAssertEqual(recording.frameCount, 20)
        XCTAssertEqual(recording.canvas, CGSize(width: 300, height: 100))
        XCTAssertEqual((0..<20).map { recording.size(ofFrame: $0).width },
                       [200, 210, 220, 230, 240, 250, 260, 270, 280, 290, 300, 290, 280, 270, 260, 250, 240, 230, 220, 210])
        XCTAssertEqual(Set((0..<20).map { recording.size(ofFrame: $0).height }), [100])
    }

    func testEachFormatHasTheFramesRateDurationAndSizeFFprobeReads() throws {
        try requireDisplay()
        try requireProgram("ffprobe")
        for format in VideoEncoder.Format.allCases {
            let path = folder.appendingPathComponent("sweep.\(format.rawValue)").path
            try recording.write(Scene(), to: path)
            let stream = try probe(path)
            XCTAssertEqual(stream["nb_read_frames"], "20", "\(format): \(stream)")
            XCTAssertEqual(stream["width"], "300", "\(format)")
            XCTAssertEqual(stream["height"], "100", "\(format)")
            XCTAssertEqual(stream["avg_frame_rate"], "20/1", "\(format): \(stream)")
            // 20 frames of 1/20 s: one second (a container may round its last timestamp by a millisecond).
            let duration = try XCTUnwrap(Double(stream["duration"] ?? ""), "\(format): \(stream)")
            XCTAssertEqual(duration, 1, accuracy: 0.011, "\(format)")
        }
        // Nothing but the four files: no temporary file left beside them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["sweep.apng", "sweep.gif", "sweep.mp4", "sweep.webm"])
    }

    func testTheFirstAndMiddleFramesAreTheHeadlessLayoutAtTheirSizes() throws {
        try requireDisplay()
        try requireProgram("ffmpeg")
        for format in VideoEncoder.Format.allCases {
            let path = folder.appendingPathComponent("frames.\(format.rawValue)").path
            try recording.write(Scene(), to: path)
            let frames = try decode(path, width: 300, height: 100)
            XCTAssertEqual(frames.count, 20, "\(format)")
            for index in [0, 10] where index < frames.count {
                let size = recording.size(ofFrame: index)
                let expected = try Snapshot.image(of: Scene(), size: size)
                let window = crop(frames[index], width: Int(size.width), height: Int(size.height))
                if format.isLossless {
                    XCTAssertEqual(window.differingPixels(from: expected), 0, "\(format) frame \(index)")
                } else {
                    // Lossy: H.264 and VP9 at 4:2:0 colour, a GIF's palette per frame. Stated bound: the mean
                    // difference per channel under 4 levels of 255, and no pixel off by more than 96 (chroma
                    // halved at the squares' edges and the text's).
                    let (mean, worst) = difference(window, expected)
                    XCTAssertLessThan(mean, 4, "\(format) frame \(index)")
                    XCTAssertLessThanOrEqual(worst, 96, "\(format) frame \(index)")
                }
            }
            // Beyond the window at frame 0 (200 points wide), the canvas is grey, its edge a darker line.
            if format.isLossless, let first = frames.first {
                XCTAssertEqual(rgb(first, x: 250, y: 50), [228, 228, 232])
                XCTAssertEqual(rgb(first, x: 200, y: 50), [140, 140, 148])
            }
        }
    }

    /// A red 20-point square that moves 40 points right over half a second (linear) and back, when its phases
    /// play, in a 100 × 20 window (leading-aligned).
    struct Slide: View {
        var body: some View {
            PhaseAnimator([0.0, 1.0], trigger: 0) { phase in
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).offset(x: phase * 40)
            } animation: { _ in .linear(duration: 0.5) }
            .frame(width: 100, height: 20, alignment: .leading)
        }
    }

    func testPlayRecordsThePhasesOnTheRecordingsClock() throws {
        try requireDisplay()
        // At 20 frames a second, frame 5 is 0.25 s in: half way to phase 1, the square's leading edge at 20;
        // frame 10, 0.5 s in, at phase 1: at 40. Without playing, it stays at 0.
        func edges(plays: Bool) throws -> [Int] {
            let recording = SweepRecording(from: CGSize(width: 100, height: 20), to: CGSize(width: 100, height: 20),
                                           duration: 0.55, fps: 20, playsPhases: plays)
            var edges: [Int] = []
            try recording.render(Slide()) { index, image in
                guard [0, 5, 10].contains(index) else { return }
                edges.append((0..<100).first { image.pixel(x: $0, y: 10).red > 128 && image.pixel(x: $0, y: 10).green < 128 } ?? -1)
            }
            return edges
        }
        XCTAssertEqual(try edges(plays: true), [0, 20, 40])
        XCTAssertEqual(try edges(plays: false), [0, 0, 0])
    }

    /// The pixel at (`x`, `y`) of the first frame of a 100 × 100 recording of a clear `width` × `height` frame,
    /// the recording set up by `configure`.
    private func firstFramePixel(of width: CGFloat, _ height: CGFloat, at x: Int, _ y: Int,
                                 configure: (inout SweepRecording) -> Void) throws -> [UInt8] {
        var recording = SweepRecording(from: CGSize(width: 100, height: 100), to: CGSize(width: 100, height: 100),
                                       duration: 0.1, fps: 20)
        configure(&recording)
        var pixel: [UInt8] = []
        try recording.render(Color.clear.frame(width: width, height: height)) { index, image in
            if index == 0 { let p = image.pixel(x: x, y: y); pixel = [p.red, p.green, p.blue] }
        }
        return pixel
    }

    func testInspectOutlinesEveryViewsFrame() throws {
        try requireDisplay()
        // A clear 40-point square centred in 100 × 100: its frame runs from 30 to 70. Outlined, the column at
        // 30 is pink (a 1-point stroke on the edge, half inside); plain, it is white like the rest.
        let outlined = try firstFramePixel(of: 40, 40, at: 30, 50) { $0.outlinesViews = true }
        XCTAssertGreaterThan(outlined[0], 200, "\(outlined)")
        XCTAssertLessThan(outlined[1], 150, "\(outlined)")
        XCTAssertEqual(try firstFramePixel(of: 40, 40, at: 30, 50) { _ in }, [255, 255, 255])
    }

    func testInspectLabelsEveryViewWithItsNameAndSize() throws {
        try requireDisplay()
        // A clear 80 × 40 rectangle centred in 100 × 100, from (10, 30): labelled, its top-leading corner holds
        // the label's dark pill ("Color 80×40", 10-point text, narrower than 80), 3 points in from the corner
        // past its rounding; plain, it is white like the rest.
        let labelled = try firstFramePixel(of: 80, 40, at: 13, 33) { $0.labelsViews = true }
        XCTAssertLessThan(labelled.max() ?? 255, 100, "\(labelled)")
        XCTAssertEqual(try firstFramePixel(of: 80, 40, at: 13, 33) { _ in }, [255, 255, 255])
    }

    /// A focusable square that turns from red to blue on space.
    private struct Toggler: View {
        @State private var on = false
        var body: some View {
            (on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                .focusable()
                .onKeyPress(.space) { on.toggle(); return .handled }
        }
    }

    /// "Tab@0.1,space@0.25" at 20 frames a second: Tab focuses the square in frame 2 (0.1 s), space turns it blue
    /// in frame 5 (0.25 s), not before; the keys' plate is in the bottom trailing corner from frame 2 on, and in
    /// no corner of frame 0.
    func testKeysOfAScriptArePressedAtTheirTimesAndShown() throws {
        try requireDisplay()
        var recording = SweepRecording(from: CGSize(width: 200, height: 120), to: CGSize(width: 200, height: 120),
                                       duration: 0.5, fps: 20)
        recording.keys = try KeyScript("Tab@0.1, space@0.25")
        var centres: [Int: [UInt8]] = [:], plates: [Int: Int] = [:]
        try recording.render(Toggler()) { index, image in
            let p = image.pixel(x: 50, y: 30)
            centres[index] = [p.red, p.green, p.blue]
            var dark = 0
            for y in 60..<120 { for x in 100..<200 where max(image.pixel(x: x, y: y).red, image.pixel(x: x, y: y).blue) < 100 { dark += 1 } }
            plates[index] = dark
        }
        XCTAssertEqual(centres[4], [255, 0, 0])
        XCTAssertEqual(centres[5], [0, 0, 255])
        XCTAssertEqual(plates[0], 0)
        XCTAssertGreaterThan(plates[2] ?? 0, 100)
        XCTAssertThrowsError(try KeyScript("space")) { XCTAssertTrue("\($0)".contains("KEY@SECONDS"), "\($0)") }
        XCTAssertThrowsError(try KeyScript("hyper+a@1"))
        XCTAssertEqual(try KeyScript("ctrl+s@2,a@1").presses.map(\.key),
                       [WindowKey(name: "a", text: "a"), WindowKey(name: "s", text: "s", modifiers: .control)])
    }

    func testAnUnknownExtensionOrNoFFmpegIsSaidBeforeAnyFrameAndWritesNothing() throws {
        let unknown = folder.appendingPathComponent("sweep.avi").path
        XCTAssertThrowsError(try recording.write(Scene(), to: unknown)) { error in
            XCTAssertEqual(error as? RecordingError, .unknownFormat(unknown))
            XCTAssertTrue("\(error)".contains(".gif, .apng (or .png), .mp4 or .webm"), "\(error)")
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", folder.path, 1)
        defer { setenv("PATH", path, 1) }
        XCTAssertThrowsError(try recording.write(Scene(), to: folder.appendingPathComponent("sweep.gif").path)) { error in
            XCTAssertEqual(error as? RecordingError, .noFFmpeg)
            XCTAssertTrue("\(error)".contains("apt-get install ffmpeg"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    // MARK: FFmpeg's programs

    private func requireProgram(_ name: String) throws {
        guard VideoEncoder.program(name) != nil else {
            throw XCTSkip("no \(name): Scripts/test.sh installs Debian's ffmpeg")
        }
    }

    /// `ffprobe`'s entries for the file's video stream, frames counted by decoding them, and its duration: the
    /// end of its latest packet (its time plus its length), which every format has (an animated PNG has no
    /// duration of its own).
    private func probe(_ path: String) throws -> [String: String] {
        let output = try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                         "stream=nb_read_frames,width,height,avg_frame_rate", "-of",
                                         "default=noprint_wrappers=1", path])
        var entries: [String: String] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { entries[parts[0]] = parts[1] }
        }
        let packets = try run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                          "packet=pts_time,duration_time", "-of", "csv=p=0", path])
        let ends = String(decoding: packets, as: UTF8.self).split(separator: "\n").compactMap { line -> Double? in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return fields.count == 2 ? fields[0] + fields[1] : nil
        }
        if let end = ends.max() { entries["duration"] = String(end) }
        return entries
    }

    /// Every frame of the file, decoded to RGBA by `ffmpeg`.
    private func decode(_ path: String, width: Int, height: Int) throws -> [RGBAImage] {
        let bytes = [UInt8](try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"]))
        let size = width * height * 4
        return stride(from: 0, to: bytes.count - size + 1, by: size).map {
            RGBAImage(width: width, height: height, pixels: Array(bytes[$0..<$0 + size]))
        }
    }

    private func run(_ program: String, _ arguments: [String]) throws -> Data {
        let run = try ProgramRun.run(URL(fileURLWithPath: try XCTUnwrap(VideoEncoder.program(program))), arguments)
        XCTAssertEqual(run.status, 0, "\(program) \(arguments)")
        return run.output
    }

    // MARK: Pixels

    private func crop(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height { pixels += image.pixels[(y * image.width * 4)..<(y * image.width + width) * 4] }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    private func rgb(_ image: RGBAImage, x: Int, y: Int) -> [UInt8] {
        let pixel = image.pixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue]
    }

    /// The mean absolute difference per colour channel, and the largest.
    private func difference(_ a: RGBAImage, _ b: RGBAImage) -> (mean: Double, worst: Int) {
        var total = 0, worst = 0, count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            for channel in 0..<3 {
                let d = abs(Int(a.pixels[i + channel]) - Int(b.pixels[i + channel]))
                total += d
                worst = max(worst, d)
                count += 1
            }
        }
        return (Double(total) / Double(count), worst)
    }
}
