import Foundation

/// One message body read from the client, sorted by what JSON-RPC 2.0 makes of it. A body that
/// is no valid message becomes the error response the specification asks for.
enum IncomingMessage {
    /// Needs an answer: a result or an error with the same `id`.
    case request(id: RequestID, method: String, params: [String: Any])
    case notification(method: String, params: [String: Any])
    /// The client answering a request of ours (we send none): ignored.
    case response
    /// Answer with this error; `id` is nil where the message had no usable one.
    case invalid(id: RequestID?, code: Int, message: String)

    /// JSON-RPC's `id`: a string or a number, echoed back as it came.
    enum RequestID: Hashable {
        case number(Int)
        case string(String)

        var json: Any {
            switch self {
            case .number(let number): return number
            case .string(let string): return string
            }
        }
    }

    /// JSON-RPC and LSP error codes.
    enum ErrorCode {
        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
    }

    init(body: [UInt8]) {
        // Foundation's parser refuses deep nesting itself (no recursion without bound).
        guard let json = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
            self = .invalid(id: nil, code: ErrorCode.parseError, message: "the message body is not valid JSON")
            return
        }
        self.init(json: json)
    }

    init(json: Any) {
        guard let object = json as? [String: Any] else {
            self = .invalid(id: nil, code: ErrorCode.invalidRequest, message: "a message must be a JSON object")
            return
        }
        var id: RequestID?
        if let raw = object["id"], !(raw is NSNull) {
            guard let parsed = Self.requestID(raw) else {
                self = .invalid(id: nil, code: ErrorCode.invalidRequest, message: "\"id\" must be a string or an integer")
                return
            }
            id = parsed
        }
        guard object["jsonrpc"] as? String == "2.0" else {
            self = .invalid(id: id, code: ErrorCode.invalidRequest, message: "\"jsonrpc\" must be \"2.0\"")
            return
        }
        guard let methodValue = object["method"] else {
            if id != nil, object["result"] != nil || object["error"] != nil {
                self = .response
            } else {
                self = .invalid(id: id, code: ErrorCode.invalidRequest, message: "a message needs a \"method\"")
            }
            return
        }
        guard let method = methodValue as? String else {
            self = .invalid(id: id, code: ErrorCode.invalidRequest, message: "\"method\" must be a string")
            return
        }
        var params: [String: Any] = [:]
        switch object["params"] {
        case nil, is NSNull:
            break
        case let dictionary as [String: Any]:
            params = dictionary
        case is [Any]:
            // By-position parameters are valid JSON-RPC, but no LSP method we handle takes them.
            break
        default:
            self = .invalid(id: id, code: ErrorCode.invalidRequest, message: "\"params\" must be an object or an array")
            return
        }
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }

    private static func requestID(_ raw: Any) -> RequestID? {
        if let string = raw as? String { return .string(string) }
        // Booleans bridge to NSNumber too; JSON-RPC ids are never booleans.
        guard let number = raw as? NSNumber, !Self.isBoolean(number) else { return nil }
        let double = number.doubleValue
        guard double.rounded() == double, abs(double) <= 9_007_199_254_740_992 else { return nil }
        return .number(number.intValue)
    }

    /// JSON's `true` and `false` come back as instances of Foundation's boolean number class
    /// (on Linux `1 is Bool` holds too, so the class is what tells them apart).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) == type(of: NSNumber(value: true))
    }
}
