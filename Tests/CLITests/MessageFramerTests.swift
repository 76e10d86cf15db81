import Foundation
import Testing
@testable import tiplint

/// The language server's framing, byte by byte: what a client writes becomes bodies and
/// framing problems, the same however the bytes are split into reads.
@Suite struct MessageFramerTests {
    static func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    /// The events of `input` read in chunks of `chunk` bytes, then the end of input.
    static func events(_ input: String, chunk: Int = .max) -> [String] {
        var framer = MessageFramer()
        var events: [String] = []
        func drain() {
            while let event = framer.next() { events.append(describe(event)) }
        }
        let bytes = Array(input.utf8)
        var start = 0
        repeat {
            let end = min(bytes.count, start + max(chunk, 1))
            framer.append(bytes[start..<end])
            drain()
            start = end
        } while start < bytes.count
        if let last = framer.finish() { events.append(describe(last)) }
        return events
    }

    static func describe(_ event: MessageFramer.Event) -> String {
        switch event {
        case .body(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .malformed: return "malformed"
        }
    }

    static let cases: [(input: String, events: [String])] = [
        (framed("{}") + framed("[1]"), ["{}", "[1]"]),
        // Header names in any case, extra headers, LF-only line ends, blank lines between messages.
        ("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}\r\n" + framed("{}"), ["{}", "{}"]),
        ("Content-Length: 2\n\n{}", ["{}"]),
        // `Content-Length:` inside a JSON string is text, not a header.
        (framed(#"{"text":"Content-Length: 9\r\n"}"#), [#"{"text":"Content-Length: 9\r\n"}"#]),
        // A body cut short by the next header; a header without a length; garbage.
        ("Content-Length: 100\r\n\r\n{\"a\":1" + framed("{}"), ["malformed", "{}"]),
        ("Content-Type: x\r\n\r\n{}" + framed("{}"), ["malformed", "{}"]),
        ("garbage" + framed("{}"), ["malformed", "{}"]),
        ("Content-Length: 12x\r\n\r\n" + framed("{}"), ["malformed", "{}"]),
        ("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}" + framed("{}"), ["malformed", "{}"]),
        ("Content-Length: 999999999\r\n\r\n" + framed("{}"), ["malformed", "{}"]),
        // The end of input inside a body.
        ("Content-Length: 10\r\n\r\n{}", ["malformed"]),
    ]

    @Test(arguments: [1, 3, 7, Int.max])
    func framing(chunk: Int) {
        for (input, expected) in Self.cases {
            #expect(Self.events(input, chunk: chunk) == expected, "\(input.debugDescription) in chunks of \(chunk)")
        }
    }

    /// Header bytes without a line break are dropped in bounded pieces, not kept: two
    /// megabytes of them cost linear time, and the message after them is read.
    @Test func aHugeHeaderIsSkippedInLinearTime() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(Self.events(String(repeating: "a", count: 2_000_000) + Self.framed("{}"), chunk: 65_536) == ["malformed", "{}"])
        }
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    @Test func messagesAreSortedAsJSONRPCSays() {
        func sort(_ body: String) -> String {
            switch IncomingMessage(body: Array(body.utf8)) {
            case .request(let id, let method, _): return "request \(id) \(method)"
            case .notification(let method, _): return "notification \(method)"
            case .response: return "response"
            case .invalid(let id, let code, _): return "invalid \(id.map { "\($0)" } ?? "nil") \(code)"
            }
        }
        #expect(sort(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) == "request number(1) initialize")
        #expect(sort(#"{"jsonrpc":"2.0","id":"a","method":"shutdown"}"#) == "request string(\"a\") shutdown")
        #expect(sort(#"{"jsonrpc":"2.0","method":"exit"}"#) == "notification exit")
        #expect(sort(#"{"jsonrpc":"2.0","id":1,"result":null}"#) == "response")
        #expect(sort("{") == "invalid nil -32700")
        #expect(sort(String(repeating: "[", count: 100_000)) == "invalid nil -32700")
        #expect(sort("1") == "invalid nil -32600")
        #expect(sort(#"{"jsonrpc":"2.0","id":true,"method":"x"}"#) == "invalid nil -32600")
        #expect(sort(#"{"jsonrpc":"2.0","id":1.5,"method":"x"}"#) == "invalid nil -32600")
        #expect(sort(#"{"jsonrpc":"1.0","id":2,"method":"x"}"#) == "invalid number(2) -32600")
        #expect(sort(#"{"jsonrpc":"2.0","id":3,"method":"x","params":"y"}"#) == "invalid number(3) -32600")
    }
}
