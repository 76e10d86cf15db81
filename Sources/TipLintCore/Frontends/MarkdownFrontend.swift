import Foundation

/// One line of a fenced code block, with where it sits in the Markdown file.
package struct MarkdownCodeLine: Codable, Hashable, Sendable {
    /// 1-based line in the Markdown file.
    package var line: Int
    /// The spaces and tabs removed in front of `text` (the fence's own indentation).
    package var indentation: String
    package var text: String

    /// UTF-16 units of `indentation`: the column shift between the block and the file.
    package var indent: Int { indentation.utf16.count }
}

/// A fenced code block (```` ``` ```` or `~~~`, any length, any indentation).
package struct MarkdownCodeBlock: Codable, Hashable, Sendable {
    /// The info string after the fence: `swift`, `Swift`, `swift title="Tips.swift"`.
    package var info: String
    package var openingLine: Int
    /// The closing fence's line, or the last line of the file when the block is never closed.
    package var lastLine: Int
    package var lines: [MarkdownCodeLine]
    /// The heading or paragraph just above the block, trimmed of Markdown punctuation.
    package var introduction: String?

    /// Blocks whose first info word is `swift`, in any case.
    package var isSwift: Bool {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "," }).first
        return word.map { $0.lowercased() == "swift" } ?? false
    }

    /// The block's text as a Swift file: line N of the snippet is `lines[N - 1]`.
    package var snippet: String { lines.map(\.text).joined(separator: "\n") }
}

/// What a Markdown file holds for tiplint: its code blocks and its `<!-- tiplint-… -->` comments.
package struct MarkdownDocument: Sendable {
    package var blocks: [MarkdownCodeBlock] = []
    package var directives: [SuppressionDirective] = []
}

/// Reads the structure of a Markdown file that matters for linting. It is not a full CommonMark
/// parser: it follows fences (the one construct that decides what is code) line by line, and
/// remembers the last heading or paragraph so that counter-examples can be recognised.
package enum MarkdownFrontend {
    package static func parse(_ text: String) -> MarkdownDocument {
        var document = MarkdownDocument()
        let lines = text.sourceLines
        var open: (fence: Fence, block: MarkdownCodeBlock)?
        // The first line of the paragraph or heading being read, and of the last one finished.
        var paragraphStart: String?
        var lastElement: String?
        var pendingNextBlock: [Int] = []
        // Inside a multi-line `<!-- … -->` (a CommonMark HTML block): hidden text, so no code block.
        var insideHTMLComment = false

        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if insideHTMLComment {
                insideHTMLComment = !contains(commentClose, in: line)
                continue
            }
            if var current = open {
                if current.fence.isClosed(by: line) {
                    current.block.lastLine = number
                    document.blocks.append(current.block)
                    open = nil
                    lastElement = nil
                } else {
                    let (removed, rest) = removeIndentation(line, upTo: current.fence.indent)
                    current.block.lines.append(MarkdownCodeLine(line: number, indentation: String(line.prefix(removed)), text: rest))
                    open = current
                }
                continue
            }
            if let fence = Fence(opening: line) {
                if let start = paragraphStart { lastElement = start }
                paragraphStart = nil
                var block = MarkdownCodeBlock(
                    info: fence.info, openingLine: number, lastLine: lines.count, lines: [],
                    introduction: lastElement.map(trimmedIntroduction))
                block.lines.reserveCapacity(16)
                for index in pendingNextBlock { document.directives[index].targetLine = number }
                pendingNextBlock.removeAll()
                open = (fence, block)
                continue
            }
            for directive in commentDirectives(in: line, number: number) {
                if directive.kind == .disableNextBlock { pendingNextBlock.append(document.directives.count) }
                document.directives.append(directive)
            }
            let trimmed = trimmedOfWhitespace(line)
            if trimmed.hasPrefix("<!--"), !trimmed.dropFirst(4).contains("-->") {
                insideHTMLComment = true
            }
            if trimmed.isEmpty || trimmed.hasPrefix("<!--") {
                if let start = paragraphStart { lastElement = start }
                paragraphStart = nil
            } else if trimmed.hasPrefix("#") {
                lastElement = trimmed
                paragraphStart = nil
            } else if paragraphStart == nil {
                paragraphStart = trimmed
            }
        }
        if var current = open {
            current.block.lastLine = lines.count
            document.blocks.append(current.block)
        }
        // A disable-next-block comment covers the whole block, fences included.
        for index in document.directives.indices where document.directives[index].kind == .disableNextBlock {
            let target = document.directives[index].targetLine
            document.directives[index].targetEndLine = document.blocks.first { $0.openingLine == target }?.lastLine ?? target
        }
        return document
    }

    /// `line.trimmingCharacters(in: .whitespaces)`, the same scalars trimmed (spaces and tabs,
    /// else `CharacterSet.whitespaces`), without Foundation's round trip through NSString: that
    /// was most of `parse`'s time, once per line outside code blocks.
    static func trimmedOfWhitespace(_ line: String) -> String {
        let scalars = line.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : CharacterSet.whitespaces.contains(scalar)
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(scalars[first...last])
    }

    /// Whether `parse` could find anything that linting reads in `text`: a `<!--` (a comment
    /// may hold a `tiplint-` directive) or a fence whose info string may start with `swift`.
    /// When neither is there, `parse` would give no Swift block and no directive, so the caller
    /// skips it: most Markdown files of an app (change logs, notes, licences) cost one pass over
    /// their bytes. Errs towards true: any run of three backticks or tildes anywhere counts as a
    /// fence, and white space, `{`, `,` and any non-ASCII byte (a Unicode space that trimming
    /// removes) may stand between the run and the word, as `MarkdownCodeBlock.isSwift` allows.
    package static func mayHoldSwiftBlockOrComment(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            if firstOffset(of: commentOpen, in: bytes, from: 0) != nil { return true }
            let swift = Array("swift".utf8)
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else {
                    offset += 1
                    continue
                }
                var end = offset
                while end < bytes.count, bytes[end] == byte { end += 1 }
                defer { offset = end }
                guard end - offset >= 3 else { continue }
                var word = end
                while word < bytes.count, Self.mayPrecedeInfoWord(bytes[word]) { word += 1 }
                guard word + swift.count <= bytes.count else { continue }
                // ASCII letters only: `isSwift` lower-cases the word, and no other scalar lower-cases to these.
                if (0..<swift.count).allSatisfy({ bytes[word + $0] | 0x20 == swift[$0] }) { return true }
            }
            return false
        }
    }

    private static func mayPrecedeInfoWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: ",") || byte >= 0x80
    }

    /// An opening fence: indentation, three or more backticks or tildes, an info string. It may
    /// open a list item (`- ```swift`, `1. ```swift`), as CommonMark allows: the item's content
    /// then starts where the fence does.
    struct Fence {
        var character: Character
        var length: Int
        /// Characters before the fence (indentation, and a list item's marker and spaces): as
        /// much leading white space is removed from each line of the block.
        var indent: Int
        var info: String

        init?(opening line: String) {
            var indentation = line.prefix { $0 == " " || $0 == "\t" }
            if let marker = Self.listMarker(in: line.dropFirst(indentation.count)) {
                let spaces = line.dropFirst(indentation.count + marker).prefix { $0 == " " || $0 == "\t" }
                guard !spaces.isEmpty else { return nil }
                indentation = line.prefix(indentation.count + marker + spaces.count)
            }
            let rest = line.dropFirst(indentation.count)
            guard let first = rest.first, first == "`" || first == "~" else { return nil }
            let run = rest.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            let info = rest.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
            // CommonMark: a backtick fence's info string cannot hold a backtick (that is inline code).
            if first == "`", info.contains("`") { return nil }
            character = first
            length = run.count
            indent = indentation.count
            self.info = info
        }

        /// The length of a list item's marker at the start of `text`: `-`, `*`, `+`, or one to nine
        /// digits and `.` or `)`; nil when there is none.
        static func listMarker(in text: Substring) -> Int? {
            guard let first = text.first else { return nil }
            if first == "-" || first == "*" || first == "+" { return 1 }
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let after = text.dropFirst(digits.count).first, after == "." || after == ")" else { return nil }
            return digits.count + 1
        }

        func isClosed(by line: String) -> Bool {
            let rest = line.drop { $0 == " " || $0 == "\t" }
            let run = rest.prefix { $0 == character }
            return run.count >= length && rest.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
        }
    }

    /// Removes up to `count` leading spaces or tabs, as CommonMark does for an indented fence.
    static func removeIndentation(_ line: String, upTo count: Int) -> (removed: Int, rest: String) {
        let removed = line.prefix(count).prefix { $0 == " " || $0 == "\t" }.count
        return (removed, String(line.dropFirst(removed)))
    }

    /// `## Don't: call configure late` → `Don't: call configure late`; also drops emphasis,
    /// quote and list markers, so that `**Wrong:**` and `> ❌ Avoid` read as their words.
    static func trimmedIntroduction(_ text: String) -> String {
        var result = Substring(text)
        while let first = result.first, "#>*_-+ \t".contains(first) {
            result = result.dropFirst()
        }
        return String(result)
    }

    /// `<!-- tiplint-disable title-length - reason -->` and friends, anywhere on a line: the
    /// comment's delimiters come off here, the rest is `SuppressionSyntax`'s grammar. The
    /// delimiters are found in the line's UTF-8 bytes (most lines hold none, and a Foundation
    /// search per line was a tenth of a cold run); columns count the UTF-16 units before them.
    static func commentDirectives(in line: String, number: Int) -> [SuppressionDirective] {
        var line = line
        return line.withUTF8 { bytes in
            var result: [SuppressionDirective] = []
            var searchStart = 0
            while let open = firstOffset(of: commentOpen, in: bytes, from: searchStart),
                let close = firstOffset(of: commentClose, in: bytes, from: open + commentOpen.count)
            {
                searchStart = close + commentClose.count
                let inside = UnsafeBufferPointer(rebasing: bytes[(open + commentOpen.count)..<close])
                let body = String(decoding: inside, as: UTF8.self).trimmingCharacters(in: .whitespaces)
                guard let (kind, rules, reason, command) = SuppressionSyntax.markdown.read(Substring(body)) else { continue }
                let startColumn = utf16Count(bytes, before: open) + 1
                let endColumn = utf16Count(bytes, before: searchStart) + 1
                let range = SourceRange(
                    start: SourcePosition(line: number, column: startColumn), end: SourcePosition(line: number, column: endColumn))
                result.append(SuppressionDirective(
                    kind: kind, rules: rules, reason: reason, range: range, targetLine: number, syntax: .markdown, command: command))
            }
            return result
        }
    }

    static let commentOpen = Array("<!--".utf8)
    static let commentClose = Array("-->".utf8)

    /// Whether `line` holds `needle` (ASCII bytes).
    static func contains(_ needle: [UInt8], in line: String) -> Bool {
        var line = line
        return line.withUTF8 { firstOffset(of: needle, in: $0, from: 0) != nil }
    }

    /// The offset of the first `needle` at or after `start` in `bytes`.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            if bytes[offset] == first {
                var matched = 1
                while matched < needle.count, bytes[offset + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return offset }
            }
            offset += 1
        }
        return nil
    }

    /// UTF-16 code units in the first `offset` bytes of UTF-8 text: one per scalar, two for a
    /// scalar outside the Basic Multilingual Plane (a four-byte one).
    static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
        var units = 0
        for byte in bytes[..<offset] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        return units
    }
}
