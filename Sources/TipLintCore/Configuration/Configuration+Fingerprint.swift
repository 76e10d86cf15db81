/// A hash of every setting of a configuration, for the key of a stored run result
/// (`FactsCache+Results`): two configurations with the same fingerprint lint the same files the
/// same way.
extension Configuration {
    /// Written from the key tables (`KeyTable.written`: each key declared once writes its own
    /// value, rule options by their rule's table), then the stored properties no key of the file
    /// holds. Not by reflection: a Mirror over the configuration scanned the runtime's
    /// conformance tables, a visible part of a warm run. `ConfigurationFingerprintTests` holds it
    /// to what reflection sees over configurations that vary every stored property, so a property
    /// added later fails there until it is written here or by its key. The rules the tool offers
    /// (`availableRules`) are left out: they are the build's, which the cache's settings name.
    var fingerprint: ContentHash {
        var text = Self.keys.written(self)
        typealias Table = KeyTable<Configuration>
        Table.frame("(root)", root, into: &text)
        Table.frame("(file)", filePath.map { "+" + $0 } ?? "-", into: &text)
        var lines = ""
        for key in keyLines.keys.sorted() { Table.frame(key, String(keyLines[key] ?? 0), into: &lines) }
        Table.frame("(key lines)", lines, into: &text)
        Table.frame("(only rules)", onlyRules.map { "+" + $0.sorted().joined(separator: ",") } ?? "-", into: &text)
        return ContentHash(text)
    }

    /// `rules:` as the fingerprint writes it: each rule's setting and options, in the order of
    /// the rules' ids (the dictionary's own order changes from process to process).
    var writtenRules: String {
        var text = ""
        for id in rules.keys.sorted() {
            guard let setting = rules[id] else { continue }
            let value = "\(setting.enabled) \(setting.severity.rawValue) \(setting.severityIsSet)\n" + setting.options.written
            KeyTable<Configuration>.frame(id, value, into: &text)
        }
        return text
    }
}

extension RuleOptions {
    /// Every option's value, by the options' key table (`KeyTable.written`).
    var written: String { Self.keys.written(self) }
}

extension BaselineSetting {
    /// The setting as the fingerprint writes it: the value, the path it resolves to, and where it
    /// is written (the message for a missing file points there).
    var fingerprintText: String {
        var text = ""
        KeyTable<Configuration>.frame("written", written, into: &text)
        KeyTable<Configuration>.frame("path", path, into: &text)
        KeyTable<Configuration>.frame("at", "\(position.line):\(position.column)", into: &text)
        return text
    }
}
