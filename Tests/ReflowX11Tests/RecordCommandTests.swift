import Foundation
import Reflow
import ReflowTestSupport
import XCTest
@testable import ReflowX11

/// `reflow record` (issue 31, item 3): the built command on a preview file and on a gallery scene, and its
/// argument errors.
final class RecordCommandTests: XCTestCase {
    private var folder: PreviewFolder!

    override func setUpWithError() throws { folder = try PreviewFolder() }
    override func tearDown() { folder = nil }

    /// Runs `reflow record ARGUMENTS` (with `PATH` when given); its exit status and standard error.
    private func record(_ arguments: [String], path: String? = nil) throws -> (status: Int32, errors: String) {
        var environment = ProcessInfo.processInfo.environment.merging(folder.environment) { $1 }
        if let path { environment["PATH"] = path }
        let run = try ProgramRun.run(ViewerProcess.executable, ["record"] + arguments, environment: environment)
        return (run.status, run.errorText)
    }

    /// The frames `ffprobe` counts in `path`, and their size.
    private func frames(_ path: String) throws -> String {
        let ffprobe = URL(fileURLWithPath: try XCTUnwrap(VideoEncoder.program("ffprobe")))
        let run = try ProgramRun.run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                               "stream=nb_read_frames,width,height", "-of", "csv=p=0", path])
        return run.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testAPreviewFileIsRecordedWithTheFramesAndSizeAsked() throws {
        try requireDisplay()
        guard VideoEncoder.program("ffprobe") != nil else { throw XCTSkip("no ffprobe: Scripts/test.sh installs ffmpeg") }
        try folder.write("""
            import SwiftUI

            #Preview("Row") {
                HStack { Color.red; Color.blue.frame(width: 50) }
            }

            """, to: "Row.swift")
        // 0.5 s at 24 frames a second: 12 frames, each as large as the larger size, 260 × 90.
        let output = folder.file("row.gif")
        let result = try record([folder.file("Row.swift"), "--sweep", "160x90..260x90", "--duration", "0.5",
                                 "--fps", "24", "-o", output])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try frames(output), "260,90,12")
    }

    func testAGallerySceneIsRecordedInProcess() throws {
        try requireDisplay()
        guard VideoEncoder.program("ffprobe") != nil else { throw XCTSkip("no ffprobe: Scripts/test.sh installs ffmpeg") }
        let output = folder.file("flow.apng")
        let result = try record(["flow", "--sweep", "320x240..400x240", "--duration", "0.25", "--fps", "20", "-o", output])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try frames(output), "400,240,5")
    }

    func testBadArgumentsAndNoFFmpegGetClearMessagesAndNoFile() throws {
        let output = folder.file("flow.gif")
        let noSecondSize = try record(["flow", "--sweep", "320x240", "-o", output])
        XCTAssertNotEqual(noSecondSize.status, 0)
        XCTAssertTrue(noSecondSize.errors.contains("WxH..WxH"), noSecondSize.errors)
        let neither = try record(["flow", "-o", output])
        XCTAssertNotEqual(neither.status, 0)
        XCTAssertTrue(neither.errors.contains("say --sweep WxH..WxH, or --play"), neither.errors)
        let both = try record(["flow", "--play", "--sweep", "320x240..400x240", "-o", output])
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.errors.contains("--play records at --size; leave out --sweep"), both.errors)
        let badFormat = try record(["flow", "--sweep", "320x240..400x240", "-o", folder.file("flow.avi")])
        XCTAssertNotEqual(badFormat.status, 0)
        XCTAssertTrue(badFormat.errors.contains("cannot tell the format of"), badFormat.errors)
        let noFFmpeg = try record(["flow", "--sweep", "320x240..400x240", "-o", output], path: "/nonexistent")
        XCTAssertEqual(noFFmpeg.status, 1)
        XCTAssertTrue(noFFmpeg.errors.contains("apt-get install ffmpeg"), noFFmpeg.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
