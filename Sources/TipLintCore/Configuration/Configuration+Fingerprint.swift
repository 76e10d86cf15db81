/// A hash of every setting of a configuration, for the key of a stored run result
/// (`FactsCache+Results`): two configurations with the same fingerprint lint the same files the
/// same way.
extension Configuration {
    /// Built by reflection over the stored properties, recursively (rule options included), so
    /// that a key added later is part of it without a change here, as long as its value is data:
    /// a closure would print as `(Function)` whatever it does (none is stored today). Dictionaries and sets are
    /// written in sorted order: their iteration order changes from process to process. The rules
    /// the tool offers (`availableRules`) are left out: they are the build's, which the cache's
    /// settings already name.
    var fingerprint: ContentHash {
        var text = ""
        for child in Mirror(reflecting: self).children where child.label != "availableRules" {
            text += "\(child.label ?? "_")="
            Self.describe(child.value, into: &text)
            text += "\n"
        }
        return ContentHash(text)
    }

    private static func describe(_ value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            let parts = mirror.children.map { child -> String in
                var part = ""
                describe(child.value, into: &part)
                return part
            }
            text += "\(mirror.subjectType){" + parts.sorted().joined(separator: ",") + "}"
        case nil:
            text += String(reflecting: value)
        default:
            // Structs, classes, tuples, enums (whose case name the description gives), optionals
            // and arrays: the type, then each child in order.
            text += "\(mirror.subjectType)"
            if mirror.displayStyle == .enum { text += ".\(value)" }
            text += "("
            for child in mirror.children {
                text += "\(child.label ?? "_"):"
                describe(child.value, into: &text)
                text += ","
            }
            text += ")"
        }
    }
}
