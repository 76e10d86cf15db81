import CYAML

/// Reads YAML with libyaml's event parser into `YAMLNode`s, keeping every mark as a line and
/// UTF-16 column (libyaml counts scalars; `LineTable` converts). Aliases are
/// expanded, with a bound on the values they add and on the nesting, so that a "billion laughs"
/// file fails at once with a clear error instead of eating memory. One file holds one document.
package enum YAMLReader {
    /// Values that aliases may add, counted at their expanded size. Values written out are not
    /// counted: a long manifest is no alias bomb.
    package static let maximumNodes = 100_000
    package static let maximumDepth = 64

    /// The one document of `text`, or nil when the file holds none. Throws a syntax error naming
    /// `path`, with where libyaml stopped, or where a second document starts.
    package static func parse(_ text: String, path: String) throws(ConfigurationError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ConfigurationError.syntax("libyaml could not start", path: path, position: SourcePosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        var builder = Builder(path: path, bytes: bytes)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(ConfigurationError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var documents = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    // The reader (bad bytes, control characters) knows a byte offset, not a mark.
                    let position = parser.error == YAML_READER_ERROR
                        ? builder.lines.position(utf8Offset: Int(parser.problem_offset))
                        : builder.position(parser.problem_mark)
                    throw ConfigurationError.syntax(context + problem, path: path, position: position)
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return builder.root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    // Most readers would silently take the first or the last document.
                    guard documents == 1 else {
                        throw ConfigurationError.syntax(
                            "a second YAML document starts here; the file must hold one document (remove this \"---\" or what follows it)",
                            path: path, position: builder.position(event.start_mark))
                    }
                default:
                    try builder.handle(event)
                }
            }
        }
    }

    private struct Builder {
        let path: String
        /// Turns libyaml's marks into UTF-16 columns, walking forward as the events do.
        var cursor: LineTable.Cursor
        /// Places byte offsets (where libyaml's reader stopped).
        let lines: LineTable
        /// libyaml skips a byte-order mark without counting it; the text still holds it.
        let skippedScalars: Int
        var root: YAMLNode?
        /// Open collections: their start, their finished children.
        var stack: [(node: YAMLNode, anchor: String?, children: [YAMLNode])] = []
        var anchors: [String: (node: YAMLNode, size: Int)] = [:]
        var sizes: [Int] = []
        /// Values built so far, aliases counted at their expanded size (an anchor's size).
        var totalNodes = 0
        /// Values that aliases added: what a "billion laughs" file makes explode. A long file
        /// without aliases adds none (its size is bounded by max-file-size).
        var expandedNodes = 0

        init(path: String, bytes: [UInt8]) {
            self.path = path
            lines = LineTable(bytes: bytes)
            cursor = LineTable.Cursor(lines)
            skippedScalars = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 1 : 0
        }

        /// `mark.index` counts Unicode scalars from the start of the input.
        mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
            cursor.position(atScalarIndex: Int(mark.index) + skippedScalars)
        }

        mutating func handle(_ event: yaml_event_t) throws(ConfigurationError) {
            let position = position(event.start_mark)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
                let quoted = data.style == YAML_SINGLE_QUOTED_SCALAR_STYLE || data.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
                let node = YAMLNode(value: .scalar(text, quoted: quoted), position: position, end: self.position(event.end_mark))
                finish(node, anchor: data.anchor.map { String(cString: $0) }, size: 1, added: 1)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < YAMLReader.maximumDepth else {
                    throw ConfigurationError.syntax(
                        "nesting deeper than \(YAMLReader.maximumDepth) levels; tiplint reads at most \(YAMLReader.maximumDepth)",
                        path: path, position: position)
                }
                let isSequence = event.type == YAML_SEQUENCE_START_EVENT
                let anchor = isSequence ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
                let node = YAMLNode(value: isSequence ? .sequence([]) : .mapping([]), position: position)
                stack.append((node, anchor.map { String(cString: $0) }, []))
                sizes.append(totalNodes)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard var open = stack.popLast(), let startCount = sizes.popLast() else { return }
                if case .sequence = open.node.value {
                    open.node.value = .sequence(open.children)
                } else {
                    var entries: [YAMLNode.Entry] = []
                    var index = 0
                    while index + 1 < open.children.count {
                        entries.append(YAMLNode.Entry(key: open.children[index], value: open.children[index + 1]))
                        index += 2
                    }
                    open.node.value = .mapping(entries)
                }
                finish(open.node, anchor: open.anchor, size: totalNodes - startCount + 1, added: 1)
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                guard let target = anchors[name] else {
                    throw ConfigurationError.syntax("unknown alias *\(name)", path: path, position: position)
                }
                expandedNodes += target.size
                guard expandedNodes <= YAMLReader.maximumNodes else {
                    throw ConfigurationError.syntax(
                        "aliases expand to more than \(YAMLReader.maximumNodes) values (an alias bomb?); write the values out instead",
                        path: path, position: position)
                }
                finish(target.node, anchor: nil, size: target.size, added: target.size)
            default:
                break
            }
        }

        /// `size` is the node's value count (for anchors); `added` what it adds to the total now.
        private mutating func finish(_ node: YAMLNode, anchor: String?, size: Int, added: Int) {
            totalNodes += added
            if let anchor { anchors[anchor] = (node, size) }
            if stack.isEmpty {
                root = node
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }
    }
}
