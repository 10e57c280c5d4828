import Foundation

/// Tells when Swift files in some folders are saved, through inotify.
///
/// It watches folders rather than files, because many editors save by writing a new file and renaming it
/// over the old one (vim, Emacs, most IDEs), which leaves a watch on the old file's inode behind; a folder
/// watch sees the rename (`IN_MOVED_TO`) as well as a file written in place and closed (`IN_CLOSE_WRITE`).
/// Saves are taken once the file is complete, never on a partial write.
public final class FileWatcher {
    /// The descriptor to poll; readable when something happened.
    public let fileDescriptor: Int32
    private var folders: [Int32: String] = [:]

    /// Watches `folders`; throws when inotify is unavailable.
    public init(folders: [String]) throws {
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fileDescriptor >= 0 else { throw WatchError(message: "inotify: \(String(cString: strerror(errno)))") }
        for folder in Set(folders).sorted() { add(folder) }
    }

    deinit { close(fileDescriptor) }

    /// Starts watching `folder` too (a no-op for one watched already).
    public func add(_ folder: String) {
        guard !folders.values.contains(folder) else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        let watch = inotify_add_watch(fileDescriptor, folder, mask)
        if watch >= 0 { folders[watch] = folder }
    }

    /// The paths of the Swift files saved, created, removed or renamed since the last call (each once), read
    /// without waiting.
    public func changedFiles() -> [String] {
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.load(fromByteOffset: offset, as: Int32.self),
                     Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if let folder = folders[watch], name.hasSuffix(".swift"), !name.hasPrefix(".") {
                    let path = folder + "/" + name
                    if !changed.contains(path) { changed.append(path) }
                }
                offset += header + length
            }
        }
        return changed
    }
}

struct WatchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
