/// Names through which a file that mentions no TipKit API still takes part in the tip model.
/// Two kinds, matched differently:
/// - used names, wherever they occur as a whole identifier: a tip type (the file sets its
///   parameter, `OnboardingTip.finished = true`, or builds one, `Hint(id: UUID().uuidString)`),
///   and a display wrapper (the file calls it);
/// - name pairs, both of which must occur as whole identifiers: a method that resets the
///   datastore and the type that declares it (a file that calls `tipService.resetTips()` names
///   `TipService` where it gets the service, and its call says when the reset runs). A method's
///   name alone (`connect`) occurs in many files that never reach it; a global function's name
///   is a used name;
/// - declared names, only where a declaration introduces them: the types of a tip's stored
///   properties (`struct Item` holds the `id` a tip's id reads) and the owners of the constants a
///   testing call's gate reads (`enum Config`, `extension Config`, a global `let isUITesting`).
///   The model reads only their declarations, and such names (a settings singleton) are
///   mentioned in hundreds of files that it would parse for nothing.
/// Views, title constants (`L.title`) and the types a display site sits in are not among them:
/// such names occur in most files of an app and would send them all to the parser. They come
/// from the facts of the files the prefilter let through; a file the prefilter skipped is read
/// after all when one of them occurs in it. One hop only: a file read this way adds no names of
/// its own.
struct ContextNames: Sendable, Equatable {
    /// By first byte, for a scan without allocation.
    private let used: [UInt8: [[UInt8]]]
    private let declared: [UInt8: [[UInt8]]]
    /// Method names with the simple name of their type, by the method name's first byte.
    private let pairs: [UInt8: [(name: [UInt8], type: [UInt8])]]
    /// The same names as sets: equal names read the same files.
    private let names: (used: Set<String>, declared: Set<String>, pairs: Set<String>)

    static func == (a: ContextNames, b: ContextNames) -> Bool { a.names == b.names }

    /// The standard library's, Foundation's and SwiftUI's own types, which a property or a gate
    /// names everywhere (`String`, `UserDefaults`): they say nothing about the project's tips,
    /// and would send nearly every file to the parser.
    static let frameworkTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "Array",
        "Dictionary", "Set", "Optional", "Any", "AnyObject", "Never", "Void", "Result", "Error", "Text", "Image", "Color",
        "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "ProcessInfo", "CommandLine", "UserDefaults",
        "Bundle", "FileManager", "Locale", "TimeZone", "Calendar", "NotificationCenter", "ObjectIdentifier", "Binding",
        "State", "Environment", "AppStorage", "Published", "ObservedObject", "StateObject", "Task", "MainActor",
        // TipKit's own nested names, written bare once `TipKit` is imported.
        "Event", "Rule", "Action", "Tips",
    ]

    init(facts: [FileFacts]) {
        var used = Set<String>()
        var declared = Set<String>()
        var pairs = Set<Pair>()
        // `[Hint]?`, `Config.isUITesting`, `Settings.Row`: every capitalised identifier in it.
        func typeNames(_ written: String) -> [String] {
            written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                .filter { $0.first?.isUppercase == true && $0 != "Self" && !Self.frameworkTypes.contains($0) }
        }
        for file in facts {
            for part in file.types where part.declaresTipConformance {
                used.formUnion(typeNames(part.simpleName))
                // `Tips.Event`, `Tips.Parameter`: TipKit's own, and `Event` is a common project name.
                for type in part.storedProperties.compactMap(\.typeName) where !type.hasPrefix("Tips.") && !type.hasPrefix("TipKit.") {
                    declared.formUnion(typeNames(type))
                }
            }
            for name in file.testingCalls.flatMap(\.conditionNames) {
                declared.formUnion(typeNames(name))
                // A bare `isUITesting` may be a global constant declared in another file.
                if !name.contains("."), name.first?.isLowercase == true, name != "self" { declared.insert(name) }
            }
            used.formUnion(file.displayWrappers.map(\.name))
            // The functions that reset the datastore: a file that calls one (a settings screen's
            // button) says when the reset runs (`ProjectIndex.runTime(of:)`). Not those that
            // configure it: their names (`configure`, `setUp`) are called all over an app.
            for call in file.testingCalls where call.kind == .resetDatastore && call.placement.kind == .function {
                guard let name = call.placement.name, name != "init" else { continue }
                if let type = call.enclosingType?.split(separator: ".").last.map(String.init), !type.isEmpty {
                    pairs.insert(Pair(name: name, type: type))
                } else {
                    used.insert(name)
                }
            }
        }
        func byFirstByte(_ names: Set<String>) -> [UInt8: [[UInt8]]] {
            Dictionary(grouping: names.map { Array($0.utf8) }.filter { !$0.isEmpty }, by: { $0[0] })
        }
        let declaredOnly = declared.subtracting(used)
        self.used = byFirstByte(used)
        self.declared = byFirstByte(declaredOnly)
        self.pairs = Dictionary(grouping: pairs.filter { !$0.name.isEmpty }.map { (Array($0.name.utf8), Array($0.type.utf8)) }, by: { $0.name[0] })
        names = (used, declaredOnly, Set(pairs.map { "\($0.type).\($0.name)" }))
    }

    /// A method and the simple name of the type that declares it.
    private struct Pair: Hashable {
        var name: String
        var type: String
    }

    var isEmpty: Bool { used.isEmpty && declared.isEmpty && pairs.isEmpty }

    /// Equal names, equal fingerprints: what the facts cache records a scan against.
    var fingerprint: ContentHash {
        ContentHash(
            "used " + names.used.sorted().joined(separator: " ") + "\ndeclared " + names.declared.sorted().joined(separator: " ")
                + "\npairs " + names.pairs.sorted().joined(separator: " "))
    }

    /// A used name occurs in `bytes` as a whole identifier of code (not in a comment or a string
    /// literal: see `Prefilter.anyIdentifier`), or a declared name right after a keyword that
    /// declares it (`enum Config`, `extension Outer.Config`, `static let flag`).
    func occur(in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !isEmpty else { return false }
        // Which pairs' method names and type names the scan has met so far (few pairs: a list).
        var pairList: [(name: [UInt8], type: [UInt8])] = []
        if !pairs.isEmpty { pairList = pairs.values.flatMap { $0 } }
        var metName = [Bool](repeating: false, count: pairList.count)
        var metType = metName
        return Prefilter.anyIdentifier(in: bytes) { start, end in
            func among(_ names: [UInt8: [[UInt8]]]) -> Bool {
                names[bytes[start]]?.contains { $0.count == end - start && Prefilter.equal(bytes, start, $0) } == true
            }
            if among(used) || (among(declared) && Self.followsDeclaringKeyword(bytes, start)) { return true }
            for index in pairList.indices {
                let pair = pairList[index]
                if !metName[index], pair.name.count == end - start, Prefilter.equal(bytes, start, pair.name) { metName[index] = true }
                if !metType[index], pair.type.count == end - start, Prefilter.equal(bytes, start, pair.type) { metType[index] = true }
                if metName[index] && metType[index] { return true }
            }
            return false
        }
    }

    private static let declaringKeywords: [[UInt8]] = ["class", "struct", "enum", "extension", "actor", "protocol", "typealias", "let", "var"]
        .map { Array($0.utf8) }

    /// The identifier at `start` is the name a declaration introduces: the word before it,
    /// past white space and any `Outer.` qualifiers, is `struct`, `extension`, `let`, ….
    static func followsDeclaringKeyword(_ bytes: UnsafeRawBufferPointer, _ start: Int) -> Bool {
        var index = start - 1
        func skipSpace() { while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index -= 1 } }
        func wordEnd() -> (start: Int, end: Int)? {
            let end = index + 1
            while index >= 0, Prefilter.isIdentifierByte(bytes[index]) { index -= 1 }
            return index + 1 < end ? (index + 1, end) : nil
        }
        skipSpace()
        // `extension Outer.Config`: step back over the qualifiers, a few at most: a file of
        // `Item.Item.Item…` would otherwise cost a walk back per occurrence (quadratic).
        var qualifiers = 0
        while index >= 0, bytes[index] == UInt8(ascii: ".") {
            qualifiers += 1
            guard qualifiers <= 8 else { return false }
            index -= 1
            skipSpace()
            guard wordEnd() != nil else { return false }
            skipSpace()
        }
        guard let word = wordEnd() else { return false }
        return declaringKeywords.contains { $0.count == word.end - word.start && Prefilter.equal(bytes, word.start, $0) }
    }
}
