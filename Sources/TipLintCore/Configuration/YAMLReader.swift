import CYAML

/// Reads YAML with libyaml's event parser into `YAMLNode`s, keeping every mark. Aliases are
/// expanded, with a bound on the total size and the nesting, so that a "billion laughs" file
/// fails at once with a clear error instead of eating memory.
public enum YAMLReader {
    public static let maximumNodes = 100_000
    public static let maximumDepth = 64

    /// The first document of `text`, or nil when the file holds none.
    public static func parse(_ text: String, path: String) throws -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ConfigurationError.syntax("libyaml could not start", path: path, position: SourcePosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(path: path)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    let mark = parser.problem_mark
                    throw ConfigurationError.syntax(
                        context + problem, path: path,
                        position: SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT || event.type == YAML_DOCUMENT_END_EVENT {
                    return builder.root
                }
                try builder.handle(event)
            }
        }
    }

    private struct Builder {
        let path: String
        var root: YAMLNode?
        /// Open collections: their start, their finished children.
        var stack: [(node: YAMLNode, anchor: String?, children: [YAMLNode])] = []
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var sizes: [Int] = []
        var totalNodes = 0

        init(path: String) {
            self.path = path
        }

        mutating func handle(_ event: yaml_event_t) throws {
            let position = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                let quoted = data.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || data.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                var node = YAMLNode(value: .scalar(text, quoted: quoted), position: position, path: path)
                node.end = SourcePosition(line: Int(event.end_mark.line) + 1, column: Int(event.end_mark.column) + 1)
                try finish(node, anchor: data.anchor.map { String(cString: $0) }, size: 1, added: 1)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < YAMLReader.maximumDepth else {
                    throw ConfigurationError.syntax(
                        "nesting deeper than \(YAMLReader.maximumDepth) levels; a configuration never needs that",
                        path: path, position: position)
                }
                let isSequence = event.type == YAML_SEQUENCE_START_EVENT
                let anchor = isSequence ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                let node = YAMLNode(value: isSequence ? .sequence([]) : .mapping([]), position: position, path: path)
                stack.append((node, anchor.map { String(cString: $0) }, []))
                sizes.append(totalNodes)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard var open = stack.popLast(), let startCount = sizes.popLast() else { return }
                if case .sequence = open.node.value {
                    open.node.value = .sequence(open.children)
                } else {
                    var entries: [(key: YAMLNode, value: YAMLNode)] = []
                    var index = 0
                    while index + 1 < open.children.count {
                        entries.append((open.children[index], open.children[index + 1]))
                        index += 2
                    }
                    open.node.value = .mapping(entries)
                }
                try finish(open.node, anchor: open.anchor, size: totalNodes - startCount + 1, added: 1)
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                guard let target = anchors[name] else {
                    throw ConfigurationError.syntax("unknown alias *\(name)", path: path, position: position)
                }
                try finish(target.node, anchor: nil, size: target.size, added: target.size)
            default:
                break
            }
        }

        /// `size` is the node's value count (for anchors); `added` what it adds to the total now.
        private mutating func finish(_ node: YAMLNode, anchor: String?, size: Int, added: Int) throws {
            totalNodes += added
            guard totalNodes <= YAMLReader.maximumNodes else {
                throw ConfigurationError.syntax(
                    "aliases expand to more than \(YAMLReader.maximumNodes) values (an alias bomb?); write the values out instead",
                    path: path, position: node.position)
            }
            if let anchor { anchors[anchor] = (node, size) }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }
    }
}
