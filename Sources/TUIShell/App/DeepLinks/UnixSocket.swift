#if canImport(Glibc)
    import Glibc

    /// `SOCK_STREAM`, close-on-exec from the start.
    private let streamType = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
    /// A peer gone away is an error from `send`, not SIGPIPE.
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin

    /// Darwin has no `SOCK_CLOEXEC` or `MSG_NOSIGNAL`: `protected` sets both per descriptor.
    private let streamType = SOCK_STREAM
    private let sendFlags: Int32 = 0
#endif

// The system calls, named from outside the type whose methods share their names.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func systemAccept(_ descriptor: Int32) -> Int32 { accept(descriptor, nil, nil) }
@discardableResult private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

/// The few POSIX stream-socket calls the deep-link channel needs, on a file descriptor.
///
/// Every descriptor is close-on-exec: a child process (an app's, or tmux in the tests) must not
/// keep a copy of a connection, or the peer never sees it close and waits out its timeout for an
/// answer that was already written.
struct UnixSocket: Sendable {
    let descriptor: Int32

    /// `descriptor` made close-on-exec and, where `send` has no flag for it, quiet when the peer
    /// is gone (no SIGPIPE); a failed call's -1 passes through.
    private static func protected(_ descriptor: Int32) -> Int32 {
        guard descriptor >= 0 else { return descriptor }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return descriptor
    }

    /// The errno of a failed call, described.
    static var lastError: String { String(cString: strerror(errno)) }

    /// A new socket connected to `path`, or the errno of the failure.
    static func connect(to path: String) -> Result<UnixSocket, SocketError> {
        let descriptor = protected(socket(AF_UNIX, streamType, 0))
        guard descriptor >= 0 else { return .failure(SocketError(code: errno)) }
        let connected = withAddress(path) { systemConnect(descriptor, $0, $1) }
        guard connected == 0 else {
            let code = errno
            systemClose(descriptor)
            return .failure(SocketError(code: code))
        }
        return .success(UnixSocket(descriptor: descriptor))
    }

    /// A socket listening on `path`, readable and writable by the user only.
    static func listen(at path: String) -> UnixSocket? {
        let descriptor = protected(socket(AF_UNIX, streamType, 0))
        guard descriptor >= 0 else { return nil }
        // No umask dance (it is process-wide): the folder is already 0700, and chmod follows bind.
        let bound = withAddress(path) { bind(descriptor, $0, $1) }
        guard bound == 0, chmod(path, 0o600) == 0, systemListen(descriptor, SOMAXCONN) == 0 else {
            systemClose(descriptor)
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
            // Glibc's module has no accept4; the one accepting thread marks it at once.
            let connection = Self.protected(systemAccept(descriptor))
            if connection >= 0 {
                return UnixSocket(descriptor: connection)
            }
            if errno != EINTR { return nil }
        }
    }

    /// How reading a whole message ended.
    enum ReadOutcome: Equatable {
        /// The peer sent these bytes and stopped sending.
        case complete([UInt8])
        /// The peer sent more than the limit.
        case tooLarge
        /// The peer was still sending (or silent) when the time ran out: what it had sent by then.
        case timedOut([UInt8])
        /// The connection failed.
        case failed
    }

    /// Reads until the peer stops sending, giving up past `limit` bytes or after `seconds` in all,
    /// so neither a silent peer nor one that trickles bytes can hold the connection.
    func readAll(limit: Int, seconds: Double) -> ReadOutcome {
        readAll(limit: limit, until: WallClock.after(seconds: seconds))
    }

    /// Reads until the peer stops sending, giving up past `limit` bytes or at `deadline`
    /// (``WallClock``); what the peer had sent by the deadline is read, whenever it arrived.
    func readAll(limit: Int, until deadline: Int64) -> ReadOutcome {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let left = deadline - WallClock.now
            let count: Int
            if left > 0 {
                var timeout = timeval(tv_sec: Int(left / 1000), tv_usec: Int(left % 1000) * 1000)
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            } else {
                // Past the deadline, a last read that does not wait takes what arrived before it.
                count = buffer.withUnsafeMutableBytes {
                    recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
                }
            }
            if count == 0 { return .complete(data) }
            if count < 0 {
                if errno == EINTR { continue }
                guard errno == EAGAIN || errno == EWOULDBLOCK else { return .failed }
                // The wait ran out: the clock says whether the deadline has come.
                if left <= 0 { return .timedOut(data) }
                continue
            }
            data += buffer[..<count]
            if data.count > limit { return .tooLarge }
        }
    }

    /// Writes everything; `false` when the peer went away.
    @discardableResult
    func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, sendFlags)
            }
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

    func close() { systemClose(descriptor) }
}

/// Why a socket call failed: the `errno` it left.
struct SocketError: Error {
    let code: Int32

    /// Whether nobody listens at the address (no socket file, or nobody accepting).
    var isNothingListening: Bool { code == ENOENT || code == ECONNREFUSED }

    var message: String { String(cString: strerror(code)) }
}
