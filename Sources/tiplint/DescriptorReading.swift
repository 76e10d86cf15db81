import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads an open descriptor (standard input: 0) with `read(2)` directly: Foundation's
/// `FileHandle.readDataToEndOfFile()` and `availableData` trap on a read error, such as a
/// standard input that was closed (`<&-`) or that is a folder (`< /`).
enum DescriptorReading {
    /// Why a read failed: the system's words, lowercased (`bad file descriptor`).
    struct Failure: Error {
        var reason: String
    }

    /// What is there to read so far, at most `limit` bytes, blocking until there is something;
    /// empty at the end of input. Interrupted reads are retried. Throws `Failure`.
    static func chunk(of descriptor: Int32, limit: Int = 65_536) throws(Failure) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: limit)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(chunk.prefix(count)) }
            if errno != EINTR { throw Failure(reason: String(cString: strerror(errno)).lowercased()) }
        }
    }

    /// Every byte up to the end of input. Throws `Failure`.
    static func all(of descriptor: Int32) throws(Failure) -> Data {
        var data = Data()
        while true {
            let chunk = try chunk(of: descriptor)
            if chunk.isEmpty { return data }
            data.append(contentsOf: chunk)
        }
    }
}
