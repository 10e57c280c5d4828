import Foundation
@testable import ReflowPreviewBuild
import XCTest

/// The compilation database `reflow editor-setup` (and `reflow preview FOLDER`) writes, and sourcekit-lsp
/// knowing SwiftUI through it: completion after `Text("a").pad` holds `padding`, a correct file has no
/// diagnostics and a wrong one the compiler's error.
final class EditorSetupTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "editor-setup-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func builder() throws -> PreviewBuilder {
        var url = Bundle(for: EditorSetupTests.self).bundleURL
        while url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        let kit = try XCTUnwrap(PreviewKit(folder: url.path), "no preview kit beside the tests in \(url.path)")
        return try PreviewBuilder(kit: kit, folder: folder + "/.builds")
    }

    private func write(_ text: String, _ name: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testTheDatabaseHoldsEveryFileWithThePreviewBuildsArgumentsAndKeepsOthers() throws {
        let card = try write("import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\") } }\n", "Card.swift")
        let model = try write("import Foundation\nfinal class Model: ObservableObject {}\n", "Model.swift")
        let builder = try builder()
        XCTAssertEqual(try EditorSetup.write(files: [card, model], into: folder, builder: builder),
                       .written(folder + "/compile_commands.json"))
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/compile_commands.json"))
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["file"] as? String }, [card, model])
        let arguments = try XCTUnwrap(entries.first?["arguments"] as? [String])
        XCTAssertTrue(arguments.first?.hasSuffix("swiftc") ?? false)
        XCTAssertTrue(arguments.contains(card) && arguments.contains(model), "one module: every file in each entry")
        XCTAssertTrue(arguments.contains { $0.hasSuffix("#ReflowMacros") }, "the #Preview macro's plugin")
        let imported = arguments.indices.filter { arguments[$0] == "-import-module" }.map { arguments[$0 + 2] }
        XCTAssertEqual(imported, ["Combine", "CoreGraphics", "FoundationNetworking"],
                       "implicitly, and FoundationNetworking since an editor cannot know which names a file will use")
        XCTAssertTrue(arguments.contains { $0.hasSuffix("/URLSession+DataTaskPublisher.swift") }, "the publisher")
        // A database of someone else's is kept; a package gets none.
        try "[]".write(toFile: folder + "/compile_commands.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(try EditorSetup.write(files: [card], into: folder, builder: builder),
                       .keptOwn(folder + "/compile_commands.json"))
        try "// swift-tools-version:5.9".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        XCTAssertEqual(try EditorSetup.write(files: [card], into: folder, builder: builder),
                       .package(folder + "/Package.swift"))
    }

    func testSourceKitLSPCompletesSwiftUIAndReportsTheCompilersErrors() throws {
        let compiler = try XCTUnwrap(try builder().compilationArguments(files: []).first)
        let server = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("sourcekit-lsp").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw XCTSkip("the toolchain has no sourcekit-lsp beside swiftc")
        }
        let good = try write("""
            import SwiftUI

            struct Card: View {
                var body: some View {
                    Text("a").padding()
                }
            }

            #Preview { Card() }
            """, "Card.swift")
        _ = try EditorSetup.write(files: [good], into: folder, builder: builder())
        let client = try LanguageServer(server: server, root: folder)
        defer { client.stop() }
        XCTAssertEqual(try client.open(good, text: String(contentsOfFile: good, encoding: .utf8)), [])
        let wrong = try String(contentsOfFile: good, encoding: .utf8).replacingOccurrences(of: "Text(\"a\").padding()",
                                                                                          with: "Text(\"a\").pad")
        XCTAssertEqual(try client.change(good, text: wrong, version: 2), ["Value of type 'Text' has no member 'pad'"])
        let labels = try client.completion(good, line: 4, character: 21)
        XCTAssertTrue(labels.contains { $0.hasPrefix("padding(") }, "\(labels)")
    }
}

/// A minimal Language Server Protocol client over a server's standard input and output.
private final class LanguageServer {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(server: String, root: String) throws {
        process.executableURL = URL(fileURLWithPath: server)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that stops answering ends the test rather than hanging it.
        let running = process
        DispatchQueue.global().asyncAfter(deadline: .now() + 180) { if running.isRunning { running.terminate() } }
        _ = try request("initialize", ["processId": NSNull(), "rootUri": "file://" + root, "capabilities": [:]])
        try notify("initialized", [:])
    }

    func stop() { if process.isRunning { process.terminate() } }

    /// Opens `path` and returns the messages of its first diagnostics.
    func open(_ path: String, text: String) throws -> [String] {
        try notify("textDocument/didOpen", ["textDocument": ["uri": "file://" + path, "languageId": "swift",
                                                             "version": 1, "text": text]])
        return try diagnostics()
    }

    /// Replaces `path`'s text and returns the messages of its next diagnostics.
    func change(_ path: String, text: String, version: Int) throws -> [String] {
        try notify("textDocument/didChange", ["textDocument": ["uri": "file://" + path, "version": version],
                                              "contentChanges": [["text": text]]])
        return try diagnostics()
    }

    /// The labels completion offers at a position (zero-based).
    func completion(_ path: String, line: Int, character: Int) throws -> [String] {
        let result = try request("textDocument/completion", ["textDocument": ["uri": "file://" + path],
                                                              "position": ["line": line, "character": character]])
        let items = (result as? [String: Any])?["items"] as? [[String: Any]] ?? result as? [[String: Any]] ?? []
        return items.compactMap { $0["label"] as? String }
    }

    private func diagnostics() throws -> [String] {
        while true {
            let message = try receive()
            if message["method"] as? String == "textDocument/publishDiagnostics",
               let params = message["params"] as? [String: Any], let list = params["diagnostics"] as? [[String: Any]] {
                return list.compactMap { $0["message"] as? String }
            }
        }
    }

    private func request(_ method: String, _ params: [String: Any]) throws -> Any? {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        while true {
            let message = try receive()
            if message["method"] == nil, message["id"] as? Int == id { return message["result"] }
            // A request of the server's own (registering capabilities) is answered with nothing.
            if message["method"] != nil, let serverID = message["id"] {
                try send(["jsonrpc": "2.0", "id": serverID, "result": NSNull()])
            }
        }
    }

    private func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    private func receive() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":")
                    return parts.count == 2 && parts[0].lowercased() == "content-length"
                        ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length {
                    let body = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(end.upperBound, offsetBy: length)...])
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
                }
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { throw CocoaError(.fileReadUnknown) }
            buffer += more
        }
    }
}
