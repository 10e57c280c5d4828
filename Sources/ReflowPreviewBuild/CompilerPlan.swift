import Foundation

/// The commands the Swift driver (`swiftc`) runs for a job of a preview build, asked of it once with `-###` and
/// then run directly at every save: the driver's own start, about 30 ms a call on a 2-core machine, is paid once
/// a session instead of twice a save (compile and link). The commands hold the build's folder as a token, so one
/// plan serves every build folder; the driver's temporary `.autolink` file goes into the build folder instead.
struct CompilerPlan {
    /// Stands for the build's folder in the planned commands.
    static let folderToken = "\u{1}reflow-build-folder\u{1}"

    /// The commands, each an executable and its arguments, with the build folder as `folderToken`.
    let jobs: [[String]]

    /// The plan of `swiftc arguments` for a build in `buildFolder`, or nil when the driver gives none that can
    /// be run directly (then the driver runs the job itself).
    static func make(compiler: String, arguments: [String], buildFolder: String) -> CompilerPlan? {
        guard let printed = plan(compiler, arguments, printedOn: .output) else { return nil }
        var temporaryFolders: Set<String> = []
        let jobs = printed.split(separator: "\n").map { line in
            shellWords(String(line)).map { word -> String in
                // The driver's temporary list of libraries to link goes beside the build's other files.
                if word.hasSuffix(".autolink") {
                    let at = word.hasPrefix("@")
                    temporaryFolders.insert(URL(fileURLWithPath: at ? String(word.dropFirst()) : word)
                        .deletingLastPathComponent().path)
                    return (at ? "@" : "") + folderToken + "/previews.autolink"
                }
                return word.replacingOccurrences(of: buildFolder, with: folderToken)
            }
        }
        // Planning made the driver's temporary folder (and left it); it is not used.
        for folder in temporaryFolders where URL(fileURLWithPath: folder).lastPathComponent.hasPrefix("TemporaryDirectory.") {
            try? FileManager.default.removeItem(atPath: folder)
        }
        guard areRunnable(jobs) else { return nil }
        return CompilerPlan(jobs: jobs.flatMap { linkerCommands(of: $0, buildFolder: buildFolder) ?? [$0] })
    }

    /// The commands a link job run by `clang` runs (the linker, `ld.lld` or `ld.gold`), asked of it with `-###`:
    /// clang only starts the linker, and its own start costs 10–15 ms of every link (docs/preview-reloads.md
    /// §4.6). Nil when `job` is not clang's or clang gives no plain list of commands.
    static func linkerCommands(of job: [String], buildFolder: String) -> [[String]]? {
        guard URL(fileURLWithPath: job[0]).lastPathComponent.hasPrefix("clang") else { return nil }
        // Clang reads a response file (`@list`) into its command line wherever it stands, so the list of
        // libraries would be planned as it is now, not as each build writes it: `-Wl,` hands it to the linker
        // unread, and the linker (lld and gold both) reads it at each build.
        let arguments = job.dropFirst().map {
            ($0.hasPrefix("@") ? "-Wl," + $0 : $0).replacingOccurrences(of: folderToken, with: buildFolder)
        }
        // Clang prints its version and target first, then each command indented, every word in double quotes.
        guard let printed = plan(job[0], arguments, printedOn: .error) else { return nil }
        let commands = printed.split(separator: "\n").filter { $0.hasPrefix(" \"") }
            .map { shellWords(String($0)).map { $0.replacingOccurrences(of: buildFolder, with: folderToken) } }
        return areRunnable(commands) ? commands : nil
    }

    /// Where a program prints the commands it would run: swiftc on standard output, clang on standard error.
    private enum Stream { case output, error }

    /// What `executable arguments -###` prints on `stream` (the other is dropped), or nil when it does not run
    /// or fails.
    private static func plan(_ executable: String, _ arguments: [String], printedOn stream: Stream) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["-###"]
        let pipe = Pipe()
        process.standardOutput = stream == .output ? pipe : FileHandle.nullDevice
        process.standardError = stream == .error ? pipe : FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Whether there are commands and each names an executable file.
    private static func areRunnable(_ commands: [[String]]) -> Bool {
        !commands.isEmpty && commands.allSatisfy { !$0.isEmpty && FileManager.default.isExecutableFile(atPath: $0[0]) }
    }

    /// The commands for a build in `buildFolder`.
    func commands(in buildFolder: String) -> [[String]] {
        jobs.map { job in job.map { $0.replacingOccurrences(of: Self.folderToken, with: buildFolder) } }
    }

    /// `line` split into words as a POSIX shell would: spaces separate, single quotes keep everything, double
    /// quotes keep everything but a backslash before `"`, `\`, `$` or a backquote, and a backslash outside quotes
    /// keeps the next character. (How the driver quotes the commands it prints.)
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                while let next = characters.next(), next != "'" { word.append(next) }
            case "\"":
                inWord = true
                while let next = characters.next(), next != "\"" {
                    if next == "\\", let escaped = characters.next() {
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let next = characters.next() { word.append(next) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
