/// Names through which a file that mentions no TipKit API still takes part in the tip model:
/// it sets a tip's parameter (`OnboardingTip.finished = true`), builds a value a tip is made
/// from (`Hint(id: UUID().uuidString)`), declares a constant a gate reads
/// (`Config.isUITesting`), or calls a display wrapper. Views, title constants (`L.title`) and
/// the types a display site sits in are not among them: such names occur in most files of an
/// app and would send them all to the parser. They
/// come from the facts of the files the prefilter let through; a file the prefilter skipped is
/// read after all when one of them occurs in it as a whole identifier. One hop only: a file
/// read this way adds no names of its own.
struct ContextNames: Sendable {
    /// By first byte, for a scan without allocation.
    private let names: [UInt8: [[UInt8]]]

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
        var found = Set<String>()
        func add(_ written: String) {
            // `[Hint]?`, `Config.isUITesting`, `Settings.Row`: every capitalised identifier in it.
            for part in written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where part.first?.isUppercase == true && part != "Self" && !Self.frameworkTypes.contains(String(part)) {
                found.insert(String(part))
            }
        }
        for file in facts {
            for part in file.types where part.declaresTipConformance {
                add(part.simpleName)
                // `Tips.Event`, `Tips.Parameter`: TipKit's own, and `Event` is a common project name.
                part.storedProperties.compactMap(\.typeName).filter { !$0.hasPrefix("Tips.") && !$0.hasPrefix("TipKit.") }.forEach(add)
            }
            file.testingCalls.flatMap(\.conditionNames).forEach(add)
            file.displayWrappers.map(\.name).forEach { found.insert($0) }
        }
        names = Dictionary(grouping: found.map { Array($0.utf8) }.filter { !$0.isEmpty }, by: { $0[0] })
    }

    var isEmpty: Bool { names.isEmpty }

    /// One of the names occurs in `bytes` as a whole identifier.
    func occur(in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !names.isEmpty else { return false }
        return Prefilter.anyIdentifier(in: bytes) { start, end in
            guard let candidates = names[bytes[start]] else { return false }
            return candidates.contains { $0.count == end - start && Prefilter.equal(bytes, start, $0) }
        }
    }
}
