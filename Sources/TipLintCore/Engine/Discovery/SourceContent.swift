import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes as the linter gets them, or why there are none. Reading checks the size first,
/// so that a 50 MB generated file is reported without being read.
enum SourceContent: Sendable {
    case data(Data)
    /// Bytes on disk, over `max-file-size`.
    case tooLarge(Int)
    /// Why the file could not be read (permissions, gone since discovery).
    case unreadable(String)
    /// The process has no file descriptor left (`EMFILE`, `ENFILE`): not this file's fault, and
    /// every later file would fail the same way, so the run stops (see `Linter.analyseFilesOnce`).
    case descriptorsExhausted(String)

    /// The file at `path`, unless it is larger than `limit` bytes. Opened once, then measured
    /// with `fstat` and read through the same descriptor, at most `limit` bytes (a file that
    /// grows past it meanwhile is `tooLarge`); a failure says the system's reason.
    static func read(path: String, limit: Int) -> SourceContent {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return failure(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(errno) }
        guard Int(info.st_size) <= limit else { return .tooLarge(Int(info.st_size)) }
        var bytes = Data(capacity: Int(info.st_size))
        // One read for most files (the size plus one byte, to see the end), 64 KiB at most.
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, Int(info.st_size) + 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return failure(errno) }
            if count == 0 { return .data(bytes) }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .tooLarge(bytes.count) }
        }
    }

    /// All the bytes of the file at `path`, or nil when it cannot be read. Used instead of
    /// `FileManager.contents(atPath:)`, which on Linux leaked 4 KiB for every empty file it read
    /// (200,000 empty files cost gigabytes).
    static func bytes(atPath path: String) -> Data? {
        if case .data(let bytes) = read(path: path, limit: .max) { return bytes }
        return nil
    }

    /// What a failed `open`, `fstat` or `read` with `code` (`errno`) means for the run.
    static func failure(_ code: Int32) -> SourceContent {
        let reason = String(cString: strerror(code)).lowercased()
        if code == EMFILE || code == ENFILE { return .descriptorsExhausted(reason) }
        return .unreadable(code == EACCES || code == EPERM ? reason + "; check its permissions" : reason)
    }

    /// The message of a run stopped for want of file descriptors, which names what to do.
    static func exhaustionMessage(_ reason: String, path: String) -> String {
        "cannot open \(path) (\(reason)): the process may hold no more open files; raise the limit (ulimit -n) and run again"
    }

    /// `.tooLarge` or `.unreadable` when the file's attributes already say so; nil when it may be read.
    static func refusal(path: String, limit: Int) -> SourceContent? {
        // `stat` itself: Foundation's `attributesOfItem` also looks up the owner's and group's
        // names, which cost more than the rest of a warm run's per-file work.
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(errno) }
        let size = Int(info.st_size)
        return size > limit ? .tooLarge(size) : nil
    }

    static func tooLargeMessage(size: Int, limit: Int) -> String {
        "the file is \(size) bytes, more than max-file-size (\(limit) bytes); skipped (raise max-file-size in .lintconfig.yml to lint it)"
    }

    // MARK: Decoding

    /// Why bytes are not text, and where.
    struct DecodingProblem: Error {
        var message: String
        var position: SourcePosition?
    }

    /// UTF-16 when the bytes start with its byte-order mark, or, without one, when one of the
    /// first two bytes is NUL (an ASCII character in UTF-16, as Xcode can save a file); nil for
    /// UTF-8 (a UTF-8 text never starts with NUL).
    static func utf16Encoding(of data: Data) -> String.Encoding? {
        guard data.count >= 2 else { return nil }
        let first = data[data.startIndex]
        let second = data[data.startIndex + 1]
        switch (first, second) {
        case (0xFF, 0xFE): return .utf16LittleEndian
        case (0xFE, 0xFF): return .utf16BigEndian
        case (_, 0) where first != 0: return .utf16LittleEndian
        case (0, _) where second != 0: return .utf16BigEndian
        default: return nil
        }
    }

    /// The text of UTF-8 bytes (a byte-order mark is kept, as SwiftParser expects), or of UTF-16
    /// bytes when `utf16` says so (their byte-order mark is dropped). Fails with the place of the
    /// first byte that is not part of a character.
    static func decode(_ data: Data, utf16: String.Encoding?) -> Result<String, DecodingProblem> {
        if let utf16 {
            var body = data
            if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { body = data.dropFirst(2) }
            guard body.count % 2 == 0, let text = String(data: body, encoding: utf16) else {
                return .failure(DecodingProblem(message: "the file looks like UTF-16 but is not valid UTF-16 text; skipped"))
            }
            return .success(text)
        }
        if let text = String(data: data, encoding: .utf8) { return .success(text) }
        let offset = firstInvalidUTF8Offset(data) ?? 0
        let bytes = Array(data)
        let position = LineTable(bytes: Array(bytes[..<offset])).position(utf8Offset: offset)
        return .failure(DecodingProblem(
            message: "the file is not UTF-8 text: byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) here is not part of a UTF-8 character; skipped",
            position: position))
    }

    /// Where the first byte that does not decode as UTF-8 is.
    static func firstInvalidUTF8Offset(_ data: Data) -> Int? {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
