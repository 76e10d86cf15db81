/// The printf-style format specifiers of a catalog key or value that stands for an interpolated
/// literal. Xcode extracts `Text("\(name) Search")` as the key `%@ Search`: each interpolation a
/// specifier chosen by its type (`%@` for strings and objects, `%lld` for `Int`, `%lf` or `%f`
/// for floating point), each `%` of the text doubled. Translations may number them (`%1$@`) to
/// reorder them, and a String Catalog may name a substitution (`%#@count@`).
package enum FormatSpecifiers {
    /// One specifier: where it ends (the index after it, in the scalars read) and the argument
    /// it names when numbered (`%2$@` → 2).
    struct Specifier {
        var end: Int
        var position: Int?
    }

    private static let flags = Set("-+ #0'".unicodeScalars)
    private static let lengths = Set("hlqLztj".unicodeScalars)
    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)

    /// The specifier that starts at `start` (a `%`), or nil when what follows is not one (`%%`
    /// is not: it is the `%` sign).
    static func specifier(in scalars: [Unicode.Scalar], at start: Int) -> Specifier? {
        guard start < scalars.count, scalars[start] == "%" else { return nil }
        var index = start + 1
        var position: Int?
        var digits = index
        while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
        if digits > index, digits < scalars.count, scalars[digits] == "$" {
            position = Int(String(String.UnicodeScalarView(scalars[index..<digits])))
            index = digits + 1
        }
        // `%#@name@`: a String Catalog substitution, shown as whatever its variations say.
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            guard let close = scalars[(index + 2)...].firstIndex(of: "@"), close > index + 2 else { return nil }
            return Specifier(end: close + 1, position: position)
        }
        while index < scalars.count, flags.contains(scalars[index]) { index += 1 }
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "*" { index += 1 }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "*" { index += 1 }
        }
        var lengthCount = 0
        while index < scalars.count, lengths.contains(scalars[index]), lengthCount < 2 {
            index += 1
            lengthCount += 1
        }
        guard index < scalars.count, conversions.contains(scalars[index]) else { return nil }
        return Specifier(end: index + 1, position: position)
    }

    /// Whether `key` is the key Xcode extracts from a literal made of `pieces` around
    /// interpolations whose specifiers are `specifiers` (nil: any specifier, the type not being
    /// known). `pieces` has one element more than `specifiers`.
    package static func key(_ key: String, matches pieces: [String], specifiers: [String?]) -> Bool {
        guard pieces.count == specifiers.count + 1 else { return false }
        let scalars = Array(key.unicodeScalars)
        var index = 0
        for (offset, piece) in pieces.enumerated() {
            let escaped = Array(piece.replacingOccurrences(of: "%", with: "%%").unicodeScalars)
            guard index + escaped.count <= scalars.count, Array(scalars[index..<(index + escaped.count)]) == escaped else {
                return false
            }
            index += escaped.count
            guard offset < specifiers.count else { break }
            guard let found = specifier(in: scalars, at: index) else { return false }
            if let wanted = specifiers[offset], String(String.UnicodeScalarView(scalars[index..<found.end])) != wanted {
                return false
            }
            index = found.end
        }
        return index == scalars.count
    }

    /// A value with its specifiers read: the text a person sees around them (`%%` as `%`), and
    /// for each specifier the argument it stands for (1-based; numbered ones as numbered, the
    /// others in order).
    package struct ReadValue: Equatable {
        package var plainText: String
        package var arguments: [Int]
    }

    package static func read(_ value: String) -> ReadValue {
        let scalars = Array(value.unicodeScalars)
        var plain = String.UnicodeScalarView()
        var arguments: [Int] = []
        var next = 1
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                plain.append("%")
                index += 2
            } else if let found = specifier(in: scalars, at: index) {
                if let position = found.position {
                    arguments.append(position)
                } else {
                    arguments.append(next)
                    next += 1
                }
                index = found.end
            } else {
                plain.append(scalars[index])
                index += 1
            }
        }
        return ReadValue(plainText: String(plain), arguments: arguments)
    }

    /// The grapheme clusters a person sees of a value that stands for `interpolations`, counted
    /// as the literal is: an SF Symbol's specifier as one, any other as nothing (`unmeasured`
    /// counts those, so the value is at least `length` long).
    package static func measure(_ value: String, interpolations: [TextInterpolation]) -> (length: Int, unmeasured: Int) {
        let read = read(value)
        let images = read.arguments.filter { $0 >= 1 && $0 <= interpolations.count && interpolations[$0 - 1].isImage }.count
        return (read.plainText.count + images, read.arguments.count - images)
    }

    /// The value with each specifier shown as the interpolation it stands for (`\(name)`), and
    /// `%%` as `%`: how the inventory shows a source-language value. A specifier that names no
    /// interpolation is kept as written.
    package static func substituting(_ value: String, interpolations: [TextInterpolation]) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = ""
        var next = 1
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                result += "%"
                index += 2
            } else if let found = specifier(in: scalars, at: index) {
                let argument = found.position ?? next
                if found.position == nil { next += 1 }
                result += argument >= 1 && argument <= interpolations.count
                    ? "\\(\(interpolations[argument - 1].expression))"
                    : String(String.UnicodeScalarView(scalars[index..<found.end]))
                index = found.end
            } else {
                result.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return result
    }
}
