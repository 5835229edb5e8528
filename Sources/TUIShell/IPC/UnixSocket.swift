import Foundation

/// The few POSIX stream-socket calls the deep-link channel needs, on a file descriptor.
struct UnixSocket: Sendable {
    let descriptor: Int32

    /// The errno of a failed call, described.
    static var lastError: String { String(cString: strerror(errno)) }

    /// A new socket connected to `path`, or the errno of the failure.
    static func connect(to path: String) -> Result<UnixSocket, POSIXError> {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        let connected = withAddress(path) { Glibc.connect(descriptor, $0, $1) }
        guard connected == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            Glibc.close(descriptor)
            return .failure(POSIXError(code))
        }
        return .success(UnixSocket(descriptor: descriptor))
    }

    /// A socket listening on `path`, readable and writable by the user only.
    static func listen(at path: String) -> UnixSocket? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        // No umask dance (it is process-wide): the folder is already 0700, and chmod follows bind.
        let bound = withAddress(path) { bind(descriptor, $0, $1) }
        guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(descriptor, SOMAXCONN) == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        return UnixSocket(descriptor: descriptor)
    }

    /// Whether `path` fits in a socket address.
    static func fits(_ path: String) -> Bool {
        path.utf8.count < MemoryLayout.size(ofValue: sockaddr_un().sun_path)
    }

    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard fits(path) else {
            errno = ENAMETOOLONG
            return -1
        }
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// The next connection, or `nil` once the socket is shut down.
    func accept() -> UnixSocket? {
        while true {
            let connection = Glibc.accept(descriptor, nil, nil)
            if connection >= 0 { return UnixSocket(descriptor: connection) }
            if errno != EINTR { return nil }
        }
    }

    /// Gives up on reads that stall longer than `seconds`.
    func setReadTimeout(seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads until the peer stops sending; `nil` past `limit` bytes or on an error.
    func readAll(limit: Int) -> [UInt8]? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            data += buffer[..<count]
            if data.count > limit { return nil }
        }
    }

    /// Writes everything; `false` when the peer went away.
    @discardableResult
    func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Tells the peer nothing more will be sent.
    func finishWriting() { shutdown(descriptor, Int32(SHUT_WR)) }

    /// Stops a blocking `accept` or `read` on another thread.
    func shutDown() { shutdown(descriptor, Int32(SHUT_RDWR)) }

    func close() { Glibc.close(descriptor) }
}
