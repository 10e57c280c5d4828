import Foundation

/// What `reflow preview` takes as source, and what it refuses in one clear line before the compiler sees it: a
/// preview runs a stranger's files, and a file that is huge, not text, not a file, unreadable or behind a loop
/// of links, or a folder of thousands of files, must cost a moment and say why rather than hang a build or run
/// it out of memory (docs/preview-sandbox.md §2).
public enum SourceLimits {
    /// The largest file previewed: far above any hand-written SwiftUI file, far below what would stall a save.
    public static let largestFile = 1 << 20
    /// The most Swift files a folder may bring, and the most entries searched for them.
    public static let mostFiles = 1000
    public static let mostEntriesSearched = 50_000

    /// Why the file at `path` cannot be previewed, in words that follow its path ("a.swift: is 10.5 MB; …");
    /// nil when it can. Reads the file's bytes (at most `largestFile` + 1), without blocking on a pipe or a device.
    public static func problem(with path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ELOOP: return "a symbolic link that loops (too many levels of links)"
            case ENOENT: return "no such file"
            case EACCES, EPERM: return "cannot be read: permission denied"
            default: return "cannot be opened: " + String(cString: strerror(errno))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return "cannot be read: " + String(cString: strerror(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return "not a regular file" }
        if status.st_size > largestFile {
            return String(format: "is %.1f MB; a previewed file may be at most %d MB (is it generated, or copied in?)",
                          Double(status.st_size) / 1_000_000, largestFile >> 20)
        }
        // As many bytes as the file says it has, and one more to see whether it grew: a save checks every file,
        // and a buffer of the largest size each time would cost more than reading them.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), largestFile) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            guard got > 0 else {
                if got < 0 { return "cannot be read: " + String(cString: strerror(errno)) }
                break
            }
            count += got
        }
        guard count <= largestFile else {
            return "is more than \(largestFile >> 20) MB; a previewed file may be at most \(largestFile >> 20) MB"
        }
        let text = bytes.prefix(count)
        if let zero = text.firstIndex(of: 0) { return "is not text: it holds a NUL byte (at byte \(zero))" }
        if String(validating: text, as: UTF8.self) == nil { return "is not UTF-8 text" }
        return nil
    }
}
