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

    /// 32 lower-case hexadecimal digits, high half first.
    package var description: String { Self.hex(high) + Self.hex(low) }

    /// Reads `description`'s form back; nil for anything else.
    package init?<Text: StringProtocol>(hex text: Text) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(low: low, high: high)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
