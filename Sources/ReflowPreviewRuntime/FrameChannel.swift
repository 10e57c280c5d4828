import Foundation
// Implementation-only, as in ParentDeath.swift: no CProcess type appears in a declaration.
@_implementationOnly import CProcess

/// How a preview process hands its frames to `reflow preview` without a connection to the X server (issue 32,
/// item 1; docs/preview-sandbox.md §4): the pixels go into a file in memory (memfd) that both map, passed once
/// per size over a Unix socket (SCM_RIGHTS); each frame is then a short message, which `reflow preview`
/// answers once it has put the pixels on the window, so the process never draws into pixels being read.
///
/// The socket is a `SOCK_SEQPACKET` pair: each message arrives whole. A message is six 64-bit little-endian
/// numbers: kind, frame number, width, height, bytes a row, and the file's size.
public enum FrameChannel {
    /// The descriptor a preview process gets the socket as.
    public static let descriptor: Int32 = 4

    enum Kind: UInt64 { case memory = 1, frame = 2, shown = 3 }

    struct Message {
        var kind: Kind
        var number: UInt64 = 0
        var width = 0
        var height = 0
        var stride = 0
        var size = 0

        var words: [UInt64] { [kind.rawValue, number, UInt64(width), UInt64(height), UInt64(stride), UInt64(size)] }

        init(kind: Kind, number: UInt64 = 0, width: Int = 0, height: Int = 0, stride: Int = 0, size: Int = 0) {
            self.kind = kind
            self.number = number
            self.width = width
            self.height = height
            self.stride = stride
            self.size = size
        }

        init?(words: [UInt64]) {
            guard words.count == 6, let kind = Kind(rawValue: words[0]),
                  words[2...5].allSatisfy({ $0 < 1 << 40 }) else { return nil }
            self.init(kind: kind, number: words[1], width: Int(words[2]), height: Int(words[3]), stride: Int(words[4]),
                      size: Int(words[5]))
        }
    }

    /// A connected pair of sockets, both ends close-on-exec: one for `reflow preview`, one for the process.
    public static func pair() throws -> (ours: Int32, theirs: Int32) {
        var ends: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw FrameChannelError("cannot make a socket pair: \(String(cString: strerror(errno)))")
        }
        return (ends[0], ends[1])
    }

    static func send(_ message: Message, on socket: Int32, attaching descriptor: Int32 = -1) -> Bool {
        let words = message.words
        return words.withUnsafeBytes { reflow_send_message(socket, $0.baseAddress, $0.count, descriptor) } == 48
    }

    /// The next message on `socket` and the descriptor it carried, or nil: nothing there (non-blocking), the
    /// other end gone, or a message that is not one.
    static func receive(on socket: Int32, blocking: Bool) -> (message: Message, descriptor: Int32)?? {
        var words = [UInt64](repeating: 0, count: 6)
        var descriptor: Int32 = -1
        let received = words.withUnsafeMutableBytes {
            reflow_receive_message(socket, $0.baseAddress, $0.count, &descriptor, blocking ? 0 : Int32(MSG_DONTWAIT))
        }
        if received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .some(nil) }
        guard received == 48, let message = Message(words: words) else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        return .some((message, descriptor))
    }
}

public struct FrameChannelError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The preview process's end: copies each frame into the shared file and says so, then waits (a second at most)
/// for `reflow preview` to have shown it.
public final class FrameSender {
    private let socket: Int32
    private var file: Int32 = -1
    private var mapping: UnsafeMutableRawPointer?
    private var size = 0
    private var number: UInt64 = 0

    public init(socket: Int32 = FrameChannel.descriptor) {
        self.socket = socket
    }

    deinit {
        if let mapping { munmap(mapping, size) }
        if file >= 0 { close(file) }
    }

    /// Sends `height` rows of `stride` bytes at `pixels` (cairo's RGB24: the server's 24-bit TrueColor layout);
    /// false when `reflow preview` is gone or the file cannot be made.
    @discardableResult
    public func send(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        let bytes = stride * height
        if bytes > size, !grow(to: bytes) { return false }
        guard let mapping else { return false }
        mapping.copyMemory(from: pixels, byteCount: bytes)
        number &+= 1
        guard FrameChannel.send(.init(kind: .frame, number: number, width: width, height: height, stride: stride,
                                      size: size), on: socket) else { return false }
        return waitUntilShown(number)
    }

    /// A new file of `bytes` (rounded up to a mebibyte, so that a window dragged larger does not make one a
    /// frame), mapped, and passed to `reflow preview`.
    private func grow(to bytes: Int) -> Bool {
        let rounded = (bytes + (1 << 20) - 1) & ~((1 << 20) - 1)
        let made = reflow_memory_file("reflow-frame")
        guard made >= 0, ftruncate(made, off_t(rounded)) == 0,
              let mapped = mmap(nil, rounded, PROT_READ | PROT_WRITE, MAP_SHARED, made, 0), mapped != MAP_FAILED else {
            if made >= 0 { close(made) }
            return false
        }
        if let mapping { munmap(mapping, size) }
        if file >= 0 { close(file) }
        file = made
        mapping = mapped
        size = rounded
        return FrameChannel.send(.init(kind: .memory, size: rounded), on: socket, attaching: made)
    }

    private func waitUntilShown(_ frame: UInt64) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + 1
        while case let left = deadline - ProcessInfo.processInfo.systemUptime, left > 0 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            guard let answer = FrameChannel.receive(on: socket, blocking: false) else { return false }
            if let (message, attached) = answer {
                if attached >= 0 { close(attached) }
                if message.kind == .shown && message.number >= frame { return true }
            }
        }
        // Not shown in a second (`reflow preview` busy): the next frame goes ahead anyway.
        return true
    }
}

/// `reflow preview`'s end: maps the files the process passes and hands each frame to `show`, then says it was
/// shown.
public final class FrameReceiver {
    public let socket: Int32
    private var mapping: UnsafeRawPointer?
    private var size = 0

    public init(socket: Int32) {
        self.socket = socket
    }

    deinit {
        if let mapping { munmap(UnsafeMutableRawPointer(mutating: mapping), size) }
        close(socket)
    }

    /// Reads what has arrived; calls `show` with the latest frame's pixels, width, height and row length. False
    /// once the process's end is closed.
    public func receive(show: (UnsafeRawPointer, Int, Int, Int) -> Void) -> Bool {
        var latest: FrameChannel.Message?
        while true {
            guard let answer = FrameChannel.receive(on: socket, blocking: false) else { return false }
            guard let (message, attached) = answer else { break }
            switch message.kind {
            case .memory where attached >= 0:
                if let mapping { munmap(UnsafeMutableRawPointer(mutating: mapping), size) }
                let mapped = mmap(nil, message.size, PROT_READ, MAP_SHARED, attached, 0)
                close(attached)
                if let mapped, mapped != MAP_FAILED {
                    mapping = UnsafeRawPointer(mapped)
                    size = message.size
                } else {
                    mapping = nil
                    size = 0
                }
            case .frame:
                if attached >= 0 { close(attached) }
                latest = message
            default:
                if attached >= 0 { close(attached) }
            }
        }
        if let frame = latest {
            if let mapping, frame.stride >= frame.width * 4, frame.stride * frame.height <= size {
                show(mapping, frame.width, frame.height, frame.stride)
            }
            _ = FrameChannel.send(.init(kind: .shown, number: frame.number), on: socket)
        }
        return true
    }
}
