import Foundation

/// Writes a whole file so that a failure says why and leaves nothing half-written.
///
/// The bytes go to a hidden file beside the target, which is renamed over it once complete: a reader never
/// sees part of a picture, and a failed write (a full disk) leaves the old file, or none, as it was. A target
/// that is not a plain file, such as `/dev/stdout` or a symbolic link, is written in place instead, since a
/// rename would replace it rather than write through it.
enum FileOutput {
    /// Throws `ViewerError.cannotWrite` with `strerror`'s words for the failing step.
    static func write(_ bytes: [UInt8], to path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            return try writeInPlace(bytes, to: path)
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        if let code = writeAll(bytes, to: descriptor) ?? (close(descriptor) == 0 ? nil : errno) {
            unlink(temporary)
            throw failure(path, code)
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        if let code = writeAll(bytes, to: descriptor) ?? (close(descriptor) == 0 ? nil : errno) {
            throw failure(path, code)
        }
    }

    /// Writes every byte; the errno of a failed write (after closing), nil when all were written.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                // A write of 0 bytes to a regular file means no room.
                let code = written < 0 ? errno : ENOSPC
                close(descriptor)
                return code
            }
            offset += written
        }
        return nil
    }

    private static func failure(_ path: String, _ code: Int32) -> ViewerError {
        .cannotWrite(path, reason: String(cString: strerror(code)))
    }
}
