import Foundation

/// A TCP listener on 127.0.0.1 at a port the kernel picks: what the sandbox report (and the tests) try to reach
/// from inside the sandbox, to see whether a connection gets out.
final class LoopbackListener {
    let socket: Int32
    let port: UInt16

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && listen(socket, 4) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard socket >= 0, bound else {
            close(socket)
            throw PreviewChildError("cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        port = UInt16(bigEndian: address.sin_port)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(socket) }

    /// Whether a connection is waiting to be accepted.
    func acceptedAny() -> Bool {
        let connection = accept(socket, nil, nil)
        if connection >= 0 { close(connection) }
        return connection >= 0
    }
}
