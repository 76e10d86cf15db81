/// Names through which a file that mentions no TipKit API still takes part in the tip model:
/// it sets a tip's parameter (`OnboardingTip.finished = true`), builds a value a tip is made
/// from (`Hint(id: UUID().uuidString)`), declares a constant a gate or a title reads
/// (`Config.isUITesting`), calls a display wrapper, or creates a view that shows a tip. They
/// come from the facts of the files the prefilter let through; a file the prefilter skipped is
/// read after all when one of them occurs in it as a whole identifier. One hop only: a file
/// read this way adds no names of its own.
struct ContextNames: Sendable {
    /// By first byte, for a scan without allocation.
    private let names: [UInt8: [[UInt8]]]

    init(facts: [FileFacts]) {
        var found = Set<String>()
        func add(_ written: String) {
            // `[Hint]?`, `Config.isUITesting`, `Settings.Row`: every capitalised identifier in it.
            for part in written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where part.first?.isUppercase == true && part != "Self" {
                found.insert(String(part))
            }
        }
        for file in facts {
            for part in file.types where part.declaresTipConformance {
                add(part.qualifiedName)
                part.storedProperties.compactMap(\.typeName).forEach(add)
                (part.titleNames + part.messageNames).map(\.name).forEach(add)
            }
            file.testingCalls.flatMap(\.conditionNames).forEach(add)
            file.displayWrappers.map(\.name).forEach { found.insert($0) }
            file.childViews.map(\.typeName).forEach(add)
            file.displaySites.compactMap(\.enclosingType).forEach(add)
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
