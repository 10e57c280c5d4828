import Foundation
import ReflowX11
import XCTest

// Pictures checked against reference images committed beside the tests. A failing comparison leaves what it
// saw behind (the actual image, and a diff marking the pixels that differ) and names the files, so the
// failure can be looked at rather than guessed from a count; and the references are re-recorded by the tests
// themselves, so nothing else has to know how a picture is made.

/// Recording reference images instead of comparing with them: `REFLOW_RECORD_SNAPSHOTS=1`, as
/// swift-snapshot-testing's record mode. Every comparison then writes its reference and fails, so that a
/// recording run is never taken for a passing one.
public enum SnapshotRecording {
    public static let environmentVariable = "REFLOW_RECORD_SNAPSHOTS"

    /// Whether the variable is set to anything but nothing or 0.
    public static var isOn: Bool {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable] else { return false }
        return !value.isEmpty && value != "0"
    }
}

/// Where failing comparisons put their pictures: `$REFLOW_TEST_ARTIFACTS` when set, otherwise
/// `.build/test-artifacts` in the package.
public enum TestArtifacts {
    public static let environmentVariable = "REFLOW_TEST_ARTIFACTS"

    public static var folder: URL {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // This file is Tests/ReflowTestSupport/ReferenceImages.swift in the package.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return package.appendingPathComponent(".build/test-artifacts", isDirectory: true)
    }
}

/// How far a picture may stray from its reference: a pixel differs when some channel (alpha included) is more
/// than `levels` off, and at most `differingShare` of the pixels may differ.
public struct ImageTolerance: Sendable {
    public var levels: Int
    public var differingShare: Double

    public init(levels: Int, differingShare: Double) {
        self.levels = levels
        self.differingShare = differingShare
    }
}

/// A picture marking where `actual` differs from `reference` (their sizes must match): the reference faded
/// to a light grey, with every differing pixel pure red.
public func differenceImage(_ actual: RGBAImage, _ reference: RGBAImage, tolerance: Int) -> RGBAImage {
    precondition(actual.width == reference.width && actual.height == reference.height)
    var pixels = [UInt8](repeating: 255, count: reference.pixels.count)
    for i in stride(from: 0, to: pixels.count, by: 4) {
        let differs = (i..<i + 4).contains { abs(Int(actual.pixels[$0]) - Int(reference.pixels[$0])) > tolerance }
        if differs {
            pixels[i + 1] = 0
            pixels[i + 2] = 0
        } else {
            // Luma (Rec. 601) over white, kept to the top third of the range so that red stands out.
            let alpha = Double(reference.pixels[i + 3]) / 255
            let luma = 0.299 * Double(reference.pixels[i]) + 0.587 * Double(reference.pixels[i + 1])
                + 0.114 * Double(reference.pixels[i + 2])
            let grey = UInt8(170 + (luma * alpha + 255 * (1 - alpha)) / 3)
            pixels[i] = grey
            pixels[i + 1] = grey
            pixels[i + 2] = grey
        }
    }
    return RGBAImage(width: reference.width, height: reference.height, pixels: pixels)
}

extension XCTestCase {
    /// Checks `actual`, a PNG file's bytes, against the reference image at `reference`.
    ///
    /// In record mode (`REFLOW_RECORD_SNAPSHOTS=1`) the bytes become the reference, as they are, and the check
    /// fails saying so. Otherwise, when the sizes differ or too many pixels do, the failure names the actual
    /// image and a diff written to the artifacts folder (`TestArtifacts`); a check that passes removes the
    /// pictures an earlier failure of it left there.
    public func assertMatchesReference(png actual: [UInt8], reference: URL, within tolerance: ImageTolerance,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let name = reference.deletingPathExtension().lastPathComponent
        let shown = reference.deletingLastPathComponent().lastPathComponent + "/" + reference.lastPathComponent
        if SnapshotRecording.isOn {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(actual).write(to: reference)
            XCTFail("""
                recorded \(shown) (\(SnapshotRecording.environmentVariable) is set): look at it, then run the tests \
                without the variable
                """, file: file, line: line)
            return
        }

        let artifacts = TestArtifacts.folder.appendingPathComponent(String(describing: type(of: self)), isDirectory: true)
        let actualFile = artifacts.appendingPathComponent(name + ".actual.png")
        let diffFile = artifacts.appendingPathComponent(name + ".diff.png")
        for stale in [actualFile, diffFile] { try? FileManager.default.removeItem(at: stale) }
        let record = "to take the actual image as the reference, run the test with \(SnapshotRecording.environmentVariable)=1"

        guard let referenceBytes = try? Data(contentsOf: reference) else {
            try write(actual, to: actualFile)
            XCTFail("\(name): no reference image \(shown)\n  actual: \(actualFile.path)\n  \(record)",
                    file: file, line: line)
            return
        }
        let image = try PNGDecoder.decode(actual)
        let expected = try PNGDecoder.decode(Array(referenceBytes))
        guard image.width == expected.width, image.height == expected.height else {
            try write(actual, to: actualFile)
            XCTFail("""
                \(name): the image is \(image.width)×\(image.height), \(shown) \(expected.width)×\(expected.height)
                  actual: \(actualFile.path)
                  \(record)
                """, file: file, line: line)
            return
        }
        let differing = image.differingPixels(from: expected, tolerance: tolerance.levels) ?? 0
        let allowed = tolerance.differingShare * Double(image.width * image.height)
        guard Double(differing) > allowed else { return }
        try write(actual, to: actualFile)
        try write(try PNGEncoder.encode(differenceImage(image, expected, tolerance: tolerance.levels)), to: diffFile)
        XCTFail("""
            \(name): \(differing) pixels differ from \(shown) by more than \(tolerance.levels) levels \
            (at most \(Int(allowed)) may)
              actual: \(actualFile.path)
              diff:   \(diffFile.path) (the differing pixels red on a faded copy of the reference)
              \(record)
            """, file: file, line: line)
    }

    private func write(_ bytes: [UInt8], to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }
}
