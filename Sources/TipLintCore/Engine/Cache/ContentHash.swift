import CXXHash
import Foundation

/// XXH3's 128-bit hash of some bytes: what the facts cache keys files by. Not a cryptographic
/// hash: it tells changed content from unchanged, it does not defend against forgery.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    package var low: UInt64
    package var high: UInt64

    package init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    package init(bytes: UnsafeRawBufferPointer) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        tiplint_xxh3_128(bytes.baseAddress, bytes.count, &low, &high)
        self.init(low: UInt64(low), high: UInt64(high))
    }

    package init(_ data: Data) {
        self = data.withUnsafeBytes { ContentHash(bytes: $0) }
    }

    /// Of the string's UTF-8 bytes.
    package init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentHash(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// 32 lower-case hexadecimal digits, high half first. Written into one buffer: keys and
    /// entry names are made per file.
    package var description: String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            var (high, low) = (high, low)
            var index = 15
            while index >= 0 {
                buffer[index] = Self.digits[Int(high & 0xF)]
                buffer[index + 16] = Self.digits[Int(low & 0xF)]
                high >>= 4
                low >>= 4
                index -= 1
            }
            return 32
        }
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Reads `description`'s form back; nil for anything else.
    package init?<Text: StringProtocol>(hex text: Text) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(low: low, high: high)
    }
}
