import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// Which linker a preview is linked with: LLVM's lld when the toolchain has it beside `swiftc` (it links a
/// preview in about three quarters of gold's time; `bash Scripts/preview-bench.sh`), the compiler's default
/// otherwise or when `REFLOW_PREVIEW_LINKER=default` asks for it.
final class PreviewLinkerTests: XCTestCase {
    private func toolchain(withLLD: Bool) throws -> String {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)/usr/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let names = withLLD ? ["swiftc", "ld.lld"] : ["swiftc"]
        for name in names {
            let path = bin.appendingPathComponent(name).path
            FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8),
                                           attributes: [.posixPermissions: 0o755])
        }
        return bin.appendingPathComponent("swiftc").path
    }

    override func tearDown() { unsetenv("REFLOW_PREVIEW_LINKER") }

    func testLLDBesideTheCompilerIsChosenUnlessTheDefaultIsAskedFor() throws {
        let with = try toolchain(withLLD: true), without = try toolchain(withLLD: false)
        defer {
            for path in [with, without] {
                try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().path)
            }
        }
        XCTAssertEqual(PreviewBuilder.linker(besides: with), ["-use-ld=lld"])
        XCTAssertEqual(PreviewBuilder.linker(besides: without), [])
        setenv("REFLOW_PREVIEW_LINKER", "default", 1)
        XCTAssertEqual(PreviewBuilder.linker(besides: with), [])
    }
}
