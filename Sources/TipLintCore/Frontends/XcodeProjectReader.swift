import Foundation

/// Reads the build configurations of an Xcode project (`App.xcodeproj/project.pbxproj`, an
/// old-style property list) with Foundation's property-list reader: which Swift compilation
/// conditions each target's configurations set, so that `#if DEV_DEBUG` counts as a gate when
/// only debug configurations set `DEV_DEBUG` (`XcodeBuildConfiguration.debugOnlyConditions`).
package enum XcodeProjectReader {
    /// Real projects nest five or six levels deep; Foundation's reader recurses once per level.
    static let maximumNesting = 64

    /// Why a project file was not read, and where (1-based line, UTF-16 column).
    package struct Problem: Error, Sendable {
        package var message: String
        package var position: SourcePosition?
    }

    /// The target-level configurations of `text`, or those of the project when it declares no
    /// target. Throws `Problem` when the text nests deeper than `maximumNesting` or is no
    /// property list.
    package static func configurations(in text: String) throws(Problem) -> [XcodeBuildConfiguration] {
        var bytes = text
        if let position = bytes.withUTF8({ Self.tooDeep($0) }) {
            throw Problem(message: "the Xcode project nests more than \(maximumNesting) levels deep", position: position)
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            let reason = Self.reason(error)
            throw Problem(message: "the Xcode project is not a property list Foundation can read (\(reason))", position: Self.line(in: reason))
        }
        guard let objects = (root as? [String: Any])?["objects"] as? [String: Any] else { return [] }
        return ProjectObjects(objects).targetConfigurations()
    }

    /// The first place where brackets nest deeper than `maximumNesting`, skipping quoted
    /// strings and comments (which may hold brackets): checked before Foundation recurses.
    private static func tooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition? {
        var depth = 0
        var index = 0
        var line = 1
        var lineStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // Foundation reads both quotes; a string ends at its own kind.
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                    index += 1
                }
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > maximumNesting {
                    let column = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), as: UTF8.self).utf16.count + 1
                    return SourcePosition(line: line, column: column)
                }
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth -= 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Foundation says where a property list stops parsing as "… at line 12" (old-style) or
    /// "… on line 12" (XML).
    private static func line(in reason: String) -> SourcePosition? {
        guard let range = reason.range(of: "at line ") ?? reason.range(of: "on line ") else { return nil }
        return Int(reason[range.upperBound...].prefix(while: \.isNumber)).map { SourcePosition(line: $0, column: 1) }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}

/// The objects of a `project.pbxproj`, by identifier, and the questions the reader asks them.
private struct ProjectObjects {
    let objects: [String: Any]

    init(_ objects: [String: Any]) { self.objects = objects }

    func targetConfigurations() -> [XcodeBuildConfiguration] {
        let projectListID = objects.values.lazy.compactMap { $0 as? [String: Any] }
            .first { $0["isa"] as? String == "PBXProject" }?["buildConfigurationList"] as? String
        let projectLevel = configurations(inList: projectListID).map { (name: $0.name, settings: $0.settings) }
        let projectByName = Dictionary(projectLevel.map { ($0.name, $0.settings) }) { first, _ in first }
        let targetLists = objects.compactMap { id, object -> String? in
            guard let object = object as? [String: Any], id != projectListID,
                object["isa"] as? String == "XCConfigurationList"
            else { return nil }
            return id
        }.sorted()
        let targetLevel = targetLists.flatMap { configurations(inList: $0) }
        guard !targetLevel.isEmpty else {
            return projectLevel.map { resolve(name: $0.name, own: $0.settings, inherited: nil) }
        }
        return targetLevel.map { resolve(name: $0.name, own: $0.settings, inherited: projectByName[$0.name]) }
    }

    /// The configurations an `XCConfigurationList` names, in order: name and build settings.
    private func configurations(inList id: String?) -> [(name: String, settings: ConditionSettings)] {
        guard let id, let list = objects[id] as? [String: Any], let ids = list["buildConfigurations"] as? [String] else { return [] }
        return ids.compactMap { id in
            guard let configuration = objects[id] as? [String: Any], configuration["isa"] as? String == "XCBuildConfiguration" else {
                return nil
            }
            let name = configuration["name"] as? String ?? ""
            let settings = configuration["buildSettings"] as? [String: Any] ?? [:]
            return (name, ConditionSettings(settings, hasBaseFile: configuration["baseConfigurationReference"] != nil))
        }
    }

    /// A target configuration's conditions: its own values, with the project-level ones where
    /// it says `$(inherited)` or leaves a setting unset.
    private func resolve(name: String, own: ConditionSettings, inherited: ConditionSettings?) -> XcodeBuildConfiguration {
        var conditions: [String] = []
        var opaque = false
        for key in ConditionSettings.Key.allCases {
            let value = own.values[key]
            if value == nil || value?.inherits == true {
                if let inherited, let parent = inherited.values[key] {
                    conditions += parent.conditions
                    opaque = opaque || parent.opaque || (parent.inherits && inherited.hasBaseFile)
                } else {
                    opaque = opaque || inherited?.hasBaseFile == true
                }
                opaque = opaque || own.hasBaseFile
            }
            if let value {
                conditions += value.conditions
                opaque = opaque || value.opaque
            }
        }
        var seen = Set<String>()
        return XcodeBuildConfiguration(name: name, conditions: conditions.filter { seen.insert($0).inserted }, opaque: opaque)
    }
}

/// The two build settings that set Swift compilation conditions, as one configuration writes
/// them (every `[sdk=…]` variant folded into its setting).
private struct ConditionSettings {
    enum Key: CaseIterable { case activeConditions, otherFlags }

    struct Value {
        var conditions: [String] = []
        /// Says `$(inherited)`.
        var inherits = false
        /// Names another setting (`$(EXTRA)`), whose value is not read.
        var opaque = false
    }

    var values: [Key: Value] = [:]
    /// The configuration is based on an `.xcconfig` file, which may set either setting.
    let hasBaseFile: Bool

    init(_ settings: [String: Any], hasBaseFile: Bool) {
        self.hasBaseFile = hasBaseFile
        for (name, raw) in settings {
            let base = name.split(separator: "[", maxSplits: 1).first.map(String.init) ?? name
            let key: Key
            switch base {
            case "SWIFT_ACTIVE_COMPILATION_CONDITIONS": key = .activeConditions
            case "OTHER_SWIFT_FLAGS": key = .otherFlags
            default: continue
            }
            let words = Self.words(raw)
            var value = values[key] ?? Value()
            var index = 0
            while index < words.count {
                let word = words[index]
                index += 1
                if word == "$(inherited)" || word == "${inherited}" || word == "$inherited" {
                    value.inherits = true
                } else if word.contains("$") {
                    value.opaque = true
                } else if key == .activeConditions {
                    value.conditions.append(word)
                } else if word == "-D", index < words.count {
                    value.conditions.append(words[index])
                    index += 1
                } else if word.hasPrefix("-D"), word.count > 2 {
                    value.conditions.append(String(word.dropFirst(2)))
                }
            }
            values[key] = value
        }
    }

    /// A setting's words: a string splits at white space, an array's items each do; quotes
    /// that Xcode writes around a flag (`"\"-DBETA\""`) are dropped.
    private static func words(_ raw: Any) -> [String] {
        let items = (raw as? [Any])?.compactMap { $0 as? String } ?? (raw as? String).map { [$0] } ?? []
        return items.flatMap { item in
            item.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        }.filter { !$0.isEmpty }
    }
}
