/// Names through which a file that mentions no TipKit API still takes part in the tip model.
/// Two kinds, matched differently:
/// - used names, wherever they occur as a whole identifier: a tip type (the file sets its
///   parameter, `OnboardingTip.finished = true`, or builds one, `Hint(id: UUID().uuidString)`),
///   and a display wrapper (the file calls it);
/// - name pairs, both of which must occur as whole identifiers: a method that resets the
///   datastore (or shows or hides tips for testing) and the type that declares it (a file that
///   calls `tipService.resetTips()` names `TipService` where it gets the service, and its call
///   says when the reset runs, or that `#if DEBUG` gates it), or whose testing call checks a
///   parameter that defaults to the launch arguments (a call that passes its own list makes the
///   check no launch-argument gate). A method's
///   name alone (`connect`) occurs in many files that never reach it; a global function's name
///   is a used name;
/// - declared names, only where a declaration introduces them: the types of a tip's stored
///   properties (`struct Item` holds the `id` a tip's id reads) and the owners of the constants a
///   testing call's gate reads, or a call of the function a testing call is in
///   (`enum Config`, `extension Config`, a global `let isUITesting`).
///   The model reads only their declarations, and such names (a settings singleton) are
///   mentioned in hundreds of files that it would parse for nothing.
/// - declared too: the views on an `App`'s launch path that no file read declares
///   (`ContextNames+Views`), and the types a UIKit popover's anchor is followed through that no
///   file read declares (`AnchorFlow.unreadTypes`: `toolbar.tipAnchor` needs `ComposeToolbar`);
/// - shown names: the views that show a tip. A file in which two different ones occur is read
///   with its other top-level declarations blanked (`ContextNames+Containers`).
/// Other views, title constants (`L.title`) and the types a display site sits in (but as shown
/// names, two at once) are not among them: such names occur in most files of an app and would
/// send them all to the parser. They
/// come from the facts of the files the prefilter let through; a file the prefilter skipped is
/// read after all when one of them occurs in it. A file read this way adds no names of its own,
/// except launch views and anchor types: `Project.updateContextNames` follows those in later
/// looks (at most `maximumHops` in all), each for the launch views the files just read create
/// and the types the anchors' next hops need.
struct ContextNames: Sendable, Equatable {
    /// Every name, once, with its roles (`Role`) in the low bits of its value and its number
    /// (an index into the scan's table of names met) above them.
    let table: NameTable
    /// Method names and the simple names of their types, as numbers of names in `table`.
    private let pairs: [(name: UInt32, type: UInt32)]
    /// The same names as sets: equal names read the same files.
    private let names: (used: Set<String>, declared: Set<String>, pairs: Set<String>, shown: Set<String>)

    /// What a name of `table` is: bits of its value.
    enum Role {
        static let used: UInt32 = 1, declared: UInt32 = 2, paired: UInt32 = 4, shown: UInt32 = 8
        static let bits: UInt32 = 4
    }

    /// How many looks the second pass takes at most: the first, for the names the files that
    /// mention TipKit make, then one more each time the files just read create launch views no
    /// file read declares. Six files deep covers an app's launch path to its first screen.
    static let maximumHops = 6
    /// How many launch views no file read declares a look follows at most, per `App`: a launch
    /// path wider than that is most of an app's views (every tab, every row), which would send
    /// most of its files to the parser; first-launch-tips is then left to the files that mention
    /// TipKit for that app.
    static let widestLaunchFront = 4
    /// How many such views a look follows at most for all the `App`s together: an iPhone and a
    /// Mac or watch app side by side fit; a folder of many unrelated apps with no project file
    /// between them (one project here) would otherwise read most of each. Apps are taken in
    /// name order; one whose front would pass this waits (and is not followed further).
    static let widestLaunchLook = 8

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

    /// `facts`: the files that passed the prefilter.
    init(facts: [FileFacts]) {
        var used = Set<String>()
        var declared = Set<String>()
        var pairs = Set<Pair>()
        // `[Hint]?`, `Config.isUITesting`, `Settings.Row`: every capitalised identifier in it.
        func typeNames(_ written: String) -> [String] {
            written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
                .filter { $0.first?.isUppercase == true && $0 != "Self" && !Self.frameworkTypes.contains($0) }
        }
        // The functions testing calls are in: the conditions around their calls count too.
        var testingFunctions = Set<String>()
        for file in facts {
            for call in file.testingCalls where call.placement.kind == .function {
                if let name = call.placement.name { testingFunctions.insert(name) }
            }
        }
        for file in facts {
            for part in file.types where part.declaresTipConformance {
                used.formUnion(typeNames(part.simpleName))
                // `Tips.Event`, `Tips.Parameter`: TipKit's own, and `Event` is a common project name.
                for type in part.storedProperties.compactMap(\.typeName) where !type.hasPrefix("Tips.") && !type.hasPrefix("TipKit.") {
                    declared.formUnion(typeNames(type))
                }
            }
            // The names of every check around a call, `else` arms too: a constant may decide it.
            var checked: [String] = file.testingCalls.flatMap { $0.conditionNames + $0.conditionChecks.flatMap(\.condition.names) }
            for call in file.callSites where testingFunctions.contains(call.callee) {
                guard let conditions = call.conditions else { continue }
                checked += conditions.conditionNames
                checked += conditions.conditionChecks.flatMap(\.condition.names)
            }
            for name in checked {
                declared.formUnion(typeNames(name))
                // A bare `isUITesting` may be a global constant declared in another file.
                if !name.contains("."), name.first?.isLowercase == true, name != "self" { declared.insert(name) }
            }
            used.formUnion(file.displayWrappers.map(\.name))
            // The functions that reset the datastore or show or hide tips for testing: a file that
            // calls one (a settings screen's button, `#if DEBUG` around the call) says when it runs
            // (`ProjectIndex.runTime(of:)`) and whether its calls gate it (`CallerGuards`). Not
            // those that configure it: their names (`configure`, `setUp`) are called all over an app.
            // (`CallerGuards` trusts only `private` functions' calls, all in their own file: a call
            // through a protocol or an injected value may be in a file naming neither.)
            for call in file.testingCalls where call.placement.kind == .function {
                guard let name = call.placement.name, name != "init" else { continue }
                if let type = call.enclosingType?.split(separator: ".").last.map(String.init), !type.isEmpty {
                    pairs.insert(Pair(name: name, type: type))
                } else {
                    used.insert(name)
                }
            }
            // A function whose parameter's default is the launch arguments: a file that calls it
            // says whether it passes its own (`ProjectIndex.noCallPasses`).
            // Every file that names it, with or without its type (`services.tips.start(arguments:)`):
            // one unseen call that passes a list keeps the finding. Such functions are few.
            for argument in file.testingCalls.flatMap(\.launchArgumentDefaults) where argument.function != "init" {
                used.insert(argument.function)
            }
        }
        let shown = Self.tipShowingViews(in: facts)
        declared.formUnion(Self.launchLook(Self.unreadLaunchViews(in: facts)))
        declared.formUnion(AnchorFlow.unreadTypes(in: facts))
        let declaredOnly = declared.subtracting(used)
        let pairList = pairs.filter { !$0.name.isEmpty && !$0.type.isEmpty }.sorted { ($0.name, $0.type) < ($1.name, $1.type) }
        // One number per distinct name, whatever its roles.
        var roles: [String: UInt32] = [:]
        for name in used where !name.isEmpty { roles[name, default: 0] |= Role.used }
        for name in declaredOnly where !name.isEmpty { roles[name, default: 0] |= Role.declared }
        for pair in pairList {
            roles[pair.name, default: 0] |= Role.paired
            roles[pair.type, default: 0] |= Role.paired
        }
        for name in shown where !name.isEmpty { roles[name, default: 0] |= Role.shown }
        let ordered = roles.keys.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, UInt32($0)) })
        table = NameTable(ordered.map { (Array($0.utf8), numbers[$0]! << Role.bits | roles[$0]!) })
        self.pairs = pairList.map { (numbers[$0.name]!, numbers[$0.type]!) }
        names = (used, declaredOnly, Set(pairs.map { "\($0.type).\($0.name)" }), shown)
    }

    /// Declared names only: the launch views a later look of `Project.updateContextNames`
    /// follows (see `ContextNames+Views`).
    init(declaring declared: Set<String>) {
        let ordered = declared.filter { !$0.isEmpty }.sorted()
        table = NameTable(ordered.enumerated().map { (Array($1.utf8), UInt32($0) << Role.bits | Role.declared) })
        pairs = []
        names = ([], Set(ordered), [], [])
    }

    /// A method and the simple name of the type that declares it.
    private struct Pair: Hashable {
        var name: String
        var type: String
    }

    var isEmpty: Bool { table.isEmpty }
    /// Some views show a tip: a file naming two of them is read for its declarations.
    var hasShownNames: Bool { !names.shown.isEmpty }

    /// Equal names, equal fingerprints: what the facts cache records a scan against.
    /// The text hashed is `used A B\ndeclared C\npairs T.m\nshown V W`, each list sorted.
    var fingerprint: ContentHash {
        // One interpolation of typed parts: as a single `+` chain of these six pieces this
        // getter took the type checker 8 s, a third of the module's function bodies.
        let used: String = names.used.sorted().joined(separator: " ")
        let declared: String = names.declared.sorted().joined(separator: " ")
        let pairs: String = names.pairs.sorted().joined(separator: " ")
        let shown: String = names.shown.sorted().joined(separator: " ")
        return ContentHash("used \(used)\ndeclared \(declared)\npairs \(pairs)\nshown \(shown)")
    }

    /// A used name occurs in `bytes` as a whole identifier of code (not in a comment or a string
    /// literal: see `Prefilter.anyIdentifier`), or a declared name right after a keyword that
    /// declares it (`enum Config`, `extension Outer.Config`, `static let flag`).
    func occur(in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !isEmpty else { return false }
        // Which names of pairs the scan has met so far.
        var met = [Bool](repeating: false, count: pairs.isEmpty ? 0 : table.count)
        return table.withLookup { lookup in
            Prefilter.anyIdentifier(in: bytes) { start, end in
                guard let value = lookup.value(of: bytes, start, end) else { return false }
                if value & Role.used != 0 || (value & Role.declared != 0 && Self.followsDeclaringKeyword(bytes, start)) { return true }
                return value & Role.paired != 0 && completesPair(value >> Role.bits, met: &met)
            }
        }
    }

    /// Whether a name whose hash is among `identifiers` (a file's, see `IdentifierHashes`) may
    /// occur in that file as `occur(in:)` looks for it: false is certain (a name that occurred
    /// would have its hash there), true sends the file to `occur(in:)`. A declared name counts
    /// wherever it is: only the bytes tell whether a keyword declares it. Shown names count
    /// when two different ones are there (`reading(of:)`).
    func mayOccur(amongIdentifiers identifiers: IdentifierHashes) -> Bool {
        guard !isEmpty else { return false }
        var met = [Bool](repeating: false, count: pairs.isEmpty ? 0 : table.count)
        var shown: UInt32?
        return table.withLookup { lookup in
            identifiers.hashes.contains { hash in
                lookup.anyValue(withHash: hash) { value in
                    if value & Role.shown != 0 {
                        let number = value >> Role.bits
                        if let first = shown, first != number { return true }
                        shown = number
                    }
                    return value & (Role.used | Role.declared) != 0 || (value & Role.paired != 0 && completesPair(value >> Role.bits, met: &met))
                }
            }
        }
    }

    /// Notes that the name numbered `number` was met; true when both names of a pair have been.
    private func completesPair(_ number: UInt32, met: inout [Bool]) -> Bool {
        met[Int(number)] = true
        return pairs.contains { ($0.name == number || $0.type == number) && met[Int($0.name)] && met[Int($0.type)] }
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
