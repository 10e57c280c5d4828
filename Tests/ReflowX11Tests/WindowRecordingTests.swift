import Foundation
@_spi(Preview) @testable import ReflowX11
@testable import Reflow
import ReflowTestSupport
import XCTest

/// The window's `r` recording (issue 31, item 3): what the window showed, read 30 times a second, in real time,
/// checked with FFmpeg's `ffprobe` and `ffmpeg`.
final class WindowRecordingTests: XCTestCase {
    struct Square: View {
        let color: Color
        var body: some View { color.frame(width: 100, height: 100) }
    }

    func testTheRecordingHasTheWindowsFramesAtThirtyASecondAsLongAsItRan() throws {
        try requireDisplay()
        guard let ffprobe = VideoEncoder.program("ffprobe"), let ffmpeg = VideoEncoder.program("ffmpeg") else {
            throw XCTSkip("no ffmpeg: Scripts/test.sh installs it")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.mp4").path
        // A 200 × 100 window: a blue square centred (50 to 150), red after the update.
        let window = ReflowWindow(title: "recording test", size: CGSize(width: 200, height: 100)) {
            Square(color: Color(red: 0, green: 0, blue: 1))
        }
        nonisolated(unsafe) var stopped: (path: String, seconds: Double)?
        nonisolated(unsafe) var failure: String?
        nonisolated(unsafe) var wall = 0.0
        try InProcessWindow.run(window) { id, probe in
            guard let id, let probe else { return }
            _ = pollUntil("blue 50..<150", timeout: 10) { probe.row(50, of: id).runs }
            let begun = Date()
            DispatchQueue.main.async {
                do { try window.startRecording(to: path) } catch { failure = "\(error)" }
            }
            usleep(1_000_000)
            DispatchQueue.main.async { window.update(rootView: Square(color: Color(red: 1, green: 0, blue: 0))) }
            _ = pollUntil("red 50..<150", timeout: 10) { probe.row(50, of: id).runs }
            usleep(500_000)
            // The time the window was recorded for ends when the stop is asked: ffmpeg's finishing the file
            // after it does not count.
            wall = Date().timeIntervalSince(begun)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.main.async {
                do { stopped = try window.stopRecording() } catch { failure = "\(error)" }
                done.signal()
            }
            done.wait()
        }
        XCTAssertNil(failure)
        let result = try XCTUnwrap(stopped)
        XCTAssertEqual(result.path, path)
        // About 1.5 s of the window: what it ran for, within the main queue's reaction times either side.
        XCTAssertEqual(result.seconds, wall, accuracy: 0.25)

        func run(_ program: String, _ arguments: [String]) throws -> Data {
            try ProgramRun.run(URL(fileURLWithPath: program), arguments).output
        }
        // ffprobe: 30 frames a second, as many as the seconds say, the screen's size (Xvfb's 1280 × 800).
        let probe = String(decoding: try run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                       "-show_entries", "stream=nb_read_frames,width,height,avg_frame_rate",
                                                       "-of", "csv=p=0", path]), as: UTF8.self)
        let fields = probe.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
        XCTAssertEqual(fields.count, 4, probe)
        guard fields.count == 4 else { return }
        XCTAssertEqual(fields[2], "30/1")
        XCTAssertEqual(Int(fields[3]), Int((result.seconds * 30).rounded()))
        let (width, height) = (Int(fields[0])!, Int(fields[1])!)
        XCTAssertGreaterThanOrEqual(width, 200)
        XCTAssertGreaterThanOrEqual(height, 100)
        // The first frame shows the square blue, the last red, at the window's top leading corner.
        let bytes = [UInt8](try run(ffmpeg, ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]))
        let frameSize = width * height * 3
        XCTAssertEqual(bytes.count % frameSize, 0)
        func pixel(frame: Int, x: Int, y: Int) -> [UInt8] {
            let i = frame * frameSize + (y * width + x) * 3
            return Array(bytes[i..<i + 3])
        }
        let frames = bytes.count / frameSize
        guard frames > 1 else { return XCTFail("\(frames) frames") }
        func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 60 && p[1] < 60 }
        func isRed(_ p: [UInt8]) -> Bool { p[0] > 200 && p[1] < 60 && p[2] < 60 }
        XCTAssertTrue(isBlue(pixel(frame: 0, x: 100, y: 50)), "\(pixel(frame: 0, x: 100, y: 50))")
        XCTAssertTrue(isRed(pixel(frame: frames - 1, x: 100, y: 50)), "\(pixel(frame: frames - 1, x: 100, y: 50))")
    }
}
